// Wilson on a topology: loop-erased random walks. From each cell not yet in the tree (in index order), walk at random
// until the tree is hit, remembering in each cell only the slot it was last left by (which erases loops), then retrace
// from the walk's start, carving. Uniform spanning tree. Working memory at `work`: 1 byte per cell (the exit slot).
// Mirrored in src/reference/topology/wilson.ts.
//
// Order of random draws:
//   1. below(n): the root.
//   2. each walk step: below(d) picks the slot of the current cell (d = its slot count).

import { below, randomState, seedRandom, setRandomState } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { carveOn, isIn, isShaped, neighbourOn, setRoot, slotCountOn, useGraph } from "./graph";

export function topologyWilson(offsets: usize, neighbours: usize, links: usize, work: usize, n: u32, seed: u32): i32 {
  seedRandom(seed);
  useGraph(offsets, neighbours, links, n);
  if (n < 2) return STATUS_OK;
  const root = below(n);
  setRoot(root);
  if (isShaped()) walks(true, work, n);
  else walks(false, work, n);
  return STATUS_OK;
}

// The walks on one layout (`shaped` a constant in each copy), with the PRNG state in locals: the same draws as
// below(d) (xoshiro128** as in ../random.ts), without a global read and write per word.
@inline function walks(shaped: bool, work: usize, n: u32): void {
  let a = randomState(0);
  let b = randomState(1);
  let c = randomState(2);
  let d = randomState(3);
  for (let start: u32 = 0; start < n; start++) {
    if (isIn(start)) continue;
    let current = start;
    while (true) {
      const word = rotl<u32>(b * 5, 7) * 9;
      const t = b << 9;
      c ^= a;
      d ^= b;
      b ^= c;
      a ^= d;
      c ^= t;
      d = rotl<u32>(d, 11);
      const slot = <u32>((<u64>word * <u64>slotCountOn(shaped, current)) >>> 32);
      store<u8>(work + current, <u8>slot);
      const next = neighbourOn(shaped, current, slot);
      if (isIn(next)) break;
      current = next;
    }
    // Retrace: a carve puts both ends in the maze, so whether the walk reached the tree is read before it.
    let here = start;
    while (true) {
      const slot = <u32>load<u8>(work + here);
      const next = neighbourOn(shaped, here, slot);
      const reached = isIn(next);
      carveOn(shaped, here, slot);
      tickProgress(1);
      if (reached) break;
      here = next;
    }
  }
  setRandomState(a, b, c, d);
}
