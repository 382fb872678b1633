// DMZ1: a 16-byte header, then the padded cell bytes exactly as they are in memory (the grid contract).
//
//   offset 0   "DMZ1" (4 ASCII bytes)
//   offset 4   width   u32 little-endian, ≥ 1
//   offset 8   height  u32 little-endian, ≥ 1 (a stream of 2^32 rows or more cannot be written as DMZ1)
//   offset 12  flags   u32 little-endian:
//                bit 0  MASKED: interior cells may be excluded, holding BORDER (0x10); without it none may
//                       (writers set it exactly when some cell is excluded)
//                bit 1  OPENINGS: the openings trailer follows the cells (writers set it exactly when the maze
//                       has an entrance or an exit)
//                bits 2–31 reserved, written 0; a reader rejects a file that sets them
//   offset 16  (width+2)·(height+2) cell bytes, row-major, padding included (BORDER)
//   then, with OPENINGS, 16 bytes: the entrance's side and position, then the exit's, each a u32 little-endian:
//                side 0 (none) or the passage bit of the wall it opens (N=1, E=2, S=4, W=8); position along that
//                side, x for N and S, y for E and W (0 when none). Nothing else follows.
//
// Files without openings are the bytes they always were, and read as before. Reading returns the cells as a view
// on the input bytes (no copy): a 9·10⁸-cell file costs its own size once. The reader loads mazes of
// width·height < 2^32 (the in-memory limit); streams write larger files.

import { FormatError, InvalidArgumentError } from "../base/errors.js";
import { findPaddingProblem, findPassageProblem, hasIncludedCell, NO_INCLUDED_CELL } from "../grid/check.js";
import type { MazeData, Opening, Openings, RowChunk, RowsHeader } from "../grid/data.js";
import { BORDER, gridBytes, strideOf } from "../grid/layout.js";
import { checkOpenings, describeOpeningsProblem, type OpeningSpace, openingsProblem, SIDE_BITS, SIDES } from "../grid/openings.js";
import { CHUNK_BYTES, type Chunk, type Format, NOTHING_BETWEEN, type ReadResult, SNIFF_MAGIC, type WriteOptions } from "./format.js";
import { type RowSource, rowFormat } from "./row-format.js";
import { checkedChunks } from "./rows.js";

export const BINARY_MAGIC = "DMZ1";
export const HEADER_BYTES = 16;
/** Flag bit 0: the maze has excluded (masked) cells. */
export const FLAG_MASKED = 1;
/** Flag bit 1: the openings trailer follows the cells. */
export const FLAG_OPENINGS = 2;
/** The openings trailer: two (side, position) pairs of u32. */
export const OPENINGS_BYTES = 16;
const KNOWN_FLAGS = FLAG_MASKED | FLAG_OPENINGS;
const MAGIC_BYTES = new TextEncoder().encode(BINARY_MAGIC);
const CELL_CHUNK_BYTES = 16 * CHUNK_BYTES;
const MAX_U32 = 2 ** 32 - 1;

/** The cells are copied as they are: a whole maze must hold exactly (W+2)·(H+2) of them. */
function checkCells(maze: MazeData): void {
  const expected = gridBytes(maze.width, maze.height);
  if (maze.cells.length !== expected) throw new InvalidArgumentError(`binary: cells must hold (W+2)·(H+2) = ${expected} bytes, got ${maze.cells.length}`);
}

/** A DMZ1 record, MASKED when some cell is excluded (never in a stream). Sizes of 2^32 and more do not fit its u32
 *  fields and are refused (only a stream can be that tall). */
function record(header: RowsHeader, rows: Iterable<RowChunk>, _options: WriteOptions, source: RowSource): Iterable<Chunk> {
  checkSizeFields(header);
  return chunks(header, rows, [0, header.height], source.masked() ? FLAG_MASKED : 0);
}

/** Rows [from, to) of a stream's record: the header and the top padding row come with row 0, the bottom padding
 *  row with the last row (an empty slice writes nothing), so the slices of a stream concatenate into its record. */
