// Aldous–Broder: a simple random walk over the whole grid; each first entrance into a cell carves
// the passage it came through. The first-entrance edges form a uniform spanning tree.
// Working memory: none; the start cell is marked with a scratch bit, every other visited cell has a passage.
// Mirror of assembly/generators/aldous-broder.ts.
//
// Masks: excluded cells hold BORDER, so the walk rejects them like padding: it is the simple random walk on the
// included cells, and the tree is uniform over their spanning trees. The walk ends when all C included cells are visited.
//
// Order of random draws:
//   1. below(C), C = the number of included cells (W*H without a mask): the start cell, as the k-th
//      included cell in row-major order (without a mask, simply row-major index k).
//   2. then nextU32() words, each cut into 16 two-bit directions (0 = N, 1 = E, 2 = S, 3 = W),
//      lowest bits first. A direction into padding is discarded and the next one is used: that is
//      rejection sampling, so each step is uniform among the cell's existing neighbours (the walk
//      is exactly the simple random walk). The walk stops at the step that visits the last cell;
//      the rest of that word is unused.

import { BORDER, offsetsFor, PASSAGES, strideOf } from "../grid.js";
import { includedCell, initMaskedGrid } from "../mask.js";
import { beat, tickProgress } from "../progress.js";
import { below, nextU32, seedRandom } from "../random.js";
import { isRecording, logStep } from "../steps.js";

// Marks the start cell visited until its first passage is carved (bit 5: never equal to BORDER or 0).
const START_MARK = 0x20;

export function generateAldousBroder(cells: Uint8Array, width: number, height: number, seed: number): void {
  seedRandom(seed);
  // Excluded cells stay BORDER: the finished maze needs no pass to restore them.
  const included = initMaskedGrid(cells, width, height, 0, BORDER);
  const offsets = offsetsFor(strideOf(width));

  const start = includedCell(cells, width, height, below(included));
  cells[start] = START_MARK;
  let current = start;
  let unvisited = included - 1;

  while (unvisited !== 0) {
    beat();
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
        if (isRecording()) logStep(current, d);
        cells[next] = 1 << ((d + 2) & 3);
        tickProgress(1);
        if (--unvisited === 0) break;
      }
      current = next;
    }
  }
  cells[start]! &= PASSAGES;
}
