// The npy format on the command line: maze-dataset's connection_list as a .npy file, one maze (2, rows, cols) or a
// batch as ONE (n, 2, rows, cols) array, the same bytes whatever --workers, shards that concatenate into the batch,
// read back by convert, solve and stats, and loaded by real numpy as spanning trees.

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { FormatError, findFormat, generate, toNpy, toNpyBatch, writeToBytes } from "../src/node.js";
import { byteDifference } from "./support/bytes.js";
import { runCliBytes } from "./support/cli.js";

const directory = mkdtempSync(join(tmpdir(), "daedalus-cli-npy-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

async function run(...args: string[]) {
  const result = await runCliBytes("", ...args);
  return { code: result.code, stdout: new Uint8Array(result.stdout), stderr: result.stderr };
}

/** The command's stdout, after checking that it succeeded. */
async function output(...args: string[]): Promise<Uint8Array> {
  const result = await run(...args);
  expect([result.stderr, result.code]).toEqual(["", 0]);
  return result.stdout;
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const npy = findFormat("npy");
const seeds = (first: number, count: number) => Array.from({ length: count }, (_, i) => first + i);

// The first python3 that has numpy: the one on PATH, or Debian's (python3-numpy, installed by .ci/run).
const python = ["python3", "/usr/bin/python3"].find((candidate) => spawnSync(candidate, ["-c", "import numpy"], { encoding: "utf8" }).status === 0);

describe("generate -f npy", () => {
  it("writes one maze as the adapter's (2, rows, cols) file, from -f or the .npy extension", async () => {
    const file = join(directory, "one.npy");
    await output("generate", "-W", "10", "-H", "6", "-s", "1", "-o", file);
    const expected = toNpy(generate({ width: 10, height: 6, seed: 1 }));
    expect(byteDifference(new Uint8Array(readFileSync(file)), expected)).toBeUndefined();
    expect(byteDifference(await output("generate", "-W", "10", "-H", "6", "-s", "1", "-f", "npy"), expected)).toBeUndefined();
    const header = `\x93NUMPY\x01\x00\x76\x00${"{'descr': '|b1', 'fortran_order': False, 'shape': (2, 6, 10), }".padEnd(117)}\n`;
    expect([text(expected.subarray(0, 128)), expected.length]).toEqual([header, 128 + 2 * 6 * 10]);
  });

  it("writes --count 100 as ONE (100, 2, 10, 10) array: numpy's exact header, then each maze's planes", async () => {
    const bytes = await output("generate", "--count", "100", "-W", "10", "-H", "10", "-s", "5", "-f", "npy", "--workers", "1");
    // numpy.save's header for this shape, byte for byte (printed by numpy 2.4.6): 118 bytes after the 10-byte preamble.
    const header = `\x93NUMPY\x01\x00\x76\x00${"{'descr': '|b1', 'fortran_order': False, 'shape': (100, 2, 10, 10), }".padEnd(117)}\n`;
    expect(text(bytes.subarray(0, 128))).toBe(header);
    expect(bytes.length).toBe(128 + 100 * 2 * 10 * 10);
    const mazes = seeds(5, 100).map((seed) => generate({ width: 10, height: 10, seed }));
    expect(byteDifference(bytes, toNpyBatch(mazes))).toBeUndefined();
  });

  it("--workers 2 writes the same bytes as --workers 1", async () => {
    const args = ["generate", "-n", "40", "-W", "12", "-H", "7", "-s", "4294967290", "-f", "npy"];
    const one = await output(...args, "--workers", "1");
    expect(one.length).toBe(128 + 40 * 2 * 12 * 7);
    expect(byteDifference(await output(...args, "--workers", "2"), one)).toBeUndefined();
  });

  it("shards concatenate into the unsharded file: shard 0 writes the header with the whole count, the others data only", async () => {
    for (const [count, shards] of [
      [10, 3],
      [2, 3],
      [1, 2],
    ] as const) {
      const args = ["generate", "-n", String(count), "-W", "5", "-H", "4", "-s", "77", "-f", "npy", "--workers", "2"];
      const [whole, ...parts] = await Promise.all([output(...args), ...seeds(0, shards).map((i) => output(...args, "--shard", `${i}/${shards}`))]);
      expect(byteDifference(Buffer.concat(parts), Buffer.from(whole!)), `${count} in ${shards}`).toBeUndefined();
      if (count > 1) {
        expect(text(parts[0]!.subarray(0, 6))).toBe("\x93NUMPY");
        for (const part of parts.slice(1)) expect(part.length % (2 * 5 * 4)).toBe(0);
      }
    }
  });

  it("an explicit --count 1 (or -n 1) is a batch of one, (1, 2, rows, cols); no --count stays one maze, (2, rows, cols)", async () => {
    const maze = generate({ width: 5, height: 4, seed: 9 });
    const args = ["generate", "-W", "5", "-H", "4", "-s", "9", "-f", "npy"];
    const header = `\x93NUMPY\x01\x00\x76\x00${"{'descr': '|b1', 'fortran_order': False, 'shape': (1, 2, 4, 5), }".padEnd(117)}\n`;
    for (const count of [["-n", "1"], ["--count", "1"], ["--count=1"]]) {
      const bytes = await output(...args, ...count);
      expect(byteDifference(bytes, toNpyBatch([maze])), count.join(" ")).toBeUndefined();
      expect(text(bytes.subarray(0, 128))).toBe(header);
    }
    expect(byteDifference(await output(...args), toNpy(maze))).toBeUndefined();
    // On the worker pool (a tiled maze's bands), gzipped, and to a file: the same batch of one.
    expect(
      byteDifference(await output(...args, "-n", "1", "--tiles", "2", "--workers", "2"), toNpyBatch([generate({ width: 5, height: 4, seed: 9, tiles: 2 })])),
    ).toBeUndefined();
    const file = join(directory, "one-of-one.npy.gz");
    await output(...args, "-n", "1", "-o", file);
    expect(byteDifference(new Uint8Array(gunzipSync(readFileSync(file))), toNpyBatch([maze]))).toBeUndefined();
    // Shards of a batch of one: shard 0 writes the header (no maze), shard 1 the maze; together the one-run file.
    const parts = await Promise.all(["0/2", "1/2"].map((shard) => output(...args, "-n", "1", "--shard", shard)));
    expect(parts.map((part) => part.length)).toEqual([128, 2 * 4 * 5]);
    expect(byteDifference(new Uint8Array(Buffer.concat(parts)), toNpyBatch([maze]))).toBeUndefined();
  });

  it("--count 1 changes nothing in the other formats: the same bytes as no --count", async () => {
    for (const format of ["json", "binary", "hex", "ascii", "svg"]) {
      const args = ["generate", "-W", "5", "-H", "4", "-s", "9", "-f", format];
      expect(byteDifference(await output(...args, "-n", "1"), await output(...args)), format).toBeUndefined();
    }
  });

  it("a manifest of an explicit --count 1 in npy says so (its bytes are not the single maze's), and verify checks it", async () => {
    const manifestOf = async (name: string, ...count: string[]) => {
      const file = join(directory, `${name}.npy`);
      const manifest = join(directory, `${name}.json`);
      await output("generate", "-W", "5", "-H", "4", "-s", "9", ...count, "-o", file, "--manifest", manifest);
      expect(text(await output("verify", manifest))).toMatch(/^ok {7}/);
      return JSON.parse(readFileSync(manifest, "utf8")) as { run: Record<string, unknown>; output: { bytes: number } };
    };
    const [single, batch] = [await manifestOf("single"), await manifestOf("batch", "-n", "1")];
    expect([single.run.count, single.run.batchOfOne, single.output.bytes]).toEqual([1, undefined, 128 + 2 * 4 * 5]);
    expect([batch.run.count, batch.run.batchOfOne, batch.output.bytes]).toEqual([1, true, 128 + 2 * 4 * 5]);
    // json's --count 1 is no other run: its manifest is byte for byte the one without --count.
    const json = async (...count: string[]) => {
      await output("generate", "-W", "5", "-H", "4", "-s", "9", ...count, "-o", join(directory, "j.json"), "--manifest", join(directory, "j.manifest.json"));
      return readFileSync(join(directory, "j.manifest.json"), "utf8");
    };
    expect(await json("-n", "1")).toBe(await json());
  });

  it("ignores a solution (the layout has no path), as binary and hex do", async () => {
    const plain = await output("generate", "-W", "6", "-H", "5", "-s", "3", "-f", "npy");
    expect(byteDifference(await output("generate", "-W", "6", "-H", "5", "-s", "3", "-f", "npy", "--solve", "--from", "2,2"), plain)).toBeUndefined();
  });

  it("refuses a masked maze (maze-dataset has no excluded cells), before any output exists", async () => {
    const mask = join(directory, "mask.txt");
    writeFileSync(mask, ".#..\n....\n....\n");
    const file = join(directory, "masked.npy");
    const result = await run("generate", "--mask", mask, "-o", file);
    expect([result.code, result.stderr]).toEqual([
      2,
      "daedalus: npy: maze-dataset's connection list has no excluded cells, and this maze has some (a mask); write it as json, binary or hex, which keep the mask\n",
    ]);
    expect(existsSync(file)).toBe(false);
  });

  it("refuses --stream: the down plane comes before the right plane, so no row can be written before the last", async () => {
    const result = await run("generate", "-a", "eller", "--stream", "-f", "npy");
    expect([result.code, result.stderr]).toEqual([
      2,
      "daedalus: --stream: format npy cannot stream (it needs the whole maze); streamable formats: ascii, ascii-compact, unicode, blocks, hex, binary, png, game-map\n",
    ]);
  });
});

describe("reading .npy (convert, solve, stats)", () => {
  const args = ["-a", "wilson", "-W", "11", "-H", "7", "-s", "21"];
  const file = join(directory, "read.npy");
  writeFileSync(file, toNpy(generate({ algorithm: "wilson", width: 11, height: 7, seed: 21 })));
  const hexFile = join(directory, "read.hex");
  writeFileSync(hexFile, generate({ algorithm: "wilson", width: 11, height: 7, seed: 21 }).toString("hex"));

  it("convert reads generate's file (detected by the \\x93NUMPY magic, whatever its name) to generate's hex", async () => {
    const hex = text(await output("generate", ...args, "-f", "hex"));
    expect(text(await output("convert", "-i", file, "-f", "hex"))).toBe(hex);
    const renamed = join(directory, "read.data");
    writeFileSync(renamed, readFileSync(file));
    expect(text(await output("convert", "-i", renamed, "-f", "hex"))).toBe(hex);
    expect(byteDifference(await output("convert", "-i", hexFile, "-f", "npy"), new Uint8Array(readFileSync(file)))).toBeUndefined();
  });

  it("solve and stats read it as they read the same maze in hex", async () => {
    expect(text(await output("solve", "-i", file, "-f", "json", "--quiet"))).toBe(text(await output("solve", "-i", hexFile, "-f", "json", "--quiet")));
    expect(text(await output("stats", "-i", file))).toBe(text(await output("stats", "-i", hexFile)));
  });

  it("a batch of one is read as its maze; a larger batch is a FormatError saying how to take one maze", async () => {
    const maze = generate({ width: 4, height: 3, seed: 1 });
    const one = join(directory, "batch-of-one.npy");
    writeFileSync(one, toNpyBatch([maze]));
    expect(text(await output("convert", "-i", one, "-f", "hex"))).toBe(maze.toString("hex"));
    const set = join(directory, "set.npy");
    writeFileSync(set, await output("generate", "-n", "5", "-W", "4", "-H", "3", "-s", "1", "-f", "npy"));
    const result = await run("convert", "-i", set, "-f", "hex");
    expect([result.code, result.stderr]).toEqual([
      1,
      "daedalus: npy: byte 60: this file is a batch of 5 mazes, shape (5, 2, 3, 4), where one maze is read; take maze k with numpy " +
        "(numpy.save('one.npy', numpy.load('set.npy')[k])) or read them all with the API's fromNpyBatch\n",
    ]);
  });
});

describe("the npy format in the library", () => {
  it("a batch's header and records are the adapter's toNpyBatch, for any count, size and seed", async () => {
    const document = npy.batch!.document!;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.nat(),
        async (count, width, height, seed) => {
          const mazes = seeds(seed, count).map((one) => generate({ algorithm: "kruskal", width, height, seed: one }));
          const parts = [document.header(count, width, height), ...mazes.flatMap((maze) => [...document.record(maze)].map((chunk) => chunk as Uint8Array))];
          expect(byteDifference(new Uint8Array(Buffer.concat(parts)), toNpyBatch(mazes))).toBeUndefined();
          expect(byteDifference(await writeToBytes(npy, mazes[0]!), toNpy(mazes[0]!))).toBeUndefined();
        },
      ),
      { numRuns: 60 },
    );
  });

  it("a passage out of the grid is a FormatError at its byte; text input is refused", async () => {
    const bytes = toNpy(generate({ width: 3, height: 2, seed: 1 }));
    // Element [0][1][2]: down from (row 1, column 2), the last row.
    bytes[bytes.length - 2 * 3 * 2 + 1 * 3 + 2] = 1;
    expect(() => npy.read!(bytes)).toThrow(new FormatError("npy", "a passage down from the last row, at (row 1, column 2)", { offset: 128 + 5 }));
    expect(() => npy.read!("\x93NUMPY")).toThrow(new FormatError("npy", "npy input must be bytes (a Uint8Array), not text", { offset: 0 }));
  });
});

const numpyTest = "numpy.load reads generate --count 100 as a (100, 2, 10, 10) bool array of spanning trees";
describe.skipIf(python === undefined)("numpy", () => {
  it(python ? numpyTest : `${numpyTest} (skipped: python3 with numpy not found; apt-get install python3-numpy)`, async () => {
    const file = join(directory, "dataset.npy");
    await output("generate", "--count", "100", "-W", "10", "-H", "10", "-s", "8", "-o", file);
    const script = `
import json, sys
import numpy as np
a = np.load(sys.argv[1])
def spanning_tree(c):
    rows, cols = c.shape[1], c.shape[2]
    if c[0, rows - 1, :].any() or c[1, :, cols - 1].any():
        return "a passage leaves the grid"
    if int(c.sum()) != rows * cols - 1:
        return f"{int(c.sum())} passages, expected {rows * cols - 1}"
    seen, stack = {(0, 0)}, [(0, 0)]
    while stack:
        r, k = stack.pop()
        for (nr, nk, open_) in ((r + 1, k, r + 1 < rows and c[0, r, k]), (r, k + 1, k + 1 < cols and c[1, r, k]),
                                (r - 1, k, r > 0 and c[0, r - 1, k]), (r, k - 1, k > 0 and c[1, r, k - 1])):
            if open_ and (nr, nk) not in seen:
                seen.add((nr, nk))
                stack.append((nr, nk))
    return "" if len(seen) == rows * cols else f"{len(seen)} cells connected"
print(json.dumps([list(a.shape), str(a.dtype), sorted(set(spanning_tree(m) for m in a))]))
`;
    const result = spawnSync(python!, ["-c", script, file], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual([[100, 2, 10, 10], "bool", [""]]);
  });

  it("numpy.load reads generate -n 1 as a (1, 2, rows, cols) array, and no --count as (2, rows, cols); gzipped too", async () => {
    const files = { batch: join(directory, "np-batch.npy"), single: join(directory, "np-single.npy"), gzipped: join(directory, "np-batch.npy.gz") };
    await output("generate", "-n", "1", "-W", "7", "-H", "3", "-s", "2", "-o", files.batch);
    await output("generate", "-W", "7", "-H", "3", "-s", "2", "-o", files.single);
    await output("generate", "--count", "1", "-W", "7", "-H", "3", "-s", "2", "-o", files.gzipped);
    const script = `
import gzip, json, sys
import numpy as np
batch, single = np.load(sys.argv[1]), np.load(sys.argv[2])
with gzip.open(sys.argv[3]) as f:
    gzipped = np.load(f)
print(json.dumps([list(batch.shape), list(single.shape), list(gzipped.shape), bool((batch[0] == single).all()), bool((gzipped == batch).all())]))
`;
    const result = spawnSync(python!, ["-c", script, files.batch, files.single, files.gzipped], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual([[1, 2, 3, 7], [2, 3, 7], [1, 2, 3, 7], true, true]);
  });
});
