import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distances, generate, InvalidArgumentError, Maze, UNREACHED } from "../src/node.js";
import { oracleDistances } from "./support/bfs.js";
import { includedCells, kinds, mazeOf } from "./support/mazes.js";
import { openGrid } from "./support/open-grid.js";

describe("distances(maze, from)", () => {
  it.each(kinds)("on %s mazes, both backends: equal to an independent BFS, W·H row-major, unreachable = 0xFFFFFFFF", (kind) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), fc.nat({ max: 0xffffffff }), fc.nat(), (width, height, seed, pick) => {
        const maze = mazeOf(kind, width, height, seed);
        const cells = includedCells(maze);
        const from = cells[pick % cells.length]!;
        const expected = Uint32Array.from(oracleDistances(maze, from), (distance) => (distance < 0 ? UNREACHED : distance));
        expect(distances(maze, from)).toEqual(expected);
        expect(distances(maze, from, { backend: "reference" })).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it("on an open grid: the Manhattan distance (the FIFO grows many times)", () => {
    const map = distances(openGrid(200, 150), [100, 75]);
    expect(map[0]).toBe(175);
    expect(map[149 * 200 + 199]).toBe(173);
    expect(map[75 * 200 + 100]).toBe(0);
  });

  it("defaults to the start (0, 0); leaves the maze unchanged; cells of another component are UNREACHED", () => {
    const maze = Maze.fromJSON({ format: "daedalus-maze/1", width: 3, height: 3, rows: ["6ac", "505", "3a9"] });
    const before = maze.cells.slice();
    expect(Array.from(distances(maze))).toEqual([0, 1, 2, 1, UNREACHED, 3, 2, 3, 4]);
    expect(maze.cells).toEqual(before);
  });

  it("names a bad start", () => {
    expect(() => distances(generate({ width: 3, height: 3, seed: 1 }), [3, 0])).toThrow(
      new InvalidArgumentError("from (3, 0) is outside the 3×3 maze: x must be in [0, 2], y in [0, 2]"),
    );
  });
});
