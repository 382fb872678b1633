// The exported ABI: thin functions that take and return numbers. Nothing else lives here.

import { arenaBase, reserveArena } from "./arena";
import { STATUS_OK } from "./status";
import { generateBacktracker } from "./generators/backtracker";
import { generateTakuzu } from "./takuzu/generate";
import { gradePuzzle } from "./takuzu/grade";
import { solvePuzzle } from "./takuzu/solve";

/** First byte of the maze arena. */
export function arena(): usize {
  return arenaBase();
}

/** Grows memory so the arena holds `bytes`; returns the arena pointer, or 0 when it cannot fit. */
export function reserve(bytes: f64): usize {
  return reserveArena(bytes);
}

/** Randomized depth-first search into the W×H grid at `cells`; returns a status code. */
export function generate_backtracker(cells: usize, width: u32, height: u32, seed: u32): i32 {
  generateBacktracker(cells, width, height, seed);
  return STATUS_OK;
}

/**
 * Takuzu: a W×H puzzle of the level (0 trivial … 3 hard) under the rule bits (1 = unique lines)
 * into `cells`: W·H puzzle bytes (0, 1, 2 = blank), then W·H solution bytes; returns a status code.
 */
export function takuzu_generate(cells: usize, width: u32, height: u32, seed: u32, level: u32, rules: u32): i32 {
  return generateTakuzu(cells, width, height, seed, level, rules);
}

/** Takuzu: counts the solutions of the W×H puzzle at `cells` up to 2, writing them after it (W·H bytes each); returns the count. */
export function takuzu_solve(cells: usize, width: u32, height: u32, rules: u32): i32 {
  return <i32>solvePuzzle(cells, width, height, rules);
}

/** Takuzu: grades the W×H puzzle at `cells`: a level 0–3, 4 beyond hard, 5 no solution, 6 several solutions. */
export function takuzu_grade(cells: usize, width: u32, height: u32, rules: u32): i32 {
  return gradePuzzle(cells, width, height, rules);
}
