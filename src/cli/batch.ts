// Batches (`generate --count N`): mazes rendered in order, on a pool of worker threads, each with its own
// Wasm instance; the bytes and their order are the same whatever the number of workers or shards.

import { availableParallelism } from "node:os";
import { type PickStatistic, pickMaze } from "../analysis/pick.js";
import { InvalidArgumentError } from "../base/errors.js";
import { batchSeed } from "../base/seed.js";
import { type BatchDocument, type Format, findFormat, type WriteOptions } from "../formats/index.js";
import { type GenerateOptions, generate } from "../generate.js";
import type { Opening, OptionValue, Point } from "../grid/data.js";
import { Mask } from "../mask/mask.js";
import { type Maze, mazeWithOpenings } from "../maze.js";
import { solve } from "../solve.js";
import { braid } from "../transforms/braid.js";
import { sparse } from "../transforms/sparse.js";
import { resolveEnds } from "./ends.js";
import { type HeatmapFrom, withHeatmap } from "./heatmap.js";
import { givenOpenings, type OpeningsPlan, resolvePlan } from "./opening-flags.js";
import type { Output } from "./output.js";
import type { EndFlag } from "./parse.js";
import { runOrdered, startPool } from "./pool.js";
import { type Phases, SILENT } from "./progress.js";
import { failureNote } from "./solution-output.js";

/** Everything a worker needs to render any maze of the batch. */
export interface BatchRequest {
  algorithm: string;
  width: number;
  height: number;
  backend: string;
  options: Record<string, OptionValue>;
  format: string;
  /** How many mazes the whole batch holds, every shard included (a document format's header counts them). */
  count: number;
  /** An explicit --count 1 in a format that writes a batch as one document (npy): a batch of one, shape (1, 2, rows,
   *  cols), not one maze's file. Set only where it changes the bytes, so other runs (and their manifests) stay as they were. */
  batchOfOne?: true;
  firstSeed: number;
  /** The writer's options (drawing flags); structured-cloned to the workers. */
  write: WriteOptions;
  /** Generate inside this mask (a validated Mask's fields: plain data survives the trip to a worker). */
  mask?: { width: number; height: number; grid: Uint8Array; included: number; left: number; top: number };
  /** Make each maze of T×T tiles (generate's `tiles`). */
  tiles?: number;
  /** Each maze is the best of its own tries (seeds firstSeed + index·tries + j); the kept seed goes to stderr. */
  pick?: { by: PickStatistic; tries: number; from?: Point; to?: Point };
  /** Then exclude this share of the dead ends, seeded with the maze's seed. */
  sparse?: number;
  /** Then remove this share of the dead ends, seeded with the maze's seed. */
  braid?: number;
  /** Then solve it: the solution goes to the writer. */
  solve?: { solver: string; from?: EndFlag; to?: EndFlag; options: Record<string, string> };
  /** Then colour it by distance from the start or a cell: the distance map goes to the writer. */
  heatmap?: HeatmapFrom;
  /** Gaps in the outer wall (--entrance, --exit, --openings), resolved against each maze. */
  openings?: OpeningsPlan;
}

/** A maze of the batch, the options its writer takes, the lines it has to say on stderr (printed in batch order by the
 *  thread that writes the output: a worker's own stderr may be lost when the pool is terminated), and how to let its
 *  memory go once it is written. */
export interface BuiltMaze {
  maze: Maze;
  write: WriteOptions;
  notes: string[];
  dispose(): void;
}

/** Maze `index` of the batch, masked, picked, culled, braided, opened, solved and measured for a heat map as asked; each step
 *  is a phase of `phases` (the CLI's progress bar for a large maze). `made`: the maze itself, generated elsewhere (a
 *  tiled maze on the worker pool), which the transforms then take. */
