import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { PNG } from "pngjs";
import { beforeAll, describe, expect, it } from "vitest";
import { findFormat, generate, writeToBytes, writeToString } from "../src/node.js";
import { bfsSolution } from "./support/bfs.js";
import { runCliBytes } from "./support/cli.js";

/** The command, with `input` on its stdin when given (runCliBytes: then as a process of its own). */
const run = (args: string[], input?: Uint8Array) => runCliBytes(input ?? "", ...args);

const directory = mkdtempSync(join(tmpdir(), "daedalus-convert-"));
const maze = generate({ width: 9, height: 5, seed: 77 });
const hexText = writeToString(findFormat("hex"), maze);
const extensions: Record<string, string> = {
  ascii: "txt",
  "ascii-compact": "compact.txt",
  blocks: "blocks.txt",
  hex: "hex",
  json: "json",
  binary: "dmz",
  npy: "npy",
  "game-map": "map",
};

/** The maze written in every readable format; other tests read maze-hex.hex, so no test depends on another having run. */
beforeAll(async () => {
  for (const [format, extension] of Object.entries(extensions))
    writeFileSync(join(directory, `maze-${format}.${extension}`), await writeToBytes(findFormat(format), maze));
});

describe("daedalus convert", () => {
  it.each(Object.entries(extensions))("reads %s (detected from the file) and writes hex to stdout", async (format, extension) => {
    const path = join(directory, `maze-${format}.${extension}`);
    const { code, stdout, stderr } = await run(["convert", "--input", path, "--format", "hex"]);
    expect([code, stderr]).toEqual([0, ""]);
    expect(stdout.toString()).toBe(hexText);
  });

  it("detects the content when the extension says nothing, and reads stdin", async () => {
    const blocks = writeToString(findFormat("blocks"), maze);
    const path = join(directory, "drawing.dat");
    writeFileSync(path, blocks);
    expect((await run(["convert", "-i", path, "-f", "hex"])).stdout.toString()).toBe(hexText);
    const binary = await writeToBytes(findFormat("binary"), maze);
    expect((await run(["convert", "-i", "-", "-f", "hex"], binary)).stdout.toString()).toBe(hexText);
    expect((await run(["convert", "-i", "-", "--from-format", "blocks", "-f", "hex"], new TextEncoder().encode(blocks))).stdout.toString()).toBe(hexText);
  });

  it("writes the output format given by -o's extension, atomically, and draws a stored solution", async () => {
    const solution = bfsSolution(9, 5, maze.cells);
    const input = join(directory, "solved.json");
    writeFileSync(input, await writeToBytes(findFormat("json"), maze, { solution }));
    const output = join(directory, "out", "solved.svg");
    mkdirSync(join(directory, "out"), { recursive: true });
    expect((await run(["convert", "-i", input, "-o", output])).code).toBe(0);
    expect(readdirSync(join(directory, "out"))).toEqual(["solved.svg"]);
    expect(readFileSync(output, "utf8")).toBe(writeToString(findFormat("svg"), maze, { solution }));
    expect((await run(["convert", "-i", input, "-f", "ascii"])).stdout.toString()).toBe(writeToString(findFormat("ascii"), maze, { solution }));
  });

  it("gzips from an output name ending in .gz (format from the name before it), or with --gzip", async () => {
    const input = join(directory, "maze-hex.hex");
    const output = join(directory, "maze.blocks.gz");
    expect((await run(["convert", "-i", input, "-o", output])).code).toBe(0);
    expect(gunzipSync(readFileSync(output)).toString()).toBe(writeToString(findFormat("blocks"), maze));
    expect(gunzipSync((await run(["convert", "-i", input, "--gzip"])).stdout).toString()).toBe(writeToString(findFormat("ascii"), maze));
  });

  it("png with drawing flags decodes to the requested geometry", async () => {
    const input = join(directory, "maze-hex.hex");
    const output = join(directory, "pixels.png");
    expect((await run(["convert", "-i", input, "-o", output, "--pixel"])).code).toBe(0);
    const image = PNG.sync.read(readFileSync(output));
    expect([image.width, image.height]).toEqual([19, 11]);
    expect((await run(["convert", "-i", input, "-o", output, "--cell-size", "5", "--wall-width", "3", "--margin", "0", "--colour", "wall=#f00"])).code).toBe(0);
    const big = PNG.sync.read(readFileSync(output));
    expect([big.width, big.height]).toEqual([9 * 8 + 3, 5 * 8 + 3]);
    expect([...big.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  });

  it.each([
    [["convert", "-i", "/nonexistent/m.txt"], 2, "daedalus: --input /nonexistent/m.txt: no such file"],
    [["convert", "-i", "MAZE", "--from-format", "hexx"], 2, 'daedalus: unknown format "hexx" (did you mean "hex"?)'],
    [
      ["convert", "-i", "MAZE", "--from-format", "svg"],
      2,
      "daedalus: svg is written but cannot be read back; readable formats: ascii, ascii-compact, blocks, hex, json, binary, npy, game-map",
    ],
    [["convert", "-i", "BROKEN", "-f", "json"], 1, 'daedalus: hex: line 2, column 3: expected a hex digit or "-" (excluded), got "z"'],
    [
      ["convert", "-i", "MAZE", "-f", "png", "--colour", "wall=red"],
      2,
      "daedalus: option '--colour <name=#rrggbb>' argument 'wall=red' is invalid. must be name=#rrggbb (or #rgb), e.g. --colour wall=#333.",
    ],
    [["convert"], 2, "daedalus: required option '-i, --input <file>' not specified"],
  ])("%j fails with exit %i and a message, leaving no output file", async (args, exit, message) => {
    writeFileSync(join(directory, "broken.hex"), "6c0\n3az\n");
    const output = join(directory, "never.json");
    const resolved = args.map((arg) => (arg === "MAZE" ? join(directory, "maze-hex.hex") : arg === "BROKEN" ? join(directory, "broken.hex") : arg));
    const { code, stderr } = await run([...resolved, "-o", output]);
    expect(code).toBe(exit);
    expect(stderr).toContain(message);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(output)).toBe(false);
    expect(readdirSync(directory).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});

describe("daedalus generate in every format", () => {
  it("infers the format from the output's extension and writes png and svg", async () => {
    const png = join(directory, "g.png");
    expect((await run(["generate", "-W", "9", "-H", "5", "--seed", "77", "-o", png, "--pixel"])).code).toBe(0);
    expect(PNG.sync.read(readFileSync(png)).width).toBe(19);
    const { stdout } = await run(["generate", "-W", "9", "-H", "5", "--seed", "77", "-f", "svg", "--cell-size", "20"]);
    expect(stdout.toString()).toBe(writeToString(findFormat("svg"), maze, { cellSize: 20 }));
    expect((await run(["generate", "-W", "9", "-H", "5", "--seed", "77", "-f", "game-map", "--span", "1", "--marks"])).stdout.toString()).toBe(
      writeToString(findFormat("game-map"), maze, { span: 1 }),
    );
  });

  it("batches pass the format flags to every worker; binary records follow each other with no separator", async () => {
    const expected = [1, 2, 3].map((seed) => writeToString(findFormat("game-map"), generate({ width: 4, height: 3, seed }), { span: 1 })).join("\n");
    expect((await run(["generate", "-W", "4", "-H", "3", "--seed", "1", "-n", "3", "--workers", "2", "-f", "game-map", "--span", "1"])).stdout.toString()).toBe(
      expected,
    );
    const records = await Promise.all([1, 2].map((seed) => writeToBytes(findFormat("binary"), generate({ width: 4, height: 3, seed }))));
    expect((await run(["generate", "-W", "4", "-H", "3", "--seed", "1", "-n", "2", "-f", "binary"])).stdout).toEqual(Buffer.concat(records));
  });

  it("refuses several mazes in one png or svg file", async () => {
    const { code, stderr } = await run(["generate", "--count", "2", "-f", "png", "--seed", "1"]);
    expect(code).toBe(2);
    expect(stderr).toBe("daedalus: --count 2: one png file holds one maze; use a text format, binary or npy for batches\n");
  });

  it("refuses an svg above the size limit before writing anything", async () => {
    const output = join(directory, "huge.svg");
    const { code, stderr } = await run(["generate", "-W", "1001", "-H", "1000", "--seed", "1", "-o", output]);
    expect(code).toBe(2);
    expect(stderr).toContain("use png, which streams any size");
    expect(existsSync(output)).toBe(false);
  });
});
