// Wrong types at the API's doors get the project's errors naming the argument, never a raw TypeError.

import { afterEach, describe, expect, it } from "vitest";
import { braid, distances, generate, InvalidArgumentError, longestPath, Maze, maskFromText, solve, sparse, stats, takuzu } from "../src/node.js";
import { expectHealthy } from "./support/bounded.js";
import { errorOf } from "./support/refused.js";

afterEach(expectHealthy);

const maze = generate({ width: 6, height: 4, seed: 3 });

describe("a maze argument that is not a maze", () => {
  const passes: [string, (value: never) => unknown][] = [
    ["solve", (value) => solve(value)],
    ["distances", (value) => distances(value)],
    ["stats", (value) => stats(value)],
    ["braid", (value) => braid(value, 0.5, 1)],
    ["sparse", (value) => sparse(value, 0.5, 1)],
    ["longestPath", (value) => longestPath(value)],
  ];
  it.each(passes)("%s refuses null, {} and wrong fields by name", (_name, pass) => {
    const cases: [unknown, string][] = [
      [null, "maze must be a Maze, got null"],
      [undefined, "maze must be a Maze, got undefined"],
      [{}, "maze width must be a positive integer, got undefined"],
      [{ width: 2, height: 2 }, "maze cells must be a Uint8Array, got undefined"],
      [{ width: 2n, height: 2, cells: new Uint8Array(16) }, "maze width must be a positive integer, got 2n (a BigInt)"],
      [{ width: 2, height: 2, cells: new Uint8Array(15) }, "maze cells must hold (width+2)·(height+2) = 16 bytes, got 15"],
    ];
    for (const [value, message] of cases) {
      const error = errorOf(() => pass(value as never));
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect(error.message).toBe(message);
    }
  });
});

describe("other wrong types", () => {
  it("new Maze refuses a negative or fractional size and cells that are not bytes", () => {
    expect(() => new Maze(-1, 3, new Uint8Array(5), "x", null)).toThrow(new InvalidArgumentError("width must be a positive integer, got -1"));
    expect(() => new Maze(2, 2.5, new Uint8Array(16), "x", null)).toThrow(new InvalidArgumentError("height must be a positive integer, got 2.5"));
    expect(() => new Maze(2, 2, [0, 0] as never, "x", null)).toThrow(new InvalidArgumentError("cells must be a Uint8Array, got an array of 2"));
  });

  it("a solver named by a number, BigInt coordinates and a missing mask picture are refused by name", () => {
    expect(() => solve(maze, { solver: 5 as never })).toThrow(
      new InvalidArgumentError('unknown solver "5"; allowed: bfs, dfs, astar, bidirectional, dead-end-filling, wall-follower, tremaux'),
    );
    expect(() => solve(maze, { from: [0n, 1n] as never })).toThrow(
      new InvalidArgumentError("from must be [x, y] with two integers, got [0n (a BigInt), 1n (a BigInt)]"),
    );
    expect(() => maskFromText(undefined as never)).toThrow(new InvalidArgumentError("maskFromText needs the picture as a string, got undefined"));
    expect(() => takuzu.generate({ width: 6n as never, height: 6 })).toThrow(InvalidArgumentError);
  });

  it("after every refusal the backend still gives the usual bytes", () => {
    expect(generate({ width: 6, height: 4, seed: 3 }).cells).toEqual(generate({ width: 6, height: 4, seed: 3, backend: "reference" }).cells);
  });
});
