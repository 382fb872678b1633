import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultWorkers, POOL_MIN_CELLS, shardRange } from "../src/cli/batch.js";
import { parseShard } from "../src/cli/shard.js";
import { generate } from "../src/node.js";
import { runCli as run, runCliProcess } from "./support/cli.js";

const bin = new URL("../bin/daedalus.js", import.meta.url).pathname;

describe("batches", () => {
  it("without --workers a job under 2^22 cells in all stays on one thread, and a larger one takes the cores", () => {
    expect(POOL_MIN_CELLS).toBe(2 ** 22);
    expect([defaultWorkers(0), defaultWorkers(POOL_MIN_CELLS - 1)]).toEqual([1, 1]);
    expect([defaultWorkers(POOL_MIN_CELLS), defaultWorkers(1e12)]).toEqual([availableParallelism(), availableParallelism()]);
  });

  it("--workers 1 and --workers 2 give the same bytes in the same order, equal to the API's mazes", async () => {
    const args = ["generate", "-W", "30", "-H", "20", "-n", "40", "-f", "json", "--seed", "4294967290"];
    const one = await run(...args, "--workers", "1");
    const two = await run(...args, "--workers", "2");
    expect(one.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const lines = one.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(40);
    expect(`${lines[7]}\n`).toBe(generate({ width: 30, height: 20, seed: 4294967297 % 2 ** 32 }).toString("json"));
  });

  it("shards 0/3, 1/3, 2/3 concatenate to the one-run output (ascii separators included)", async () => {
    const args = ["generate", "-W", "6", "-H", "4", "-n", "10", "--seed", "77", "--workers", "2"];
    const whole = (await run(...args)).stdout;
    const parts = (await Promise.all([0, 1, 2].map((i) => run(...args, "--shard", `${i}/3`)))).map((part) => part.stdout);
    expect(parts.join("")).toBe(whole);
    expect(parts.every((part) => part.length > 0)).toBe(true);
  });

  it("shard ranges are contiguous and cover every index exactly once", async () => {
    for (const total of [1, 7, 10, 1000]) {
      for (const count of [1, 2, 3, 8, 13]) {
        const ranges = Array.from({ length: count }, (_, index) => shardRange(total, { index, count }));
        expect(ranges[0]![0]).toBe(0);
        expect(ranges[count - 1]![1]).toBe(total);
        for (let i = 1; i < count; i++) expect(ranges[i]![0]).toBe(ranges[i - 1]![1]);
      }
    }
  });

  // ⌊i·N/k⌋ in doubles rounded i·N past 2^53: the last share of 7889403856950207 mazes in 6373884992628252 shares ended at
  // index 7889403856950208, one maze past the batch, and of 3632502050984031 in 2908607732425044 it ended one short, the
  // batch's last maze in no share (verify, counting the same way, called both complete).
  it("shard ranges are ⌊i·N/k⌋ exactly, however large N and k (property)", () => {
    const exact = (total: number, index: number, count: number) => Number((BigInt(index) * BigInt(total)) / BigInt(count));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (total, count, at) => {
          const index = Math.min(count - 1, Math.floor(at * count));
          expect(shardRange(total, { index, count })).toEqual([exact(total, index, count), exact(total, index + 1, count)]);
          expect(shardRange(total, { index: count - 1, count })[1]).toBe(total);
        },
      ),
      {
        examples: [
          [3632502050984031, 2908607732425044, 1],
          [7889403856950207, 6373884992628252, 1],
          [2 ** 53 - 1, 3, 0.5],
        ],
      },
    );
  });

  it("the last share of a huge batch holds the batch's last mazes, no fewer and none past it", async () => {
    const share = (count: string, shard: string) => run("generate", "-n", count, "-s", "1", "-W", "2", "-H", "2", "-f", "json", "--shard", shard);
    const [short, long] = await Promise.all([
      share("3632502050984031", "2908607732425043/2908607732425044"),
      share("7889403856950207", "6373884992628251/6373884992628252"),
    ]);
    // Mazes 3632502050984029..30 and 7889403856950205..06, the batches' last two: seeds 1 + index mod 2^32.
    const seeds = (output: string) =>
      output
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line).seed);
    expect([short.code, seeds(short.stdout), long.code, seeds(long.stdout)]).toEqual([
      0,
      [3632502050984030 % 2 ** 32, 3632502050984031 % 2 ** 32],
      0,
      [7889403856950206 % 2 ** 32, 7889403856950207 % 2 ** 32],
    ]);
  });

  it.each(["3/3", "a/b", "1", "-1/2", "0/0"])("--shard %s is refused", async (text) => {
    expect(() => parseShard(text)).toThrow(`--shard must be i/k with 0 <= i < k (e.g. 0/4 … 3/4), auto or auto/k; got "${text}"`);
  });

  // In a fresh process, where making the second maze grows the core's memory: the first maze's binary chunks, views of
  // that memory still queued for the file or gzip, were detached (the file lost its 1088 cell bytes, gzip stalled).
  it("a binary batch made on one thread is the same bytes in a file, gzipped and on stdout", async () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-batch-"));
    const args = ["generate", "-n", "3", "-W", "32", "-H", "32", "-s", "1", "-f", "binary", "--workers", "1"];
    const piped = await runCliProcess("", args);
    const file = await runCliProcess("", [...args, "-o", join(directory, "m.bin")]);
    const gzipped = await runCliProcess("", [...args, "-o", join(directory, "m.bin.gz")]);
    expect([piped.code, piped.stdout.length, file.code, file.stderr, gzipped.code, gzipped.stderr]).toEqual([0, 3 * 1172, 0, "", 0, ""]);
    expect(readdirSync(directory).sort()).toEqual(["m.bin", "m.bin.gz"]);
    expect(readFileSync(join(directory, "m.bin")).equals(piped.stdout)).toBe(true);
    expect(gunzipSync(readFileSync(join(directory, "m.bin.gz"))).equals(piped.stdout)).toBe(true);
  });

  // A failure of the manifest is the manifest's (it was reported as --output's), and the run's files take their places
  // together or not at all: the new output used to stay beside the earlier manifest, which described other bytes.
  it("a manifest that cannot be written is named by --manifest; the earlier output and manifest stay as they were", async () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-batch-"));
    const output = join(directory, "m.jsonl");
    const manifest = join(directory, "m.json");
    const generate = (seed: number, manifestPath: string) =>
      run("generate", "-n", "3", "-W", "4", "-H", "3", "-s", String(seed), "-f", "json", "-o", output, "--manifest", manifestPath);
    expect((await generate(1, manifest)).code).toBe(0);
    const earlier = [readFileSync(output, "utf8"), readFileSync(manifest, "utf8")];
    const result = await generate(2, "/dev/full");
    expect([result.code, result.stderr]).toEqual([
      1,
      "daedalus: cannot write --manifest /dev/full: no space left on the device (ENOSPC); nothing was left behind\n",
    ]);
    expect(readdirSync(directory).sort()).toEqual(["m.json", "m.jsonl"]);
    expect([readFileSync(output, "utf8"), readFileSync(manifest, "utf8")]).toEqual(earlier);
    // Both written: the output is the run's bytes and the manifest describes them.
    expect((await generate(2, manifest)).code).toBe(0);
    expect(readFileSync(output, "utf8")).toBe((await run("generate", "-n", "3", "-W", "4", "-H", "3", "-s", "2", "-f", "json")).stdout);
    expect((await run("verify", manifest)).code).toBe(0);
  });

  it("--shard without --seed is a usage error", async () => {
    const result = await run("generate", "-n", "4", "--shard", "0/2");
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("daedalus: --shard needs --seed, so that every shard draws from the same seeds\n");
  });

  // A worker thread that stopped (process.exit in it) answered nothing more, and the pool waited for its job for ever: the
  // run hung with its temporary file open (or, every worker gone, Node ended it with exit code 13 and the file left behind).
  // Each worker thread loads a module first (NODE_OPTIONS reaches them) that ends the first thread when its first job arrives.
  it.each([
    ["a batch", ["-n", "400", "-W", "20", "-H", "20", "-f", "ascii", "-o", "out.txt"]],
    ["a tiled stream", ["-a", "backtracker", "--tiles", "8", "-W", "400", "-H", "400", "--stream", "-f", "binary", "-o", "out.bin"]],
    ["a tiled maze in memory", ["-a", "backtracker", "--tiles", "8", "-W", "400", "-H", "400", "-f", "json", "-o", "out.json"]],
    ["a shard of a tiled maze", ["-a", "backtracker", "--tiles", "8", "-W", "400", "-H", "400", "--shard", "1/2", "-f", "hex", "-o", "out.hex"]],
  ])(
    "%s whose worker thread stops mid-run fails by name at once and leaves no file",
    async (_, args) => {
      const directory = mkdtempSync(join(tmpdir(), "daedalus-dying-"));
      const preload = join(directory, "..", `${directory.split("/").at(-1)}-die.mjs`);
      writeFileSync(
        preload,
        `import { parentPort, threadId } from "node:worker_threads";
if (threadId === 1) parentPort.once("message", () => process.exit(7));
`,
      );
      // Killed if it hangs, as it did.
      const result = spawnSync(process.execPath, [bin, "generate", "-s", "3", "--workers", "2", ...args], {
        cwd: directory,
        env: { ...process.env, NODE_OPTIONS: `--import ${preload}` },
        encoding: "utf8",
        timeout: 20_000,
      });
      expect([result.signal, result.status]).toEqual([null, 1]);
      expect(result.stderr).toMatch(
        /^(daedalus: --stream writes [^\n]+\n)?daedalus: a worker thread stopped \(exit code 7\) with jobs? [\d, ]+ unfinished; the run is abandoned\n$/,
      );
      expect(readdirSync(directory)).toEqual([]);
    },
    30_000,
  );
});
