// What `solve` says about its solution on stderr: a one-line summary, or why the solver returned no path.

import type { SolvedPath } from "../solve.js";

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

/** Milliseconds in a short human form: 0.42 ms, 12 ms, 3.4 s. */
export function duration(milliseconds: number): string {
  if (milliseconds < 10) return `${milliseconds.toFixed(2)} ms`;
  if (milliseconds < 1000) return `${Math.round(milliseconds)} ms`;
  return `${(milliseconds / 1000).toFixed(1)} s`;
}
