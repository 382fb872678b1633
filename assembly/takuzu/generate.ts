// Takuzu generation: a random full grid (search with random digit order and propagation,
// restarted on the Luby budgets if it ever thrashes), then every cell, in a random order, is
// blanked if the puzzle stays solvable by the level's deductions AND the complete solver still
// counts exactly one solution. A puzzle that the level below also solves is thrown away and the
// whole attempt repeats; small grids, where some levels are rare or absent, get more attempts.
// Mirrored by src/reference/takuzu/generate.ts.
//
// Order of random draws, per attempt:
//   1. the fill: below(2) at every branch of the search (see search.ts), across restarts;
//   2. the carving order: a Fisher–Yates shuffle of the W·H row-major indices,
//      for i = W·H−1 down to 1: below(i + 1) picks the index swapped into place i.

import { BLANK, LEVEL_TRIVIAL } from "./codes";
import { clearBoard, NO_CELL } from "./board";
import { solvableAt } from "./deduce";
import { countFromBoard } from "./solve";
import { DRAWN_ORDER, restartBudget, search, SEARCH_GAVE_UP, solutionAt } from "./search";
import { below, seedRandom } from "../random";
import { STATUS_BAD_ARGUMENT, STATUS_OK, STATUS_UNREACHABLE_DIFFICULTY } from "../status";

/** Attempts (full grid + carving) before deciding the level cannot be reached: about this many cells carved, and at least MIN_ATTEMPTS. */
const ATTEMPT_CELLS: u32 = 16384;
const MIN_ATTEMPTS: u32 = 32;

// ORDER: the carving order, u16 row-major indices.
const ORDER: usize = memory.data(2048, 16);

/**
 * A W×H puzzle of the level (0 trivial … 3 hard) under the rule bits (1 = unique lines) into `cells`:
 * W·H puzzle bytes (0, 1, 2 = blank), then W·H solution bytes; returns a status code.
 */
export function generateTakuzu(cells: usize, width: u32, height: u32, seed: u32, level: u32, rules: u32): i32 {
  // Sides are even, 4 to 32 (the board's u32 line masks): outside that no grid exists here (0×0 divided by zero, 34×34 never ended).
  if (!isSide(width) || !isSide(height)) return STATUS_BAD_ARGUMENT;
  seedRandom(seed);
  const cellCount = width * height;
  const solution = cells + <usize>cellCount;
  const attempts = max(MIN_ATTEMPTS, ATTEMPT_CELLS / cellCount);
  for (let attempt: u32 = 0; attempt < attempts; attempt++) {
    if (!fillRandomGrid(width, height, rules)) return STATUS_BAD_ARGUMENT;
    memory.copy(solution, solutionAt(0), cellCount);
    memory.copy(cells, solution, cellCount);
    carve(cells, width, height, rules, level);
    if (level == LEVEL_TRIVIAL || !solvableAt(cells, width, height, rules, level - 1, NO_CELL)) return STATUS_OK;
  }
  return STATUS_UNREACHABLE_DIFFICULTY;
}

/** Whether `side` is a Takuzu side the board holds: even, from 4 to 32. */
function isSide(side: u32): bool {
  return side >= 4 && side <= 32 && (side & 1) == 0;
}

/** A random valid full grid, left in solutionAt(0); false when the search proves there is none (sizes are checked in TypeScript first). */
function fillRandomGrid(width: u32, height: u32, rules: u32): bool {
  let run: u32 = 0;
  while (true) {
    clearBoard(width, height, rules);
    const outcome = search(1, DRAWN_ORDER, restartBudget(run));
    if ((outcome & SEARCH_GAVE_UP) == 0) return outcome == 1;
    run++;
  }
}

/** Blanks each cell in a random order when the puzzle stays solvable at the level and the count of solutions stays one. */
function carve(cells: usize, width: u32, height: u32, rules: u32, level: u32): void {
  const cellCount = width * height;
  for (let i: u32 = 0; i < cellCount; i++) store<u16>(ORDER + (<usize>i << 1), i);
  for (let i = cellCount - 1; i > 0; i--) {
    const j = below(i + 1);
    const swapped = load<u16>(ORDER + (<usize>j << 1));
    store<u16>(ORDER + (<usize>j << 1), load<u16>(ORDER + (<usize>i << 1)));
    store<u16>(ORDER + (<usize>i << 1), swapped);
  }
  for (let k: u32 = 0; k < cellCount; k++) {
    const index = <u32>load<u16>(ORDER + (<usize>k << 1));
    const given = load<u8>(cells + index);
    store<u8>(cells + index, BLANK);
    const watch = ((index / width) << 5) | (index % width);
    const keeps = solvableAt(cells, width, height, rules, level, watch) && countFromBoard() == 1;
    if (!keeps) store<u8>(cells + index, given);
  }
}
