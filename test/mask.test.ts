import fc from "fast-check";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { encodeOptions } from "../src/algorithms/options.js";
import { copyOut } from "../src/backends/backend.js";
import { createMask, FormatError, generate, generators, InvalidArgumentError, Maze, maskFromPng, maskFromText } from "../src/node.js";
import { reference, wasm } from "./support/backends.js";
import { maskedPerfectProblem } from "./support/masked-perfect.js";
import { randomMask } from "./support/mazes.js";

const ring = ["#####", "#...#", "#.#.#", "#...#", "#####"].join("\n");

describe("masks from text", () => {
  it("reads # as excluded and . as included, one line per row (CRLF and a final newline are fine)", () => {
    const mask = maskFromText("..#\r\n...\r\n");
    expect([mask.width, mask.height, mask.included]).toEqual([3, 2, 5]);
    expect([mask.excludes(2, 0), mask.excludes(0, 0), mask.excludes(2, 1)]).toEqual([true, false, false]);
    expect(maskFromText(ring).included).toBe(8);
  });

  it.each([
    ["", "mask: the picture is empty; draw one line per row with # (excluded) and . (included)", undefined, undefined],
    ["...\n.x.\n", 'mask: "x" is not # (excluded) or . (included)', 2, 2],
    ["...\n..\n", "mask: every line must have 3 characters (the width of line 1), this one has 2", 2, undefined],
    ["...\n\n...", "mask: every line must have 3 characters (the width of line 1), this one has 0", 2, undefined],
    ["##\n##", "mask: every cell is excluded; a mask needs at least one included cell", undefined, undefined],
    ["..#\n##.\n", "mask: the included cells are not connected: (2, 1) cannot be reached from (0, 0)", 2, 3],
  ])("rejects %j naming line and column", (text, message, line, column) => {
    const run = () => maskFromText(text);
    expect(run).toThrow(FormatError);
    const where = line === undefined ? "" : column === undefined ? `line ${line}: ` : `line ${line}, column ${column}: `;
    expect(run).toThrow(message.replace(/^mask: /, `mask: ${where}`));
    try {
      run();
    } catch (error) {
      expect([(error as FormatError).line, (error as FormatError).column]).toEqual([line, column]);
    }
  });
});

describe("masks from PNG", () => {
  function png(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): Uint8Array {
    const image = new PNG({ width, height });
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) image.data.set(pixel(x, y), (y * width + x) * 4);
    return PNG.sync.write(image);
  }

  it("excludes dark pixels; light and transparent ones are included", () => {
    const colours: [number, number, number, number][] = [
      [0, 0, 0, 255],
      [255, 255, 255, 255],
      [0, 0, 0, 0],
      [40, 40, 200, 255],
      [250, 200, 0, 255],
      [0, 0, 0, 200],
    ];
    // Row 1 is white, so the included cells of row 0 connect through it.
    const mask = maskFromPng(png(6, 2, (x, y) => (y === 0 ? colours[x]! : [255, 255, 255, 255])));
    expect([0, 1, 2, 3, 4, 5].map((x) => mask.excludes(x, 0))).toEqual([true, false, false, true, false, true]);
  });

  it("rejects bytes that are not a PNG, and a picture whose light part is in two pieces", () => {
    expect(() => maskFromPng(new TextEncoder().encode("GIF89a"))).toThrow(
      new FormatError("mask", "not a PNG (its first 8 bytes are not the PNG signature)", { offset: 0 }),
    );
    expect(() => maskFromPng(png(3, 1, (x) => (x === 1 ? [0, 0, 0, 255] : [255, 255, 255, 255])))).toThrow(
      new FormatError("mask", "the included cells are not connected: (2, 0) cannot be reached from (0, 0)"),
    );
  });
});

describe("generating inside a mask", () => {
  const maskable = generators.filter((entry) => entry.masks);

  it("the registry marks backtracker as able to", () => {
    expect(maskable.map((entry) => entry.name)).toContain("backtracker");
  });

  describe.each(maskable)("$name", (entry) => {
    it("gives a perfect maze over the included cells, excluded cells holding BORDER, the same bytes on both backends (property)", () => {
      const options = encodeOptions(entry.name, entry.options, {});
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), fc.nat({ max: 0xffffffff }), (width, height, seed) => {
          const mask = randomMask(width, height, seed);
          const fromWasm = copyOut(wasm.generate(entry, width, height, seed, options, mask));
          expect(maskedPerfectProblem(mask, fromWasm)).toBe("");
          expect(fromWasm).toEqual(copyOut(reference.generate(entry, width, height, seed, options, mask)));
        }),
        { numRuns: 120 },
      );
    });

    it("inside a ring, and inside a mask of a single cell", () => {
      const options = encodeOptions(entry.name, entry.options, {});
      for (const mask of [maskFromText(ring), createMask(3, 3, (x, y) => x !== 1 || y !== 1)]) {
        for (const backend of [wasm, reference])
          expect(maskedPerfectProblem(mask, copyOut(backend.generate(entry, mask.width, mask.height, 5, options, mask)))).toBe("");
      }
    });

    it("the next generation without a mask is unaffected (same bytes as before)", () => {
      const options = encodeOptions(entry.name, entry.options, {});
      const before = copyOut(wasm.generate(entry, 20, 20, 3, options));
      copyOut(wasm.generate(entry, 5, 5, 3, options, maskFromText(ring)));
      expect(copyOut(wasm.generate(entry, 20, 20, 3, options))).toEqual(before);
    });
  });

  it("generate() takes the size from the mask and rejects one that disagrees", () => {
    const maze = generate({ seed: 1, mask: maskFromText(ring) });
    expect([maze.width, maze.height, maze.excludes(2, 2), maze.excludes(1, 1)]).toEqual([5, 5, true, false]);
    expect(() => generate({ width: 6, seed: 1, mask: maskFromText(ring) })).toThrow(
      new InvalidArgumentError("the maze size 6×5 does not match the mask's 5×5; leave width and height out to take the mask's"),
    );
  });

  it("a masked maze goes through json (its mask beside the rows) and back unchanged", () => {
    const maze = generate({ seed: 2, mask: maskFromText(ring) });
    const json = maze.toString("json");
    expect(JSON.parse(json).mask).toEqual(ring.split("\n"));
    expect(Maze.fromJSON(json).cells).toEqual(maze.cells);
  });
});
