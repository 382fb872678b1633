// A streamed maze is byte-identical to the in-memory maze of the same algorithm, size, seed and
// options (generateRows), on both backends, for any chunk size; and Wasm chunks equal reference chunks.

import "../src/node.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generate } from "../src/generate.js";
import { generateRows } from "../src/stream.js";
import { joinChunks, readChunks, streamCases } from "./support/stream-cases.js";

describe.each(streamCases)("$algorithm $options streamed", ({ algorithm, options }) => {
  it("equals the in-memory maze on both backends, chunk by chunk alike, in chunks of exactly rowsPerChunk rows but the last (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 40 }),
        fc.nat({ max: 0xffffffff }),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        (width, height, seed, rowsPerChunk, reuseBuffer) => {
          const request = { algorithm, width, height, seed, options, rowsPerChunk, reuseBuffer };
          const fromWasm = readChunks(generateRows({ ...request, backend: "wasm" }));
          const fromReference = readChunks(generateRows({ ...request, backend: "reference" }));
          expect(fromWasm).toEqual(fromReference);
          const expectedYs = Array.from({ length: Math.ceil(height / rowsPerChunk) }, (_, i) => i * rowsPerChunk);
          expect(fromWasm.map((chunk) => chunk.y)).toEqual(expectedYs);
          for (const { y, rows } of fromWasm) expect(rows.length).toBe(Math.min(rowsPerChunk, height - y) * (width + 2));
          const inMemory = generate({ algorithm, width, height, seed, options, backend: "wasm" }).cells.slice();
          expect(joinChunks(width, fromWasm).equals(Buffer.from(inMemory))).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("equals the in-memory maze at 300×200 with the default chunk size (one chunk) and with 7-row chunks", () => {
    const inMemory = Buffer.from(generate({ algorithm, width: 300, height: 200, seed: 3, options }).cells);
    for (const rowsPerChunk of [undefined, 7]) {
      const stream = generateRows({ algorithm, width: 300, height: 200, seed: 3, options, rowsPerChunk });
      expect(joinChunks(300, readChunks(stream)).equals(inMemory)).toBe(true);
    }
  });
});
