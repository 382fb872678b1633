// braid(): removes a share of a maze's dead ends by opening one more wall of each (Buck), making loops.

import { checkNeed } from "../algorithms/limits.js";
import type { Backend } from "../backends/backend.js";
import { getBackend } from "../backends/runtime.js";
import { checkOptionsObject, optionKeys } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { resolveSeed, type SeedInput } from "../base/seed.js";
import { gridBytes } from "../grid/layout.js";
import { markValid, mazeSnapshot } from "../grid/validated.js";
import { type Maze, mazeOver } from "../maze.js";

export interface BraidOptions {
  /** "wasm" (default) or "reference". */
  backend?: string | Backend;
}

/** The keys braid() takes: any other key is refused by name. */
export const BRAID_OPTION_KEYS = optionKeys<BraidOptions>()(["backend"]);

/** The draw threshold for share p: a dead end whose 32-bit draw r satisfies r < floor(p · 2^32) is removed. */
export function braidThreshold(p: number): number {
  return Math.floor(p * 2 ** 32);
}

/**
 * A new maze with about a share `p` (0..1) of the dead ends removed: each chosen dead end gets one more
 * passage, towards a neighbouring dead end when there is one (then both go). Deterministic for a seed:
 * the same maze, p and seed give the same bytes on both backends. Masked-out cells stay out; the openings stay.
 */
export function braid(given: Maze, p: number, seed: SeedInput, request: BraidOptions = {}): Maze {
  checkOptionsObject(request, "braid's options", BRAID_OPTION_KEYS);
  if (typeof p !== "number" || !(p >= 0 && p <= 1)) throw new InvalidArgumentError(`braid share p must be a number in [0, 1], got ${describeValue(p)}`);
  const braidSeed = resolveSeed(seed, "braid seed");
  const backend = getBackend(request.backend ?? "wasm");
  const maze = mazeSnapshot(given);
  checkNeed("braid", backend, maze.width, maze.height, gridBytes);
  const store = backend.braid(maze, maze.width, maze.height, braidSeed, braidThreshold(p));
  const braided = mazeOver(
    store,
    maze.width,
    maze.height,
    `${maze.algorithm}+braid(p=${p}, seed=${braidSeed})`,
    maze.seed,
    undefined,
    maze.openings,
    maze.tiles,
  );
  markValid(braided.cells, braided.width);
  return braided;
}
