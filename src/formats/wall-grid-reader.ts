// The reader shared by the drawings on a wall grid (ascii, ascii-compact, blocks, game-map): lines alternate
// between wall lines (posts and horizontal walls) and floor lines (vertical walls and cell floors). A gap in the
// outer wall is an opening (kept beside the cells, which keep the outer wall closed).

import { hasIncludedCell, NO_INCLUDED_CELL } from "../grid/check.js";
import type { MazeData, Opening, Openings, Point } from "../grid/data.js";
import { BORDER, cellIndex, E, initGrid, N, S, strideOf, W } from "../grid/layout.js";
import { checkReadSize } from "../grid/size.js";
import type { ReadResult } from "./format.js";
import { firstIncluded } from "./marks.js";
import { describeCharacter, TextInput } from "./text-input.js";

/** What a character of a wall segment says. */
export const WALL = 0;
export const OPEN = 1;
/** An S or G written on the outer wall (knossos game maps): a wall, marking the cell inside as start or goal. */
export const START_ENTRANCE = 2;
export const GOAL_ENTRANCE = 3;
/** What a character of a cell's floor says. */
export const FLOOR = 0;
export const SOLID = 1;
export const START_MARK = 2;
export const GOAL_MARK = 3;
export const INVALID = -1;

export interface WallGridSpec {
  readonly format: string;
  /** Characters across a cell's floor, and lines down it. */
  readonly floorColumns: number;
  readonly floorLines: number;
  /** A segment character: WALL, OPEN, an entrance (outer wall only) or INVALID. */
  segment(code: number, horizontal: boolean): number;
  /** A floor character at (dx, dy) inside the cell: FLOOR (path marks included), SOLID, a mark, or INVALID. */
  floor(code: number, dx: number, dy: number): number;
  /** The post character expected where walls (bits N/E/S/W) meet. */
  post(walls: number): number;
  /** For messages: the characters allowed in a segment, and in a floor. */
  readonly segmentText: string;
  readonly floorText: string;
}

/**
 * Parses and validates a wall-grid drawing; throws FormatError at the first wrong character. With `repeats`, a line
 * in a run of identical lines that reaches one cell row above it (or, inside a cell, the line above it) is not read
 * again: its cells are copied, which is what reading it would do. Game maps ask for it: a map of open floor fits
 * every span that divides its size, and would otherwise be read once per span.
 */