function slice(header: RowsHeader, rows: Iterable<RowChunk>, range: readonly [number, number]): Iterable<Chunk> {
  checkSizeFields(header);
  return chunks(header, rows, range, 0);
}

function checkSizeFields(header: RowsHeader): void {
  for (const [name, value] of [
    ["width", header.width],
    ["height", header.height],
  ] as const) {
    if (value > MAX_U32) {
      throw new InvalidArgumentError(
        `binary: DMZ1 stores the ${name} as a u32, at most ${MAX_U32}, got ${value}; hex, blocks and ascii stream any height up to 2^53`,
      );
    }
  }
}

/** The header, then the cell bytes: the rows as given (views, nothing is copied) between two padding rows, then the
 *  openings trailer when there are openings; of rows [from, to) only, the header and padding (and trailer) where the
 *  range touches the ends. `flags` are MASKED or not; OPENINGS is set from the header's openings. */
function* chunks({ width, height, openings }: RowsHeader, rows: Iterable<RowChunk>, [from, to]: readonly [number, number], masked: number): Iterable<Chunk> {
  const opened = openings?.entrance !== undefined || openings?.exit !== undefined;
  const padding = new Uint8Array(strideOf(width)).fill(BORDER);
  if (from === 0 && to > 0) {
    const header = new Uint8Array(HEADER_BYTES);
    const view = new DataView(header.buffer);
    header.set(MAGIC_BYTES, 0);
    view.setUint32(4, width, true);
    view.setUint32(8, height, true);
    view.setUint32(12, masked | (opened ? FLAG_OPENINGS : 0), true);
    yield header;
    yield padding;
  }
  for (const { rows: bytes } of checkedChunks(width, height, rows, [from, to])) {
    for (let start = 0; start < bytes.length; start += CELL_CHUNK_BYTES) yield bytes.subarray(start, start + CELL_CHUNK_BYTES);
  }
  if (to === height && from < to) {
    yield padding;
    if (opened) yield trailer(openings);
  }
}

/** The openings trailer of a maze that has openings. */
function trailer({ entrance, exit }: Openings): Uint8Array {
  const bytes = new Uint8Array(OPENINGS_BYTES);
  const view = new DataView(bytes.buffer);
  [entrance, exit].forEach((opening, k) => {
    if (!opening) return;
    view.setUint32(8 * k, SIDE_BITS[opening.side], true);
    view.setUint32(8 * k + 4, opening.side === "N" || opening.side === "S" ? opening.x : opening.y, true);
  });
  return bytes;
}

/** The openings a trailer holds (`at`: its offset in the input, for errors), checked against the maze. */
function readTrailer(input: Uint8Array, at: number, space: OpeningSpace, fail: (offset: number, detail: string) => FormatError): Openings | undefined {
  const view = new DataView(input.buffer, input.byteOffset + at, OPENINGS_BYTES);
  const openings: Record<string, Opening> = {};
  for (const [k, name] of ["entrance", "exit"].entries()) {
    const bit = view.getUint32(8 * k, true);
    const position = view.getUint32(8 * k + 4, true);
    if (bit === 0) {
      if (position !== 0) throw fail(at + 8 * k + 4, `no ${name} (side 0), so its position must be 0, got ${position}`);
      continue;
    }
    const side = SIDES.find((candidate) => SIDE_BITS[candidate] === bit);
    if (side === undefined) throw fail(at + 8 * k, `the ${name}'s side must be 0 (none), 1 (N), 2 (E), 4 (S) or 8 (W), got ${bit}`);
    const along = side === "N" || side === "S";
    const length = along ? space.width : space.height;
    if (position >= length) throw fail(at + 8 * k + 4, `the ${name}'s position along side ${side} must be below ${length}, got ${position}`);
    const edge = side === "N" || side === "W" ? 0 : side === "S" ? space.height - 1 : space.width - 1;
    openings[name] = along ? { x: position, y: edge, side } : { x: edge, y: position, side };
  }
  const problem = openingsProblem(space, openings);
  if (problem) throw fail(at + (problem.field === "exit" ? 8 : 0), describeOpeningsProblem("openings", problem));
  const checked = checkOpenings(space, openings);
  if (!checked) throw fail(at, "the OPENINGS flag is set, but the trailer holds no opening (both sides 0)");
  return checked;
}

