// Box drawing (┌─┬┐│├┼┤└┴┘), 3 columns per cell like ascii; the path is a heavy line (━┃┏┓┗┛) through the cells.
// Excluded cells are left blank. Write only.

import { ChunkBuffer, utf8 } from "./chunks.js";
import type { Chunk, Format, MazeData, WriteOptions } from "./format.js";
import { GOAL, ON_PATH, RowMarks, START } from "./marks.js";
import { E, N, S, W } from "../reference/grid.js";

/** Characters by a 4-bit mask of arms N=1 (up), E=2, S=4, W=8 (left). */
const LIGHT = " ╵╶└╷│┌├╴┘─┴┐┤┬┼";
const HEAVY = "•╹╺┗╻┃┏┣╸┛━┻┓┫┳╋";
const POST = Array.from(LIGHT, utf8);

const PATH = Array.from(HEAVY, utf8);
const SPACE = utf8(" ");
const WALL_DOWN = utf8("│");
const PATH_ACROSS = utf8("━");
const START_LETTER = utf8("S");
const GOAL_LETTER = utf8("G");
const NEWLINE = 0x0a;

/** Segment kinds of a wall line: a wall, an open passage, an open passage the path goes down through. */
const ACROSS = ["───", "   ", " ┃ "];
// WALL_PIECES[walls * 3 + kind]: a post (its arms N/E/S/W) and the segment east of it, as UTF-8.
const WALL_PIECES = Array.from({ length: 48 }, (_, key) => utf8(LIGHT[key / 3 | 0]! + ACROSS[key % 3]!));
// FLOOR_PIECES[drawn]: an unmarked floor and the wall east of it.
const FLOOR_PIECES = [utf8("    "), utf8("   │")];

function write(maze: MazeData, options: WriteOptions = {}): Iterable<Chunk> {
  return lines(maze, new RowMarks(maze, options, options.marks === true));
}

function* lines(maze: MazeData, marks: RowMarks): Iterable<Chunk> {
  const { width, height, cells } = maze;
  // Every character is at most 3 bytes of UTF-8: 4W+1 characters and a newline per line, two lines per row.
  const out = new ChunkBuffer(2 * (12 * width + 4));
  for (let y = 0; y <= height; y++) {
    // Row y's marks: its N links cross the wall line above it.
    const mark = y < height && marks.any ? marks.at(y) : undefined;
    out.length = wallLine(out.bytes, out.length, cells, width, y, mark);
    if (y < height) out.length = floorLine(out.bytes, out.length, cells, width, y, mark);
    if (out.full) yield out.take();
  }
  if (out.length > 0) yield out.take();
}

function put(bytes: Uint8Array, at: number, piece: Uint8Array): number {
  for (let k = 0; k < piece.length; k++) bytes[at + k] = piece[k]!;
  return at + piece.length;
}

/** Whether the wall between two cells side by side (a west of b: bit E; a north of b: bit S) is drawn, as 0 or 1. */
function drawn(a: number, b: number, bit: number): number {
  return 1 ^ (((a & bit ? 1 : 0) | ((a & b) >> 4)) & 1);
}

function wallLine(bytes: Uint8Array, at: number, cells: Uint8Array, width: number, y: number, mark: Uint8Array | undefined): number {
  const stride = width + 2;
  const north = y * stride;
  const south = north + stride;
  for (let x = 1; x <= width + 1; x++) {
    const northWest = cells[north + x - 1]!;
    const northEast = cells[north + x]!;
    const southWest = cells[south + x - 1]!;
    const southEast = cells[south + x]!;
    const walls = drawn(northWest, northEast, E) | (drawn(northEast, southEast, S) << 1) | (drawn(southWest, southEast, E) << 2) | (drawn(northWest, southWest, S) << 3);
    if (x === width + 1) {
      at = put(bytes, at, POST[walls]!);
      break;
    }
    const kind = drawn(northEast, southEast, S) === 1 ? 0 : mark && mark[x - 1]! & N ? 2 : 1;
    at = put(bytes, at, WALL_PIECES[walls * 3 + kind]!);
  }
  bytes[at++] = NEWLINE;
  return at;
}

function floorLine(bytes: Uint8Array, at: number, cells: Uint8Array, width: number, y: number, mark: Uint8Array | undefined): number {
  const start = (y + 1) * (width + 2) + 1;
  at = put(bytes, at, drawn(cells[start - 1]!, cells[start]!, E) ? WALL_DOWN : SPACE);
  for (let x = 0; x < width; x++) {
    const wall = drawn(cells[start + x]!, cells[start + x + 1]!, E);
    const flags = mark ? mark[x]! : 0;
    if (flags === 0) {
      at = put(bytes, at, FLOOR_PIECES[wall]!);
      continue;
    }
    at = put(bytes, at, flags & W ? PATH_ACROSS : SPACE);
    at = put(bytes, at, flags & START ? START_LETTER : flags & GOAL ? GOAL_LETTER : flags & ON_PATH ? PATH[flags & 0x0f]! : SPACE);
    at = put(bytes, at, flags & E ? PATH_ACROSS : SPACE);
    at = put(bytes, at, wall ? WALL_DOWN : flags & E ? PATH_ACROSS : SPACE);
  }
  bytes[at++] = NEWLINE;
  return at;
}

export const unicode: Format = {
  name: "unicode",
  summary: "box-drawing characters (┌─┬┐│├┼┤└┴┘), 3 columns per cell, path drawn as a heavy line",
  extensions: [".unicode.txt"],
  text: true,
  streams: true,
  write,
};
