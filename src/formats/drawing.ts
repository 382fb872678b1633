// The picture shared by svg and png: sizes in pixels, colours, and the heat map, validated once.
// Geometry: pitch = cellSize + wallWidth; the wall band i starts at margin + i·pitch and is wallWidth wide,
// cell x's floor follows it; the picture is 2·margin + W·pitch + wallWidth pixels wide (likewise down).
// The path is a pathWidth band centred in its cells, continued through the open walls between them.

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import type { Openings } from "../grid/data.js";
import { gridBytes, strideOf } from "../grid/layout.js";
import type { Colours, WriteOptions } from "./format.js";
import { HEAT_LEVELS, heatLevel, parseHexColour, type Rgb, samples, VIRIDIS } from "./palette.js";

/** The size of the maze drawn (a whole maze or a stream's header). */
export interface DrawnSize {
  readonly width: number;
  readonly height: number;
  /** Gaps drawn in the outer wall. */
  readonly openings?: Openings;
}

export const DEFAULT_COLOURS: Colours = {
  background: "#ffffff",
  wall: "#000000",
  path: "#d62728",
  start: "#2ca02c",
  goal: "#1f77b4",
  // The heat map's ends: by default viridis runs between these two; giving either draws a gradient in OKLab instead.
  near: VIRIDIS[0]!,
  far: VIRIDIS.at(-1)!,
};
export const DEFAULT_CELL_SIZE = 12;
export const DEFAULT_WALL_WIDTH = 2;
export const DEFAULT_MARGIN = 6;
/** A distance of 0xFFFFFFFF marks a cell the distance map did not reach. */
export const UNREACHED = 0xffffffff;
/** PNG stores each side as a u32 of at most 2^31 − 1; svg keeps the same limit. */
const MAX_PIXELS_ACROSS = 2 ** 31 - 1;

export interface Drawing {
  readonly cellSize: number;
  readonly wallWidth: number;
  readonly pathWidth: number;
  readonly margin: number;
  readonly pitch: number;
  /** Offset of the path band inside a cell's floor. */
  readonly pathInset: number;
  readonly pixelWidth: number;
  readonly pixelHeight: number;
  readonly colours: Readonly<Record<keyof Colours, Rgb>>;
  readonly heat: Heat | undefined;
  /** Pixels across a start or goal mark (a square centred on its cell's floor, drawn above everything else) and across
   *  the ring of background colour at its edge that sets it off from the heat map and the path. */
  readonly markSize: number;
  readonly markRing: number;
}

/** Validates the drawing options against the maze. */
export function resolveDrawing(format: string, maze: DrawnSize, options: WriteOptions): Drawing {
  const cellSize = pixels(format, "cellSize", options.cellSize ?? DEFAULT_CELL_SIZE, 1);
  const wallWidth = pixels(format, "wallWidth", options.wallWidth ?? DEFAULT_WALL_WIDTH, 1);
  const margin = pixels(format, "margin", options.margin ?? DEFAULT_MARGIN, 0);
  const pathWidth = pixels(format, "pathWidth", options.pathWidth ?? Math.max(1, Math.round(cellSize / 3)), 1);
  if (pathWidth > cellSize) throw new InvalidArgumentError(`${format}: pathWidth must be at most cellSize (${cellSize}), got ${describeValue(pathWidth)}`);
  const pitch = cellSize + wallWidth;
  const pixelWidth = 2 * margin + maze.width * pitch + wallWidth;
  const pixelHeight = 2 * margin + maze.height * pitch + wallWidth;
  if (pixelWidth > MAX_PIXELS_ACROSS || pixelHeight > MAX_PIXELS_ACROSS) {
    throw new InvalidArgumentError(
      `${format}: the picture would be ${pixelWidth}×${pixelHeight} pixels, above ${MAX_PIXELS_ACROSS} (2^31−1, PNG's limit) on a side; use a smaller cellSize or fewer cells`,
    );
  }
  const given = options.colours ?? {};
  for (const name of Object.keys(given)) {
    if (!Object.hasOwn(DEFAULT_COLOURS, name))
      throw new InvalidArgumentError(`${format}: unknown colour "${name}"; allowed: ${Object.keys(DEFAULT_COLOURS).join(", ")}`);
  }
  const colours = Object.fromEntries(
    (Object.keys(DEFAULT_COLOURS) as (keyof Colours)[]).map((name) => [name, parseColour(format, name, given[name] ?? DEFAULT_COLOURS[name])]),
  ) as Record<keyof Colours, Rgb>;
  const heat = options.distances
    ? new Heat(
        format,
        maze,
        options.distances,
        samples(HEAT_LEVELS, given.near === undefined ? undefined : colours.near, given.far === undefined ? undefined : colours.far),
      )
    : undefined;
  // A mark covers its cell's floor (the walls stay as they are); where floors are too small to see, it is a marker of
  // 1/MARK_SHARE of the picture's shorter side, at least MARK_MIN_PIXELS (a 4000×4000 maze at one pixel per cell: 200).
  const markSize = cellSize >= MARK_MIN_FLOOR ? cellSize : Math.max(cellSize, MARK_MIN_PIXELS, Math.round(Math.min(pixelWidth, pixelHeight) / MARK_SHARE));
  const markRing = Math.max(1, Math.round(markSize / 12));
  const pathInset = Math.floor((cellSize - pathWidth) / 2);
  return { cellSize, wallWidth, pathWidth, margin, pitch, pathInset, pixelWidth, pixelHeight, colours, heat, markSize, markRing };
}

