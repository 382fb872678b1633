// Helpers for the game tests: the compass direction between two adjacent cells, and a path as directions.

import type { Point } from "../../src/grid/data.js";
import type { Direction } from "../../src/maze.js";

export function directionBetween(from: Point, to: Point): Direction {
  if (to[0] === from[0] + 1) return "E";
  if (to[0] === from[0] - 1) return "W";
  return to[1] === from[1] + 1 ? "S" : "N";
}

export function pathDirections(path: readonly Point[]): Direction[] {
  return path.slice(1).map((point, index) => directionBetween(path[index]!, point));
}
