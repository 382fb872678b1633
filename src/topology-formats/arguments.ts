// What every topology writer checks of what it is given, before drawing or storing anything: a maze whose topology a
// builder made and whose links are its own (topologyMazeOf), an options object, and cells that are cells of it — so a
// wrong argument is an InvalidArgumentError naming it, never a TypeError from deep inside or a wild loop. Each value is
// read once into a copy the writer then uses, so a getter cannot pass the check and then draw something else.

import { checkObject, checkOptionsObject } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { isSeed } from "../base/seed.js";
import { DEFAULT_COLOURS } from "../formats/drawing.js";
import type { Colours } from "../formats/format.js";
import { solveOn, type TopologyMaze, topologyMazeOf } from "../on-topology.js";
import type { Topology, TopologyMazeData } from "../topology/topology.js";
import { passageOpen } from "./links.js";
import type { TopologyWriteOptions } from "./scene.js";

/** A stored solution: a shortest path from `from` to `to` (length −1 and no path when unreachable). */
export interface TopologySolution {
  readonly from: number;
  readonly to: number;
  readonly length: number;
  readonly path: readonly number[];
}

/** The longest algorithm name a json file holds (the reader's limit too). */
export const MAX_ALGORITHM_LENGTH = 200;

/** A writer's maze and options, each value read once: a getter cannot give the check one value and the drawing another. */
export interface WriterArguments {
  readonly maze: TopologyMazeData;
  readonly options: TopologyWriteOptions;
}

/** The maze (topologyMazeOf) and the options a writer was given, checked: only the keys `allowed`, a path, ends and marks
 *  of the maze, a heat map's distances, and the drawing's sizes and colours as given (resolveScene checks their values). */
export function checkWriterArguments(format: string, maze: unknown, options: unknown, allowed: readonly string[]): WriterArguments {
  const snapshot = topologyMazeOf(maze);
  checkOptionsObject(options, `${format}'s options`, allowed);
  const given = (options ?? {}) as Record<string, unknown>;
  const { topology: t, links } = snapshot;
  const { path, start, goal, marks, distances, cellSize, wallWidth, pathWidth, margin, colours } = given;
  if (marks !== undefined && typeof marks !== "boolean") throw new InvalidArgumentError(`${format}: marks must be true or false, got ${describeValue(marks)}`);
  const read: Record<string, unknown> = {
    path: path === undefined ? undefined : checkPathCells(format, t, links, path),
    start: cellOption(t, start, `${format}: start`),
    goal: cellOption(t, goal, `${format}: goal`),
    marks,
    distances: distances === undefined ? undefined : distancesOption(format, t, distances),
    cellSize,
    wallWidth,
    pathWidth,
    margin,
    colours: colours === undefined ? undefined : coloursOption(format, colours),
  };
  return { maze: snapshot, options: read as TopologyWriteOptions };
}

/** A heat map: a Uint32Array of one distance per cell, copied. */
function distancesOption(format: string, t: Topology, distances: unknown): Uint32Array {
  const copy = distances instanceof Uint32Array ? new Uint32Array(distances) : undefined;
  if (copy === undefined || copy.length !== t.cellCount)
    throw new InvalidArgumentError(`${format}: distances must be a Uint32Array of ${t.cellCount} values (one per cell), got ${describeValue(distances)}`);
  return copy;
}

/** The colours given, each read once (own keys and the known names, inherited or not). */
function coloursOption(format: string, colours: unknown): Partial<Colours> {
  if (colours === null || typeof colours !== "object" || Array.isArray(colours))
    throw new InvalidArgumentError(`${format}: colours must be an object of colour names, got ${describeValue(colours)}`);
  const read: Record<string, unknown> = {};
  for (const name of new Set([...Object.keys(colours), ...Object.keys(DEFAULT_COLOURS)])) {
    const value = (colours as Record<string, unknown>)[name];
    if (value !== undefined) read[name] = value;
  }
  return read as Partial<Colours>;
}

/** A cell given as an option: undefined, or an index in [0, cellCount). */
export function cellOption(t: Topology, value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value >= t.cellCount)
    throw new InvalidArgumentError(`${name} must be a cell index from 0 to ${t.cellCount - 1}, got ${describeValue(value)}`);
  return value;
}

