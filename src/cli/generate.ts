// `daedalus generate`: one maze or a batch, in any format, to stdout or a file written atomically.

import type { Command } from "commander";
import { backendNames } from "../backends/backend.js";
import { InvalidArgumentError } from "../errors.js";
import { DEFAULT_ALGORITHM, findGenerator, generate } from "../generate.js";
import { findFormat, formatForFile, formats } from "../formats/index.js";
import { batchSeed, randomSeed, resolveSeed } from "../seed.js";
import { openOutput } from "./output.js";
import { oneOf, optionPair, positiveInteger, seed } from "./parse.js";
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
}

const EXAMPLES = `
Examples:
  $ daedalus generate                                   a 20×10 backtracker maze in ascii, random seed
  $ daedalus generate --width 40 --height 20 --seed 7   the same maze every time
  $ daedalus generate --seed "hello world"              string seeds are hashed to 32 bits
  $ daedalus generate -W 4000 -H 4000 -o big.json       format from the extension, written atomically
  $ daedalus generate --count 100 --format json         100 mazes, seeds S..S+99, one JSON object per line
  $ daedalus generate --backend reference               the pure-TypeScript backend (same bytes)${WRITE_EXAMPLES}`;

export function registerGenerate(program: Command): void {
  const command = program
    .command("generate")
    .description("generate mazes")
    .option("-a, --algorithm <name>", "generator name or alias (see `daedalus list`)", DEFAULT_ALGORITHM)
    .option("-W, --width <cells>", "maze width in cells", positiveInteger, 20)
    .option("-H, --height <cells>", "maze height in cells", positiveInteger, 10)
    .option("-s, --seed <seed>", "integer in [0, 2^32) or a string; random (and printed) if omitted", seed)
    .option("-b, --backend <name>", `${backendNames.join(" or ")}`, oneOf(backendNames), "wasm")
    .option("-f, --format <name>", `${formats.map((format) => format.name).join(", ")} (default: from --output's extension, else ascii)`)
    .option("-o, --output <file>", "write to this file (atomically) instead of stdout")
    .option("-n, --count <n>", "number of mazes, with seeds S, S+1, …", positiveInteger, 1)
    .option("--option <name=value>", "an algorithm option (repeatable)", optionPair, {});
  addWriteFlags(command)
    .addHelpText("after", EXAMPLES)
    .action(async (flags: GenerateFlags) => runGenerate(flags));
}

async function runGenerate(flags: GenerateFlags): Promise<void> {
  // Validate everything before any output exists.
  const entry = findGenerator(flags.algorithm);
  const format = flags.format !== undefined ? findFormat(flags.format) : (flags.output && formatForFile(flags.output)) || findFormat("ascii");
  const firstSeed = flags.seed === undefined ? randomSeed() : resolveSeed(flags.seed, "--seed");
  const request = { algorithm: entry.name, width: flags.width, height: flags.height, backend: flags.backend, options: flags.option };
  if (flags.count > 1 && (format.name === "svg" || format.name === "png")) {
    throw new InvalidArgumentError(`--count ${flags.count}: one ${format.name} file holds one maze; use a text format or binary for batches`);
  }
  const first = generate({ ...request, seed: firstSeed });
  const writeOptions = writeOptionsFrom(flags);
  // The writer checks its options now, before any output exists.
  const firstChunks = format.write(first, writeOptions);
  // Printed once the request is known to be valid, so an error is not preceded by a seed line.
  if (flags.seed === undefined) process.stderr.write(`daedalus: random seed ${firstSeed} (reproduce with --seed ${firstSeed})\n`);
  const output = openOutput(flags.output);
  try {
    for (let i = 0; i < flags.count; i++) {
      const chunks = i === 0 ? firstChunks : format.write(generate({ ...request, seed: batchSeed(firstSeed, i) }), writeOptions);
      // Text drawings of a batch are separated by a blank line; json is one object per line, binary records self-delimiting.
      if (i > 0 && format.text && format.name !== "json") await output.write("\n");
      for await (const chunk of chunks) await output.write(chunk);
    }
    await output.close();
  } catch (error) {
    output.abort();
    throw error;
  }
}
