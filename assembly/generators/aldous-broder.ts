// Aldous–Broder: a simple random walk over the whole grid; each first entrance into a cell carves
// the passage it came through. The first-entrance edges form a uniform spanning tree.
// Working memory: none; the start cell is marked with a scratch bit, every other visited cell has a passage.
//
// Order of random draws (mirrored in src/reference/generators/aldous-broder.ts):
//   1. below(W*H): the start cell, row-major index.
//   2. then nextU32() words, each cut into 16 two-bit directions (0 = N, 1 = E, 2 = S, 3 = W),
//      lowest bits first. A direction into padding is discarded and the next one is used: that is
//      rejection sampling, so each step is uniform among the cell's existing neighbours (the walk
//      is exactly the simple random walk). The walk stops at the step that visits the last cell;
//      the rest of that word is unused.

import { BORDER, cellIndex, initGrid, offsetOf, PASSAGES, setOffsets, strideOf } from "../grid";
import { below, nextU32, seedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";

// Marks the start cell visited until its first passage is carved (bit 5: never equal to BORDER or 0).
const START_MARK: u8 = 0x20;

/** Aldous–Broder random walk (uniform spanning tree) into the W×H grid at `cells`; returns a status code. */
export function generateAldousBroder(cells: usize, width: u32, height: u32, seed: u32): i32 {
  seedRandom(seed);
  initGrid(cells, width, height, 0);
  setOffsets(strideOf(width));

  const first = below(width * height);
  const start = cellIndex(width, first % width, first / width);
  store<u8>(cells + start, START_MARK);
  let current = start;
  let unvisited = width * height - 1;

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