export function buildMaze(request: BatchRequest, index: number, phases: Phases = SILENT, made?: Maze): BuiltMaze {
  const notes: string[] = [];
  const { algorithm, width, height, backend, options, firstSeed } = request;
  // Picking generates every try: the phase counts the cells of all of them.
  if (!made) phases.start(request.pick ? "pick" : "generate", { unit: "cells", total: width * height * (request.pick?.tries ?? 1) });
  const onProgress = phases === SILENT ? undefined : (done: number) => phases.update(done);
  const generation = {
    algorithm,
    width,
    height,
    backend,
    options,
    onProgress,
    ...(request.tiles !== undefined && { tiles: request.tiles }),
    ...(request.mask && { mask: Mask.restore(request.mask) }),
  };
  const first = request.pick ? batchSeed(firstSeed, index * request.pick.tries) : batchSeed(firstSeed, index);
  // The transforms draw from the maze's own seed (a picked maze's kept seed), so --seed with that seed gives the same maze.
  const { maze: generated, seed } = made
    ? { maze: made, seed: first }
    : request.pick
      ? pickOne(withOpeningEnds(request.pick, request.openings, generation), { ...generation, seed: first }, notes)
      : { maze: generate({ ...generation, seed: first }), seed: first };
  if (request.sparse !== undefined) phases.start("sparse", undefined, `${request.sparse} of the dead ends`);
  const culled = request.sparse === undefined ? generated : sparse(generated, request.sparse, seed, { backend });
  if (request.braid !== undefined) phases.start("braid", undefined, `${request.braid} of the dead ends`);
  const transformed = request.braid === undefined ? culled : braid(culled, request.braid, seed, { backend });
  // The untransformed mazes' memory goes now, not when the collector gets to it.
  for (const done of new Set([generated, culled])) if (done !== transformed) done.dispose();
  // A solution starts at the entrance and ends at the exit --entrance and --exit name, unless --from and --to say
  // otherwise (`longest` then takes the other end from them); --openings puts the others at the solution's ends.
  const given = request.openings ? givenOpenings(transformed, request.openings) : {};
  const at = (opening: Opening | undefined) => opening && ([opening.x, opening.y] as const);
  if (request.solve) phases.start("solve", undefined, request.solve.solver);
  const ends = request.solve ? resolveEnds(transformed, request.solve.from ?? at(given.entrance), request.solve.to ?? at(given.exit), backend) : {};
  // The openings are the same maze's metadata, over the same cells: disposing goes to the transformed maze.
  const maze = request.openings ? mazeWithOpenings(transformed, resolvePlan(transformed, request.openings, ends, given)) : transformed;
  const dispose = (): void => {
    maze.dispose();
    transformed.dispose();
  };
  const write = solved(maze, request, ends, notes);
  if (request.heatmap !== undefined) phases.start("heatmap", undefined, "distances");
  return { maze, write: withHeatmap(maze, write, request.heatmap, backend), notes, dispose };
}

/** The writer's options, with the solution when the request asks to solve (a failed solve's reason goes to the notes). */
function solved(maze: Maze, { solve: solving, write, backend }: BatchRequest, ends: { from?: Point; to?: Point }, notes: string[]): WriteOptions {
  if (!solving) return write;
  const { solver, options } = solving;
  // Without --from/--to, solve() goes from the entrance to the exit when there are openings.
  const solution = solve(maze, { solver, backend, options, ...ends });
  if (solution.length < 0) notes.push(failureNote(solution));
  // A solved maze shows where its path starts and ends, in every format that draws (--no-marks leaves them out).
  return { ...write, solution, marks: write.marks ?? true };
}

/**
 * A pick by solution measures where the written maze is solved: between --from and --to, else between the cells of
 * --entrance and --exit (resolved against the size and mask, the same for every try), else the corners.
 */
function withOpeningEnds(
  pick: NonNullable<BatchRequest["pick"]>,
  openings: OpeningsPlan | undefined,
  { width, height, mask }: { width: number; height: number; mask?: Mask },
): NonNullable<BatchRequest["pick"]> {
  if (pick.by !== "solution" || !openings || (pick.from && pick.to)) return pick;
  const given = givenOpenings({ width, height, ...(mask && { cells: mask.grid }) }, openings);
  const from = pick.from ?? (given.entrance && ([given.entrance.x, given.entrance.y] as const));
  const to = pick.to ?? (given.exit && ([given.exit.x, given.exit.y] as const));
  return { ...pick, ...(from && { from }), ...(to && { to }) };
}

/** The best of a maze's tries; its kept seed and statistic go to the notes. */
function pickOne(pick: NonNullable<BatchRequest["pick"]>, generation: GenerateOptions & { seed: number }, notes: string[]): { maze: Maze; seed: number } {
  const { maze, seed, score, scores } = pickMaze({ ...generation, ...pick });
  const last = batchSeed(generation.seed, pick.tries - 1);
  const range = `${Math.min(...scores)}..${Math.max(...scores)}`;
  const kept = { solution: `a solution of ${score} moves`, "dead-ends": `${score} dead ends`, turns: `${score} turns` }[pick.by];
  notes.push(`kept seed ${seed} of seeds ${generation.seed}..${last}: ${kept} (the ${pick.tries} tries: ${range})`);
  return { maze, seed };
}

/** Prints a maze's notes on stderr. */
export function printNotes(notes: readonly string[]): void {
  for (const note of notes) process.stderr.write(`daedalus: ${note}\n`);
}

const encoder = new TextEncoder();

/** What goes before maze `index` of a batch: the format's separator between two mazes, nothing before the first. */
export function separatorBefore(format: Format, index: number): string {
  return index > 0 ? (format.batch?.separator ?? "") : "";
}

/** The format's way of writing the batch as one document (npy), when it is written as one: a batch of more than one,
 *  or an explicit --count 1 (batchOfOne); a lone maze is the format's own file. */
function batchDocument(format: Format, request: Pick<BatchRequest, "count" | "batchOfOne">): BatchDocument | undefined {
  return request.count > 1 || request.batchOfOne ? format.batch?.document : undefined;
}

