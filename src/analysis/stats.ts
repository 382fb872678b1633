// stats(): what a maze is made of (dead ends, junctions, corridors straight or turning), its longest path,
// its solution length and whether it is perfect.

import { checkSize } from "../algorithms/limits.js";
import { findSolver } from "../algorithms/solvers.js";
import { getBackend } from "../backends/runtime.js";
import { checkOptionsObject } from "../base/arguments.js";
import type { MazeData, Point } from "../grid/data.js";
import { BORDER, E, N, PASSAGES, S, W } from "../grid/layout.js";
import { defaultEnds } from "../grid/openings.js";
import { mazeSnapshot } from "../grid/validated.js";
import type { Maze } from "../maze.js";
import { ANALYSIS_OPTION_KEYS, type AnalysisOptions } from "./distances.js";
import { type LongestPath, twoPasses } from "./longest-path.js";

export interface Share {
  readonly count: number;
  /** count / the total it is a share of (included cells, or corridor cells for straight and turns). */
  readonly share: number;
}

export interface MazeStats {
  readonly width: number;
  readonly height: number;
  /** Included cells (W·H without a mask). */
  readonly cells: number;
  /** Masked-out cells. */
  readonly excluded: number;
  /** Open passages, each counted once. */
  readonly passages: number;
  /** Cells with one passage. */
  readonly deadEnds: Share;
  /** Cells with two passages. */
  readonly corridors: Share;
  /** Corridor cells going straight through (N–S or E–W), as a share of corridors. */
  readonly straight: Share;
  /** Corridor cells turning a corner, as a share of corridors. */
  readonly turns: Share;
  /** Cells with three or four passages. */
  readonly junctions: Share;
  /** Included cells with no passage at all. */
  readonly isolated: number;
  readonly longestPath: LongestPath;
  /** Shortest path between solve()'s default ends: the entrance and the exit, else the default start and goal (length −1 if not connected). */
  readonly solution: { readonly from: Point; readonly to: Point; readonly length: number };
  /** Every included cell reachable by exactly one path: passages = cells − 1 and all connected. */
  readonly perfect: boolean;
}

const share = (count: number, total: number): Share => ({ count, share: total === 0 ? 0 : count / total });

/** What a maze's cells are made of, counted from its bytes alone (no walk): the part of stats() that is one pass. */
export interface ShapeCounts {
  readonly cells: number;
  readonly excluded: number;
  readonly passages: number;
  readonly deadEnds: number;
  readonly corridors: number;
  readonly straight: number;
  readonly junctions: number;
  readonly isolated: number;
}

/** The counts of a maze whose shape is already checked (stats() and pickMaze() check it first). */
export function shapeCounts(maze: MazeData): ShapeCounts {
  // How many cells hold each byte value: passage masks 0..15 and BORDER; one pass, no per-cell branches.
  const histogram = new Float64Array(256);
  for (const bits of maze.cells) histogram[bits]!++;
  const padding = 2 * (maze.width + 2) + 2 * maze.height;
  const excluded = histogram[BORDER]! - padding;
  const cells = maze.width * maze.height - excluded;
  let passages = 0;
  let deadEnds = 0;
  let corridors = 0;
  let straight = 0;
  let junctions = 0;
  for (let bits = 0; bits <= PASSAGES; bits++) {
    const count = histogram[bits]!;
    const open = ((bits >> 0) & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1);
    passages += count * (((bits & E) !== 0 ? 1 : 0) + ((bits & S) !== 0 ? 1 : 0));
    if (open === 1) deadEnds += count;
    if (open === 2) corridors += count;
    if (open >= 3) junctions += count;
    if (bits === (N | S) || bits === (E | W)) straight += count;
  }
  return { cells, excluded, passages, deadEnds, corridors, straight, junctions, isolated: histogram[0]! };
}

export function stats(given: Maze, request: AnalysisOptions = {}): MazeStats {
  checkOptionsObject(request, "stats' options", ANALYSIS_OPTION_KEYS);
  const maze = mazeSnapshot(given);
  const { cells, excluded, passages, deadEnds, corridors, straight, junctions, isolated } = shapeCounts(maze);
  const { longest, reached } = twoPasses(maze, request);
  // Between solve()'s default ends (the openings when there are any), so the length is solve(maze)'s.
  const { from: start, to: goal } = defaultEnds(maze);
  const bfs = findSolver("bfs");
  const backend = getBackend(request.backend ?? "wasm");
  checkSize(bfs, backend, maze.width, maze.height);
  const solution = backend.solve(bfs, maze, maze.width, maze.height, start, goal, []);
  return {
    width: maze.width,
    height: maze.height,
    cells,
    excluded,
    passages,
    deadEnds: share(deadEnds, cells),
    corridors: share(corridors, cells),
    straight: share(straight, corridors),
    turns: share(corridors - straight, corridors),
    junctions: share(junctions, cells),
    isolated,
    longestPath: longest,
    solution: { from: start, to: goal, length: solution.length },
    perfect: passages === cells - 1 && reached === cells,
  };
}
