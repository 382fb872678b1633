// The grid contract checked in one pass (mirrored in src/reference/check.ts): a host calls it on cells it did not
// make before a solver, an analysis pass or braid trusts them, since cells changed by a caller (a passage through the
// outer wall, scratch bits, passages that disagree) can send a solver into an endless walk or out of its memory.
//
// Valid: every padding cell is BORDER; an interior cell is BORDER (excluded by a mask) or holds passage bits only;
// each passage is open from both sides (so none opens through the outer wall or into an excluded cell).

import { BORDER, gridBytes, strideOf } from "./grid";
import { STATUS_BAD_ARGUMENT, STATUS_OK } from "./status";

/** STATUS_OK when the W×H grid at `cells` keeps the contract, STATUS_BAD_ARGUMENT otherwise (the host then finds where). */
export function checkGrid(cells: usize, width: u32, height: u32): i32 {
  const stride = <usize>strideOf(width);
  const total = <usize>gridBytes(width, height);
  if (!paddingIsBorder(cells, width, height)) return STATUS_BAD_ARGUMENT;
  const one = i8x16.splat(1);
  const scratch = i8x16.splat(<i8>0xe0);
  const border = i8x16.splat(<i8>BORDER);
  let bad = i8x16.splat(0);
  let i: usize = 0;
  // Byte i against its east neighbour (i + 1) and its south neighbour (i + stride): 16 cells a step.
  for (; i + 16 + stride <= total; i += 16) {
    const here = v128.load(cells + i);
    const east = v128.load(cells + i + 1);
    const south = v128.load(cells + i + stride);
    bad = v128.or(bad, v128.and(v128.xor(i8x16.shr_u(here, 1), i8x16.shr_u(east, 3)), one));
    bad = v128.or(bad, v128.and(v128.xor(i8x16.shr_u(here, 2), south), one));
    bad = v128.or(bad, v128.and(here, scratch));
    bad = v128.or(bad, v128.and(i8x16.eq(v128.and(here, border), border), i8x16.ne(here, border)));
  }
  if (v128.any_true(bad)) return STATUS_BAD_ARGUMENT;
  for (; i < total; i++) {
    const bits = <u32>load<u8>(cells + i);
    if (!cellAgrees(cells, i, bits, stride, total)) return STATUS_BAD_ARGUMENT;
  }
  return STATUS_OK;
}

/** One cell's own bits, and its passages east and south against its neighbours' (when they are in the array). */
@inline function cellAgrees(cells: usize, i: usize, bits: u32, stride: usize, total: usize): bool {
  if ((bits & 0xe0) != 0 || ((bits & BORDER) != 0 && bits != BORDER)) return false;
  if (i + 1 < total && ((bits >> 1) & 1) != ((<u32>load<u8>(cells + i + 1) >> 3) & 1)) return false;
  if (i + stride < total && ((bits >> 2) & 1) != (<u32>load<u8>(cells + i + stride) & 1)) return false;
  return true;
}

/** Whether the top and bottom rows and both side columns hold BORDER only. */
function paddingIsBorder(cells: usize, width: u32, height: u32): bool {
  const stride = <usize>strideOf(width);
  const last = (<usize>height + 1) * stride;
  for (let x: usize = 0; x < stride; x++) {
    if (load<u8>(cells + x) != BORDER || load<u8>(cells + last + x) != BORDER) return false;
  }
  for (let row = stride; row < last; row += stride) {
    if (load<u8>(cells + row) != BORDER || load<u8>(cells + row + stride - 1) != BORDER) return false;
  }
  return true;
}
