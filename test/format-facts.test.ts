// What formats declare about themselves for the CLI: how mazes share one output (batch) and how detection
// orders their content tests (sniffPriority); the declarations must match what the writers and sniffers do.

import { describe, expect, it } from "vitest";
import { detectFormat, formats, generate, writeToBytes } from "../src/node.js";

// Narrow enough that blocks' and game-map's first line of "#" ends inside the 64-byte head detection reads.
const mazes = [
  generate({ width: 1, height: 1, seed: 1 }),
  generate({ width: 7, height: 3, seed: 2 }),
  generate({ algorithm: "eller", width: 12, height: 2, seed: 3 }),
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
