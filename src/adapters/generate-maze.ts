// The shape of the generate-maze package: `generate(width, height, closed, seed)` returns rows of cells
// `{ x, y, top, left, bottom, right }` (maze[y][x]; true = wall), with the package's defaults (width 8, height =
// width, closed true, seed 1). With closed false the package opens the whole outer wall (every top of row 0, left
// of column 0, bottom of the last row, right of the last column), and so does this. Its cells also carry `set`,
// Eller's bookkeeping, which its README says to ignore and which means nothing for other algorithms: left out.

import { checkOptionsObject } from "../base/arguments.js";
import { describeValue, InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import type { SeedInput } from "../base/seed.js";
import { GENERATE_OPTION_KEYS, type GenerateOptions, generate } from "../generate.js";
import { BORDER, cellIndex, E, N, S, W } from "../grid/layout.js";
import { checkMaze } from "../grid/validated.js";
import type { Maze } from "../maze.js";
import { openingsOf } from "./openings.js";

/** One cell, fields in the package's order; true where a wall stands. */
export interface GenerateMazeCell {
  x: number;
  y: number;
  top: boolean;
  left: boolean;
  bottom: boolean;
  right: boolean;
}

/** The cell's field of the wall on each side. */
const WALL_OF_SIDE = { N: "top", E: "right", S: "bottom", W: "left" } as const;

/** The optional fifth argument: what else generate() takes (algorithm, backend, generator options…). */
export type GenerateMazeOptions = Omit<GenerateOptions, "width" | "height" | "seed" | "mask">;

/** The keys generateMaze's options take: generate()'s but the ones its arguments give (and the mask): any other key is refused by name. */
export const GENERATE_MAZE_OPTION_KEYS = GENERATE_OPTION_KEYS.filter(
  (key): key is keyof GenerateMazeOptions => key !== "width" && key !== "height" && key !== "seed" && key !== "mask",
);

/** The most cells generateMaze and toGenerateMaze make: each is a JS object (about 90 bytes), so 2^23 cells take about
 *  0.75 GB of a heap of about 4 (8000×8000 ran 43 s and then crashed the process out of heap). */
export const MAX_GENERATE_MAZE_CELLS = 2 ** 23;

/** Refuses a width×height of more cells than MAX_GENERATE_MAZE_CELLS; sizes that are not positive integers pass (to generate()'s own errors). */
function checkCells(width: unknown, height: unknown, what: string): void {
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || (width as number) < 1 || (height as number) < 1) return;
  const cells = (width as number) * (height as number);
  if (cells > MAX_GENERATE_MAZE_CELLS) {
    const side = Math.floor(Math.sqrt(MAX_GENERATE_MAZE_CELLS));
    throw new SizeLimitError(
      `${what}: a ${width}×${height} maze has ${cells} cells, more than the ${MAX_GENERATE_MAZE_CELLS} cell objects a heap of about 4 GiB takes; the largest square maze that fits is ${side}×${side} (tileGrid makes bytes)`,
    );
  }
}

/** generate-maze's `generate(width, height, closed, seed)`, made by daedalus (the same maze as generate() with these options and seed). */
export function generateMaze(width = 8, height = width, closed = true, seed: SeedInput = 1, options: GenerateMazeOptions = {}): GenerateMazeCell[][] {
  checkClosed(closed);
  checkOptionsObject(options, "generateMaze's options", GENERATE_MAZE_OPTION_KEYS);
  checkCells(width, height, "generateMaze");
  const maze = generate({ ...options, width, height, seed });
  try {
    return toGenerateMaze(maze, closed);
  } finally {
    maze.dispose();
  }
}

/** A maze in generate-maze's shape; excluded (masked) cells are walled on all four sides, and the openings are open. */
export function toGenerateMaze(given: Maze, closed = true): GenerateMazeCell[][] {
  checkClosed(closed);
  const maze = checkMaze(given);
  checkCells(maze.width, maze.height, "toGenerateMaze");
  const { width, height, cells } = maze;
  const rows: GenerateMazeCell[][] = [];
  for (let y = 0; y < height; y++) {
    const row: GenerateMazeCell[] = [];
    for (let x = 0; x < width; x++) {
      const bits = cells[cellIndex(width, x, y)]!;
      const walled = bits === BORDER;
      row.push({
        x,
        y,
        top: walled || ((bits & N) === 0 && (closed || y > 0)),
        left: walled || ((bits & W) === 0 && (closed || x > 0)),
        bottom: walled || ((bits & S) === 0 && (closed || y < height - 1)),
        right: walled || ((bits & E) === 0 && (closed || x < width - 1)),
      });
    }
    rows.push(row);
  }
  // The maze's openings are gaps in the closed outer wall (with closed false it is open already).
  for (const { x, y, side } of openingsOf(maze)) rows[y]![x]![WALL_OF_SIDE[side]] = false;
  return rows;
}

function checkClosed(closed: unknown): void {
  if (typeof closed !== "boolean") throw new InvalidArgumentError(`closed must be true or false, got ${describeValue(closed)}`);
}
