// A mask: the cells excluded from a maze. Excluded cells hold BORDER inside the maze, like the padding, so
// algorithms see them as already used and closed. The included cells must be connected (a maze is one piece).
// A mask is cropped when it is made: rows and columns on its edges with no included cell are dropped, so the maze
// is the bounding box of the included cells (`left` and `top` say where that box sat in the picture).

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { BORDER, cellIndex, gridBytes, initGrid, offsetsFor, strideOf } from "../grid/layout.js";

/** Makes the error for a bad mask; x and y (0-based, in the picture as given) name the cell at fault when there is one. */
export type MaskError = (message: string, x?: number, y?: number) => Error;

/** How a kind of mask tells excluded cells from included ones, as its errors name it. */
export interface MaskConvention {
  /** The convention, e.g. "# marks an excluded cell, . an included one". */
  readonly legend: string;
  /** How to draw the picture the other way round, e.g. "swap # and .". */
  readonly swap: string;
}

/** The convention of masks made in code (createMask). */
const CODE_CONVENTION: MaskConvention = { legend: "isExcluded(x, y) is true for an excluded cell", swap: "negate isExcluded" };

/** The bounding box of the included cells in the picture, and what is left of it after cropping. */
interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export class Mask {
  /** Width of the cropped mask: the maze's width. */
  readonly width: number;
  /** Height of the cropped mask: the maze's height. */
  readonly height: number;
  /** Padded layout: BORDER on the padding and on excluded cells, 0 on included cells (what a masked generation starts from). */
  readonly grid: Uint8Array;
  /** Number of included cells: at least one, all connected. */
  readonly included: number;
  /** Columns dropped on the left of the picture by cropping: the mask's cell (x, y) is the picture's (x + left, y + top). */
  readonly left: number;
  /** Rows dropped at the top of the picture by cropping. */
  readonly top: number;

  private constructor(width: number, height: number, grid: Uint8Array, included: number, left: number, top: number) {
    this.width = width;
    this.height = height;
    this.grid = grid;
    this.included = included;
    this.left = left;
    this.top = top;
  }

  /** A mask already validated elsewhere, from its fields (one sent to a worker thread arrives as plain data). */
  static restore({
    width,
    height,
    grid,
    included,
    left = 0,
    top = 0,
  }: {
    width: number;
    height: number;
    grid: Uint8Array;
    included: number;
    left?: number;
    top?: number;
  }): Mask {
    // Trusted for what it says (its cells connected), but not for its shape: a wrong field is named, not a wild read.
    const whole = (value: unknown, min: number): boolean => typeof value === "number" && Number.isInteger(value) && value >= min;
    if (!whole(width, 1) || !whole(height, 1) || !whole(left, 0) || !whole(top, 0))
      throw new InvalidArgumentError(
        `Mask.restore: width and height must be integers ≥ 1, left and top ≥ 0, got ${describeValue(width)}×${describeValue(height)}`,
      );
    if (!(grid instanceof Uint8Array) || grid.length !== gridBytes(width, height))
      throw new InvalidArgumentError(
        `Mask.restore: grid must be a Uint8Array of ${gridBytes(width, height)} bytes (the padded ${width}×${height} layout), got ${describeValue(grid)}`,
      );
    if (!whole(included, 1) || included > width * height)
      throw new InvalidArgumentError(`Mask.restore: included must be an integer from 1 to ${width * height}, got ${describeValue(included)}`);
    return new Mask(width, height, grid, included, left, top);
  }

  /** Whether cell (x, y) of the cropped mask is excluded from the maze. */
  excludes(x: number, y: number): boolean {
    return this.grid[cellIndex(this.width, x, y)] === BORDER;
  }

  /**
   * Builds a mask cropped to its included cells, rejecting one with no included cell or whose included cells are not
   * connected; the errors name the convention, and suggest swapping it when the picture drawn the other way round would do.
   */
  static build(
    width: number,
    height: number,
    isExcluded: (x: number, y: number) => boolean,
    fail: MaskError,
    convention: MaskConvention = CODE_CONVENTION,
  ): Mask {
    const grid = new Uint8Array(gridBytes(width, height));
    initGrid(grid, width, height, 0);
    let included = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (isExcluded(x, y)) grid[cellIndex(width, x, y)] = BORDER;
        else included++;
      }
    }
    if (included === 0) {
      throw fail(
        `every cell is excluded (${convention.legend}); a mask needs at least one included cell: ${convention.swap} to use the picture the other way round`,
      );
    }
    const stray = firstUnconnected(grid, width, height, included, "included");
    if (stray !== undefined) {
      const [x, y] = stray;
      const [firstX, firstY] = firstOf(grid, width, height, "included");
      const swapped = swappedIsConnected(grid, width, height, included)
        ? `; the other way round the picture is connected: ${convention.swap} to generate inside the cells now excluded`
        : "";
      throw fail(`the included cells are not connected: (${x}, ${y}) cannot be reached from (${firstX}, ${firstY}) (${convention.legend})${swapped}`, x, y);
    }
    const box = includedBox(grid, width, height);
    if (box.width === width && box.height === height) return new Mask(width, height, grid, included, 0, 0);
    return new Mask(box.width, box.height, crop(grid, width, box), included, box.left, box.top);
  }
}