function read(input: string | Uint8Array): ReadResult {
  if (typeof input === "string") throw new FormatError("binary", "binary input must be bytes (a Uint8Array), not text", { offset: 0 });
  const fail = (offset: number, detail: string): FormatError => new FormatError("binary", detail, { offset });
  if (input.length < HEADER_BYTES) throw fail(input.length, `the ${HEADER_BYTES}-byte header is cut short: the input has ${input.length} bytes`);
  for (let i = 0; i < MAGIC_BYTES.length; i++) {
    if (input[i] !== MAGIC_BYTES[i]) throw fail(i, `expected the magic "${BINARY_MAGIC}", got byte ${input[i]}`);
  }
  const view = new DataView(input.buffer, input.byteOffset, HEADER_BYTES);
  const width = view.getUint32(4, true);
  const height = view.getUint32(8, true);
  const flags = view.getUint32(12, true);
  if (width < 1) throw fail(4, "width must be at least 1, got 0");
  if (height < 1) throw fail(8, "height must be at least 1, got 0");
  if (width * height >= 2 ** 32) throw fail(8, `width·height must be below 2^32, got ${width}·${height}`);
  if ((flags & ~KNOWN_FLAGS) !== 0)
    throw fail(12, `flags 0x${flags.toString(16)} set bits that DMZ1 does not define (only bit 0, MASKED, and bit 1, OPENINGS)`);
  const opened = (flags & FLAG_OPENINGS) !== 0;
  const cellsEnd = HEADER_BYTES + gridBytes(width, height);
  const expected = cellsEnd + (opened ? OPENINGS_BYTES : 0);
  if (input.length !== expected) {
    const layout = opened ? "16 + (W+2)·(H+2) + 16 for the openings" : "16 + (W+2)·(H+2)";
    throw fail(Math.min(input.length, expected), `a ${width}×${height} maze is ${expected} bytes (${layout}), the input has ${input.length}`);
  }
  const cells = input.subarray(HEADER_BYTES, cellsEnd);
  const stride = strideOf(width);
  const padding = findPaddingProblem(width, height, cells);
  if (padding) throw fail(HEADER_BYTES + (padding.y + 1) * stride + padding.x + 1, padding.message);
  const problem = findPassageProblem(width, height, cells, (flags & FLAG_MASKED) !== 0);
  if (problem) {
    const hint = cells[(problem.y + 1) * stride + problem.x + 1] === 0x10 ? " (an excluded cell needs the MASKED flag)" : "";
    throw fail(HEADER_BYTES + (problem.y + 1) * stride + problem.x + 1, `cell (${problem.x}, ${problem.y}): ${problem.message}${hint}`);
  }
  if (!hasIncludedCell(width, height, cells)) throw fail(HEADER_BYTES, NO_INCLUDED_CELL);
  const openings = opened ? readTrailer(input, cellsEnd, { width, height, cells }, fail) : undefined;
  return { width, height, cells, algorithm: "unknown", seed: null, ...(openings && { openings }) };
}

export const binary: Format = rowFormat({
  name: "binary",
  summary: 'DMZ1: 16-byte header ("DMZ1", width, height, flags as u32 LE) + the padded cell bytes as in memory',
  extensions: [".dmz", ".bin"],
  text: false,
  batch: NOTHING_BETWEEN,
  readsOptions: false,
  checkMaze: checkCells,
  rowWriter: record,
  sliceWriter: slice,
  measure: ({ width, height }) => ({ bytes: HEADER_BYTES + (width + 2) * (height + 2), exact: true }),
  read,
  sniffPriority: SNIFF_MAGIC,
  sniff: (head) => MAGIC_BYTES.every((byte, i) => head[i] === byte),
});
