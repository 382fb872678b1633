// `daedalus generate --stream`: the file equals the non-streamed output of the same request byte for byte, for every
// row-writing format and streaming generator, gzipped or not, and its size is stated on stderr first (exactly the
// bytes written, or a bound); what a stream cannot do is refused by name.

import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { progressWanted } from "../src/cli/progress.js";
import { bytesText } from "../src/cli/units.js";
import { findFormat, generate, generateRows, writeToBytes } from "../src/node.js";
import { type CliRun, runCliInServer } from "./support/cli.js";

const bin = new URL("../bin/daedalus.js", import.meta.url).pathname;

const run = (...args: string[]): Promise<CliRun<Buffer>> => runCliInServer(args);

/** The message of the error `run` throws (the API's own words, which the CLI prints after "daedalus: "). */
function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected an error");
}

const algorithms = ["binary-tree", "sidewinder", "eller"];
const rowFormats = ["hex", "binary", "blocks", "ascii", "png", "ascii-compact", "unicode", "game-map"];
const cases = rowFormats.flatMap((format, f) => algorithms.map((algorithm, a) => ({ format, algorithm, variant: (f + a) % 3 })));

describe.concurrent("generate --stream", () => {
  // Variants: 0 plain, 1 gzip from the ".gz" name, 2 --gzip with --marks (and png at 1 pixel per wall).
  it.each(cases)("$format × $algorithm (variant $variant): the streamed file is the in-memory writer's bytes", async ({ format, algorithm, variant }) => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-stream-"));
    const file = join(directory, `maze.${format}${variant === 1 ? ".gz" : ""}`);
    const extra = variant === 2 ? ["--gzip", "--marks", ...(format === "png" ? ["--pixel"] : [])] : [];
    const result = await run("generate", "-a", algorithm, "-W", "37", "-H", "29", "-s", "4242", "-f", format, "--stream", "-o", file, ...extra);
    expect(result.code).toBe(0);
    const bytes = variant === 0 ? readFileSync(file) : gunzipSync(readFileSync(file));
    const options = variant === 2 ? { marks: true, ...(format === "png" && { cellSize: 1, wallWidth: 1, margin: 0 }) } : {};
    const measure = findFormat(format).measure!({ width: 37, height: 29 }, options);
    const what = `(37×29 cells in ${format})`;
    const note = measure.pixels
      ? `a png of ${measure.pixels.width}×${measure.pixels.height} pixels ${what}; its size depends on compression`
      : `${measure.exact ? bytesText(bytes.length) : `at most ${bytesText(measure.bytes!)}`} ${what}${variant === 0 ? "" : " before gzip"}`;
    expect(result.stderr).toBe(`daedalus: --stream writes ${note}\n`);
    const expected = await writeToBytes(findFormat(format), generate({ algorithm, width: 37, height: 29, seed: 4242 }), options);
    expect(Buffer.from(bytes).equals(Buffer.from(expected))).toBe(true);
  });

  it.each(algorithms)("%s: --stream and the in-memory command print the same gzip bytes on stdout", async (algorithm) => {
    const args = ["generate", "-a", algorithm, "-W", "501", "-H", "203", "-s", "7", "-f", "hex", "--gzip"];
    const [streamed, whole] = await Promise.all([run(...args, "--stream"), run(...args)]);
    expect([streamed.code, whole.code]).toEqual([0, 0]);
    expect(streamed.stdout.equals(whole.stdout)).toBe(true);
    expect(gunzipSync(whole.stdout).toString()).toBe(generate({ algorithm, width: 501, height: 203, seed: 7 }).toString("hex"));
  });

  it.each([["maze.dmz"], ["maze.dmz.gz"], ["-"]])("binary over many chunks of reused rows (-o %s) is the in-memory maze", async (name) => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-stream-"));
    const path = name === "-" ? name : join(directory, name);
    const result = await run("generate", "-a", "sidewinder", "-W", "3000", "-H", "2000", "-s", "11", "--stream", "-f", "binary", "-o", path);
    const gzip = name.endsWith(".gz") ? " before gzip" : "";
    expect([result.code, result.stderr]).toEqual([0, `daedalus: --stream writes 6.01 MB (3000×2000 cells in binary)${gzip}\n`]);
    const written = name === "-" ? result.stdout : readFileSync(path);
    const bytes = name.endsWith(".gz") ? gunzipSync(written) : written;
    // About 1 MiB of rows per chunk: 349 rows of 3002 bytes, six chunks.
    const maze = generate({ algorithm: "sidewinder", width: 3000, height: 2000, seed: 11 });
    expect(Buffer.from(bytes).equals(Buffer.from(await writeToBytes(findFormat("binary"), maze)))).toBe(true);
  });

  it("a random seed is printed on stderr and reproduces the stream", async () => {
    const first = await run("generate", "-a", "sidewinder", "-W", "9", "-H", "5", "--stream", "-f", "hex");
    const seed = /^daedalus: random seed (\d+) \(reproduce with --seed \1\)\ndaedalus: --stream writes 50 bytes \(9×5 cells in hex\)\n$/.exec(
      first.stderr,
    )?.[1];
    expect(seed).toBeDefined();
    expect((await run("generate", "-a", "sidewinder", "-W", "9", "-H", "5", "--stream", "-f", "hex", "-s", seed!)).stdout.equals(first.stdout)).toBe(true);
  });

  it("a stream 2^53 rows tall starts with the rows of the same maze, and stops quietly when the reader goes away", async () => {
    const child = spawn(process.execPath, [bin, "generate", "-a", "eller", "-W", "6", "-H", "9007199254740992", "-s", "3", "--stream", "-f", "hex"]);
    let text = "";
    for await (const data of child.stdout) {
      text += data.toString();
      if (text.split("\n").length > 100) break;
    }
    child.stdout.destroy();
    const code = await new Promise((resolve) => child.on("close", resolve));
    expect(code).toBe(0);
    const short = generate({ algorithm: "eller", width: 6, height: 200, seed: 3 }).toString("hex").split("\n");
    expect(text.split("\n").slice(0, 100)).toEqual(short.slice(0, 100));
  });

  it.each([
    [
      ["-a", "backtracker"],
      "daedalus: --stream: algorithm backtracker cannot stream (it needs the whole maze in memory); streamable algorithms: binary-tree, sidewinder, eller; with --tiles T any algorithm streams",
    ],
    [
      ["-a", "eller", "-f", "json"],
      "daedalus: --stream: format json cannot stream (it needs the whole maze); streamable formats: ascii, ascii-compact, unicode, blocks, hex, binary, png, game-map",
    ],
    [
      ["-a", "eller", "-o", "maze.svg"],
      "daedalus: --stream: format svg cannot stream (it needs the whole maze); streamable formats: ascii, ascii-compact, unicode, blocks, hex, binary, png, game-map",
    ],
    [["-a", "eller", "-n", "3"], "daedalus: --stream cannot be combined with --count 3: a stream is one maze"],
    [
      ["-a", "eller", "--shard", "0/2", "-s", "1"],
      "daedalus: --stream cannot be combined with --shard: a stream is one maze (with --tiles, shards split it by rows of tiles)",
    ],
    [
      ["-a", "eller", "--workers", "2"],
      "daedalus: --stream cannot be combined with --workers: a stream is generated on this thread (with --tiles, workers make its bands)",
    ],
    [["-a", "eller", "--mask", "heart.png"], "daedalus: --stream cannot be combined with --mask: a mask needs the whole maze in memory"],
    [["-a", "eller", "--braid", "0.5"], "daedalus: --stream cannot be combined with --braid: braiding needs the whole maze in memory"],
    [["-a", "eller", "--solve"], "daedalus: --stream cannot be combined with --solve: solving needs the whole maze in memory"],
    [["-a", "eller", "--goal", "longest"], "daedalus: --stream cannot be combined with --goal: solving needs the whole maze in memory"],
    [
      ["-a", "eller", "-H", "9007199254740993"],
      "daedalus: option '-H, --height <cells>' argument '9007199254740993' is invalid. must be at most 2^53 (9007199254740992).\n(run with --help for usage and examples)",
    ],
    [
      ["-a", "eller", "-H", "4294967296", "-f", "binary"],
      "daedalus: binary: DMZ1 stores the height as a u32, at most 4294967295, got 4294967296; hex, blocks and ascii stream any height up to 2^53",
    ],
    [
      ["-a", "eller", "-H", "1073741824", "-f", "png", "--pixel"],
      "daedalus: png: the picture would be 41×2147483649 pixels, above 2147483647 (2^31−1, PNG's limit) on a side; use a smaller cellSize or fewer cells",
    ],
    [["-a", "eller", "--option", "p=2"], 'daedalus: option p of eller must be a number in [0, 1], got "2"'],
    [
      ["-a", "eller", "-W", "500000000", "-H", "3"],
      `daedalus: ${messageOf(() => generateRows({ algorithm: "eller", width: 500_000_000, height: 3, rowsPerChunk: 1 }))}`,
    ],
  ])("refuses %j with exit code 2 and no output", async (args, message) => {
    const result = await run("generate", "--stream", ...args);
    expect(result.code).toBe(2);
    expect(result.stdout.length).toBe(0);
    expect(result.stderr).toBe(`${message}\n`);
  });

  it("without --stream, a maze too large for memory is refused with a pointer to --stream", async () => {
    const result = await run("generate", "-a", "eller", "-W", "100000", "-H", "100000", "-f", "hex");
    expect(result.code).toBe(2);
    const limit = messageOf(() => generate({ algorithm: "eller", width: 100_000, height: 100_000 }));
    expect(limit).toMatch(
      /^100000×100000 is too large for eller on the wasm backend: .* the largest square that fits is \d+×\d+ \(or 100000×\d+ at this width\)$/,
    );
    expect(result.stderr).toBe(`daedalus: ${limit}; --stream writes it row by row in O(width) memory\n`);
  });

  it("draws a progress bar only on a terminal outside CI", () => {
    expect(progressWanted({ isTTY: true } as NodeJS.WriteStream, {})).toBe(true);
    expect(progressWanted({ isTTY: true } as NodeJS.WriteStream, { CI: "true" })).toBe(false);
    expect(progressWanted({ isTTY: false } as NodeJS.WriteStream, {})).toBe(false);
  });
});
