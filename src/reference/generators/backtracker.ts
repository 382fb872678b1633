// Randomized depth-first search (seeds 001 and 003), with no stack and no recursion:
// each cell keeps the direction back to its parent in its scratch bits 5–6, so the
// working memory is the cell array itself. Mirror of assembly/generators/backtracker.ts.
//
// Masks: works on any connected included region (initMaskedGrid); excluded cells are non-zero, so never entered.
//
// Order of random draws:
//   1. below(C), C = the number of included cells (W*H without a mask): the start cell, as the k-th
//      included cell in row-major order (without a mask, simply row-major index k: draws are unchanged).
//   2. at each step where the current cell has k >= 2 unvisited neighbours: below(k)
//      picks among them in N, E, S, W order (k = 1 takes the only one without a draw).

import { BORDER, clearScratch, lowestBit4, nthSetBit, offsetsFor, popcount4, strideOf } from "../grid.js";
import { includedCell, initMaskedGrid } from "../mask.js";
import { tickProgress } from "../progress.js";
import { below, seedRandom } from "../random.js";
import { isRecording, logStep } from "../steps.js";

// Scratch layout while running: bit 4 = visited (same as BORDER), bits 5–6 = direction to the parent.
const VISITED = BORDER;
const PARENT_SHIFT = 5;

export function generateBacktracker(cells: Uint8Array, width: number, height: number, seed: number): void {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0);
  const stride = strideOf(width);
  const offsets = offsetsFor(stride);

  const root = includedCell(cells, width, height, below(included));
  let current = root;
  cells[current] = VISITED;

  while (true) {
    // An unvisited neighbour is a zero byte: padding and visited cells are non-zero.
    const open =
      (cells[current - stride] === 0 ? 1 : 0) |
      (cells[current + 1] === 0 ? 2 : 0) |
      (cells[current + stride] === 0 ? 4 : 0) |
      (cells[current - 1] === 0 ? 8 : 0);
    if (open !== 0) {
      const count = popcount4(open);
      const d = count === 1 ? lowestBit4(open) : nthSetBit(open, below(count));
      const back = (d + 2) & 3;
      cells[current]! |= 1 << d;
      if (isRecording()) logStep(current, d);
      current += offsets[d]!;
      tickProgress(1);
      cells[current] = VISITED | (1 << back) | (back << PARENT_SHIFT);
    } else {
      if (current === root) break;
      current += offsets[(cells[current]! >> PARENT_SHIFT) & 3]!;
    }
  }
  clearScratch(cells, width, height);
}
