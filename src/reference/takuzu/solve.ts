// The complete solver. It first applies every sound deduction up to hard's trials (which settle
// most real puzzles outright), then searches from there with randomized restarts (Luby budgets,
// a new digit order each run, each restarting from the deduced state). A run that finishes its
// tree gives the exact count; a run cut by its budget still proves every solution it met, so two
// different ones across runs settle it. Mirror of assembly/takuzu/solve.ts.

import { boardHeight, boardWidth, clearBoard, loadPuzzle, NO_CELL, trailMark, undoTo, writeBoard } from "./board.js";
import { LEVEL_HARD, SOLVE_BUDGET_SPENT, SOLVE_DEAD_END_BUDGET } from "./codes.js";
import { DEDUCED_BROKEN, DEDUCED_SOLVED, deduce } from "./deduce.js";
import { restartBudget, SEARCH_GAVE_UP, search, solutionAt } from "./search.js";

// A solution met by a run that was cut, as a W×H buffer.
const kept = new Uint8Array(1024);

/** Counts the solutions of the W×H puzzle in `cells`, up to 2 (kept by search: solutionAt), or SOLVE_BUDGET_SPENT. */
export function countSolutions(cells: Uint8Array, width: number, height: number, rules: number): number {
  clearBoard(width, height, rules);
  loadPuzzle(cells);
  return countFromBoard(SOLVE_DEAD_END_BUDGET);
}

/**
 * Counts the solutions of the puzzle on the board, up to 2. The board may hold deductions made
 * from the givens beyond them (carving checks a level first): they are consequences of the
 * givens, so the count is the puzzle's. Runs cut by their restart budget add it to what they spent; past
 * `deadEndBudget` in all, the count is SOLVE_BUDGET_SPENT (a bound for strangers' puzzles; generation has none).
 */
export function countFromBoard(deadEndBudget = 0xffffffff): number {
  const deduced = deduce(LEVEL_HARD, NO_CELL);
  if (deduced === DEDUCED_BROKEN) return 0;
  if (deduced === DEDUCED_SOLVED) {
    writeBoard(solutionAt(0));
    return 1;
  }
  const cellCount = boardWidth * boardHeight;
  const base = trailMark();
  let hasKept = false;
  let run = 0;
  let spent = 0;
  while (true) {
    const budget = restartBudget(run);
    const outcome = search(2, run, budget);
    const found = outcome & ~SEARCH_GAVE_UP;
    if (outcome === found) return found;
    if (found !== 0) {
      if (hasKept && !sameCells(kept, solutionAt(0), cellCount)) {
        solutionAt(1).set(kept.subarray(0, cellCount));
        return 2;
      }
      kept.set(solutionAt(0));
      hasKept = true;
    }
    spent += budget + 1;
    if (spent > deadEndBudget) return SOLVE_BUDGET_SPENT;
    undoTo(base);
    run++;
  }
}

function sameCells(a: Uint8Array, b: Uint8Array, count: number): boolean {
  for (let i = 0; i < count; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Counts the solutions up to 2 and writes them after the puzzle, W·H bytes each. */
export function solvePuzzle(cells: Uint8Array, width: number, height: number, rules: number): number {
  const count = countSolutions(cells, width, height, rules);
  if (count === SOLVE_BUDGET_SPENT) return SOLVE_BUDGET_SPENT;
  const cellCount = width * height;
  for (let k = 0; k < count; k++) cells.set(solutionAt(k), (k + 1) * cellCount);
  return count;
}