/** A mask made in code: cells where isExcluded(x, y) is true are left out (then cropped to the included cells). */
export function createMask(width: number, height: number, isExcluded: (x: number, y: number) => boolean): Mask {
  for (const [name, value] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 1) throw new InvalidArgumentError(`mask ${name} must be a positive integer, got ${describeValue(value)}`);
  }
  if (typeof isExcluded !== "function") throw new InvalidArgumentError(`createMask needs isExcluded(x, y) as a function, got ${describeValue(isExcluded)}`);
  return Mask.build(width, height, isExcluded, (message) => new InvalidArgumentError(`mask: ${message}`));
}

/** Which cells a connectivity search walks: the included ones, or, for the picture the other way round, the excluded ones. */
type Side = "included" | "excluded";

/** Whether the cell at a padded index is on that side (the padding, BORDER like excluded cells, is on neither). */
function onSide(grid: Uint8Array, width: number, height: number, cell: number, side: Side): boolean {
  if (side === "included") return grid[cell] !== BORDER;
  if (grid[cell] !== BORDER) return false;
  const stride = strideOf(width);
  const x = cell % stride;
  const y = (cell - x) / stride;
  return x > 0 && x <= width && y > 0 && y <= height;
}

/** The first cell (row-major) on that side. */
function firstOf(grid: Uint8Array, width: number, height: number, side: Side): [number, number] {
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (onSide(grid, width, height, cellIndex(width, x, y), side)) return [x, y];
  }
  return [0, 0];
}

/** The first cell (row-major) of the `count` cells on that side not connected to the first of them, or undefined when all are. */
function firstUnconnected(grid: Uint8Array, width: number, height: number, count: number, side: Side): [number, number] | undefined {
  const offsets = offsetsFor(strideOf(width));
  const [firstX, firstY] = firstOf(grid, width, height, side);
  const seen = new Uint8Array(grid.length);
  const queue = new Uint32Array(count);
  queue[0] = cellIndex(width, firstX, firstY);
  seen[queue[0]!] = 1;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const cell = queue[head++]!;
    for (let d = 0; d < 4; d++) {
      const next = cell + offsets[d]!;
      if (seen[next] || !onSide(grid, width, height, next, side)) continue;
      seen[next] = 1;
      queue[tail++] = next;
    }
  }
  if (tail === count) return undefined;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cell = cellIndex(width, x, y);
      if (onSide(grid, width, height, cell, side) && !seen[cell]) return [x, y];
    }
  }
  return undefined;
}

/** Whether the excluded cells, taken as the included ones, would make a valid mask (at least one, all connected). */
function swappedIsConnected(grid: Uint8Array, width: number, height: number, included: number): boolean {
  const excluded = width * height - included;
  return excluded > 0 && firstUnconnected(grid, width, height, excluded, "excluded") === undefined;
}

/** The bounding box of the included cells. */
function includedBox(grid: Uint8Array, width: number, height: number): Box {
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (grid[cellIndex(width, x, y)] === BORDER) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = y;
    }
  }
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/** The padded grid of the box's cells. */
function crop(grid: Uint8Array, width: number, box: Box): Uint8Array {
  const cropped = new Uint8Array(gridBytes(box.width, box.height));
  initGrid(cropped, box.width, box.height, 0);
  for (let y = 0; y < box.height; y++) {
    const from = cellIndex(width, box.left, box.top + y);
    cropped.set(grid.subarray(from, from + box.width), cellIndex(box.width, 0, y));
  }
  return cropped;
}