export function readWallGrid(spec: WallGridSpec, input: string | Uint8Array | TextInput, repeats = false): ReadResult {
  const text = input instanceof TextInput ? input : new TextInput(spec.format, input);
  const pitchX = spec.floorColumns + 1;
  const pitchY = spec.floorLines + 1;
  const lineCount = text.count;
  if (lineCount < pitchY + 1 || (lineCount - 1) % pitchY !== 0) {
    throw text.error(lineCount - 1, 0, `expected 1 + ${pitchY}·H lines (H ≥ 1), got ${lineCount}`);
  }
  const height = (lineCount - 1) / pitchY;
  const lineLength = text.charactersOf(0).length;
  if (lineLength < pitchX + 1 || (lineLength - 1) % pitchX !== 0) {
    throw text.error(0, Math.max(0, lineLength - 1), `expected 1 + ${pitchX}·W characters per line (W ≥ 1), got ${lineLength}`);
  }
  const width = (lineLength - 1) / pitchX;
  checkReadSize(spec.format, `${lineCount} lines of ${lineLength} characters`, width, height);
  const stride = strideOf(width);
  // Rows only for the lines before the first one too short to be read (the read ends there): blank lines cost nothing.
  const rows = Math.min(height, Math.floor((text.linesAtLeast(lineLength) - 1) / pitchY) + 1);
  const cells = new Uint8Array(stride * (rows + 2));
  initGrid(cells, width, rows, 0);
  const excluded = new Uint8Array(width);
  const marks: { start?: Point; goal?: Point } = {};
  // Lines that hold a mark or a gap: a repeat of one would mark or open twice, so it is read rather than copied.
  const markLines: number[] = [];
  const mark = (kind: "start" | "goal", point: Point, j: number, i: number): void => {
    if (marks[kind]) throw text.error(j, i, `a second ${kind} mark; the first is at cell (${marks[kind]![0]}, ${marks[kind]![1]})`);
    marks[kind] = point;
    markLines.push(j);
  };
  // Gaps in the outer wall, in reading order: the openings.
  const gaps: Gap[] = [];
  const gap = (opening: Opening, j: number, i: number): void => {
    if (gaps.length === 2) {
      const [a, b] = gaps.map(({ opening: { x, y, side } }) => `(${x}, ${y}) ${side}`);
      throw text.error(j, i, `a third gap in the outer wall, after ${a} and ${b}: a maze has at most two openings, an entrance and an exit`);
    }
    gaps.push({ opening, j, i });
    markLines.push(j);
  };
  // The first line of the run of identical lines that line j is in.
  let runStart = 0;

  for (let j = 0; j < lineCount; j++) {
    const dy = (j % pitchY) - 1;
    const y = (j - dy - 1) / pitchY;
    if (!repeats || !text.repeatsPrevious(j)) runStart = j;
    else if (dy > 0 && !markLines.includes(j - 1)) {
      if (dy === spec.floorLines - 1) excludeRow(cells, stride, width, y, excluded);
      continue;
    } else if (dy < 0 && y >= 2 && y < height && runStart <= j - pitchY) {
      repeatWallLine(cells, stride, width, y);
      continue;
    } else if (dy === 0 && y >= 1 && runStart <= j - pitchY && !markLines.includes(j - pitchY)) {
      repeatFloorLine(cells, stride, width, y);
      if (spec.floorLines === 1) excludeRow(cells, stride, width, y, excluded);
      continue;
    }
    const line = text.charactersOf(j);
    if (line.length !== lineLength) {
      throw text.error(j, Math.min(line.length, lineLength), `expected ${lineLength} characters like the first line, got ${line.length}`);
    }
    if (dy < 0) {
      // A wall line above cell row y (y = height: the bottom outer wall).
      const outer = y === 0 || y === height;
      for (let x = 0; x < width; x++) {
        const state = segmentState(text, spec, line, j, x * pitchX + 1, true, outer);
        if (state === OPEN && outer) {
          gap(y === 0 ? { x, y: 0, side: "N" } : { x, y: height - 1, side: "S" }, j, x * pitchX + 1);
        } else if (state === OPEN) {
          cells[y * stride + x + 1]! |= S;
          cells[(y + 1) * stride + x + 1]! |= N;
        } else if (state !== WALL) {
          mark(state === START_ENTRANCE ? "start" : "goal", [x, y === 0 ? 0 : height - 1], j, x * pitchX + 1);
        }
      }
      continue;
    }
    const rowStart = (y + 1) * stride + 1;
    for (let x = 0; x <= width; x++) {
      const i = x * pitchX;
      const outer = x === 0 || x === width;
      const state = segmentState(text, spec, line, j, i, false, outer);
      if (state > OPEN) {
        mark(state === START_ENTRANCE ? "start" : "goal", [x === 0 ? 0 : width - 1, y], j, i);
      } else if (outer) {
        const side = x === 0 ? "W" : "E";
        if (dy === 0 && state === OPEN) gap({ x: x === 0 ? 0 : width - 1, y, side }, j, i);
        else if (dy > 0 && (state === OPEN) !== gaps.some(({ opening }) => opening.side === side && opening.y === y)) {
          throw text.error(j, i, `a gap in the outer wall is open all the way down the cell: got ${describeCharacter(line[i]!)}`);
        }
      } else if (dy === 0) {
        if (state === OPEN) {
          cells[rowStart + x - 1]! |= E;
          cells[rowStart + x]! |= W;
        }
      } else if (!outer && (state === OPEN) !== ((cells[rowStart + x]! & W) !== 0)) {
        throw text.error(
          j,
          i,
          `a wall is all wall or all passage down the cell: got ${describeCharacter(line[i]!)} below ${state === OPEN ? "a wall" : "a passage"}`,
        );
      }
      if (x === width) break;
      for (let dx = 0; dx < spec.floorColumns; dx++) {
        const column = i + 1 + dx;
        const kind = spec.floor(line[column]!, dx, dy);
        if (kind === INVALID) throw text.error(j, column, `expected ${spec.floorText}, got ${describeCharacter(line[column]!)}`);
        if (dx === 0 && dy === 0) excluded[x] = kind === SOLID ? 1 : 0;
        if ((kind === SOLID) !== (excluded[x] === 1)) {
          const what = excluded[x] ? "an excluded cell is solid throughout" : "a cell's floor cannot be partly solid";
          throw text.error(j, column, `${what}: got ${describeCharacter(line[column]!)}`);
        }
        if (kind === START_MARK) mark("start", [x, y], j, column);
        if (kind === GOAL_MARK) mark("goal", [x, y], j, column);
      }
      if (dy === spec.floorLines - 1 && excluded[x]) cells[rowStart + x]! |= BORDER;
    }
  }
  checkExcludedWalls(text, spec, cells, width, height);
  checkPosts(text, spec, cells, width, height);
  if (!hasIncludedCell(width, height, cells)) throw text.error(0, 0, NO_INCLUDED_CELL);
  for (const { opening, j, i } of gaps) {
    if (cells[cellIndex(width, opening.x, opening.y)] === BORDER)
      throw text.error(j, i, `a gap in the outer wall into the excluded cell (${opening.x}, ${opening.y})`);
  }
  const openings = gaps.length > 0 ? entranceAndExit(gaps, marks, { width, height, cells }) : undefined;
  return { width, height, cells, algorithm: "unknown", seed: null, ...marks, ...(openings && { openings }) };
}

