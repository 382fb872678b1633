// Mazes as grid maps, in the Moving AI maze family's geometry: corridors C pixels wide, walls 1 pixel wide, so a
// W×H maze is a (W·(C+1)+1)×(H·(C+1)+1) map (padded with blocked pixels on the right and bottom up to a given
// size). Cell (x, y) is the C×C square from pixel (x·(C+1)+1, y·(C+1)+1); an open passage east or south opens
// the C pixels of wall beside it; the wall's crossings stay blocked. Openings in the outer wall are not drawn.
// Back: a (2W+1)×(2H+1) map whose odd pixels are all open and whose even crossings are all blocked is a cell maze
// (each open passage of the terrain class of the two cells it joins, as the map's moves stay within a class).

import { checkOptionsObject, optionKeys } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import type { MazeData } from "../grid/data.js";
import { BORDER, cellIndex, E, gridBytes, initGrid, N, S, W } from "../grid/layout.js";
import { checkMaze } from "../grid/validated.js";
import { Maze } from "../maze.js";
import { checkGridMap, checkMapSize, GridMap } from "./map.js";

const OPEN = 0x2e; // "."
const WALL = 0x40; // "@"

/** The widest corridor, in pixels. */
const MOST_CORRIDOR = 1024;
/** The most cells mapSide takes along a side: more than any maze has, and its side in pixels stays a safe integer. */
const MOST_SIDE_CELLS = 2 ** 32;

function checkCorridor(corridor: unknown, what: string): asserts corridor is number {
  if (!Number.isSafeInteger(corridor) || (corridor as number) < 1 || (corridor as number) > MOST_CORRIDOR)
    throw new InvalidArgumentError(`${what} must be an integer from 1 to ${MOST_CORRIDOR} pixels, got ${describeValue(corridor)}`);
}

/** The side in pixels of `cells` cells with corridors `corridor` wide. */
export function mapSide(cells: number, corridor: number): number {
  if (!Number.isSafeInteger(cells) || cells < 0 || cells > MOST_SIDE_CELLS)
    throw new InvalidArgumentError(`mapSide's cells must be an integer from 0 to ${MOST_SIDE_CELLS}, got ${describeValue(cells)}`);
  checkCorridor(corridor, "mapSide's corridor");
  return cells * (corridor + 1) + 1;
}

/** The most cells along a side of `pixels` pixels with corridors `corridor` wide (the published mazes: 512 pixels). */
export function cellsForPixels(pixels: number, corridor: number): number {
  if (!Number.isSafeInteger(pixels) || pixels < 1)
    throw new InvalidArgumentError(`cellsForPixels's pixels must be a positive integer, got ${describeValue(pixels)}`);
  checkCorridor(corridor, "cellsForPixels's corridor");
  return Math.floor((pixels - 1) / (corridor + 1));
}

export interface ExportOptions {
  /** Corridor width in pixels (default 1). */
  corridor?: number;
  /** The map's width and height in pixels, at least the maze's (default: the maze's own). */
  size?: readonly [width: number, height: number];
}

/** The keys mazeToGridMap() takes: any other key is refused by name. */
export const EXPORT_OPTION_KEYS = optionKeys<ExportOptions>()(["corridor", "size"]);

