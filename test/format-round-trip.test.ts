import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findFormat, formats, generate, type MazeData, writeToBytes, writeToString } from "../src/node.js";
import { bfsSolution } from "./support/bfs.js";
import { ring, withMask } from "./support/mask.js";

const readable = formats.filter((format) => format.read);
const sizes: [number, number][] = [
  [1, 1],
  [1, 7],
  [7, 1],
  [2, 2],
  [8, 4],
  [13, 9],
  [31, 17],
];
const seeds = [0, 42, 0xdeadbeef];

async function roundTrip(name: string, maze: MazeData, options = {}) {
  const format = findFormat(name);
  const bytes = await writeToBytes(format, maze, options);
  return { bytes, back: format.read!(bytes) };
}

describe("every readable format round-trips: write → read → the same cell bytes", () => {
  it("the readable formats are the ones the issue marks", () => {
    expect(readable.map((format) => format.name)).toEqual(["ascii", "ascii-compact", "blocks", "hex", "json", "binary", "npy", "game-map"]);
  });

  for (const format of readable) {
    it.each(sizes)(`${format.name}: %i×%i, seeds ${seeds.join(", ")}`, async (width, height) => {
      for (const seed of seeds) {
        const maze = generate({ width, height, seed });
        const { back } = await roundTrip(format.name, maze);
        expect([back.width, back.height]).toEqual([width, height]);
        expect(back.cells).toEqual(maze.cells);
      }
    });
  }

  it("text input may also be a string, with CRLF line ends or without the last line break", () => {
    const maze = generate({ width: 6, height: 3, seed: 5 });
    for (const name of ["ascii", "ascii-compact", "blocks", "hex", "json", "game-map"]) {
      const written = writeToString(findFormat(name), maze);
      expect(findFormat(name).read!(written.replaceAll("\n", "\r\n")).cells).toEqual(maze.cells);
      expect(findFormat(name).read!(written.trimEnd()).cells).toEqual(maze.cells);
    }
  });

  it("any size and seed (property): every readable format gives the same bytes back", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), fc.nat({ max: 0xffffffff }), async (width, height, seed) => {
        const maze = generate({ width, height, seed });
        for (const format of readable) expect((await roundTrip(format.name, maze)).back.cells).toEqual(maze.cells);
      }),
      { numRuns: 25 },
    );
  });

  it("drawn paths and start/goal marks do not change the cells read back", async () => {
    const maze = generate({ width: 12, height: 7, seed: 9 });
    const solution = bfsSolution(12, 7, maze.cells);
    for (const name of ["ascii", "ascii-compact", "game-map"]) {
      const { back } = await roundTrip(name, maze, { solution, marks: true });
      expect(back.cells).toEqual(maze.cells);
      expect([back.start, back.goal]).toEqual([
        [0, 0],
        [11, 6],
      ]);
    }
  });

  it("masked mazes round-trip in the formats that can express a mask", async () => {
    for (const [width, height] of [
      [16, 10],
      [9, 9],
      [1, 5],
    ] as const) {
      const maze = withMask(generate({ width, height, seed: 3 }), ring(width, height));
      for (const name of ["blocks", "hex", "json", "binary", "game-map"]) {
        expect((await roundTrip(name, maze)).back.cells, name).toEqual(maze.cells);
      }
    }
  });

  it("json keeps the options and a solution; binary keeps the MASKED flag", async () => {
    const maze = { ...generate({ width: 10, height: 6, seed: 1 }), options: { bias: "ne", p: 0.5 } };
    const solution = bfsSolution(10, 6, maze.cells);
    const { back } = await roundTrip("json", maze, { solution });
    expect(back.options).toEqual({ bias: "ne", p: 0.5 });
    expect(back.solution).toEqual(solution);
    const masked = withMask(maze, (x) => x === 0);
    expect((await roundTrip("binary", masked)).bytes[12]).toBe(1);
    expect((await roundTrip("binary", maze)).bytes[12]).toBe(0);
  });
});
