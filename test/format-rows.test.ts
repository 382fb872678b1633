// Row writers (Format.writeRows): over any chunking of a maze's rows — views or copies, generateRows() chunks on
// either backend, reused buffers — they write exactly what the whole-maze writer writes; bad headers, chunks and
// stream options are refused with exact messages.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headerOf } from "../src/formats/rows.js";
import { type Chunk, findFormat, formats, generate, generateRows, InvalidArgumentError, type RowChunk, type WriteOptions, writeToBytes } from "../src/node.js";

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
  // Closed cells (every wall up) between BORDER padding: rows that keep the grid contract.
  const rows = (...chunks: [number, number][]): RowChunk[] =>
    chunks.map(([y, bytes]) => ({ y, rows: Uint8Array.from({ length: bytes }, (_, i) => (i % 5 === 0 || i % 5 === 4 ? 0x10 : 0)) }));

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

  it.each([
    [null, "the header must be an object { width, height, algorithm, seed }, got null"],
    [undefined, "the header must be an object { width, height, algorithm, seed }, got undefined"],
    [{ ...header, algorithm: 5 }, "the header's algorithm must be a string, got 5"],
    [{ ...header, seed: "1" }, 'the header\'s seed must be an integer or null, got "1"'],
  ])("every row format refuses the header %o when writeRows is called", (badHeader, message) => {
    for (const name of rowWriters) {
      expect(() => findFormat(name).writeRows!(badHeader as never, [], {})).toThrow(new InvalidArgumentError(`${name}: ${message}`));
    }
  });

  it.each([
    [5, "5"],
    [null, "null"],
    ["rows", '"rows"'],
    [{}, "an object (Object)"],
  ])("every row format refuses rows that are not iterable (%o)", (badRows, shown) => {
    for (const name of rowWriters) {
      expect(() => findFormat(name).writeRows!(header, badRows as never, {})).toThrow(
        new InvalidArgumentError(`${name}: rows must be an iterable of chunks { y, rows: Uint8Array }, got ${shown}`),
      );
    }
  });

  const closed = (count: number): Uint8Array => rows([0, 5 * count])[0]!.rows;
  const withCell = (bytes: Uint8Array, index: number, value: number): Uint8Array => {
    const copy = bytes.slice();
    copy[index] = value;
    return copy;
  };
  it.each([
    [[null], "rows: a chunk must be an object { y, rows: Uint8Array }, got null at row 0"],
    [[{ y: 0, rows: null }], "rows: a chunk's rows must be a Uint8Array of whole rows of W+2 = 5 bytes, got null at row 0"],
    [[{ y: 0, rows: Array(15).fill(0) }], "rows: a chunk's rows must be a Uint8Array of whole rows of W+2 = 5 bytes, got an array of 15 at row 0"],
    [[{ y: 0, rows: new Float32Array(15) }], "rows: a chunk's rows must be a Uint8Array of whole rows of W+2 = 5 bytes, got an object (Float32Array) at row 0"],
    [[{ y: "0", rows: closed(3) }], 'rows: a chunk\'s y must be an integer, got "0" at row 0'],
    [[{ y: 0, rows: new Uint8Array(15).fill(0xff) }], "rows: row 0 breaks the grid contract: its west padding byte must be BORDER (16), got 255"],
    [[{ y: 0, rows: withCell(closed(3), 6, 0xff) }], "rows: row 1 breaks the grid contract: cell (0, 1): cell bits must be 0-15, got 255"],
    [[{ y: 0, rows: withCell(closed(3), 1, 0x0f) }], "rows: row 0 breaks the grid contract: cell (0, 0): passage W opens through the outer wall"],
    [[{ y: 0, rows: withCell(closed(3), 2, 0x01) }], "rows: row 0 breaks the grid contract: cell (1, 0): passage N opens through the outer wall"],
    [[{ y: 0, rows: withCell(closed(3), 13, 0x02) }], "rows: row 2 breaks the grid contract: cell (2, 2): passage E opens through the outer wall"],
    [[{ y: 0, rows: withCell(closed(3), 12, 0x04) }], "rows: row 2 breaks the grid contract: cell (1, 2): passage S opens through the outer wall"],
    [[{ y: 0, rows: withCell(closed(3), 7, 0x02) }], "rows: row 1 breaks the grid contract: passage E of (1, 1) and passage W of (2, 1) disagree"],
    // The row above is in the previous chunk, whose buffer the next chunk reuses (generateRows' reuseBuffer).
    [
      {
        *[Symbol.iterator]() {
          const buffer = withCell(closed(1), 2, 0x04);
          yield { y: 0, rows: buffer };
          buffer.set(closed(1));
          yield { y: 1, rows: buffer };
          yield { y: 2, rows: buffer };
        },
      },
      "rows: row 1 breaks the grid contract: passage S of (1, 0) and passage N of (1, 1) disagree",
    ],
  ] as const)("every row format refuses a chunk that is not rows of the grid contract, naming the row (%#)", async (chunks, message) => {
    for (const name of rowWriters) {
      await expect(collect(findFormat(name).writeRows!(header, chunks as never, {}))).rejects.toThrow(new InvalidArgumentError(message));
    }
  });

  it("binary writes the probe's Float32Array rows as an error, not 192 bytes", async () => {
    const call = collect(findFormat("binary").writeRows!({ width: 6, height: 5 } as never, [{ y: 0, rows: new Float32Array(40) } as never]));
    await expect(call).rejects.toThrow(
      new InvalidArgumentError("rows: a chunk's rows must be a Uint8Array of whole rows of W+2 = 8 bytes, got an object (Float32Array) at row 0"),
    );
  });
});

describe("a row stream the library made", () => {
  it("goes to a writer unchecked byte by byte, and cannot be changed into one that yields other rows", async () => {
    const stream = generateRows({ algorithm: "eller", width: 6, height: 4, seed: 3, rowsPerChunk: 1 });
    expect(Object.isFrozen(stream)).toBe(true);
    expect(() => {
      (stream as { [Symbol.iterator]: unknown })[Symbol.iterator] = () => [][Symbol.iterator]();
    }).toThrow(TypeError);
    const binary = findFormat("binary");
    const header = { width: 6, height: 4, algorithm: stream.algorithm, seed: stream.seed };
    const whole = Buffer.concat([...(binary.writeRows!(header, stream) as Iterable<Chunk>)].map((chunk) => Buffer.from(chunk as Uint8Array)));
    expect(whole.equals(Buffer.from(await writeToBytes(binary, generate({ algorithm: "eller", width: 6, height: 4, seed: 3 }))))).toBe(true);
    // The same chunks through a wrapper of the caller's are checked: a byte changed on the way is refused.
    const changed = function* () {
      for (const chunk of generateRows({ algorithm: "eller", width: 6, height: 4, seed: 3, rowsPerChunk: 1 })) {
        const rows = chunk.rows.slice();
        if (chunk.y === 2) rows[1] = 0xff;
        yield { ...chunk, rows };
      }
    };
    expect(() => [...(binary.writeRows!(header, changed()) as Iterable<Chunk>)]).toThrow(
      /^rows: row 2 breaks the grid contract: cell \(0, 2\): cell bits must be 0-15, got 255$/,
    );
  });
});
