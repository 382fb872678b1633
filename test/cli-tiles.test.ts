// `daedalus generate --tiles T`: the in-memory output, the --stream output in every streaming format and the
// concatenated --shard outputs are the same bytes; shards carry manifests that verify; bad flags refused by name.

import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findFormat, formats, generate, writeToBytes } from "../src/node.js";
import { type CliRun, runCliInServer } from "./support/cli.js";

const run = (...args: string[]): Promise<CliRun<Buffer>> => runCliInServer(args, { cwd: tmpdir() });

const streaming = formats.filter((format) => format.writeRows).map((format) => format.name);
const sliced = formats.filter((format) => format.writeRowSlice).map((format) => format.name);

describe.concurrent("generate --tiles", () => {
  it("lists every generator as tileable, and the formats that write shares are binary and hex", async () => {
    const { stdout } = await run("list", "--format", "json");
    const { generators } = JSON.parse(stdout.toString());
    expect(generators.map((entry: { tileable: boolean }) => entry.tileable)).toEqual(generators.map(() => true));
    expect(sliced).toEqual(["hex", "binary"]);
  });

  it("writes the API's tiled maze", async () => {
    const result = await run("generate", "-a", "prim", "-W", "33", "-H", "21", "--tiles", "4", "-s", "12", "-f", "hex");
    expect([result.code, result.stderr]).toEqual([0, ""]);
    const expected = await writeToBytes(findFormat("hex"), generate({ algorithm: "prim", width: 33, height: 21, seed: 12, tiles: 4 }));
    expect(result.stdout.equals(Buffer.from(expected))).toBe(true);
  });

  it("makes a tiled maze whole on 1, 2 or 3 workers as the API makes it, then solves and draws it", async () => {
    const args = ["generate", "-a", "wilson", "-W", "30", "-H", "20", "--tiles", "5", "-s", "8"];
    const maze = generate({ algorithm: "wilson", width: 30, height: 20, seed: 8, tiles: 5 });
    const json = await Promise.all(["1", "2", "3"].map((workers) => run(...args, "-f", "json", "--workers", workers)));
    for (const { code, stdout } of json) expect([code, JSON.parse(stdout.toString())]).toEqual([0, maze.toJSON()]);
    const svg = await Promise.all(["1", "2", "3"].map((workers) => run(...args, "-f", "svg", "--solve", "--heatmap", "--workers", workers)));
    expect(svg.map(({ code, stderr }) => [code, stderr])).toEqual(svg.map(() => [0, ""]));
    expect(svg[1]!.stdout.equals(svg[0]!.stdout) && svg[2]!.stdout.equals(svg[0]!.stdout)).toBe(true);
    expect(svg[0]!.stdout.toString()).toContain("<polyline");
  });

  it.each(streaming)("--stream --tiles in %s is the in-memory output, for a generator that cannot stream untiled", async (format) => {
    const args = ["generate", "-a", "hunt-and-kill", "-W", "41", "-H", "27", "--tiles", "3", "-s", "99", "-f", format];
    const [streamed, whole] = await Promise.all([run(...args, "--stream"), run(...args)]);
    expect([streamed.code, whole.code, whole.stderr]).toEqual([0, 0, ""]);
    // A stream states its size first (test/cli-stream.test.ts checks the figures).
    expect(streamed.stderr).toMatch(new RegExp(`^daedalus: --stream writes [^\n]+ \\(41×27 cells in ${format}\\)[^\n]*\n$`));
    expect(streamed.stdout.equals(whole.stdout)).toBe(true);
  });

  // Each run draws one count of shards and one of workers for each way to make the file (its 16 commands, each a process
  // of its own then, took a minute a run on a loaded 2-core machine); the first four runs take every count of each.
  it("shards 1, 2, 3 and 4 of one tiled maze, and its stream on 1, 2 and 3 workers, are the single run's file, in binary and hex, on both backends (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          width: fc.integer({ min: 1, max: 60 }),
          height: fc.integer({ min: 1, max: 60 }),
          wanted: fc.integer({ min: 1, max: 6 }),
          algorithm: fc.constantFrom("backtracker", "wilson", "eller", "fusion"),
          format: fc.constantFrom(...sliced),
          backend: fc.constantFrom("wasm", "reference"),
          seed: fc.nat({ max: 0xffffffff }),
          shards: fc.integer({ min: 1, max: 4 }),
          wholeWorkers: fc.constantFrom("1", "3"),
          streamWorkers: fc.constantFrom("1", "2", "3"),
        }),
        async ({ width, height, wanted, algorithm, format, backend, seed, shards, wholeWorkers, streamWorkers }) => {
          const tiles = String(Math.min(wanted, width, height));
          const args = [
            "generate",
            "-a",
            algorithm,
            "-W",
            String(width),
            "-H",
            String(height),
            "--tiles",
            tiles,
            "-s",
            String(seed),
            "-f",
            format,
            "-b",
            backend,
          ];
          // The maze made whole in memory (its bands on the pool, the number of cores by default), on the drawn number of
          // workers, streamed, and in shards (on the pool too, or on one worker).
          const shardWorkers = shards === 3 ? ["--workers", "1"] : [];
          const [single, whole, stream, ...parts] = await Promise.all([
            run(...args),
            run(...args, "--workers", wholeWorkers),
            run(...args, "--stream", "--workers", streamWorkers),
            ...Array.from({ length: shards }, (_, i) => run(...args, "--shard", `${i}/${shards}`, ...shardWorkers)),
          ]);
          expect([single!.code, single!.stderr]).toEqual([0, ""]);
          expect([whole!.code, whole!.stderr, whole!.stdout.equals(single!.stdout)]).toEqual([0, "", true]);
          // A stream states its size on stderr first (test/cli-stream.test.ts checks the figures).
          expect([stream!.code, stream!.stdout.equals(single!.stdout)]).toEqual([0, true]);
          expect(parts.map(({ code, stderr }) => [code, stderr])).toEqual(parts.map(() => [0, ""]));
          expect(Buffer.concat(parts.map(({ stdout }) => stdout)).equals(single!.stdout)).toBe(true);
        },
      ),
      {
        numRuns: 5,
        examples: [
          [
            {
              width: 37,
              height: 23,
              wanted: 4,
              algorithm: "wilson",
              format: "binary",
              backend: "wasm",
              seed: 1,
              shards: 1,
              wholeWorkers: "1",
              streamWorkers: "1",
            },
          ],
          [
            {
              width: 60,
              height: 9,
              wanted: 6,
              algorithm: "eller",
              format: "hex",
              backend: "reference",
              seed: 2,
              shards: 2,
              wholeWorkers: "3",
              streamWorkers: "2",
            },
          ],
          [
            {
              width: 5,
              height: 60,
              wanted: 3,
              algorithm: "fusion",
              format: "binary",
              backend: "reference",
              seed: 3,
              shards: 3,
              wholeWorkers: "1",
              streamWorkers: "3",
            },
          ],
          [
            {
              width: 48,
              height: 41,
              wanted: 5,
              algorithm: "backtracker",
              format: "hex",
              backend: "wasm",
              seed: 4,
              shards: 4,
              wholeWorkers: "3",
              streamWorkers: "2",
            },
          ],
        ],
      },
    );
  });

  it("shards write manifests that verify as one complete run, and a missing or repeated shard is named", async () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-tiles-"));
    const args = ["generate", "-a", "kruskal", "-W", "50", "-H", "30", "--tiles", "5", "-s", "3"];
    const shards = await Promise.all(
      [0, 1, 2].map((i) => run(...args, "--shard", `${i}/3`, "-o", join(directory, `part${i}.bin`), "--manifest", join(directory, `part${i}.json`))),
    );
    expect(shards.map(({ code, stderr }) => [code, stderr])).toEqual([
      [0, ""],
      [0, ""],
      [0, ""],
    ]);
    const manifest = JSON.parse(readFileSync(join(directory, "part1.json"), "utf8"));
    expect([manifest.shard, manifest.mazes, manifest.tileRows, manifest.run.tiles]).toEqual([
      { index: 1, count: 3 },
      { from: 0, to: 1 },
      { from: 1, to: 3 },
      5,
    ]);
    const manifests = [0, 1, 2].map((i) => join(directory, `part${i}.json`));
    const all = await run("verify", ...manifests);
    expect(all.code).toBe(0);
    expect(all.stdout.toString()).toContain("complete run kruskal 50×30 in 5×5 tiles, 1 maze(s) from seed 3 as binary: shards 0..2 of 3, each once");
    const missing = await run("verify", manifests[0]!, manifests[2]!);
    expect(missing.code).toBe(1);
    expect(missing.stdout.toString()).toContain("MISSING  run kruskal 50×30 in 5×5 tiles, 1 maze(s) from seed 3 as binary: shard 1 of 3 has no manifest");
    const repeated = await run("verify", ...manifests, manifests[1]!);
    expect(repeated.code).toBe(1);
    expect(repeated.stdout.toString()).toContain("REPEATED run kruskal 50×30 in 5×5 tiles");
    const joined = Buffer.concat([0, 1, 2].map((i) => readFileSync(join(directory, `part${i}.bin`))));
    const single = await run(...args, "-f", "binary");
    expect(joined.equals(single.stdout)).toBe(true);
  });

  it("a batch of tiled mazes is the same on 1 and 2 workers", async () => {
    const args = ["generate", "-a", "growing-tree", "-W", "20", "-H", "12", "--tiles", "3", "-s", "5", "-n", "6", "-f", "hex"];
    const [one, two] = await Promise.all([run(...args, "--workers", "1"), run(...args, "--workers", "2")]);
    expect([one.code, two.code, one.stderr, two.stderr]).toEqual([0, 0, "", ""]);
    expect(one.stdout.equals(two.stdout)).toBe(true);
  });

  it.each([
    [["--tiles", "0"], "daedalus: option '--tiles <T>' argument '0' is invalid. must be an integer in [1, 4096]."],
    [["--tiles", "1.5"], "daedalus: option '--tiles <T>' argument '1.5' is invalid. must be an integer in [1, 4096]."],
    [["--tiles", "11"], "daedalus: tiles must be an integer from 1 to 10, the shorter side of the 20×10 maze, got 11\n"],
    [
      ["--tiles", "2", "--shard", "0/2", "-s", "1", "-f", "ascii"],
      "daedalus: --shard of a tiled maze: format ascii cannot be written in shares that concatenate; formats that can: hex, binary\n",
    ],
    [["--tiles", "2", "--shard", "0/2", "-f", "hex"], "daedalus: --shard needs --seed, so that every shard makes the same maze\n"],
    [
      ["--tiles", "2", "--shard", "0/2", "-s", "1", "-f", "hex", "--braid", "0.5"],
      "daedalus: --shard of a tiled maze cannot be combined with --braid: braiding needs the whole maze in memory\n",
    ],
    [["--tiles", "2", "--stream", "-n", "2"], "daedalus: --stream cannot be combined with --count 2: a stream is one maze\n"],
    [
      ["--tiles", "2", "--stream", "-f", "ascii", "--workers", "2"],
      "daedalus: --stream cannot be combined with --workers 2: the bands of a tiled stream are encoded apart only in a format that writes slices (hex, binary)\n",
    ],
    [
      ["--stream", "-a", "wilson"],
      "daedalus: --stream: algorithm wilson cannot stream (it needs the whole maze in memory); streamable algorithms: binary-tree, sidewinder, eller; with --tiles T any algorithm streams\n",
    ],
  ])("%j is refused (exit 2)", async (flags, message) => {
    const result = await run("generate", ...flags);
    expect([result.code, result.stdout.length]).toEqual([2, 0]);
    if (message.startsWith("daedalus: option")) expect(result.stderr).toContain(message);
    else expect(result.stderr).toBe(message);
  });
});
