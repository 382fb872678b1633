// distances(): the distance map of seed 003, from any included cell.

import { checkNeed } from "../algorithms/limits.js";
import type { Backend } from "../backends/backend.js";
import { getBackend } from "../backends/runtime.js";
import { checkOptionsObject, optionKeys } from "../base/arguments.js";
import { distanceMapBytes } from "../grid/abi.js";
import type { Point } from "../grid/data.js";
import { checkPoint, defaultStart } from "../grid/points.js";
import { mazeSnapshot } from "../grid/validated.js";
import type { Maze } from "../maze.js";

/** Distance of a cell not reached from the start (masked out, or in another part of the maze). */
export const UNREACHED = 0xffffffff;

export interface AnalysisOptions {
  /** "wasm" (default) or "reference". */
  backend?: string | Backend;
}

/** The keys distances(), farthestFrom(), longestPath() and stats() take: any other key is refused by name. */
export const ANALYSIS_OPTION_KEYS = optionKeys<AnalysisOptions>()(["backend"]);

/**
 * The number of moves from `from` (default: the default start) to every cell, as a Uint32Array of W·H
 * entries, row-major: cell (x, y) at index y·W + x. Cells not reached hold UNREACHED (0xFFFFFFFF).
 * Needs 4 bytes per cell beyond the maze.
 */
export function distances(given: Maze, from?: Point, request: AnalysisOptions = {}): Uint32Array {
  checkOptionsObject(request, "distances' options", ANALYSIS_OPTION_KEYS);
  const backend = getBackend(request.backend ?? "wasm");
  const maze = mazeSnapshot(given);
  const start = from === undefined ? defaultStart(maze) : checkPoint(maze, from, "from");
  checkNeed("the distance map (4 bytes per cell)", backend, maze.width, maze.height, distanceMapBytes);
  return backend.distances(maze, maze.width, maze.height, start);
}
