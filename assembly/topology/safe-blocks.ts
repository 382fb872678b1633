// Aldous-broder's unchecked jumps on a 2D lattice (hex, triangle, upsilon, wrap; polar's bands): as on the square grid
// (../generators/aldous-broder.ts), the cells are cut into 8×8 blocks with a count of cells not yet in the maze each.
// Once a block and its eight neighbours are all in the maze, no five steps from that block can meet a cell outside
// it, so its cells get the SAFE bit in their marks and a word drawn there needs no check of the cells it crosses
// (./checked-jumps.ts): one load of the walker's own mark instead of five.
//
// Nothing is assumed of a topology; it is checked. Each group of classes (./checked-jumps.ts) has its own *region*:
// the cells from the first of its classes to the last, read as rows of a width W found from its classes' deltas (each
// must be dy·W + dx with |dx|, |dy| ≤ 1, so a step moves at most one row and one column of W-wide rows; a polar band's
// rows are its rings). A block counts only if it is whole and each of its cells is of a class of the group whose every
// neighbour has the class the tables assume; a SAFE cell's jump then reads its own group's tables. A group where no W
// fits, or under three blocks a side, has no SAFE cells (its jumps are all checked).
//
// Memory: a byte per block after the n marks (⌈n/32⌉ + 16 are declared; regions that need more have no SAFE cells).

import { classHot, groupOf, MAX_GROUPS } from "./classes";
import { deltaOfShape, slotsOfShape } from "./graph";
import { guessedAround, HOT_BITS, hotShapeOf, IN } from "./slot-draws";

/** A mark's bit for a cell whose block and neighbouring blocks are all in the maze (bits 0–5: hot index, 7: IN). */
export const SAFE: u32 = 0x40;
const BLOCK_SHIFT: u32 = 3;
const BLOCK: u32 = 1 << BLOCK_SHIFT;
// The count of a block that is never SAFE: more than its 64 cells can bring down to 0.
const NEVER: u8 = 0xff;

// Per region (u32 each): its group, first cell, cell span (whole rows), row width, blocks across and down, and where
// its block counts start.
const REGIONS: usize = memory.data(<i32>(MAX_GROUPS * 7 * 4), 16);
let regionCount: u32 = 0;

@inline function field(r: u32, k: u32): u32 {
  return load<u32>(REGIONS + (<usize>(r * 7 + k) << 2));
}

@inline function setField(r: u32, k: u32, value: u32): void {
  store<u32>(REGIONS + (<usize>(r * 7 + k) << 2), value);
}

const GROUP: u32 = 0;
const FIRST: u32 = 1;
const SPAN: u32 = 2;
const WIDTH: u32 = 3;
const ACROSS: u32 = 4;
const DOWN: u32 = 5;
const COUNTS: u32 = 6;

/** The bytes declared for the block counts of `n` cells. */
export function blockBytes(n: u32): u32 {
  return (n + 31) / 32 + 16;
}

/**
 * Readies the block counts at `blocks` for the marks of `n` cells at `marks` (hot indices, none IN but holes) and the
 * `groups` groups chosen; returns whether any block may become SAFE (else visitBlock must not be called).
 */
export function prepareBlocks(marks: usize, blocks: usize, n: u32, groups: u32): bool {
  const capacity = blockBytes(n);
  let used: u32 = 0;
  regionCount = 0;
  for (let g: u32 = 0; g < groups; g++) {
    const width = findRowWidth(g);
    if (width == 0) continue;
    // The group's cells, from the first to the last: found from either end (a scan of every cell took an eighth of this
    // function's time, 1% of aldous-broder's on triangle, where the one group spans the lattice).
    let first: u32 = 0;
    while (first < n && !inGroup(marks, first, g)) first++;
    if (first == n) continue;
    let end = n;
    while (!inGroup(marks, end - 1, g)) end--;
    const rows = (end - first) / width;
    const across = (width + BLOCK - 1) >> BLOCK_SHIFT;
    const down = (rows + BLOCK - 1) >> BLOCK_SHIFT;
    if (across < 3 || down < 3 || <u64>used + <u64>across * down > <u64>capacity) continue;
    const r = regionCount++;
    setField(r, GROUP, g);
    setField(r, FIRST, first);
    setField(r, SPAN, rows * width);
    setField(r, WIDTH, width);
    setField(r, ACROSS, across);
    setField(r, DOWN, down);
    setField(r, COUNTS, used);
    for (let by: u32 = 0; by < down; by++) {
      for (let bx: u32 = 0; bx < across; bx++) {
        const whole = ((bx + 1) << BLOCK_SHIFT) <= width && ((by + 1) << BLOCK_SHIFT) <= rows;
        store<u8>(blocks + used + by * across + bx, whole && exact(r, marks, bx, by) ? <u8>(BLOCK * BLOCK) : NEVER);
      }
    }
    used += across * down;
  }
  blocksAt = blocks;
  return regionCount > 0;
}

