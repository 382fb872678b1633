// Aldous-Broder on a topology: a random walk over all cells, carving into each cell the first time it is entered.
// Uniform spanning tree. Working memory: none. Mirrored in src/reference/topology/aldous-broder.ts.
//
// Order of random draws:
//   1. below(n): the root.
//   2. each step: below(d) picks the slot of the current cell (d = its slot count).

import { below, randomState, seedRandom, setRandomState } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { carveOn, isIn, isShaped, neighbourOn, setRoot, slotCountOn, useGraph } from "./graph";

export function topologyAldousBroder(offsets: usize, neighbours: usize, links: usize, work: usize, n: u32, seed: u32): i32 {
  seedRandom(seed);
  useGraph(offsets, neighbours, links, n);
  if (n < 2) return STATUS_OK;
  const root = below(n);
  setRoot(root);
  if (isShaped()) walk(true, n, root);
  else walk(false, n, root);
  return STATUS_OK;
}

// The walk on one layout (`shaped` a constant in each copy), with the PRNG state in locals: the same draws as
// below(d) (xoshiro128** as in ../random.ts), without a global read and write per word.
@inline function walk(shaped: bool, n: u32, root: u32): void {
  let a = randomState(0);
  let b = randomState(1);
  let c = randomState(2);
  let d = randomState(3);
  let current = root;
  let remaining = n - 1;
  while (remaining > 0) {
    const word = rotl<u32>(b * 5, 7) * 9;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl<u32>(d, 11);
    const slot = <u32>((<u64>word * <u64>slotCountOn(shaped, current)) >>> 32);
    const next = neighbourOn(shaped, current, slot);
    if (!isIn(next)) {
      carveOn(shaped, current, slot);
      remaining--;
      tickProgress(1);
    }
    current = next;
  }
  setRandomState(a, b, c, d);
}
