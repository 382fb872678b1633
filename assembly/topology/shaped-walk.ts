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

/** The slots of shape `shape`, all 1s. */
@inline export function slotsOf(shape: usize): u32 {
  return (<u32>1 << <u32>load<u8>(countsBase() + shape)) - 1;
}

/** Whether shapes are u16. */
@inline export function isWide(): bool {
  return shapeShiftOf() != 0;
}

@inline function isOut(links: usize, cell: u32, row: usize, offset: usize): u32 {
  return <u32>(load<u8>(links + <usize>(cell + <u32>load<i32>(row + offset))) == 0);
}

/** The slots of `cell` (deltas at `row`, slots `all`) whose neighbours are out of the maze. */
@inline export function openSlots(cell: u32, row: usize, all: u32): u32 {
  const links = linksBase();
  let open = isOut(links, cell, row, 0) | (isOut(links, cell, row, 4) << 1) | (isOut(links, cell, row, 8) << 2) | (isOut(links, cell, row, 12) << 3);
  // Shapes of more than 4 slots read the other 4 (a branch that lattices of one kind of cell predict).
  if (all > 15) {
    open |=
      (isOut(links, cell, row, 16) << 4) | (isOut(links, cell, row, 20) << 5) | (isOut(links, cell, row, 24) << 6) | (isOut(links, cell, row, 28) << 7);
  }
  return open & all;
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

