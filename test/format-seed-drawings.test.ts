// The seed documents' own drawings (copied into test/fixtures/) read back as the perfect mazes they show.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findFormat, readMaze, writeToString } from "../src/node.js";
import { bfsSolution } from "./support/bfs.js";
import { perfectProblem } from "./support/perfect.js";

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url));

describe("drawings from the seed documents", () => {
  it.each([
    ["seed-003-fusion.txt", "ascii", 10, 7],
    ["seed-004-kruskal.txt", "ascii-compact", 10, 10],
    ["seed-004-solved.txt", "ascii-compact", 40, 20],
  ])("%s is detected as %s and is a perfect %i×%i maze", (name, format, width, height) => {
    const maze = readMaze(fixture(name), "auto", name);
    expect([maze.width, maze.height]).toEqual([width, height]);
    expect(perfectProblem(width, height, maze.cells)).toBe("");
    expect(findFormat(format).sniff!(fixture(name))).toBe(true);
  });

  it("seed 003's drawing is written back exactly", () => {
    const text = fixture("seed-003-fusion.txt").toString("utf8");
    expect(writeToString(findFormat("ascii"), readMaze(fixture("seed-003-fusion.txt")))).toBe(text);
  });

  it("seed 004's █ path is the BFS solution of the maze it is drawn on", () => {
    const text = fixture("seed-004-solved.txt").toString("utf8");
    const maze = readMaze(fixture("seed-004-solved.txt"));
    const solution = bfsSolution(40, 20, maze.cells);
    // Seed 004 draws inner walls "│" and the east wall "|"; daedalus writes "|" throughout.
    expect(writeToString(findFormat("ascii-compact"), maze, { solution })).toBe(text.replaceAll("│", "|"));
  });
});
