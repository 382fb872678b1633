// The exported ABI: thin functions that take and return numbers. Nothing else lives here.

import { seedSavedRandom } from "./random";
import { STATUS_OK } from "./status";
import { generateAldousBroder } from "./generators/aldous-broder";
import { generateBacktracker } from "./generators/backtracker";
import { braid as braidCells } from "./transforms/braid";
import { binaryTreeStreamRows, generateBinaryTree } from "./generators/binary-tree";
import { generateSidewinder, sidewinderStreamRows } from "./generators/sidewinder";
import { ellerStreamRows, generateEller, startEllerStream } from "./generators/eller";
import { generateHuntAndKill } from "./generators/hunt-and-kill";
import { generateRecursiveDivision } from "./generators/recursive-division";
import { generateWilson } from "./generators/wilson";
import { generateFusion } from "./generators/fusion";
import { generateGrowingForest } from "./generators/growing-forest";
import { generateKruskal } from "./generators/kruskal";
import { generatePrim } from "./generators/prim";
import { generatePrimTrue } from "./generators/prim-true";
import { generateGrowingTree } from "./generators/growing-tree";

// Arena and runtime
export { arenaBase as arena, reserveArena as reserve } from "./arena";
export { resetProgress as reset_progress } from "./progress";
export { setMaskedInput as use_mask } from "./mask";

// Solvers: the maze is at `cells`; the result is written right after it (assembly/solvers/path.ts).
export { solveBfs as solve_bfs } from "./solvers/bfs";
export { solveDfs as solve_dfs } from "./solvers/dfs";
export { solveAstar as solve_astar } from "./solvers/astar";
export { solveBidirectional as solve_bidirectional } from "./solvers/bidirectional";
export { solveDeadEndFilling as solve_dead_end_filling } from "./solvers/dead-end-filling";
export { solveWallFollower as solve_wall_follower } from "./solvers/wall-follower";
export { solveTremaux as solve_tremaux } from "./solvers/tremaux";

// Analysis: results right after the cells
export { distances } from "./analysis/distances";
export { farthest } from "./analysis/farthest";

// Takuzu
export { generateTakuzu as takuzu_generate } from "./takuzu/generate";
export { solvePuzzle as takuzu_solve } from "./takuzu/solve";
export { gradePuzzle as takuzu_grade } from "./takuzu/grade";

/** Randomized depth-first search into the W×H grid at `cells`; returns a status code. */
export function generate_backtracker(cells: usize, width: u32, height: u32, seed: u32): i32 {
  generateBacktracker(cells, width, height, seed);
  return STATUS_OK;
}

/** Opens one more wall of dead ends whose draw is below `threshold` (an integer in [0, 2^32]), in place. */
export function braid(cells: usize, width: u32, height: u32, seed: u32, threshold: f64): i32 {
  braidCells(cells, width, height, seed, threshold);
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
