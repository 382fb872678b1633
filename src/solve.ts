// solve(): validate everything in TypeScript, check the size against memory, run one backend's solver,
// and turn its packed moves into the path of cells.

import type { SolverEntry } from "./algorithms/define.js";
import { checkSize } from "./algorithms/limits.js";
import { encodeOptions } from "./algorithms/options.js";
import { DEFAULT_SOLVER, findSolver, type SolverName } from "./algorithms/solvers.js";
import type { Backend } from "./backends/backend.js";
import { getBackend } from "./backends/runtime.js";
import { checkOptionsObject, optionKeys } from "./base/arguments.js";
import { OutOfMemoryError } from "./base/errors.js";
import type { OptionValue, Point, Solution, SolveResult } from "./grid/data.js";
import { defaultEnds } from "./grid/openings.js";
import { checkPoint } from "./grid/points.js";
import { mazeSnapshot } from "./grid/validated.js";
import type { Maze } from "./maze.js";

export interface SolveOptions {
  /** Registry name, alias or entry (default "bfs"). */
  solver?: SolverName | (string & {}) | SolverEntry;
  /** Start cell [x, y]: default the entrance's cell, else (0, 0), or the first included cell of a masked maze. */
  from?: Point;
  /** Goal cell [x, y]: default the exit's cell, else (W−1, H−1), or the last included cell of a masked maze. */
  to?: Point;
  /** "wasm" (default) or "reference". */
  backend?: string | Backend;
  /** Solver options, as listed by `daedalus list` (e.g. { hand: "right" } for wall-follower). */
  options?: Readonly<Record<string, OptionValue>>;
}

/** The keys solve() takes, in SolveOptions' order: any other key is refused by name. */
export const SOLVE_OPTION_KEYS = optionKeys<SolveOptions>()(["solver", "from", "to", "backend", "options"]);

/** A solution, with what the solver promises: whether its path is a shortest one, and whether a missing path means there is none. */
export interface SolvedPath extends Solution {
  /** Finds a shortest path on every maze. */
  readonly optimal: boolean;
  /** Reaches the goal whenever it is reachable: length −1 then means the goal cannot be reached. */
  readonly complete: boolean;
}

/**
 * Solves a maze from `from` to `to` (by default from its entrance to its exit, when it has them). The maze is not changed. When the goal is not reached (not reachable,
 * or a wall follower came back to its start) the solution has length −1 and an empty path.
 */
export function solve(given: Maze, request: SolveOptions = {}): SolvedPath {
  checkOptionsObject(request, "solve's options", SOLVE_OPTION_KEYS);
  const entry = findSolver(request.solver ?? DEFAULT_SOLVER);
  const backend = getBackend(request.backend ?? "wasm");
  const options = encodeOptions(entry.name, entry.options, request.options);
  const maze = mazeSnapshot(given);
  const ends = defaultEnds(maze);
  const from = request.from !== undefined ? checkPoint(maze, request.from, "from") : ends.from;
  const to = request.to !== undefined ? checkPoint(maze, request.to, "to") : ends.to;
  checkSize(entry, backend, maze.width, maze.height);
  const solution = toSolution(entry.name, from, to, backend.solve(entry, maze, maze.width, maze.height, from, to, options));
  return { ...solution, optimal: entry.optimal, complete: entry.complete };
}

/** The most cells a Solution's path may hold: each [x, y] point costs about 72 bytes of JS heap. */
export const MAX_PATH_POINTS = 2 ** 25;

// Cell steps of the directions N, E, S, W.
const STEP_X = Int8Array.of(0, 1, 0, -1);
const STEP_Y = Int8Array.of(-1, 0, 1, 0);

/** A backend's result as a Solution: the packed moves replayed from the start. */
export function toSolution(solver: string, from: Point, to: Point, result: SolveResult): Solution {
  const { length, visited, moves } = result;
  if (length + 1 > MAX_PATH_POINTS) {
    throw new OutOfMemoryError(`${solver} found a path of ${length + 1} cells, more than the ${MAX_PATH_POINTS} a Solution holds as [x, y] points`);
  }
  const path: Point[] = length < 0 ? [] : new Array<Point>(length + 1);
  if (length >= 0) {
    let [x, y] = from;
    path[0] = [x, y];
    for (let step = 0; step < length; step++) {
      const d = (moves[step >>> 2]! >>> ((step & 3) << 1)) & 3;
      x += STEP_X[d]!;
      y += STEP_Y[d]!;
      path[step + 1] = [x, y];
    }
  }
  return { solver, from, to, length, path, visited };
}
