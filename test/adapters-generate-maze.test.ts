// generateMaze has the generate-maze package's shape (rows of { x, y, top, left, bottom, right }, true = wall,
// its defaults and its closed = false) and gives generate()'s maze for the same options and seed.

import generatePackage from "generate-maze";
import { describe, expect, it } from "vitest";
import { type DaedalusError, type GenerateMazeCell, generate, generateMaze, maskFromText, SizeLimitError, toGenerateMaze } from "../src/node.js";
import { byteDifference } from "./support/bytes.js";
import { namedErrorOf } from "./support/refused.js";

type PackageCell = GenerateMazeCell & { set: number };
const theirs = generatePackage as (width?: number, height?: number, closed?: boolean, seed?: number) => PackageCell[][];

/** Cells in the grid contract from generate-maze rows, written from the contract alone (outer walls ignored). */
function cellsOf(rows: GenerateMazeCell[][]): Uint8Array {
  const height = rows.length;
  const width = rows[0]!.length;
  const stride = width + 2;
  const cells = new Uint8Array(stride * (height + 2)).fill(0x10);
  for (const row of rows) {
    for (const { x, y, top, left, bottom, right } of row) {
      cells[(y + 1) * stride + x + 1] =
        (!top && y > 0 ? 1 : 0) | (!right && x < width - 1 ? 2 : 0) | (!bottom && y < height - 1 ? 4 : 0) | (!left && x > 0 ? 8 : 0);
    }
  }
  return cells;
}

/** The outer-wall fields of every border cell, as [x, y, side, wall]. */
function outerWalls(rows: GenerateMazeCell[][]): [number, number, string, boolean][] {
  const height = rows.length;
  const width = rows[0]!.length;
  const out: [number, number, string, boolean][] = [];
  for (const row of rows) {
    for (const cell of row) {
      if (cell.y === 0) out.push([cell.x, cell.y, "top", cell.top]);
      if (cell.x === 0) out.push([cell.x, cell.y, "left", cell.left]);
      if (cell.y === height - 1) out.push([cell.x, cell.y, "bottom", cell.bottom]);
      if (cell.x === width - 1) out.push([cell.x, cell.y, "right", cell.right]);
    }
  }
  return out;
}

/** Neighbours agree: a cell's right is the next cell's left, its bottom the top of the cell below. */
function consistent(rows: GenerateMazeCell[][]): boolean {
  return rows.every((row, y) =>
    row.every((cell, x) => (x + 1 >= row.length || cell.right === row[x + 1]!.left) && (y + 1 >= rows.length || cell.bottom === rows[y + 1]![x]!.top)),
  );
}

