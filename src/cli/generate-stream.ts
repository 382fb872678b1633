// `daedalus generate --stream`: one maze written as it is generated, chunk of rows by chunk of rows, so memory stays
// flat whatever the height (up to 2^53). The rows come from generateRows() and go through the format's row writer.
// With --tiles any algorithm streams, band of tiles by band; with --shard as well, only the shard's rows of tiles
// are made and written, through the format's slice writer, so the shards' outputs concatenate into one run's.

import { generators } from "../algorithms/generators.js";
import { InvalidArgumentError } from "../base/errors.js";
import { type Format, formats, type WriteOptions } from "../formats/index.js";
import { trustRows } from "../formats/rows.js";
import type { Openings, OptionValue, RowChunk } from "../grid/data.js";
import { strideOf } from "../grid/layout.js";
import { generateRows } from "../stream.js";
import { tileLayout } from "../tiles/layout.js";
import type { BandRequest } from "./bands.js";
import type { Output } from "./output.js";
import type { EndFlag } from "./parse.js";
import { runOrdered, startPool } from "./pool.js";
import { type Phases, rowProgress, SILENT } from "./progress.js";

export interface StreamRequest {
  algorithm: string;
  width: number;
  height: number;
  seed: number;
  backend: string;
  options: Record<string, OptionValue>;
  format: Format;
  write: WriteOptions;
  /** Tiles along a side (--tiles): any algorithm streams. */
  tiles?: number;
  /** With tiles: only these rows of tiles [from, to) (a shard), written as their slice of the whole output. */
  tileRows?: readonly [number, number];
  /** Gaps in the outer wall, drawn by the formats that show them (a stream's header carries them). */
  openings?: Openings;
  /** With tiles and a format that writes slices: worker threads making the bands (1: this thread). */
  workers?: number;
  /** false: no progress bar even on a terminal (the benchmarks). */
  progress?: boolean;
}

/** The generate flags a stream cannot honour. */
export interface WholeMazeFlags {
  count: number;
  workers?: number;
  shard?: string;
  mask?: string;
  braid?: number;
  sparse?: number;
  pick?: string;
  solve?: string | true;
  from?: EndFlag;
  to?: EndFlag;
  start?: EndFlag;
  goal?: EndFlag;
  heatmap?: unknown;
  tiles?: number;
}

/** Rows per chunk: big chunks keep the per-chunk costs (a Wasm call, a write) small against the rows. */
const STREAM_CHUNK_BYTES = 1 << 20;

/** Refuses, before anything is generated, what a stream cannot do (`label`: the flag that asked for one): algorithms
 *  (unless tiled) and formats that need the whole maze, batches, and what needs the whole maze in memory (masks,
 *  braiding, culling, picking, solving). A tiled stream may be a shard (of its rows of tiles) in a format that writes slices. */
export function checkStreamFlags(algorithm: string, format: Format, flags: WholeMazeFlags, label = "--stream"): void {
  const tiled = flags.tiles !== undefined;
  if (!tiled && !generators.find((entry) => entry.name === algorithm)?.streamable) {
    const streamable = generators.filter((entry) => entry.streamable).map((entry) => entry.name);
    throw new InvalidArgumentError(
      `${label}: algorithm ${algorithm} cannot stream (it needs the whole maze in memory); streamable algorithms: ${streamable.join(", ")}; with --tiles T any algorithm streams`,
    );
  }
  if (!format.writeRows) {
    const streamable = formats.filter((candidate) => candidate.writeRows).map((candidate) => candidate.name);
    throw new InvalidArgumentError(`${label}: format ${format.name} cannot stream (it needs the whole maze); streamable formats: ${streamable.join(", ")}`);
  }
  if (tiled && flags.shard !== undefined && !format.writeRowSlice) {
    throw new InvalidArgumentError(
      `--shard of a tiled maze: format ${format.name} cannot be written in shares that concatenate; formats that can: ${slicedFormats().join(", ")}`,
    );
  }
  const conflicts: [string, boolean, string][] = [
    [`--count ${flags.count}`, flags.count > 1, "a stream is one maze"],
    ["--shard", flags.shard !== undefined && !tiled, "a stream is one maze (with --tiles, shards split it by rows of tiles)"],
    ["--workers", flags.workers !== undefined && !tiled, "a stream is generated on this thread (with --tiles, workers make its bands)"],
    [
      `--workers ${flags.workers}`,
      tiled && (flags.workers ?? 1) > 1 && !format.writeRowSlice,
      `the bands of a tiled stream are encoded apart only in a format that writes slices (${slicedFormats().join(", ")})`,
    ],
    ["--mask", flags.mask !== undefined, "a mask needs the whole maze in memory"],
    ["--braid", flags.braid !== undefined, "braiding needs the whole maze in memory"],
    ["--heatmap", flags.heatmap !== undefined, "a heat map needs the whole maze in memory"],
    ["--sparse", flags.sparse !== undefined, "culling dead ends needs the whole maze in memory"],
    ["--pick", flags.pick !== undefined, "picking compares whole mazes"],
    ...(["solve", "from", "to", "start", "goal"] as const).map((name): [string, boolean, string] => [
      `--${name}`,
      flags[name] !== undefined,
      "solving needs the whole maze in memory",
    ]),
  ];
  const conflict = conflicts.find(([, given]) => given);
  if (conflict) throw new InvalidArgumentError(`${label} cannot be combined with ${conflict[0]}: ${conflict[2]}`);
}

