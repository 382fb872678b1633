// Seed 003's drawing: `+---+` corners and walls, `|` side walls, 3 columns per cell; path cells marked " o ".
// Excluded cells are left blank (no floor, no walls between them); such drawings cannot be read back.

import type { RowChunk, RowsHeader } from "../grid/data.js";
import { BORDER, E } from "../grid/layout.js";
import { ChunkBuffer, code, word } from "./chunks.js";
import { BLANK_LINE_BETWEEN, type Chunk, type Format, type ReadResult, SNIFF_LEADING } from "./format.js";
import { GOAL, type Marks, ON_PATH, START } from "./marks.js";
import { rowFormat } from "./row-format.js";
import { rowPairs } from "./rows.js";
import { FLOOR, GOAL_MARK, INVALID, OPEN, readWallGrid, START_MARK, WALL, type WallGridSpec } from "./wall-grid-reader.js";

const SPACE = code(" ");
const PLUS = code("+");
const DASH = code("-");
const BAR = code("|");
const NEWLINE = code("\n");
const PATH_MARK = code("o");
const START_LETTER = code("S");
const GOAL_LETTER = code("G");

// Keys are built from cell values without branches: bit 4 of a value is BORDER (excluded, or padding).
// WALL_WORDS[key]: a post and the wall east of it, 4 characters; key = outside bits of the cells NW (1), NE (2),
// SW (4), SE (8) of the post, and NE's S passage (16). A post shows unless all four cells are outside; the wall
// shows unless the passage is open or both cells beside it are outside.
const WALL_WORDS = new Uint32Array(32).map((_, key) => {
  const post = (key & 15) === 15 ? " " : "+";
  const open = (key & 16) !== 0 || (key & 10) === 10;
  return word(post + (open ? "   " : "---"));
});
// FLOOR_WORDS[key]: a floor and the wall east of it; key = the cell's E passage (1), outside bits of it (2) and of
// its east neighbour (4).
const FLOOR_WORDS = new Uint32Array(8).map((_, key) => word((key & 1) !== 0 || (key & 6) === 6 ? "    " : "   |"));
// The middle character of a marked floor, by its mark byte (ON_PATH, START, GOAL flags).
const FLOOR_MARK = new Uint8Array(128).map((_, mark) => (mark & START ? START_LETTER : mark & GOAL ? GOAL_LETTER : mark & ON_PATH ? PATH_MARK : SPACE));

function* lines({ width, height, openings }: RowsHeader, rows: Iterable<RowChunk>, marks: Marks): Iterable<Chunk> {
  const out = new ChunkBuffer(2 * (4 * width + 2));
  for (const { y, above, aboveAt, here, hereAt } of rowPairs(width, height, rows, openings)) {
    out.length = wallLine(out, above, aboveAt, here, hereAt, width);
    if (y < height) {
      const start = out.length;
      out.length = floorLine(out, here, hereAt, width);
      if (marks.any) markFloors(out.bytes, start, marks.at(y));
    }
    if (out.full) yield out.take();
  }
  if (out.length > 0) yield out.take();
}

/** The line of posts and walls between the row above (`north` at `northAt`) and the row below it; returns the new length. */
function wallLine({ bytes, view, length }: ChunkBuffer, north: Uint8Array, northAt: number, south: Uint8Array, southAt: number, width: number): number {
  let at = length;
  let northWest = north[northAt]!;
  let southWest = south[southAt]!;
  for (let x = 1; x <= width; x++) {
    const northEast = north[northAt + x]!;
    const southEast = south[southAt + x]!;
    const key = ((northWest >> 4) & 1) | ((northEast >> 3) & 2) | ((southWest >> 2) & 4) | ((southEast >> 1) & 8) | ((northEast & 4) << 2);
    view.setUint32(at, WALL_WORDS[key]!, true);
    at += 4;
    northWest = northEast;
    southWest = southEast;
  }
  const lastKey = ((northWest >> 4) & 1) | 2 | ((southWest >> 2) & 4) | 8;
  bytes[at++] = WALL_WORDS[lastKey]! & 0xff;
  bytes[at++] = NEWLINE;
  return at;
}

/** The line of a row's floors and the walls between them (its west padding cell at `start`); returns the new length. */
function floorLine({ bytes, view, length }: ChunkBuffer, cells: Uint8Array, start: number, width: number): number {
  let at = length;
  // The west wall: open where the padding opens east (an entrance) or the first cell is outside the maze.
  bytes[at++] = ((cells[start]! & E) | (cells[start + 1]! & BORDER)) !== 0 ? SPACE : BAR;
  let here = cells[start + 1]!;
  for (let x = 1; x <= width; x++) {
    const east = cells[start + x + 1]!;
    const key = ((here >> 1) & 1) | ((here >> 3) & 2) | ((east >> 2) & 4);
    view.setUint32(at, FLOOR_WORDS[key]!, true);
    at += 4;
    here = east;
  }
  bytes[at++] = NEWLINE;
  return at;
}

/** Writes the path and start/goal marks into a floor line that starts at `start`. */
function markFloors(bytes: Uint8Array, start: number, marks: Uint8Array): void {
  for (let x = 0; x < marks.length; x++) if (marks[x] !== 0) bytes[start + 2 + 4 * x] = FLOOR_MARK[marks[x]! & 0x7f]!;
}

/** The characters of this drawing, for the wall-grid reader. */
export const asciiGrid: WallGridSpec = {
  format: "ascii",
  floorColumns: 3,
  floorLines: 1,
  segment: (character, horizontal) => (character === SPACE ? OPEN : character === (horizontal ? DASH : BAR) ? WALL : INVALID),
  floor: (character, dx) => {
    if (character === SPACE) return FLOOR;
    if (dx !== 1) return INVALID;
    return character === PATH_MARK ? FLOOR : character === START_LETTER ? START_MARK : character === GOAL_LETTER ? GOAL_MARK : INVALID;
  },
  post: () => PLUS,
  segmentText: '"-" or "|" (a wall) or " " (a passage)',
  floorText: '" " (floor) or, mid-cell, "o" (path), "S" or "G"',
};

function read(input: string | Uint8Array): ReadResult {
  return readWallGrid(asciiGrid, input);
}

export const ascii: Format = rowFormat({
  name: "ascii",
  summary: "the classic drawing: +---+ corners, | walls, 3 columns per cell, path cells marked o",
  extensions: [".txt", ".ascii"],
  text: true,
  batch: BLANK_LINE_BETWEEN,
  readsOptions: true,
  rowWriter: (header, rows, _options, source) => lines(header, rows, source.marks()),
  // 2H+1 lines of 4W+1 one-byte characters and a newline, whatever the maze, path or marks.
  measure: ({ width, height }) => ({ bytes: (2 * height + 1) * (4 * width + 2), exact: true }),
  read,
  sniffPriority: SNIFF_LEADING,
  sniff: (head) => head[0] === PLUS && head[1] === DASH && head[2] === DASH,
});
