// The shape layout (graph.ts, src/topology/shapes.ts) as the generators that carve from one cell at a time read it
// (backtracker, growing tree, hunt-and-kill), each in a copy per layout (NARROW, WIDE, WIDE16 below, a constant in
// each). The open slots are a jump on the slot count into straight-line tests, or all 8 deltas tested without a branch
// where counts alternate (pickSlotReads); a shape's unused deltas are 0, the cell itself. The slot back is a SIMD
// compare of the neighbour's row with the opposite delta; the n-th of up to 8 set bits is two lookups in the grid's
// 4-bit table. A cell is in the maze when its link byte is not 0: these generators carve from their first cell before
// testing anything else, and until then they test only its neighbours, so graph.ts isIn's root test is not needed.
// Same slots, same draws, same bytes as the CSR copies and the reference.

import { nthSetBit as nthSetBit4 } from "../grid";
import { countsBase, deltasBase, linksBase, shapeShiftOf, shapesBase } from "./graph";

// The layouts a walk reads: u8 shapes, u16 shapes, or u16 shapes with their deltas copied to i16 rows of 16 bytes
// (pickLayout: half the bytes to keep in cache, for weave's 17500 shapes at 10^6 cells).
export const NARROW: u32 = 1;
export const WIDE: u32 = 2;
export const WIDE16: u32 = 3;

let rowsAt: usize = 0;

/** Bytes of working memory compactRows may use for `n` cells (16 a shape, at most min(n, 65536) shapes), a multiple of 16. */
@inline export function compactBytes(n: u32): usize {
  return (<usize>min<u32>(n, 65536) << 4) + 16;
}

/**
 * The layout of the current shape table: NARROW for u8 shapes; for more than 8192 u16 shapes, WIDE16 once their
 * deltas are copied to i16 rows at `at` (compactBytes); else WIDE (also when a delta does not fit in an i16).
 */
export function pickLayout(at: usize, n: u32): u32 {
  if (shapeShiftOf() == 0) return NARROW;
  // The shape count: the largest shape index + 1.
  const shapes = shapesBase();
  let most = i16x8.splat(0);
  let i: u32 = 0;
  for (; i + 8 <= n; i += 8) most = i16x8.max_u(most, v128.load(shapes + (<usize>i << 1)));
  let largest = max<u32>(
    max<u32>(max<u32>(i16x8.extract_lane_u(most, 0), i16x8.extract_lane_u(most, 1)), max<u32>(i16x8.extract_lane_u(most, 2), i16x8.extract_lane_u(most, 3))),
    max<u32>(max<u32>(i16x8.extract_lane_u(most, 4), i16x8.extract_lane_u(most, 5)), max<u32>(i16x8.extract_lane_u(most, 6), i16x8.extract_lane_u(most, 7))),
  );
  for (; i < n; i++) largest = max<u32>(largest, <u32>load<u16>(shapes + (<usize>i << 1)));
  // A table of up to 8192 shapes (256 KiB of i32 rows, polar's 6154) stays in cache as it is.
  if (largest < 8192) return WIDE;
  const deltas = deltasBase();
  for (let k: usize = 0; k < (<usize>(largest + 1) << 3); k++) {
    const delta = load<i32>(deltas + (k << 2));
    if (delta < -32768 || delta > 32767) return WIDE;
    store<i16>(at + (k << 1), <i16>delta);
  }
  rowsAt = at;
  return WIDE16;
}

/** Whether shapes are u16. */
@inline export function isWide(): bool {
  return shapeShiftOf() != 0;
}

/** The shape of `cell` (u16 but for NARROW). */
@inline export function shapeAt(layout: u32, cell: u32): usize {
  if (layout == NARROW) return <usize>load<u8>(shapesBase() + <usize>cell);
  return <usize>load<u16>(shapesBase() + (<usize>cell << 1));
}

/** Where the deltas of shape `shape` start: 8 i32, or 8 i16 for WIDE16. */
@inline export function rowOf(layout: u32, shape: usize): usize {
  if (layout == WIDE16) return rowsAt + (shape << 4);
  return deltasBase() + (shape << 5);
}

/** The delta of slot `slot` in the row at `row`. */
@inline function deltaAt(layout: u32, row: usize, slot: usize): u32 {
  if (layout == WIDE16) return <u32><i32>load<i16>(row + (slot << 1));
  return <u32>load<i32>(row + (slot << 2));
}

/** The slot count of shape `shape`. */
@inline export function slotsOf(shape: usize): u32 {
  return <u32>load<u8>(countsBase() + shape);
}

