// generateRows() streams binary-tree, sidewinder and eller row by row: their cores fill any range of
// rows from the row above and carried state. Filling a maze range by range must give the same rows.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeChance } from "../src/algorithms/chance.js";
import { findGenerator } from "../src/algorithms/generators.js";
import { encodeOptions } from "../src/algorithms/options.js";
import { copyOut } from "../src/backends/backend.js";
import { BORDER } from "../src/grid/layout.js";
import { binaryTreeRows } from "../src/reference/generators/binary-tree.js";
import { ellerRows, ellerStart } from "../src/reference/generators/eller.js";
import { sidewinderRows } from "../src/reference/generators/sidewinder.js";
import { seedRandom } from "../src/reference/random.js";
import { reference } from "./support/backends.js";

/** Fills `rowCount` rows at index `rows` of `cells`; `atTop` / `atBottom` place the range in the maze. */
type FillRows = (cells: Uint8Array, rows: number, rowCount: number, atTop: boolean, atBottom: boolean) => void;

interface Case {
  readonly name: string;
  readonly options: Record<string, string | number>;
  /** A fresh row filler for a maze of this width (carrying its own state). */
  readonly start: (width: number) => FillRows;
}

const cases: Case[] = [
  ...["se", "sw", "ne", "nw"].map((bias, code) => ({
    name: "binary-tree",
    options: { bias },
    start:
      (width: number): FillRows =>
      (cells, rows, count, atTop, atBottom) =>
        binaryTreeRows(cells, rows, width, count, atTop, atBottom, code),
  })),
  ...[0.5, 0.3, 1].map((p) => ({
    name: "sidewinder",
    options: { p },
    start:
      (width: number): FillRows =>
      (cells, rows, count, _atTop, atBottom) =>
        sidewinderRows(cells, rows, width, count, atBottom, ...encodeChance(p)),
  })),
  ...[0.5, 0.3, 1].map((p) => ({
    name: "eller",
    options: { p },
    start: (width: number): FillRows => {
      const sets = ellerStart(width);
      return (cells, rows, count, _atTop, atBottom) => ellerRows(cells, rows, width, count, atBottom, ...encodeChance(p), sets);
    },
  })),
];

/**
 * The maze rows (with their side padding) made chunk by chunk in a buffer of one row above plus
 * the chunk. A row is handed out once the next chunk is done, since north biases set its S bits then.
 */
function rowsByChunks(fill: FillRows, width: number, height: number, seed: number, chunks: readonly number[]): Uint8Array {
  const stride = width + 2;
  const out = new Uint8Array(height * stride);
  const largest = Math.max(...chunks);
  const buffer = new Uint8Array((largest + 1) * stride).fill(BORDER, 0, stride);
  seedRandom(seed);
  let done = 0;
  let chunk = 0;
  while (done < height) {
    const count = Math.min(chunks[chunk++ % chunks.length]!, height - done);
    fill(buffer, stride, count, done === 0, done + count === height);
    if (done > 0) out.set(buffer.subarray(0, stride), (done - 1) * stride);
    out.set(buffer.subarray(stride, count * stride), done * stride);
    buffer.copyWithin(0, count * stride, (count + 1) * stride);
    done += count;
  }
  out.set(buffer.subarray(0, stride), (height - 1) * stride);
  return out;
}

describe.each(cases)("$name $options: rows filled range by range", ({ name, options, start }) => {
  it("equal the rows of the whole maze, for any split into ranges (property)", () => {
    const entry = findGenerator(name);
    const encoded = encodeOptions(entry.name, entry.options, options);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 70 }),
        fc.integer({ min: 1, max: 30 }),
        fc.nat({ max: 0xffffffff }),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 5 }),
        (width, height, seed, chunks) => {
          const whole = copyOut(reference.generate(entry, width, height, seed, encoded));
          const stride = width + 2;
          const streamed = rowsByChunks(start(width), width, height, seed, chunks);
          expect(Buffer.from(streamed).equals(Buffer.from(whole.subarray(stride, (height + 1) * stride)))).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
