// Aldous-broder's unchecked jumps on a 2D lattice (hex, triangle, upsilon, wrap; a polar band): as on the square grid
// (../generators/aldous-broder.ts), the cells are cut into 8×8 blocks with a count of cells not yet in the maze each.
// Once a block and its eight neighbours are all in the maze, no five steps from that block can meet a cell outside
// it, so its cells get the SAFE bit in their marks and a word drawn there needs no check of the cells it crosses
// (./checked-jumps.ts): one load of the walker's own mark instead of five.
//
// Nothing is assumed of a topology; it is checked. The lattice's row width W is found from the classes' deltas (each
// must be dy·W + dx with |dx|, |dy| ≤ 1, so a step moves at most one row and one column of W-wide rows), and a block
// counts only if it is whole and each of its cells is of a class whose every neighbour has the class the tables
// assume. A layout where no W fits, or under three blocks a side, has no SAFE cells (its jumps are all checked).
//
// Memory: a byte per block after the n marks (⌈n/32⌉ + 16 are declared; a layout needing more has no SAFE cells).

import { classHot, isClassHot } from "./checked-jumps";
import { deltaOfShape, shapeOf, slotsOfShape } from "./graph";
import { HOT_BITS, hotShapeOf, stepEntry, stepGuess } from "./slot-draws";

/** A mark's bit for a cell whose block and neighbouring blocks are all in the maze (bits 0–5: hot index, 7: IN). */
export const SAFE: u32 = 0x40;
const BLOCK_SHIFT: u32 = 3;
const BLOCK: u32 = 1 << BLOCK_SHIFT;
// The count of a block that is never SAFE: more than its 64 cells can bring down to 0.
const NEVER: u8 = 0xff;

let blocksAt: usize = 0;
let rowWidth: u32 = 0;
let across: u32 = 0;
let down: u32 = 0;

/**
 * Readies the block counts at `blocks` for the marks of `n` cells at `marks` (hot indices, none IN, classes chosen);
 * returns whether any block may become SAFE (else visitBlock must not be called).
 */
export function prepareBlocks(marks: usize, blocks: usize, n: u32): bool {
  rowWidth = findRowWidth();
  if (rowWidth == 0) return false;
  const rows = n / rowWidth;
  across = (rowWidth + BLOCK - 1) >> BLOCK_SHIFT;
  down = (rows + BLOCK - 1) >> BLOCK_SHIFT;
  if (across < 3 || down < 3 || <u64>across * down > <u64>((n + 31) / 32 + 16)) return false;
  blocksAt = blocks;
  for (let by: u32 = 0; by < down; by++) {
    for (let bx: u32 = 0; bx < across; bx++) {
      const whole = ((bx + 1) << BLOCK_SHIFT) <= rowWidth && ((by + 1) << BLOCK_SHIFT) <= rows;
      store<u8>(blocksAt + by * across + bx, whole && exact(marks, bx, by) ? <u8>(BLOCK * BLOCK) : NEVER);
    }
  }
  return true;
}

// The W for which every delta of the classes is dy·W + dx with |dx|, |dy| ≤ 1 (tried: the largest delta, one less,
// one more), or 0.
function findRowWidth(): u32 {
  let largest: i32 = 0;
  for (let c: u32 = 0; c < 2; c++) {
    const shape = hotShapeOf(classHot(c));
    for (let k: u32 = 0; k < slotsOfShape(shape); k++) largest = max(largest, deltaOfShape(shape, k));
  }
  for (let t: i32 = 0; t < 3; t++) {
    const width = largest + (t == 0 ? 0 : t == 1 ? -1 : 1);
    if (width >= 3 && width < 1 << 24 && fits(width)) return <u32>width;
  }
  return 0;
}

function fits(width: i32): bool {
  for (let c: u32 = 0; c < 2; c++) {
    const shape = hotShapeOf(classHot(c));
    for (let k: u32 = 0; k < slotsOfShape(shape); k++) {
      const delta = deltaOfShape(shape, k);
      if (abs(delta) > 1 && abs(delta - width) > 1 && abs(delta + width) > 1) return false;
    }
  }
  return true;
}

// Whether every cell of block (bx, by) is of a class and each of its neighbours has the hot index the tables assume.
function exact(marks: usize, bx: u32, by: u32): bool {
  for (let j: u32 = 0; j < BLOCK; j++) {
    const row = ((by << BLOCK_SHIFT) + j) * rowWidth + (bx << BLOCK_SHIFT);
    for (let i: u32 = 0; i < BLOCK; i++) {
      const cell = row + i;
      const hot = <u32>load<u8>(marks + cell) & HOT_BITS;
      if (!isClassHot(hot)) return false;
      const shape = shapeOf(cell);
      for (let k: u32 = 0; k < slotsOfShape(shape); k++) {
        // Value k picks slot k (k < d ≤ 8 is never rejected), so its entry holds slot k's guess.
        if ((<u32>load<u8>(marks + cell + deltaOfShape(shape, k)) & HOT_BITS) != stepGuess(stepEntry(hot, k))) return false;
      }
    }
  }
  return true;
}

/** Counts `cell` (just marked IN) as in the maze; a block that fills makes SAFE every block around it whose neighbours are all full. */
export function visitBlock(marks: usize, cell: u32): void {
  const y = cell / rowWidth;
  const by = y >> BLOCK_SHIFT;
  if (by >= down) return;
  const bx = (cell - y * rowWidth) >> BLOCK_SHIFT;
  const at = blocksAt + by * across + bx;
  const left = load<u8>(at) - 1;
  store<u8>(at, left);
  if (left != 0) return;
  for (let j: i32 = -1; j <= 1; j++) {
    for (let i: i32 = -1; i <= 1; i++) {
      if (surrounded(<i32>bx + i, <i32>by + j)) markSafe(marks, <u32>(<i32>bx + i), <u32>(<i32>by + j));
    }
  }
}

// Whether block (bx, by) and its eight neighbours all exist and are all in the maze.
function surrounded(bx: i32, by: i32): bool {
  if (bx < 1 || by < 1 || bx + 1 >= <i32>across || by + 1 >= <i32>down) return false;
  for (let j: i32 = -1; j <= 1; j++) {
    const row = blocksAt + <usize>((by + j) * <i32>across + bx);
    for (let i: i32 = -1; i <= 1; i++) if (<u32>load<u8>(row + i) != 0) return false;
  }
  return true;
}

function markSafe(marks: usize, bx: u32, by: u32): void {
  const bits: u64 = 0x4040404040404040;
  let row = marks + <usize>((by << BLOCK_SHIFT) * rowWidth + (bx << BLOCK_SHIFT));
  for (let k: u32 = 0; k < BLOCK; k++) {
    store<u64>(row, load<u64>(row) | bits);
    row += rowWidth;
  }
}
