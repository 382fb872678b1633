// The three text files that cost gigabytes or tens of seconds before, each converted in its own process measured by
// /usr/bin/time -v: 140 MB of line breaks read as hex and as blocks, 100 MB of "0\n" (a 1×5·10⁷ hex maze), and a
// 57 MB game map of open floor whose last character is wrong (every one of 63 spans fits its size).
// Run with `npm run test:large`; the figures are printed as a table.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { measure } from "../support/time-v.js";

const MiB = 2 ** 20;
/** What a converting process holds beyond its input and its cells: Node itself, the Wasm core, a few rows of output. */
const MARGIN_BYTES = 128 * MiB;
const directory = mkdtempSync(join(tmpdir(), "daedalus-text-readers-"));
const results: string[] = [];

function file(name: string, bytes: Uint8Array): string {
  const path = join(directory, name);
  writeFileSync(path, bytes);
  return path;
}

function convert(label: string, path: string, from: string) {
  const run = measure(["convert", "--input", path, "--from-format", from, "--format", "hex", "--output", join(directory, "out.hex")], false);
  results.push(`| ${label} | ${run.seconds.toFixed(2)} | ${(run.peakBytes / MiB).toFixed(0)} |`);
  return run;
}

describe("text readers in memory of the maze, failing at the first bad line", () => {
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
    console.log(["| case | seconds | peak RSS (MiB) |", "|---|---|---|", ...results].join("\n"));
  });

  it("140 MB of line breaks, as hex and as blocks", () => {
    const path = file("newlines.txt", new Uint8Array(140_000_000).fill(0x0a));
    const hex = convert("140 MB of line breaks as hex", path, "hex");
    expect([hex.code, hex.stderr.split("\n")[0]]).toEqual([1, "daedalus: hex: line 1, column 1: expected a line of W ≥ 1 hex digits, got an empty line"]);
    expect(hex.peakBytes).toBeLessThan(140_000_000 + MARGIN_BYTES);
    const blocks = convert("140 MB of line breaks as blocks", path, "blocks");
    expect([blocks.code, blocks.stderr.split("\n")[0]]).toEqual([
      1,
      "daedalus: blocks: line 140000000, column 1: expected 1 + 2·H lines (H ≥ 1), got 140000000",
    ]);
    expect(blocks.peakBytes).toBeLessThan(140_000_000 + MARGIN_BYTES);
  });

  it('100 MB of "0\\n": a 1×5·10⁷ hex maze, read with its cells and the input only', () => {
    const bytes = new Uint8Array(100_000_000);
    for (let i = 0; i < bytes.length; i += 2) bytes.set([0x30, 0x0a], i);
    const run = convert('100 MB of "0\\n" as hex', file("zeros.hex", bytes), "hex");
    expect(run.code, run.stderr).toBe(0);
    const cells = 3 * (50_000_000 + 2);
    expect(run.peakBytes).toBeLessThan(bytes.length + cells + MARGIN_BYTES);
  });

  it("a 57 MB game map of open floor with a wrong last character fails once, in seconds", () => {
    // 7560 = 2^3·3^3·5·7: 63 spans fit a 7561×7561 map, and every one parses open floor to the last line.
    const side = 7561;
    const bytes = new Uint8Array((side + 1) * side).fill(0x2e);
    for (let j = 0; j < side; j++) {
      const start = j * (side + 1);
      if (j === 0 || j === side - 1) bytes.fill(0x23, start, start + side);
      bytes[start] = 0x23;
      bytes[start + side - 1] = 0x23;
      bytes[start + side] = 0x0a;
    }
    bytes[bytes.length - 2] = 0x2e;
    const run = convert("57 MB game map, last character wrong", file("open.map", bytes), "game-map");
    expect([run.code, run.stderr.split("\n")[0]]).toEqual([1, `daedalus: game-map: line ${side}, column ${side}: expected the post "#", got "."`]);
    expect(run.seconds).toBeLessThan(10);
    expect(run.peakBytes).toBeLessThan(bytes.length + MARGIN_BYTES);
  });
});
