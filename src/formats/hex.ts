// H lines of W hex digits, the passage bits of each cell (N=1, E=2, S=4, W=8); "-" marks an excluded cell.

import { FormatError } from "../base/errors.js";
import { findPassageProblem, hasIncludedCell, NO_INCLUDED_CELL } from "../grid/check.js";
import type { RowChunk, RowsHeader } from "../grid/data.js";
import { BORDER, initGrid, strideOf } from "../grid/layout.js";
import { checkReadSize } from "../grid/size.js";
import { ChunkBuffer, code } from "./chunks.js";
import { BLANK_LINE_BETWEEN, type Chunk, type Format, type ReadResult, SNIFF_LOOSE } from "./format.js";
import { rowFormat } from "./row-format.js";
import { checkedChunks, rowPairs } from "./rows.js";
import { describeCharacter, TextInput } from "./text-input.js";

const DIGITS = "0123456789abcdef";
const EXCLUDED = code("-");
const NEWLINE = code("\n");
// Character of each cell value: its hex digit, or "-" for BORDER (the only other value a finished maze holds).
const CHARACTER_OF = new Uint8Array(256).map((_, bits) => (bits & BORDER ? EXCLUDED : code(DIGITS[bits & 15]!)));
// Cell value of each character: 0-15, BORDER for "-", 0xff for anything else.
const VALUE_OF = new Uint8Array(256).fill(0xff);
for (let digit = 0; digit < 16; digit++) {
  VALUE_OF[code(DIGITS[digit]!)] = digit;
  VALUE_OF[code(DIGITS[digit]!.toUpperCase())] = digit;
}
VALUE_OF[EXCLUDED] = BORDER;

function* lines({ width, height }: RowsHeader, rows: Iterable<RowChunk>): Iterable<Chunk> {
  const out = new ChunkBuffer(width + 1);
  for (const { y, here, hereAt } of rowPairs(width, height, rows)) {
    if (y === height) break;
    out.length = line(out.bytes, out.length, here, hereAt + 1, width);
    if (out.full) yield out.take();
  }
  if (out.length > 0) yield out.take();
}

/** Rows [from, to) as their lines: hex writes each row on its own line, so slices concatenate into the whole. */
function* slice({ width, height }: RowsHeader, rows: Iterable<RowChunk>, range: readonly [number, number]): Iterable<Chunk> {
  const stride = strideOf(width);
  const out = new ChunkBuffer(width + 1);
  for (const { rows: bytes } of checkedChunks(width, height, rows, range)) {
    for (let at = 0; at < bytes.length; at += stride) {
      out.length = line(out.bytes, out.length, bytes, at + 1, width);
      if (out.full) yield out.take();
    }
  }
  if (out.length > 0) yield out.take();
}

function line(bytes: Uint8Array, at: number, cells: Uint8Array, start: number, width: number): number {
  for (let i = start; i < start + width; i++) bytes[at++] = CHARACTER_OF[cells[i]!]!;
  bytes[at++] = NEWLINE;
  return at;
}

function read(input: string | Uint8Array): ReadResult {
  const text = new TextInput("hex", input);
  const height = text.count;
  const width = text.firstLineBytes;
  if (width === 0) throw text.error(0, 0, "expected a line of W ≥ 1 hex digits, got an empty line");
  checkReadSize("hex", `${height} lines, the first of ${width} hex digits,`, width, height);
  const stride = strideOf(width);
  // Rows only for the lines before the first short one (which ends the read): blank lines cost nothing.
  const rows = Math.min(height, text.linesAtLeast(width));
  const cells = new Uint8Array(stride * (rows + 2));
  initGrid(cells, width, rows, 0);
  const bytes = text.bytes;
  for (let y = 0; y < height; y++) {
    const start = text.startOf(y);
    const length = text.endOf(y) - start;
    if (length !== width) throw text.error(y, Math.min(length, width), `expected ${width} characters like the first line, got ${length}`);
    const row = (y + 1) * stride + 1;
    for (let x = 0; x < width; x++) {
      const value = VALUE_OF[bytes[start + x]!]!;
      if (value === 0xff) throw text.error(y, x, `expected a hex digit or "-" (excluded), got ${describeCharacter(text.charactersOf(y)[x]!)}`);
      cells[row + x] = value;
    }
  }
  const problem = findPassageProblem(width, height, cells, true);
  if (problem) throw new FormatError("hex", problem.message, { line: problem.y + 1, column: problem.x + 1 });
  if (!hasIncludedCell(width, height, cells)) throw new FormatError("hex", NO_INCLUDED_CELL, { line: 1, column: 1 });
  return { width, height, cells, algorithm: "unknown", seed: null };
}

export const hex: Format = rowFormat({
  name: "hex",
  summary: 'H lines of W hex digits, the passage bits of each cell (N=1, E=2, S=4, W=8); "-" an excluded cell',
  extensions: [".hex"],
  text: true,
  batch: BLANK_LINE_BETWEEN,
  readsOptions: false,
  rowWriter: lines,
  sliceWriter: slice,
  measure: ({ width, height }) => ({ bytes: height * (width + 1), exact: true }),
  read,
  sniffPriority: SNIFF_LOOSE,
  sniff: (head) => {
    const lineEnd = head.indexOf(NEWLINE);
    const line = head.subarray(0, lineEnd === -1 ? head.length : lineEnd);
    return line.length > 0 && line.every((byte, i) => VALUE_OF[byte] !== 0xff || (byte === 0x0d && i === line.length - 1));
  },
});
