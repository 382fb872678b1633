// Tile grids for game engines: a W×H maze as the (2H+1)×(2W+1) wall/floor picture, cell (x, y) at tile
// (2x+1, 2y+1), the passage east of it at (2x+2, 2y+1) and south of it at (2x+1, 2y+2); corners and the
// outer wall are walls, and so is a cell a mask excludes (it has no passages, so its tiles stay walls).

import { checkOptionsObject } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { type GenerateOptions, generate } from "../generate.js";
import { BORDER, cellIndex, E, S } from "../grid/layout.js";
import { checkMaze } from "../grid/validated.js";
import { Maze } from "../maze.js";

/** The values written for walls and floors (defaults 1 and 0). */
export interface TileValues {
  readonly wall?: number;
  readonly floor?: number;
}

/** A tile grid, row-major: tile (x, y) at y·width + x. */
export interface TileGrid {
  readonly width: number;
  readonly height: number;
  readonly tiles: Uint8Array;
}

/** A Maze, or the options generate() takes to make one. */
export type MazeSource = Maze | GenerateOptions;

/** The maze's tiles as one byte per tile: `{ width: 2W+1, height: 2H+1, tiles }`. */
export function tileGrid(source: MazeSource, values: TileValues = {}): TileGrid {
  checkOptionsObject(values, "tile values");
  const { wall, floor } = tileValues(values, true);
  const maze = mazeOf(source);
  const width = 2 * maze.width + 1;
  const height = 2 * maze.height + 1;
  const tiles = new Uint8Array(width * height);
  paintTiles(maze, tiles, width, tiles.length, wall, floor);
  return { width, height, tiles };
}

/** The maze's tiles as rows of numbers (`rows[y][x]`), the shape of a Phaser tilemap's `data`. */
export function tileRows(source: MazeSource, values: TileValues = {}): number[][] {
  checkOptionsObject(values, "tile values");
  const { wall, floor } = tileValues(values, false);
  const maze = mazeOf(source);
  const width = 2 * maze.width + 1;
  const flat: number[] = [];
  paintTiles(maze, flat, width, width * (2 * maze.height + 1), wall, floor);
  const rows: number[][] = [];
  for (let start = 0; start < flat.length; start += width) rows.push(flat.slice(start, start + width));
  return rows;
}

/** The Maze itself (checked against the grid contract once), or a new one from generate(). */
export function mazeOf(source: MazeSource): Maze {
  if (source instanceof Maze) {
    checkMaze(source);
    return source;
  }
  return generate(source);
}

/**
 * Fills `total` tiles of a row-major grid `stride` tiles wide (at least 2W+1) with walls, then opens the
 * maze's floors: cell (x, y) at tile (2x+1, 2y+1), with its east and south passages beside it.
 */
export function paintTiles(maze: Maze, target: { [index: number]: number }, stride: number, total: number, wall: number, floor: number): void {
  for (let index = 0; index < total; index++) target[index] = wall;
  const { width, height, cells } = maze;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bits = cells[cellIndex(width, x, y)]!;
      if (bits === BORDER) continue;
      const tile = (2 * y + 1) * stride + 2 * x + 1;
      target[tile] = floor;
      if (bits & E) target[tile + 1] = floor;
      if (bits & S) target[tile + stride] = floor;
    }
  }
}

function tileValues(values: TileValues, bytes: boolean): { wall: number; floor: number } {
  const result = { wall: values.wall ?? 1, floor: values.floor ?? 0 };
  for (const [name, value] of Object.entries(result)) {
    const ok = bytes ? Number.isInteger(value) && value >= 0 && value <= 255 : typeof value === "number" && Number.isFinite(value);
    if (!ok) throw new InvalidArgumentError(`the ${name} value must be ${bytes ? "an integer in [0, 255]" : "a finite number"}, got ${describeValue(value)}`);
  }
  return result;
}
