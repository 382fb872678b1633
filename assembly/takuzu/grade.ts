// Grading: the lowest difficulty level whose deductions solve a puzzle; beyond hard, the
// complete solver tells a unique puzzle from one with no or several solutions.
// Mirrored by src/reference/takuzu/grade.ts.

import { GRADE_BEYOND_HARD, GRADE_BUDGET_SPENT, GRADE_MULTIPLE, GRADE_NO_SOLUTION, LEVEL_HARD, LEVEL_TRIVIAL, SOLVE_BUDGET_SPENT } from "./codes";
import { clearBoard, loadPuzzle, NO_CELL } from "./board";
import { DEDUCED_BROKEN, DEDUCED_SOLVED, deduce } from "./deduce";
import { countSolutions } from "./solve";

/** Grades the W×H puzzle at `cells`: the lowest level (0–3) whose deductions solve it, else 4 beyond hard, 5 no solution, 6 several solutions, 7 the search budget spent (GRADE_*). */
export function gradePuzzle(cells: usize, width: u32, height: u32, rules: u32): i32 {
  for (let level = LEVEL_TRIVIAL; level <= LEVEL_HARD; level++) {
    clearBoard(width, height, rules);
    loadPuzzle(cells);
    const outcome = deduce(level, NO_CELL);
    if (outcome == DEDUCED_SOLVED) return <i32>level;
    if (outcome == DEDUCED_BROKEN) return GRADE_NO_SOLUTION;
  }
  const solutions = countSolutions(cells, width, height, rules);
  if (solutions == <u32>SOLVE_BUDGET_SPENT) return GRADE_BUDGET_SPENT;
  return solutions == 0 ? GRADE_NO_SOLUTION : solutions == 1 ? GRADE_BEYOND_HARD : GRADE_MULTIPLE;
}

