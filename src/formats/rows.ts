// Writers consume a maze as chunks of rows (src/stream.ts's RowChunk): a whole maze is handed over as views on its
// own cells, a stream as the chunks generateRows() yields. Drawings read each row with the row above it (a wall
// line sits between them), so the walk keeps a copy of the last row of every chunk: a chunk may be a view that the
// next one overwrites (generateRows' reuseBuffer).

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import type { MazeData, Openings, RowChunk, RowsHeader } from "../grid/data.js";
import { BORDER, E, N, S, strideOf, W } from "../grid/layout.js";
import { checkOpenings } from "../grid/openings.js";
import type { WriteOptions } from "./format.js";
import { OpenedRows } from "./gaps.js";

/** The tallest stream: heights are exact doubles, never 32-bit counters. */
const MAX_ROWS_HEIGHT = 2 ** 53;

/** Checks a stream's header: throws InvalidArgumentError naming the field and what is allowed. */
export function checkRowsHeader(format: string, header: RowsHeader): void {
  if (typeof header !== "object" || header === null || Array.isArray(header)) {
    throw new InvalidArgumentError(`${format}: the header must be an object { width, height, algorithm, seed }, got ${describeValue(header)}`);
  }
  const { width, height, algorithm, seed, openings } = header;
  if (!Number.isSafeInteger(width) || width < 1) throw new InvalidArgumentError(`${format}: width must be a positive integer, got ${describeValue(width)}`);
  if (!Number.isInteger(height) || height < 1 || height > MAX_ROWS_HEIGHT) {
    throw new InvalidArgumentError(`${format}: height must be an integer in [1, 2^53], got ${describeValue(height)}`);
  }
  if (algorithm !== undefined && typeof algorithm !== "string") {
    throw new InvalidArgumentError(`${format}: the header's algorithm must be a string, got ${describeValue(algorithm)}`);
  }
  if (seed !== undefined && seed !== null && !Number.isSafeInteger(seed)) {
    throw new InvalidArgumentError(`${format}: the header's seed must be an integer or null, got ${describeValue(seed)}`);
  }
  checkOpenings({ width, height }, openings, `${format}: openings`);
}

/** Checks that a stream's rows are iterable (their chunks are checked as they come: checkedChunks, contractChunks). */
export function checkRowsIterable(format: string, rows: unknown): asserts rows is Iterable<RowChunk> {
  const iterator = typeof rows === "object" && rows !== null ? (rows as { [Symbol.iterator]?: unknown })[Symbol.iterator] : undefined;
  if (typeof iterator !== "function") {
    throw new InvalidArgumentError(`${format}: rows must be an iterable of chunks { y, rows: Uint8Array }, got ${describeValue(rows)}`);
  }
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
  for (const chunk of rows as Iterable<unknown>) {
    if (typeof chunk !== "object" || chunk === null) {
      throw new InvalidArgumentError(`rows: a chunk must be an object { y, rows: Uint8Array }, got ${describeValue(chunk)} at row ${y}`);
    }
    const { y: at, rows: bytes } = chunk as Partial<RowChunk>;
    if (typeof at !== "number" || !Number.isInteger(at))
      throw new InvalidArgumentError(`rows: a chunk's y must be an integer, got ${describeValue(at)} at row ${y}`);
    if (!(bytes instanceof Uint8Array)) {
      throw new InvalidArgumentError(
        `rows: a chunk's rows must be a Uint8Array of whole rows of W+2 = ${stride} bytes, got ${describeValue(bytes)} at row ${y}`,
      );
    }
    const count = bytes.length / stride;
    if (!Number.isInteger(count) || count < 1) {
      throw new InvalidArgumentError(`rows: a chunk holds whole rows of W+2 = ${stride} bytes, got ${bytes.length} bytes at row ${at}`);
    }
    if (at !== y) throw new InvalidArgumentError(`rows: expected the chunk at row ${y}, got one at row ${at}`);
    if (y + count > to) {
      throw new InvalidArgumentError(`rows: the chunk at row ${y} holds ${count} rows, past ${to === height ? "the height" : "the end of the slice,"} ${to}`);
    }
    y += count;
    yield chunk as RowChunk;
  }
  if (y !== to) throw new InvalidArgumentError(`rows: they end at row ${y}, before ${to === height ? "the height" : "the end of the slice,"} ${to}`);
}

/** The row streams the library made (generateRows, frozen), whose chunks go from the core to a writer unchanged. */
const produced = new WeakSet<object>();

