// Golden files for the small drawings of one fixed maze (backtracker, seed 42, 8×4), and of the same maze with
// openings (golden/openings/); they were checked by eye.
// After an intended change: UPDATE_GOLDEN=1 npx vitest run test/format-golden.test.ts, then look at the diff.

import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findFormat, generate, solve, type WriteOptions, withOpenings, writeToString } from "../src/node.js";
import { bfsDistances, bfsSolution } from "./support/bfs.js";

const maze = generate({ algorithm: "backtracker", width: 8, height: 4, seed: 42 });
const solution = bfsSolution(8, 4, maze.cells);
const cases: [file: string, format: string, options: WriteOptions][] = [
  ["ascii.txt", "ascii", {}],
  ["ascii-solved.txt", "ascii", { solution, marks: true }],
  ["ascii-compact.txt", "ascii-compact", {}],
  ["ascii-compact-solved.txt", "ascii-compact", { solution }],
  ["unicode.txt", "unicode", {}],
  ["unicode-solved.txt", "unicode", { solution, marks: true }],
  ["blocks.txt", "blocks", {}],
  ["hex.txt", "hex", {}],
  ["game-map.txt", "game-map", {}],
  ["maze.svg", "svg", {}],
  ["maze-solved.svg", "svg", { solution, marks: true }],
  ["maze-heat.svg", "svg", { solution, distances: bfsDistances(8, 4, maze.cells), cellSize: 20, wallWidth: 3 }],
  [
    "maze-heat-two-colours.svg",
    "svg",
    { solution, marks: true, distances: bfsDistances(8, 4, maze.cells, [3, 2]), colours: { near: "#ffffff", far: "#b2182b" } },
  ],
];

// The same maze with an entrance in its west wall and an exit in its south wall, solved from one to the other.
const opened = withOpenings(maze, { entrance: "W:1", exit: "S:6" });
const openedSolution = solve(opened);
const openedCases: [file: string, format: string, options: WriteOptions][] = [
  ["openings/ascii.txt", "ascii", {}],
  ["openings/ascii-solved.txt", "ascii", { solution: openedSolution, marks: true }],
  ["openings/ascii-compact.txt", "ascii-compact", {}],
  ["openings/unicode.txt", "unicode", {}],
  ["openings/unicode-solved.txt", "unicode", { solution: openedSolution, marks: true }],
  ["openings/blocks.txt", "blocks", {}],
  ["openings/blocks-solved.txt", "blocks", { solution: openedSolution, marks: true }],
  ["openings/game-map.txt", "game-map", {}],
  ["openings/maze.json", "json", {}],
  ["openings/maze.svg", "svg", {}],
  ["openings/maze-solved.svg", "svg", { solution: openedSolution, marks: true }],
];

function golden(file: string, written: string): void {
  const path = new URL(`golden/${file}`, import.meta.url);
  if (process.env.UPDATE_GOLDEN) writeFileSync(path, written);
  expect(written).toBe(readFileSync(path, "utf8"));
}

describe("golden outputs of backtracker, seed 42, 8×4", () => {
  it.each(cases)("%s", (file, format, options) => {
    golden(file, writeToString(findFormat(format), maze, options));
  });
});

describe("golden outputs of the same maze with an entrance (west wall, row 1) and an exit (south wall, column 6)", () => {
  it("is solved from the entrance to the exit", () => {
    expect([openedSolution.from, openedSolution.to]).toEqual([
      [0, 1],
      [6, 3],
    ]);
  });

  it.each(openedCases)("%s", (file, format, options) => {
    golden(file, writeToString(findFormat(format), opened, options));
  });
});
