// The solver state shared by propagation, search and grading: for every line (rows 0..31, then
// columns 32..63) a bit mask of its 0s and one of its 1s, kept in step both ways; a trail of the
// cells assigned, for undo; the lines whose deductions must be reviewed; and the lines changed
// since the last complete review of unique lines. A trail mark is always taken at a state that
// propagation left stable, so undoing to it leaves nothing to review.
// Mirror of assembly/takuzu/board.ts.

import { BLANK, RULE_UNIQUE_LINES, RULE_UNRULY_LEVELS } from "./codes.js";
import { fullMask, lowestBitIndex, popcount } from "./lines.js";

/** Line index of column 0 (row y is line y). */
export const COLUMN_LINES = 32;
/** No line / no cell. Cells are identified as (y << 5) | x. */
export const NO_LINE = 0xffff;
export const NO_CELL = 0xffff;

// bits[(line << 1) | value]: mask of line `line`, digit `value`. trail: cell ids.
const bits = new Uint32Array(128);
const trail = new Uint16Array(1024);

export let boardWidth = 0;
export let boardHeight = 0;
export let uniqueLines = false;
/** Levels by Unruly's boundaries (RULE_UNRULY_LEVELS). */
export let unrulyLevels = false;
let dirtyRows = 0;
let dirtyColumns = 0;
let changedRows = 0;
let changedColumns = 0;
let trailLength = 0;

/** The cells of `line` that hold `value`. */
export function lineBits(line: number, value: number): number {
  return bits[(line << 1) | value]!;
}

/** Cells in the line: the width for a row, the height for a column. */
export function lineLength(line: number): number {
  return line < COLUMN_LINES ? boardWidth : boardHeight;
}

/** Starts an empty W×H board under these rules, every line due for review. */
export function clearBoard(width: number, height: number, rules: number): void {
  boardWidth = width;
  boardHeight = height;
  uniqueLines = (rules & RULE_UNIQUE_LINES) !== 0;
  unrulyLevels = (rules & RULE_UNRULY_LEVELS) !== 0;
  bits.fill(0);
  trailLength = 0;
  dirtyRows = fullMask(height);
  dirtyColumns = fullMask(width);
  changedRows = dirtyRows;
  changedColumns = dirtyColumns;
}

/** Gives `value` to the blank cells `mask` of `line` and to the crossing lines; all of them get reviewed. */
export function assign(line: number, mask: number, value: number): void {
  bits[(line << 1) | value]! |= mask;
  const index = line & 31;
  const isRow = line < COLUMN_LINES;
  const crossing = isRow ? COLUMN_LINES : 0;
  if (isRow) {
    dirtyRows |= 1 << index;
    dirtyColumns |= mask;
  } else {
    dirtyColumns |= 1 << index;
    dirtyRows |= mask;
  }
  changedRows |= dirtyRows;
  changedColumns |= dirtyColumns;
  let rest = mask;
  while (rest !== 0) {
    const k = lowestBitIndex(rest);
    rest &= rest - 1;
    bits[((crossing | k) << 1) | value]! |= 1 << index;
    trail[trailLength] = isRow ? (index << 5) | k : (k << 5) | index;
    trailLength++;
  }
}

/** Gives `value` to one blank cell. */
export function setCell(cell: number, value: number): void {
  assign(cell >> 5, 1 << (cell & 31), value);
}

/** A point to come back to with undoTo. */
export function trailMark(): number {
  return trailLength;
}

/** Blanks every cell assigned since the mark and forgets pending reviews. */
export function undoTo(mark: number): void {
  while (trailLength > mark) {
    trailLength--;
    const cell = trail[trailLength]!;
    const y = cell >> 5;
    const x = cell & 31;
    const keepInRow = ~(1 << x);
    const keepInColumn = ~(1 << y);
    bits[y << 1]! &= keepInRow;
    bits[(y << 1) | 1]! &= keepInRow;
    bits[(COLUMN_LINES | x) << 1]! &= keepInColumn;
    bits[((COLUMN_LINES | x) << 1) | 1]! &= keepInColumn;
  }
  dirtyRows = 0;
  dirtyColumns = 0;
  changedRows = 0;
  changedColumns = 0;
}

/** The next line due for review (rows first, lowest index first), or NO_LINE. */
export function takeDirtyLine(): number {
  if (dirtyRows !== 0) {
    const y = lowestBitIndex(dirtyRows);
    dirtyRows &= dirtyRows - 1;
    return y;
  }
  if (dirtyColumns !== 0) {
    const x = lowestBitIndex(dirtyColumns);
    dirtyColumns &= dirtyColumns - 1;
    return COLUMN_LINES | x;
  }
  return NO_LINE;
}

/** The rows (first = 0) or columns (first = COLUMN_LINES) changed since forgetChangedLines, as a mask of indices. */
export function changedLines(first: number): number {
  return first === 0 ? changedRows : changedColumns;
}

/** Marks the unique-lines review complete. */
export function forgetChangedLines(): void {
  changedRows = 0;
  changedColumns = 0;
}

/** Whether every cell holds a digit. */
export function isFull(): boolean {
  return trailLength === boardWidth * boardHeight;
}

/** Whether the cell holds a digit. */
export function isKnown(cell: number): boolean {
  const y = cell >> 5;
  return (((lineBits(y, 0) | lineBits(y, 1)) >>> (cell & 31)) & 1) !== 0;
}

/** The branching cell: the first blank of the line with the fewest blanks (rows first, lowest index on ties), or NO_CELL. */
export function mostConstrainedBlank(): number {
  let bestLine = NO_LINE;
  let bestBlanks = 33;
  for (let line = 0; line < COLUMN_LINES + boardWidth; line++) {
    if (line === boardHeight) line = COLUMN_LINES;
    const blanks = lineLength(line) - popcount(lineBits(line, 0) | lineBits(line, 1));
    if (blanks !== 0 && blanks < bestBlanks) {
      bestBlanks = blanks;
      bestLine = line;
    }
  }
  if (bestLine === NO_LINE) return NO_CELL;
  const k = lowestBitIndex(~(lineBits(bestLine, 0) | lineBits(bestLine, 1)));
  return bestLine < COLUMN_LINES ? (bestLine << 5) | k : (k << 5) | (bestLine & 31);
}

/** Assigns the digits of a W×H puzzle buffer (row-major 0, 1, BLANK) on a cleared board. */
export function loadPuzzle(cells: Uint8Array): void {
  for (let y = 0; y < boardHeight; y++) {
    const row = y * boardWidth;
    for (let x = 0; x < boardWidth; x++) {
      const value = cells[row + x]!;
      if (value !== BLANK) assign(y, 1 << x, value);
    }
  }
}

/** Writes the board as a W×H puzzle buffer. */
export function writeBoard(cells: Uint8Array): void {
  for (let y = 0; y < boardHeight; y++) {
    const row = y * boardWidth;
    const zeros = lineBits(y, 0);
    const ones = lineBits(y, 1);
    for (let x = 0; x < boardWidth; x++) {
      cells[row + x] = ((ones >>> x) & 1) !== 0 ? 1 : ((zeros >>> x) & 1) !== 0 ? 0 : BLANK;
    }
  }
}
