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
import { lookup64 } from "../lanes";
import { HOT_BITS, hotShapeOf, OTHER } from "./slot-draws";

const DIRECTIONS: u32 = 4;
/** A mark's bit for a four-slot cell (its low 4 bits then its doubled directions; bit 6, free on these layouts). */
export const FOUR: u32 = 0x40;
// D[k] (i32) for k = 0..3; per shape, the mark of a four-slot cell of that shape.
const DIRECTION_DELTA: usize = memory.data(DIRECTIONS * 4, 16);
const FOUR_MARKS: usize = memory.data(64, 16);
// Per slot k, 2 · D[k] (i32, at 4k) and 4 · D[k] (at 16 + 4k): the walks' steps in bytes when the walker is an address
// (wilson's in the marks, 1 byte a position: D[k], or 2 · D[k] across a hole; aldous-broder's in the pairs, 2 bytes a
// position: 2 · D[k], or 4 · D[k] across a hole).
const MULTIPLE_DELTAS: usize = memory.data(32, 16);

/** The delta of direction `k` (0..3, after prepareHoleSteps). */
@inline export function directionDelta(k: u32): i32 {
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
  // Each four-slot shape's mark: FOUR and its doubled directions (0 for the other shapes).
  memory.fill(FOUR_MARKS, 0, 64);
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
  rewriteFourMarks(marks, positions);
  for (let k: u32 = 0; k < DIRECTIONS; k++) {
    store<i32>(MULTIPLE_DELTAS + (<usize>k << 2), directionDelta(k) << 1);
    store<i32>(MULTIPLE_DELTAS + 16 + (<usize>k << 2), directionDelta(k) << 2);
  }
  return true;
}

// The positions from which all four neighbours' marks can be read 16 at a time: [reach, end).
@inline function reachOf(): u32 {
  return max(max(<u32>abs(directionDelta(0)), <u32>abs(directionDelta(1))), max(<u32>abs(directionDelta(2)), <u32>abs(directionDelta(3))));
}

// Whether each four-slot cell's doubled slots cross a hole (shape 0) and its other slots do not. 16 positions at a
// time where their neighbours' marks are all in the marks (one at a time at either end): weave's shapes change from
// one position to the next, and a branch per position took a sixth of wilson's time there. FOUR_MARKS[h] is 0 for a
// shape h without four slots (lookup64 reads it as four 16-byte quarters).
function holesWhereDoubled(marks: usize, positions: u32, four: u64): bool {
  const reach = reachOf();
  const end = positions >= 2 * reach + 16 ? positions - reach - 16 : 0;
  let p: u32 = 0;
  for (; p < min(reach, positions); p++) if (!holesWhereDoubledAt(marks, p, four)) return false;
  if (end > p) {
    const t0 = v128.load(FOUR_MARKS);
    const t1 = v128.load(FOUR_MARKS + 16);
    const t2 = v128.load(FOUR_MARKS + 32);
    const t3 = v128.load(FOUR_MARKS + 48);
    const hotBits = i8x16.splat(<i8>HOT_BITS);
    const zero = i8x16.splat(0);
    let bad = zero;
    for (; p < end; p += 16) {
      const at = marks + p;
      const fours = lookup64(v128.and(v128.load(at), hotBits), t0, t1, t2, t3);
      // FOUR and bit k where the neighbour in direction k is a hole, as a four-slot cell's mark would say.
      let seen = i8x16.splat(<i8>FOUR);
      for (let k: u32 = 0; k < DIRECTIONS; k++) {
        const hole = i8x16.eq(v128.and(v128.load(at + directionDelta(k)), hotBits), zero);
        seen = v128.or(seen, v128.and(hole, i8x16.splat(<i8>(<u32>1 << k))));
      }
      bad = v128.or(bad, v128.andnot(i8x16.ne(fours, seen), i8x16.eq(fours, zero)));
    }
    if (v128.any_true(bad)) return false;
  }
  for (; p < positions; p++) if (!holesWhereDoubledAt(marks, p, four)) return false;
  return true;
}

// The same for the one position `p`.
function holesWhereDoubledAt(marks: usize, p: u32, four: u64): bool {
  const h = <u32>load<u8>(marks + p) & HOT_BITS;
  if (((four >> h) & 1) == 0) return true;
  const doubled = <u32>load<u8>(FOUR_MARKS + h);
  for (let k: u32 = 0; k < DIRECTIONS; k++) {
    const hole = (<u32>load<u8>(marks + p + <u32>directionDelta(k)) & HOT_BITS) == 0;
    if (hole != (((doubled >> k) & 1) != 0)) return false;
  }
  return true;
}

