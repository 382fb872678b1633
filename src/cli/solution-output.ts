// Writing a maze with its solution: the path drawn (ascii) or recorded (json) by the format, and a note on
// stderr when the goal was not reached.

import type { Format } from "../formats/index.js";
import type { Maze } from "../maze.js";
import { findSolver } from "../solve.js";
import type { Solution } from "../solution.js";
import type { Output } from "./output.js";

/** Writes the maze and its solution through the format. */
export async function writeSolved(output: Output, format: Format, maze: Maze, solution: Solution | undefined): Promise<void> {
  const data = { width: maze.width, height: maze.height, cells: maze.cells, algorithm: maze.algorithm, seed: maze.seed, ...(solution && { solution }) };
  for (const chunk of format.write(data)) await output.write(chunk);
  if (solution && solution.length < 0) process.stderr.write(`daedalus: ${failureNote(solution)}\n`);
}

/** Why a solver returned no path, in words. */
export function failureNote({ solver, from, to }: Solution): string {
  const reason = findSolver(solver).complete
    ? "the goal cannot be reached from the start"
    : "it came back to its start without meeting the goal (the goal is not on the wall it follows)";
  return `${solver} found no path from (${from[0]}, ${from[1]}) to (${to[0]}, ${to[1]}): ${reason}`;
}
