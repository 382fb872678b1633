// Houston (Robin Houston's hybrid, named in Buck's Mazes for Programmers): an Aldous–Broder random walk until a
// third of the cells are in the tree (fast while most steps find new cells), then Wilson's loop-erased random
// walks into that tree for the rest (fast once the tree is large enough to hit). Close to uniform but not
// exactly: the walk's tree at the switch is not distributed as a uniform tree's part is (test/generators-houston.test.ts
// computes the exact law on 2×3 and 3×3 and checks the generator against it).
// Working memory: none (in-tree bit, passages and Wilson's exit directions in the cell).
// Mirror of assembly/generators/houston.ts.
//
// Masks: excluded cells hold BORDER while it runs, so both phases' walks reject them like padding; the counts are
// of the C included cells (the start is the k-th included cell, the switch at floor(C / 3)).
//
// Order of random draws:
//   1. below(C), C = the number of included cells (W*H without a mask): the start cell, as the k-th included
//      cell in row-major order (without a mask, row-major index k); it is the tree's first cell.
//   2. then one stream of two-bit directions (0 = N, 1 = E, 2 = S, 3 = W), 16 per nextU32() word, lowest
//      bits first, shared by both phases. A direction into padding is discarded and the next one is used
//      (rejection sampling: each step is uniform among the cell's existing neighbours).
//      Phase 1 (Aldous–Broder) walks from the start cell until floor(C / 3) cells are in the tree (none
//      when that is 1 or less); phase 2 (Wilson) walks from each cell outside the tree in row-major order
//      until the tree is hit, as src/reference/generators/wilson.ts does, continuing the same stream.

import { BORDER, cellIndex, clearScratch, offsetsFor, strideOf } from "../grid.js";
import { includedCell, initMaskedGrid, markExcludedAgain } from "../mask.js";
import { beat, tickProgress } from "../progress.js";
import { below, nextU32, seedRandom } from "../random.js";
import { isRecording, logStep } from "../steps.js";

// A cell in the tree has bit 7 set (plus its passages); a cell outside holds 0, or during phase 2 its exit
// direction 0–3, so any byte below BORDER is outside the tree and any byte above it is inside.
const IN_TREE = 0x80;

export function generateHouston(cells: Uint8Array, width: number, height: number, seed: number): void {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0, BORDER);
  const stride = strideOf(width);
  const offsets = offsetsFor(stride);

  let current = includedCell(cells, width, height, below(included));
  cells[current] = IN_TREE;
  const switchAt = Math.floor(included / 3);
  let inTree = 1;

  // Phase 1: the random walk carves the passage of each first entrance.
  let bits = 0;
  let bitsLeft = 0;
  while (inTree < switchAt) {
    if (bitsLeft === 0) {
      beat();
      bits = nextU32();
      bitsLeft = 16;
    }
    const d = bits & 3;
    bits >>>= 2;
    bitsLeft--;
    const next = current + offsets[d]!;
    const seen = cells[next]!;
    if (seen === BORDER) continue;
    if (seen === 0) {
      cells[current]! |= 1 << d;
      if (isRecording()) logStep(current, d);
      cells[next] = IN_TREE | (1 << ((d + 2) & 3));
      tickProgress(1);
      inTree++;
    }
    current = next;
  }

  // Phase 2: loop-erased walks from each cell outside the tree, in row-major order.
  const end = cellIndex(width, width - 1, height - 1) + 1;
  for (let start = stride + 1; start < end; start++) {
    if (cells[start]! >= BORDER) continue;

    // Walk until the tree is hit, recording each cell's exit direction.
    let here = start;
    while (true) {
      if (bitsLeft === 0) {
        beat();
        bits = nextU32();
        bitsLeft = 16;
      }
      const d = bits & 3;
      bits >>>= 2;
      bitsLeft--;
      const next = here + offsets[d]!;
      const seen = cells[next]!;
      if (seen === BORDER) continue;
      cells[here] = d;
      if (seen > BORDER) break;
      here = next;
    }

    // Retrace the loop-erased path from the start, carving it into the tree.
    here = start;
    let from = 0;
    while (true) {
      const value = cells[here]!;
      if (value > BORDER) {
        cells[here] = value | from;
        break;
      }
      cells[here] = IN_TREE | from | (1 << value);
      if (isRecording()) logStep(here, value);
      tickProgress(1);
      from = 1 << ((value + 2) & 3);
      here += offsets[value]!;
    }
  }
  markExcludedAgain(cells, width, height);
  clearScratch(cells, width, height);
}
