import { describe, expect, it } from "vitest";
import { distances, farthestFrom, generate, pickMaze, solve, solvers } from "../src/node.js";
import { refused } from "./support/refused.js";

// An array with a hole ([, 2]) has length 2, but every() skips the hole: such a point reached the solvers with
// undefined for x. Wasm then solved from (0, 2) and reported from as [undefined, 2]; the reference's bfs found no
// path, and its dfs never returned.
const maze = generate({ width: 5, height: 4, seed: 3 });
// biome-ignore lint/suspicious/noSparseArray: the hole is the point of the test
const holeInX = [, 2] as unknown as [number, number];
const holeInY = new Array(2).fill(2, 0, 1) as [number, number];

describe("a point with a hole is refused by name", () => {
  it("by every solver on both backends, as from and as to (the Wasm instance stays usable)", () => {
    for (const { name } of solvers) {
      for (const backend of ["wasm", "reference"]) {
        refused(() => solve(maze, { solver: name, backend, from: holeInX }), "from must be [x, y] with two integers, got [, 2]");
        refused(() => solve(maze, { solver: name, backend, to: holeInY }), "to must be [x, y] with two integers, got [2, ]");
      }
    }
    expect(solve(maze, { from: [0, 2] }).from).toEqual([0, 2]);
  });

  it("by distances, farthestFrom and pickMaze", () => {
    for (const backend of ["wasm", "reference"]) {
      refused(() => distances(maze, holeInX, { backend }), "from must be [x, y] with two integers, got [, 2]");
      refused(() => farthestFrom(maze, holeInY, { backend }), "from must be [x, y] with two integers, got [2, ]");
    }
    refused(() => pickMaze({ width: 5, height: 4, seed: 1, by: "solution", tries: 2, to: holeInX }), "to must be [x, y] with two integers, got [, 2]");
  });
});
