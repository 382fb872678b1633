// The picture shared by svg and png: sizes in pixels, colours, and the heat map, validated once.
// Geometry: pitch = cellSize + wallWidth; the wall band i starts at margin + i·pitch and is wallWidth wide,
// cell x's floor follows it; the picture is 2·margin + W·pitch + wallWidth pixels wide (likewise down).
// The path is a pathWidth band centred in its cells, continued through the open walls between them.

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { gridBytes, strideOf } from "../grid/layout.js";
import type { Colours, WriteOptions } from "./format.js";

/** The size of the maze drawn (a whole maze or a stream's header). */
export interface DrawnSize {
  readonly width: number;
  readonly height: number;
}

export const DEFAULT_COLOURS: Colours = {
  background: "#ffffff",
  wall: "#000000",
  path: "#d62728",
  start: "#2ca02c",
  goal: "#1f77b4",
  near: "#fff7bc",
  far: "#7f2704",
};
export const DEFAULT_CELL_SIZE = 12;
export const DEFAULT_WALL_WIDTH = 2;
export const DEFAULT_MARGIN = 6;
/** Heat levels: distances are quantised to this many colours (png palette indices 5..255). */
export const HEAT_LEVELS = 251;
/** A distance of 0xFFFFFFFF marks a cell the distance map did not reach. */
export const UNREACHED = 0xffffffff;
/** PNG stores each side as a u32 of at most 2^31 − 1; svg keeps the same limit. */
const MAX_PIXELS_ACROSS = 2 ** 31 - 1;

export type Rgb = readonly [red: number, green: number, blue: number];

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
    if (!(name in DEFAULT_COLOURS)) throw new InvalidArgumentError(`${format}: unknown colour "${name}"; allowed: ${Object.keys(DEFAULT_COLOURS).join(", ")}`);
  }
  const colours = Object.fromEntries(
    (Object.keys(DEFAULT_COLOURS) as (keyof Colours)[]).map((name) => [name, parseColour(format, name, given[name] ?? DEFAULT_COLOURS[name])]),
  ) as Record<keyof Colours, Rgb>;
  const heat = options.distances ? new Heat(format, maze, options.distances, colours.near, colours.far) : undefined;
  return { cellSize, wallWidth, pathWidth, margin, pitch, pathInset: Math.floor((cellSize - pathWidth) / 2), pixelWidth, pixelHeight, colours, heat };
}

function pixels(format: string, name: string, value: number, min: number): number {
  if (!Number.isSafeInteger(value) || value < min || value > 4096) {
    throw new InvalidArgumentError(`${format}: ${name} must be an integer in [${min}, 4096] (pixels), got ${describeValue(value)}`);
  }
  return value;
}

/** "#rgb" or "#rrggbb" to [r, g, b]. */
function parseColour(format: string, name: string, text: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text);
  if (!match) throw new InvalidArgumentError(`${format}: colour ${name} must be "#rgb" or "#rrggbb", got ${JSON.stringify(text)}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join("") : match[1]!;
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as unknown as Rgb;
}

export function hexColour([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

/** Buck's distance colouring: each reached cell gets one of HEAT_LEVELS colours from near (0) to far (the largest distance). */
export class Heat {
  readonly palette: readonly Rgb[];
  private readonly distances: Uint32Array;
  private readonly padded: boolean;
  private readonly width: number;
  private readonly farthest: number;

  constructor(format: string, maze: DrawnSize, distances: Uint32Array, near: Rgb, far: Rgb) {
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
    this.palette = Array.from({ length: HEAT_LEVELS }, (_, level) => {
      const t = level / (HEAT_LEVELS - 1);
      return near.map((value, channel) => Math.round(value + (far[channel]! - value) * t)) as unknown as Rgb;
    });
  }

  /** The heat level (0 .. HEAT_LEVELS−1) of cell (x, y), or −1 when it was not reached. */
  level(x: number, y: number): number {
    const distance = this.distances[this.padded ? (y + 1) * strideOf(this.width) + x + 1 : y * this.width + x]!;
    if (distance === UNREACHED) return -1;
    return this.farthest === 0 ? 0 : Math.floor((distance * (HEAT_LEVELS - 1)) / this.farthest);
  }
}
