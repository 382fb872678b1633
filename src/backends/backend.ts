// What the API needs from a backend: run a registry generator into cells the caller holds until it releases them, or fill
// a stream of a streamable generator range of rows by range of rows; run a solver, the analysis passes and
// the braid and sparse transforms over a maze's cells without changing them.

import type { GeneratorEntry, SolverEntry, StreamableEntry } from "../algorithms/define.js";
import type { TopologyGeneratorEntry } from "../algorithms/topology.js";
import { BusyError } from "../base/errors.js";
import type { CellSource, CellStore, Farthest, Point, SolveResult } from "../grid/data.js";
import type { Mask } from "../mask/mask.js";

export type BackendName = "wasm" | "reference";
export const backendNames: readonly BackendName[] = ["wasm", "reference"];

/** The ranges of rows of one stream, filled in order (src/stream.ts drives them). */
export interface RowRanges {
  /**
   * Fills the next `rowCount` rows (at most the `maxRows` the ranges were opened with) and returns
   * the buffer: slot 0 holds the row above them (top padding before row 0), slots 1..rowCount hold
   * the rows, W+2 bytes each. The view is valid until the next fill or anything else runs on the backend.
   */
  fill(rowCount: number, atTop: boolean, atBottom: boolean): Uint8Array;
  /** Ends the stream, letting go of what it holds. */
  close(): void;
}

/** A run set up once for timing (memory claimed, maze placed): each call runs the work again and returns a number from it, so the work is used. */
export type PreparedRun = (iteration: number) => number;

/** Takuzu on a backend, over raw buffers: W·H puzzle bytes (0, 1, 2 = blank) in, digits out. */
export interface TakuzuEngine {
  /** A status code; on STATUS_OK the puzzle and its solution. */
  generate(width: number, height: number, seed: number, level: number, rules: number): { status: number; puzzle: Uint8Array; solution: Uint8Array };
  /** The core's count (0, 1, 2 = several, or 3 = its search budget spent) and up to two of the solutions. */
  solve(cells: Uint8Array, width: number, height: number, rules: number): { count: number; solutions: Uint8Array[] };
  /** A grade code of the core. */
  grade(cells: Uint8Array, width: number, height: number, rules: number): number;
}

/** One call of the grid-map solver: per problem (straight, diagonal, moves, expanded), and the last problem's path. */
export interface GridMapRun {
  /** 4 words per problem: straight and diagonal moves (straight = NOT_REACHED of src/grid/octile.ts when not reached), moves, cells expanded. */
  readonly results: Uint32Array;
  /** The last problem's moves, codes 0..7 clockwise from north (src/grid/octile.ts). */
  readonly path: Uint8Array;
}

/** Grid maps (Moving AI) on a backend: a padded class map of (W+2)·(H+2) bytes (src/grid/octile.ts) and problems. */
export interface GridMapEngine {
  /** Solves the problems (4 words each: start x, start y, goal x, goal y, already checked) with solver code `solver`. */
  solve(map: Uint8Array, width: number, height: number, solver: number, problems: Uint32Array): GridMapRun;
  /** Benchmarks: the map and the problems placed once; each run solves them all again and returns the sum of the straight counts. */
  prepare(map: Uint8Array, width: number, height: number, solver: number, problems: Uint32Array): PreparedRun;
}

/** Asks a generation for its steps (src/grid/steps.ts): the backend sets `steps` to them, in order. */
export interface StepLog {
  steps?: Uint32Array;
}

/** A topology's graph as the engines need it: the CSR table (src/topology/topology.ts). */
export interface TopologyGraphSource {
  readonly offsets: Int32Array;
  readonly neighbours: Int32Array;
  readonly cellCount: number;
  /** The cells' positions on a lattice with holes (Topology.positions), for the core's shape table. */
  readonly positions?: { readonly of: Int32Array; readonly count: number };
  /** Whether random walks take 2-bit values at cells of four slots (Topology.narrowWalks). */
  readonly narrowWalks?: boolean;
}

/** A* on a topology: 3 integer keys per cell and the heuristic's code (src/topology/heuristic.ts); width and height for the torus. */
export interface TopologyHeuristic {
  readonly keys: Int32Array;
  readonly code: number;
  readonly width: number;
  readonly height: number;
}

/** A path on a topology: its length in steps (-1: not reachable), the cells the search visited, and its cells from start to goal. */
export interface TopologyPathResult {
  readonly length: number;
  readonly visited: number;
  readonly cells: Int32Array;
}

