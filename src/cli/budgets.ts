// What the CLI will not start without --force, known from the format's measure() before any work: a picture over a
// pixel budget (at the default cell size a 12000×12000 maze is a 168014×168014-pixel png), and a --stream file larger
// than the free space where it goes. A stream states its size on stderr first, so 100 GB never comes as a surprise.

import { existsSync, statfsSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { OutputError, SizeLimitError } from "../base/errors.js";
import { DEFAULT_CELL_SIZE } from "../formats/drawing.js";
import type { Format, OutputMeasure, WriteOptions } from "../formats/index.js";
import { bytesText } from "./units.js";

/** Pictures above this many pixels are refused unless --pixel (1 bit per pixel, made for huge mazes) or --force. */
export const PIXEL_BUDGET = 100_000_000;

export interface BudgetFlags {
  pixel?: boolean;
  force?: boolean;
}

interface Size {
  readonly width: number;
  readonly height: number;
}

/** Throws SizeLimitError when the format draws this maze as a raster over PIXEL_BUDGET, naming the sizes that fit. */
export function checkPixelBudget(format: Format, size: Size, options: WriteOptions, flags: BudgetFlags): void {
  if (flags.force || flags.pixel) return;
  const pixels = format.measure?.(size, options).pixels;
  if (!pixels || area(pixels) <= PIXEL_BUDGET) return;
  const cellSize = options.cellSize ?? DEFAULT_CELL_SIZE;
  const fits = largestFittingCellSize(format, size, options, cellSize - 1);
  const pixel = pixelsAt(format, size, { ...options, wallWidth: 1, margin: 0 }, 1);
  const choices = [
    ...(fits === undefined ? [] : [`--cell-size ${fits} (${pixelsText(pixelsAt(format, size, options, fits))})`]),
    `--pixel (${pixelsText(pixel)}, 1 bit each)`,
  ];
  throw new SizeLimitError(
    `${format.name}: a ${size.width}×${size.height} maze at cell size ${cellSize} is a picture of ${pixelsText(pixels)} ` +
      `(${Math.round(area(pixels) / 1e6)} megapixels), over the budget of ${PIXEL_BUDGET / 1e6} megapixels; ` +
      `use ${choices.join(" or ")}, or --force to draw it anyway`,
  );
}

/** The picture's pixels at another cell size (a path band narrowed to fit it). */
function pixelsAt(format: Format, size: Size, options: WriteOptions, cellSize: number): { width: number; height: number } {
  const pathWidth = options.pathWidth === undefined ? {} : { pathWidth: Math.min(options.pathWidth, cellSize) };
  return format.measure!(size, { ...options, cellSize, ...pathWidth }).pixels!;
}

/** The largest cell size up to `below` whose picture fits the budget (pixels grow with the cell size), if any. */
function largestFittingCellSize(format: Format, size: Size, options: WriteOptions, below: number): number | undefined {
  const fits = (cellSize: number) => area(pixelsAt(format, size, options, cellSize)) <= PIXEL_BUDGET;
  if (below < 1 || !fits(1)) return undefined;
  let low = 1;
  let high = below;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** What --stream states on stderr before it starts: the output's size, or the picture's; a shard names its share. */
export function streamNote(format: Format, size: Size, measure: OutputMeasure | undefined, gzip: boolean, share?: string): string {
  const what = `${share ? `${share} of ` : ""}${size.width}×${size.height} cells in ${format.name}`;
  if (measure?.bytes !== undefined) {
    return `--stream writes ${measure.exact ? "" : "at most "}${bytesText(measure.bytes)} (${what})${gzip ? " before gzip" : ""}`;
  }
  if (measure?.pixels) return `--stream writes a ${format.name} of ${pixelsText(measure.pixels)} (${what}); its size depends on compression`;
  return `--stream writes ${what}`;
}

/**
 * Throws OutputError when an uncompressed file of exactly `measure.bytes` would not fit in the free space of the
 * output's file system (the temporary file is written in full before it replaces an older one). Stdout, devices and
 * sizes known only as a bound pass.
 */
export function checkFreeSpace(path: string | undefined, measure: OutputMeasure | undefined, gzip: boolean, force = false, free = freeBytes): void {
  if (force || gzip || path === undefined || path === "-" || measure?.bytes === undefined || !measure.exact) return;
  // A device or a pipe (/dev/null, a FIFO) is written in place: the free space beside it says nothing.
  if (existsSync(path) && !statSync(path).isFile()) return;
  const available = free(dirname(path));
  if (available === undefined || measure.bytes <= available) return;
  throw new OutputError(
    `--output ${path}: the stream is ${bytesText(measure.bytes)} and ${dirname(path)} has ${bytesText(available)} free; ` +
      "write it elsewhere, compress it with --gzip, or add --force to start anyway",
  );
}

/** Bytes free for this user on the file system holding `directory`, if the system says. */
function freeBytes(directory: string): number | undefined {
  try {
    const stats = statfsSync(directory);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

function area({ width, height }: { width: number; height: number }): number {
  return width * height;
}

function pixelsText({ width, height }: { width: number; height: number }): string {
  return `${width}×${height} pixels`;
}
