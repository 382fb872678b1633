// Box drawing (┌─┬┐│├┼┤└┴┘), 3 columns per cell like ascii; the path is a heavy line (━┃┏┓┗┛) through the cells.
// Excluded cells are left blank. Write only.

import type { RowChunk, RowsHeader } from "../grid/data.js";
import { E, N, W } from "../grid/layout.js";
import { ChunkBuffer, utf8 } from "./chunks.js";
import { BLANK_LINE_BETWEEN, type Chunk, type Format } from "./format.js";
import { GOAL, type Marks, ON_PATH, START } from "./marks.js";
import { rowFormat } from "./row-format.js";
import { rowPairs } from "./rows.js";

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

/** Pieces of up to 12 bytes of UTF-8 as three little-endian words and a length: written whole, then `at` advances. */
function pieces(texts: readonly string[]): { words: Uint32Array; lengths: Uint8Array } {
  const words = new Uint32Array(3 * texts.length);
  const lengths = new Uint8Array(texts.length);
  texts.forEach((text, k) => {
    const bytes = new Uint8Array(12);
    const encoded = utf8(text);
    bytes.set(encoded);
    lengths[k] = encoded.length;
    for (let w = 0; w < 3; w++) words[3 * k + w] = new DataView(bytes.buffer).getUint32(4 * w, true);
  });
  return { words, lengths };
}

// WALL[walls * 3 + kind]: a post (its arms N/E/S/W) and the segment east of it.
const WALL = pieces(Array.from({ length: 48 }, (_, key) => LIGHT[(key / 3) | 0]! + ACROSS[key % 3]!));
// FLOOR[drawn]: an unmarked floor and the wall east of it.
const FLOOR = pieces(["    ", "   │"]);

function* lines({ width, height, openings }: RowsHeader, rows: Iterable<RowChunk>, marks: Marks): Iterable<Chunk> {
  // Every character is at most 3 bytes of UTF-8: 4W+1 characters and a newline per line, two lines per row; pieces
  // are written as 12 whole bytes, so 12 more of slack.
  const out = new ChunkBuffer(2 * (12 * width + 4) + 12);
  for (const { y, above, aboveAt, here, hereAt } of rowPairs(width, height, rows, openings)) {
    // Row y's marks: its N links cross the wall line above it.
    const mark = y < height && marks.any ? marks.at(y) : undefined;
    out.length = wallLine(out.view, out.bytes, out.length, above, aboveAt, here, hereAt, width, mark);
    if (y < height) out.length = floorLine(out.view, out.bytes, out.length, here, hereAt, width, mark);
    if (out.full) yield out.take();
  }
  if (out.length > 0) yield out.take();
}

function put(bytes: Uint8Array, at: number, piece: Uint8Array): number {
  for (let k = 0; k < piece.length; k++) bytes[at + k] = piece[k]!;
  return at + piece.length;
}

/** Whether the wall between two cells side by side (a west of b: shift 1 for E; a north of b: shift 2 for S) is drawn, as 0 or 1. */
function drawn(a: number, b: number, shift: number): number {
  return 1 ^ (((a >> shift) | ((a & b) >> 4)) & 1);
}

/** The posts and walls between the row above (`north`, west padding cell at `northAt`) and the row below it. */
function wallLine(
  view: DataView,
  bytes: Uint8Array,
  at: number,
  north: Uint8Array,
  northAt: number,
  south: Uint8Array,
  southAt: number,
  width: number,
  mark: Uint8Array | undefined,
): number {
  const { words, lengths } = WALL;
  for (let x = 1; x <= width + 1; x++) {
    const northWest = north[northAt + x - 1]!;
    const northEast = north[northAt + x]!;
    const southWest = south[southAt + x - 1]!;
    const southEast = south[southAt + x]!;
    const across = drawn(northEast, southEast, 2);
    const walls = drawn(northWest, northEast, 1) | (across << 1) | (drawn(southWest, southEast, 1) << 2) | (drawn(northWest, southWest, 2) << 3);
    if (x === width + 1) {
      at = put(bytes, at, POST[walls]!);
      break;
    }
    const pathDown = mark ? ((mark[x - 1]! & N) !== 0 ? 1 : 0) : 0;
    const key = 3 * walls + (across ^ 1) * (1 + pathDown);
    view.setUint32(at, words[3 * key]!, true);
    view.setUint32(at + 4, words[3 * key + 1]!, true);
    view.setUint32(at + 8, words[3 * key + 2]!, true);
    at += lengths[key]!;
  }
  bytes[at++] = NEWLINE;
  return at;
}

/** A row's floors and the walls between them (its west padding cell at `rowAt`). */
function floorLine(view: DataView, bytes: Uint8Array, at: number, cells: Uint8Array, rowAt: number, width: number, mark: Uint8Array | undefined): number {
  const start = rowAt + 1;
  at = put(bytes, at, drawn(cells[start - 1]!, cells[start]!, 1) ? WALL_DOWN : SPACE);
  const { words, lengths } = FLOOR;
  for (let x = 0; x < width; x++) {
    const wall = drawn(cells[start + x]!, cells[start + x + 1]!, 1);
    const flags = mark ? mark[x]! : 0;
    if (flags === 0) {
      view.setUint32(at, words[3 * wall]!, true);
      view.setUint32(at + 4, words[3 * wall + 1]!, true);
      at += lengths[wall]!;
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

export const unicode: Format = rowFormat({
  name: "unicode",
  summary: "box-drawing characters (┌─┬┐│├┼┤└┴┘), 3 columns per cell, path drawn as a heavy line",
  extensions: [".unicode.txt"],
  text: true,
  batch: BLANK_LINE_BETWEEN,
  readsOptions: true,
  rowWriter: (header, rows, _options, source) => lines(header, rows, source.marks()),
  // 2H+1 lines of 4W+1 characters of at most 3 bytes and a newline: walls and spaces differ in length.
  measure: ({ width, height }) => ({ bytes: (2 * height + 1) * (12 * width + 4), exact: false }),
});
