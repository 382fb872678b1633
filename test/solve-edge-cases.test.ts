import { describe, expect, it } from "vitest";
import { createMask, generate, InvalidArgumentError, Maze, solve, solvers } from "../src/node.js";
import { pathProblem } from "./support/bfs.js";

// A 3×3 ring with the centre (1, 1) opening north only: the centre's other walls form an island, away from the outer wall.
const ringWithCentre = Maze.fromJSON({ format: "daedalus-maze/1", width: 3, height: 3, rows: ["6ec", "515", "3a9"] });
// The same ring with the centre closed on every side: it cannot be reached.
const ringWithClosedCentre = Maze.fromJSON({ format: "daedalus-maze/1", width: 3, height: 3, rows: ["6ac", "505", "3a9"] });
const backends = ["wasm", "reference"] as const;
const everySolver = solvers.flatMap((entry) =>
  backends.map((backend) => [entry.name, backend, (entry.name === "wall-follower" ? { hand: "right" } : {}) as Record<string, string>] as const),
);

describe("a goal that cannot be reached gives length -1 and an empty path, never a hang", () => {
  it.each(everySolver)("%s on %s", (solver, backend, options) => {
    // Everything reachable from the start is touched before giving up: the ring's 8 cells (bidirectional: and the goal).
    const solution = solve(ringWithClosedCentre, { solver, backend, from: [0, 0], to: [1, 1], options });
    expect(solution).toMatchObject({ length: -1, path: [], visited: solver === "bidirectional" ? 9 : 8 });
  });

  it.each(everySolver)("%s on %s: from an isolated start", (solver, backend, options) => {
    const solution = solve(ringWithClosedCentre, { solver, backend, from: [1, 1], to: [2, 2], options });
    expect(solution).toMatchObject({ length: -1, path: [], visited: solver === "bidirectional" ? 9 : 1 });
  });
});

describe("wall follower", () => {
  it.each([["left"], ["right"]])("with the %s hand fails honestly when the goal hangs off an island wall", (hand) => {
    for (const backend of backends) {
      const solution = solve(ringWithCentre, { solver: "wall-follower", backend, from: [0, 0], to: [1, 1], options: { hand } });
      expect(solution).toEqual({ solver: "wall-follower", from: [0, 0], to: [1, 1], length: -1, path: [], visited: 8, optimal: false, complete: false });
    }
  });

  it("every complete solver reaches that goal", () => {
    for (const entry of solvers.filter((candidate) => candidate.complete)) {
      expect(solve(ringWithCentre, { solver: entry.name, from: [0, 0], to: [1, 1] }).length, entry.name).toBe(2);
    }
  });

  it("left and right hands walk the ring in opposite directions (the path is the walk with loops erased)", () => {
    const left = solve(ringWithCentre, { solver: "wall-follower", from: [0, 0], to: [2, 2], options: { hand: "left" } });
    const right = solve(ringWithCentre, { solver: "wall-follower", from: [0, 0], to: [2, 2], options: { hand: "right" } });
    expect(left.path).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 1],
      [2, 2],
    ]);
    expect(right.path).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
  });
});

describe("small and thin mazes", () => {
  it.each(solvers.map((entry) => [entry.name, entry]))("%s: start = goal gives a path of one cell, length 0", (solver, { optimal, complete }) => {
    const maze = generate({ width: 5, height: 5, seed: 1 });
    for (const backend of backends) {
      const expected = { solver, from: [2, 3], to: [2, 3], length: 0, path: [[2, 3]], visited: 1, optimal, complete };
      expect(solve(maze, { solver, backend, from: [2, 3], to: [2, 3] })).toEqual(expected);
    }
  });

  it.each(solvers.map((entry) => [entry.name]))("%s: 1×1, 1×N and N×1", (solver) => {
    for (const [width, height] of [
      [1, 1],
      [1, 37],
      [41, 1],
      [2, 1],
    ] as const) {
      const maze = generate({ width, height, seed: 9 });
      for (const backend of backends) {
        const solution = solve(maze, { solver, backend });
        expect(solution.length).toBe(width + height - 2);
        expect(pathProblem(maze, solution)).toBe("");
      }
    }
  });

  it("defaults to (0, 0) → (W−1, H−1), or to the first and last included cells when a mask takes the corners out", () => {
    const maze = generate({ seed: 3, mask: createMask(4, 3, (x, y) => (x === 0 && y === 0) || (x === 3 && y === 2)) });
    const solution = solve(maze, { solver: "astar" });
    expect([solution.from, solution.to]).toEqual([
      [1, 0],
      [2, 2],
    ]);
    expect(pathProblem(maze, solution)).toBe("");
  });
});

describe("solve() rejects bad input with a named error", () => {
  const maze = generate({ width: 6, height: 4, seed: 2 });
  const masked = generate({ seed: 1, mask: createMask(3, 3, (x, y) => x === 1 && y === 1) });
  it.each([
    [{ solver: "bfz" }, 'unknown solver "bfz" (did you mean "bfs"?); allowed: bfs, dfs, astar, bidirectional, dead-end-filling, wall-follower, tremaux'],
    [{ from: [6, 0] }, "from (6, 0) is outside the 6×4 maze: x must be in [0, 5], y in [0, 3]"],
    [{ to: [0, -1] }, "to (0, -1) is outside the 6×4 maze: x must be in [0, 5], y in [0, 3]"],
    [{ from: [1.5, 0] }, "from must be [x, y] with two integers, got [1.5, 0]"],
    [{ to: "3,4" }, 'to must be [x, y] with two integers, got "3,4"'],
    [{ solver: "wall-follower", options: { hand: "middle" } }, 'option hand of wall-follower must be one of left, right, got "middle"'],
    [{ solver: "bfs", options: { hand: "left" } }, 'unknown option "hand" for bfs; bfs takes no options'],
    [{ backend: "gpu" }, 'backend must be one of wasm, reference, got "gpu"'],
  ])("%j → %s", (request, message) => {
    expect(() => solve(maze, request as never)).toThrow(new InvalidArgumentError(message));
  });

  it("names a masked-out start", () => {
    expect(() => solve(masked, { from: [1, 1] })).toThrow(new InvalidArgumentError("from (1, 1) is masked out of the maze; pick an included cell"));
  });

  it("refuses cells that break the grid contract instead of walking off the maze", () => {
    const cells = maze.cells.slice();
    cells[(0 + 1) * 8 + 5 + 1]! |= 2; // cell (5, 0) opens east, through the outer wall
    expect(() => solve(new Maze(6, 4, cells, "x", null))).toThrow(
      new InvalidArgumentError("the maze's cells break the grid contract: cell (5, 0): passage E opens through the outer wall"),
    );
  });
});
