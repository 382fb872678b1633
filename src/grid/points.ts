// Start and goal cells: validated against a maze, with defaults that also work on masked mazes.

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import type { MazeData, Point } from "./data.js";
import { BORDER, cellIndex, strideOf } from "./layout.js";

/** Checks that `point` is [x, y], two integers (not yet that the maze has that cell); `name` labels it in errors. */
export function checkPointShape(point: unknown, name: string): Point {
  // Both indices read, not every(): every() skips the holes of [, 2], which then reached the solvers as undefined.
  if (!Array.isArray(point) || point.length !== 2 || !Number.isInteger(point[0]) || !Number.isInteger(point[1])) {
    throw new InvalidArgumentError(`${name} must be [x, y] with two integers, got ${describePoint(point)}`);
  }
  return [point[0], point[1]];
}

/** Checks that `point` is [x, y] naming an included cell of the maze; `name` labels it in errors. */
export function checkPoint(maze: MazeData, point: unknown, name: string): Point {
  const [x, y] = checkPointShape(point, name);
  if (x < 0 || x >= maze.width || y < 0 || y >= maze.height) {
    throw new InvalidArgumentError(
      `${name} (${x}, ${y}) is outside the ${maze.width}×${maze.height} maze: x must be in [0, ${maze.width - 1}], y in [0, ${maze.height - 1}]`,
    );
  }
  if (maze.cells[cellIndex(maze.width, x, y)] === BORDER) {
    throw new InvalidArgumentError(`${name} (${x}, ${y}) is masked out of the maze; pick an included cell`);
  }
  return [x, y];
}

/**
 * The default start: (0, 0), or the first included cell in row-major order when (0, 0) is masked out. A maze whose
 * every cell is excluded (no mask makes one; cells changed by hand can) has none: refused by name, where (0, 0) was
 * taken, an excluded cell the solvers then walked from (the reference backend's in the caller's own cells, clearing it).
 */
export function defaultStart(maze: MazeData): Point {
  const { width, height, cells } = maze;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (cells[cellIndex(width, x, y)] !== BORDER) return [x, y];
  }
  throw noIncludedCell(maze);
}

/** The default goal: (W−1, H−1), or the last included cell in row-major order when that corner is masked out. */
export function defaultGoal(maze: MazeData): Point {
  const { width, height, cells } = maze;
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) if (cells[cellIndex(width, x, y)] !== BORDER) return [x, y];
  }
  throw noIncludedCell(maze);
}

function noIncludedCell({ width, height }: MazeData): InvalidArgumentError {
  return new InvalidArgumentError(
    `every cell of the ${width}×${height} maze is excluded (16, as a mask leaves out): a maze needs at least one included cell to start from`,
  );
}

/** The cell at an index of the padded layout. */
export function pointAt(width: number, index: number): Point {
  const stride = strideOf(width);
  return [(index % stride) - 1, Math.floor(index / stride) - 1];
}

/** A point as the caller gave it, for an error message: [x, y] written out when short, else described safely. */
export function describePoint(point: unknown): string {
  if (Array.isArray(point) && point.length <= 4) return `[${point.map(describeValue).join(", ")}]`;
  return describeValue(point);
}
