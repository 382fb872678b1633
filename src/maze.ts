// The Maze type: the grid contract (docs/ARCHITECTURE.md) as a class, with helpers to read it.

import { describeValue, InvalidArgumentError } from "./base/errors.js";
import { findFormat, writeToString } from "./formats/index.js";
import { fromObject } from "./formats/json.js";
import type { OptionValue } from "./grid/data.js";
import { BORDER, cellIndex, E, N, S, W } from "./grid/layout.js";
import { markValid } from "./grid/validated.js";

export type Direction = "N" | "E" | "S" | "W";
export const directions: readonly Direction[] = ["N", "E", "S", "W"];
const DIRECTION_BITS: Readonly<Record<Direction, number>> = { N, E, S, W };

export class Maze {
  /** Cells in the padded layout: (width+2)·(height+2) bytes, interior cell (x, y) at (y+1)·(width+2)+(x+1). */
  readonly cells: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** Registry name of the generator, or a free label for mazes read from elsewhere. */
  readonly algorithm: string;
  /** The 32-bit seed it was generated from; null when unknown. */
  readonly seed: number | null;
  /** The generator options it was made with, when known. */
  readonly options: Readonly<Record<string, OptionValue>> | undefined;

  constructor(width: number, height: number, cells: Uint8Array, algorithm: string, seed: number | null, options?: Readonly<Record<string, OptionValue>>) {
    for (const [name, value] of [
      ["width", width],
      ["height", height],
    ] as const) {
      if (!Number.isSafeInteger(value) || value < 1) throw new InvalidArgumentError(`${name} must be a positive integer, got ${describeValue(value)}`);
    }
    if (!(cells instanceof Uint8Array)) throw new InvalidArgumentError(`cells must be a Uint8Array, got ${describeValue(cells)}`);
    if (cells.length !== (width + 2) * (height + 2)) {
      throw new InvalidArgumentError(`cells must hold (width+2)·(height+2) = ${(width + 2) * (height + 2)} bytes, got ${cells.length}`);
    }
    this.width = width;
    this.height = height;
    this.cells = cells;
    this.algorithm = algorithm;
    this.seed = seed;
    this.options = options;
  }

  /** Index of cell (x, y) in `cells`. */
  index(x: number, y: number): number {
    this.checkCell(x, y);
    return cellIndex(this.width, x, y);
  }

  /** The passage bits of cell (x, y): N=1, E=2, S=4, W=8. */
  bits(x: number, y: number): number {
    return this.cells[this.index(x, y)]!;
  }

  /** Whether the passage from (x, y) towards `direction` is open. */
  has(x: number, y: number, direction: Direction): boolean {
    const bit = DIRECTION_BITS[direction];
    if (bit === undefined) throw new InvalidArgumentError(`direction must be one of N, E, S, W, got ${String(direction)}`);
    return (this.bits(x, y) & bit) !== 0;
  }

  /** Whether cell (x, y) is masked out of the maze (it holds BORDER, like the padding). */
  excludes(x: number, y: number): boolean {
    return this.bits(x, y) === BORDER;
  }

  /** The open directions of cell (x, y), in N, E, S, W order. */
  passages(x: number, y: number): Direction[] {
    const bits = this.bits(x, y);
    return directions.filter((direction) => (bits & DIRECTION_BITS[direction]) !== 0);
  }

  /** The maze drawn or encoded in a format (default ascii); use the CLI or the format writers to stream huge mazes. */
  toString(format = "ascii"): string {
    return writeToString(findFormat(format), this);
  }

  /** The daedalus-maze/1 object (what JSON.stringify writes). */
  toJSON(): unknown {
    return JSON.parse(writeToString(findFormat("json"), this));
  }

  /** Reads a daedalus-maze/1 document (text or parsed object), validating every field and passage. */
  static fromJSON(input: string | object): Maze {
    const data = typeof input === "string" ? findFormat("json").read!(input) : fromObject(input);
    markValid(data.cells);
    return new Maze(data.width, data.height, data.cells, data.algorithm, data.seed, data.options);
  }

  private checkCell(x: number, y: number): void {
    if (!Number.isInteger(x) || x < 0 || x >= this.width || !Number.isInteger(y) || y < 0 || y >= this.height) {
      throw new InvalidArgumentError(`cell (${x}, ${y}) is outside the ${this.width}×${this.height} maze`);
    }
  }
}
