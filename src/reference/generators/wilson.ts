// Wilson: loop-erased random walks. From each cell not yet in the tree, walk at random until the
// tree is hit, remembering in every cell only the direction it was last left by (which erases loops
// for free), then retrace from the walk's start and add that path to the tree. Uniform spanning tree
// for any root and any order of walk starts; here the root is the centre cell (W/2, H/2), rounded
// down (a central root is the easiest to hit, which shortens the first, longest walks), and the
// starts are a row-major cursor (the next cell not in the tree).
// Working memory: none (exit direction and in-tree bit in the cell).
// Mirror of assembly/generators/wilson.ts.
//
// Masks: excluded cells hold BORDER while it runs, so a walk rejects them like padding and stays uniform over the
// included cells' spanning trees. The root is the centre cell if it is included, else the included cell of
// row-major rank C/2 (C = the number of included cells); no draw either way.
//
// Order of random draws:
//   no draw for the root; one stream of two-bit directions (0 = N, 1 = E, 2 = S, 3 = W), 16 per
//   nextU32() word, lowest bits first, shared by all walks in cursor order (a walk that ends mid-word
//   leaves the rest to the next walk). A direction into padding is discarded and the next one is used:
//   rejection sampling, so each step is uniform among the cell's existing neighbours.

import { BORDER, cellIndex, clearScratch, offsetsFor, strideOf } from "../grid.js";
import { includedCell, initMaskedGrid, isIncluded, markExcludedAgain } from "../mask.js";
import { beat, tickProgress } from "../progress.js";
import { nextU32, seedRandom } from "../random.js";
import { isRecording, logStep } from "../steps.js";

// A cell in the tree has bit 7 set (plus its passages); a cell outside holds only its exit direction 0–3,
// so any byte below BORDER is a cell still outside the tree and any byte above it is in the tree.
const IN_TREE = 0x80;

export function generateWilson(cells: Uint8Array, width: number, height: number, seed: number): void {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0, BORDER);
  const stride = strideOf(width);
  const offsets = offsetsFor(stride);

  const centre = cellIndex(width, width >>> 1, height >>> 1);
  cells[isIncluded(cells, centre) ? centre : includedCell(cells, width, height, included >>> 1)] = IN_TREE;

  let bits = 0;
  let bitsLeft = 0;
  const end = cellIndex(width, width - 1, height - 1) + 1;
  for (let start = stride + 1; start < end; start++) {
    if (cells[start]! >= BORDER) continue;

    // Walk until the tree is hit, recording each cell's exit direction.
    let current = start;
    while (true) {
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
      cells[current] = d;
      if (seen > BORDER) break;
      current = next;
    }

    // Retrace the loop-erased path from the start, carving it into the tree.
    let here = start;
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
