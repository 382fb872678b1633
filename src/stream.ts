// generateRows(): a streamable maze row by row, in O(width) memory, for heights up to 2^53.
//
// The rows are the rows of the in-memory maze of the same algorithm, size, seed and options, byte
// for byte: the generators fill any range of rows from the row above and a carried state (the
// saved PRNG state, eller's set lists), and the draws of a row never depend on the height. The
// last row of every range waits for the next one (binary-tree's north biases still set its S
// bits), so the first range fills one row more than a chunk and every chunk holds whole rows.
// Other calls may run on the same backend between two chunks: the state is saved after every
// range (the PRNG state with it), and a Wasm stream is evicted from the arena when another call
// claims it (src/backends/wasm/rows.ts).
//
// Chunks hold interior rows only, W+2 bytes each with their side padding, so the in-memory bytes
// are paddingRow(W), then every chunk's rows in order, then paddingRow(W) again.
//
// With `tiles`, any generator streams: the maze is made band by band (a row of tiles at a time, src/tiles/), in
// O(W × tile height) memory, the same bytes as generate() with the same tiles. `tileRows` picks a share of the bands
// (a shard of a run split across machines): the chunks then start at that share's first row.

import type { GeneratorEntry } from "./algorithms/define.js";
import { findGenerator, type GeneratorName, generators } from "./algorithms/generators.js";
import { checkStreamSize, streamRangeRows } from "./algorithms/limits.js";
import { encodeOptions } from "./algorithms/options.js";
import type { Backend, RowRanges } from "./backends/backend.js";
import { getBackend } from "./backends/runtime.js";
import { checkOptionsObject, optionKeys, readOnce } from "./base/arguments.js";
import { describeValue, InvalidArgumentError } from "./base/errors.js";
import { randomSeed, resolveSeed, type SeedInput } from "./base/seed.js";
import { trustRows } from "./formats/rows.js";
import type { OptionValue, RowChunk } from "./grid/data.js";
import { BORDER, strideOf } from "./grid/layout.js";
import { type TileLayout, tileLayout } from "./tiles/layout.js";
import { checkRowBytes, checkTileable, checkTileSize } from "./tiles/limits.js";
import { tiledChunks } from "./tiles/rows.js";
import { TiledMaze } from "./tiles/tiled.js";

export interface GenerateRowsOptions {
  /** Registry name or alias of a streamable generator (binary-tree, sidewinder, eller), or of any generator with `tiles`. */
  algorithm: GeneratorName | (string & {}) | GeneratorEntry;
  width: number;
  /** Up to 2^53. */
  height: number;
  /** Integer in [0, 2^32) or any non-empty string (hashed); random when omitted (see the stream's seed). */
  seed?: SeedInput;
  /** "wasm" (default) or "reference". */
  backend?: string | Backend;
  /** Algorithm options, as for generate(). */
  options?: Readonly<Record<string, OptionValue>>;
  /** Rows in every chunk but the last (default: as many as fit in about 256 KiB, at least 1). */
  rowsPerChunk?: number;
  /**
   * Yield views of the stream's own buffer instead of copies: nothing is copied, but a chunk's
   * bytes only hold until the next chunk is asked for or anything else runs on the backend.
   */
  reuseBuffer?: boolean;
  /** Make the maze of T×T tiles (as generate({ tiles }) does, same bytes), band of tiles by band: any generator streams. */
  tiles?: number;
  /** With `tiles`: only the bands (rows of tiles) [from, to), 0 ≤ from ≤ to ≤ T, for a share of a sharded run. */
  tileRows?: readonly [from: number, to: number];
}

/** The keys generateRows() takes, in GenerateRowsOptions' order: any other key is refused by name. */
export const GENERATE_ROWS_OPTION_KEYS = optionKeys<GenerateRowsOptions>()([
  "algorithm",
  "width",
  "height",
  "seed",
  "backend",
  "options",
  "rowsPerChunk",
  "reuseBuffer",
  "tiles",
  "tileRows",
]);

/** A stream of rows: iterate it for the chunks (each iteration generates the maze afresh). */
export interface RowStream extends Iterable<RowChunk> {
  readonly algorithm: string;
  readonly width: number;
  readonly height: number;
  readonly seed: number;
  readonly rowsPerChunk: number;
  /** The tiles along a side, when tiled. */
  readonly tiles?: number;
  /** The rows [from, to) the chunks cover: all of them ([0, height)) unless `tileRows` picked a share. */
  readonly rows: readonly [from: number, to: number];
}

