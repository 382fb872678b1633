// The shape layout (graph.ts, src/topology/shapes.ts) read without branches, for the generators that carve from one
// cell at a time (backtracker, growing tree, hunt-and-kill): the open slots read all 8 of a shape's deltas (a shape's
// unused ones are 0, the cell itself) and keep its first `count` bits; the slot back is two SIMD compares; the n-th of
// up to 8 set bits is two lookups in the grid's 4-bit table. A cell is in the maze when its link byte is not 0: these
// generators carve from their first cell before testing anything else, and until then they test only its neighbours,
// so graph.ts isIn's test for the root is never needed.

import { nthSetBit as nthSetBit4 } from "../grid";
import { countsBase, deltasBase, linksBase, shapeShiftOf, shapesBase } from "./graph";

/** The shape of `cell`: a u8, or a u16 when `wide` (a constant in each caller's copy). */
@inline export function shapeAt(wide: bool, cell: u32): usize {
  if (wide) return <usize>load<u16>(shapesBase() + (<usize>cell << 1));
  return <usize>load<u8>(shapesBase() + <usize>cell);
}

/** Where the 8 deltas of shape `shape` start. */
@inline export function rowOf(shape: usize): usize {
  return deltasBase() + (shape << 5);
}

/** The slot count of shape `shape`. */
@inline export function slotsOf(shape: usize): u32 {
  return <u32>load<u8>(countsBase() + shape);
}

/** Whether shapes are u16. */
@inline export function isWide(): bool {
  return shapeShiftOf() != 0;
}

@inline function isOut(links: usize, cell: u32, row: usize, offset: usize): u32 {
  return <u32>(load<u8>(links + <usize>(cell + <u32>load<i32>(row + offset))) == 0);
}

// Whether openSlots reads all 8 deltas rather than jumping on the slot count (pickSlotReads).
let readAll = false;

/**
 * Picks how openSlots reads for the current graph: all 8 deltas when the slot count changes at more than a quarter of
 * the 64 cells from n/2 on (upsilon's octagons and squares alternate, and a jump on the count would mispredict half
 * the time), else a jump on the count (a lattice of one kind of cell changes only at its edges). Either way gives the
 * same slots; this only picks the faster.
 */
@inline export function pickSlotReads(wide: bool, n: u32): void {
  const from = n >>> 1;
  const to = n - from > 64 ? from + 64 : n;
  let changes: u32 = 0;
  let last = slotsOf(shapeAt(wide, from));
  for (let cell = from + 1; cell < to; cell++) {
    const count = slotsOf(shapeAt(wide, cell));
    if (count != last) changes++;
    last = count;
  }
  readAll = changes * 4 > to - from;
}

/** The slots of `cell` (deltas at `row`, `count` slots) whose neighbours are out of the maze. */
@inline export function openSlots(cell: u32, row: usize, count: u32): u32 {
  const links = linksBase();
  if (readAll) {
    const open =
      isOut(links, cell, row, 0) |
      (isOut(links, cell, row, 4) << 1) |
      (isOut(links, cell, row, 8) << 2) |
      (isOut(links, cell, row, 12) << 3) |
      (isOut(links, cell, row, 16) << 4) |
      (isOut(links, cell, row, 20) << 5) |
      (isOut(links, cell, row, 24) << 6) |
      (isOut(links, cell, row, 28) << 7);
    return open & ((<u32>1 << count) - 1);
  }
  // Exactly the shape's slots: a jump on the count, which a lattice of one kind of cell predicts.
  let open: u32 = 0;
  switch (count) {
    case 8:
      open |= isOut(links, cell, row, 28) << 7;
    case 7:
      open |= isOut(links, cell, row, 24) << 6;
    case 6:
      open |= isOut(links, cell, row, 20) << 5;
    case 5:
      open |= isOut(links, cell, row, 16) << 4;
    case 4:
      open |= isOut(links, cell, row, 12) << 3;
    case 3:
      open |= isOut(links, cell, row, 8) << 2;
    case 2:
      open |= isOut(links, cell, row, 4) << 1;
    case 1:
      open |= isOut(links, cell, row, 0);
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
@inline export function carveSlot(wide: bool, cell: u32, row: usize, slot: u32): u32 {
  const delta = load<i32>(row + (<usize>slot << 2));
  const next = cell + <u32>delta;
  // The slot back is the one whose delta is the opposite (a shape's deltas are distinct and unused ones are 0).
  const back = rowOf(shapeAt(wide, next));
  const want = i32x4.splat(-delta);
  const found = i32x4.bitmask(i32x4.eq(v128.load(back), want)) | (i32x4.bitmask(i32x4.eq(v128.load(back, 16), want)) << 4);
  const links = linksBase();
  store<u8>(links + cell, <u32>load<u8>(links + cell) | (<u32>1 << slot));
  store<u8>(links + next, <u32>load<u8>(links + next) | (<u32>1 << ctz<u32>(found)));
  return next;
}

