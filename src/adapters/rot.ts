// rot.js's map interface (ROT.Map.EllerMaze, IceyMaze): `new DaedalusMaze(width, height, options).create(callback)`
// calls callback(x, y, value) for every tile, x outer and y inner as rot.js does, with 1 for a wall and 0 for a
// floor. Sizes are in tiles and reduce to cells as rot.js's mazes reduce them: a W×H tile map holds
// floor((W−1)/2)×floor((H−1)/2) cells, cell (i, j) at tile (2i+1, 2j+1); an even size leaves its last column
// (or row) as wall beside the maze's outer wall. rot-js itself is not imported: this only has its shape.

import { checkOptionsObject, optionKeys } from "../base/arguments.js";
import { DaedalusError, describeValue, InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import { type GenerateOptions, generate } from "../generate.js";
import type { Maze } from "../maze.js";
import { MAX_GRID_TILES, paintTiles } from "./tiles.js";

/** rot.js's `CreateCallback`: called once per tile, 1 = wall, 0 = floor. */
export type RotCreateCallback = (x: number, y: number, contents: number) => unknown;

/** What DaedalusMaze passes on to generate(): the algorithm, seed, generator options and backend. */
export type RotMazeOptions = Pick<GenerateOptions, "algorithm" | "seed" | "options" | "backend">;

/** The keys DaedalusMaze takes: any other key (the size among them: it is the constructor's) is refused by name. */
export const ROT_MAZE_OPTION_KEYS = optionKeys<RotMazeOptions>()(["algorithm", "seed", "options", "backend"]);

/** rot.js's default map size (ROT.DEFAULT_WIDTH × ROT.DEFAULT_HEIGHT). */
export const ROT_DEFAULT_WIDTH = 80;
export const ROT_DEFAULT_HEIGHT = 25;

/** Cells along a side of `tiles` tiles, as rot.js's EllerMaze and IceyMaze count them; a size that is not an integer goes to generate() as given. */
export function cellsForTiles(tiles: number): number {
  return Number.isSafeInteger(tiles) ? Math.floor((tiles - 1) / 2) : tiles;
}

/** Refuses, before a maze is generated, a map whose tiles create() could not hold in one typed array. */
function checkTileCount(width: unknown, height: unknown): void {
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || (width as number) < 1 || (height as number) < 1) return;
  const tiles = (width as number) * (height as number);
  if (tiles > MAX_GRID_TILES) {
    const side = Math.floor(Math.sqrt(MAX_GRID_TILES));
    throw new SizeLimitError(
      `rot.js map of ${width}×${height} tiles: ${tiles} tiles, more than the ${MAX_GRID_TILES} one typed array holds; the largest square map that fits is ${side}×${side} tiles`,
    );
  }
}

/** A daedalus maze with rot.js's map interface. The maze is generated (and its inputs validated) on construction. */
export class DaedalusMaze {
  readonly _width: number;
  readonly _height: number;
  /** The daedalus maze behind the tiles (its seed, algorithm, cells). */
  readonly maze: Maze;

  constructor(width = ROT_DEFAULT_WIDTH, height = ROT_DEFAULT_HEIGHT, options: RotMazeOptions = {}) {
    checkOptionsObject(options, "DaedalusMaze's options", ROT_MAZE_OPTION_KEYS);
    checkTileCount(width, height);
    this._width = width;
    this._height = height;
    const cellWidth = cellsForTiles(width);
    const cellHeight = cellsForTiles(height);
    try {
      this.maze = generate({ ...options, width: cellWidth, height: cellHeight });
    } catch (error) {
      // The same error generate() throws, told which tile size it came from.
      if (error instanceof DaedalusError)
        error.message = `rot.js map of ${describeValue(width)}×${describeValue(height)} tiles (${describeValue(cellWidth)}×${describeValue(cellHeight)} cells): ${error.message}`;
      throw error;
    }
  }

  /** Calls `callback(x, y, value)` for every tile (x outer, y inner, as rot.js does); returns this. */
  create(callback?: RotCreateCallback): this {
    if (!callback) return this;
    if (typeof callback !== "function") throw new InvalidArgumentError(`create(callback) needs a function (x, y, value), got ${describeValue(callback)}`);
    const width = this._width;
    const height = this._height;
    const tiles = new Uint8Array(width * height);
    paintTiles(this.maze, tiles, width, tiles.length, 1, 0);
    for (let x = 0; x < width; x++) {
      for (let y = 0; y < height; y++) callback(x, y, tiles[y * width + x]!);
    }
    return this;
  }
}