function slicedFormats(): string[] {
  return formats.filter((candidate) => candidate.writeRowSlice).map((candidate) => candidate.name);
}

/** A stream validated in full (sizes, options, the writer's options) before any output exists; `run` writes it. */
export interface PreparedStream {
  run(output: Output): Promise<void>;
}

export function prepareStream(request: StreamRequest): PreparedStream {
  const { algorithm, width, height, seed, backend, options, format, tiles, tileRows } = request;
  const rowsPerChunk = Math.max(1, Math.floor(STREAM_CHUNK_BYTES / strideOf(width)));
  // Views on the stream's own buffer, no copies (fresh 1 MiB copies cost more in garbage collection than generating
  // binary-tree): binary hands them on as they are, so each output chunk is settled before the next rows are made.
  const rows = generateRows({
    algorithm,
    width,
    height,
    seed,
    backend,
    options,
    rowsPerChunk,
    reuseBuffer: true,
    ...(tiles !== undefined && { tiles }),
    ...(tileRows && { tileRows }),
  });
  const header = { width, height, algorithm: rows.algorithm, seed: rows.seed, options, ...(request.openings && { openings: request.openings }) };
  const [from, to] = rows.rows;
  let progress: Phases | undefined;
  // The core's rows, counted on their way: trusted as generateRows' own are.
  const made = trustRows(counted(rows, width, (done) => progress?.update(done - from)));
  const chunks = tileRows ? format.writeRowSlice!(header, made, rows.rows, request.write) : format.writeRows!(header, made, request.write);
  // Validated above on this thread; the pool's workers make the same rows band by band.
  if (tiles !== undefined && (request.workers ?? 1) > 1 && format.writeRowSlice) return pooledStream(request, tiles, rows.rows);
  return {
    async run(output) {
      progress = request.progress === false ? SILENT : rowProgress(to - from, width);
      try {
        for await (const chunk of chunks) await output.writeSettled(chunk);
        progress.finish();
      } finally {
        progress.stop();
      }
    },
  };
}

/** The chunks, reporting the rows done once the writer has taken each one. */
function* counted(rows: Iterable<RowChunk>, width: number, report: (done: number) => void): Iterable<RowChunk> {
  const stride = strideOf(width);
  for (const chunk of rows) {
    yield chunk;
    report(chunk.y + chunk.rows.length / stride);
  }
}

/** The tiled stream made on a pool of workers, each band encoded where it is made and written here in order. */
function pooledStream(request: StreamRequest, tiles: number, [from, to]: readonly [number, number]): PreparedStream {
  const { algorithm, width, height, seed, backend, options, format, write, openings } = request;
  const layout = tileLayout(width, height, tiles);
  const [firstBand, endBand] = request.tileRows ?? [0, layout.tiles];
  const band: BandRequest = { algorithm, width, height, seed, backend, options, format: format.name, write, tiles, ...(openings && { openings }) };
  return {
    async run(output) {
      const progress = request.progress === false ? SILENT : rowProgress(to - from, width);
      let rowsDone = 0;
      try {
        const pool = await startPool(new URL("./band-worker.js", import.meta.url), Math.min(request.workers!, endBand - firstBand), band);
        // One band per worker and one more: a band that finishes early waits here, so memory is about workers + 1 bands.
        await runOrdered(
          pool,
          [firstBand, endBand],
          { perWorker: 1, ahead: pool.length + 1 },
          (bytes) => output.write(bytes),
          (band) => {
            rowsDone += layout.rows.size(band);
            progress.update(rowsDone);
          },
        );
        progress.finish();
      } finally {
        progress.stop();
      }
    },
  };
}
