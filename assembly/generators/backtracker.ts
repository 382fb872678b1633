// Randomized depth-first search (seeds 001 and 003), with no stack and no recursion:
// each cell keeps the direction back to its parent in its scratch bits 5–6, so the
// working memory is the cell array itself.
//
// Masks: works on any connected included region (initMaskedGrid); excluded cells are non-zero, so never entered.
//
// Order of random draws (mirrored in src/reference/generators/backtracker.ts):
//   1. below(C), C = the number of included cells (W*H without a mask): the start cell, as the k-th
//      included cell in row-major order (without a mask, simply row-major index k: draws are unchanged).
//   2. at each step where the current cell has k >= 2 unvisited neighbours: below(k)
//      picks among them in N, E, S, W order (k = 1 takes the only one without a draw).

import { BORDER, clearScratch, nthSetBit, offsetOf, setOffsets, strideOf } from "../grid";
import { includedCell, initMaskedGrid } from "../mask";
import { below, seedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { isRecording, logStep } from "../steps";

// Scratch layout while running: bit 4 = visited (same as BORDER), bits 5–6 = direction to the parent.
const VISITED: u8 = BORDER;
const PARENT_SHIFT: u32 = 5;

/** Randomized depth-first search into the W×H grid at `cells`; returns a status code. */
export function generateBacktracker(cells: usize, width: u32, height: u32, seed: u32): i32 {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0);
  const stride = strideOf(width);
  setOffsets(stride);

  const root = includedCell(cells, width, height, below(included));
  let current = root;
  store<u8>(cells + current, VISITED);

  while (true) {
    // An unvisited neighbour is a zero byte: padding and visited cells are non-zero.
    const here = cells + current;
    const open =
      <u32>(load<u8>(here - stride) == 0) |
      (<u32>(load<u8>(here + 1) == 0) << 1) |
      (<u32>(load<u8>(here + stride) == 0) << 2) |
      (<u32>(load<u8>(here - 1) == 0) << 3);
    if (open != 0) {
      const count = popcnt(open);
      const d = count == 1 ? ctz(open) : nthSetBit(open, below(count));
      const back = (d + 2) & 3;
      store<u8>(here, <u32>load<u8>(here) | (<u32>1 << d));
      if (isRecording()) logStep(current, d);
      current += offsetOf(d);
      tickProgress(1);
      store<u8>(cells + current, <u32>VISITED | (<u32>1 << back) | (back << PARENT_SHIFT));
    } else {
      if (current == root) break;
      current += offsetOf((<u32>load<u8>(here) >> PARENT_SHIFT) & 3);
    }
  }
  clearScratch(cells, width, height);
  return STATUS_OK;
}
