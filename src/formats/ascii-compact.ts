// Seed 004's drawing: `+-+` posts and walls, 1 column per cell, path cells drawn `█`.
// Walls are written `|` (the reader also takes seed 004's `│`); excluded cells are left blank and cannot be read back.

import type { RowChunk, RowsHeader } from "../grid/data.js";
import { ChunkBuffer, code, utf8 } from "./chunks.js";
import { BLANK_LINE_BETWEEN, type Chunk, type Format, type ReadResult, SNIFF_LEADING } from "./format.js";
import { GOAL, type Marks, ON_PATH, START } from "./marks.js";
import { floorKey, floorWords, lastPostKey, postKey, postWords, westWall } from "./post-keys.js";
import { rowFormat } from "./row-format.js";
import { rowPairs } from "./rows.js";
import { FLOOR, GOAL_MARK, INVALID, OPEN, readWallGrid, START_MARK, WALL, type WallGridSpec } from "./wall-grid-reader.js";

const SPACE = code(" ");
const PLUS = code("+");
const DASH = code("-");
const BAR = code("|");
const BOX_BAR = code("│");
const BLOCK = code("█");
const BLOCK_BYTES = utf8("█");
const NEWLINE = code("\n");
const START_LETTER = code("S");
const GOAL_LETTER = code("G");

// The post and floor words (post-keys.ts), 2 characters each: "+-" or "+ ", " |" or "  ".
const WALL_PAIRS = Uint16Array.from(postWords("-"));
const FLOOR_PAIRS = Uint16Array.from(floorWords(" "));

function* lines({ width, height, openings }: RowsHeader, rows: Iterable<RowChunk>, marks: Marks): Iterable<Chunk> {
  // A wall line of 2W+2 bytes and a floor line of at most 4W+2 (a path block is 3 bytes of UTF-8).
  const out = new ChunkBuffer(6 * width + 4);
  for (const { y, above, aboveAt, here, hereAt } of rowPairs(width, height, rows, openings)) {
    out.length = wallLine(out, above, aboveAt, here, hereAt, width);
    if (y < height) {
      const mark = marks.at(y);
      out.length = marks.any && mark.some((flags) => flags !== 0) ? markedFloorLine(out, here, hereAt, width, mark) : floorLine(out, here, hereAt, width);
    }
    if (out.full) yield out.take();
  }
  if (out.length > 0) yield out.take();
}

/** The posts and walls between the row above (`north`, west padding cell at `northAt`) and the row below it. */
function wallLine({ bytes, view, length }: ChunkBuffer, north: Uint8Array, northAt: number, south: Uint8Array, southAt: number, width: number): number {
  let at = length;
  let northWest = north[northAt]!;
  let southWest = south[southAt]!;
  for (let x = 1; x <= width; x++) {
    const northEast = north[northAt + x]!;
    const southEast = south[southAt + x]!;
    view.setUint16(at, WALL_PAIRS[postKey(northWest, northEast, southWest, southEast)]!, true);
    at += 2;
    northWest = northEast;
    southWest = southEast;
  }
  bytes[at++] = WALL_PAIRS[lastPostKey(northWest, southWest)]! & 0xff;
  bytes[at++] = NEWLINE;
  return at;
}

/** A row's floors and the walls between them (its west padding cell at `start`). */
function floorLine({ bytes, view, length }: ChunkBuffer, cells: Uint8Array, start: number, width: number): number {
  let at = length;
  bytes[at++] = westWall(cells, start);
  let here = cells[start + 1]!;
  for (let x = 1; x <= width; x++) {
    const east = cells[start + x + 1]!;
    view.setUint16(at, FLOOR_PAIRS[floorKey(here, east)]!, true);
    at += 2;
    here = east;
  }
  bytes[at++] = NEWLINE;
  return at;
}

/** A floor line with marks: "█" is 3 bytes, so cells are written one by one. */
function markedFloorLine({ bytes, length }: ChunkBuffer, cells: Uint8Array, start: number, width: number, mark: Uint8Array): number {
  let at = length;
  bytes[at++] = westWall(cells, start);
  for (let x = 0; x < width; x++) {
    const flags = mark[x]!;
    if (flags & (START | GOAL)) {
      bytes[at++] = flags & START ? START_LETTER : GOAL_LETTER;
    } else if (flags & ON_PATH) {
      bytes.set(BLOCK_BYTES, at);
      at += BLOCK_BYTES.length;
    } else {
      bytes[at++] = SPACE;
    }
    const here = cells[start + x + 1]!;
    const east = cells[start + x + 2]!;
    bytes[at++] = FLOOR_PAIRS[floorKey(here, east)]! >> 8;
  }
  bytes[at++] = NEWLINE;
  return at;
}

/** The characters of this drawing, for the wall-grid reader. */
export const asciiCompactGrid: WallGridSpec = {
  format: "ascii-compact",
  floorColumns: 1,
  floorLines: 1,
  segment: (character, horizontal) => {
    if (character === SPACE) return OPEN;
    if (horizontal) return character === DASH ? WALL : INVALID;
    return character === BAR || character === BOX_BAR ? WALL : INVALID;
  },
  floor: (character) =>
    character === SPACE || character === BLOCK ? FLOOR : character === START_LETTER ? START_MARK : character === GOAL_LETTER ? GOAL_MARK : INVALID,
  post: () => PLUS,
  segmentText: '"-", "|" or "│" (a wall) or " " (a passage)',
  floorText: '" " (floor), "█" (path), "S" or "G"',
};

function read(input: string | Uint8Array): ReadResult {
  return readWallGrid(asciiCompactGrid, input);
}

export const asciiCompact: Format = rowFormat({
  name: "ascii-compact",
  summary: "compact drawing: +-+ posts, 1 column per cell, path drawn █",
  extensions: [".compact.txt"],
  text: true,
  batch: BLANK_LINE_BETWEEN,
  readsOptions: true,
  rowWriter: (header, rows, _options, source) => lines(header, rows, source.marks()),
  // 2H+1 lines of 2W+1 one-byte characters and a newline; a path cell's "█" takes 2 bytes more.
  measure: ({ width, height }, options = {}) => {
    const path = options.solution?.path.length ?? 0;
    return { bytes: (2 * height + 1) * (2 * width + 2) + 2 * path, exact: path === 0 };
  },
  read,
  sniffPriority: SNIFF_LEADING,
  // The first wall segment is "-", or " " where an opening is (an entrance at (0, 0) facing N).
  sniff: (head) => head[0] === PLUS && (head[1] === DASH || head[1] === SPACE) && head[2] === PLUS,
});