describe("generateMaze (the generate-maze package's shape)", () => {
  it("has the package's rows, fields and field order (without its internal `set`)", () => {
    const ours = generateMaze(5, 3, true, 7);
    const package_ = theirs(5, 3, true, 7);
    expect(ours.length).toBe(package_.length);
    expect(ours.map((row) => row.length)).toEqual(package_.map((row) => row.length));
    expect(Object.keys(ours[0]![0]!)).toEqual(Object.keys(package_[0]![0]!).filter((key) => key !== "set"));
    expect(ours.map((row) => row.map(({ x, y }) => [x, y]))).toEqual(package_.map((row) => row.map(({ x, y }) => [x, y])));
  });

  it.each([
    [1, 1],
    [8, 8],
    [5, 3],
    [30, 17],
  ])("at %i×%i, for both values of closed, is generate()'s maze byte for byte on both backends", (width, height) => {
    for (const backend of ["wasm", "reference"]) {
      for (const algorithm of ["backtracker", "eller", "wilson"]) {
        for (const closed of [true, false]) {
          const rows = generateMaze(width, height, closed, 99, { algorithm, backend });
          expect(consistent(rows)).toBe(true);
          const maze = generate({ algorithm, backend, width, height, seed: 99 });
          expect(byteDifference(cellsOf(rows), maze.cells), `${algorithm} ${backend} closed=${closed}`).toBeUndefined();
        }
      }
    }
  });

  it("closed = true walls the whole outer edge and closed = false opens all of it, as the package does", () => {
    for (const closed of [true, false]) {
      const ours = outerWalls(generateMaze(6, 4, closed, 3));
      const package_ = outerWalls(theirs(6, 4, closed, 3));
      expect(ours).toEqual(package_);
      expect(ours.every(([, , , wall]) => wall === closed)).toBe(true);
    }
  });

  it("takes the package's defaults: 8 wide, height = width, closed, seed 1", () => {
    const expected = generate({ width: 8, height: 8, seed: 1 }).cells.slice();
    expect(byteDifference(cellsOf(generateMaze()), expected)).toBeUndefined();
    expect(byteDifference(cellsOf(generateMaze(8)), expected)).toBeUndefined();
    expect(outerWalls(generateMaze()).every(([, , , wall]) => wall)).toBe(true);
    expect(generateMaze(6).length).toBe(6);
  });

  it("passes generator options and string seeds through the fifth argument", () => {
    const rows = generateMaze(12, 7, true, "abc", { algorithm: "growing-tree", options: { policy: "newest" } });
    const maze = generate({ algorithm: "growing-tree", width: 12, height: 7, seed: "abc", options: { policy: "newest" } });
    expect(byteDifference(cellsOf(rows), maze.cells)).toBeUndefined();
  });

  it("toGenerateMaze walls an excluded (masked) cell on all four sides", () => {
    const maze = generate({ seed: 1, mask: maskFromText("#..\n...\n..#\n") });
    const rows = toGenerateMaze(maze, false);
    expect(rows[0]![0]).toEqual({ x: 0, y: 0, top: true, left: true, bottom: true, right: true });
    expect(rows[2]![2]).toEqual({ x: 2, y: 2, top: true, left: true, bottom: true, right: true });
    expect(consistent(rows)).toBe(true);
  });

  describe("bad input gets generate()'s own error", () => {
    it.each([
      [[0, 5], { width: 0, height: 5 }],
      [[3.5, 5], { width: 3.5, height: 5 }],
      [[5, -1], { width: 5, height: -1 }],
      [[5, 5, true, -1], { width: 5, height: 5, seed: -1 }],
      [[5, 5, true, 2 ** 32], { width: 5, height: 5, seed: 2 ** 32 }],
      [[5, 5, true, ""], { width: 5, height: 5, seed: "" }],
      [[5, 5, true, 1, { algorithm: "backtrackr" }], { width: 5, height: 5, algorithm: "backtrackr" }],
      [[5, 5, true, 1, { backend: "wasn" }], { width: 5, height: 5, backend: "wasn" }],
      [[5, 5, true, 1, { options: { bias: "ne" } }], { width: 5, height: 5, options: { bias: "ne" } }],
    ] as const)("%j", (args, request) => {
      const expected = namedErrorOf(() => generate({ seed: 1, ...request } as never));
      const actual = namedErrorOf(() => (generateMaze as (...args: unknown[]) => unknown)(...args));
      expect(actual.constructor).toBe(expected.constructor);
      expect(actual.message).toBe(expected.message);
    });

    it("refuses, before generating, more cells than rows of cell objects can take (8000×8000 crashed the process out of heap)", () => {
      const started = Date.now();
      const error = namedErrorOf(() => generateMaze(8000, 8000, true, 1, { algorithm: "binary-tree" }));
      expect(error).toBeInstanceOf(SizeLimitError);
      expect(error.message).toBe(
        "generateMaze: a 8000×8000 maze has 64000000 cells, more than the 8388608 cell objects a heap of about 4 GiB takes; the largest square maze that fits is 2896×2896 (tileGrid makes bytes)",
      );
      expect(Date.now() - started).toBeLessThan(1000);
      expect(namedErrorOf(() => generateMaze(2897, 2896)).message).toMatch(/^generateMaze: a 2897×2896 maze has 8389712 cells, more than the 8388608 /);
      // A Maze's own size is checked the same way.
      const maze = generate({ algorithm: "binary-tree", width: 8193, height: 1024, seed: 1 });
      expect(namedErrorOf(() => toGenerateMaze(maze)).message).toMatch(/^toGenerateMaze: a 8193×1024 maze has 8389632 cells, more than the 8388608 /);
      maze.dispose();
    });

    it("closed must be a boolean", () => {
      const error = namedErrorOf(() => generateMaze(5, 5, "yes" as never));
      expect((error as DaedalusError).code).toBe("INVALID_ARGUMENT");
      expect(error.message).toBe('closed must be true or false, got "yes"');
    });
  });
});
