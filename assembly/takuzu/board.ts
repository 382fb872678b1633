// The solver state shared by propagation, search and grading: for every line (rows 0..31, then
// columns 32..63) a bit mask of its 0s and one of its 1s, kept in step both ways; a trail of the
// cells assigned, for undo; the lines whose deductions must be reviewed; and the lines changed
// since the last complete review of unique lines. A trail mark is always taken at a state that
// propagation left stable, so undoing to it leaves nothing to review.
// Mirrored by src/reference/takuzu/board.ts.

import { BLANK, RULE_UNIQUE_LINES, RULE_UNRULY_LEVELS } from "./codes";
import { fullMask } from "./lines";

/** Line index of column 0 (row y is line y). */
export const COLUMN_LINES: u32 = 32;
/** No line / no cell. Cells are identified as (y << 5) | x. */
export const NO_LINE: u32 = 0xffff;
export const NO_CELL: u32 = 0xffff;

// BITS: u32 mask of line `line`, digit `value` at ((line << 1) | value) << 2. TRAIL: u16 cell ids.
const BITS: usize = memory.data(512, 16);
const TRAIL: usize = memory.data(2048, 16);

export let boardWidth: u32 = 0;
export let boardHeight: u32 = 0;
export let uniqueLines = false;
/** Levels by Unruly's boundaries (RULE_UNRULY_LEVELS). */
export let unrulyLevels = false;
let dirtyRows: u32 = 0;
let dirtyColumns: u32 = 0;
let changedRows: u32 = 0;
let changedColumns: u32 = 0;
let trailLength: u32 = 0;

/** The cells of `line` that hold `value`. */
@inline export function lineBits(line: u32, value: u32): u32 {
  return load<u32>(BITS + (((line << 1) | value) << 2));
}

/** Where the masks of `line` and the lines after it lie, both digits of a line in 8 bytes: two lines a v128. */
@inline export function linesAddress(line: u32): usize {
  return BITS + (<usize>line << 3);
}

@inline function setLineBits(line: u32, value: u32, bits: u32): void {
  store<u32>(BITS + (((line << 1) | value) << 2), bits);
}

/** Cells in the line: the width for a row, the height for a column. */
@inline export function lineLength(line: u32): u32 {
  return line < COLUMN_LINES ? boardWidth : boardHeight;
}

/** Starts an empty W×H board under these rules, every line due for review. */
export function clearBoard(width: u32, height: u32, rules: u32): void {
  boardWidth = width;
  boardHeight = height;
  uniqueLines = (rules & RULE_UNIQUE_LINES) != 0;
  unrulyLevels = (rules & RULE_UNRULY_LEVELS) != 0;
  memory.fill(BITS, 0, 512);
  trailLength = 0;
  dirtyRows = fullMask(height);
  dirtyColumns = fullMask(width);
  changedRows = dirtyRows;
  changedColumns = dirtyColumns;
}

/** Gives `value` to the blank cells `mask` of `line` and to the crossing lines; all of them get reviewed. */
export function assign(line: u32, mask: u32, value: u32): void {
  setLineBits(line, value, lineBits(line, value) | mask);
  const index = line & 31;
  const isRow = line < COLUMN_LINES;
  const crossing = isRow ? COLUMN_LINES : 0;
  if (isRow) {
    dirtyRows |= <u32>1 << index;
    dirtyColumns |= mask;
  } else {
    dirtyColumns |= <u32>1 << index;
    dirtyRows |= mask;
  }
  changedRows |= dirtyRows;
  changedColumns |= dirtyColumns;
  let rest = mask;
  while (rest != 0) {
    const k = ctz(rest);
    rest &= rest - 1;
    setLineBits(crossing | k, value, lineBits(crossing | k, value) | (<u32>1 << index));
    store<u16>(TRAIL + (<usize>trailLength << 1), isRow ? (index << 5) | k : (k << 5) | index);
    trailLength++;
  }
}

/** Gives `value` to one blank cell. */
@inline export function setCell(cell: u32, value: u32): void {
  assign(cell >> 5, <u32>1 << (cell & 31), value);
}

/** A point to come back to with undoTo. */
@inline export function trailMark(): u32 {
  return trailLength;
}

