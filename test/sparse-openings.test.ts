import { describe, expect, it } from "vitest";
import { generate, type Maze, solve, sparse } from "../src/node.js";
import { refused } from "./support/refused.js";

// sparse() dropped a maze's openings, all of them, while braid() keeps them: solve() on the culled maze then went
// corner to corner, not from the entrance. An opening now stays while its cell is still in the maze.
const maze = generate({ width: 8, height: 8, seed: 3, openings: true });
const entrance = { x: 0, y: 0, side: "N" };
const exit = { x: 7, y: 7, side: "S" };

describe("sparse keeps the openings whose cells stay", () => {
  it("p = 0 keeps both; p = 1 culls the dead end (7, 7) and its exit with it, on both backends", () => {
    for (const backend of ["wasm", "reference"]) {
      expect(sparse(maze, 0, 7, { backend }).openings).toEqual({ entrance, exit });
      const culled = sparse(maze, 1, 7, { backend });
      expect(culled.cells[(7 + 1) * 10 + 7 + 1]).toBe(0x10);
      expect(culled.openings).toEqual({ entrance });
      expect(solve(culled, { backend })).toMatchObject({ from: [0, 0], to: [6, 7], length: 37 });
    }
  });

  it("refuses a maze whose openings were forged, by name", () => {
    const forged = { ...maze, cells: maze.cells, openings: { entrance: { x: 3, y: 3, side: "N" } } } as unknown as Maze;
    refused(() => sparse(forged, 0.5, 7), "maze.openings.entrance: (3, 3) side N is not in the outer wall: an opening on side N needs y = 0");
  });
});
