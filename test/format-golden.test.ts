// Golden files for the small drawings of one fixed maze (backtracker, seed 42, 8×4); they were checked by eye.
// After an intended change: UPDATE_GOLDEN=1 npx vitest run test/format-golden.test.ts, then look at the diff.

import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findFormat, generate, type WriteOptions, writeToString } from "../src/node.js";
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

describe("golden outputs of backtracker, seed 42, 8×4", () => {
  it.each(cases)("%s", (file, format, options) => {
    const path = new URL(`golden/${file}`, import.meta.url);
    const written = writeToString(findFormat(format), maze, options);
    if (process.env.UPDATE_GOLDEN) writeFileSync(path, written);
    expect(written).toBe(readFileSync(path, "utf8"));
  });
});
