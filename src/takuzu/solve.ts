// takuzu.solve() and takuzu.grade(): a validated grid in, the complete solver's or the grader's
// verdict out.

import type { Backend } from "../backends/backend.js";
import { checkOptionsObject, optionKeys } from "../base/arguments.js";
import { BudgetError, InvalidArgumentError } from "../base/errors.js";
import { GRADE_BUDGET_SPENT, SOLVE_BUDGET_SPENT, SOLVE_DEAD_END_BUDGET } from "./codes.js";
import { takuzuEngine } from "./engine.js";
import { TakuzuGrid, type TakuzuGridInit } from "./grid.js";
import { gradeName, levelsCode, parseLevels, rulesCode, type TakuzuGrade, type TakuzuLevels } from "./names.js";

export interface TakuzuRunOptions {
  /** "wasm" (default) or "reference". */
  backend?: string | Backend;
  /** grade: whose level boundaries to grade by, "daedalus" or "unruly" (Simon Tatham's Unruly); default the puzzle's own
   *  (its `levels`: "daedalus" unless it was generated or read with others). */
  levels?: TakuzuLevels;
}

/** The keys takuzu.solve() and takuzu.grade() take: any other key is refused by name. */
export const TAKUZU_RUN_OPTION_KEYS = optionKeys<TakuzuRunOptions>()(["backend", "levels"]);

export type TakuzuSolution =
  | { readonly status: "solved"; readonly solution: TakuzuGrid }
  | { readonly status: "no-solution" }
  /** Two of the solutions, as evidence. */
  | { readonly status: "multiple-solutions"; readonly solutions: readonly [TakuzuGrid, TakuzuGrid] };

/** Solves a puzzle: its solution, or that it has none or several. */
export function solve(puzzle: TakuzuGrid | TakuzuGridInit, options: TakuzuRunOptions = {}): TakuzuSolution {
  checkOptionsObject(options, "takuzu.solve's options", TAKUZU_RUN_OPTION_KEYS);
  const grid = asGrid(puzzle);
  const engine = takuzuEngine(options.backend ?? "wasm");
  // The level system changes no solution, but a bad one is refused as grade refuses it.
  parseLevels(options.levels ?? grid.levels);
  const { count, solutions: found } = engine.solve(grid.cells, grid.width, grid.height, rulesCode(grid.rules));
  if (count === SOLVE_BUDGET_SPENT) throw budgetSpent("solve", grid);
  const solutions = found.map(
    (cells) =>
      new TakuzuGrid(
        { width: grid.width, height: grid.height, cells, rules: grid.rules, difficulty: grid.difficulty, levels: grid.levels, seed: grid.seed },
        "solution",
      ),
  );
  if (solutions.length === 0) return { status: "no-solution" };
  if (solutions.length === 1) return { status: "solved", solution: solutions[0]! };
  return { status: "multiple-solutions", solutions: [solutions[0]!, solutions[1]!] };
}

/** The difficulty level whose deductions solve the puzzle, or "beyond-hard", "no-solution", "multiple-solutions". */
export function grade(puzzle: TakuzuGrid | TakuzuGridInit, options: TakuzuRunOptions = {}): TakuzuGrade {
  checkOptionsObject(options, "takuzu.grade's options", TAKUZU_RUN_OPTION_KEYS);
  const grid = asGrid(puzzle);
  const engine = takuzuEngine(options.backend ?? "wasm");
  // The puzzle's own level system (a json puzzle records a non-default one) unless the options name one.
  const levels = parseLevels(options.levels ?? grid.levels);
  const code = engine.grade(grid.cells, grid.width, grid.height, rulesCode(grid.rules) | levelsCode(levels));
  if (code === GRADE_BUDGET_SPENT) throw budgetSpent("grade", grid);
  return gradeName(code);
}

/** A grid validated now: a TakuzuGrid's cells may have been changed since it was made, so it is checked again (W·H ≤ 1024 cells). */
function asGrid(puzzle: TakuzuGrid | TakuzuGridInit): TakuzuGrid {
  if (typeof puzzle !== "object" || puzzle === null) {
    throw new InvalidArgumentError("puzzle must be a TakuzuGrid or an object with width, height and cells (read one with takuzu.read)");
  }
  return new TakuzuGrid(puzzle);
}

function budgetSpent(verb: string, grid: TakuzuGrid): BudgetError {
  return new BudgetError(
    `takuzu ${verb}: the search spent its budget of ${SOLVE_DEAD_END_BUDGET} dead ends on this ${grid.width}×${grid.height} puzzle ` +
      "without settling whether it has one solution, none or several (puzzles built to defeat the search can take it; real ones settle far sooner)",
  );
}
