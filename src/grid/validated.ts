// Solvers, analysis passes and transforms trust the cells they get (padding, symmetric passages, no scratch
// bits); this checks a maze once before its first use. Mazes made by generate(), braid() and the readers are
// known to be valid and are recorded as such, so large ones are not walked twice.

import { InvalidArgumentError } from "../base/errors.js";
import { findPaddingProblem, findPassageProblem } from "./check.js";
import type { MazeData } from "./data.js";

const valid = new WeakSet<Uint8Array>();

/** Records cells as valid (they come from a generator, a transform or a validating reader). */
export function markValid(cells: Uint8Array): void {
  valid.add(cells);
}

/** Throws an InvalidArgumentError naming the first problem of a maze not known to be valid. */
export function checkMaze(maze: MazeData): void {
  if (valid.has(maze.cells)) return;
  const problem = findPaddingProblem(maze.width, maze.height, maze.cells) ?? findPassageProblem(maze.width, maze.height, maze.cells, true);
  if (problem) {
    const where = problem.x < 0 ? "" : `cell (${problem.x}, ${problem.y}): `;
    throw new InvalidArgumentError(`the maze's cells break the grid contract: ${where}${problem.message}`);
  }
  valid.add(maze.cells);
}