let blocksAt: usize = 0;

// Whether `cell` is of group g and not in the maze yet (prepareBlocks' regions).
@inline function inGroup(marks: usize, cell: u32, g: u32): bool {
  const mark = <u32>load<u8>(marks + cell);
  return groupOf(mark & HOT_BITS) == g && (mark & IN) == 0;
}

// The W for which every delta of group g's classes is dy·W + dx with |dx|, |dy| ≤ 1 (tried: the largest delta, one
// less, one more), or 0.
function findRowWidth(g: u32): u32 {
  let largest: i32 = 0;
  for (let c: u32 = 0; c < 2; c++) {
    const shape = hotShapeOf(classHot(g, c));
    for (let k: u32 = 0; k < slotsOfShape(shape); k++) largest = max(largest, deltaOfShape(shape, k));
  }
  for (let t: i32 = 0; t < 3; t++) {
    const width = largest + (t == 0 ? 0 : t == 1 ? -1 : 1);
    if (width >= 3 && width < 1 << 24 && fits(g, width)) return <u32>width;
  }
  return 0;
}

function fits(g: u32, width: i32): bool {
  for (let c: u32 = 0; c < 2; c++) {
    const shape = hotShapeOf(classHot(g, c));
    for (let k: u32 = 0; k < slotsOfShape(shape); k++) {
      const delta = deltaOfShape(shape, k);
      if (abs(delta) > 1 && abs(delta - width) > 1 && abs(delta + width) > 1) return false;
    }
  }
  return true;
}

// The first cell of block (bx, by) of region r.
@inline function blockStart(r: u32, bx: u32, by: u32): u32 {
  return field(r, FIRST) + (by << BLOCK_SHIFT) * field(r, WIDTH) + (bx << BLOCK_SHIFT);
}

// Whether every cell of block (bx, by) of region r is of a class of its group and each of its neighbours has the hot
// index the tables assume.
function exact(r: u32, marks: usize, bx: u32, by: u32): bool {
  const g = field(r, GROUP);
  const width = field(r, WIDTH);
  for (let j: u32 = 0; j < BLOCK; j++) {
    const row = blockStart(r, bx, by) + j * width;
    for (let i: u32 = 0; i < BLOCK; i++) {
      const cell = row + i;
      const mark = <u32>load<u8>(marks + cell);
      const hot = mark & HOT_BITS;
      if ((mark & IN) != 0 || groupOf(hot) != g || !guessedAround(marks, cell, hot)) return false;
    }
  }
  return true;
}

/** Counts `cell` (just marked IN) as in the maze; a block that fills makes SAFE every block around it whose neighbours are all full. */
export function visitBlock(marks: usize, cell: u32): void {
  for (let r: u32 = 0; r < regionCount; r++) {
    const local = cell - field(r, FIRST);
    if (local >= field(r, SPAN)) continue;
    const width = field(r, WIDTH);
    const y = local / width;
    const by = y >> BLOCK_SHIFT;
    const bx = (local - y * width) >> BLOCK_SHIFT;
    const at = blocksAt + field(r, COUNTS) + by * field(r, ACROSS) + bx;
    const left = load<u8>(at) - 1;
    store<u8>(at, left);
    if (left != 0) return;
    for (let j: i32 = -1; j <= 1; j++) {
      for (let i: i32 = -1; i <= 1; i++) {
        if (surrounded(r, <i32>bx + i, <i32>by + j)) markSafe(r, marks, <u32>(<i32>bx + i), <u32>(<i32>by + j));
      }
    }
    return;
  }
}

// Whether block (bx, by) of region r and its eight neighbours all exist and are all in the maze.
function surrounded(r: u32, bx: i32, by: i32): bool {
  const across = <i32>field(r, ACROSS);
  if (bx < 1 || by < 1 || bx + 1 >= across || by + 1 >= <i32>field(r, DOWN)) return false;
  for (let j: i32 = -1; j <= 1; j++) {
    const row = blocksAt + field(r, COUNTS) + <usize>((by + j) * across + bx);
    for (let i: i32 = -1; i <= 1; i++) if (<u32>load<u8>(row + i) != 0) return false;
  }
  return true;
}

function markSafe(r: u32, marks: usize, bx: u32, by: u32): void {
  const bits: u64 = 0x4040404040404040;
  const width = field(r, WIDTH);
  let row = marks + <usize>blockStart(r, bx, by);
  for (let k: u32 = 0; k < BLOCK; k++) {
    store<u64>(row, load<u64>(row) | bits);
    row += width;
  }
}
