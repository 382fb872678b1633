// An implicit random permutation of [0, side²): a 4-round balanced Feistel network over Z_side × Z_side.
// It lets kruskal visit every wall in random order, and growing-forest rank walls, without storing an order.
// Mirror of assembly/permutation.ts.
//
// Order of random draws: seedPermutation takes 4 × nextU32(), the round keys, in round order.

import { nextU32 } from "./random.js";

let side = 1;
let key0 = 0;
let key1 = 0;
let key2 = 0;
let key3 = 0;

/** Smallest side with side² >= count (count >= 1): the permutation then covers [0, count). */
export function permutationSide(count: number): number {
  let s = Math.floor(Math.sqrt(count));
  while (s * s < count) s++;
  while (s > 1 && (s - 1) * (s - 1) >= count) s--;
  return s;
}

/** Sets the domain to [0, domainSide²) and draws the four round keys. */
export function seedPermutation(domainSide: number): void {
  side = domainSide;
  key0 = nextU32();
  key1 = nextU32();
  key2 = nextU32();
  key3 = nextU32();
}

// lowbias32 (Chris Wellons): a cheap 32-bit mixer with full avalanche.
function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

// The round function: a hash of one half scaled into [0, side) by the high bits of a product (exact: < 2^48).
function roundValue(half: number, key: number): number {
  return Math.floor((mix32(half ^ key) * side) / 4294967296);
}

// (a + b) mod side for a, b < side.
function addMod(a: number, b: number): number {
  const sum = a + b;
  return sum >= side ? sum - side : sum;
}

// (a - b) mod side for a, b < side.
function subMod(a: number, b: number): number {
  return a >= b ? a - b : a + side - b;
}

/** Image of high·side + low (high, low < side): each round maps (l, r) to (r, l + f(r) mod side). */
export function permute(high: number, low: number): number {
  let l = high;
  let r = low;
  let t = addMod(l, roundValue(r, key0));
  l = r;
  r = t;
  t = addMod(l, roundValue(r, key1));
  l = r;
  r = t;
  t = addMod(l, roundValue(r, key2));
  l = r;
  r = t;
  t = addMod(l, roundValue(r, key3));
  l = r;
  r = t;
  return l * side + r;
}

/** The preimage of high·side + low (high, low < side): permute(p / side, p % side) == high·side + low. */
export function unpermute(high: number, low: number): number {
  let l = high;
  let r = low;
  let t = subMod(r, roundValue(l, key3));
  r = l;
  l = t;
  t = subMod(r, roundValue(l, key2));
  r = l;
  l = t;
  t = subMod(r, roundValue(l, key1));
  r = l;
  l = t;
  t = subMod(r, roundValue(l, key0));
  r = l;
  l = t;
  return l * side + r;
}
