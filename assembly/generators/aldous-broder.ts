// Aldous–Broder: a simple random walk over the whole grid; each first entrance into a cell carves
// the passage it came through. The first-entrance edges form a uniform spanning tree.
// Working memory: none; the start cell is marked with a scratch bit, every other visited cell has a passage.
//
// Masks: excluded cells hold BORDER, so the walk rejects them like padding: it is the simple random walk on the
// included cells, and the tree is uniform over their spanning trees. The walk ends when all C included cells are visited.
//
// Order of random draws (mirrored in src/reference/generators/aldous-broder.ts):
//   1. below(C), C = the number of included cells (W*H without a mask): the start cell, as the k-th
//      included cell in row-major order (without a mask, simply row-major index k).
//   2. then nextU32() words, each cut into 16 two-bit directions (0 = N, 1 = E, 2 = S, 3 = W),
//      lowest bits first. A direction into padding is discarded and the next one is used: that is
//      rejection sampling, so each step is uniform among the cell's existing neighbours (the walk
//      is exactly the simple random walk). The walk stops at the step that visits the last cell;
//      the rest of that word is unused.

import { BORDER, cellIndex, initGrid, isMaskedGeneration, offsetOf, PASSAGES, setOffsets, strideOf } from "../grid";
import { includedCell, initMaskedGrid } from "../mask";
import { below, nextU32, seedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { isRecording, logStep } from "../steps";

// Marks the start cell visited until its first passage is carved (bit 5: never equal to BORDER or 0).
const START_MARK: u8 = 0x20;

/** Aldous–Broder random walk (uniform spanning tree) into the W×H grid at `cells`; returns a status code. */
export function generateAldousBroder(cells: usize, width: u32, height: u32, seed: u32): i32 {
  seedRandom(seed);
  let start: u32;
  let unvisited: u32;
  if (isMaskedGeneration()) {
    // Excluded cells stay BORDER: the finished maze needs no pass to restore them.
    const included = initMaskedGrid(cells, width, height, 0, BORDER);
    start = includedCell(cells, width, height, below(included));
    unvisited = included - 1;
  } else {
    initGrid(cells, width, height, 0);
    const first = below(width * height);
    start = cellIndex(width, first % width, first / width);
    unvisited = width * height - 1;
  }
  setOffsets(strideOf(width));
  store<u8>(cells + start, START_MARK);
  let current = start;

  while (unvisited != 0) {
    let bits = nextU32();
    for (let step = 0; step < 16; step++) {
      const d = bits & 3;
      bits >>>= 2;
      const next = current + offsetOf(d);
      const seen = load<u8>(cells + next);
      if (seen == BORDER) continue;
      if (seen == 0) {
        // First entrance: carve both sides of the passage.
        store<u8>(cells + current, load<u8>(cells + current) | (<u8>1 << <u8>d));
        if (isRecording()) logStep(current, d);
        store<u8>(cells + next, <u8>1 << <u8>((d + 2) & 3));
        tickProgress(1);
        if (--unvisited == 0) break;
      }
      current = next;
    }
  }
  store<u8>(cells + start, load<u8>(cells + start) & PASSAGES);
  return STATUS_OK;
}