/** Mazes on topologies (links: one byte of slot bits per cell), the same bytes on every backend. */
export interface TopologyEngine {
  /** A new Uint8Array of links. */
  generate(entry: TopologyGeneratorEntry, graph: TopologyGraphSource, seed: number, options: readonly number[], progress?: ProgressHook): Uint8Array;
  /** Benchmarks: the graph placed once, generated again with the iteration as the seed. */
  prepareGenerator(entry: TopologyGeneratorEntry, graph: TopologyGraphSource, options: readonly number[]): PreparedRun;
  /** Breadth-first (no heuristic) or A* (with one) from `from` to `to`; the links are not changed. */
  solve(graph: TopologyGraphSource, links: Uint8Array, from: number, to: number, heuristic?: TopologyHeuristic): TopologyPathResult;
  /** The distance of every cell from `from`, 0xFFFFFFFF where not reached. */
  distances(graph: TopologyGraphSource, links: Uint8Array, from: number): Uint32Array;
  /** The last cell discovered from `from` (so the farthest), its distance and the count reached. */
  farthest(graph: TopologyGraphSource, links: Uint8Array, from: number): Farthest;
  /** A braided copy of the links (threshold an integer in [0, 2^32]). */
  braid(graph: TopologyGraphSource, links: Uint8Array, seed: number, threshold: number): Uint8Array;
}

/**
 * Hears the running count of finished cells every 2^20 cells; throwing from it cancels the generation. With
 * `heartbeat` (an integer from 1 to 2^32 − 1), the random walks (aldous-broder, wilson, houston) also call it every
 * `heartbeat` random words, so that a walk that finishes few cells (a thin strip: about n² steps) can be cancelled;
 * they then run copies of their loops that count words, which no generation without it pays for.
 */
export type ProgressHook = ((done: number) => void) & { readonly heartbeat?: number };

export interface Backend {
  readonly name: BackendName;
  /** True while a generation runs on it: its progress hook may call user code, which must not call back in (getBackend refuses). */
  readonly busy: boolean;
  /** The most bytes one run may use: cell array plus working memory. */
  readonly capacity: number;
  /**
   * Generates (W+2)·(H+2) bytes that no later call changes, held by the store until released; with a mask, inside
   * it. Sizes are already validated. With `log`, the steps are recorded into it too (sizes checked for steps too).
   */
  generate(
    entry: GeneratorEntry,
    width: number,
    height: number,
    seed: number,
    options: readonly number[],
    mask?: Mask,
    progress?: ProgressHook,
    log?: StepLog,
  ): CellStore;
  /** Benchmarks: a generation with its memory claimed once, run again with the iteration as the seed. */
  prepareGenerator(entry: GeneratorEntry, width: number, height: number, options: readonly number[]): PreparedRun;
  /** Starts a W-wide stream filling up to `maxRows` rows per range (streamBytes in src/algorithms/limits.ts, already checked). */
  openRows(entry: StreamableEntry, width: number, seed: number, options: readonly number[], maxRows: number): RowRanges;
  /** Runs a solver from `from` to `to` (both validated, included cells); `cells` are unchanged afterwards. */
  solve(entry: SolverEntry, grid: CellSource, width: number, height: number, from: Point, to: Point, options: readonly number[]): SolveResult;
  /** Benchmarks: a solver with the maze placed once (solvers leave the cells as they found them), run again and again. */
  prepareSolver(entry: SolverEntry, grid: CellSource, width: number, height: number, from: Point, to: Point, options: readonly number[]): PreparedRun;
  /** The distance of every cell from `from`, W·H row-major (index y·W + x), 0xFFFFFFFF where not reached. */
  distances(grid: CellSource, width: number, height: number, from: Point): Uint32Array;
  /** The cell farthest from `from` (the last reached at the greatest distance) and how many cells were reached. */
  farthest(grid: CellSource, width: number, height: number, from: Point): Farthest;
  /** A braided copy of the cells: dead ends whose draw is below `threshold` (an integer in [0, 2^32]) get one more passage. */
  braid(grid: CellSource, width: number, height: number, seed: number, threshold: number): CellStore;
  /** A sparser copy of the cells: dead ends of the input whose draw is below `threshold` are excluded (BORDER), their passage closed. */
  sparse(grid: CellSource, width: number, height: number, seed: number, threshold: number): CellStore;
  /** Takuzu generation, solving and grading. */
  readonly takuzu: TakuzuEngine;
  /** Grid-map pathfinding: octile A*, jump point search, 4-connected search. */
  readonly gridMap: GridMapEngine;
  /** Mazes on topologies other than the square grid. */
  readonly topology: TopologyEngine;
}

/** The refusal of a call made from inside a generation's onProgress or signal, on the backend running it. */
export function busyError(name: BackendName): BusyError {
  return new BusyError(
    `the ${name} backend is running a generation: a call from inside its onProgress or signal is refused; ` +
      "make the call after generate() returns, or on the other backend",
  );
}

/** The W·H row-major map inside a padded one (both u32 per cell). */
export function unpadMap(padded: Uint32Array, width: number, height: number): Uint32Array {
  const map = new Uint32Array(width * height);
  const stride = width + 2;
  for (let y = 0; y < height; y++) {
    const start = (y + 1) * stride + 1;
    map.set(padded.subarray(start, start + width), y * width);
  }
  return map;
}

/** A copy of a store's bytes the caller owns, the store released (tests and checks that compare outputs). */
export function copyOut(store: CellStore): Uint8Array {
  const cells = store.view().slice();
  store.release();
  return cells;
}