/** Blanks every cell assigned since the mark and forgets pending reviews. */
export function undoTo(mark: u32): void {
  while (trailLength > mark) {
    trailLength--;
    const cell = <u32>load<u16>(TRAIL + (<usize>trailLength << 1));
    const y = cell >> 5;
    const x = cell & 31;
    const keepInRow = ~(<u32>1 << x);
    const keepInColumn = ~(<u32>1 << y);
    setLineBits(y, 0, lineBits(y, 0) & keepInRow);
    setLineBits(y, 1, lineBits(y, 1) & keepInRow);
    setLineBits(COLUMN_LINES | x, 0, lineBits(COLUMN_LINES | x, 0) & keepInColumn);
    setLineBits(COLUMN_LINES | x, 1, lineBits(COLUMN_LINES | x, 1) & keepInColumn);
  }
  dirtyRows = 0;
  dirtyColumns = 0;
  changedRows = 0;
  changedColumns = 0;
}

/** The next line due for review (rows first, lowest index first), or NO_LINE. */
export function takeDirtyLine(): u32 {
  if (dirtyRows != 0) {
    const y = ctz(dirtyRows);
    dirtyRows &= dirtyRows - 1;
    return y;
  }
  if (dirtyColumns != 0) {
    const x = ctz(dirtyColumns);
    dirtyColumns &= dirtyColumns - 1;
    return COLUMN_LINES | x;
  }
  return NO_LINE;
}

/** The rows (first = 0) or columns (first = COLUMN_LINES) changed since forgetChangedLines, as a mask of indices. */
@inline export function changedLines(first: u32): u32 {
  return first == 0 ? changedRows : changedColumns;
}

/** Marks the unique-lines review complete. */
@inline export function forgetChangedLines(): void {
  changedRows = 0;
  changedColumns = 0;
}

/** Whether every cell holds a digit. */
@inline export function isFull(): bool {
  return trailLength == boardWidth * boardHeight;
}

/** Whether the cell holds a digit. */
@inline export function isKnown(cell: u32): bool {
  const y = cell >> 5;
  return (((lineBits(y, 0) | lineBits(y, 1)) >>> (cell & 31)) & 1) != 0;
}

/** The branching cell: the first blank of the line with the fewest blanks (rows first, lowest index on ties), or NO_CELL. */
export function mostConstrainedBlank(): u32 {
  let bestLine = NO_LINE;
  let bestBlanks: u32 = 33;
  for (let line: u32 = 0; line < COLUMN_LINES + boardWidth; line++) {
    if (line == boardHeight) line = COLUMN_LINES;
    const blanks = lineLength(line) - popcnt(lineBits(line, 0) | lineBits(line, 1));
    if (blanks != 0 && blanks < bestBlanks) {
      bestBlanks = blanks;
      bestLine = line;
    }
  }
  if (bestLine == NO_LINE) return NO_CELL;
  const k = ctz(~(lineBits(bestLine, 0) | lineBits(bestLine, 1)));
  return bestLine < COLUMN_LINES ? (bestLine << 5) | k : (k << 5) | (bestLine & 31);
}

/** Assigns the digits of a W×H puzzle buffer (row-major 0, 1, BLANK) on a cleared board. */
export function loadPuzzle(cells: usize): void {
  for (let y: u32 = 0; y < boardHeight; y++) {
    const row = cells + <usize>(y * boardWidth);
    for (let x: u32 = 0; x < boardWidth; x++) {
      const value = <u32>load<u8>(row + x);
      if (value != BLANK) assign(y, <u32>1 << x, value);
    }
  }
}

/** Writes the board as a W×H puzzle buffer. */
export function writeBoard(cells: usize): void {
  for (let y: u32 = 0; y < boardHeight; y++) {
    const row = cells + <usize>(y * boardWidth);
    const zeros = lineBits(y, 0);
    const ones = lineBits(y, 1);
    for (let x: u32 = 0; x < boardWidth; x++) {
      const value = ((ones >>> x) & 1) != 0 ? 1 : ((zeros >>> x) & 1) != 0 ? 0 : BLANK;
      store<u8>(row + x, value);
    }
  }
}
