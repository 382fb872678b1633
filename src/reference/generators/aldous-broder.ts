// Aldous–Broder: a simple random walk over the whole grid; each first entrance into a cell carves
// the passage it came through. The first-entrance edges form a uniform spanning tree.
// Working memory: none; the start cell is marked with a scratch bit, every other visited cell has a passage.
// Mirror of assembly/generators/aldous-broder.ts.
//
// Order of random draws:
//   1. below(W*H): the start cell, row-major index.
//   2. then nextU32() words, each cut into 16 two-bit directions (0 = N, 1 = E, 2 = S, 3 = W),
//      lowest bits first. A direction into padding is discarded and the next one is used: that is
//      rejection sampling, so each step is uniform among the cell's existing neighbours (the walk
//      is exactly the simple random walk). The walk stops at the step that visits the last cell;
//      the rest of that word is unused.

import { BORDER, cellIndex, initGrid, offsetsFor, PASSAGES, strideOf } from "../grid.js";
import { tickProgress } from "../progress.js";
import { below, nextU32, seedRandom } from "../random.js";

// Marks the start cell visited until its first passage is carved (bit 5: never equal to BORDER or 0).
const START_MARK = 0x20;

export function generateAldousBroder(cells: Uint8Array, width: number, height: number, seed: number): void {
  seedRandom(seed);
  initGrid(cells, width, height, 0);
  const offsets = offsetsFor(strideOf(width));

  const first = below(width * height);
  const start = cellIndex(width, first % width, Math.floor(first / width));
  cells[start] = START_MARK;
  let current = start;
  let unvisited = width * height - 1;

  while (unvisited !== 0) {
    let bits = nextU32();
    for (let step = 0; step < 16; step++) {
      const d = bits & 3;
      bits >>>= 2;
      const next = current + offsets[d]!;
      const seen = cells[next]!;
      if (seen === BORDER) continue;
      if (seen === 0) {
        // First entrance: carve both sides of the passage.
        cells[current]! |= 1 << d;
        cells[next] = 1 << ((d + 2) & 3);
        tickProgress(1);
        if (--unvisited === 0) break;
      }
      current = next;
    }
  }
  cells[start]! &= PASSAGES;
}
