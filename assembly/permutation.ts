// An implicit random permutation of [0, side²): a 4-round balanced Feistel network over Z_side × Z_side.
// It lets kruskal visit every wall in random order, and growing-forest rank walls, without storing an order.
// Mirrored by src/reference/permutation.ts.
//
// Order of random draws: seedPermutation takes 4 × nextU32(), the round keys, in round order.

import { nextU32 } from "./random";

let side: u32 = 1;
let key0: u32 = 0;
let key1: u32 = 0;
let key2: u32 = 0;
let key3: u32 = 0;

/** Smallest side with side² >= count (count >= 1): the permutation then covers [0, count). */
export function permutationSide(count: u32): u32 {
  let s = <u32>Math.sqrt(<f64>count);
  while (<u64>s * s < <u64>count) s++;
  while (s > 1 && <u64>(s - 1) * (s - 1) >= <u64>count) s--;
  return s;
}

/** Sets the domain to [0, domainSide²) and draws the four round keys. */
export function seedPermutation(domainSide: u32): void {
  side = domainSide;
  key0 = nextU32();
  key1 = nextU32();
  key2 = nextU32();
  key3 = nextU32();
}

// lowbias32 (Chris Wellons): a cheap 32-bit mixer with full avalanche.
@inline function mix32(x: u32): u32 {
  x ^= x >>> 16;
  x *= 0x7feb352d;
  x ^= x >>> 15;
  x *= 0x846ca68b;
  return x ^ (x >>> 16);
}

// The round function: a hash of one half scaled into [0, side) by the high bits of a product (side < 2^16).
@inline function roundValue(half: u32, key: u32): u32 {
  return <u32>((<u64>mix32(half ^ key) * <u64>side) >>> 32);
}

// (a + b) mod side for a, b < side.
@inline function addMod(a: u32, b: u32): u32 {
  const sum = a + b;
  return sum >= side ? sum - side : sum;
}

// (a - b) mod side for a, b < side.
@inline function subMod(a: u32, b: u32): u32 {
  return a >= b ? a - b : a + side - b;
}

/** Image of high·side + low (high, low < side): each round maps (l, r) to (r, l + f(r) mod side). */
@inline export function permute(high: u32, low: u32): u32 {
  let l = high;
  let r = low;
  let t = addMod(l, roundValue(r, key0)); l = r; r = t;
  t = addMod(l, roundValue(r, key1)); l = r; r = t;
  t = addMod(l, roundValue(r, key2)); l = r; r = t;
  t = addMod(l, roundValue(r, key3)); l = r; r = t;
  return l * side + r;
}

// Four lanes of mix32.
@inline function mix32x4(x: v128): v128 {
  x = v128.xor(x, i32x4.shr_u(x, 16));
  x = i32x4.mul(x, i32x4.splat(0x7feb352d));
  x = v128.xor(x, i32x4.shr_u(x, 15));
  x = i32x4.mul(x, i32x4.splat(0x846ca68b));
  return v128.xor(x, i32x4.shr_u(x, 16));
}

// Four lanes of roundValue: the high 32 bits of hash·side from 16-bit halves, exact and without overflow as side < 2^16.
@inline function roundValue4(half: v128, key: u32): v128 {
  const hash = mix32x4(v128.xor(half, i32x4.splat(key)));
  const sides = i32x4.splat(side);
  const upper = i32x4.mul(i32x4.shr_u(hash, 16), sides);
  const lower = i32x4.shr_u(i32x4.mul(v128.and(hash, i32x4.splat(0xffff)), sides), 16);
  return i32x4.shr_u(i32x4.add(upper, lower), 16);
}

// Four lanes of addMod: when the sum is below side, sum - side wraps above it, so the unsigned minimum picks right.
@inline function addMod4(a: v128, b: v128): v128 {
  const sum = i32x4.add(a, b);
  return i32x4.min_u(sum, i32x4.sub(sum, i32x4.splat(side)));
}

/** permute(high, low + k) in lane k, for k = 0..3 (low + 3 < side): the same values, four at a time. */
@inline export function permute4(high: u32, low: u32): v128 {
  let l = i32x4.splat(high);
  let r = i32x4.add(i32x4.splat(low), i32x4(0, 1, 2, 3));
  let t = addMod4(l, roundValue4(r, key0)); l = r; r = t;
  t = addMod4(l, roundValue4(r, key1)); l = r; r = t;
  t = addMod4(l, roundValue4(r, key2)); l = r; r = t;
  t = addMod4(l, roundValue4(r, key3)); l = r; r = t;
  return i32x4.add(i32x4.mul(l, i32x4.splat(side)), r);
}

// (a - b) mod side in four lanes: when a < b, a - b wraps above a - b + side, so the unsigned minimum picks right.
@inline function subMod4(a: v128, b: v128): v128 {
  const difference = i32x4.sub(a, b);
  return i32x4.min_u(difference, i32x4.add(difference, i32x4.splat(side)));
}

/** The preimage of high·side + low (high, low < side): permute(p / side, p % side) == high·side + low. */
@inline export function unpermute(high: u32, low: u32): u32 {
  let l = high;
  let r = low;
  let t = subMod(r, roundValue(l, key3)); r = l; l = t;
  t = subMod(r, roundValue(l, key2)); r = l; l = t;
  t = subMod(r, roundValue(l, key1)); r = l; l = t;
  t = subMod(r, roundValue(l, key0)); r = l; l = t;
  return l * side + r;
}

/** unpermute(high, low + k) in lane k, for k = 0..3 (low + 3 < side). */
@inline export function unpermute4(high: u32, low: u32): v128 {
  let l = i32x4.splat(high);
  let r = i32x4.add(i32x4.splat(low), i32x4(0, 1, 2, 3));
  let t = subMod4(r, roundValue4(l, key3)); r = l; l = t;
  t = subMod4(r, roundValue4(l, key2)); r = l; l = t;
  t = subMod4(r, roundValue4(l, key1)); r = l; l = t;
  t = subMod4(r, roundValue4(l, key0)); r = l; l = t;
  return i32x4.add(i32x4.mul(l, i32x4.splat(side)), r);
}
