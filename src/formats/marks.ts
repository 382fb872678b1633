// The drawn path and the start/goal marks, indexed by row so writers can stream: `at(y)` gives row y's marks.

import { InvalidArgumentError } from "../base/errors.js";
import type { MazeData, Point, RowsHeader } from "../grid/data.js";
import { BORDER, cellIndex, E, N, S, W } from "../grid/layout.js";
import { openingCell } from "../grid/openings.js";
import { describePoint } from "../grid/points.js";
import type { WriteOptions } from "./format.js";

/** Flags of a mark byte, above the link bits N/E/S/W (the directions the path leaves the cell by). */
export const ON_PATH = 0x10;
export const START = 0x20;
export const GOAL = 0x40;

export interface Ends {
  readonly start: Point;
  readonly goal: Point;
}

/**
 * Start and goal: given, else the solution's ends, else the cells of the entrance and the exit, else (0, 0) and
 * (W−1, H−1) — or, when a mask excludes those corners, the first and the last cell of the maze in reading order.
 * Undefined when every cell is excluded.
 */
export function resolveEnds(maze: MazeData, options: WriteOptions): Ends | undefined {
  const { entrance, exit } = maze.openings ?? {};
  const first = options.start ?? options.solution?.from ?? (entrance && openingCell(entrance)) ?? firstIncluded(maze, 1);
  const last = options.goal ?? options.solution?.to ?? (exit && openingCell(exit)) ?? firstIncluded(maze, -1);
  if (!first || !last) return undefined;
  checkCell(maze, first, "start");
  checkCell(maze, last, "goal");
  return { start: first, goal: last };
}

/** The first cell in the maze in reading order (step 1) or the last (step −1). */
export function firstIncluded({ width, height, cells }: Pick<MazeData, "width" | "height" | "cells">, step: 1 | -1): Point | undefined {
  const count = width * height;
  for (let k = step === 1 ? 0 : count - 1; k >= 0 && k < count; k += step) {
    const x = k % width;
    const y = (k - x) / width;
    if (cells[cellIndex(width, x, y)] !== BORDER) return [x, y];
  }
  return undefined;
}

/** Start and goal of a stream of rows: given, else the entrance's and the exit's cells, else (0, 0) and (W−1, H−1)
 *  (a stream has no excluded cells). */
export function streamEnds(header: RowsHeader, options: WriteOptions): Ends {
  const { entrance, exit } = header.openings ?? {};
  const start = options.start ?? (entrance && openingCell(entrance)) ?? [0, 0];
  const goal = options.goal ?? (exit && openingCell(exit)) ?? [header.width - 1, header.height - 1];
  checkInside(header, start, "start");
  checkInside(header, goal, "goal");
  return { start, goal };
}

function checkInside({ width, height }: { width: number; height: number }, [x, y]: Point, name: string): void {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height) {
    throw new InvalidArgumentError(`${name} (${x}, ${y}) is outside the ${width}×${height} maze`);
  }
}

function checkCell(maze: MazeData, [x, y]: Point, name: string): void {
  checkInside(maze, [x, y], name);
  if (maze.cells[cellIndex(maze.width, x, y)] === BORDER) {
    throw new InvalidArgumentError(`${name} (${x}, ${y}) is an excluded (masked) cell`);
  }
}

/** The direction bit from a to its neighbour b, or 0 when they are not neighbours. */
function stepBit([ax, ay]: Point, [bx, by]: Point): number {
  if (ay === by && bx === ax + 1) return E;
  if (ay === by && bx === ax - 1) return W;
  if (ax === bx && by === ay + 1) return S;
  if (ax === bx && by === ay - 1) return N;
  return 0;
}