// Each four-slot cell's mark becomes FOUR | its doubled directions; the other marks stay (16 at a time, as above).
function rewriteFourMarks(marks: usize, positions: u32): void {
  const t0 = v128.load(FOUR_MARKS);
  const t1 = v128.load(FOUR_MARKS + 16);
  const t2 = v128.load(FOUR_MARKS + 32);
  const t3 = v128.load(FOUR_MARKS + 48);
  const hotBits = i8x16.splat(<i8>HOT_BITS);
  const zero = i8x16.splat(0);
  let p: u32 = 0;
  for (; p + 16 <= positions; p += 16) {
    const at = marks + p;
    const old = v128.load(at);
    const fours = lookup64(v128.and(old, hotBits), t0, t1, t2, t3);
    v128.store(at, v128.bitselect(old, fours, i8x16.eq(fours, zero)));
  }
  for (; p < positions; p++) {
    const h = <u32>load<u8>(marks + p) & HOT_BITS;
    const mark = <u32>load<u8>(FOUR_MARKS + h);
    if (mark != 0) store<u8>(marks + p, <u8>mark);
  }
}

/** Where a step through slot `slot` of a four-slot cell at `p` (mark `mark`) arrives. */
@inline export function fourSlotStep(p: u32, mark: u32, slot: u32): u32 {
  return p + (<u32>directionDelta(slot) << ((mark >> slot) & 1));
}

// Pairs: a step by direction waits on the mark of the cell it reaches, for that cell's doubled directions. A four-slot
// cell's pairs (u16 at `pairs` + 2p) hold them for each cell it reaches: bits 4k to 4k + 3 are the doubled directions
// of the cell direction k reaches (anything when that cell has no four slots). A walk loads the pairs of each cell it
// enters, and its next step's directions come from the pairs loaded a step before (pairs >> 4k); the mark of the cell it
// reaches only confirms them, on a branch, so no step waits on a load. A wrong pair would cost a mispredicted branch,
// never a wrong step (checked once with a build that trapped on one: none in the tests nor at 10^6 cells).

/** Fills the pairs of the `positions` positions at `pairs`, from the marks prepareHoleSteps rewrote. */
export function preparePairSteps(marks: usize, pairs: usize, positions: u32): void {
  const reach = reachOf() << 1;
  const end = positions >= 2 * reach + 16 ? positions - reach - 16 : 0;
  let p: u32 = 0;
  for (; p < min(reach, positions); p++) store<u16>(pairs + (<usize>p << 1), <u16>pairsAt(marks, p));
  // 16 positions at a time where every cell they reach is in the marks, as in holesWhereDoubled.
  for (; p < end; p += 16) {
    const at = marks + p;
    const mark = v128.load(at);
    const first = v128.or(reachedBits(at, mark, 0), i8x16.shl(reachedBits(at, mark, 1), 4));
    const second = v128.or(reachedBits(at, mark, 2), i8x16.shl(reachedBits(at, mark, 3), 4));
    const out = pairs + (<usize>p << 1);
    v128.store(out, i8x16.shuffle(first, second, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23));
    v128.store(out + 16, i8x16.shuffle(first, second, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31));
  }
  for (; p < positions; p++) store<u16>(pairs + (<usize>p << 1), <u16>pairsAt(marks, p));
}

// The doubled directions (low 4 bits of the mark) of the cells direction `k` reaches from the 16 positions at `at`,
// whose marks are `mark`: the neighbour's, or past a hole the next one's.
@inline function reachedBits(at: usize, mark: v128, k: u32): v128 {
  const delta = directionDelta(k);
  const near = i8x16.eq(v128.and(mark, i8x16.splat(<i8>(<u32>1 << k))), i8x16.splat(0));
  return v128.and(v128.bitselect(v128.load(at + delta), v128.load(at + (delta << 1)), near), i8x16.splat(15));
}

// The pairs of position `p`: 0 unless it is a four-slot cell.
function pairsAt(marks: usize, p: u32): u32 {
  const mark = <u32>load<u8>(marks + p);
  if ((mark & FOUR) == 0) return 0;
  let bits: u32 = 0;
  for (let k: u32 = 0; k < DIRECTIONS; k++) bits |= (<u32>load<u8>(marks + fourSlotStep(p, mark, k)) & 15) << (k << 2);
  return bits;
}

/** 2 · the delta of direction `k` (after prepareHoleSteps), from a table: no shift on the walks' chain. */
@inline export function twiceDelta(k: u32): i32 {
  return load<i32>(<usize>k << 2, MULTIPLE_DELTAS);
}

/** 4 · the delta of direction `k` (after prepareHoleSteps). */
@inline export function fourTimesDelta(k: u32): i32 {
  return load<i32>(<usize>k << 2, MULTIPLE_DELTAS + 16);
}

/** The pairs of position `p`, at `pairs` (preparePairSteps). */
@inline export function pairsOf(pairs: usize, p: u32): u32 {
  return <u32>load<u16>(pairs + (<usize>p << 1));
}
