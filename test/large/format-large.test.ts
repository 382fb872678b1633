// A 30000×30000 maze (9·10⁸ cells) converted to every streaming format, each in its own process measured by
// /usr/bin/time -v: exit 0, the exact output size, and a peak RSS of the maze's bytes plus a bounded margin.
// Run with `npm run test:large`; the figures are printed as a table.

import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formats } from "../../src/node.js";
import { measure } from "../support/time-v.js";

// LARGE_SIDE=2000 npm run test:large tries the same checks quickly.
const SIDE = Number(process.env.LARGE_SIDE ?? 30000);
const MAZE_BYTES = (SIDE + 2) * (SIDE + 2);
/** What the converting process may hold beyond the maze: Node itself, the Wasm core, and a few rows of output. */
const MARGIN_BYTES = 256 * 2 ** 20;
const directory = mkdtempSync(join(tmpdir(), "daedalus-large-"));
const input = join(directory, "big.dmz");
const results: { format: string; seconds: number; peakMiB: number; bytes: number }[] = [];

const W = SIDE;
const H = SIDE;
const jsonHeader = `{"format":"daedalus-maze/1","width":${W},"height":${H},"algorithm":"unknown","seed":null,"rows":[`;
const expectedBytes: Record<string, number | undefined> = {
  ascii: (4 * W + 2) * (2 * H + 1),
  "ascii-compact": (2 * W + 2) * (2 * H + 1),
  unicode: undefined,
  blocks: (2 * W + 2) * (2 * H + 1),
  hex: (W + 1) * H,
  json: jsonHeader.length + H * (W + 2) + (H - 1) + 3,
  binary: 16 + MAZE_BYTES,
  "game-map": (3 * W + 2) * (3 * H + 1),
};

describe(`${SIDE}×${SIDE} conversions stream with flat memory`, () => {
  beforeAll(() => {
    const made = measure(["generate", "-W", String(SIDE), "-H", String(SIDE), "--seed", "1", "-f", "binary", "-o", input], false);
    expect(made.code, made.stderr).toBe(0);
    results.push({ format: "(generate → binary)", seconds: made.seconds, peakMiB: made.peakBytes / 2 ** 20, bytes: statSync(input).size });
  });

  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
    const lines = results.map(({ format, seconds, peakMiB, bytes }) => `| ${format} | ${seconds.toFixed(1)} | ${peakMiB.toFixed(0)} | ${bytes} |`);
    console.log(["| format | seconds | peak RSS (MiB) | output bytes |", "|---|---|---|---|", ...lines].join("\n"));
  });

  const streaming = formats.filter((format) => format.streams && format.name !== "png").map((format) => format.name);
  it.each(streaming)("%s", (name) => {
    const run = measure(["convert", "--input", input, "--format", name], true);
    results.push({ format: name, seconds: run.seconds, peakMiB: run.peakBytes / 2 ** 20, bytes: run.bytes });
    expect(run.code, run.stderr).toBe(0);
    if (expectedBytes[name] !== undefined) expect(run.bytes).toBe(expectedBytes[name]);
    expect(run.peakBytes).toBeLessThan(MAZE_BYTES + MARGIN_BYTES);
  });

  it("png, one pixel per cell and per wall", () => {
    const output = join(directory, "big.png");
    const run = measure(["convert", "--input", input, "--format", "png", "--pixel", "-o", output], false);
    const size = statSync(output).size;
    results.push({ format: "png --pixel", seconds: run.seconds, peakMiB: run.peakBytes / 2 ** 20, bytes: size });
    expect(run.code, run.stderr).toBe(0);
    expect(run.peakBytes).toBeLessThan(MAZE_BYTES + MARGIN_BYTES);
    const head = Buffer.alloc(24);
    const tail = Buffer.alloc(12);
    const file = openSync(output, "r");
    readSync(file, head, 0, 24, 0);
    readSync(file, tail, 0, 12, size - 12);
    closeSync(file);
    expect(head.subarray(1, 4).toString()).toBe("PNG");
    expect([head.readUInt32BE(16), head.readUInt32BE(20)]).toEqual([2 * SIDE + 1, 2 * SIDE + 1]);
    expect(tail.subarray(4, 8).toString()).toBe("IEND");
    // The IDAT stream inflates to exactly the scanlines: checked by zlib, streaming, without holding the picture.
    const inflated = execFileSync("bash", ["-c", `${process.execPath} -e '${inflateScript(output)}'`], { encoding: "utf8" });
    expect(Number(inflated)).toBe((2 * SIDE + 1) * (1 + Math.ceil((2 * SIDE + 1) / 8)));
  });
});

/** A Node one-liner that walks the PNG's chunks, inflates the IDAT data as a stream and prints the raw length. */
function inflateScript(path: string): string {
  return [
    `const fs=require("fs"),zlib=require("zlib");const fd=fs.openSync("${path}","r");const inflate=zlib.createInflate();let raw=0;`,
    `inflate.on("data",(d)=>raw+=d.length);inflate.on("end",()=>console.log(raw));let at=8;const head=Buffer.alloc(8);`,
    `for(;;){fs.readSync(fd,head,0,8,at);const length=head.readUInt32BE(0),type=head.toString("latin1",4,8);`,
    `if(type==="IEND")break;if(type==="IDAT"){const data=Buffer.alloc(length);fs.readSync(fd,data,0,length,at+8);inflate.write(data);}at+=12+length;}inflate.end();`,
  ].join("");
}
