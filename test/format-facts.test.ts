// What formats declare about themselves for the CLI: how mazes share one output (batch), how detection orders their
// content tests (sniffPriority) and what an output comes to (measure); the declarations must match what the
// writers and sniffers do.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectFormat, findFormat, formats, generate, solve, writeToBytes } from "../src/node.js";
import { randomMask } from "./support/mazes.js";

// Narrow enough that blocks' and game-map's first line of "#" ends inside the 64-byte head detection reads.
const mazes = [
  generate({ width: 1, height: 1, seed: 1 }),
  generate({ width: 7, height: 3, seed: 2 }),
  generate({ algorithm: "eller", width: 12, height: 2, seed: 3 }),
  // The entrance in the first wall segment: the drawings' first line starts "+   +", "+ +", "# #", "#..#".
  generate({ width: 5, height: 3, seed: 4, openings: true }),
];

describe("batch", () => {
  it("text drawings are separated by a blank line, self-delimiting records by nothing, pictures cannot batch", () => {
    const separators = Object.fromEntries(formats.map((format) => [format.name, format.batch?.separator]));
    expect(separators).toEqual({
      ascii: "\n",
      "ascii-compact": "\n",
      unicode: "\n",
      blocks: "\n",
      hex: "\n",
      json: "",
      binary: "",
      npy: "",
      svg: undefined,
      png: undefined,
      "game-map": "\n",
    });
  });

  it("a format that batches writes synchronously (workers render each maze of a batch in one go)", () => {
    for (const format of formats.filter((candidate) => candidate.batch)) expect(Symbol.iterator in format.write(mazes[0]!), format.name).toBe(true);
  });
});

describe("sniffPriority", () => {
  const sniffers = formats.filter((format) => format.sniff);

  it("only readable formats sniff", () => {
    for (const format of sniffers) expect(format.read, format.name).toBeDefined();
  });

  it("a format's output passes its own test and no other test of its priority or above, so detection finds it", async () => {
    for (const format of sniffers) {
      for (const maze of mazes) {
        const head = (await writeToBytes(format, maze, { marks: true })).subarray(0, 64);
        expect(format.sniff!(head), format.name).toBe(true);
        const rivals = sniffers.filter((other) => other !== format && (other.sniffPriority ?? 0) >= (format.sniffPriority ?? 0) && other.sniff!(head));
        expect(
          rivals.map((other) => other.name),
          format.name,
        ).toEqual([]);
        expect(detectFormat(head).name).toBe(format.name);
      }
    }
  });
});

describe("measure", () => {
  it("the streaming drawings, hex and binary state their bytes, png its pixels; the others nothing", () => {
    const measured = Object.fromEntries(formats.map((format) => [format.name, format.measure?.({ width: 3, height: 2 })]));
    expect(measured).toEqual({
      ascii: { bytes: 70, exact: true },
      "ascii-compact": { bytes: 40, exact: true },
      unicode: { bytes: 200, exact: false },
      blocks: { bytes: 40, exact: true },
      hex: { bytes: 8, exact: true },
      json: undefined,
      binary: { bytes: 36, exact: true },
      npy: undefined,
      svg: undefined,
      png: { pixels: { width: 56, height: 42 } },
      "game-map": { bytes: 77, exact: true },
    });
  });

  it("a format's bytes are what it writes (exact), or at least that (a bound), for any maze, path, marks or mask", async () => {
    const measured = formats.filter((format) => format.measure?.({ width: 1, height: 1 }).bytes !== undefined);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        fc.nat(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 4 }),
        async (width, height, seed, solved, masked, span) => {
          const maze = generate(masked ? { seed, mask: randomMask(width, height, seed) } : { width, height, seed }); // a mask sets the size (cropped)
          const options = { marks: solved, span, ...(solved && !masked && { solution: solve(maze) }) };
          for (const format of measured) {
            if (masked && format.name === "binary") continue; // binary writes a masked maze's cells as they are: same size
            const { bytes, exact } = format.measure!(maze, options);
            const written = (await writeToBytes(format, maze, options)).length;
            if (exact) expect(written, format.name).toBe(bytes);
            else expect(written, format.name).toBeLessThanOrEqual(bytes!);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("png's pixels are the picture's, as its header states them", async () => {
    const maze = generate({ width: 9, height: 4, seed: 1 });
    for (const options of [{}, { cellSize: 1, wallWidth: 1, margin: 0 }, { cellSize: 30, wallWidth: 5, margin: 0 }]) {
      const bytes = await writeToBytes(findFormat("png"), maze, options);
      const header = new DataView(bytes.buffer, bytes.byteOffset + 16, 8);
      expect(findFormat("png").measure!(maze, options).pixels).toEqual({ width: header.getUint32(0), height: header.getUint32(4) });
    }
  });
});
