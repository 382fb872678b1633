// Directions a player can type (N E S W, up down left right) and one step through the maze's passages.

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import type { Direction, Maze } from "../maze.js";
import { checkMove } from "./checks.js";

const DIRECTION_NAMES: Readonly<Record<string, Direction>> = {
  N: "N",
  E: "E",
  S: "S",
  W: "W",
  up: "N",
  right: "E",
  down: "S",
  left: "W",
};

export const directionNames: readonly string[] = Object.keys(DIRECTION_NAMES);

const BITS: Readonly<Record<Direction, number>> = { N: 1, E: 2, S: 4, W: 8 };
const DX: Readonly<Record<Direction, number>> = { N: 0, E: 1, S: 0, W: -1 };
const DY: Readonly<Record<Direction, number>> = { N: -1, E: 0, S: 1, W: 0 };

export interface Position {
  x: number;
  y: number;
}

/** The compass direction of a typed name; throws an InvalidArgumentError naming the allowed ones. */
export function parseDirection(name: string): Direction {
  const direction = typeof name === "string" && Object.hasOwn(DIRECTION_NAMES, name) ? DIRECTION_NAMES[name] : undefined;
  if (direction === undefined) throw new InvalidArgumentError(`direction must be one of ${directionNames.join(", ")}, got ${describeValue(name)}`);
  return direction;
}

/** Where one step from `from` towards `direction` leads, or null when a wall is in the way. */
export function step(maze: Maze, from: Position, direction: Direction): Position | null {
  checkMove(maze, from, direction);
  const stride = maze.width + 2;
  if ((maze.cells[(from.y + 1) * stride + from.x + 1]! & BITS[direction]) === 0) return null;
  return { x: from.x + DX[direction], y: from.y + DY[direction] };
}

/** The open directions of a cell, in N, E, S, W order. */
export function openDirections(maze: Maze, at: Position): Direction[] {
  checkMove(maze, at);
  const bits = maze.cells[(at.y + 1) * (maze.width + 2) + at.x + 1]!;
  return (["N", "E", "S", "W"] as const).filter((direction) => (bits & BITS[direction]) !== 0);
}
