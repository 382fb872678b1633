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
import { carveOn, isIn, isShaped, neighbourOn, setRoot, slotCountOn, useGraph } from "./graph";
import {
  DRAW_BITS,
  DRAW_MASK,
  DRAWS_PER_WORD,
  IN,
  initMarks,
  prepareDraws,
  REJECTED,
  SHAPE_BITS,
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
  if (prepareDraws(n)) walkStepped(work, n, root);
  else if (isShaped()) walk(true, n, root);
  else walk(false, n, root);
  return STATUS_OK;
}

// The walk on the step tables, with the PRNG state in locals: the same words as nextU32() (xoshiro128** as in
// ../random.ts), without a global read and write per word.
function walkStepped(marks: usize, n: u32, root: u32): void {
  initMarks(marks, n);
  store<u8>(marks + root, load<u8>(marks + root) | IN);
  let a = randomState(0);
  let b = randomState(1);
  let c = randomState(2);
  let d = randomState(3);
  let current = root;
  let shape = <u32>load<u8>(marks + root) & SHAPE_BITS;
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
      // A rejected value has delta 0: the walker stays on a cell already in the maze.
      const entry = stepEntry(shape, word & DRAW_MASK);
      word >>>= DRAW_BITS;
      const next = current + <u32>stepDelta(entry);
      const mark = <u32>load<u8>(marks + next);
      shape = stepGuess(entry);
      // The next step reads the guess; a wrong guess, or a new cell, is the rare branch.
      if (mark != (shape | IN)) {
        shape = mark & SHAPE_BITS;
        if ((mark & IN) == 0) {
          store<u8>(marks + next, <u8>(mark | IN));
          carveOn(true, current, stepSlot(entry));
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
      const slot = slotOf(slotCountOn(shaped, current), word & DRAW_MASK);
      word >>>= DRAW_BITS;
      if (slot == REJECTED) continue;
      const next = neighbourOn(shaped, current, slot);
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
