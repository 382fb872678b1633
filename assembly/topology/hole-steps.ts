// Steps by direction on a layout with holes where a cell's side meets either its neighbour or a hole with the neighbour
// behind it (weave: a crossing is a hole, the cells on its two sides are joined through it, and crossings never touch
// along a side nor sit on the border). There a cell of four slots has one per direction, in the order of the deltas
// D = (−W, 1, W, −1), and its slot k leads to p + D[k] or, across a hole, to p + 2·D[k]. Value v picks slot v mod 4
// with none rejected (64 is a multiple of 4): the step tables' slot (./slot-draws.ts), so the same walk and bytes.
//
// The walks' marks are rewritten for these steps: a four-slot cell's is FOUR | its doubled directions (bit k: slot k
// crosses a hole), with IN once in the maze; any other position keeps its hot index (the border's cells take their
// steps from the tables; a hole is never entered). A step from a four-slot cell then finds where it goes in the mark
// it already holds, and waits on one load (the mark of the cell it reaches) where the step tables make it wait on two
// (the mark for the hot index, then the entry's delta), since weave's guesses of the next cell's shape fail too often
// to skip the first. Measured at 10^6 cells: aldous-broder 1.45× and wilson 1.2× faster than on the tables.

import { deltaOfShape, positionsOf, shapeCount, slotsOfShape } from "./graph";
import { HOT_BITS, hotShapeOf, OTHER } from "./slot-draws";

const DIRECTIONS: u32 = 4;
/** A mark's bit for a four-slot cell (its low 4 bits then its doubled directions; bit 6, free on these layouts). */
export const FOUR: u32 = 0x40;
// D[k] (i32) for k = 0..3; per shape, the mark of a four-slot cell of that shape.
const DIRECTION_DELTA: usize = memory.data(DIRECTIONS * 4, 16);
const FOUR_MARKS: usize = memory.data(64);

/** The delta of direction `k` (0..3, after prepareHoleSteps). */
@inline function directionDelta(k: u32): i32 {
  return load<i32>(DIRECTION_DELTA + (<usize>k << 2));
}

@inline function setDirectionDelta(k: u32, delta: i32): void {
  store<i32>(DIRECTION_DELTA + (<usize>k << 2), delta);
}

/**
 * Readies the steps by direction on the current layout of `n` cells, whose marks at `marks` prepareDraws wrote with
 * every shape hot (a hot index is its shape, and 0 the hole's); returns false, the marks untouched, when the layout
 * has no holes or is not as above: the four-slot shapes' deltas are D[k] or 2·D[k], and, position by position, a slot
 * of 2·D[k] crosses a hole and one of D[k] does not. Else rewrites the four-slot cells' marks.
 */
export function prepareHoleSteps(marks: usize, n: u32): bool {
  const positions = positionsOf(n);
  const shapes = shapeCount();
  if (positions == n || shapes > OTHER) return false;
  // Bit h: shape h has four slots. D[k]: the shortest delta of slot k over those shapes.
  let four: u64 = 0;
  for (let k: u32 = 0; k < DIRECTIONS; k++) setDirectionDelta(k, 0);
  for (let h: u32 = 1; h < shapes; h++) {
    const shape = hotShapeOf(h);
    if (slotsOfShape(shape) != DIRECTIONS) continue;
    four |= <u64>1 << h;
    for (let k: u32 = 0; k < DIRECTIONS; k++) {
      const delta = deltaOfShape(shape, k);
      if (directionDelta(k) == 0 || abs(delta) < abs(directionDelta(k))) setDirectionDelta(k, delta);
    }
  }
  if (four == 0 || directionDelta(2) != -directionDelta(0) || directionDelta(3) != -directionDelta(1)) return false;
  // Each four-slot shape's mark: FOUR and its doubled directions.
  for (let h: u32 = 1; h < shapes; h++) {
    if (((four >> h) & 1) == 0) continue;
    let doubled: u32 = 0;
    for (let k: u32 = 0; k < DIRECTIONS; k++) {
      const delta = deltaOfShape(hotShapeOf(h), k);
      if (delta == 2 * directionDelta(k)) doubled |= <u32>1 << k;
      else if (delta != directionDelta(k)) return false;
    }
    store<u8>(FOUR_MARKS + h, <u8>(FOUR | doubled));
  }
  if (!holesWhereDoubled(marks, positions, four)) return false;
  for (let p: u32 = 0; p < positions; p++) {
    const h = <u32>load<u8>(marks + p) & HOT_BITS;
    if (((four >> h) & 1) != 0) store<u8>(marks + p, load<u8>(FOUR_MARKS + h));
  }
  return true;
}

// Whether each four-slot cell's doubled slots cross a hole (shape 0) and its other slots do not.
function holesWhereDoubled(marks: usize, positions: u32, four: u64): bool {
  for (let p: u32 = 0; p < positions; p++) {
    const h = <u32>load<u8>(marks + p) & HOT_BITS;
    if (((four >> h) & 1) == 0) continue;
    const doubled = <u32>load<u8>(FOUR_MARKS + h);
    for (let k: u32 = 0; k < DIRECTIONS; k++) {
      const hole = (<u32>load<u8>(marks + p + <u32>directionDelta(k)) & HOT_BITS) == 0;
      if (hole != (((doubled >> k) & 1) != 0)) return false;
    }
  }
  return true;
}

/** Where a step through slot `slot` of a four-slot cell at `p` (mark `mark`) arrives. */
@inline export function fourSlotStep(p: u32, mark: u32, slot: u32): u32 {
  return p + (<u32>directionDelta(slot) << ((mark >> slot) & 1));
}
