// Randomized Prim, the seed 000 variant: a frontier of (cell, parent) pairs; pop a random pair
// (swap-remove), and if its cell is still unvisited, carve it to its parent and push its
// unvisited neighbours. A pair is stored as the wall between the two cells (the padded index of
// its west or north cell, times 2, plus 1 for a south wall): the visited side is the parent.
// Every wall is pushed once, when its first side is visited, so the frontier holds at most
// 2·W·H − W − H walls of 4 bytes, plus the one slot that the branch-free push may write past the top:
// under 8 bytes per cell. Padded indices stay below 2^31 (the cells and the frontier share 4 GiB).
//
// Masks: works on any connected included region (initMaskedGrid); excluded cells are non-zero, so no wall into one is pushed.
//
// Order of random draws (mirrored in src/reference/generators/prim.ts):
//   1. below(C), C = the number of included cells (W*H without a mask): the start cell, as the k-th
//      included cell in row-major order (without a mask, simply row-major index k: draws are unchanged).
//   2. at each pop: below(frontier size) picks the pair; walls of a visited cell are pushed in
//      N, E, S, W order.

import { BORDER, E, W, clearScratch, gridBytes, strideOf } from "../grid";
import { includedCell, initMaskedGrid } from "../mask";
import { below, seedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { isRecording, logStep } from "../steps";

// Scratch while running: bit 4 = visited (same as BORDER), so an unvisited cell is exactly a zero byte.
const VISITED: u8 = BORDER;

/** Randomized Prim over a frontier of (cell, parent) walls (seed 000) into the W×H grid at `cells`; returns a status code. */
export function generatePrim(cells: usize, width: u32, height: u32, seed: u32): i32 {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0);
  const stride = strideOf(width);
  const frontier = (cells + <usize>gridBytes(width, height) + 3) & ~<usize>3;

  const root = includedCell(cells, width, height, below(included));
  store<u8>(cells + root, VISITED);
  let size = pushWalls(cells, frontier, 0, root, stride);

  while (size != 0) {
    const slot = frontier + (<usize>below(size) << 2);
    const wall = load<u32>(slot);
    size--;
    store<u32>(slot, load<u32>(frontier + (<usize>size << 2)));
    const a = wall >> 1;
    const south = wall & 1;
    const b = a + (south != 0 ? stride : 1);
    const aUnvisited = load<u8>(cells + a) == 0;
    // A wall whose both sides are visited is stale: drop it (an unvisited cell reads 0; padding never does).
    if (!aUnvisited && load<u8>(cells + b) != 0) continue;
    // Open the wall on both sides: E or S on a, W or N on b; then mark the new cell visited.
    store<u8>(cells + a, load<u8>(cells + a) | (<u32>E << south));
    store<u8>(cells + b, load<u8>(cells + b) | (<u32>W >> (south * 3)));
    if (isRecording()) logStep(a, 1 + south);
    const fresh = aUnvisited ? a : b;
    store<u8>(cells + fresh, load<u8>(cells + fresh) | VISITED);
    tickProgress(1);
    size = pushWalls(cells, frontier, size, fresh, stride);
  }
  clearScratch(cells, width, height);
  return STATUS_OK;
}

// Pushes the walls between `cell` and its unvisited neighbours, N, E, S, W; returns the new size.
// Each wall is written unconditionally and kept by advancing the top only when the neighbour is unvisited.
@inline function pushWalls(cells: usize, frontier: usize, size: u32, cell: u32, stride: u32): u32 {
  const here = cells + cell;
  let top = frontier + (<usize>size << 2);
  store<u32>(top, ((cell - stride) << 1) | 1);
  top += <usize>(load<u8>(here - stride) == 0) << 2;
  store<u32>(top, cell << 1);
  top += <usize>(load<u8>(here + 1) == 0) << 2;
  store<u32>(top, (cell << 1) | 1);
  top += <usize>(load<u8>(here + stride) == 0) << 2;
  store<u32>(top, (cell - 1) << 1);
  top += <usize>(load<u8>(here - 1) == 0) << 2;
  return <u32>((top - frontier) >> 2);
}