/** A gap in the outer wall, and where it was read (line j, character i). */
interface Gap {
  readonly opening: Opening;
  readonly j: number;
  readonly i: number;
}

/**
 * Which gap is the entrance: the one at the start mark's cell (S) or away from the goal mark's (G) when the marks
 * tell them apart, else the first in reading order (top to bottom, left to right). One gap alone is the entrance,
 * unless it is at the goal mark and not at the start mark. When one mark alone is drawn, at the gap's cell, the other
 * is under it: start and goal share that cell, which writers do (resolveEnds) for an entrance alone at the last cell of
 * the maze (the goal's default) or an exit alone at the first (the start's); it is the exit when it is at the first
 * cell and not the last.
 */
function entranceAndExit(gaps: readonly Gap[], marks: { start?: Point; goal?: Point }, maze: Pick<MazeData, "width" | "height" | "cells">): Openings {
  const at = (point: Point | undefined, { opening }: Gap): boolean => point !== undefined && point[0] === opening.x && point[1] === opening.y;
  const [first, second] = gaps as [Gap, Gap | undefined];
  if (!second && (marks.start === undefined) !== (marks.goal === undefined) && at(marks.start ?? marks.goal, first)) {
    return at(firstIncluded(maze, 1), first) && !at(firstIncluded(maze, -1), first) ? { exit: first.opening } : { entrance: first.opening };
  }
  if (!second) return at(marks.goal, first) && !at(marks.start, first) ? { exit: first.opening } : { entrance: first.opening };
  const swap = (at(marks.start, second) && !at(marks.start, first)) || (at(marks.goal, first) && !at(marks.goal, second));
  return swap ? { entrance: second.opening, exit: first.opening } : { entrance: first.opening, exit: second.opening };
}

/** A repeated inner wall line y: its passages are those of wall line y − 1, the N passages of row y − 1. */
function repeatWallLine(cells: Uint8Array, stride: number, width: number, y: number): void {
  for (let i = y * stride + 1; i <= y * stride + width; i++) {
    if ((cells[i]! & N) === 0) continue;
    cells[i]! |= S;
    cells[i + stride]! |= N;
  }
}

