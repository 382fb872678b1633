// Tile grids for game engines: a W×H maze as the (2H+1)×(2W+1) wall/floor picture, cell (x, y) at tile
// (2x+1, 2y+1), the passage east of it at (2x+2, 2y+1) and south of it at (2x+1, 2y+2); corners and the
// outer wall are walls but for the maze's openings, and so is a cell a mask excludes (it has no passages, so its
// tiles stay walls).

import { checkOptionsObject, optionKeys } from "../base/arguments.js";
import { describeValue, InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import { type GenerateOptions, generate } from "../generate.js";
import { BORDER, cellIndex, E, S } from "../grid/layout.js";
import { checkMaze } from "../grid/validated.js";
import { Maze } from "../maze.js";
import { openingsOf } from "./openings.js";

/** The values written for walls and floors (defaults 1 and 0). */
export interface TileValues {
  readonly wall?: number;
  readonly floor?: number;
}

/** The keys of TileValues: any other key is refused by name. */
export const TILE_VALUE_KEYS = optionKeys<TileValues>()(["wall", "floor"]);

/** A tile grid, row-major: tile (x, y) at y·width + x. */
export interface TileGrid {
  readonly width: number;
  readonly height: number;
  readonly tiles: Uint8Array;
}

/** A Maze, or the options generate() takes to make one. */
export type MazeSource = Maze | GenerateOptions;

/** The most tiles tileGrid makes: what one typed array holds. */
export const MAX_GRID_TILES = 2 ** 32;
/** The most tiles tileRows makes: each is a JS number in an array (8 bytes, twice while the rows are cut), so 2^26 tiles take about 1 GiB of a heap of about 4. */
export const MAX_ROW_TILES = 2 ** 26;

/** The maze's tiles as one byte per tile: `{ width: 2W+1, height: 2H+1, tiles }`. */
export function tileGrid(source: MazeSource, values: TileValues = {}): TileGrid {
  checkOptionsObject(values, "tileGrid's tile values", TILE_VALUE_KEYS);
  const { wall, floor } = tileValues(values, true);
  const maze = mazeWithin(source, MAX_GRID_TILES, "tileGrid", "one typed array holds");
  const width = 2 * maze.width + 1;
  const height = 2 * maze.height + 1;
  const tiles = new Uint8Array(width * height);
  paintTiles(maze, tiles, width, tiles.length, wall, floor);
  return { width, height, tiles };
}

/** The maze's tiles as rows of numbers (`rows[y][x]`), the shape of a Phaser tilemap's `data`. */
export function tileRows(source: MazeSource, values: TileValues = {}): number[][] {
  checkOptionsObject(values, "tileRows' tile values", TILE_VALUE_KEYS);
  const { wall, floor } = tileValues(values, false);
  const maze = mazeWithin(source, MAX_ROW_TILES, "tileRows", "rows of JS numbers can take in a heap of about 4 GiB; tileGrid makes bytes");
  const width = 2 * maze.width + 1;
  const flat: number[] = [];
  paintTiles(maze, flat, width, width * (2 * maze.height + 1), wall, floor);
  const rows: number[][] = [];
  for (let start = 0; start < flat.length; start += width) rows.push(flat.slice(start, start + width));
  return rows;
}

/**
 * Refuses, before a maze is generated, a source whose (2W+1)·(2H+1) tiles are more than `most`: a Maze's size, or
 * the width and height (or the mask's) that generate() would be given. Sizes generate() would refuse pass to it.
 */
function checkTiles(source: MazeSource, most: number, what: string, why: string): void {
  if (typeof source !== "object" || source === null) return;
  const given = source as { width?: unknown; height?: unknown; mask?: { width?: unknown; height?: unknown } };
  const width = given.width ?? given.mask?.width;
  const height = given.height ?? given.mask?.height;
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || (width as number) < 1 || (height as number) < 1) return;
  const tiles = (2 * (width as number) + 1) * (2 * (height as number) + 1);
  if (tiles > most) {
    throw new SizeLimitError(
      `${what}: a ${width}×${height} maze has ${tiles} tiles, more than the ${most} ${why}; the largest square maze that fits is ${largestSquare(most)}×${largestSquare(most)}`,
    );
  }
}

/**
 * The source's maze, its tiles at most `most`: checked before generating (from the options) and again on the maze
 * made, whose size is the one the tiles take (a width getter could answer 2 to the first check and 4500 to generate(),
 * and tileRows then built 81 million tiles, 2.2 GB, past its limit of 2^26). A maze made here and refused is disposed.
 */
function mazeWithin(source: MazeSource, most: number, what: string, why: string): Maze {
  checkTiles(source, most, what, why);
  const maze = mazeOf(source);
  try {
    checkTiles(maze, most, what, why);
  } catch (error) {
    if (maze !== source) maze.dispose();
    throw error;
  }
  return maze;
}

/** The largest side n whose (2n+1)² tiles are at most `most`. */
function largestSquare(most: number): number {
  return Math.floor((Math.floor(Math.sqrt(most)) - 1) / 2);
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
 * maze's floors: cell (x, y) at tile (2x+1, 2y+1), with its east and south passages beside it, and its openings'
 * tiles in the outer wall.
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
  for (const { x, y, side } of openingsOf(maze)) {
    const step = side === "N" ? -stride : side === "S" ? stride : side === "W" ? -1 : 1;
    target[(2 * y + 1) * stride + 2 * x + 1 + step] = floor;
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
