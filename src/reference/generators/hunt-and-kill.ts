// Hunt-and-kill: a random walk that only steps into unvisited cells; when it is stuck, hunt for the
// first unvisited cell in row-major order, join it to a random visited neighbour and walk on from it.
// The hunt is a cursor that only moves forward: every cell before it is visited, so the cell it finds
// has a visited neighbour (north, or west on the top row) and the classic scan from the top would
// find the same cell; the whole hunt costs one pass over the grid. The walk starts at (0, 0).
// Working memory: none; an unvisited cell is a zero byte (visited cells have a passage, padding is BORDER).
// Mirror of assembly/generators/hunt-and-kill.ts.
//
// Masks: the walk starts at the first included cell (the k = 0 cell: (0, 0) without a mask), and excluded cells
// (EXCLUDED, non-zero) are never entered. The cursor still finds the first unvisited cell, but its north and west
// neighbours may be excluded, so it may have no visited neighbour: the hunt then goes on to the first unvisited
// cell that has one, the classic hunt's cell (the included cells are connected, so there is one).
//
// Order of random draws:
//   1. at each walk step where the current cell has k >= 1 unvisited neighbours: below(k) picks
//      among them in N, E, S, W order. k = 1 draws too: a branch on k mispredicts more than a draw costs.
//   2. at each hunt: below(k) picks which of the found cell's k >= 1 visited neighbours it joins,
//      in N, E, S, W order.

import { isMaskedGeneration, nthSetBit, offsetsFor, PASSAGES, popcount4, strideOf } from "../grid.js";
import { finishMaskedGrid, includedCell, initMaskedGrid } from "../mask.js";
import { tickProgress } from "../progress.js";
import { below, seedRandom } from "../random.js";
import { isRecording, logStep } from "../steps.js";

export function generateHuntAndKill(cells: Uint8Array, width: number, height: number, seed: number): void {
  seedRandom(seed);
  initMaskedGrid(cells, width, height, 0);
  const stride = strideOf(width);
  const offsets = offsetsFor(stride);

  const masked = isMaskedGeneration();
  let current = includedCell(cells, width, height, 0);
  let cursor = current + 1;
  while (true) {
    // Walk: carve into a random unvisited neighbour until there is none.
    while (true) {
      const open =
        (cells[current - stride] === 0 ? 1 : 0) |
        (cells[current + 1] === 0 ? 2 : 0) |
        (cells[current + stride] === 0 ? 4 : 0) |
        (cells[current - 1] === 0 ? 8 : 0);
      if (open === 0) break;
      const d = nthSetBit(open, below(popcount4(open)));
      cells[current]! |= 1 << d;
      if (isRecording()) logStep(current, d);
      current += offsets[d]!;
      cells[current] = 1 << ((d + 2) & 3);
      tickProgress(1);
    }

    // Hunt: the first unvisited cell; padding bytes after the last cell are non-zero, so none means done.
    cursor = cells.indexOf(0, cursor);
    if (cursor < 0) break;

    // Kill: join it to a random visited neighbour (bytes 1–15; 0 is unvisited, BORDER is padding).
    let found = cursor;
    let visited = visitedAround(cells, found, stride);
    while (masked && visited === 0) {
      found = cells.indexOf(0, found + 1);
      visited = visitedAround(cells, found, stride);
    }
    const d = nthSetBit(visited, below(popcount4(visited)));
    cells[found] = 1 << d;
    if (isRecording()) logStep(found, d);
    tickProgress(1);
    cells[found + offsets[d]!]! |= 1 << ((d + 2) & 3);
    current = found;
  }
  finishMaskedGrid(cells, width, height);
}

/** The visited neighbours of cell `at` (N, E, S, W = bits 0..3). */
function visitedAround(cells: Uint8Array, at: number, stride: number): number {
  return (
    (isVisited(cells[at - stride]!) ? 1 : 0) |
    (isVisited(cells[at + 1]!) ? 2 : 0) |
    (isVisited(cells[at + stride]!) ? 4 : 0) |
    (isVisited(cells[at - 1]!) ? 8 : 0)
  );
}

function isVisited(value: number): boolean {
  return value !== 0 && value <= PASSAGES;
}
