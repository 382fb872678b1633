// The exported ABI: thin functions that take and return numbers. Nothing else lives here.

import { arenaBase, reserveArena } from "./arena";
import { STATUS_OK } from "./status";
import { generateBacktracker } from "./generators/backtracker";
import { generatePrim } from "./generators/prim";
import { generatePrimTrue } from "./generators/prim-true";
import { generateGrowingTree } from "./generators/growing-tree";

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

/** Randomized Prim over a frontier of (cell, parent) walls (seed 000) into the W×H grid at `cells`; returns a status code. */
export function generate_prim(cells: usize, width: u32, height: u32, seed: u32): i32 {
  generatePrim(cells, width, height, seed);
  return STATUS_OK;
}

/** Prim with a random weight per cell (a binary heap frontier) into the W×H grid at `cells`; returns a status code. */
export function generate_prim_true(cells: usize, width: u32, height: u32, seed: u32): i32 {
  generatePrimTrue(cells, width, height, seed);
  return STATUS_OK;
}

/** Growing tree with a policy given as four weights (newest, oldest, random, middle) into the W×H grid at `cells`; returns a status code. */
export function generate_growing_tree(
  cells: usize, width: u32, height: u32, seed: u32,
  newest: u32, oldest: u32, random: u32, middle: u32,
): i32 {
  generateGrowingTree(cells, width, height, seed, newest, oldest, random, middle);
  return STATUS_OK;
}
