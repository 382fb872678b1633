// longestPath(): the maze's diameter by two breadth-first passes, whose ends are the hardest start/goal pair.

import { checkNeed } from "../algorithms/limits.js";
import { getBackend } from "../backends/runtime.js";
import { checkOptionsObject } from "../base/arguments.js";
import { farthestBytes } from "../grid/abi.js";
import type { MazeData, Point } from "../grid/data.js";
import { checkPoint, defaultStart, pointAt } from "../grid/points.js";
import { mazeSnapshot } from "../grid/validated.js";
import type { Maze } from "../maze.js";
import { ANALYSIS_OPTION_KEYS, type AnalysisOptions } from "./distances.js";

export interface LongestPath {
  readonly from: Point;
  readonly to: Point;
  /** Moves between them. */
  readonly length: number;
}

/** The cell farthest from `from` (ties: the last one a breadth-first search reaches), its distance and how many cells were reached. */
export function farthestFrom(given: MazeData, from: Point, request: AnalysisOptions = {}): { cell: Point; distance: number; reached: number } {
  checkOptionsObject(request, "farthestFrom's options", ANALYSIS_OPTION_KEYS);
  const backend = getBackend(request.backend ?? "wasm");
  const maze = mazeSnapshot(given);
  const start = checkPoint(maze, from, "from");
  checkNeed("the farthest-cell search", backend, maze.width, maze.height, farthestBytes);
  const { cell, distance, reached } = backend.farthest(maze, maze.width, maze.height, start);
  return { cell: pointAt(maze.width, cell), distance, reached };
}

/**
 * The longest shortest path: the cell u farthest from the default start, then the cell v farthest from u.
 * On a perfect maze (a tree) this is exactly the diameter; on a braided maze it is a long path, not always
 * the longest. Only the part of the maze connected to the default start is considered.
 */
export function longestPath(maze: Maze, request: AnalysisOptions = {}): LongestPath {
  checkOptionsObject(request, "longestPath's options", ANALYSIS_OPTION_KEYS);
  return twoPasses(maze, request).longest;
}

/** The two passes of longestPath, with how many cells the first one reached (the part connected to the start). */
export function twoPasses(given: MazeData, request: AnalysisOptions): { longest: LongestPath; reached: number } {
  const maze = mazeSnapshot(given);
  const first = farthestFrom(maze, defaultStart(maze), request);
  const second = farthestFrom(maze, first.cell, request);
  return { longest: { from: first.cell, to: second.cell, length: second.distance }, reached: first.reached };
}