const DEFAULT_CHUNK_BYTES = 1 << 18;
const MAX_HEIGHT = 2 ** 53;

/** Validates everything now (throwing a DaedalusError); the rows are generated as the stream is iterated. */
export function generateRows(given: GenerateRowsOptions): RowStream {
  const request = readRowsRequest(given);
  const entry = findGenerator(request.algorithm);
  if (request.tiles !== undefined) return tiledRows(request, entry);
  if (request.tileRows !== undefined) throw new InvalidArgumentError("tileRows picks bands of tiles: it needs tiles");
  if (!entry.streamable) {
    const streamable = generators.filter((candidate) => candidate.streamable).map((candidate) => candidate.name);
    throw new InvalidArgumentError(`algorithm ${entry.name} cannot stream (it needs the whole maze in memory); streamable: ${streamable.join(", ")}`);
  }
  const { backend, seed, options, rowsPerChunk } = streamSettings(request, entry);
  const { width, height } = request;
  checkStreamSize(entry, backend, width, height, rowsPerChunk);
  const reuseBuffer = checkReuseBuffer(request.reuseBuffer);
  return trustRows({
    algorithm: entry.name,
    width,
    height,
    seed,
    rowsPerChunk,
    rows: [0, height],
    [Symbol.iterator]: () =>
      chunks(() => backend.openRows(entry, width, seed, options, streamRangeRows(rowsPerChunk, height)), width, height, rowsPerChunk, reuseBuffer),
  });
}

/** generateRows' options checked as an object and read once: the width and height checked are the ones streamed. */
function readRowsRequest(given: GenerateRowsOptions): GenerateRowsOptions {
  checkOptionsObject(given, "generateRows' options", GENERATE_ROWS_OPTION_KEYS);
  if (given === undefined) throw new InvalidArgumentError("generateRows needs its options: { algorithm, width, height, … }");
  return readOnce(given, GENERATE_ROWS_OPTION_KEYS);
}

/** What every stream resolves from its request: the backend, the seed (drawn once), the encoded options, the chunk rows. */
function streamSettings(request: GenerateRowsOptions, entry: GeneratorEntry) {
  return {
    backend: getBackend(request.backend ?? "wasm"),
    seed: request.seed === undefined ? randomSeed() : resolveSeed(request.seed),
    options: encodeOptions(entry.name, entry.options, request.options),
    rowsPerChunk: checkStreamShape(request),
  };
}

/** Checks a stream's width, height and rowsPerChunk; returns rowsPerChunk (its default filled in). */
function checkStreamShape({ width, height, rowsPerChunk }: GenerateRowsOptions): number {
  if (!Number.isSafeInteger(width) || width < 1) throw new InvalidArgumentError(`width must be a positive integer, got ${describeValue(width)}`);
  if (!Number.isInteger(height) || height < 1 || height > MAX_HEIGHT) {
    throw new InvalidArgumentError(`height of a stream must be an integer in [1, 2^53], got ${describeValue(height)}`);
  }
  const rows = rowsPerChunk ?? Math.max(1, Math.floor(DEFAULT_CHUNK_BYTES / strideOf(width)));
  if (!Number.isSafeInteger(rows) || rows < 1) throw new InvalidArgumentError(`rowsPerChunk must be a positive integer, got ${describeValue(rows)}`);
  return rows;
}

/** A tiled stream: any generator, band of tiles by band. */
function tiledRows(request: GenerateRowsOptions, entry: GeneratorEntry): RowStream {
  return tiledShares(request, entry)();
}

/**
 * The streams of a tiled request's shares: `tileRows` (the request's own when omitted) checked per call, everything
 * else once, and one tiled maze for all of them, so its tree of tiles (T² log T steps) is drawn once however many
 * shares are made.
 */
export type TiledShares = (tileRows?: GenerateRowsOptions["tileRows"]) => RowStream;

/**
 * For a worker that makes the bands of one run one after another: generateRows({ tiles }) validated once, then any
 * share of its bands as a stream (`shares([band, band + 1])`), every share from one tiled maze (a random seed drawn
 * once). Dropping the function drops the maze and its tree.
 */
