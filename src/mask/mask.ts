// A mask: the cells excluded from a maze. Excluded cells hold BORDER inside the maze, like the padding, so
// algorithms see them as already used and closed. The included cells must be connected (a maze is one piece).

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { BORDER, cellIndex, gridBytes, initGrid, offsetsFor, strideOf } from "../grid/layout.js";

/** Makes the error for a bad mask; x and y (0-based) name the cell at fault when there is one. */
export type MaskError = (message: string, x?: number, y?: number) => Error;

export class Mask {
  readonly width: number;
  readonly height: number;
  /** Padded layout: BORDER on the padding and on excluded cells, 0 on included cells (what a masked generation starts from). */
  readonly grid: Uint8Array;
  /** Number of included cells: at least one, all connected. */
  readonly included: number;

  private constructor(width: number, height: number, grid: Uint8Array, included: number) {
    this.width = width;
    this.height = height;
    this.grid = grid;
    this.included = included;
  }

  /** A mask already validated elsewhere, from its fields (one sent to a worker thread arrives as plain data). */
  static restore({ width, height, grid, included }: { width: number; height: number; grid: Uint8Array; included: number }): Mask {
    return new Mask(width, height, grid, included);
  }

  /** Whether cell (x, y) is excluded from the maze. */
  excludes(x: number, y: number): boolean {
    return this.grid[cellIndex(this.width, x, y)] === BORDER;
  }

  /** Builds a mask, rejecting one with no included cell or whose included cells are not connected. */
  static build(width: number, height: number, isExcluded: (x: number, y: number) => boolean, fail: MaskError): Mask {
    const grid = new Uint8Array(gridBytes(width, height));
    initGrid(grid, width, height, 0);
    let included = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (isExcluded(x, y)) grid[cellIndex(width, x, y)] = BORDER;
        else included++;
      }
    }
    if (included === 0) throw fail("every cell is excluded; a mask needs at least one included cell");
    const stray = firstUnconnected(grid, width, height, included);
    if (stray !== undefined) {
      const [x, y] = stray;
      const [firstX, firstY] = firstIncludedOf(grid, width, height);
      throw fail(`the included cells are not connected: (${x}, ${y}) cannot be reached from (${firstX}, ${firstY})`, x, y);
    }
    return new Mask(width, height, grid, included);
  }
}

/** A mask made in code: cells where isExcluded(x, y) is true are left out. */
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

function firstIncludedOf(grid: Uint8Array, width: number, height: number): [number, number] {
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (grid[cellIndex(width, x, y)] !== BORDER) return [x, y];
  }
  return [0, 0];
}

/** The first included cell (row-major) not connected to the first one, or undefined when all are. */
function firstUnconnected(grid: Uint8Array, width: number, height: number, included: number): [number, number] | undefined {
  const stride = strideOf(width);
  const offsets = offsetsFor(stride);
  const [firstX, firstY] = firstIncludedOf(grid, width, height);
  const seen = new Uint8Array(grid.length);
  const queue = new Uint32Array(included);
  queue[0] = cellIndex(width, firstX, firstY);
  seen[queue[0]!] = 1;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const cell = queue[head++]!;
    for (let d = 0; d < 4; d++) {
      const next = cell + offsets[d]!;
      if (grid[next] === BORDER || seen[next]) continue;
      seen[next] = 1;
      queue[tail++] = next;
    }
  }
  if (tail === included) return undefined;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cell = cellIndex(width, x, y);
      if (grid[cell] !== BORDER && !seen[cell]) return [x, y];
    }
  }
  return undefined;
}
