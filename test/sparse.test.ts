import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generate, InvalidArgumentError, type Maze, sparse } from "../src/node.js";
import { maskedPerfectProblem } from "./support/masked-perfect.js";
import { mazeOf } from "./support/mazes.js";

const popcount = (bits: number) => (bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1);
const STEPS = [
  [0, -1, 1, 4],
  [1, 0, 2, 8],
  [0, 1, 4, 1],
  [-1, 0, 8, 2],
] as const;

function deadEnds(maze: Maze): number {
  let count = 0;
  for (let y = 0; y < maze.height; y++) for (let x = 0; x < maze.width; x++) if (!maze.excludes(x, y) && popcount(maze.bits(x, y)) === 1) count++;
  return count;
}

function excludedCount(maze: Maze): number {
  let count = 0;
  for (let y = 0; y < maze.height; y++) for (let x = 0; x < maze.width; x++) if (maze.excludes(x, y)) count++;
  return count;
}

/** "" when the result is a perfect maze of its included cells (its exclusions read as a mask), else the first problem. */
function treeProblem(maze: Maze): string {
  // The exclusions as they are: createMask would crop a sparse maze whose edge rows were cut.
  const shape = {
    width: maze.width,
    height: maze.height,
    included: maze.width * maze.height - excludedCount(maze),
    excludes: (x: number, y: number) => maze.excludes(x, y),
  };
  return maskedPerfectProblem(shape, maze.cells);
}

/**
 * "" when `after` is `before` with some of before's dead ends excluded and, for each, only the passage into it closed
 * in its neighbour; else the first difference that breaks this.
 */
function culledOnlyDeadEnds(before: Maze, after: Maze): string {
  const { width, height } = before;
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (before.excludes(x, y)) {
        if (!after.excludes(x, y)) return `(${x}, ${y}) was excluded and is back`;
        continue;
      }
      if (after.excludes(x, y)) {
        if (popcount(before.bits(x, y)) !== 1) return `(${x}, ${y}) was excluded without being a dead end`;
        continue;
      }
      // An included cell keeps its passages except those into removed cells.
      let expected = before.bits(x, y);
      for (const [dx, dy, bit] of STEPS) {
        if (inside(x + dx, y + dy) && after.excludes(x + dx, y + dy) && !before.excludes(x + dx, y + dy)) expected &= ~bit;
      }
      if (after.bits(x, y) !== expected) return `(${x}, ${y}) holds ${after.bits(x, y)}, expected ${expected}`;
    }
  }
  return "";
}

describe("sparse(maze, p, seed)", () => {
  const maze = generate({ width: 60, height: 40, seed: 11 });

  it("p = 0 changes nothing; p = 1 excludes every dead end of the input and leaves a perfect maze of the rest", () => {
    expect(sparse(maze, 0, 1).cells).toEqual(maze.cells);
    const culled = sparse(maze, 1, 1);
    expect(excludedCount(culled)).toBe(deadEnds(maze));
    expect(treeProblem(culled)).toBe("");
    expect(culledOnlyDeadEnds(maze, culled)).toBe("");
  });

  it("removes about a share p of the dead ends (200×200 kruskal, seed 7: p = 0.25, 0.5, 0.75 within ±0.03)", () => {
    const big = generate({ algorithm: "kruskal", width: 200, height: 200, seed: 7 });
    const before = deadEnds(big);
    expect(before).toBeGreaterThan(10000);
    for (const p of [0.25, 0.5, 0.75]) {
      // Each dead end goes on its own draw: binomial, standard deviation under 0.005 here.
      const removed = excludedCount(sparse(big, p, 7)) / before;
      expect(removed, `p = ${p}`).toBeGreaterThan(p - 0.03);
      expect(removed, `p = ${p}`).toBeLessThan(p + 0.03);
    }
  });

  it("cuts only the input's dead ends, leaving a perfect maze of the included cells (property, with masks)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.nat({ max: 0xffffffff }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (width, height, seed, p, masked) => {
          const before = mazeOf(masked ? "masked" : "perfect", width, height, seed);
          const after = sparse(before, p, seed);
          expect(culledOnlyDeadEnds(before, after)).toBe("");
          expect(treeProblem(after)).toBe("");
        },
      ),
      { numRuns: 120 },
    );
  });

  it("keeps one cell of a two-cell maze, and cuts a 1×3 corridor to its middle", () => {
    const two = sparse(generate({ width: 2, height: 1, seed: 1 }), 1, 1);
    expect([two.excludes(0, 0), two.excludes(1, 0)]).toEqual([true, false]);
    expect(two.bits(1, 0)).toBe(0);
    const three = sparse(generate({ width: 1, height: 3, seed: 1 }), 1, 1);
    expect([0, 1, 2].map((y) => three.excludes(0, y))).toEqual([true, false, true]);
    const one = generate({ width: 1, height: 1, seed: 1 });
    expect(sparse(one, 1, 1).cells).toEqual(one.cells);
  });

  it("is deterministic for a seed, differs between seeds, and gives the same bytes on both backends (property)", () => {
    expect(sparse(maze, 0.5, 9).cells).toEqual(sparse(maze, 0.5, 9).cells);
    expect(sparse(maze, 0.5, 9).cells).not.toEqual(sparse(maze, 0.5, 10).cells);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.nat({ max: 0xffffffff }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom("perfect" as const, "braided" as const, "masked" as const),
        (width, height, seed, p, kind) => {
          const before = mazeOf(kind, width, height, seed);
          expect(sparse(before, p, seed).cells).toEqual(sparse(before, p, seed, { backend: "reference" }).cells);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("labels the result and keeps the size and the generator's seed", () => {
    const culled = sparse(maze, 0.5, "fewer");
    expect([culled.width, culled.height, culled.seed]).toEqual([60, 40, 11]);
    expect(culled.algorithm).toMatch(/^backtracker\+sparse\(p=0\.5, seed=\d+\)$/);
  });

  it.each([
    [1.5, 1, "sparse share p must be a number in [0, 1], got 1.5"],
    [-0.1, 1, "sparse share p must be a number in [0, 1], got -0.1"],
    [Number.NaN, 1, "sparse share p must be a number in [0, 1], got NaN"],
    ["0.5", 1, 'sparse share p must be a number in [0, 1], got "0.5"'],
    [0.5, -1, "sparse seed must be an integer in [0, 2^32) or a string, got -1"],
    [0.5, 1.5, "sparse seed must be an integer in [0, 2^32) or a string, got 1.5"],
  ])("rejects p = %j, seed = %j", (p, seed, message) => {
    expect(() => sparse(maze, p as number, seed)).toThrow(new InvalidArgumentError(message));
  });
});
