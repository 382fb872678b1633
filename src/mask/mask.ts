// A mask: the cells excluded from a maze. Excluded cells hold BORDER inside the maze, like the padding, so
// algorithms see them as already used and closed. The included cells must be connected (a maze is one piece).
// A mask is cropped when it is made: rows and columns on its edges with no included cell are dropped, so the maze
// is the bounding box of the included cells (`left` and `top` say where that box sat in the picture).

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { BORDER, cellIndex, gridBytes, initGrid, strideOf } from "../grid/layout.js";
import { checkReadSize } from "../grid/size.js";
import { fingerprint } from "../grid/validated.js";

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

/** The masks this module made: checkedMask tells them from objects forged to look like one. */
const constructed = new WeakSet<object>();

/**
 * Masks known valid (built and checked by Mask.build, or passed by checkedMask) with their fields and a fingerprint
 * of their grid as they were then: a mask unchanged since is not walked again (the full check costs about as much
 * as a masked generation; the fingerprint a thirtieth of it).
 */
const verified = new WeakMap<Mask, string>();

/** A mask's fields and its grid's fingerprint, as one key. */
function stateOf(mask: Mask, grid: Uint8Array): string {
  return `${mask.width} ${mask.height} ${mask.included} ${mask.left} ${mask.top} ${fingerprint(grid)}`;
}

function remember(mask: Mask): Mask {
  verified.set(mask, stateOf(mask, mask.grid));
  return mask;
}

/** Checks and crops a padded grid (BORDER on the padding and the excluded cells, 0 on the included ones) into a Mask. */
let finish: (width: number, height: number, grid: Uint8Array, included: number, fail: MaskError, convention: MaskConvention) => Mask;

/**
 * A mask from a padded grid already classified (BORDER on the padding and on the excluded cells, 0 on the `included`
 * others): what Mask.build does after asking isExcluded of each cell. The grid is kept (or cropped), not copied.
 */
