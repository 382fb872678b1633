// What the API needs from a backend: run a registry generator into a fresh, caller-owned cell array; run a
// solver, the analysis passes and the braid transform over a maze's cells without changing them.

import type { Mask } from "../mask/mask.js";
import type { Farthest } from "../reference/analysis/farthest.js";
import type { SolveResult } from "../reference/solvers/path.js";
import type { GeneratorEntry, SolverEntry } from "../registry.js";
import type { Point } from "../solution.js";

export type BackendName = "wasm" | "reference";
export const backendNames: readonly BackendName[] = ["wasm", "reference"];

export interface Backend {
  readonly name: BackendName;
  /** The most bytes one run may use: cell array plus working memory. */
  readonly capacity: number;
  /** Generates into a new array of (W+2)·(H+2) bytes that no later call touches; with a mask, inside it. Sizes are already validated. */
  generate(entry: GeneratorEntry, width: number, height: number, seed: number, options: readonly number[], mask?: Mask): Uint8Array;
  /** Runs a solver from `from` to `to` (both validated, included cells); `cells` are unchanged afterwards. */
  solve(entry: SolverEntry, cells: Uint8Array, width: number, height: number, from: Point, to: Point, options: readonly number[]): SolveResult;
  /** The distance of every cell from `from`, W·H row-major (index y·W + x), 0xFFFFFFFF where not reached. */
  distances(cells: Uint8Array, width: number, height: number, from: Point): Uint32Array;
  /** The cell farthest from `from` (the last reached at the greatest distance) and how many cells were reached. */
  farthest(cells: Uint8Array, width: number, height: number, from: Point): Farthest;
  /** A braided copy of `cells`: dead ends whose draw is below `threshold` (an integer in [0, 2^32]) get one more passage. */
  braid(cells: Uint8Array, width: number, height: number, seed: number, threshold: number): Uint8Array;
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
