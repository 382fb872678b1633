// The exported ABI: thin functions that take and return numbers. Nothing else lives here.

import { arenaBase, reserveArena } from "./arena";
import { STATUS_OK } from "./status";
import { generateBacktracker } from "./generators/backtracker";
import { generateBinaryTree } from "./generators/binary-tree";
import { generateSidewinder } from "./generators/sidewinder";
import { generateEller } from "./generators/eller";

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

/** Binary tree with bias 0..3 = se, sw, ne, nw; returns a status code. */
export function generate_binary_tree(cells: usize, width: u32, height: u32, seed: u32, bias: u32): i32 {
  generateBinaryTree(cells, width, height, seed, bias);
  return STATUS_OK;
}

/** Sidewinder; p (chance to extend a run) as k bits and a threshold (src/chance.ts); returns a status code. */
export function generate_sidewinder(cells: usize, width: u32, height: u32, seed: u32, bits: u32, threshold: u32): i32 {
  generateSidewinder(cells, width, height, seed, bits, threshold);
  return STATUS_OK;
}

/** Eller; p (chance to join sets) as k bits and a threshold (src/chance.ts); set lists after the cells; returns a status code. */
export function generate_eller(cells: usize, width: u32, height: u32, seed: u32, bits: u32, threshold: u32): i32 {
  generateEller(cells, width, height, seed, bits, threshold);
  return STATUS_OK;
}
