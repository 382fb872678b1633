// Seed 000's wall grid (mazelib's too): 2H+1 lines of 2W+1 characters, "#" wall, " " open; cells at odd
// coordinates, posts at even ones. An excluded cell is a solid "#" with solid walls around it, and reads back.
// With marks, the start and goal cells are drawn "S" and "G" (read back as marks); there is no path.

import type { RowChunk, RowsHeader } from "../grid/data.js";
import { E } from "../grid/layout.js";
import { ChunkBuffer, code, word } from "./chunks.js";
import { BLANK_LINE_BETWEEN, type Chunk, type Format, type ReadResult, SNIFF_LEADING } from "./format.js";
import { GOAL, type Marks, START } from "./marks.js";
import { rowFormat } from "./row-format.js";
import { rowPairs } from "./rows.js";
import { FLOOR, GOAL_MARK, INVALID, OPEN, readWallGrid, SOLID, START_MARK, WALL, type WallGridSpec } from "./wall-grid-reader.js";

const WALL_CHARACTER = code("#");
const OPEN_CHARACTER = code(" ");
const NEWLINE = code("\n");
const START_LETTER = code("S");
const GOAL_LETTER = code("G");

// Little-endian character pairs, by the bits of one cell value: a post and the wall below the cell above it
// (its S passage), or a floor (solid when the cell is excluded) and the wall east of it (its E passage).
const WALL_PAIRS = new Uint16Array(2).map((_, open) => word(open ? "# " : "##"));
const FLOOR_PAIRS = new Uint16Array(4).map((_, key) => word(((key & 2) !== 0 ? "#" : " ") + ((key & 1) !== 0 ? " " : "#")));

function* lines({ width, height, openings }: RowsHeader, rows: Iterable<RowChunk>, marks: Marks): Iterable<Chunk> {
  const out = new ChunkBuffer(2 * (2 * width + 2));
  for (const { y, above, aboveAt, here, hereAt } of rowPairs(width, height, rows, openings)) {
    out.length = wallLine(out, above, aboveAt, width);
    if (y < height) {
      const start = out.length;
      out.length = floorLine(out, here, hereAt, width);
      if (marks.any) markFloors(out.bytes, start, marks.at(y));
    }
    if (out.full) yield out.take();
  }
  if (out.length > 0) yield out.take();
}

/** Writes S and G on the start and goal floors of a floor line that starts at `start` (the path is not drawn). */
function markFloors(bytes: Uint8Array, start: number, marks: Uint8Array): void {
  for (let x = 0; x < marks.length; x++) {
    if (marks[x]! & (START | GOAL)) bytes[start + 1 + 2 * x] = marks[x]! & START ? START_LETTER : GOAL_LETTER;
  }
}

/** Posts and the south walls of the row above, whose west padding cell is at `rowAt` (padding rows are all wall). */
function wallLine({ bytes, view, length }: ChunkBuffer, cells: Uint8Array, rowAt: number, width: number): number {
  const above = rowAt + 1;
  let at = length;
  for (let x = 0; x < width; x++) {
    view.setUint16(at, WALL_PAIRS[(cells[above + x]! >> 2) & 1]!, true);
    at += 2;
  }
  bytes[at++] = WALL_CHARACTER;
  bytes[at++] = NEWLINE;
  return at;
}

/** The floors of the row whose west padding cell is at `rowAt`. */
function floorLine({ bytes, view, length }: ChunkBuffer, cells: Uint8Array, rowAt: number, width: number): number {
  const start = rowAt + 1;
  let at = length;
  // The west wall: open where the padding opens east (an entrance).
  bytes[at++] = cells[rowAt]! & E ? OPEN_CHARACTER : WALL_CHARACTER;
  for (let x = 0; x < width; x++) {
    const bits = cells[start + x]!;
    view.setUint16(at, FLOOR_PAIRS[((bits >> 1) & 1) | ((bits >> 3) & 2)]!, true);
    at += 2;
  }
  bytes[at++] = NEWLINE;
  return at;
}

/** The characters of this drawing, for the wall-grid reader. */
export const blocksGrid: WallGridSpec = {
  format: "blocks",
  floorColumns: 1,
  floorLines: 1,
  segment: (character) => (character === WALL_CHARACTER ? WALL : character === OPEN_CHARACTER ? OPEN : INVALID),
  floor: (character) =>
    character === OPEN_CHARACTER
      ? FLOOR
      : character === WALL_CHARACTER
        ? SOLID
        : character === START_LETTER
          ? START_MARK
          : character === GOAL_LETTER
            ? GOAL_MARK
            : INVALID,
  post: () => WALL_CHARACTER,
  segmentText: '"#" (a wall) or " " (a passage)',
  floorText: '" " (a cell), "S" or "G" (the start or goal cell) or "#" (an excluded cell)',
};

function read(input: string | Uint8Array): ReadResult {
  return readWallGrid(blocksGrid, input);
}

export const blocks: Format = rowFormat({
  name: "blocks",
  summary: 'wall grid (as mazelib prints it): 2H+1 lines of 2W+1 characters, "#" wall, " " open; masks as solid cells',
  extensions: [".blocks.txt", ".blocks"],
  text: true,
  batch: BLANK_LINE_BETWEEN,
  readsOptions: true,
  rowWriter: (header, rows, _options, source) => lines(header, rows, source.marks()),
  measure: ({ width, height }) => ({ bytes: (2 * height + 1) * (2 * width + 2), exact: true }),
  read,
  sniffPriority: SNIFF_LEADING,
  // Past its walls and marks a blocks drawing has " " (a game map "."); a 1×1 drawing of walls and a mark is read as blocks.
  sniff: (head) => {
    const first = firstNonWall(head);
    return head[0] === WALL_CHARACTER && (first === OPEN_CHARACTER || (first === undefined && (head.includes(START_LETTER) || head.includes(GOAL_LETTER))));
  },
});

/** The first character after the leading "#"s, S and G marks and line breaks (game maps have "." there, blocks " "). */
export function firstNonWall(head: Uint8Array): number | undefined {
  for (const byte of head) if (byte !== WALL_CHARACTER && byte !== NEWLINE && byte !== 0x0d && byte !== START_LETTER && byte !== GOAL_LETTER) return byte;
  return undefined;
}
