// The exported ABI: thin functions that take and return numbers. Nothing else lives here.

import { arenaBase, reserveArena } from "./arena";
import { STATUS_OK } from "./status";
import { generateAldousBroder } from "./generators/aldous-broder";
import { generateBacktracker } from "./generators/backtracker";
import { generateHuntAndKill } from "./generators/hunt-and-kill";
import { generateRecursiveDivision } from "./generators/recursive-division";
import { generateWilson } from "./generators/wilson";

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

/** Aldous–Broder random walk (uniform spanning tree) into the W×H grid at `cells`; returns a status code. */
export function generate_aldous_broder(cells: usize, width: u32, height: u32, seed: u32): i32 {
  generateAldousBroder(cells, width, height, seed);
  return STATUS_OK;
}

/** Wilson's loop-erased random walks (uniform spanning tree) into the W×H grid at `cells`; returns a status code. */
export function generate_wilson(cells: usize, width: u32, height: u32, seed: u32): i32 {
  generateWilson(cells, width, height, seed);
  return STATUS_OK;
}

/** Hunt-and-kill into the W×H grid at `cells`; returns a status code. */
export function generate_hunt_and_kill(cells: usize, width: u32, height: u32, seed: u32): i32 {
  generateHuntAndKill(cells, width, height, seed);
  return STATUS_OK;
}

/** Recursive division (a wall adder, explicit stack) into the W×H grid at `cells`; returns a status code. */
export function generate_recursive_division(cells: usize, width: u32, height: u32, seed: u32): i32 {
  generateRecursiveDivision(cells, width, height, seed);
  return STATUS_OK;
}
