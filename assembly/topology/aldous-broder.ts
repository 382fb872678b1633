// Aldous-Broder on a topology: a random walk over all cells, carving into each cell the first time it is entered.
// Uniform spanning tree. Working memory at `work`: 1 byte per cell (the walk's marks on the step tables of
// ./slot-draws.ts; unused on other layouts). Mirrored in src/reference/topology/aldous-broder.ts.
//
// Order of random draws:
//   1. below(n): the root.
//   2. then nextU32() words, each five 6-bit values (./slot-draws.ts), one per step: at a cell of d slots a value
//      v < 64 − (64 mod d) moves through slot v mod d, a larger one is rejected (the walker stays). The walk stops at
//      the step that enters the last cell; the rest of that word is unused.

import { below, randomState, seedRandom, setRandomState } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { carveOn, deltaOfShape, isIn, isShaped, neighbourOn, setRoot, shapeOf, slotCountOn, slotsOfShape, useGraph } from "./graph";
import {
  DRAW_BITS,
  DRAW_MASK,
  DRAWS_PER_WORD,
  HOT_BITS,
  IN,
  OTHER,
  prepareDraws,
  REJECTED,
  slotOf,
  stepDelta,
  stepEntry,
  stepGuess,
  stepSlot,
} from "./slot-draws";

export function topologyAldousBroder(offsets: usize, neighbours: usize, links: usize, work: usize, n: u32, seed: u32): i32 {
  seedRandom(seed);
  useGraph(offsets, neighbours, links, n);
  if (n < 2) return STATUS_OK;
  const root = below(n);
  setRoot(root);
  if (prepareDraws(work, n)) walkStepped(work, n, root);
  else if (isShaped()) walk(true, n, root);
  else walk(false, n, root);
  return STATUS_OK;
}

// The walk on the step tables (marks written by prepareDraws), with the PRNG state in locals: the same words as
// nextU32() (xoshiro128** as in ../random.ts), without a global read and write per word.
function walkStepped(marks: usize, n: u32, root: u32): void {
  store<u8>(marks + root, load<u8>(marks + root) | <u8>IN);
  let a = randomState(0);
  let b = randomState(1);
  let c = randomState(2);
  let d = randomState(3);
  let current = root;
  let hot = <u32>load<u8>(marks + root) & HOT_BITS;
  let remaining = n - 1;
  while (remaining > 0) {
    let word = rotl<u32>(b * 5, 7) * 9;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl<u32>(d, 11);
    for (let k: u32 = 0; k < DRAWS_PER_WORD; k++) {
      const v = word & DRAW_MASK;
      word >>>= DRAW_BITS;
      let next: u32;
      let slot: u32;
      let guess: u32 = OTHER;
      if (hot != OTHER) {
        // A rejected value has delta 0: the walker stays on a cell already in the maze.
        const entry = stepEntry(hot, v);
        next = current + <u32>stepDelta(entry);
        guess = stepGuess(entry);
        slot = stepSlot(entry);
      } else {
        const shape = shapeOf(current);
        slot = slotOf(slotsOfShape(shape), v);
        if (slot == REJECTED) continue;
        next = current + <u32>deltaOfShape(shape, slot);
      }
      const mark = <u32>load<u8>(marks + next);
      hot = guess;
      // The next step reads the guess; a wrong guess, or a new cell, is the rare branch.
      if (mark != (guess | IN)) {
        hot = mark & HOT_BITS;
        if ((mark & IN) == 0) {
          store<u8>(marks + next, <u8>(mark | IN));
          carveOn(true, current, slot);
          tickProgress(1);
          if (--remaining == 0) break;
        }
      }
      current = next;
    }
  }
  setRandomState(a, b, c, d);
}

// The walk on one layout (`shaped` a constant in each copy: the shape table or the CSR), the PRNG state in locals.
@inline function walk(shaped: bool, n: u32, root: u32): void {
  let a = randomState(0);
  let b = randomState(1);
  let c = randomState(2);
  let d = randomState(3);
  let current = root;
  let remaining = n - 1;
  while (remaining > 0) {
    let word = rotl<u32>(b * 5, 7) * 9;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl<u32>(d, 11);
    for (let k: u32 = 0; k < DRAWS_PER_WORD; k++) {
      const v = word & DRAW_MASK;
      word >>>= DRAW_BITS;
      let slot: u32;
      let next: u32;
      if (shaped) {
        // The shape read once for the count and the delta.
        const shape = shapeOf(current);
        slot = slotOf(slotsOfShape(shape), v);
        if (slot == REJECTED) continue;
        next = current + <u32>deltaOfShape(shape, slot);
      } else {
        slot = slotOf(slotCountOn(false, current), v);
        if (slot == REJECTED) continue;
        next = neighbourOn(false, current, slot);
      }
      if (!isIn(next)) {
        carveOn(shaped, current, slot);
        tickProgress(1);
        if (--remaining == 0) break;
      }
      current = next;
    }
  }
  setRandomState(a, b, c, d);
}