export function maskFromGrid(width: number, height: number, grid: Uint8Array, included: number, fail: MaskError, convention: MaskConvention): Mask {
  return finish(width, height, grid, included, fail, convention);
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
    constructed.add(this);
  }

  /** A mask already validated elsewhere, from its fields (one sent to a worker thread arrives as plain data). */
  static restore(fields: { width: number; height: number; grid: Uint8Array; included: number; left?: number; top?: number }): Mask {
    if (typeof fields !== "object" || fields === null || Array.isArray(fields))
      throw new InvalidArgumentError(`Mask.restore takes a mask's fields { width, height, grid, included, left?, top? }, got ${describeValue(fields)}`);
    const { width, height, grid, included, left = 0, top = 0 } = fields;
    // Trusted for what it says (its cells connected), but not for its shape: a wrong field is named, not a wild read.
    // Safe integers: an offset of 2^60 was restored, and only a later generate refused the mask.
    const whole = (value: unknown, min: number): boolean => Number.isSafeInteger(value) && (value as number) >= min;
    if (!whole(width, 1) || !whole(height, 1) || !whole(left, 0) || !whole(top, 0))
      throw new InvalidArgumentError(
        `Mask.restore: width and height must be safe integers ≥ 1, left and top ≥ 0, got ${describeValue(width)}×${describeValue(height)} at (${describeValue(left)}, ${describeValue(top)})`,
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
    // Off the mask it read the padding (true) or past the grid (false): a wrong answer, not an error.
    if (!Number.isInteger(x) || x < 0 || x >= this.width || !Number.isInteger(y) || y < 0 || y >= this.height)
      throw new InvalidArgumentError(`cell (${describeValue(x)}, ${describeValue(y)}) is outside the ${this.width}×${this.height} mask`);
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
    return finish(width, height, grid, included, fail, convention);
  }

  static {
    finish = (width, height, grid, included, fail, convention) => {
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
      if (box.width === width && box.height === height) return remember(new Mask(width, height, grid, included, 0, 0));
      return remember(new Mask(box.width, box.height, crop(grid, width, box), included, box.left, box.top));
    };
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
  // Before the padded grid is allocated (1×2^32 threw a raw RangeError), as readers check the sizes they find.
  checkReadSize("createMask", "its width and height", width, height);
  return Mask.build(width, height, isExcluded, (message) => new InvalidArgumentError(`mask: ${message}`));
}

/**
 * A Mask given to the API, checked in full before any work (its fields are public and its grid's bytes can be changed
 * after it was made): a Mask this module made, its width and height positive integers (left and top ≥ 0), its grid
 * exactly the padded layout holding BORDER on the padding and 0 (included) or BORDER (excluded) on each cell,
 * `included` their count (at least one), the included cells connected. Returns a copy whose bytes are the ones checked.
 */
export function checkedMask(value: unknown, what = "mask"): Mask {
  if (typeof value !== "object" || value === null || !constructed.has(value)) {
    throw new InvalidArgumentError(
      `${what} must be a Mask (from maskFromText, maskFromPng, createMask, or Mask.restore for a mask's fields), got ${describeValue(value)}`,
    );
  }
  const { width, height, grid, included, left, top } = value as Mask;
  for (const [name, field, min] of [
    ["width", width, 1],
    ["height", height, 1],
    ["left", left, 0],
    ["top", top, 0],
  ] as const) {
    if (!Number.isSafeInteger(field) || field < min) {
      throw new InvalidArgumentError(`${what}.${name} must be an integer ≥ ${min}, got ${describeValue(field)}`);
    }
  }
  const bytes = gridBytes(width, height);
  // A copy by the typed array's own length (no getter of a subclass or a Proxy runs): the bytes checked are the bytes used.
  const copy = ArrayBuffer.isView(grid) && grid instanceof Uint8Array ? new Uint8Array(grid) : undefined;
  if (copy === undefined || copy.length !== bytes) {
    const given = copy === undefined ? describeValue(grid) : `${copy.length} bytes`;
    throw new InvalidArgumentError(`${what}.grid must be a Uint8Array of ${bytes} bytes (the padded ${width}×${height} layout), got ${given}`);
  }
  if (verified.get(value as Mask) === stateOf(value as Mask, copy)) return Mask.restore({ width, height, grid: copy, included, left, top });
  const count = checkMaskBytes(copy, width, height, what);
  if (count === 0) throw new InvalidArgumentError(`${what} excludes every cell; a mask needs at least one included cell`);
  if (included !== count) {
    throw new InvalidArgumentError(`${what}.included must be ${count}, the number of included cells (0 bytes) in its grid, got ${describeValue(included)}`);
  }
  const stray = firstUnconnected(copy, width, height, count, "included");
  if (stray !== undefined) {
    const [firstX, firstY] = firstOf(copy, width, height, "included");
    throw new InvalidArgumentError(
      `${what}'s included cells must be connected (a maze is one piece): (${stray[0]}, ${stray[1]}) cannot be reached from (${firstX}, ${firstY})`,
    );
  }
  verified.set(value as Mask, stateOf(value as Mask, copy));
  return Mask.restore({ width, height, grid: copy, included: count, left, top });
}

/** Refuses a padded grid with a byte other than BORDER on the padding, or other than 0 and BORDER on a cell; returns the 0 cells. */
function checkMaskBytes(grid: Uint8Array, width: number, height: number, what: string): number {
  const stride = strideOf(width);
  const refuse = (x: number, y: number): never => {
    const padding = x < 0 || y < 0 || x === width || y === height;
    const allowed = padding ? `${BORDER} (BORDER)` : `0 (included) or ${BORDER} (excluded)`;
    const where = padding ? `the padding at (${x}, ${y})` : `cell (${x}, ${y})`;
    throw new InvalidArgumentError(`${what}.grid must hold ${allowed} at ${where}, got ${grid[(y + 1) * stride + x + 1]}`);
  };
  const last = (height + 1) * stride;
  for (let x = 0; x < stride; x++) {
    if (grid[x] !== BORDER) refuse(x - 1, -1);
    if (grid[last + x] !== BORDER) refuse(x - 1, height);
  }
  let included = 0;
  for (let y = 0; y < height; y++) {
    const row = (y + 1) * stride;
    if (grid[row] !== BORDER) refuse(-1, y);
    if (grid[row + stride - 1] !== BORDER) refuse(width, y);
    for (let i = row + 1; i < row + stride - 1; i++) {
      const byte = grid[i]!;
      if (byte === 0) included++;
      else if (byte !== BORDER) refuse(i - row - 1, y);
    }
  }
  return included;
}

/** Which cells a connectivity search walks: the included ones, or, for the picture the other way round, the excluded ones. */
type Side = "included" | "excluded";

/** The first cell (row-major) on that side. */
function firstOf(grid: Uint8Array, width: number, height: number, side: Side): [number, number] {
  const excluded = side === "excluded";
  for (let y = 0; y < height; y++) {
    const row = cellIndex(width, 0, y);
    for (let x = 0; x < width; x++) if ((grid[row + x] === BORDER) === excluded) return [x, y];
  }
  return [0, 0];
}

/**
 * The first cell (row-major) of the `count` cells on that side not connected to the first of them, or undefined when
 * all are. A scanline fill: each run of a row is taken whole, and the runs it touches above and below are pushed.
 */
function firstUnconnected(grid: Uint8Array, width: number, height: number, count: number, side: Side): [number, number] | undefined {
  const stride = strideOf(width);
  const excluded = side === "excluded";
  // The padding is seen from the start: BORDER like an excluded cell, it is on neither side.
  const seen = new Uint8Array(grid.length);
  initGrid(seen, width, height, 0);
  const open = (cell: number) => seen[cell] === 0 && (grid[cell] === BORDER) === excluded;
  const [firstX, firstY] = firstOf(grid, width, height, side);
  const stack = [cellIndex(width, firstX, firstY)];
  let reached = 0;
  while (stack.length > 0) {
    const cell = stack.pop()!;
    if (seen[cell] !== 0) continue;
    let from = cell;
    while (open(from - 1)) from--;
    let to = cell;
    while (open(to + 1)) to++;
    seen.fill(1, from, to + 1);
    reached += to - from + 1;
    for (const offset of [-stride, stride]) {
      let inRun = false;
      for (let next = from + offset; next <= to + offset; next++) {
        const on = open(next);
        if (on && !inRun) stack.push(next);
        inRun = on;
      }
    }
  }
  if (reached === count) return undefined;
  for (let y = 0; y < height; y++) {
    const row = cellIndex(width, 0, y);
    for (let x = 0; x < width; x++) if ((grid[row + x] === BORDER) === excluded && seen[row + x] === 0) return [x, y];
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