export function generateTiledShares(given: GenerateRowsOptions): TiledShares {
  const request = readRowsRequest(given);
  if (request.tiles === undefined) throw new InvalidArgumentError("shares of a stream are bands of tiles: they need tiles");
  return tiledShares(request, findGenerator(request.algorithm));
}

function tiledShares(request: GenerateRowsOptions, entry: GeneratorEntry): TiledShares {
  const { backend, seed, options, rowsPerChunk } = streamSettings(request, entry);
  const { width, height } = request;
  const layout = tileLayout(width, height, request.tiles);
  const whole = checkTileRows(request.tileRows, layout);
  checkTileable(entry);
  checkTileSize(entry, backend, layout);
  const chunkRows = Math.min(rowsPerChunk, height);
  checkRowBytes(
    width,
    layout.rows.largest + chunkRows,
    `a ${width}-wide tiled stream (a band of ${layout.rows.largest} rows and a chunk of ${chunkRows})`,
    "more tiles make lower bands",
  );
  const maze = new TiledMaze({ entry, backend, width, height, seed, options, layout });
  const reuseBuffer = checkReuseBuffer(request.reuseBuffer);
  return (tileRows) => {
    const bands = tileRows === undefined ? whole : checkTileRows(tileRows, layout);
    return trustRows({
      algorithm: entry.name,
      width,
      height,
      seed,
      rowsPerChunk,
      tiles: layout.tiles,
      rows: [layout.rows.start(bands[0]), layout.rows.start(bands[1])],
      [Symbol.iterator]: () => tiledChunks(maze, bands, rowsPerChunk, reuseBuffer),
    });
  };
}

/** The bands a stream covers: all of them, or the share `tileRows` names. */
function checkTileRows(tileRows: GenerateRowsOptions["tileRows"], { tiles }: TileLayout): readonly [number, number] {
  if (tileRows === undefined) return [0, tiles];
  const [from, to]: unknown[] = Array.isArray(tileRows) && tileRows.length === 2 ? tileRows : [];
  if (typeof from !== "number" || typeof to !== "number" || !Number.isInteger(from) || !Number.isInteger(to) || from < 0 || from > to || to > tiles) {
    const given = Array.isArray(tileRows) && tileRows.length === 2 ? `[${describeValue(from)}, ${describeValue(to)}]` : describeValue(tileRows);
    throw new InvalidArgumentError(`tileRows must be [from, to] with 0 ≤ from ≤ to ≤ tiles (${tiles}), got ${given}`);
  }
  return [from, to];
}

/** One padding row (W+2 bytes of BORDER): the in-memory maze has one above the first chunk and one below the last. */
export function paddingRow(width: number): Uint8Array {
  return new Uint8Array(strideOf(width)).fill(BORDER);
}

/** The chunks of a stream; `y`, `filled` and `height` are exact doubles (up to 2^53), never 32-bit. */
function* chunks(open: () => RowRanges, width: number, height: number, rowsPerChunk: number, reuseBuffer: boolean): Generator<RowChunk, void, undefined> {
  const stride = strideOf(width);
  const ranges = open();
  let filled = 0; // rows generated
  let y = 0; // rows handed out
  try {
    while (y < height) {
      const atTop = filled === 0;
      const count = Math.min(atTop ? rowsPerChunk + 1 : rowsPerChunk, height - filled);
      const atBottom = filled + count === height;
      const buffer = ranges.fill(count, atTop, atBottom);
      filled += count;
      // Slot 0 holds row y (the row that waited), or the top padding before row 0.
      const first = atTop ? 1 : 0;
      const ready = (atBottom ? height : filled - 1) - y;
      const finished = buffer.subarray(first * stride, (first + ready) * stride);
      // One copy per range, before the first yield: a call between two yields may reuse the buffer.
      const rows = reuseBuffer ? finished : finished.slice();
      for (let at = 0; at < ready; ) {
        const take = Math.min(rowsPerChunk, ready - at);
        yield { y, rows: rows.subarray(at * stride, (at + take) * stride) };
        at += take;
        y += take;
      }
    }
  } finally {
    ranges.close();
  }
}

/** reuseBuffer: a boolean, false by default. */
function checkReuseBuffer(value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value !== "boolean") throw new InvalidArgumentError(`reuseBuffer must be true or false, got ${describeValue(value)}`);
  return value;
}
