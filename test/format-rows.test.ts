// Row writers (Format.writeRows): over any chunking of a maze's rows — views or copies, generateRows() chunks on
// either backend, reused buffers — they write exactly what the whole-maze writer writes; bad headers, chunks and
// stream options are refused with exact messages.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headerOf } from "../src/formats/rows.js";
import { type Chunk, findFormat, formats, generate, generateRows, InvalidArgumentError, type RowChunk, type WriteOptions } from "../src/node.js";

const rowWriters = formats.filter((format) => format.writeRows).map((format) => format.name);
const algorithms = ["binary-tree", "sidewinder", "eller"];
const encoder = new TextEncoder();

/** The whole output, each chunk copied as it arrives (binary hands out views on the rows, valid until the next pull). */
async function collect(chunks: Iterable<Chunk> | AsyncIterable<Chunk>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(typeof chunk === "string" ? Buffer.from(encoder.encode(chunk)) : Buffer.from(chunk));
  return Buffer.concat(parts);
}

/** The interior rows of `cells` cut before each row in `cuts`, as views or as copies. */
function* cutRows(cells: Uint8Array, width: number, height: number, cuts: readonly number[], copy: boolean): Iterable<RowChunk> {
  const stride = width + 2;
  const starts = [...new Set([0, ...cuts.filter((cut) => cut < height)])].sort((a, b) => a - b);
  for (let i = 0; i < starts.length; i++) {
    const y = starts[i]!;
    const end = starts[i + 1] ?? height;
    const view = cells.subarray((y + 1) * stride, (end + 1) * stride);
    yield { y, rows: copy ? view.slice() : view };
  }
}

/** Drawing options that keep png pictures small, or its 1-pixel-per-wall fast path. */
function optionsFor(format: string, marks: boolean, pixel: boolean): WriteOptions {
  const drawing = format !== "png" ? {} : pixel ? { cellSize: 1, wallWidth: 1, margin: 0 } : { cellSize: 3, wallWidth: 2, margin: 1 };
  return { ...drawing, ...(marks && { marks: true }) };
}