/** The writer of each maze of a batch: the format's record writer where the batch is one document (npy), else its own
 *  writer. */
export function mazeWriter(
  format: Format,
  request: Pick<BatchRequest, "count" | "batchOfOne">,
): (maze: Maze, options: WriteOptions) => ReturnType<Format["write"]> {
  const document = batchDocument(format, request);
  return document ? (maze, options) => document.record(maze, options) : (maze, options) => format.write(maze, options);
}

/** What goes before the whole batch: a document format's header (npy's shape (n, 2, rows, cols)), if any. Written by
 *  shard 0 alone, with the count of every shard, so the shards concatenate into one document. */
export function batchHeader(format: Format, request: BatchRequest): Uint8Array | undefined {
  return batchDocument(format, request)?.header(request.count, request.width, request.height);
}

/** The bytes maze `index` of the batch contributes to the output, separator included, and its notes. An error says
 *  which maze failed, by index and seed (the first maze, made before any output, validates the request as a whole). */
export function renderMaze(request: BatchRequest, index: number): { bytes: Uint8Array; notes: string[] } {
  try {
    return renderOne(request, index);
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    const { firstSeed, pick } = request;
    const seeds = pick
      ? `seeds ${batchSeed(firstSeed, index * pick.tries)}..${batchSeed(firstSeed, index * pick.tries + pick.tries - 1)}`
      : `seed ${batchSeed(firstSeed, index)}`;
    error.message = `maze ${index} of the batch (${seeds}): ${error.message}`;
    throw error;
  }
}

function renderOne(request: BatchRequest, index: number): { bytes: Uint8Array; notes: string[] } {
  const format = findFormat(request.format);
  const { maze, write, notes, dispose } = buildMaze(request, index);
  const chunks = mazeWriter(format, request)(maze, write);
  if (!(Symbol.iterator in chunks)) throw new InvalidArgumentError(`${format.name} is written asynchronously and cannot be batched`);
  const parts: Uint8Array[] = [encoder.encode(separatorBefore(format, index))];
  // Chunks may be views of the maze's cells: copied before the maze's memory goes.
  for (const chunk of chunks) parts.push(typeof chunk === "string" ? encoder.encode(chunk) : chunk.slice());
  dispose();
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return { bytes, notes };
}

/** The half-open range of batch indices shard `index` of `count` produces: contiguous, so shards concatenate. */
export function shardRange(total: number, shard: { index: number; count: number }): [number, number] {
  return [shareStart(total, shard.index, shard.count), shareStart(total, shard.index + 1, shard.count)];
}

/** ⌊i·total/k⌋ exactly: in doubles while i·total is a safe integer (the quotient then rounds to no integer above the
 *  true one), else in BigInt (i·total rounded past 2^53 put the last share's end one maze past or short of the batch). */
function shareStart(total: number, index: number, count: number): number {
  const product = index * total;
  return Number.isSafeInteger(product) ? Math.floor(product / count) : Number((BigInt(index) * BigInt(total)) / BigInt(count));
}

/**
 * Cells of work (mazes × cells × --pick's tries) under which a job stays on this thread: starting the pool, whose
 * threads each load the core, costs about 0.1 s, which two threads did not win back below about 4·10⁶ cells (a batch of
 * 256 binary 128×128 mazes: 0.32 s on one thread, 0.40 s on two; of 1024: 0.97 s, 0.72 s).
 */
export const POOL_MIN_CELLS = 2 ** 22;

/** The number of threads when --workers is not given, for `cells` cells of work: the cores, or 1 for a small job. */
export function defaultWorkers(cells: number): number {
  return cells < POOL_MIN_CELLS ? 1 : availableParallelism();
}

/** Bytes of finished mazes that may wait for the writer before the pool hands out more. */
export const BATCH_WINDOW_BYTES = 1 << 26;

/** Renders indices [start, end) in order to the output, on `workers` threads (1: in this thread). */
export async function writeBatch(request: BatchRequest, [start, end]: [number, number], workers: number, output: Output): Promise<void> {
  if (workers <= 1 || end - start <= 1) {
    for (let index = start; index < end; index++) {
      const { bytes, notes } = renderMaze(request, index);
      printNotes(notes);
      await output.write(bytes);
    }
    return;
  }
  const pool = await startPool(new URL("./batch-worker.js", import.meta.url), Math.min(workers, end - start), request);
  // Small mazes: 16 per worker keeps every worker busy while the writer catches up. Large ones: no more are handed out
  // while BATCH_WINDOW_BYTES of them wait, so a writer slower than the workers (gzip) holds about that much, not 16 each.
  await runOrdered(pool, [start, end], { perWorker: 2, ahead: pool.length * 16, bytes: BATCH_WINDOW_BYTES }, async (bytes, notes) => {
    printNotes(notes);
    await output.write(bytes);
  });
}
