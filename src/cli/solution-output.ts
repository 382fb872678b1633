// Why a solver returned no path, in words (printed on stderr beside the maze).

import type { SolvedPath } from "../solve.js";

export function failureNote({ solver, from, to, complete }: SolvedPath): string {
  const reason = complete
    ? "the goal cannot be reached from the start"
    : "it came back to its start without meeting the goal (the goal is not on the wall it follows)";
  return `${solver} found no path from (${from[0]}, ${from[1]}) to (${to[0]}, ${to[1]}): ${reason}`;
}
