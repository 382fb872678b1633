// SIMD helpers for generators that build 16 cells of a row at once from bit masks (binary-tree,
// sidewinder). Wasm only: the reference builds the same bytes one cell at a time.

import { N } from "./grid";

// Lane i of a 16-bit expansion tests bit i: byte lanes 0–7 look at the low byte, 8–15 at the high one.
const LANE_BITS = i8x16(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);

/** 0xff in lane i where bit i of `bits` (bits 0–15) is set, 0 elsewhere. */
@inline export function expand16(bits: u32): v128 {
  const spread = i8x16.shuffle(i16x8.splat(<i16>bits), i16x8.splat(0), 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1);
  return i8x16.eq(v128.and(spread, LANE_BITS), LANE_BITS);
}

/** The lanes of `current` moved up one (lane i takes lane i-1), lane 0 taking lane 15 of `previous`. */
@inline export function shiftInFrom(previous: v128, current: v128): v128 {
  return i8x16.shuffle(previous, current, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
}

/** N bits for 16 cells from the 16 cells above them: their S bits (4) moved to N (1); a 16-bit shift is exact once masked. */
@inline export function northFromAbove(above: v128): v128 {
  return v128.and(i16x8.shr_u(above, 2), i8x16.splat(<i8>N));
}

/** Lane i: byte `indices[i]` of a 64-byte table given as its four 16-byte quarters (0 for an index past 63). */
@inline export function lookup64(indices: v128, q0: v128, q1: v128, q2: v128, q3: v128): v128 {
  // A swizzle gives 0 for an index past 15, and an index below a quarter wraps past 15 once lowered.
  const low = v128.or(i8x16.swizzle(q0, indices), i8x16.swizzle(q1, i8x16.sub(indices, i8x16.splat(16))));
  const high = v128.or(i8x16.swizzle(q2, i8x16.sub(indices, i8x16.splat(32))), i8x16.swizzle(q3, i8x16.sub(indices, i8x16.splat(48))));
  return v128.or(low, high);
}