/** A repeated first floor line of row y: its passages E and W are those of row y − 1 (its excluded cells too). */
function repeatFloorLine(cells: Uint8Array, stride: number, width: number, y: number): void {
  for (let i = (y + 1) * stride + 1; i <= (y + 1) * stride + width; i++) cells[i]! |= cells[i - stride]! & (E | W);
}

/** Row y's last floor line is read: its excluded cells become BORDER. */
function excludeRow(cells: Uint8Array, stride: number, width: number, y: number, excluded: Uint8Array): void {
  const start = (y + 1) * stride + 1;
  for (let x = 0; x < width; x++) if (excluded[x]) cells[start + x]! |= BORDER;
}

/**
 * Reads one segment (floorColumns characters of a horizontal wall, or one character of a vertical one).
 * Inner segments are all wall or all passage; outer ones are all wall (with at most one entrance mark) or all open
 * (a gap: an opening).
 */
function segmentState(text: TextInput, spec: WallGridSpec, line: ArrayLike<number>, j: number, first: number, horizontal: boolean, outer: boolean): number {
  const length = horizontal ? spec.floorColumns : 1;
  let state = INVALID;
  for (let i = first; i < first + length; i++) {
    const value = spec.segment(line[i]!, horizontal);
    if (value === INVALID || (!outer && value > OPEN)) {
      throw text.error(j, i, `expected ${spec.segmentText}, got ${describeCharacter(line[i]!)}`);
    }
    if (outer && value > OPEN && state > OPEN) throw text.error(j, i, "two marks on one outer wall");
    if (outer && i > first && (value === OPEN) !== (state === OPEN)) {
      throw text.error(
        j,
        i,
        `a gap in the outer wall is open across the whole cell: got ${describeCharacter(line[i]!)} after ${describeCharacter(line[first]!)}`,
      );
    }
    if (!outer && i > first && value !== state) {
      throw text.error(j, i, `a wall is all wall or all passage: got ${describeCharacter(line[i]!)} after ${describeCharacter(line[first]!)}`);
    }
    if (state <= OPEN) state = value;
  }
  return state;
}

/** An excluded cell has no passages: every segment around it is a wall. */
function checkExcludedWalls(text: TextInput, spec: WallGridSpec, cells: Uint8Array, width: number, height: number): void {
  const stride = strideOf(width);
  const pitchX = spec.floorColumns + 1;
  const pitchY = spec.floorLines + 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y + 1) * stride + x + 1;
      if ((cells[i]! & BORDER) === 0) continue;
      const bits = cells[i]! & 0x0f;
      if (bits === 0) continue;
      const [j, column] =
        bits & N
          ? [y * pitchY, x * pitchX + 1]
          : bits & S
            ? [(y + 1) * pitchY, x * pitchX + 1]
            : bits & W
              ? [y * pitchY + 1, x * pitchX]
              : [y * pitchY + 1, (x + 1) * pitchX];
      throw text.error(j, column, `a passage into the excluded cell (${x}, ${y})`);
    }
  }
}

/** Posts are checked once every wall around them is known. */
function checkPosts(text: TextInput, spec: WallGridSpec, cells: Uint8Array, width: number, height: number): void {
  const stride = strideOf(width);
  const pitchX = spec.floorColumns + 1;
  const pitchY = spec.floorLines + 1;
  for (let y = 0; y <= height; y++) {
    const line = text.charactersOf(y * pitchY);
    for (let x = 0; x <= width; x++) {
      const i = (y + 1) * stride + x + 1;
      // Walls of the grid as read: closed passages, whatever the cells on either side.
      const walls =
        ((cells[i - stride - 1]! & E) === 0 ? N : 0) |
        ((cells[i - stride]! & S) === 0 ? E : 0) |
        ((cells[i - 1]! & E) === 0 ? S : 0) |
        ((cells[i - stride - 1]! & S) === 0 ? W : 0);
      const expected = spec.post(walls);
      const got = line[x * pitchX]!;
      if (got !== expected) throw text.error(y * pitchY, x * pitchX, `expected the post ${describeCharacter(expected)}, got ${describeCharacter(got)}`);
    }
  }
}
