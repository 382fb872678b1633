// A stream keeps its state between chunks whatever runs in between on the same backend: other
// generations (which reseed the PRNG, reuse the Wasm arena and may grow memory) and other streams.

import "../src/node.js";
import { describe, expect, it } from "vitest";
import { getBackend } from "../src/backends/runtime.js";
import type { WasmBackend } from "../src/backends/wasm/backend.js";
import { generate } from "../src/generate.js";
import { generateRows } from "../src/stream.js";
import { type CopiedChunk, joinChunks, readChunks } from "./support/stream-cases.js";

const backends = ["wasm", "reference"] as const;

const streams: { algorithm: string; options: Record<string, string | number> }[] = [
  { algorithm: "binary-tree", options: { bias: "nw" } },
  { algorithm: "sidewinder", options: { p: 0.3 } },
  { algorithm: "eller", options: { p: 0.5 } },
];

/** Reads the stream chunk by chunk, calling `between` after every chunk. */
function readWith(stream: Iterable<{ y: number; rows: Uint8Array }>, between: (index: number) => void): CopiedChunk[] {
  const chunks: CopiedChunk[] = [];
  for (const { y, rows } of stream) {
    chunks.push({ y, rows: Buffer.from(rows) });
    between(chunks.length);
  }
  return chunks;
}

describe.each(backends)("streams on the %s backend", (backend) => {
  it.each(streams)("$algorithm: generate() calls between chunks, growing memory, change nothing", ({ algorithm, options }) => {
    // generate() takes the maze's keys alone: rowsPerChunk is the stream's.
    const request = { algorithm, width: 61, height: 45, seed: 11, options, backend };
    const alone = readChunks(generateRows({ ...request, rowsPerChunk: 4 }));
    const others = ["backtracker", "eller", "binary-tree", "sidewinder"];
    const interleaved = readWith(generateRows({ ...request, rowsPerChunk: 4 }), (index) => {
      // Larger and larger mazes, so the Wasm memory grows while the stream is between chunks.
      const side = 40 * index;
      generate({ algorithm: others[index % others.length]!, width: side, height: side, seed: index, backend });
    });
    expect(interleaved).toEqual(alone);
    expect(joinChunks(61, alone).equals(Buffer.from(generate(request).cells))).toBe(true);
  });

  it("two streams read in turns give the same chunks as each alone, and a stream read twice gives the same chunks twice", () => {
    const first = generateRows({ algorithm: "eller", width: 50, height: 30, seed: 1, backend, rowsPerChunk: 3 });
    const second = generateRows({ algorithm: "binary-tree", width: 70, height: 30, seed: 2, backend, rowsPerChunk: 3, options: { bias: "ne" } });
    const firstChunks: CopiedChunk[] = [];
    const secondChunks: CopiedChunk[] = [];
    const secondIterator = second[Symbol.iterator]();
    for (const { y, rows } of first) {
      firstChunks.push({ y, rows: Buffer.from(rows) });
      const next = secondIterator.next();
      if (!next.done) secondChunks.push({ y: next.value.y, rows: Buffer.from(next.value.rows) });
    }
    expect(firstChunks).toEqual(readChunks(first));
    expect(secondChunks).toEqual(readChunks(second));
  });

  it("a stream left after its first chunk disturbs neither generate() nor a new stream", () => {
    const request = { algorithm: "sidewinder", width: 30, height: 20, seed: 5, backend };
    for (const chunk of generateRows({ ...request, rowsPerChunk: 2 })) {
      expect(chunk.y).toBe(0);
      break;
    }
    const abandoned = generateRows({ ...request, rowsPerChunk: 2 })[Symbol.iterator]();
    abandoned.next();
    expect(joinChunks(30, readChunks(generateRows({ ...request, rowsPerChunk: 2 }))).equals(Buffer.from(generate(request).cells))).toBe(true);
  });
});

it("chunks are copies the caller keeps; with reuseBuffer, views of the stream's buffer in Wasm memory", () => {
  const request = { algorithm: "binary-tree", width: 20, height: 9, seed: 4 };
  const kept = Array.from(generateRows({ ...request, rowsPerChunk: 2 }), ({ y, rows }) => ({
    y,
    rows: Buffer.from(rows.buffer, rows.byteOffset, rows.byteLength),
  }));
  expect(joinChunks(20, kept).equals(Buffer.from(generate(request).cells))).toBe(true);
  const memory = (getBackend("wasm") as WasmBackend).exports.memory;
  for (const { rows } of generateRows({ ...request, rowsPerChunk: 2, reuseBuffer: true })) expect(rows.buffer).toBe(memory.buffer);
});