/**
 * Records `rows` (frozen, so its iterator cannot be replaced) as made by the library: a writer given it checks its
 * chunks' shape but not their bytes, which the core wrote (the contract pass costs about 5 ns a cell, four times a
 * 20000² binary-tree stream's own time). Rows from anywhere else are checked byte by byte.
 */
export function trustRows<T extends object>(rows: T): T {
  produced.add(Object.freeze(rows));
  return rows;
}

/**
 * The chunks of a stream, checked as checkedChunks does and each row against the grid contract as it comes (one
 * pass over its bytes): padding BORDER, cell bits 0-15, passages that agree with the row's neighbours and the row
 * above (kept from the previous chunk, which may be a reused buffer), none through the outer wall. The first row of
 * a slice that starts below row 0 is checked without its row above (which the slice does not hold).
 */
export function* contractChunks(width: number, height: number, rows: Iterable<RowChunk>, range: readonly [number, number] = [0, height]): Iterable<RowChunk> {
  if (produced.has(rows)) {
    yield* checkedChunks(width, height, rows, range);
    return;
  }
  const stride = strideOf(width);
  const above = new Uint8Array(stride).fill(BORDER);
  let aboveKnown = range[0] === 0;
  for (const chunk of checkedChunks(width, height, rows, range)) {
    const bytes = chunk.rows;
    for (let at = 0; at < bytes.length; at += stride) {
      const y = chunk.y + at / stride;
      const up = at === 0 ? above : bytes;
      const upAt = at === 0 ? 0 : at - stride;
      const known = at > 0 || aboveKnown;
      if (!rowKeepsContract(width, bytes, at, up, upAt, known, y === height - 1)) {
        throw new InvalidArgumentError(`rows: row ${y} breaks the grid contract: ${rowProblem(width, y, bytes, at, up, upAt, known, y === height - 1)}`);
      }
    }
    above.set(bytes.subarray(bytes.length - stride));
    aboveKnown = true;
    yield chunk;
  }
}

/** The fast pass: whether the row at `at` of `bytes` keeps the contract (OR of every disagreement, no branch per cell). */
function rowKeepsContract(width: number, bytes: Uint8Array, at: number, up: Uint8Array, upAt: number, upKnown: boolean, last: boolean): boolean {
  const end = at + width;
  const badBits = last ? 0xf0 | S : 0xf0;
  const upMask = upKnown ? 1 : 0;
  const shift = upAt - at;
  let bad = (bytes[at]! ^ BORDER) | (bytes[end + 1]! ^ BORDER) | ((bytes[at + 1]! >> 3) & 1);
  // Each cell is loaded once (carried to the next step as its west neighbour) and its row-above cell once.
  let bits = bytes[at + 1]!;
  for (let i = at + 1; i <= end; i++) {
    const next = bytes[i + 1]!;
    bad |= (bits & badBits) | (((bits >> 1) ^ (next >> 3)) & 1) | ((bits ^ (up[i + shift]! >> 2)) & upMask);
    bits = next;
  }
  return bad === 0;
}

/** The slow pass of a bad row: its first problem, named. */
function rowProblem(width: number, y: number, bytes: Uint8Array, at: number, up: Uint8Array, upAt: number, upKnown: boolean, last: boolean): string {
  for (const [side, index] of [
    ["west", at],
    ["east", at + width + 1],
  ] as const) {
    if (bytes[index] !== BORDER) return `its ${side} padding byte must be BORDER (${BORDER}), got ${bytes[index]}`;
  }
  for (let x = 0; x < width; x++) {
    const bits = bytes[at + 1 + x]!;
    const where = `cell (${x}, ${y})`;
    if (bits > 15) return `${where}: cell bits must be 0-15, got ${bits}`;
    if (bits & W && x === 0) return `${where}: passage W opens through the outer wall`;
    if (bits & E && x === width - 1) return `${where}: passage E opens through the outer wall`;
    if (bits & N && y === 0) return `${where}: passage N opens through the outer wall`;
    if (bits & S && last) return `${where}: passage S opens through the outer wall`;
    if (upKnown && y > 0 && ((bits & N) !== 0) !== ((up[upAt + 1 + x]! & S) !== 0)) {
      return `passage S of (${x}, ${y - 1}) and passage N of (${x}, ${y}) disagree`;
    }
    if (x < width - 1 && ((bits & E) !== 0) !== ((bytes[at + 2 + x]! & W) !== 0)) {
      return `passage E of (${x}, ${y}) and passage W of (${x + 1}, ${y}) disagree`;
    }
  }
  return "a disagreement with its neighbours";
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
