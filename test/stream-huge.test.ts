// Heights up to 2^53 stream at once in O(width) memory. The rows of a maze do not depend on its
// height except at the bottom (the bottom row is special for south biases, sidewinder and eller;
// binary-tree's north biases complete row y with row y+1), so the first m rows of a very tall
// stream equal rows 0..m-1 of the in-memory maze of height m+1, but not of height m.

import "../src/node.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generate } from "../src/generate.js";
import { generateRows } from "../src/stream.js";
import { streamCases } from "./support/stream-cases.js";

describe.each(streamCases)("$algorithm $options at height 2^40", ({ algorithm, options }) => {
  it("the first two chunks are rows 0..2k-1 of the in-memory maze of height 2k+1, and not of height 2k, on both backends (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 6 }),
        fc.nat({ max: 0xffffffff }),
        fc.constantFrom("wasm", "reference"),
        (width, rowsPerChunk, seed, backend) => {
          const stride = width + 2;
          const iterator = generateRows({ algorithm, width, height: 2 ** 40, seed, options, backend, rowsPerChunk })[Symbol.iterator]();
          const first = iterator.next().value!;
          const second = iterator.next().value!;
          iterator.return?.();
          expect([first.y, second.y]).toEqual([0, rowsPerChunk]);
          const rows = 2 * rowsPerChunk;
          const inMemory = generate({ algorithm, width, height: rows + 1, seed, options, backend }).cells.slice();
          const streamed = Buffer.concat([first.rows, second.rows]);
          expect(streamed.equals(Buffer.from(inMemory.subarray(stride, (rows + 1) * stride)))).toBe(true);
          // At height 2k, row 2k-1 is the bottom row: it has no S bit, which every other row of a perfect maze has.
          const shorter = generate({ algorithm, width, height: rows, seed, options, backend }).cells.slice();
          expect(streamed.subarray(0, (rows - 1) * stride).equals(Buffer.from(shorter.subarray(stride, rows * stride)))).toBe(true);
          expect(streamed.subarray((rows - 1) * stride).equals(Buffer.from(shorter.subarray(rows * stride, (rows + 1) * stride)))).toBe(false);
        },
      ),
      { numRuns: 25 },
    );
  });
});

it("a stream of height 2^53 (the largest) starts at once and counts its rows exactly", () => {
  const stream = generateRows({ algorithm: "eller", width: 1000, height: 2 ** 53, seed: 1, rowsPerChunk: 100 });
  expect(stream.height).toBe(2 ** 53);
  const ys: number[] = [];
  for (const { y } of stream) {
    ys.push(y);
    if (ys.length === 3) break;
  }
  expect(ys).toEqual([0, 100, 200]);
});
