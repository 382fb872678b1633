// Format.writeRowSlice: the slices of consecutive row ranges, empty ones included, concatenate into writeRows' bytes.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvalidArgumentError } from "../src/base/errors.js";
import { type Chunk, findFormat, formats, generate, type RowChunk } from "../src/node.js";

const sliced = formats.filter((format) => format.writeRowSlice);

function bytesOf(chunks: Iterable<Chunk>): Buffer {
  return Buffer.concat(Array.from(chunks, (chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk))));
}

/** Rows [from, to) of a maze's cells, as chunks of up to 2 rows. */
function* rowsOf(cells: Uint8Array, width: number, [from, to]: readonly [number, number]): Iterable<RowChunk> {
  const stride = width + 2;
  for (let y = from; y < to; y += 2) yield { y, rows: cells.subarray((y + 1) * stride, (Math.min(y + 2, to) + 1) * stride) };
}

describe.each(sliced.map((format) => format.name))("%s slices", (name) => {
  const format = findFormat(name);

  it("concatenate into the whole stream's bytes, for any cut points (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), fc.array(fc.nat({ max: 30 }), { maxLength: 5 }), (width, height, cuts) => {
        const maze = generate({ width, height, seed: width * 31 + height });
        const header = { width, height, algorithm: maze.algorithm, seed: maze.seed };
        const whole = bytesOf(format.writeRows!(header, rowsOf(maze.cells, width, [0, height])) as Iterable<Chunk>);
        const points = [0, ...cuts.map((cut) => Math.min(cut, height)).sort((a, b) => a - b), height];
        const parts = points.slice(1).map((to, i) => bytesOf(format.writeRowSlice!(header, rowsOf(maze.cells, width, [points[i]!, to]), [points[i]!, to])));
        expect(Buffer.concat(parts).equals(whole)).toBe(true);
      }),
    );
  });

  it("refuse a range outside the rows, and rows that do not match it", () => {
    const maze = generate({ width: 4, height: 3, seed: 1 });
    const header = { width: 4, height: 3, algorithm: maze.algorithm, seed: maze.seed };
    expect(() => format.writeRowSlice!(header, [], [2, 4])).toThrow(
      new InvalidArgumentError(`${name}: the rows of a slice must be [from, to] with 0 ≤ from ≤ to ≤ height (3), got an array of 2`),
    );
    expect(() => bytesOf(format.writeRowSlice!(header, rowsOf(maze.cells, 4, [0, 2]), [1, 3]))).toThrow(
      new InvalidArgumentError("rows: expected the chunk at row 1, got one at row 0"),
    );
    expect(() => bytesOf(format.writeRowSlice!(header, rowsOf(maze.cells, 4, [0, 1]), [0, 2]))).toThrow(
      new InvalidArgumentError("rows: they end at row 1, before the end of the slice, 2"),
    );
    expect(() => bytesOf(format.writeRowSlice!(header, rowsOf(maze.cells, 4, [1, 2]), [1, 3]))).toThrow(
      new InvalidArgumentError("rows: they end at row 2, before the height 3"),
    );
  });
});
