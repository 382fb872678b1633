// Directions a player can type (N E S W, up down left right) and one step through the maze's passages.

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import type { MazeData } from "../grid/data.js";
import { cellIndex } from "../grid/layout.js";
import type { Direction } from "../maze.js";
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
export function step(given: MazeData, from: Position, direction: Direction): Position | null {
  const { maze, ...at } = checkMove(given, from, direction);
  const cells = maze.cells;
  if ((cells[cellIndex(maze.width, at.x, at.y)]! & BITS[direction]) === 0) return null;
  checkPassage(maze, cells, at, direction);
  return { x: at.x + DX[direction], y: at.y + DY[direction] };
}

/** The open directions of a cell, in N, E, S, W order. */
export function openDirections(given: MazeData, position: Position): Direction[] {
  const { maze, ...at } = checkMove(given, position);
  const cells = maze.cells;
  const bits = cells[cellIndex(maze.width, at.x, at.y)]!;
  const open = (["N", "E", "S", "W"] as const).filter((direction) => (bits & BITS[direction]) !== 0);
  for (const direction of open) checkPassage(maze, cells, at, direction);
  return open;
}

const BACK: Readonly<Record<Direction, Direction>> = { N: "S", E: "W", S: "N", W: "E" };

/**
 * Throws the grid contract's error when the open passage from `at` towards `direction` does not lead to a cell that
 * opens back (cells changed after the maze was made): a step never leaves the maze. One passage, not the whole maze,
 * so a game's move stays O(1).
 */
function checkPassage(maze: MazeData, cells: Uint8Array, at: Position, direction: Direction): void {
  const bits = cells[cellIndex(maze.width, at.x, at.y)]!;
  const x = at.x + DX[direction];
  const y = at.y + DY[direction];
  let problem: string | undefined;
  if (bits > 15) problem = `cell (${at.x}, ${at.y}): cell bits must be 0-15, got ${bits}`;
  else if (x < 0 || y < 0 || x >= maze.width || y >= maze.height) problem = `cell (${at.x}, ${at.y}): passage ${direction} opens through the outer wall`;
  else if ((cells[cellIndex(maze.width, x, y)]! & (0xf0 | BITS[BACK[direction]])) !== BITS[BACK[direction]])
    problem = `cell (${at.x}, ${at.y}): passage ${direction} of (${at.x}, ${at.y}) has no passage ${BACK[direction]} of (${x}, ${y}) to meet`;
  if (problem) throw new InvalidArgumentError(`the maze's cells break the grid contract: ${problem}`);
}
