// Takuzu generation: a random full grid (search with random digit order and propagation,
// restarted on the Luby budgets if it ever thrashes), then every cell, in a random order, is
// blanked if the puzzle stays solvable by the level's deductions AND the complete solver still
// counts exactly one solution. A puzzle that the level below also solves is thrown away and the
// whole attempt repeats; small grids, where some levels are rare or absent, get more attempts.
// Mirror of assembly/takuzu/generate.ts.
//
// Order of random draws, per attempt:
//   1. the fill: below(2) at every branch of the search (see search.ts), across restarts;
//   2. the carving order: a Fisher–Yates shuffle of the W·H row-major indices,
//      for i = W·H−1 down to 1: below(i + 1) picks the index swapped into place i.

import { below, seedRandom } from "../random.js";
import { STATUS_BAD_ARGUMENT, STATUS_OK, STATUS_UNREACHABLE_DIFFICULTY } from "../status.js";
import { clearBoard, NO_CELL } from "./board.js";
import { BLANK, LEVEL_TRIVIAL } from "./codes.js";
import { solvableAt } from "./deduce.js";
import { DRAWN_ORDER, restartBudget, SEARCH_GAVE_UP, search, solutionAt } from "./search.js";
import { countFromBoard } from "./solve.js";

/** Attempts (full grid + carving) before deciding the level cannot be reached: about this many cells carved, and at least MIN_ATTEMPTS. */
const ATTEMPT_CELLS = 16384;
const MIN_ATTEMPTS = 32;

// The carving order: row-major indices.
const order = new Uint16Array(1024);

/** Writes a W×H puzzle of the level into `cells` and its solution right after it; returns a status code. */
export function generateTakuzu(cells: Uint8Array, width: number, height: number, seed: number, level: number, rules: number): number {
  // Sides are even, 4 to 32 (the board's u32 line masks): outside that no grid exists here (0×0 divided by zero, 34×34 never ended).
  if (!isSide(width) || !isSide(height)) return STATUS_BAD_ARGUMENT;
  seedRandom(seed);
  const cellCount = width * height;
  const solution = cells.subarray(cellCount, 2 * cellCount);
  const attempts = Math.max(MIN_ATTEMPTS, Math.floor(ATTEMPT_CELLS / cellCount));
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (!fillRandomGrid(width, height, rules)) return STATUS_BAD_ARGUMENT;
    solution.set(solutionAt(0));
    cells.set(solution);
    carve(cells, width, height, rules, level);
    if (level === LEVEL_TRIVIAL || !solvableAt(cells, width, height, rules, level - 1, NO_CELL)) return STATUS_OK;
  }
  return STATUS_UNREACHABLE_DIFFICULTY;
}

/** Whether `side` is a Takuzu side the board holds: even, from 4 to 32. */
function isSide(side: number): boolean {
  return side >= 4 && side <= 32 && side % 2 === 0;
}

/** A random valid full grid, left in solutionAt(0); false when the search proves there is none (sizes are checked in TypeScript first). */
function fillRandomGrid(width: number, height: number, rules: number): boolean {
  let run = 0;
  while (true) {
    clearBoard(width, height, rules);
    const outcome = search(1, DRAWN_ORDER, restartBudget(run));
    if ((outcome & SEARCH_GAVE_UP) === 0) return outcome === 1;
    run++;
  }
}

/** Blanks each cell in a random order when the puzzle stays solvable at the level and the count of solutions stays one. */
function carve(cells: Uint8Array, width: number, height: number, rules: number, level: number): void {
  const cellCount = width * height;
  for (let i = 0; i < cellCount; i++) order[i] = i;
  for (let i = cellCount - 1; i > 0; i--) {
    const j = below(i + 1);
    const swapped = order[j]!;
    order[j] = order[i]!;
    order[i] = swapped;
  }
  for (let k = 0; k < cellCount; k++) {
    const index = order[k]!;
    const given = cells[index]!;
    cells[index] = BLANK;
    const watch = (Math.floor(index / width) << 5) | (index % width);
    const keeps = solvableAt(cells, width, height, rules, level, watch) && countFromBoard() === 1;
    if (!keeps) cells[index] = given;
  }
}
