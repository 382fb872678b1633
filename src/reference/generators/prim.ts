// Randomized Prim, the seed 000 variant: a frontier of (cell, parent) pairs; pop a random pair
// (swap-remove), and if its cell is still unvisited, carve it to its parent and push its
// unvisited neighbours. A pair is stored as the wall between the two cells (the padded index of
// its west or north cell, times 2, plus 1 for a south wall): the visited side is the parent.
// Mirror of assembly/generators/prim.ts; the frontier has the same size (2·W·H − W − H walls + 1).
//
// Masks: works on any connected included region (initMaskedGrid); excluded cells are non-zero, so no wall into one is pushed.
//
// Order of random draws:
//   1. below(C), C = the number of included cells (W*H without a mask): the start cell, as the k-th
//      included cell in row-major order (without a mask, simply row-major index k: draws are unchanged).
//   2. at each pop: below(frontier size) picks the pair; walls of a visited cell are pushed in
//      N, E, S, W order.

import { BORDER, clearScratch, E, strideOf, W } from "../grid.js";
import { includedCell, initMaskedGrid } from "../mask.js";
import { tickProgress } from "../progress.js";
import { below, seedRandom } from "../random.js";
import { isRecording, logStep } from "../steps.js";

// Scratch while running: bit 4 = visited (same as BORDER), so an unvisited cell is exactly a zero byte.
const VISITED = BORDER;

export function generatePrim(cells: Uint8Array, width: number, height: number, seed: number): void {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0);
  const stride = strideOf(width);
  const frontier = new Uint32Array(2 * width * height - width - height + 1);

  const root = includedCell(cells, width, height, below(included));
  cells[root] = VISITED;
  let size = pushWalls(cells, frontier, 0, root, stride);

  while (size !== 0) {
    const slot = below(size);
    const wall = frontier[slot]!;
    size--;
    frontier[slot] = frontier[size]!;
    const a = wall >>> 1;
    const south = wall & 1;
    const b = a + (south !== 0 ? stride : 1);
    const aUnvisited = cells[a] === 0;
    // A wall whose both sides are visited is stale: drop it (an unvisited cell reads 0; padding never does).
    if (!aUnvisited && cells[b] !== 0) continue;
    // Open the wall on both sides: E or S on a, W or N on b; then mark the new cell visited.
    cells[a]! |= E << south;
    cells[b]! |= W >> (south * 3);
    if (isRecording()) logStep(a, 1 + south);
    const fresh = aUnvisited ? a : b;
    cells[fresh]! |= VISITED;
    tickProgress(1);
    size = pushWalls(cells, frontier, size, fresh, stride);
  }
  clearScratch(cells, width, height);
}

// Pushes the walls between `cell` and its unvisited neighbours, N, E, S, W; returns the new size.
function pushWalls(cells: Uint8Array, frontier: Uint32Array, size: number, cell: number, stride: number): number {
  if (cells[cell - stride] === 0) frontier[size++] = (cell - stride) * 2 + 1;
  if (cells[cell + 1] === 0) frontier[size++] = cell * 2;
  if (cells[cell + stride] === 0) frontier[size++] = cell * 2 + 1;
  if (cells[cell - 1] === 0) frontier[size++] = (cell - 1) * 2;
  return size;
}
