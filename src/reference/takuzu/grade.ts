// Grading: the lowest difficulty level whose deductions solve a puzzle; beyond hard, the
// complete solver tells a unique puzzle from one with no or several solutions.
// Mirror of assembly/takuzu/grade.ts.

import { clearBoard, loadPuzzle, NO_CELL } from "./board.js";
import { GRADE_BEYOND_HARD, GRADE_BUDGET_SPENT, GRADE_MULTIPLE, GRADE_NO_SOLUTION, LEVEL_HARD, LEVEL_TRIVIAL, SOLVE_BUDGET_SPENT } from "./codes.js";
import { DEDUCED_BROKEN, DEDUCED_SOLVED, deduce } from "./deduce.js";
import { countSolutions } from "./solve.js";

/** The lowest level whose deductions solve the puzzle, or GRADE_BEYOND_HARD, GRADE_NO_SOLUTION, GRADE_MULTIPLE, GRADE_BUDGET_SPENT. */
export function gradePuzzle(cells: Uint8Array, width: number, height: number, rules: number): number {
  for (let level = LEVEL_TRIVIAL; level <= LEVEL_HARD; level++) {
    clearBoard(width, height, rules);
    loadPuzzle(cells);
    const outcome = deduce(level, NO_CELL);
    if (outcome === DEDUCED_SOLVED) return level;
    if (outcome === DEDUCED_BROKEN) return GRADE_NO_SOLUTION;
  }
  const solutions = countSolutions(cells, width, height, rules);
  if (solutions === SOLVE_BUDGET_SPENT) return GRADE_BUDGET_SPENT;
  return solutions === 0 ? GRADE_NO_SOLUTION : solutions === 1 ? GRADE_BEYOND_HARD : GRADE_MULTIPLE;
}
