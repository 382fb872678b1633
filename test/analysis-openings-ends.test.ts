import { describe, expect, it } from "vitest";
import { generate, pickMaze, solve, stats } from "../src/node.js";

// solve(maze) goes from the entrance to the exit; stats' solution and pickMaze's score measured the corners instead, so
// pickMaze kept seed 6 for a corner-to-corner path of 42 moves whose solve(maze) was 11 moves, and stats reported 20.
const openings = { entrance: "top", exit: "bottom" } as const;

describe("stats and pickMaze measure the path solve() takes: between the openings when a maze has them", () => {
  it("stats' solution is solve(maze)'s, on both backends", () => {
    const maze = generate({ width: 8, height: 8, seed: 3, openings });
    expect(solve(maze)).toMatchObject({ from: [3, 0], to: [3, 7], length: 31 });
    for (const backend of ["wasm", "reference"]) expect(stats(maze, { backend }).solution).toEqual({ from: [3, 0], to: [3, 7], length: 31 });
  });

  it("pickMaze by solution keeps the maze whose solve(maze) is longest, and its score is that length", () => {
    for (const backend of ["wasm", "reference"]) {
      const picked = pickMaze({ width: 8, height: 8, seed: 3, by: "solution", tries: 5, openings, backend });
      expect({ seed: picked.seed, score: picked.score, scores: picked.scores }).toEqual({ seed: 3, score: 31, scores: [31, 21, 17, 11, 19] });
      expect(solve(picked.maze, { backend }).length).toBe(31);
    }
  });

  it("without openings both still go corner to corner", () => {
    const maze = generate({ width: 8, height: 8, seed: 3 });
    expect(stats(maze).solution).toEqual({ from: [0, 0], to: [7, 7], length: 20 });
    expect(pickMaze({ width: 8, height: 8, seed: 3, by: "solution", tries: 5 }).scores).toEqual([20, 22, 22, 42, 22]);
  });
});
