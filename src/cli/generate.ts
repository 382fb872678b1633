// `daedalus generate`: one maze or a batch, in any format, to stdout or a file written atomically;
// optionally inside a mask, braided, and solved (the path drawn or recorded by the format); or, with --stream,
// one maze written row by row as it is generated (generate-stream.ts); gzipped on the way with --gzip.

import { resolve } from "node:path";
import type { Command } from "commander";
import { DEFAULT_ALGORITHM, findGenerator } from "../algorithms/generators.js";
import { DEFAULT_SOLVER, findSolver } from "../algorithms/solvers.js";
import { MAX_PICK_TRIES, PICK_STATISTICS, type PickStatistic } from "../analysis/pick.js";
import { backendNames } from "../backends/backend.js";
import { InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import { batchSeed, randomSeed, resolveSeed } from "../base/seed.js";
import type { Format } from "../formats/index.js";
import { MAX_TILES } from "../grid/size.js";
import type { Mask } from "../mask/mask.js";
import type { Maze } from "../maze.js";
import { ANIMATE_EXAMPLES, type AnimateFlags, addAnimateFlags, animationTarget, runAnimation } from "./animate.js";
import { type BatchRequest, batchHeader, buildMaze, defaultWorkers, mazeWriter, printNotes, separatorBefore, shardRange, writeBatch } from "./batch.js";
import { checkFreeSpace, checkPixelBudget, streamNote } from "./budgets.js";
import { checkStreamFlags, prepareStream } from "./generate-stream.js";
import { readMaskFile } from "./input.js";
import { addOpeningFlags, type OpeningFlags, openingsPlan, resolvePlan } from "./opening-flags.js";
import { checkOutputPath, counting, type Output, type StagedFile, stageOutput, writeChunks, writeOutput } from "./output.js";
import { chooseOutput, formatOption, gzipOption, type OutputFlags, outputOption } from "./output-flags.js";
import { type EndFlag, end, integerIn, oneOf, optionPair, positiveInteger, rowCount, seed, share } from "./parse.js";
import { type Phases, PROGRESS_MIN_CELLS, phasedProgress, SILENT } from "./progress.js";
import { parseShard, type Shard } from "./shard.js";
import { generateTiledOnPool } from "./tiled-pool.js";
import { runTopologyGenerate } from "./topology.js";
import { addTopologyFlags, refuseStrayTopologyFlags, type TopologyFlags } from "./topology-flags.js";
import { randomWalkNote } from "./walk-note.js";
import { addWriteFlags, checkWriteFlags, WRITE_EXAMPLES, type WriteFlags, writeOptionsFrom } from "./write-flags.js";

/** Each worker holds its own Wasm instance and V8 heap: more threads than this only costs memory. */
const MAX_WORKERS = 64;

interface GenerateFlags extends WriteFlags, OutputFlags, OpeningFlags, AnimateFlags, TopologyFlags {
  algorithm: string;
  width: number;
  height: number;
  seed?: number | string;
  backend: string;
  count: number;
  option?: Record<string, string>;
  workers?: number;
  shard?: string;
  mask?: string;
  braid?: number;
  sparse?: number;
  pick?: PickStatistic;
  tries?: number;
  solve?: string | true;
  from?: EndFlag;
  to?: EndFlag;
  start?: EndFlag;
  goal?: EndFlag;
  solveOption?: Record<string, string>;
  stream?: boolean;
  manifest?: string;
  tiles?: number;
}

const EXAMPLES = `
Examples:
  $ daedalus generate                                   a 20×10 backtracker maze in ascii, random seed
  $ daedalus generate --width 40 --height 20 --seed 7   the same maze every time
  $ daedalus generate --seed "hello world"              string seeds are hashed to 32 bits
  $ daedalus generate -W 4000 -H 4000 -o big.json       format from the extension, written atomically
  $ daedalus generate --count 100 --format json         100 mazes, seeds S..S+99, one JSON object per line
  $ daedalus generate --backend reference               the pure-TypeScript backend (same bytes)
  $ daedalus generate -n 10000 -f json --seed 1 --shard 2/8 > part2.jsonl
                                                        machine 2 of 8 of a dataset; cat part0..7 = one run
  $ daedalus generate -n 10000 --seed 1 --shard auto/8 -o part.bin --manifest part.json
                                                        the share from the job engine's environment, with a
                                                        manifest that \`daedalus verify\` checks (docs/cluster/)
  $ daedalus generate -n 100 -W 10 -H 10 -o set.npy     maze-dataset's connection lists: ONE (100, 2, 10, 10) array
  $ daedalus generate --solve                           draws the bfs path from (0,0) to (W-1,H-1)
  $ daedalus generate --solve astar --from 3,4 --to 10,2 -f json   adds "solution": {…} to the JSON
  $ daedalus generate --start longest --goal longest    solves between the ends of the longest path
  $ daedalus generate --braid 0.5 --solve               removes about half the dead ends (loops), then solves
  $ daedalus generate --sparse 0.5                      excludes about half the dead-end cells: still one path between any two cells
  $ daedalus generate --pick solution --tries 50 -s 7   the longest solution of the mazes of seeds 7..56 (prints the seed kept)
  $ daedalus generate --mask heart.png --solve          generates inside the light pixels of a PNG
  $ daedalus generate --solve wall-follower --solve-option hand=right
  $ daedalus generate --entrance top --exit bottom --solve   gaps in the outer wall; solved from one to the other
  $ daedalus generate --openings --solve                 an entrance at 0,0 and an exit at W-1,H-1, solved between them
  $ daedalus generate -a eller -W 10000 -H 10000000 --stream -o big.hex
                                                        100 GB (said on stderr first), written row by row
                                                        as it is generated, memory flat
  $ daedalus generate -a sidewinder -W 1000 -H 1000 -o maze.bin.gz   gzip from the name (or --gzip)
  $ daedalus generate -a wilson -W 40 -H 20 --tiles 4  16 wilson tiles joined into one perfect maze
  $ daedalus generate -a backtracker --tiles 64 -W 100000 -H 100000 --stream -o big.bin
                                                        any algorithm streams when tiled, band of tiles by band
  $ daedalus generate --tiles 64 -W 100000 -H 100000 --seed 1 --shard 3/8 -o part3.bin
                                                        rows of tiles 24..31 of 64; cat part0..7.bin = one run
  $ daedalus generate --topology polar --rings 20 --solve --heatmap -o polar.png
                                                        other grids: hex, triangle, polar, upsilon, 3d, weave, wrap
  $ daedalus generate --topology 3d -W 8 -H 8 --levels 3 -f ascii   3d levels side by side (^ up, v down)
  $ daedalus generate --topology wrap --wrap x -a wilson -o tube.json   json that solve, stats and convert read${ANIMATE_EXAMPLES}${WRITE_EXAMPLES}`;

export function registerGenerate(program: Command): void {
  const command = program
    .command("generate")
    .description("generate mazes")
    .option("-a, --algorithm <name>", "generator name or alias (see `daedalus list`)", DEFAULT_ALGORITHM)
    .option("-W, --width <cells>", "maze width in cells", positiveInteger, 20)
    .option("-H, --height <cells>", "maze height in cells (up to 2^53 with --stream)", rowCount, 10)
    .option("-s, --seed <seed>", "integer in [0, 2^32) or a string; random (and printed) if omitted", seed)
    .option("-b, --backend <name>", `${backendNames.join(" or ")}`, oneOf(backendNames), "wasm")
    .addOption(formatOption())
    .addOption(outputOption())
    .option("-n, --count <n>", "number of mazes, with seeds S, S+1, …; npy writes them as one (n, 2, rows, cols) array, even -n 1", positiveInteger, 1)
    .option("--option <name=value>", "an algorithm option (repeatable)", optionPair)
    .option(
      "--workers <k>",
      `worker threads for --count, and for the bands of a tiled maze (in memory, or a --stream or --shard in binary or hex), 1 to ${MAX_WORKERS} (default: the number of cores; 1 for under 4·10⁶ cells in all)`,
      integerIn(1, MAX_WORKERS),
    )
    .option(
      "--shard <i/k|auto[/k]>",
      "produce only share i (0-based) of k of the --count mazes; needs --seed; auto: i (and k) from the job engine's environment",
    )
    .option(
      "--mask <file>",
      "generate inside a mask: a PNG (dark pixels excluded) or text (# excluded, . included); sets the size (the bounding box of its included cells); with --topology hex|triangle|upsilon|polar it is stretched over the topology's picture and keeps the cells whose centres fall inside; samples in the package's docs/masks/",
    )
    .option("--sparse <p>", "then exclude this share (0..1) of the dead-end cells, keeping a perfect maze of the rest (seeded by the maze's seed)", share)
    .option("--braid <p>", "then remove this share (0..1) of the dead ends, making loops (seeded by the maze's seed; after --sparse)", share)
    .option(
      "--pick <statistic>",
      `generate --tries mazes from seeds S, S+1, … and keep the one with the greatest ${PICK_STATISTICS.join(", ")}`,
      oneOf(PICK_STATISTICS),
    )
    .option("--tries <n>", `how many mazes --pick compares, 1 to ${MAX_PICK_TRIES} (default: 10)`, integerIn(1, MAX_PICK_TRIES))
    .option("--solve [solver]", `then solve it (default solver: ${DEFAULT_SOLVER}); drawings show the path and mark start and goal, json adds "solution"`)
    .option("--from <x,y|longest>", "start cell for --solve (implies it); default the entrance, else 0,0", end)
    .option("--to <x,y|longest>", "goal cell for --solve (implies it); default the exit, else W-1,H-1", end)
    .option("--start <x,y|longest>", "same as --from", end)
    .option("--goal <x,y|longest>", "same as --to", end)
    .option("--solve-option <name=value>", "a solver option, e.g. hand=right (repeatable)", optionPair)
    .option("--manifest <file>", "also write a JSON manifest of the run and of the output's size and sha256 (see `daedalus verify`); needs --output")
    .option("--stream", "write the maze as it is generated, row by row, in memory flat over time (binary-tree, sidewinder, eller; any algorithm with --tiles)")
    .option(
      "--tiles <T>",
      `make the maze of T×T tiles (1 to the shorter side, at most ${MAX_TILES}), each generated alone and joined through a random tree of tiles: any algorithm streams, and --shard splits one maze by rows of tiles`,
      integerIn(1, MAX_TILES),
    )
    .addOption(gzipOption());
  addTopologyFlags(command);
  addOpeningFlags(command, "of --solve, else 0,0 and W-1,H-1");
  addAnimateFlags(command);
  addWriteFlags(command)
    .addHelpText("after", EXAMPLES)
    .action(async (flags: GenerateFlags, self: Command) => runGenerate(flags, self));
}

/** One of two synonymous flags (an error if both are given). */
function either(first: [string, EndFlag | undefined], second: [string, EndFlag | undefined]): EndFlag | undefined {
  if (first[1] !== undefined && second[1] !== undefined) throw new InvalidArgumentError(`${first[0]} and ${second[0]} are the same option; give one of them`);
  return first[1] ?? second[1];
}

/** The mask sets the size; -W/-H given on the command line must agree with it. */
function maskSize(mask: Mask, flags: GenerateFlags, command: Command): { width: number; height: number } {
  for (const [name, flag, value, expected] of [
    ["width", "--width", flags.width, mask.width],
    ["height", "--height", flags.height, mask.height],
  ] as const) {
    if (command.getOptionValueSource(name) === "cli" && value !== expected) {
      throw new InvalidArgumentError(
        `${flag} ${value} does not match the mask ${flags.mask} (${mask.width}×${mask.height}, the bounding box of its included cells); leave ${flag} out to take the mask's size`,
      );
    }
  }
  return { width: mask.width, height: mask.height };
}

async function runGenerate(flags: GenerateFlags, command: Command): Promise<void> {
  // Mazes on other grids take their own path (src/cli/topology.ts); without --topology nothing below changes.
  if (flags.topology !== undefined) return runTopologyGenerate({ ...flags, topology: flags.topology }, command);
  refuseStrayTopologyFlags(flags);
  // Validate everything before any output exists.
  const entry = findGenerator(flags.algorithm);
  const { format, gzip } = chooseOutput(flags);
  checkManifestFlags(flags);
  checkWriteFlags(format, flags);
  if (flags.solveOption !== undefined && flags.solve === undefined && [flags.from, flags.to, flags.start, flags.goal].every((end) => end === undefined)) {
    throw new InvalidArgumentError("--solve-option is an option of the solver: give --solve SOLVER with it");
  }
  const animation = animationTarget(flags, format, [
    ["--count", flags.count > 1],
    ["--shard", flags.shard !== undefined],
    ["--stream", flags.stream === true],
    ["--tiles", flags.tiles !== undefined],
    ["--solve", flags.solve !== undefined],
    ["--from/--to/--start/--goal", [flags.from, flags.to, flags.start, flags.goal].some((end) => end !== undefined)],
    ["--braid", flags.braid !== undefined],
    ["--sparse", flags.sparse !== undefined],
    ["--pick", flags.pick !== undefined],
    ["--heatmap", flags.heatmap !== undefined],
    ["--manifest", flags.manifest !== undefined],
    ["--entrance/--exit/--openings", openingsPlan(flags) !== undefined],
  ]);
  if (animation) {
    const mask = flags.mask === undefined ? undefined : readMaskFile(flags.mask);
    const size = mask ? maskSize(mask, flags, command) : { width: flags.width, height: flags.height };
    await runAnimation(
      {
        algorithm: entry.name,
        ...size,
        ...(flags.seed !== undefined && { seed: flags.seed }),
        backend: flags.backend,
        options: flags.option ?? {},
        ...(mask && { mask }),
        write: writeOptionsFrom(flags),
        ...(flags.output !== undefined && { output: flags.output }),
        gzip,
      },
      flags,
      animation,
    );
    return;
  }
  // One tiled maze split by rows of tiles is made band by band, like a stream.
  const tiledShare = flags.tiles !== undefined && flags.shard !== undefined && flags.count === 1;
  if (flags.stream || tiledShare) {
    checkStreamFlags(entry.name, format, flags, flags.stream ? "--stream" : "--shard of a tiled maze");
    const shard = flags.shard === undefined ? { index: 0, count: 1 } : parseShard(flags.shard);
    if (flags.shard !== undefined && flags.seed === undefined) {
      throw new InvalidArgumentError("--shard needs --seed, so that every shard makes the same maze");
    }
    const seed = flags.seed === undefined ? randomSeed() : resolveSeed(flags.seed, "--seed");
    const generation = {
      algorithm: entry.name,
      width: flags.width,
      height: flags.height,
      seed,
      backend: flags.backend,
      options: flags.option ?? {},
      ...(flags.tiles !== undefined && { tiles: flags.tiles }),
    };
    const tileRows = flags.shard === undefined ? undefined : shardRange(flags.tiles!, shard);
    const plan = openingsPlan(flags);
    const openings = plan && resolvePlan({ width: flags.width, height: flags.height }, plan);
    const write = writeOptionsFrom(flags);
    // A tiled stream's bands are made on the pool (the number of cores unless --workers says, or the maze is small).
    const workers = flags.tiles === undefined ? undefined : (flags.workers ?? (format.writeRowSlice ? defaultWorkers(flags.width * flags.height) : 1));
    const stream = prepareStream({ ...generation, format, write, ...(tileRows && { tileRows }), ...(openings && { openings }), ...(workers && { workers }) });
    checkPixelBudget(format, flags, write, flags);
    // A shard writes only its rows of tiles: the whole maze's size is not its file's.
    const measure = tileRows ? undefined : format.measure?.(flags, write);
    checkFreeSpace(flags.output, measure, gzip, flags.force);
    if (flags.seed === undefined) printRandomSeed(seed);
    const share = tileRows && `${tileRows[1] - tileRows[0]} of ${flags.tiles} rows of tiles`;
    if (flags.stream) process.stderr.write(`daedalus: ${streamNote(format, flags, measure, gzip, share)}\n`);
    const run = { command: "generate", stream: true, ...generation, backend: undefined, format: format.name, gzip, write: writeOptionsFrom(flags) };
    await withManifest(flags, run, shard, { from: 0, to: 1 }, gzip, (output) => stream.run(output), tileRows && { from: tileRows[0], to: tileRows[1] });
    return;
  }
  if (!Number.isSafeInteger(flags.height)) {
    throw new InvalidArgumentError(`--height ${flags.height} is only possible with --stream (a maze in memory holds far fewer rows)`);
  }
  const shard = flags.shard === undefined ? { index: 0, count: 1 } : parseShard(flags.shard);
  if (flags.shard !== undefined && flags.seed === undefined) {
    throw new InvalidArgumentError("--shard needs --seed, so that every shard draws from the same seeds");
  }
  if (flags.count > 1 && !format.batch) {
    throw new InvalidArgumentError(`--count ${flags.count}: one ${format.name} file holds one maze; use a text format, binary or npy for batches`);
  }
  const firstSeed = flags.seed === undefined ? randomSeed() : resolveSeed(flags.seed, "--seed");
  const from = either(["--from", flags.from], ["--start", flags.start]);
  const to = either(["--to", flags.to], ["--goal", flags.goal]);
  const solving = flags.solve !== undefined || from !== undefined || to !== undefined;
  const solver = solving ? findSolver(flags.solve === true || flags.solve === undefined ? DEFAULT_SOLVER : flags.solve) : undefined;
  const pick = pickRequest(flags, from, to);
  const mask = flags.mask === undefined ? undefined : readMaskFile(flags.mask);
  const size = mask ? maskSize(mask, flags, command) : { width: flags.width, height: flags.height };
  // Tiles walk within each tile: only an untiled maze walks across the whole of it.
  const walkNote = flags.tiles === undefined ? randomWalkNote(entry.name, size.width + size.height) : undefined;
  if (walkNote) process.stderr.write(`daedalus: ${walkNote}\n`);
  const plan = openingsPlan(flags);
  const request: BatchRequest = {
    algorithm: entry.name,
    ...size,
    backend: flags.backend,
    options: flags.option ?? {},
    format: format.name,
    count: flags.count,
    // --count given, even 1: npy writes the batch's (n, 2, rows, cols) array; without it, one maze's (2, rows, cols).
    ...(flags.count === 1 && command.getOptionValueSource("count") === "cli" && format.batch?.document && { batchOfOne: true as const }),
    firstSeed,
    write: writeOptionsFrom(flags),
    ...(flags.tiles !== undefined && { tiles: flags.tiles }),
    ...(mask && { mask: { width: mask.width, height: mask.height, grid: mask.grid, included: mask.included, left: mask.left, top: mask.top } }),
    ...(flags.sparse !== undefined && { sparse: flags.sparse }),
    ...(flags.braid !== undefined && { braid: flags.braid }),
    ...(flags.heatmap !== undefined && { heatmap: flags.heatmap }),
    ...(pick && { pick }),
    ...(solver && { solve: { solver: solver.name, options: flags.solveOption ?? {}, ...(from !== undefined && { from }), ...(to !== undefined && { to }) } }),
    ...(plan && { openings: plan }),
  };
  checkPixelBudget(format, size, request.write, flags);
  const [start, end] = shardRange(flags.count, shard);
  // A maze long enough to watch (a few million cells, all of --pick's tries) shows its generation, transforms, solving
  // and writing as phases of a progress bar, on a terminal only.
  const work = size.width * size.height * (request.pick?.tries ?? 1);
  const phases = phasedProgress(work >= PROGRESS_MIN_CELLS);
  try {
    // The first maze is made here and its writer created, which validates the whole request before a worker starts
    // or a file opens; it is then streamed chunk by chunk, so one huge maze never becomes one buffer.
    const made = start < end && pooledTiles(request, flags.workers) ? await makeTiledOnPool(request, start, format, phases, flags.workers) : undefined;
    const first = start < end ? buildSuggestingStream(request, start, format, phases, made) : undefined;
    const chunks = first ? mazeWriter(format, request)(first.maze, first.write) : undefined;
    const header = shard.index === 0 ? batchHeader(format, request) : undefined;
    // Printed once the request is known to be valid, so an error is not preceded by a seed line (nor a bar's line).
    phases.finish();
    if (flags.seed === undefined) printRandomSeed(firstSeed);
    if (first) printNotes(first.notes);
    const measure = first && flags.count === 1 && !request.batchOfOne ? format.measure?.(size, first.write) : undefined;
    const { backend: _backend, mask: requestMask, ...decisive } = request;
    const run = { command: "generate", ...decisive, gzip, ...(requestMask && { mask: (await import("./manifest.js")).maskDigest(requestMask.grid) }) };
    await withManifest(flags, run, shard, { from: start, to: end }, gzip, async (sink) => {
      phases.start("write", { unit: "bytes", ...(measure?.exact && { total: measure.bytes }) });
      const output = phases === SILENT ? sink : counting(sink, (bytes) => phases.update(bytes));
      if (header) await output.write(header);
      if (chunks) {
        await output.write(separatorBefore(format, start));
        // binary's chunks are views of the core's memory, which the next mazes made on this thread may grow
        // (detaching them while a file or gzip still queues them): each is written out before more mazes are made.
        if (end - start > 1) for await (const chunk of chunks) await output.writeSettled(chunk);
        else await writeChunks(output, chunks);
      }
      await writeBatch(request, [start + 1, end], flags.workers ?? defaultWorkers(work * (end - start - 1)), output);
    });
    phases.finish();
  } finally {
    phases.stop();
  }
}

/** --manifest needs a file to describe, and a place to go: checked before any work. */
function checkManifestFlags(flags: GenerateFlags): void {
  if (flags.manifest === undefined) return;
  if (flags.output === undefined || flags.output === "-") throw new InvalidArgumentError("--manifest describes an output file: give --output FILE");
  checkOutputPath(flags.manifest, "--manifest");
  if (resolve(flags.manifest) === resolve(flags.output)) throw new InvalidArgumentError("--manifest must be another file than --output");
}

/** Writes the output with `write`; with --manifest, sizes and hashes it on the way and writes the manifest too, the
 *  two taking the place of any earlier files together once both are written (a failed manifest left the new output
 *  beside the old manifest, which then described other bytes). */
async function withManifest(
  flags: GenerateFlags,
  run: Record<string, unknown>,
  shard: Shard,
  mazes: { from: number; to: number },
  gzip: boolean,
  write: (output: Output) => Promise<void>,
  tileRows?: { from: number; to: number },
): Promise<void> {
  if (flags.manifest === undefined) return writeOutput(flags.output, gzip, write);
  // node:crypto is loaded for manifests only.
  const { OutputDigest, stageManifest } = await import("./manifest.js");
  const digest = new OutputDigest();
  const output = await stageOutput(flags.output!, write, "--output", gzip, digest.tap);
  let manifest: StagedFile;
  try {
    manifest = await stageManifest(flags.manifest, flags.output!, run, shard, mazes, digest, tileRows);
  } catch (error) {
    output.abort();
    throw error;
  }
  try {
    output.commit();
  } catch (error) {
    manifest.abort();
    throw error;
  }
  manifest.commit();
}

/** What --pick asks of each maze, checked against the flags it needs or excludes. */
function pickRequest(flags: GenerateFlags, from: EndFlag | undefined, to: EndFlag | undefined): BatchRequest["pick"] {
  if (flags.pick === undefined) {
    if (flags.tries !== undefined) throw new InvalidArgumentError("--tries is the number of mazes --pick compares; give --pick solution, dead-ends or turns");
    return undefined;
  }
  const tries = flags.tries ?? DEFAULT_TRIES;
  if (flags.pick !== "solution") return { by: flags.pick, tries };
  // The solution a pick measures runs between fixed cells: the ends of each maze's longest path would make it the longest path.
  if (from === "longest" || to === "longest") {
    throw new InvalidArgumentError(
      "--pick solution measures the path between fixed cells; give --from and --to as x,y, or leave them out for the openings (--entrance, --exit) or the corners",
    );
  }
  return { by: "solution", tries, ...(from && { from }), ...(to && { to }) };
}

/** Mazes --pick compares when --tries is not given. */
const DEFAULT_TRIES = 10;

function printRandomSeed(seed: number): void {
  process.stderr.write(`daedalus: random seed ${seed} (reproduce with --seed ${seed})\n`);
}

/** buildMaze(), whose size error also says that --stream can write the maze when the algorithm and format stream. */
function buildSuggestingStream(request: BatchRequest, index: number, format: Format, phases: Phases, made?: Maze): ReturnType<typeof buildMaze> {
  try {
    return buildMaze(request, index, phases, made);
  } catch (error) {
    throw withStreamHint(request, format, error);
  }
}

/** A size refused in memory says how a stream would write it, when the algorithm (or tiling) and format stream. */
function withStreamHint(request: BatchRequest, format: Format, error: unknown): unknown {
  const streams = findGenerator(request.algorithm).streamable || request.tiles !== undefined;
  if (!(error instanceof SizeLimitError) || !streams || !format.writeRows || request.mask) return error;
  const how = request.tiles === undefined ? "row by row in O(width) memory" : "band of tiles by band in O(width × tile height) memory";
  return new SizeLimitError(`${error.message}; --stream writes it ${how}`);
}

/** One tiled maze, unmasked and unpicked, is made on the worker pool when more than one worker is allowed. */
function pooledTiles(request: BatchRequest, workers: number | undefined): boolean {
  const { count, tiles, mask, pick, width, height } = request;
  return count === 1 && (tiles ?? 1) > 1 && !mask && !pick && (workers ?? defaultWorkers(width * height)) > 1;
}

/** The batch's maze `index`, tiled, its bands made on the pool (generate's bytes whatever the number of workers). */
async function makeTiledOnPool(request: BatchRequest, index: number, format: Format, phases: Phases, workers: number | undefined): Promise<Maze> {
  const { algorithm, width, height, backend, options, tiles } = request;
  phases.start("generate", { unit: "cells", total: width * height });
  const generation = { algorithm, width, height, seed: batchSeed(request.firstSeed, index), backend, options, tiles: tiles! };
  try {
    return await generateTiledOnPool(generation, workers ?? defaultWorkers(width * height), (done) => phases.update(done));
  } catch (error) {
    throw withStreamHint(request, format, error);
  }
}
