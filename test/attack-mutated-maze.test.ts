// A Maze whose cells were changed after it was made (and after it was first solved, so it is known as valid) is
// checked again by the backend before any solver, analysis pass or braid trusts it: a named error, never a hang or
// a trap; and a trap, however caused, leaves the Wasm backend usable.

import { afterEach, describe, expect, it } from "vitest";
import { findSolver } from "../src/algorithms/solvers.js";
import { braid, DaedalusError, distances, generate, getBackend, InvalidArgumentError, longestPath, solve, solvers, sparse } from "../src/node.js";
import { expectHealthy } from "./support/bounded.js";

afterEach(expectHealthy);

const backends = ["wasm", "reference"] as const;
const at = (x: number, y: number) => (y + 1) * 10 + (x + 1);

/** Ways a caller can break a generated 8×6 maze's cells, and the error each gets. */
const mutations: [string, (cells: Uint8Array) => void, string][] = [
  [
    "a passage through the outer wall",
    (cells) => {
      cells[at(0, 0)]! |= 1;
    },
    "cell (0, 0): passage N opens through the outer wall",
  ],
  // Cells (2, 2) and (3, 2) of seed 11's maze both hold E|W = 10.
  [
    "scratch bits set",
    (cells) => {
      cells[at(3, 2)]! |= 0xc0;
    },
    "cell (3, 2): cell bits must be 0-15, or 16 for an excluded cell, got 202",
  ],
  [
    "a one-sided passage",
    (cells) => {
      cells[at(2, 2)]! ^= 2;
    },
    "cell (2, 2): passage E of (2, 2) and passage W of (3, 2) disagree",
  ],
  [
    "a padding cell cleared",
    (cells) => {
      cells[3] = 0;
    },
    "padding cell at index 3 must be BORDER (16), got 0",
  ],
];

function mutated(mutate: (cells: Uint8Array) => void, backend: string) {
  const maze = generate({ width: 8, height: 6, seed: 11, backend });
  expect([maze.cells[at(2, 2)], maze.cells[at(3, 2)]]).toEqual([10, 10]);
  expect(solve(maze, { backend }).length).toBeGreaterThan(0);
  mutate(maze.cells);
  return maze;
}

describe("cells changed after the maze was made", () => {
  for (const backend of backends) {
    it.each(mutations)(`${backend}: %s is refused by every solver, distances, longestPath, braid and sparse`, (_name, mutate, detail) => {
      const message = `the maze's cells break the grid contract: ${detail}`;
      for (const entry of solvers) {
        const maze = mutated(mutate, backend);
        expect(() => solve(maze, { solver: entry, backend }), entry.name).toThrow(new InvalidArgumentError(message));
      }
      const maze = mutated(mutate, backend);
      expect(() => distances(maze, [0, 0], { backend })).toThrow(new InvalidArgumentError(message));
      expect(() => longestPath(maze, { backend })).toThrow(new InvalidArgumentError(message));
      expect(() => braid(maze, 0.5, 1, { backend })).toThrow(new InvalidArgumentError(message));
      expect(() => sparse(maze, 0.5, 1, { backend })).toThrow(new InvalidArgumentError(message));
      expect(generate({ width: 8, height: 6, seed: 11, backend }).cells).toEqual(generate({ width: 8, height: 6, seed: 11, backend: "reference" }).cells);
    });
  }
});

describe("a trap in the core", () => {
  it("restarts the Wasm backend on a fresh instance: the call fails with a WASM error, the next one works", () => {
    const wasm = getBackend("wasm");
    const maze = generate({ width: 8, height: 6, seed: 3 });
    // Past the API's checks: a start far outside the maze makes the solver read beyond memory.
    const trap = () => wasm.solve(findSolver("bfs"), maze, 8, 6, [0, 0x3fffffff], [7, 5], []);
    expect(trap).toThrow(DaedalusError);
    expect(trap).toThrow(/trapped in the Wasm core \(memory access out of bounds\); the backend goes on with a fresh instance/);
    expect(solve(maze).length).toBe(solve(maze, { backend: "reference" }).length);
    expect(generate({ width: 30, height: 20, seed: 5 }).cells).toEqual(generate({ width: 30, height: 20, seed: 5, backend: "reference" }).cells);
  });
});
