// Writers consume a maze as chunks of rows (src/stream.ts's RowChunk): a whole maze is handed over as views on its
// own cells, a stream as the chunks generateRows() yields. Drawings read each row with the row above it (a wall
// line sits between them), so the walk keeps a copy of the last row of every chunk: a chunk may be a view that the
// next one overwrites (generateRows' reuseBuffer).

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import type { MazeData, Openings, RowChunk, RowsHeader } from "../grid/data.js";
import { BORDER, strideOf } from "../grid/layout.js";
import { checkOpenings } from "../grid/openings.js";
import type { WriteOptions } from "./format.js";
import { OpenedRows } from "./gaps.js";

/** The tallest stream: heights are exact doubles, never 32-bit counters. */
const MAX_ROWS_HEIGHT = 2 ** 53;

/** Checks a stream's header: throws InvalidArgumentError naming the field and what is allowed. */
export function checkRowsHeader(format: string, { width, height, openings }: RowsHeader): void {
  if (!Number.isSafeInteger(width) || width < 1) throw new InvalidArgumentError(`${format}: width must be a positive integer, got ${describeValue(width)}`);
  if (!Number.isInteger(height) || height < 1 || height > MAX_ROWS_HEIGHT) {
    throw new InvalidArgumentError(`${format}: height must be an integer in [1, 2^53], got ${describeValue(height)}`);
  }
  checkOpenings({ width, height }, openings, `${format}: openings`);
}

/** Refuses the write options a stream cannot honour: a solution and a heat map need the whole maze. */
export function checkStreamOptions(format: string, options: WriteOptions): void {
  const needsWhole = options.solution ? "a solution" : options.distances ? "a heat map (distances)" : undefined;
  if (needsWhole) throw new InvalidArgumentError(`${format}: ${needsWhole} cannot be drawn on a stream of rows (it needs the whole maze)`);
}

/** A whole maze's header. */
export function headerOf({ width, height, algorithm, seed, options, openings }: MazeData): RowsHeader {
  return { width, height, algorithm, seed, ...(options !== undefined && { options }), ...(openings !== undefined && { openings }) };
}

/** A whole maze's interior rows, as views on its cells (nothing is copied), `rowsPerChunk` rows at a time. */
export function* mazeRows({ width, height, cells }: MazeData, rowsPerChunk = height): Iterable<RowChunk> {
  const stride = strideOf(width);
  for (let y = 0; y < height; y += rowsPerChunk) {
    yield { y, rows: cells.subarray((y + 1) * stride, (Math.min(y + rowsPerChunk, height) + 1) * stride) };
  }
}

/** Checks the rows [from, to) a slice writer is given: integers, 0 ≤ from ≤ to ≤ height. */
export function checkRowRange(format: string, { height }: RowsHeader, range: unknown): asserts range is readonly [number, number] {
  const [from, to]: unknown[] = Array.isArray(range) && range.length === 2 ? range : [];
  if (typeof from === "number" && typeof to === "number" && Number.isInteger(from) && Number.isInteger(to) && from >= 0 && from <= to && to <= height) return;
  throw new InvalidArgumentError(`${format}: the rows of a slice must be [from, to] with 0 ≤ from ≤ to ≤ height (${height}), got ${describeValue(range)}`);
}

/** The chunks, checked as they come: consecutive, whole rows of W+2 bytes, exactly rows [from, to) (all `height` by default). */
export function* checkedChunks(
  width: number,
  height: number,
  rows: Iterable<RowChunk>,
  [from, to]: readonly [number, number] = [0, height],
): Iterable<RowChunk> {
  const stride = strideOf(width);
  let y = from;
  for (const chunk of rows) {
    const count = chunk.rows.length / stride;
    if (!Number.isInteger(count) || count < 1) {
      throw new InvalidArgumentError(`rows: a chunk holds whole rows of W+2 = ${stride} bytes, got ${chunk.rows.length} bytes at row ${chunk.y}`);
    }
    if (chunk.y !== y) throw new InvalidArgumentError(`rows: expected the chunk at row ${y}, got one at row ${chunk.y}`);
    if (y + count > to) {
      throw new InvalidArgumentError(`rows: the chunk at row ${y} holds ${count} rows, past ${to === height ? "the height" : "the end of the slice,"} ${to}`);
    }
    y += count;
    yield chunk;
  }
  if (y !== to) throw new InvalidArgumentError(`rows: they end at row ${y}, before ${to === height ? "the height" : "the end of the slice,"} ${to}`);
}

/** Line y of a drawing, y = 0..H: row y−1 (the top padding at y = 0) and row y (the bottom padding at y = H). */
export interface RowPair {
  y: number;
  above: Uint8Array;
  /** Index of the west padding cell of row y−1 in `above`. */
  aboveAt: number;
  here: Uint8Array;
  /** Index of the west padding cell of row y in `here`. */
  hereAt: number;
}

/**
 * The H+1 row pairs of a drawing in order; one object, updated in place (read it before asking for the next). With
 * openings, the rows their gaps touch come as copies with the gaps opened (gaps.ts), the padding rows included.
 */
export function* rowPairs(width: number, height: number, rows: Iterable<RowChunk>, openings?: Openings): Iterable<RowPair> {
  const stride = strideOf(width);
  const gaps = openings ? new OpenedRows(width, height, openings) : undefined;
  const padding = new Uint8Array(stride).fill(BORDER);
  // The last row of the previous chunk (the top padding before row 0), copied before the next chunk is asked for.
  const previous = gaps?.copy(-1, padding, 0)?.slice() ?? padding.slice();
  const pair: RowPair = { y: 0, above: previous, aboveAt: 0, here: padding, hereAt: 0 };
  for (const { y, rows: bytes } of checkedChunks(width, height, rows)) {
    pair.above = previous;
    pair.aboveAt = 0;
    for (let at = 0; at < bytes.length; at += stride) {
      pair.y = y + at / stride;
      const opened = gaps?.copy(pair.y, bytes, at);
      pair.here = opened ?? bytes;
      pair.hereAt = opened ? 0 : at;
      yield pair;
      pair.above = pair.here;
      pair.aboveAt = pair.hereAt;
    }
    previous.set(pair.above.subarray(pair.aboveAt, pair.aboveAt + stride));
  }
  pair.y = height;
  pair.above = previous;
  pair.aboveAt = 0;
  pair.here = gaps?.copy(height, padding, 0) ?? padding;
  pair.hereAt = 0;
  yield pair;
}
