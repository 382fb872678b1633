// Seed 003's drawing: `+---+` corners and walls, `|` side walls, 3 columns per cell; path cells marked " o ".
// Excluded cells are left blank (no floor, no walls between them); such drawings cannot be read back.

import type { RowChunk, RowsHeader } from "../grid/data.js";
import { ChunkBuffer, code } from "./chunks.js";
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
const NEWLINE = code("\n");
const PATH_MARK = code("o");
const START_LETTER = code("S");
const GOAL_LETTER = code("G");

// The post and floor words (post-keys.ts), 4 characters each: "+---" or "+   ", "   |" or "    ".
const WALL_WORDS = Uint32Array.from(postWords("---"));
const FLOOR_WORDS = Uint32Array.from(floorWords("   "));
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
    view.setUint32(at, WALL_WORDS[postKey(northWest, northEast, southWest, southEast)]!, true);
    at += 4;
    northWest = northEast;
    southWest = southEast;
  }
  bytes[at++] = WALL_WORDS[lastPostKey(northWest, southWest)]! & 0xff;
  bytes[at++] = NEWLINE;
  return at;
}

/** The line of a row's floors and the walls between them (its west padding cell at `start`); returns the new length. */
function floorLine({ bytes, view, length }: ChunkBuffer, cells: Uint8Array, start: number, width: number): number {
  let at = length;
  bytes[at++] = westWall(cells, start);
  let here = cells[start + 1]!;
  for (let x = 1; x <= width; x++) {
    const east = cells[start + x + 1]!;
    view.setUint32(at, FLOOR_WORDS[floorKey(here, east)]!, true);
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
  // The first wall segment is "---", or "   " where an opening is (an entrance at (0, 0) facing N): never "+" as in ascii-compact.
  sniff: (head) => head[0] === PLUS && (head[1] === DASH || head[1] === SPACE) && head[2] === head[1],
});