/** Checks a path against the maze: cells inside it, each step to a neighbour through an open passage. */
export function checkPath(maze: MazeData, path: readonly Point[], describe: (problem: string, index: number) => Error): void {
  path.forEach((point, i) => {
    const [x, y] = Array.isArray(point) && point.length === 2 ? point : [Number.NaN, Number.NaN];
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= maze.width || y >= maze.height) {
      throw describe(`path[${i}] ${describePoint(point)} is not a cell of the ${maze.width}×${maze.height} maze`, i);
    }
    if (i === 0) return;
    const previous = path[i - 1]!;
    const bit = stepBit(previous, point);
    if (bit === 0) throw describe(`path[${i - 1}] → path[${i}]: (${previous[0]}, ${previous[1]}) → (${x}, ${y}) is not a step to a neighbour`, i);
    if ((maze.cells[cellIndex(maze.width, previous[0], previous[1])]! & bit) === 0) {
      throw describe(`path[${i - 1}] → path[${i}]: (${previous[0]}, ${previous[1]}) → (${x}, ${y}) goes through a wall`, i);
    }
  });
}

/** Checks the solution of the write options against the maze (InvalidArgumentError when it does not fit). */
export function checkSolution(maze: MazeData, options: WriteOptions): void {
  checkPath(maze, options.solution?.path ?? [], (problem) => new InvalidArgumentError(`solution ${problem}`));
}

/** The marks of each row, asked for in row order. */
export interface Marks {
  /** Whether anything is marked at all (writers may skip the marks entirely). */
  readonly any: boolean;
  /** Start and goal when they are marked (pictures draw them over several rows). */
  readonly ends: Ends | undefined;
  /** The marks of row y, one byte per cell (valid until the next call). */
  at(y: number): Uint8Array;
}

/** Marks of a stream: start and goal only (a path needs the whole maze). */
export class EndMarks implements Marks {
  readonly any: boolean;
  readonly ends: Ends | undefined;
  private readonly row: Uint8Array;
  private current = -1;

  constructor(width: number, ends: Ends | undefined) {
    this.any = ends !== undefined;
    this.row = new Uint8Array(width);
    this.ends = ends;
  }

  at(y: number): Uint8Array {
    if (y === this.current || !this.ends) return this.row;
    this.row.fill(0);
    if (this.ends.start[1] === y) this.row[this.ends.start[0]]! |= START;
    if (this.ends.goal[1] === y) this.row[this.ends.goal[0]]! |= GOAL;
    this.current = y;
    return this.row;
  }
}

/** Marks of a whole maze: the drawn path and, on request, start and goal. */
export class RowMarks implements Marks {
  readonly any: boolean;
  private readonly row: Uint8Array;
  // The path's cells sorted by row (counting sort): row y holds entries rowStart[y] .. rowStart[y+1]-1.
  private readonly rowStart: Uint32Array;
  private readonly xs: Uint32Array;
  private readonly links: Uint8Array;
  readonly ends: Ends | undefined;
  private current = -1;

  /** `markEnds`: also mark start and goal. Throws InvalidArgumentError for a path or ends that do not fit the maze. */
  constructor(maze: MazeData, options: WriteOptions, markEnds: boolean) {
    const path = options.solution?.path ?? [];
    checkSolution(maze, options);
    this.ends = markEnds ? resolveEnds(maze, options) : undefined;
    this.any = path.length > 0 || this.ends !== undefined;
    this.row = new Uint8Array(maze.width);
    this.rowStart = new Uint32Array(maze.height + 1);
    this.xs = new Uint32Array(path.length);
    this.links = new Uint8Array(path.length);
    for (const [, y] of path) this.rowStart[y + 1]!++;
    for (let y = 0; y < maze.height; y++) this.rowStart[y + 1]! += this.rowStart[y]!;
    const next = this.rowStart.slice(0, maze.height);
    path.forEach((point, i) => {
      const slot = next[point[1]]!++;
      this.xs[slot] = point[0];
      this.links[slot] = ON_PATH | (i > 0 ? stepBit(point, path[i - 1]!) : 0) | (i + 1 < path.length ? stepBit(point, path[i + 1]!) : 0);
    });
  }

  at(y: number): Uint8Array {
    if (y === this.current || !this.any) return this.row;
    this.row.fill(0);
    for (let k = this.rowStart[y]!; k < this.rowStart[y + 1]!; k++) this.row[this.xs[k]!]! |= this.links[k]!;
    if (this.ends) {
      if (this.ends.start[1] === y) this.row[this.ends.start[0]]! |= START;
      if (this.ends.goal[1] === y) this.row[this.ends.goal[0]]! |= GOAL;
    }
    this.current = y;
    return this.row;
  }
}
