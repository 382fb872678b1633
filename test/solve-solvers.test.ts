import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { solve, solvers } from "../src/node.js";
import { oracleDistances, pathProblem } from "./support/bfs.js";
import { kinds, mazeOf, mazeWithEnds } from "./support/mazes.js";

const backendNames = ["wasm", "reference"] as const;

describe.each(solvers)("$name", (entry) => {
  describe.each(kinds)("on %s mazes", (kind) => {
    it.each(backendNames)("on %s: a path from start to goal through open passages; optimal ones as short as an independent BFS", (backend) => {
      fc.assert(
        fc.property(mazeWithEnds(kind), ({ maze, from, to }) => {
          const solution = solve(maze, { solver: entry.name, from, to, backend });
          expect(solution.solver).toBe(entry.name);
          expect([solution.from, solution.to]).toEqual([from, to]);
          expect(pathProblem(maze, solution)).toBe("");
          const shortest = oracleDistances(maze, from)[to[1] * maze.width + to[0]]!;
          // Perfect and braided mazes are connected, and masks are connected: the goal is always reachable.
          expect(shortest).toBeGreaterThanOrEqual(0);
          if (entry.complete || kind !== "braided") expect(solution.length).toBeGreaterThanOrEqual(0);
          if (entry.optimal || kind !== "braided") expect(solution.length === -1 || solution.length === shortest).toBe(true);
          else expect(solution.length === -1 || solution.length >= shortest).toBe(true);
          expect(solution.visited).toBeGreaterThanOrEqual(solution.path.length);
          expect(solution.visited).toBeLessThanOrEqual(maze.width * maze.height);
        }),
        { numRuns: 40 },
      );
    });
  });
});

describe("all solvers agree on perfect mazes (there is one path)", () => {
  it.each(kinds.filter((kind) => kind !== "braided"))("on %s mazes", (kind) => {
    fc.assert(
      fc.property(mazeWithEnds(kind, 40), ({ maze, from, to }) => {
        const paths = solvers.map((entry) => solve(maze, { solver: entry.name, from, to }).path);
        for (const path of paths) expect(path).toEqual(paths[0]);
      }),
      { numRuns: 60 },
    );
  });

  it("bfs on seed 42's 8×4 maze walks down, right, down, right (pinned)", () => {
    const solution = solve(mazeOf("perfect", 8, 4, 42));
    expect(solution).toEqual({
      solver: "bfs",
      optimal: true,
      complete: true,
      from: [0, 0],
      to: [7, 3],
      length: 10,
      path: [
        [0, 0],
        [0, 1],
        [0, 2],
        [1, 2],
        [2, 2],
        [3, 2],
        [3, 3],
        [4, 3],
        [5, 3],
        [6, 3],
        [7, 3],
      ],
      visited: 23,
    });
  });
});
