// Houston (Robin Houston's hybrid, named in Buck's Mazes for Programmers): an Aldous–Broder random walk until a
// third of the cells are in the tree (fast while most steps find new cells), then Wilson's loop-erased random
// walks into that tree for the rest (fast once the tree is large enough to hit). Close to uniform but not
// exactly: the walk's tree at the switch is not distributed as a uniform tree's part is (test/generators-houston.test.ts
// computes the exact law on 2×3 and 3×3 and checks the generator against it).
// Working memory: none (in-tree bit, passages and Wilson's exit directions in the cell).
//
// Masks: excluded cells hold BORDER while it runs, so both phases' walks reject them like padding; the counts are
// of the C included cells (the start is the k-th included cell, the switch at floor(C / 3)).
//
// Order of random draws (mirrored in src/reference/generators/houston.ts):
//   1. below(C), C = the number of included cells (W*H without a mask): the start cell, as the k-th included
//      cell in row-major order (without a mask, row-major index k); it is the tree's first cell.
//   2. then one stream of two-bit directions (0 = N, 1 = E, 2 = S, 3 = W), 16 per nextU32() word, lowest
//      bits first, shared by both phases. A direction into padding is discarded and the next one is used
//      (rejection sampling: each step is uniform among the cell's existing neighbours).
//      Phase 1 (Aldous–Broder) walks from the start cell until floor(C / 3) cells are in the tree (none
//      when that is 1 or less); phase 2 (Wilson) walks from each cell outside the tree in row-major order
//      until the tree is hit, as assembly/generators/wilson.ts does, continuing the same stream.

import { BORDER, cellIndex, clearScratch, offsetOf, setOffsets, strideOf } from "../grid";
import { includedCell, initMaskedGrid, markExcludedAgain } from "../mask";
import { below, nextU32, seedRandom } from "../random";
import { beat, tickProgress, walksBeat } from "../progress";
import { STATUS_OK } from "../status";
import { isRecording, logStep } from "../steps";

// A cell in the tree has bit 7 set (plus its passages); a cell outside holds 0, or during phase 2 its exit
// direction 0–3, so any byte below BORDER is outside the tree and any byte above it is inside.
const IN_TREE: u8 = 0x80;

/** Aldous–Broder until a third of the cells are in the tree, then Wilson, into the W×H grid at `cells`; returns a status code. */
export function generateHouston(cells: usize, width: u32, height: u32, seed: u32): i32 {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0, BORDER);
  const stride = strideOf(width);
  setOffsets(stride);

  const current = includedCell(cells, width, height, below(included));
  store<u8>(cells + current, IN_TREE);
  const end = cellIndex(width, width - 1, height - 1) + 1;
  if (walksBeat()) walksBeating(cells, stride, end, current, included / 3);
  else walks(cells, stride, end, current, included / 3);
  markExcludedAgain(cells, width, height);
  clearScratch(cells, width, height);
  return STATUS_OK;
}

// Both phases' walks from `current` until `switchAt` cells are in the tree, then from each cell left; a copy that
// beats (../progress.ts).
function walks(cells: usize, stride: u32, end: u32, current: u32, switchAt: u32): void {
  walksWith(false, cells, stride, end, current, switchAt);
}

function walksBeating(cells: usize, stride: u32, end: u32, current: u32, switchAt: u32): void {
  walksWith(true, cells, stride, end, current, switchAt);
}

@inline function walksWith(beating: bool, cells: usize, stride: u32, end: u32, current: u32, switchAt: u32): void {
  let inTree: u32 = 1;

  // Phase 1: the random walk carves the passage of each first entrance.
  let bits: u32 = 0;
  let bitsLeft: u32 = 0;
  while (inTree < switchAt) {
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
    if (seen == 0) {
      store<u8>(cells + current, load<u8>(cells + current) | (<u8>1 << <u8>d));
      if (isRecording()) logStep(current, d);
      store<u8>(cells + next, IN_TREE | (<u8>1 << <u8>((d + 2) & 3)));
      tickProgress(1);
      inTree++;
    }
    current = next;
  }

  // Phase 2: loop-erased walks from each cell outside the tree, in row-major order.
  for (let start = stride + 1; start < end; start++) {
    if (load<u8>(cells + start) >= BORDER) continue;

    // Walk until the tree is hit, recording each cell's exit direction.
    let here = start;
    while (true) {
      if (bitsLeft == 0) {
        if (beating) beat();
        bits = nextU32();
        bitsLeft = 16;
      }
      const d = bits & 3;
      bits >>>= 2;
      bitsLeft--;
      const next = here + offsetOf(d);
      const seen = load<u8>(cells + next);
      if (seen == BORDER) continue;
      store<u8>(cells + here, <u8>d);
      if (seen > BORDER) break;
      here = next;
    }

    // Retrace the loop-erased path from the start, carving it into the tree.
    here = start;
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
