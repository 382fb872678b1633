// How a W×H maze splits into T×T tiles: T columns of tiles and T rows of tiles, as even as possible (the first W mod T
// columns of tiles one cell wider than the others, likewise the first H mod T rows).

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { MAX_TILES } from "../grid/size.js";

/** One side split into `count` spans of sizes as even as possible, the longer ones first. */
export class Spans {
  readonly count: number;
  private readonly base: number;
  private readonly longer: number;

  constructor(side: number, count: number) {
    this.count = count;
    this.base = Math.floor(side / count);
    this.longer = side - this.base * count;
  }

  /** First cell of span `i` (`count` gives the side: the end of the last span). */
  start(i: number): number {
    return i * this.base + Math.min(i, this.longer);
  }

  /** Cells in span `i`. */
  size(i: number): number {
    return this.base + (i < this.longer ? 1 : 0);
  }

  /** The longest span (the first). */
  get largest(): number {
    return this.size(0);
  }
}

/** The tiles of a W×H maze: `columns` across, `rows` down (T each). */
export interface TileLayout {
  readonly tiles: number;
  readonly columns: Spans;
  readonly rows: Spans;
}

/** Checks T against the maze's size (every tile holds at least one cell) and lays the tiles out. */
export function tileLayout(width: number, height: number, tiles: unknown): TileLayout {
  const most = Math.min(width, height, MAX_TILES);
  if (typeof tiles !== "number" || !Number.isInteger(tiles) || tiles < 1 || tiles > most) {
    const bound = most === MAX_TILES ? `${MAX_TILES} (the most tiles along a side)` : `${most}, the shorter side of the ${width}×${height} maze`;
    throw new InvalidArgumentError(`tiles must be an integer from 1 to ${bound}, got ${describeValue(tiles)}`);
  }
  return { tiles, columns: new Spans(width, tiles), rows: new Spans(height, tiles) };
}
