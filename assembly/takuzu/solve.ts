// The complete solver. It first applies every sound deduction up to hard's trials (which settle
// most real puzzles outright), then searches from there with randomized restarts (Luby budgets,
// a new digit order each run, each restarting from the deduced state). A run that finishes its
// tree gives the exact count; a run cut by its budget still proves every solution it met, so two
// different ones across runs settle it. Mirrored by src/reference/takuzu/solve.ts.

import { LEVEL_HARD, SOLVE_BUDGET_SPENT, SOLVE_DEAD_END_BUDGET } from "./codes";
import { boardHeight, boardWidth, clearBoard, loadPuzzle, NO_CELL, trailMark, undoTo, writeBoard } from "./board";
import { DEDUCED_BROKEN, DEDUCED_SOLVED, deduce } from "./deduce";
import { restartBudget, search, SEARCH_GAVE_UP, solutionAt } from "./search";

// KEPT: a solution met by a run that was cut, as a W×H buffer.
const KEPT: usize = memory.data(1024, 16);

/** Counts the solutions of the W×H puzzle at `cells`, up to 2 (kept by search: solutionAt), or SOLVE_BUDGET_SPENT. */
export function countSolutions(cells: usize, width: u32, height: u32, rules: u32): u32 {
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
export function countFromBoard(deadEndBudget: u32 = 0xffffffff): u32 {
  const deduced = deduce(LEVEL_HARD, NO_CELL);
  if (deduced == DEDUCED_BROKEN) return 0;
  if (deduced == DEDUCED_SOLVED) {
    writeBoard(solutionAt(0));
    return 1;
  }
  const cellCount = boardWidth * boardHeight;
  const base = trailMark();
  let kept = false;
  let run: u32 = 0;
  let spent: u64 = 0;
  while (true) {
    const budget = restartBudget(run);
    const outcome = search(2, run, budget);
    const found = outcome & ~SEARCH_GAVE_UP;
    if (outcome == found) return found;
    if (found != 0) {
      if (kept && memory.compare(KEPT, solutionAt(0), cellCount) != 0) {
        memory.copy(solutionAt(1), KEPT, cellCount);
        return 2;
      }
      memory.copy(KEPT, solutionAt(0), cellCount);
      kept = true;
    }
    spent += <u64>budget + 1;
    if (spent > <u64>deadEndBudget) return <u32>SOLVE_BUDGET_SPENT;
    undoTo(base);
    run++;
  }
}

/** Counts the solutions of the W×H puzzle at `cells` up to 2, writing them after it (W·H bytes each); returns the count. */
export function solvePuzzle(cells: usize, width: u32, height: u32, rules: u32): i32 {
  const count = countSolutions(cells, width, height, rules);
  if (count == <u32>SOLVE_BUDGET_SPENT) return SOLVE_BUDGET_SPENT;
  const cellCount = width * height;
  for (let k: u32 = 0; k < count; k++) memory.copy(cells + <usize>((k + 1) * cellCount), solutionAt(k), cellCount);
  return <i32>count;
}
