// Solving as a person would, by difficulty level: the level's deductions until nothing changes,
// then, at hard, trials (give a blank cell a digit; if propagation breaks a rule the cell takes
// the other digit), repeated. Every step is sound, so a puzzle it fills has exactly that solution.
// Mirror of assembly/takuzu/deduce.ts.

import { boardHeight, boardWidth, clearBoard, isFull, isKnown, loadPuzzle, NO_CELL, setCell, trailMark, undoTo, unrulyLevels } from "./board.js";
import { LEVEL_EASY, LEVEL_HARD, LEVEL_NORMAL, LEVEL_TRIVIAL } from "./codes.js";
import { DEDUCE_LAST_BLANK, DEDUCE_NEAR_COMPLETE, DEDUCE_QUOTAS, DEDUCE_UNIQUE_LINES, propagate } from "./propagate.js";

/** Outcomes of deduce(). */
export const DEDUCED_SOLVED = 0;
export const DEDUCED_STUCK = 1;
export const DEDUCED_BROKEN = 2;

/** The propagation deductions a level allows (hard adds trials on top). */
export function deductionsOf(level: number): number {
  if (unrulyLevels) return unrulyDeductionsOf(level);
  if (level === LEVEL_TRIVIAL) return 0;
  if (level === LEVEL_EASY) return DEDUCE_QUOTAS;
  if (level === LEVEL_NORMAL) return DEDUCE_QUOTAS | DEDUCE_NEAR_COMPLETE;
  return DEDUCE_QUOTAS | DEDUCE_NEAR_COMPLETE | DEDUCE_UNIQUE_LINES;
}

/** Unruly's boundaries: the last blank of a line at trivial; quotas and unique lines at easy. */
function unrulyDeductionsOf(level: number): number {
  if (level === LEVEL_TRIVIAL) return DEDUCE_LAST_BLANK;
  if (level === LEVEL_EASY) return DEDUCE_QUOTAS | DEDUCE_UNIQUE_LINES;
  return DEDUCE_QUOTAS | DEDUCE_UNIQUE_LINES | DEDUCE_NEAR_COMPLETE;
}

/**
 * Solves the loaded board with the level's deductions. With a `watch` cell it stops as soon as
 * that cell is deduced: the deductions only grow with the givens, so a puzzle that was solved
 * with the cell given is then solved without it too.
 */
export function deduce(level: number, watch: number): number {
  const deductions = deductionsOf(level);
  let cursor = 0;
  while (true) {
    if (!propagate(deductions, watch)) return DEDUCED_BROKEN;
    if (isFull() || (watch !== NO_CELL && isKnown(watch))) return DEDUCED_SOLVED;
    if (level < LEVEL_HARD) return DEDUCED_STUCK;
    cursor = settleByTrial(deductions, cursor);
    if (cursor === NO_CELL) return DEDUCED_STUCK;
  }
}

/**
 * Tries blank cells in row-major order from `start` (wrapping), digit 0 then 1, propagating with
 * the level's deductions; the first digit that breaks a rule gives the cell the other one.
 * Returns the index after that cell, or NO_CELL when no cell yields.
 */
function settleByTrial(deductions: number, start: number): number {
  const cellCount = boardWidth * boardHeight;
  let index = start;
  for (let tried = 0; tried < cellCount; tried++) {
    const cell = (Math.floor(index / boardWidth) << 5) | (index % boardWidth);
    index = index + 1 === cellCount ? 0 : index + 1;
    if (isKnown(cell)) continue;
    for (let digit = 0; digit < 2; digit++) {
      const mark = trailMark();
      setCell(cell, digit);
      const consistent = propagate(deductions, NO_CELL);
      undoTo(mark);
      if (!consistent) {
        setCell(cell, digit ^ 1);
        return index;
      }
    }
  }
  return NO_CELL;
}

/** Whether the W×H puzzle in `cells` is solved by the level's deductions (see deduce for `watch`). */
export function solvableAt(cells: Uint8Array, width: number, height: number, rules: number, level: number, watch: number): boolean {
  clearBoard(width, height, rules);
  loadPuzzle(cells);
  return deduce(level, watch) === DEDUCED_SOLVED;
}
