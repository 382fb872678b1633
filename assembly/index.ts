// The exported ABI: thin functions that take and return numbers. Nothing else lives here.

import { arenaBase, reserveArena } from "./arena";
import { seedSavedRandom } from "./random";
import { STATUS_OK } from "./status";
import { generateAldousBroder } from "./generators/aldous-broder";
import { generateBacktracker } from "./generators/backtracker";
import { binaryTreeStreamRows, generateBinaryTree } from "./generators/binary-tree";
import { generateSidewinder, sidewinderStreamRows } from "./generators/sidewinder";
import { ellerStreamRows, generateEller, startEllerStream } from "./generators/eller";
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

// Streams of rows (issue 7; driven by src/backends/wasm-rows.ts). A stream's carried state lives at
// `state` (8-aligned): the saved PRNG state, then the generator's own. start_rows_<name> writes it;
// rows_<name> fills `rowCount` padded rows from `rows`, the row above being at rows - (width + 2),
// and resumes from and updates the state, so other calls may run on this instance between ranges.

/** Starts a binary-tree stream: its state is the seeded PRNG state (16 bytes); returns a status code. */
export function start_rows_binary_tree(state: usize, width: u32, seed: u32): i32 {
  seedSavedRandom(state, seed);
  return STATUS_OK;
}

/** The next range of a binary-tree stream (bias 0..3 = se, sw, ne, nw); returns a status code. */
export function rows_binary_tree(state: usize, rows: usize, width: u32, rowCount: u32, atTop: bool, atBottom: bool, bias: u32): i32 {
  binaryTreeStreamRows(state, rows, width, rowCount, atTop, atBottom, bias);
  return STATUS_OK;
}

/** Starts a sidewinder stream: its state is the seeded PRNG state (16 bytes); returns a status code. */
export function start_rows_sidewinder(state: usize, width: u32, seed: u32): i32 {
  seedSavedRandom(state, seed);
  return STATUS_OK;
}

/** The next range of a sidewinder stream (atTop unused: every rows_ export takes the same arguments); returns a status code. */
export function rows_sidewinder(state: usize, rows: usize, width: u32, rowCount: u32, atTop: bool, atBottom: bool, bits: u32, threshold: u32): i32 {
  sidewinderStreamRows(state, rows, width, rowCount, atBottom, bits, threshold);
  return STATUS_OK;
}

/** Starts an eller stream: its state is the seeded PRNG state (16 bytes), then 8 bytes of set links per column; returns a status code. */
export function start_rows_eller(state: usize, width: u32, seed: u32): i32 {
  startEllerStream(state, width, seed);
  return STATUS_OK;
}

/** The next range of an eller stream (atTop unused: every rows_ export takes the same arguments); returns a status code. */
export function rows_eller(state: usize, rows: usize, width: u32, rowCount: u32, atTop: bool, atBottom: bool, bits: u32, threshold: u32): i32 {
  ellerStreamRows(state, rows, width, rowCount, atBottom, bits, threshold);
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