/** A maze as a grid map ("." open, "@" wall). */
export function mazeToGridMap(given: MazeData, options: ExportOptions = {}): GridMap {
  // Checked as the adapters check a maze (no backend checks it here): a maze whose width was changed, or whose
  // cells break the grid contract, is refused rather than drawn at the wrong size. Its fields are read once, here.
  const maze = checkMaze(given);
  checkOptionsObject(options, "mazeToGridMap's options", EXPORT_OPTION_KEYS);
  const corridor = options.corridor ?? 1;
  checkCorridor(corridor, "corridor");
  const pitch = corridor + 1;
  const [needX, needY] = [mapSide(maze.width, corridor), mapSide(maze.height, corridor)];
  const size = options.size;
  if (size !== undefined && (!Array.isArray(size) || size.length !== 2))
    throw new InvalidArgumentError(`the map size must be [width, height] in pixels, got ${describeValue(size)}`);
  const [width, height] = size ?? [needX, needY];
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < needX || height < needY)
    throw new InvalidArgumentError(`the map size must be at least ${needX}×${needY} pixels for this maze and corridor, got ${describeValue(options.size)}`);
  checkMapSize(width, height);
  const terrain = new Uint8Array(width * height).fill(WALL);
  const cells = maze.cells;
  const fill = (left: number, top: number, w: number, h: number) => {
    for (let y = top; y < top + h; y++) terrain.fill(OPEN, y * width + left, y * width + left + w);
  };
  for (let y = 0; y < maze.height; y++) {
    for (let x = 0; x < maze.width; x++) {
      const bits = cells[cellIndex(maze.width, x, y)]!;
      if (bits & BORDER) continue;
      const [left, top] = [x * pitch + 1, y * pitch + 1];
      fill(left, top, corridor, corridor);
      if (bits & E) fill(left + corridor, top, 1, corridor);
      if (bits & S) fill(left, top + corridor, corridor, 1);
    }
  }
  return new GridMap(width, height, terrain);
}

/** The cell maze a (2W+1)×(2H+1) map with 1-pixel corridors draws; InvalidArgumentError naming the first pixel that is not one. */
export function gridMapToMaze(map: GridMap): Maze {
  checkGridMap(map, "gridMapToMaze's map");
  if (map.width < 3 || map.height < 3 || map.width % 2 === 0 || map.height % 2 === 0)
    throw new InvalidArgumentError(`a cell maze's map is (2W+1)×(2H+1) pixels (odd sides from 3), got ${map.width}×${map.height}`);
  const [width, height] = [(map.width - 1) / 2, (map.height - 1) / 2];
  const cells = new Uint8Array(gridBytes(width, height));
  initGrid(cells, width, height, 0);
  const open = (x: number, y: number) => map.classAt(x, y) !== 0;
  for (let py = 0; py < map.height; py++) {
    for (let px = 0; px < map.width; px++) {
      const oddX = px % 2 === 1;
      const oddY = py % 2 === 1;
      const border = px === 0 || py === 0 || px === map.width - 1 || py === map.height - 1;
      const mustBeOpen = oddX && oddY;
      const mustBeBlocked = border || (!oddX && !oddY);
      if ((mustBeOpen && !open(px, py)) || (mustBeBlocked && open(px, py)))
        throw new InvalidArgumentError(
          `pixel (${px}, ${py}) is ${describeValue(map.at(px, py))}: a cell maze's map has open cells at odd (x, y), blocked crossings at even ones and a blocked border`,
        );
    }
  }
  // An open pixel between two cells is a passage only if the map's moves cross it: they stay within one class, so
  // land beside water (".W.") would be a passage the map's solvers never take; refused rather than drawn.
  const passage = (px: number, py: number, ax: number, ay: number, bx: number, by: number): boolean => {
    if (!open(px, py)) return false;
    const cls = map.classAt(px, py);
    if (map.classAt(ax, ay) !== cls || map.classAt(bx, by) !== cls)
      throw new InvalidArgumentError(
        `pixel (${px}, ${py}) is ${describeValue(map.at(px, py))} between ${describeValue(map.at(ax, ay))} and ${describeValue(map.at(bx, by))}: a cell maze's passage and the two cells it joins must be one class (land . G S, or water W), as the map's moves stay within one`,
      );
    return true;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = cellIndex(width, x, y);
      if (x + 1 < width && passage(2 * x + 2, 2 * y + 1, 2 * x + 1, 2 * y + 1, 2 * x + 3, 2 * y + 1)) {
        cells[index]! |= E;
        cells[index + 1]! |= W;
      }
      if (y + 1 < height && passage(2 * x + 1, 2 * y + 2, 2 * x + 1, 2 * y + 1, 2 * x + 1, 2 * y + 3)) {
        cells[index]! |= S;
        cells[index + width + 2]! |= N;
      }
    }
  }
  return new Maze(width, height, cells, "movingai", null);
}
