// Wilson: loop-erased random walks. From each cell not yet in the tree, walk at random until the
// tree is hit, remembering in every cell only the direction it was last left by (which erases loops
// for free), then retrace from the walk's start and add that path to the tree. Uniform spanning tree
// for any root and any order of walk starts; here the root is the centre cell (W/2, H/2), rounded
// down (a central root is the easiest to hit, which shortens the first, longest walks), and the
// starts are a row-major cursor (the next cell not in the tree).
// Working memory: none (exit direction and in-tree bit in the cell).
//
// Masks: excluded cells hold BORDER while it runs, so a walk rejects them like padding and stays uniform over the
// included cells' spanning trees. The root is the centre cell if it is included, else the included cell of
// row-major rank C/2 (C = the number of included cells); no draw either way.
//
// Order of random draws (mirrored in src/reference/generators/wilson.ts):
//   no draw for the root; one stream of two-bit directions (0 = N, 1 = E, 2 = S, 3 = W), 16 per
//   nextU32() word, lowest bits first, shared by all walks in cursor order (a walk that ends mid-word
//   leaves the rest to the next walk). A direction into padding is discarded and the next one is used:
//   rejection sampling, so each step is uniform among the cell's existing neighbours.

import { BORDER, cellIndex, clearScratch, offsetOf, setOffsets, strideOf } from "../grid";
import { includedCell, initMaskedGrid, isIncluded, markExcludedAgain } from "../mask";
import { nextU32, seedRandom } from "../random";
import { beat, tickProgress, walksBeat } from "../progress";
import { STATUS_OK } from "../status";
import { isRecording, logStep } from "../steps";

// A cell in the tree has bit 7 set (plus its passages); a cell outside holds only its exit direction 0–3,
// so any byte below BORDER is a cell still outside the tree and any byte above it is in the tree.
const IN_TREE: u8 = 0x80;

/** Wilson's loop-erased random walks (uniform spanning tree) into the W×H grid at `cells`; returns a status code. */
export function generateWilson(cells: usize, width: u32, height: u32, seed: u32): i32 {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0, BORDER);
  const stride = strideOf(width);
  setOffsets(stride);

  const centre = cellIndex(width, width >>> 1, height >>> 1);
  store<u8>(cells + (isIncluded(cells, centre) ? centre : includedCell(cells, width, height, included >>> 1)), IN_TREE);

  const end = cellIndex(width, width - 1, height - 1) + 1;
  if (walksBeat()) walksBeating(cells, stride, end);
  else walks(cells, stride, end);
  markExcludedAgain(cells, width, height);
  clearScratch(cells, width, height);
  return STATUS_OK;
}

// A walk from each cell not yet in the tree, in cursor order; a copy that beats (../progress.ts).
function walks(cells: usize, stride: u32, end: u32): void {
  walksWith(false, cells, stride, end);
}

function walksBeating(cells: usize, stride: u32, end: u32): void {
  walksWith(true, cells, stride, end);
}

@inline function walksWith(beating: bool, cells: usize, stride: u32, end: u32): void {
  let bits: u32 = 0;
  let bitsLeft: u32 = 0;
  for (let start = stride + 1; start < end; start++) {
    if (load<u8>(cells + start) >= BORDER) continue;

    // Walk until the tree is hit, recording each cell's exit direction.
    let current = start;
    while (true) {
      if (bitsLeft == 0) {
        if (beating) beat();
        bits = nextU32();
        bitsLeft = 16;
      }
      const d = bits & 3;
      bits >>>= 2;
      bitsLeft--;
      const next = current + offsetOf(d);
      const seen = load<u8>(cells + next);
      if (seen == BORDER) continue;
      store<u8>(cells + current, <u8>d);
      if (seen > BORDER) break;
      current = next;
    }

    // Retrace the loop-erased path from the start, carving it into the tree.
    let here = start;
    let from: u32 = 0;
    while (true) {
      const value = <u32>load<u8>(cells + here);
      if (value > BORDER) {
        store<u8>(cells + here, value | from);
        break;
      }
      store<u8>(cells + here, <u32>IN_TREE | from | (<u32>1 << value));
      if (isRecording()) logStep(here, value);
      tickProgress(1);
      from = <u32>1 << ((value + 2) & 3);
      here += offsetOf(value);
    }
  }
}
