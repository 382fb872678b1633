import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { farthestFrom, generate, longestPath, type Maze } from "../src/node.js";
import { oracleDistances } from "./support/bfs.js";
import { includedCells, mazeOf } from "./support/mazes.js";

/** The true diameter, by a BFS from every included cell. */
function diameter(maze: Maze): number {
  let best = 0;
  for (const cell of includedCells(maze)) for (const distance of oracleDistances(maze, cell)) best = Math.max(best, distance);
  return best;
}

describe("longestPath(maze)", () => {
  it.each(["perfect", "masked"] as const)("on %s mazes (trees): two passes find the exact diameter, its ends that far apart, on both backends", (kind) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 1, max: 24 }), fc.nat({ max: 0xffffffff }), (width, height, seed) => {
        const maze = mazeOf(kind, width, height, seed);
        const longest = longestPath(maze);
        expect(longest).toEqual(longestPath(maze, { backend: "reference" }));
        expect(longest.length).toBe(diameter(maze));
        // A mask is cropped to its included cells: the maze's width, not the one asked for.
        expect(oracleDistances(maze, longest.from)[longest.to[1] * maze.width + longest.to[0]]).toBe(longest.length);
      }),
      { numRuns: 50 },
    );
  });

  it("on braided mazes: a shortest path between its ends, never longer than the diameter", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), fc.nat({ max: 0xffffffff }), (width, height, seed) => {
        const maze = mazeOf("braided", width, height, seed);
        const longest = longestPath(maze);
        expect(oracleDistances(maze, longest.from)[longest.to[1] * width + longest.to[0]]).toBe(longest.length);
        expect(longest.length).toBeLessThanOrEqual(diameter(maze));
      }),
      { numRuns: 40 },
    );
  });

  it("farthestFrom names the last cell reached at the greatest distance and how many cells were reached", () => {
    const maze = generate({ width: 8, height: 4, seed: 42 });
    expect(farthestFrom(maze, [0, 0])).toEqual({ cell: [6, 2], distance: 16, reached: 32 });
  });
});
