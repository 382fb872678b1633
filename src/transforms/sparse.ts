// sparse(): removes a share of a maze's dead ends by excluding those cells (cull), so the maze keeps its corridors'
// shape with fewer short spurs, and a perfect maze stays perfect on the cells that remain.

import { checkNeed } from "../algorithms/limits.js";
import type { Backend } from "../backends/backend.js";
import { getBackend } from "../backends/runtime.js";
import { checkOptionsObject, optionKeys } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { resolveSeed, type SeedInput } from "../base/seed.js";
import type { Opening, Openings } from "../grid/data.js";
import { BORDER, cellIndex, gridBytes } from "../grid/layout.js";
import { checkOpenings } from "../grid/openings.js";
import { markValid, mazeSnapshot } from "../grid/validated.js";
import { type Maze, mazeOver } from "../maze.js";
import { braidThreshold } from "./braid.js";

export interface SparseOptions {
  /** "wasm" (default) or "reference". */
  backend?: string | Backend;
}

/** The keys sparse() takes: any other key is refused by name. */
export const SPARSE_OPTION_KEYS = optionKeys<SparseOptions>()(["backend"]);

/**
 * A new maze with about a share `p` (0..1) of the dead ends excluded, as a mask excludes cells: each chosen dead end
 * becomes BORDER and its neighbour's passage into it closes. Only the input's dead ends go (no cascade along a
 * corridor), and at least one cell stays, so a perfect maze stays perfect on the cells that remain; call again to
 * cut deeper. Deterministic for a seed: the same maze, p and seed give the same bytes on both backends. An opening
 * stays while its cell does: one on a dead end that is excluded goes with it.
 */
export function sparse(given: Maze, p: number, seed: SeedInput, request: SparseOptions = {}): Maze {
  checkOptionsObject(request, "sparse's options", SPARSE_OPTION_KEYS);
  if (typeof p !== "number" || !(p >= 0 && p <= 1)) throw new InvalidArgumentError(`sparse share p must be a number in [0, 1], got ${describeValue(p)}`);
  const sparseSeed = resolveSeed(seed, "sparse seed");
  const backend = getBackend(request.backend ?? "wasm");
  const maze = mazeSnapshot(given);
  const openings = checkOpenings(maze, maze.openings, "maze.openings");
  checkNeed("sparse", backend, maze.width, maze.height, gridBytes);
  const store = backend.sparse(maze, maze.width, maze.height, sparseSeed, braidThreshold(p));
  const label = `${maze.algorithm}+sparse(p=${p}, seed=${sparseSeed})`;
  const culled = mazeOver(store, maze.width, maze.height, label, maze.seed, undefined, survivingOpenings(openings, maze.width, store.view()), maze.tiles);
  markValid(culled.cells, culled.width);
  return culled;
}

/** The openings whose cells are still included: one on a dead end that was culled goes (all went before, for nothing). */
function survivingOpenings(openings: Openings | undefined, width: number, cells: Uint8Array): Openings | undefined {
  const kept = (opening: Opening | undefined): opening is Opening => opening !== undefined && cells[cellIndex(width, opening.x, opening.y)] !== BORDER;
  const { entrance, exit } = openings ?? {};
  if (!kept(entrance) && !kept(exit)) return undefined;
  return { ...(kept(entrance) && { entrance }), ...(kept(exit) && { exit }) };
}
