// Start and goal from the command line: `x,y` cells, or `longest` for the ends of the longest path.

import { farthestFrom, longestPath } from "../analysis/longest-path.js";
import type { Point } from "../grid/data.js";
import { checkPoint } from "../grid/points.js";
import type { Maze } from "../maze.js";
import type { EndFlag } from "./parse.js";

/**
 * Both `longest` (or one `longest`, the other left out): the two ends of the longest path. One `longest`
 * and the other a cell: the cell farthest from that one. Cells are checked against the maze; undefined
 * means the solver's default.
 */
export function resolveEnds(maze: Maze, from: EndFlag | undefined, to: EndFlag | undefined, backend: string): { from?: Point; to?: Point } {
  const start = from === undefined || from === "longest" ? from : checkPoint(maze, from, "--from");
  const goal = to === undefined || to === "longest" ? to : checkPoint(maze, to, "--to");
  if (start !== "longest" && goal !== "longest") return { ...(start && { from: start }), ...(goal && { to: goal }) };
  if (start === "longest" && goal !== undefined && goal !== "longest") return { from: farthestFrom(maze, goal, { backend }).cell, to: goal };
  if (goal === "longest" && start !== undefined && start !== "longest") return { from: start, to: farthestFrom(maze, start, { backend }).cell };
  const longest = longestPath(maze, { backend });
  return { from: longest.from, to: longest.to };
}
