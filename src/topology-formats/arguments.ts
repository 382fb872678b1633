// What every topology writer checks of what it is given, before drawing or storing anything: a maze whose topology a
// builder made and whose links are its own (checkTopologyMaze), an options object, and cells that are cells of it —
// so a wrong argument is an InvalidArgumentError naming it, never a TypeError from deep inside or a wild loop.

import { checkOptionsObject } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { checkTopologyMaze, type TopologyMaze } from "../on-topology.js";
import type { Topology, TopologyMazeData } from "../topology/topology.js";
import { passageOpen } from "./links.js";

/** The longest algorithm name a json file holds (the reader's limit too). */
export const MAX_ALGORITHM_LENGTH = 200;

/** Throws unless `maze` is a maze on a topology and `options` an options object with a path, ends and marks of it. */
export function checkWriterArguments(format: string, maze: unknown, options: unknown): asserts maze is TopologyMazeData {
  checkTopologyMaze(maze);
  checkOptionsObject(options, `${format}'s options`);
  const { path, start, goal, marks } = (options ?? {}) as Record<string, unknown>;
  if (path !== undefined) checkPathCells(format, maze.topology, maze.links, path);
  cellOption(maze.topology, start, `${format}: start`);
  cellOption(maze.topology, goal, `${format}: goal`);
  if (marks !== undefined && typeof marks !== "boolean") throw new InvalidArgumentError(`${format}: marks must be true or false, got ${describeValue(marks)}`);
}

/** A cell given as an option: undefined, or an index in [0, cellCount). */
export function cellOption(t: Topology, value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value >= t.cellCount)
    throw new InvalidArgumentError(`${name} must be a cell index from 0 to ${t.cellCount - 1}, got ${describeValue(value)}`);
  return value;
}

/** A path: an array of cells, each one an open passage away from the one before. */
export function checkPathCells(what: string, t: Topology, links: Uint8Array, path: unknown): asserts path is readonly number[] {
  if (!Array.isArray(path)) throw new InvalidArgumentError(`${what}: path must be an array of cell indices, got ${describeValue(path)}`);
  for (let k = 0; k < path.length; k++) {
    const cell: unknown = path[k];
    if (typeof cell !== "number" || !Number.isInteger(cell) || cell < 0 || cell >= t.cellCount)
      throw new InvalidArgumentError(`${what}: path[${k}] must be a cell index from 0 to ${t.cellCount - 1}, got ${describeValue(cell)}`);
    if (k === 0) continue;
    const from = path[k - 1] as number;
    if (!passageOpen(t, links, from, cell))
      throw new InvalidArgumentError(`${what}: path[${k - 1}] → path[${k}] (cells ${from} → ${cell}) is not an open passage`);
  }
}

/** What json stores beside the links: the algorithm's name, the seed, and a solution of the maze if one is given. */
export function checkJsonArguments(maze: unknown, solution: unknown): asserts maze is TopologyMaze {
  checkTopologyMaze(maze);
  const { algorithm, seed } = maze;
  if (typeof algorithm !== "string" || algorithm.length === 0 || algorithm.length > MAX_ALGORITHM_LENGTH)
    throw new InvalidArgumentError(`json: maze.algorithm must be a string of 1 to ${MAX_ALGORITHM_LENGTH} characters, got ${describeValue(algorithm)}`);
  if (typeof seed !== "number" || !Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32)
    throw new InvalidArgumentError(`json: maze.seed must be an integer from 0 to 2^32 − 1, got ${describeValue(seed)}`);
  if (solution === undefined) return;
  checkOptionsObject(solution, "json: solution");
  const { from, to, length, path } = solution as Record<string, unknown>;
  const t = maze.topology;
  cellOption(t, from, "json: solution.from");
  cellOption(t, to, "json: solution.to");
  if (from === undefined || to === undefined) throw new InvalidArgumentError("json: a solution needs from and to (cell indices)");
  checkPathCells("json: solution", t, maze.links, path);
  const steps = path.length === 0 ? -1 : path.length - 1;
  if (length !== steps) throw new InvalidArgumentError(`json: solution.length must be the path's steps (${steps}), got ${describeValue(length)}`);
  if (path.length > 0 && (path[0] !== from || path.at(-1) !== to))
    throw new InvalidArgumentError(`json: solution.path must run from solution.from (${from}) to solution.to (${to})`);
}
