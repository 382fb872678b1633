// knossos' game map for ray-casters: "#" wall, "." floor, each cell `span` characters square (default 2), posts
// open only inside a 2×2 room; S and G mark start and goal on the first floor character of their cells.
// An excluded cell is solid "#" and reads back. The reader finds the span itself (the smallest that parses)
// and also takes knossos' S/G written on the outer wall next to a cell.

import { describeValue, FormatError, InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import type { RowChunk, RowsHeader } from "../grid/data.js";
import { firstNonWall } from "./blocks.js";
import { ChunkBuffer, code } from "./chunks.js";
import { BLANK_LINE_BETWEEN, type Chunk, type Format, type ReadResult, SNIFF_LEADING, type WriteOptions } from "./format.js";
import type { Ends } from "./marks.js";
import { rowFormat } from "./row-format.js";
import { rowPairs } from "./rows.js";
import { TextInput } from "./text-input.js";
import {
  FLOOR,
  GOAL_ENTRANCE,
  GOAL_MARK,
  INVALID,
  OPEN,
  readWallGrid,
  SOLID,
  START_ENTRANCE,
  START_MARK,
  WALL,
  type WallGridSpec,
} from "./wall-grid-reader.js";

const WALL_CHARACTER = code("#");
const FLOOR_CHARACTER = code(".");
const START_LETTER = code("S");
const GOAL_LETTER = code("G");
const NEWLINE = code("\n");
export const DEFAULT_SPAN = 2;
const MAX_SPAN = 64;

function checkSpan(options: WriteOptions): number {
  const span = options.span ?? DEFAULT_SPAN;
  if (!Number.isInteger(span) || span < 1 || span > MAX_SPAN) {
    throw new InvalidArgumentError(`game-map span must be an integer in [1, ${MAX_SPAN}], got ${describeValue(span)}`);
  }
  return span;
}

// Characters by one bit: 1 = open floor, 0 = wall.
const OPEN_OR_WALL = Uint8Array.of(WALL_CHARACTER, FLOOR_CHARACTER);

function* lines({ width, height, openings }: RowsHeader, rows: Iterable<RowChunk>, span: number, ends: Ends | undefined): Iterable<Chunk> {
  const lineBytes = width * (span + 1) + 2;
  const out = new ChunkBuffer((span + 1) * lineBytes);
  for (const { y, above, aboveAt, here, hereAt } of rowPairs(width, height, rows, openings)) {
    out.length = wallLine(out.bytes, out.length, above, aboveAt, here, hereAt, width, span);
    if (y < height) {
      // The span floor lines of row y are the same but for the S/G marks on the first.
      const first = out.length;
      out.length = floorLine(out.bytes, first, here, hereAt, width, span);
      for (let copy = 1; copy < span; copy++) {
        out.bytes.copyWithin(out.length, first, first + lineBytes);
        out.length += lineBytes;
      }
      if (ends && ends.start[1] === y) out.bytes[first + 1 + ends.start[0] * (span + 1)] = START_LETTER;
      if (ends && ends.goal[1] === y) out.bytes[first + 1 + ends.goal[0] * (span + 1)] = GOAL_LETTER;
    }
    if (out.full) yield out.take();
  }
  if (out.length > 0) yield out.take();
}

/** The wall line between the row above (`north`, west padding cell at `northAt`) and the row below it: a post opens
 *  only where the four passages around it are open (a 2×2 room). */
function wallLine(bytes: Uint8Array, at: number, north: Uint8Array, northAt: number, south: Uint8Array, southAt: number, width: number, span: number): number {
  let northWest = north[northAt]!;
  let southWest = south[southAt]!;
  for (let x = 1; x <= width; x++) {
    const northEast = north[northAt + x]!;
    bytes[at++] = OPEN_OR_WALL[((northWest & southWest) >> 1) & ((northWest & northEast) >> 2) & 1]!;
    const wall = OPEN_OR_WALL[(northEast >> 2) & 1]!;
    for (let k = 0; k < span; k++) bytes[at++] = wall;
    northWest = northEast;
    southWest = south[southAt + x]!;
  }
  bytes[at++] = WALL_CHARACTER;
  bytes[at++] = NEWLINE;
  return at;
}

/** One floor line of a row (its west padding cell at `rowAt`): solid floors for excluded cells, open or solid walls between cells. */
function floorLine(bytes: Uint8Array, at: number, cells: Uint8Array, rowAt: number, width: number, span: number): number {
  const start = rowAt + 1;
  // The west wall: open where the padding opens east (an entrance).
  bytes[at++] = OPEN_OR_WALL[(cells[rowAt]! >> 1) & 1]!;
  for (let x = 0; x < width; x++) {
    const bits = cells[start + x]!;
    const floor = OPEN_OR_WALL[((bits >> 4) & 1) ^ 1]!;
    for (let k = 0; k < span; k++) bytes[at++] = floor;
    bytes[at++] = OPEN_OR_WALL[(bits >> 1) & 1]!;
  }
  bytes[at++] = NEWLINE;
  return at;
}

/** The characters of a game map with this span, for the wall-grid reader. */
export function gameMapGrid(span: number): WallGridSpec {
  return {
    format: "game-map",
    floorColumns: span,
    floorLines: span,
    segment: (character) =>
      character === WALL_CHARACTER
        ? WALL
        : character === FLOOR_CHARACTER
          ? OPEN
          : character === START_LETTER
            ? START_ENTRANCE
            : character === GOAL_LETTER
              ? GOAL_ENTRANCE
              : INVALID,
    floor: (character) =>
      character === FLOOR_CHARACTER
        ? FLOOR
        : character === WALL_CHARACTER
          ? SOLID
          : character === START_LETTER
            ? START_MARK
            : character === GOAL_LETTER
              ? GOAL_MARK
              : INVALID,
    post: (walls) => (walls === 0 ? FLOOR_CHARACTER : WALL_CHARACTER),
    segmentText: '"#" (a wall) or "." (a passage)',
    floorText: '"." (floor), "S", "G", or "#" throughout an excluded cell',
  };
}

/**
 * Tries every span that fits the size, smallest first; when none parses, the error that got furthest is thrown. A span
 * whose maze would be too large to hold is passed over (a larger one makes a smaller maze); when every span is, the
 * first one's SizeLimitError is thrown.
 */
function read(input: string | Uint8Array): ReadResult {
  const text = new TextInput("game-map", input);
  const rows = text.count - 1;
  const columns = text.charactersOf(0).length - 1;
  let furthest: FormatError | undefined;
  let tooLarge: SizeLimitError | undefined;
  for (let span = 1; span + 1 <= Math.min(rows, columns); span++) {
    if (rows % (span + 1) !== 0 || columns % (span + 1) !== 0) continue;
    try {
      return readWallGrid(gameMapGrid(span), text, true);
    } catch (error) {
      if (error instanceof SizeLimitError) {
        tooLarge ??= error;
        continue;
      }
      if (!(error instanceof FormatError)) throw error;
      if (!furthest || (error.line ?? 0) > (furthest.line ?? 0) || (error.line === furthest.line && (error.column ?? 0) > (furthest.column ?? 0))) {
        furthest = error;
      }
    }
  }
  throw (
    furthest ??
    tooLarge ??
    new FormatError("game-map", `a ${columns + 1}×${rows + 1} map fits no span: lines and columns must both be 1 + (span+1)·cells`, { line: 1, column: 1 })
  );
}

export const gameMap: Format = rowFormat({
  name: "game-map",
  summary: 'knossos game map for ray-casters: "#" wall, "." floor, span×span cells (default 2), S/G marks',
  extensions: [".map", ".map.txt"],
  text: true,
  batch: BLANK_LINE_BETWEEN,
  readsOptions: true,
  rowWriter: (header, rows, options, source) => lines(header, rows, checkSpan(options), source.ends()),
  // H·(span+1)+1 lines of W·(span+1)+1 characters and a newline.
  measure: ({ width, height }, options = {}) => {
    const pitch = checkSpan(options) + 1;
    return { bytes: (height * pitch + 1) * (width * pitch + 2), exact: true };
  },
  read,
  sniffPriority: SNIFF_LEADING,
  // Past its walls and marks a game map has "." (a blocks drawing " "; marks alone are a 1×1 drawing both read alike).
  sniff: (head) => head[0] === WALL_CHARACTER && firstNonWall(head) === FLOOR_CHARACTER,
});
