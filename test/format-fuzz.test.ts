// Fuzzed readers: random and mutated inputs give a FormatError or a valid maze, never another exception.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findPaddingProblem, findPassageProblem } from "../src/grid/check.js";
import { FormatError, findFormat, generate, type ReadResult, writeToBytes } from "../src/node.js";
import { ring, withMask } from "./support/mask.js";

/** Characters each format's inputs are mutated with: its own alphabet and a few strangers. */
const alphabets: Record<string, string> = {
  ascii: "+-| oSG\nx",
  "ascii-compact": "+-|│ █SG\nx",
  blocks: "# \n.",
  hex: "0123456789abcdefABCDEF-\ng",
  json: '{}[]",:0123456789abcdef#.-\n ',
  "game-map": "#.SG\nx",
};
const readable = ["ascii", "ascii-compact", "blocks", "hex", "json", "binary", "npy", "game-map"];

/** Reads; a success must be a maze that keeps the grid contract and reads back the same after writing. */
async function readOrFormatError(name: string, input: string | Uint8Array): Promise<void> {
  const format = findFormat(name);
  let maze: ReadResult;
  try {
    maze = format.read!(input);
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    expect(error.message.startsWith(`${name}: `)).toBe(true);
    return;
  }
  expect(findPaddingProblem(maze.width, maze.height, maze.cells)).toBeUndefined();
  expect(findPassageProblem(maze.width, maze.height, maze.cells, true)).toBeUndefined();
  expect(format.read!(await writeToBytes(format, maze)).cells).toEqual(maze.cells);
}

/** A small valid input of the format, masked or not. */
const validInput = fc
  .record({
    name: fc.constantFrom(...readable),
    width: fc.integer({ min: 1, max: 9 }),
    height: fc.integer({ min: 1, max: 9 }),
    seed: fc.nat(),
    masked: fc.boolean(),
  })
  .map(async ({ name, width, height, seed, masked }) => {
    const plain = generate({ width, height, seed });
    const maze = masked && ["blocks", "hex", "json", "binary", "game-map"].includes(name) ? withMask(plain, ring(width, height)) : plain;
    return { name, bytes: await writeToBytes(findFormat(name), maze) };
  });

type Mutation = (bytes: Uint8Array, name: string) => Uint8Array;
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(fc.nat(), fc.nat()).map(
    ([at, pick]): Mutation =>
      (bytes, name) => {
        const copy = bytes.slice();
        const alphabet = alphabets[name] ?? "";
        if (copy.length > 0) copy[at % copy.length] = name === "binary" || name === "npy" ? pick % 256 : alphabet.charCodeAt(pick % alphabet.length);
        return copy;
      },
  ),
  fc.nat().map(
    (at): Mutation =>
      (bytes) =>
        bytes.length > 0 ? new Uint8Array([...bytes.subarray(0, at % bytes.length), ...bytes.subarray((at % bytes.length) + 1)]) : bytes,
  ),
  fc.tuple(fc.nat(), fc.nat({ max: 255 })).map(
    ([at, byte]): Mutation =>
      (bytes) =>
        new Uint8Array([...bytes.subarray(0, at % (bytes.length + 1)), byte, ...bytes.subarray(at % (bytes.length + 1))]),
  ),
  fc.nat().map(
    (at): Mutation =>
      (bytes) =>
        bytes.subarray(0, at % (bytes.length + 1)),
  ),
);

describe("readers never crash", () => {
  it.each(readable)("%s: random text and random bytes", async (name) => {
    const alphabet = [...(alphabets[name] ?? "\n")];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 200 }), fc.uint8Array({ maxLength: 200 })),
        async (input) => {
          await readOrFormatError(name, input);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("mutated valid inputs of every readable format (one to three edits)", async () => {
    await fc.assert(
      fc.asyncProperty(validInput, fc.array(mutation, { minLength: 1, maxLength: 3 }), async (valid, mutations) => {
        const { name, bytes } = await valid;
        await readOrFormatError(
          name,
          mutations.reduce((input, mutate) => mutate(input, name), bytes),
        );
      }),
      { numRuns: 1500 },
    );
  });

  it("binary headers that claim huge sizes are refused before any allocation", async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.nat(), fc.uint8Array({ maxLength: 64 }), async (width, height, rest) => {
        const header = new Uint8Array(16 + rest.length);
        header.set([0x44, 0x4d, 0x5a, 0x31]);
        new DataView(header.buffer).setUint32(4, width >>> 0, true);
        new DataView(header.buffer).setUint32(8, height >>> 0, true);
        header.set(rest, 16);
        await readOrFormatError("binary", header);
      }),
      { numRuns: 300 },
    );
  });
});
