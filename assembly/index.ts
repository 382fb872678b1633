// The exported ABI: thin functions that take and return numbers. Nothing else lives here.

import { arenaBase, reserveArena } from "./arena";
import { STATUS_OK } from "./status";
import { generateBacktracker } from "./generators/backtracker";
import { generateFusion } from "./generators/fusion";
import { generateGrowingForest } from "./generators/growing-forest";
import { generateKruskal } from "./generators/kruskal";

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

/** Randomized Kruskal (walls in an implicit random order, union-find); returns a status code. */
export function generate_kruskal(cells: usize, width: u32, height: u32, seed: u32): i32 {
  generateKruskal(cells, width, height, seed);
  return STATUS_OK;
}

/** Random merge (seed 003's fusion: a random cell joins a random neighbour in another set); returns a status code. */
export function generate_fusion(cells: usize, width: u32, height: u32, seed: u32): i32 {
  generateFusion(cells, width, height, seed);
  return STATUS_OK;
}

/** Growing forest (`trees` depth-first trees grown together, merged by union-find); returns a status code. */
export function generate_growing_forest(cells: usize, width: u32, height: u32, seed: u32, trees: u32): i32 {
  generateGrowingForest(cells, width, height, seed, trees);
  return STATUS_OK;
}