const MARK_MIN_PIXELS = 5;
const MARK_SHARE = 40;
const MARK_MIN_FLOOR = 8;

/** The top-left pixel of the mark on cell (x, y): centred on the cell, moved inside the picture where a mark larger
 *  than the floor would stick out (so a corner's mark shows whole); writers clip a mark larger than the picture. */
export function markCorner(drawing: Drawing, [x, y]: readonly [number, number]): [left: number, top: number] {
  const offset = drawing.margin + drawing.wallWidth + Math.floor((drawing.cellSize - drawing.markSize) / 2);
  const inside = (at: number, side: number): number => Math.max(0, Math.min(at, side - drawing.markSize));
  return [inside(offset + x * drawing.pitch, drawing.pixelWidth), inside(offset + y * drawing.pitch, drawing.pixelHeight)];
}

function pixels(format: string, name: string, value: number, min: number): number {
  if (!Number.isSafeInteger(value) || value < min || value > 4096) {
    throw new InvalidArgumentError(`${format}: ${name} must be an integer in [${min}, 4096] (pixels), got ${describeValue(value)}`);
  }
  return value;
}

/** "#rgb" or "#rrggbb" to [r, g, b]. */
function parseColour(format: string, name: string, text: string): Rgb {
  return parseHexColour(text, `${format}: colour ${name}`);
}

/** Buck's distance colouring: each reached cell gets one of HEAT_LEVELS colours (palette.ts) from near (0) to far (the largest distance). */
export class Heat {
  readonly palette: readonly Rgb[];
  private readonly distances: Uint32Array;
  private readonly padded: boolean;
  private readonly width: number;
  private readonly farthest: number;

  constructor(format: string, maze: DrawnSize, distances: Uint32Array, palette: readonly Rgb[]) {
    const { width, height } = maze;
    this.padded = distances.length === gridBytes(width, height);
    if (!this.padded && distances.length !== width * height) {
      throw new InvalidArgumentError(
        `${format}: distances must hold W·H = ${width * height} values (row-major) or (W+2)·(H+2) = ${gridBytes(width, height)} (padded layout), got ${distances.length}`,
      );
    }
    this.distances = distances;
    this.width = width;
    let farthest = 0;
    for (const distance of distances) if (distance !== UNREACHED && distance > farthest) farthest = distance;
    this.farthest = farthest;
    this.palette = palette;
  }

  /** The heat level (0 .. HEAT_LEVELS−1) of cell (x, y), or −1 when it was not reached. */
  level(x: number, y: number): number {
    const distance = this.distances[this.padded ? (y + 1) * strideOf(this.width) + x + 1 : y * this.width + x]!;
    return heatLevel(distance, this.farthest, this.palette.length);
  }
}
