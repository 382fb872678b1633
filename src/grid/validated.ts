// Solvers, analysis passes and transforms trust the cells they get (padding, symmetric passages, no scratch
// bits); this checks a maze once before its first use. Mazes made by generate(), braid() and the readers are
// known to be valid and are recorded as such, so large ones are not walked twice.

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { findPaddingProblem, findPassageProblem } from "./check.js";
import type { MazeData } from "./data.js";

const valid = new WeakSet<Uint8Array>();

/** Records cells as valid (they come from a generator, a transform or a validating reader). */
export function markValid(cells: Uint8Array): void {
  valid.add(cells);
}

/**
 * Throws an InvalidArgumentError when `maze` is not a maze (a Maze, or width, height and cells that fit), or names the
 * first problem of cells not known to be valid: for what reads cells without a backend (the adapters).
 */
export function checkMaze(maze: MazeData): void {
  checkMazeShape(maze);
  if (valid.has(maze.cells)) return;
  const error = contractBreak(maze.width, maze.height, maze.cells);
  if (error) throw error;
  valid.add(maze.cells);
}

/**
 * The fields every maze has, of the right types and sizes: what a caller passing null or {} learns first. Enough for
 * a verb that runs on a backend, which checks the cells against the contract itself before anything trusts them.
 */
export function checkMazeShape(maze: unknown): asserts maze is MazeData {
  if (typeof maze !== "object" || maze === null) throw new InvalidArgumentError(`maze must be a Maze, got ${describeValue(maze)}`);
  const { width, height, cells } = maze as Partial<MazeData>;
  for (const [name, value] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (!Number.isSafeInteger(value) || (value as number) < 1)
      throw new InvalidArgumentError(`maze ${name} must be a positive integer, got ${describeValue(value)}`);
  }
  if (!(cells instanceof Uint8Array)) throw new InvalidArgumentError(`maze cells must be a Uint8Array, got ${describeValue(cells)}`);
  const expected = ((width as number) + 2) * ((height as number) + 2);
  if (cells.length !== expected) throw new InvalidArgumentError(`maze cells must hold (width+2)·(height+2) = ${expected} bytes, got ${cells.length}`);
}

/** The error naming the first place where the cells break the grid contract, or undefined when they keep it. */
export function contractBreak(width: number, height: number, cells: Uint8Array): InvalidArgumentError | undefined {
  const problem = findPaddingProblem(width, height, cells) ?? findPassageProblem(width, height, cells, true);
  if (!problem) return undefined;
  const inside = problem.x >= 0 && problem.x < width && problem.y >= 0 && problem.y < height;
  const where = inside ? `cell (${problem.x}, ${problem.y}): ` : "";
  return new InvalidArgumentError(`the maze's cells break the grid contract: ${where}${problem.message}`);
}
