// The game engine's doors checked: options, seeds, plans, positions and directions, each refused by name.

import { checkOptionsObject } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { resolveSeed } from "../base/seed.js";
import type { MazeData } from "../grid/data.js";
import { mazeSnapshot } from "../grid/validated.js";
import type { Direction, Maze } from "../maze.js";

const DIRECTIONS: readonly unknown[] = ["N", "E", "S", "W"];

/** A game's options object (required, with only the keys `allowed`) and its seed as a 32-bit integer. */
export function checkGameOptions(options: unknown, what: string, allowed: readonly string[]): number {
  checkOptionsObject(options, `${what} options`, allowed);
  if (options === undefined) throw new InvalidArgumentError(`${what} needs its options: { seed, … }`);
  return resolveSeed(options.seed as never, `${what} seed`);
}

/**
 * A maze, a position inside it and (when given) a compass direction. Returns the maze's fields and the position's,
 * each read once (a getter that answers differently later cannot move the step off the cells checked).
 */
export function checkMove(given: unknown, at: unknown, direction?: unknown): { maze: MazeData; x: number; y: number } {
  const maze = mazeSnapshot(given);
  const { x, y } = (typeof at === "object" && at !== null ? at : {}) as { x?: unknown; y?: unknown };
  if (!isCellOf(maze, x, y)) throw new InvalidArgumentError(`position must be { x, y } inside the ${maze.width}×${maze.height} maze, got ${describeValue(at)}`);
  if (direction !== undefined) checkDirection(direction);
  return { maze, x: x as number, y: y as number };
}

/** Whether (x, y) are integers naming a cell of the maze. */
function isCellOf(maze: { width: number; height: number }, x: unknown, y: unknown): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && (x as number) >= 0 && (y as number) >= 0 && (x as number) < maze.width && (y as number) < maze.height;
}

/** A compass direction: N, E, S or W (a game's move; parseDirection reads the typed names). */
export function checkDirection(direction: unknown, what = "direction"): asserts direction is Direction {
  if (!DIRECTIONS.includes(direction)) throw new InvalidArgumentError(`${what} must be one of N, E, S, W, got ${describeValue(direction)}`);
}

/** A cell (x, y) of a maze: integers from 0 to width − 1 and height − 1. */
export function checkCell(maze: Maze, x: unknown, y: unknown, what: string): void {
  if (!isCellOf(maze, x, y)) {
    throw new InvalidArgumentError(
      `${what}: cell (${describeValue(x)}, ${describeValue(y)}) is outside the ${maze.width}×${maze.height} maze: x must be an integer from 0 to ${maze.width - 1}, y from 0 to ${maze.height - 1}`,
    );
  }
}