/** A path: an array of cells, each one an open passage away from the one before; the cells are copied as they are checked. */
export function checkPathCells(what: string, t: Topology, links: Uint8Array, path: unknown): number[] {
  if (!Array.isArray(path)) throw new InvalidArgumentError(`${what}: path must be an array of cell indices, got ${describeValue(path)}`);
  const cells: number[] = [];
  for (let k = 0; k < path.length; k++) {
    const cell: unknown = path[k];
    if (typeof cell !== "number" || !Number.isInteger(cell) || cell < 0 || cell >= t.cellCount)
      throw new InvalidArgumentError(`${what}: path[${k}] must be a cell index from 0 to ${t.cellCount - 1}, got ${describeValue(cell)}`);
    const from = cells.at(-1);
    if (from !== undefined && !passageOpen(t, links, from, cell))
      throw new InvalidArgumentError(`${what}: path[${k - 1}] → path[${k}] (cells ${from} → ${cell}) is not an open passage`);
    cells.push(cell);
  }
  return cells;
}

/** What json stores: the maze's topology and links, the algorithm's name, the seed, and a solution of the maze if one
 *  is given, each read once and checked. */
export function checkJsonArguments(maze: unknown, solution: unknown): { maze: TopologyMaze; solution: TopologySolution | undefined } {
  const { topology: t, links } = topologyMazeOf(maze);
  const { algorithm, seed } = maze as Partial<TopologyMaze>;
  if (typeof algorithm !== "string" || algorithm.length === 0 || algorithm.length > MAX_ALGORITHM_LENGTH)
    throw new InvalidArgumentError(`json: maze.algorithm must be a string of 1 to ${MAX_ALGORITHM_LENGTH} characters, got ${describeValue(algorithm)}`);
  if (!isSeed(seed)) throw new InvalidArgumentError(`json: maze.seed must be an integer from 0 to 2^32 − 1, got ${describeValue(seed)}`);
  const checked = { topology: t, links, algorithm, seed };
  if (solution === undefined) return { maze: checked, solution: undefined };
  checkObject(solution, "json: solution");
  const { from: givenFrom, to: givenTo, length, path: givenPath } = solution as Record<string, unknown>;
  const from = cellOption(t, givenFrom, "json: solution.from");
  const to = cellOption(t, givenTo, "json: solution.to");
  if (from === undefined || to === undefined) throw new InvalidArgumentError("json: a solution needs from and to (cell indices)");
  const path = checkPathCells("json: solution", t, links, givenPath);
  const steps = path.length === 0 ? -1 : path.length - 1;
  if (length !== steps) throw new InvalidArgumentError(`json: solution.length must be the path's steps (${steps}), got ${describeValue(length)}`);
  if (path.length > 0 && (path[0] !== from || path.at(-1) !== to))
    throw new InvalidArgumentError(`json: solution.path must run from solution.from (${from}) to solution.to (${to})`);
  // The reader takes only a shortest path (or "unreachable" when it is so): refused here rather than written unreadable.
  const problem = notShortest(checked, from, to, steps);
  if (problem) throw new InvalidArgumentError(`json: solution must be a shortest path: ${problem}`);
  return { maze: checked, solution: { from, to, length: steps, path } };
}

/** Why a solution of `length` steps (−1: unreachable) from `from` to `to`, its path already checked open, is not a
 *  shortest one, or undefined when it is: the API's bfs, on the reference backend (json needs no Wasm). An open path
 *  reaches its goal, so the only ways to be wrong are a longer path and "unreachable" where it is not. */
export function notShortest(maze: TopologyMaze, from: number, to: number, length: number): string | undefined {
  const shortest = solveOn(maze, { from, to, backend: "reference" }).length;
  if (length === shortest) return undefined;
  if (length === -1) return `it says cell ${to} cannot be reached from cell ${from}, but ${shortest} steps reach it`;
  return `the path has ${length} steps, the shortest from cell ${from} to cell ${to} has ${shortest}`;
}