@inline function isOut(layout: u32, links: usize, cell: u32, row: usize, slot: usize): u32 {
  return <u32>(load<u8>(links + <usize>(cell + deltaAt(layout, row, slot))) == 0);
}

// Whether openSlots reads all 8 deltas rather than jumping on the slot count (pickSlotReads).
let readAll = false;

/**
 * Picks how openSlots reads for the current graph of `n` positions: all 8 deltas when the slot count changes at more
 * than a quarter of the 64 cells from n/2 on (upsilon's octagons and squares alternate, and a jump on the count would mispredict half
 * the time), else a jump on the count (a lattice of one kind of cell changes only at its edges). Either way gives the
 * same slots; this only picks the faster.
 */
@inline export function pickSlotReads(layout: u32, n: u32): void {
  const from = n >>> 1;
  const to = n - from > 64 ? from + 64 : n;
  let changes: u32 = 0;
  let seen: u32 = 0;
  let last: u32 = 0;
  for (let cell = from; cell < to; cell++) {
    const count = slotsOf(shapeAt(layout, cell));
    // A hole (no slot, graph.ts) is never a walk's cell.
    if (count == 0) continue;
    if (seen != 0 && count != last) changes++;
    last = count;
    seen++;
  }
  readAll = changes * 4 > seen;
}

/** The slots of `cell` (deltas at `row`, `count` slots) whose neighbours are out of the maze. */
@inline export function openSlots(layout: u32, cell: u32, row: usize, count: u32): u32 {
  const links = linksBase();
  if (readAll) {
    const open =
      isOut(layout, links, cell, row, 0) |
      (isOut(layout, links, cell, row, 1) << 1) |
      (isOut(layout, links, cell, row, 2) << 2) |
      (isOut(layout, links, cell, row, 3) << 3) |
      (isOut(layout, links, cell, row, 4) << 4) |
      (isOut(layout, links, cell, row, 5) << 5) |
      (isOut(layout, links, cell, row, 6) << 6) |
      (isOut(layout, links, cell, row, 7) << 7);
    return open & ((<u32>1 << count) - 1);
  }
  // Exactly the shape's slots: a jump on the count, which a lattice of one kind of cell predicts.
  let open: u32 = 0;
  switch (count) {
    case 8:
      open |= isOut(layout, links, cell, row, 7) << 7;
    case 7:
      open |= isOut(layout, links, cell, row, 6) << 6;
    case 6:
      open |= isOut(layout, links, cell, row, 5) << 5;
    case 5:
      open |= isOut(layout, links, cell, row, 4) << 4;
    case 4:
      open |= isOut(layout, links, cell, row, 3) << 3;
    case 3:
      open |= isOut(layout, links, cell, row, 2) << 2;
    case 2:
      open |= isOut(layout, links, cell, row, 1) << 1;
    case 1:
      open |= isOut(layout, links, cell, row, 0);
  }
  return open;
}

/** The position of the `nth` (0-based) set bit of the 8-bit `mask` (it has more than nth). */
@inline export function nthOf8(mask: u32, nth: u32): u32 {
  const low = mask & 15;
  const inLow = popcnt<u32>(low);
  // Both lookups and a select: which half holds the bit is a coin toss a branch would mispredict.
  return select<u32>(nthSetBit4(low, nth & 3), 4 + nthSetBit4(mask >>> 4, (nth - inLow) & 3), nth < inLow);
}

/** Opens slot `slot` of `cell` (deltas at `row`) and the slot back; returns the neighbour. */
@inline export function carveSlot(layout: u32, cell: u32, row: usize, slot: u32): u32 {
  const delta = deltaAt(layout, row, slot);
  const next = cell + delta;
  // The slot back is the one whose delta is the opposite (a shape's deltas are distinct and unused ones are 0).
  const back = rowOf(layout, shapeAt(layout, next));
  let found: u32;
  if (layout == WIDE16) found = i16x8.bitmask(i16x8.eq(v128.load(back), i16x8.splat(<i16>(0 - delta))));
  else {
    const want = i32x4.splat(0 - delta);
    found = i32x4.bitmask(i32x4.eq(v128.load(back), want)) | (i32x4.bitmask(i32x4.eq(v128.load(back, 16), want)) << 4);
  }
  const links = linksBase();
  store<u8>(links + cell, <u32>load<u8>(links + cell) | (<u32>1 << slot));
  store<u8>(links + next, <u32>load<u8>(links + next) | (<u32>1 << ctz<u32>(found)));
  return next;
}