describe("row writers", () => {
  it("exist for every format that can write a maze of known size row by row", () => {
    expect(rowWriters).toEqual(["ascii", "ascii-compact", "unicode", "blocks", "hex", "binary", "png", "game-map"]);
  });

  it("write the whole-maze writer's bytes over random chunkings of the rows (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...rowWriters),
        fc.constantFrom(...algorithms),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 24 }),
        fc.nat({ max: 0xffffffff }),
        fc.array(fc.integer({ min: 1, max: 23 }), { maxLength: 8 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        async (name, algorithm, width, height, seed, cuts, copy, marks, pixel) => {
          const format = findFormat(name);
          const maze = generate({ algorithm, width, height, seed });
          const options = optionsFor(name, marks, pixel);
          const whole = await collect(format.write(maze, options));
          const streamed = await collect(format.writeRows!(headerOf(maze), cutRows(maze.cells, width, height, cuts, copy), options));
          expect(streamed.equals(whole)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("write the whole-maze writer's bytes over generateRows() on both backends, any chunk size, reused buffers (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...rowWriters),
        fc.constantFrom(...algorithms),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 24 }),
        fc.nat({ max: 0xffffffff }),
        fc.integer({ min: 1, max: 9 }),
        fc.boolean(),
        fc.constantFrom("wasm", "reference"),
        async (name, algorithm, width, height, seed, rowsPerChunk, reuseBuffer, backend) => {
          const format = findFormat(name);
          const options = optionsFor(name, false, true);
          const whole = await collect(format.write(generate({ algorithm, width, height, seed }), options));
          const rows = generateRows({ algorithm, width, height, seed, backend, rowsPerChunk, reuseBuffer });
          const streamed = await collect(format.writeRows!({ width, height, algorithm, seed }, rows, options));
          expect(streamed.equals(whole)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("hex: the first rows of a stream 2^53 rows tall are the rows of a short maze of the same seed", () => {
    const stream = generateRows({ algorithm: "eller", width: 5, height: 2 ** 53, seed: 8, rowsPerChunk: 4 });
    const lines: string[] = [];
    for (const chunk of findFormat("hex").writeRows!({ width: 5, height: 2 ** 53, algorithm: "eller", seed: 8 }, stream) as Iterable<Chunk>) {
      lines.push(
        ...new TextDecoder()
          .decode(chunk as Uint8Array)
          .split("\n")
          .slice(0, -1),
      );
      if (lines.length >= 40) break;
    }
    // A short maze's last row differs (eller joins every set there): compare the rows above it.
    const short = generate({ algorithm: "eller", width: 5, height: 60, seed: 8 }).toString("hex").split("\n");
    expect(lines.slice(0, 40)).toEqual(short.slice(0, 40));
  });
});

describe("row writers refuse", () => {
  const header = { width: 3, height: 3, algorithm: "eller", seed: 1 };
  const rows = (...chunks: [number, number][]): RowChunk[] => chunks.map(([y, bytes]) => ({ y, rows: new Uint8Array(bytes).fill(0x10) }));

  it.each([
    ["hex", { ...header, width: 0 }, {}, "hex: width must be a positive integer, got 0"],
    ["ascii", { ...header, height: 2 ** 53 + 2 }, {}, "ascii: height must be an integer in [1, 2^53], got 9007199254740994"],
    ["blocks", { ...header, height: 1.5 }, {}, "blocks: height must be an integer in [1, 2^53], got 1.5"],
    [
      "binary",
      { ...header, height: 2 ** 32 },
      {},
      "binary: DMZ1 stores the height as a u32, at most 4294967295, got 4294967296; hex, blocks and ascii stream any height up to 2^53",
    ],
    [
      "png",
      { ...header, height: 2 ** 30 },
      { cellSize: 1, wallWidth: 1, margin: 0 },
      "png: the picture would be 7×2147483649 pixels, above 2147483647 (2^31−1, PNG's limit) on a side; use a smaller cellSize or fewer cells",
    ],
    [
      "ascii",
      header,
      { solution: { from: [0, 0], to: [0, 0], path: [[0, 0]] } },
      "ascii: a solution cannot be drawn on a stream of rows (it needs the whole maze)",
    ],
    ["png", header, { distances: new Uint32Array(9) }, "png: a heat map (distances) cannot be drawn on a stream of rows (it needs the whole maze)"],
    ["unicode", header, { marks: true, start: [3, 0] }, "start (3, 0) is outside the 3×3 maze"],
    ["game-map", header, { goal: [0, 3] }, "goal (0, 3) is outside the 3×3 maze"],
  ] as const)("%s: a bad header or stream option is refused when writeRows is called (%#)", (name, badHeader, options, message) => {
    const call = () => findFormat(name).writeRows!(badHeader, [], options as WriteOptions);
    expect(call).toThrow(InvalidArgumentError);
    expect(call).toThrow(message);
  });

  it.each([
    [rows([1, 5]), "rows: expected the chunk at row 0, got one at row 1"],
    [rows([0, 7]), "rows: a chunk holds whole rows of W+2 = 5 bytes, got 7 bytes at row 0"],
    [rows([0, 0]), "rows: a chunk holds whole rows of W+2 = 5 bytes, got 0 bytes at row 0"],
    [rows([0, 10], [2, 10]), "rows: the chunk at row 2 holds 2 rows, past the height 3"],
    [rows([0, 10]), "rows: they end at row 2, before the height 3"],
  ])("chunks that do not add up to the header's rows, as they come (%#)", async (chunks, message) => {
    for (const name of ["hex", "binary", "png"]) {
      await expect(collect(findFormat(name).writeRows!(header, chunks, {}))).rejects.toThrow(message);
    }
  });
});
