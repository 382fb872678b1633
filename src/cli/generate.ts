// `daedalus generate`: one maze or a batch, in any format, to stdout or a file written atomically.

import type { Command } from "commander";
import { backendNames } from "../backends/backend.js";
import { InvalidArgumentError, SizeLimitError } from "../errors.js";
import { DEFAULT_ALGORITHM, findGenerator, generate, type GenerateOptions } from "../generate.js";
import { findFormat, type Format, formatForFile, formats } from "../formats/index.js";
import type { Maze } from "../maze.js";
import { batchSeed, randomSeed, resolveSeed } from "../seed.js";
import { type BatchRequest, defaultWorkers, parseShard, separatorBefore, shardRange, writeBatch } from "./batch.js";
import { checkStreamFlags, prepareStream } from "./generate-stream.js";
import { openOutput, type Output } from "./output.js";
import { oneOf, optionPair, positiveInteger, rowCount, seed } from "./parse.js";
import { addWriteFlags, WRITE_EXAMPLES, type WriteFlags, writeOptionsFrom } from "./write-flags.js";

interface GenerateFlags extends WriteFlags {
  algorithm: string;
  width: number;
  height: number;
  seed?: number | string;
  backend: string;
  format?: string;
  output?: string;
  count: number;
  option: Record<string, string>;
  workers?: number;
  shard?: string;
  stream?: boolean;
  gzip?: boolean;
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
  $ daedalus generate -a eller -W 10000 -H 10000000 --stream -o big.hex
                                                        written row by row as it is generated, memory flat
  $ daedalus generate -a sidewinder -W 1000 -H 1000 -o maze.bin.gz   gzip from the name (or --gzip)${WRITE_EXAMPLES}`;

export function registerGenerate(program: Command): void {
  const command = program
    .command("generate")
    .description("generate mazes")
    .option("-a, --algorithm <name>", "generator name or alias (see `daedalus list`)", DEFAULT_ALGORITHM)
    .option("-W, --width <cells>", "maze width in cells", positiveInteger, 20)
    .option("-H, --height <cells>", "maze height in cells (up to 2^53 with --stream)", rowCount, 10)
    .option("-s, --seed <seed>", "integer in [0, 2^32) or a string; random (and printed) if omitted", seed)
    .option("-b, --backend <name>", `${backendNames.join(" or ")}`, oneOf(backendNames), "wasm")
    .option("-f, --format <name>", `${formats.map((format) => format.name).join(", ")} (default: from --output's extension, else ascii)`)
    .option("-o, --output <file>", "write to this file (atomically) instead of stdout")
    .option("-n, --count <n>", "number of mazes, with seeds S, S+1, …", positiveInteger, 1)
    .option("--option <name=value>", "an algorithm option (repeatable)", optionPair, {})
    .option("--workers <k>", "worker threads for --count (default: the number of cores)", positiveInteger)
    .option("--shard <i/k>", "produce only share i (0-based) of k of the --count mazes; needs --seed")
    .option("--stream", "write the maze as it is generated, row by row, in memory flat over time (binary-tree, sidewinder, eller)")
    .option("--gzip", "compress the output with gzip as it is written (implied by an output name ending in .gz)");
  addWriteFlags(command)
    .addHelpText("after", EXAMPLES)
    .action(async (flags: GenerateFlags) => runGenerate(flags));
}

async function runGenerate(flags: GenerateFlags): Promise<void> {
  // Validate everything before any output exists.
  const entry = findGenerator(flags.algorithm);
  const gzip = flags.gzip === true || GZIP_SUFFIX.test(flags.output ?? "");
  const named = flags.output?.replace(GZIP_SUFFIX, "");
  const format = flags.format !== undefined ? findFormat(flags.format) : (named && formatForFile(named)) || findFormat("ascii");
  if (flags.stream) {
    checkStreamFlags(entry.name, format, flags);
    const seed = flags.seed === undefined ? randomSeed() : resolveSeed(flags.seed, "--seed");
    const generation = { algorithm: entry.name, width: flags.width, height: flags.height, seed, backend: flags.backend, options: flags.option };
    const stream = prepareStream({ ...generation, format, write: writeOptionsFrom(flags) });
    if (flags.seed === undefined) printRandomSeed(seed);
    await writeTo(flags.output, gzip, (output) => stream.run(output));
    return;
  }
  if (!Number.isSafeInteger(flags.height)) {
    throw new InvalidArgumentError(`--height ${flags.height} is only possible with --stream (a maze in memory holds far fewer rows)`);
  }
  const shard = flags.shard === undefined ? { index: 0, count: 1 } : parseShard(flags.shard);
  if (flags.shard !== undefined && flags.seed === undefined) {
    throw new InvalidArgumentError("--shard needs --seed, so that every shard draws from the same seeds");
  }
  if (flags.count > 1 && (format.name === "svg" || format.name === "png")) {
    throw new InvalidArgumentError(`--count ${flags.count}: one ${format.name} file holds one maze; use a text format or binary for batches`);
  }
  const firstSeed = flags.seed === undefined ? randomSeed() : resolveSeed(flags.seed, "--seed");
  const generation = { algorithm: entry.name, width: flags.width, height: flags.height, backend: flags.backend, options: flags.option };
  const request: BatchRequest = { ...generation, format: format.name, firstSeed, write: writeOptionsFrom(flags) };
  const [start, end] = shardRange(flags.count, shard);
  // The first maze is made here and its writer created, which validates the whole request before a worker starts
  // or a file opens; it is then streamed chunk by chunk, so one huge maze never becomes one buffer.
  const first = start < end ? format.write(generateSuggestingStream({ ...generation, seed: batchSeed(firstSeed, start) }, format), request.write) : undefined;
  // Printed once the request is known to be valid, so an error is not preceded by a seed line.
  if (flags.seed === undefined) printRandomSeed(firstSeed);
  await writeTo(flags.output, gzip, async (output) => {
    if (first) {
      await output.write(separatorBefore(format, start));
      for await (const chunk of first) await output.write(chunk);
    }
    await writeBatch(request, [start + 1, end], flags.workers ?? defaultWorkers(), output);
  });
}

const GZIP_SUFFIX = /\.gz$/i;

function printRandomSeed(seed: number): void {
  process.stderr.write(`daedalus: random seed ${seed} (reproduce with --seed ${seed})\n`);
}

/** Opens the output, writes it, and closes it; on any failure the output is dropped (no partial file). */
async function writeTo(path: string | undefined, gzip: boolean, write: (output: Output) => Promise<void>): Promise<void> {
  const output = openOutput(path, gzip);
  try {
    await write(output);
    await output.close();
  } catch (error) {
    output.abort();
    throw error;
  }
}

/** generate(), whose size error also says that --stream can write the maze when the algorithm and format stream. */
function generateSuggestingStream(request: GenerateOptions, format: Format): Maze {
  try {
    return generate(request);
  } catch (error) {
    if (!(error instanceof SizeLimitError) || !findGenerator(request.algorithm!).streamable || !format.writeRows) throw error;
    throw new SizeLimitError(`${error.message}; --stream writes it row by row in O(width) memory`);
  }
}
