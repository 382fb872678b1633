// What `solve` says about its solution on stderr: a one-line summary, or why the solver returned no path.

import type { SolvedPath } from "../solve.js";
import { duration } from "./units.js";

export function failureNote({ solver, from, to, complete }: SolvedPath): string {
  const reason = complete
    ? "the goal cannot be reached from the start"
    : "it came back to its start without meeting the goal (the goal is not on the wall it follows)";
  return `${solver} found no path from (${from[0]}, ${from[1]}) to (${to[0]}, ${to[1]}): ${reason}`;
}

/** The solver, its ends, the path's length, the cells it visited and how long it took, in one line. */
export function solvedNote({ solver, from, to, length, visited }: SolvedPath, milliseconds: number): string {
  return `${solver} from (${from[0]}, ${from[1]}) to (${to[0]}, ${to[1]}): length ${length}, visited ${visited} cells, ${duration(milliseconds)}`;
}
