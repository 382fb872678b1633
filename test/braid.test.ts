import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findPaddingProblem, findPassageProblem } from "../src/grid/check.js";
import { braid, createMask, generate, InvalidArgumentError, type Maze, maskFromText } from "../src/node.js";
import { mazeOf, randomMask } from "./support/mazes.js";

const popcount = (bits: number) => (bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1);

function deadEnds(maze: Maze): number {
  let count = 0;
  for (let y = 0; y < maze.height; y++) for (let x = 0; x < maze.width; x++) if (!maze.excludes(x, y) && popcount(maze.bits(x, y)) === 1) count++;
  return count;
}

/** "" when `after` is `before` plus passages, each opened from a cell that was a dead end in `before`, else the first problem. */
function addedOnlyAtDeadEnds(before: Maze, after: Maze): string {
  const problem = findPaddingProblem(after.width, after.height, after.cells) ?? findPassageProblem(after.width, after.height, after.cells, true);
  if (problem) return `(${problem.x}, ${problem.y}): ${problem.message}`;
  for (let y = 0; y < before.height; y++) {
    for (let x = 0; x < before.width; x++) {
      const was = before.bits(x, y);
      const now = after.bits(x, y);
      if ((was & now) !== was) return `(${x}, ${y}) lost a passage`;
      if (now === was) continue;
      const added = now & ~was;
      // A cell gains at most two passages: the one it opened as a dead end, and one from a neighbouring dead end.
      const [nx, ny] = [
        [x, y - 1],
        [x + 1, y],
        [x, y + 1],
        [x - 1, y],
      ][Math.log2(added & -added)]!;
      if (popcount(was) !== 1 && popcount(before.bits(nx!, ny!)) !== 1) return `(${x}, ${y}) opened a wall without being or facing a dead end`;
    }
  }
  return "";
}

describe("braid(maze, p, seed)", () => {
  const maze = generate({ width: 60, height: 40, seed: 11 });

  it("p = 0 changes nothing; p = 1 leaves no dead end (W, H ≥ 2, no mask)", () => {
    expect(braid(maze, 0, 1).cells).toEqual(maze.cells);
    for (const seed of [1, 2, 3]) expect(deadEnds(braid(maze, 1, seed))).toBe(0);
  });

  it("about a share p of the dead ends goes (seed 7 on 200×200: p = 0.25, 0.5, 0.75)", () => {
    const big = generate({ width: 200, height: 200, seed: 7 });
    const before = deadEnds(big);
    const removed = [0.25, 0.5, 0.75].map((p) => 1 - deadEnds(braid(big, p, 7)) / before);
    // About p of the draws remove a dead end; one facing another dead end takes both, so a little more may go.
    for (const [i, p] of [0.25, 0.5, 0.75].entries()) {
      expect(removed[i]).toBeGreaterThan(p - 0.03);
      expect(removed[i]).toBeLessThan(p + 0.08);
    }
  });

  it("only adds passages, each at a dead end, keeping the grid contract; masked-out cells stay out", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.nat({ max: 0xffffffff }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (width, height, seed, p, masked) => {
          const before = mazeOf(masked ? "masked" : "perfect", width, height, seed);
          const after = braid(before, p, seed);
          expect(addedOnlyAtDeadEnds(before, after)).toBe("");
          // A mask is cropped to its included cells, so the maze's own size is the one to walk (one expect for the
          // maze: one a cell took most of the test's time).
          const moved: string[] = [];
          for (let y = 0; y < before.height; y++) {
            for (let x = 0; x < before.width; x++) if (after.excludes(x, y) !== before.excludes(x, y)) moved.push(`(${x}, ${y})`);
          }
          expect(moved, "cells whose exclusion changed").toEqual([]);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("with p = 1, a dead end survives only when no wall of it faces an included cell", () => {
    // A random mask (rectangles cut out), and a drawn one with spurs: cells whose only included neighbour is the
    // cell they connect to. Such a cell is a dead end in any perfect maze and cannot be opened, so it must survive;
    // every other dead end must go. (This seed leaves no survivor in the random mask, and the 8 spurs in the drawn one.)
    const spurs = maskFromText(["#.#...#.#.", "..#.#.....", "......##.#", "#.##.#....", ".........#", "##.#.###.."].join("\n"));
    for (const [mask, expectedSurvivors] of [
      [randomMask(30, 20, 4), 0],
      [spurs, 8],
    ] as const) {
      const masked = generate({ seed: 4, mask });
      const after = braid(masked, 1, 4);
      const { width, height } = after;
      const includedNeighbours = (x: number, y: number) =>
        [
          [x, y - 1, 1],
          [x + 1, y, 2],
          [x, y + 1, 4],
          [x - 1, y, 8],
        ].filter(([nx, ny]) => nx! >= 0 && ny! >= 0 && nx! < width && ny! < height && !after.excludes(nx!, ny!));
      const survivors: string[] = [];
      const violations: string[] = [];
      const spurCells: string[] = [];
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (after.excludes(x, y)) continue;
          if (includedNeighbours(x, y).length === 1) spurCells.push(`(${x}, ${y})`);
          if (popcount(after.bits(x, y)) !== 1) continue;
          survivors.push(`(${x}, ${y})`);
          if (includedNeighbours(x, y).some(([, , bit]) => (after.bits(x, y) & bit!) === 0)) violations.push(`(${x}, ${y})`);
        }
      }
      // Braiding had dead ends to remove, none survives next to a wall it could have opened, and the survivors are
      // exactly the spur cells (so every dead end that could go went).
      expect(deadEnds(masked)).toBeGreaterThan(expectedSurvivors);
      expect(violations).toEqual([]);
      expect(survivors).toEqual(spurCells);
      expect(survivors).toHaveLength(expectedSurvivors);
    }
  });

  it("is deterministic for a seed, differs between seeds, and gives the same bytes on both backends (property)", () => {
    expect(braid(maze, 0.5, 9).cells).toEqual(braid(maze, 0.5, 9).cells);
    expect(braid(maze, 0.5, 9).cells).not.toEqual(braid(maze, 0.5, 10).cells);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.nat({ max: 0xffffffff }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (width, height, seed, p) => {
          const before = mazeOf("perfect", width, height, seed);
          expect(braid(before, p, seed).cells).toEqual(braid(before, p, seed, { backend: "reference" }).cells);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("labels the result and keeps the size and the generator's seed", () => {
    const braided = braid(maze, 0.5, "loops");
    expect([braided.width, braided.height, braided.seed]).toEqual([60, 40, 11]);
    expect(braided.algorithm).toMatch(/^backtracker\+braid\(p=0\.5, seed=\d+\)$/);
  });

  it.each([
    [1.5, 1, "braid share p must be a number in [0, 1], got 1.5"],
    [-0.1, 1, "braid share p must be a number in [0, 1], got -0.1"],
    [Number.NaN, 1, "braid share p must be a number in [0, 1], got NaN"],
    ["0.5", 1, 'braid share p must be a number in [0, 1], got "0.5"'],
    [0.5, -1, "braid seed must be an integer in [0, 2^32) or a string, got -1"],
  ])("rejects p = %j, seed = %j", (p, seed, message) => {
    expect(() => braid(maze, p as number, seed)).toThrow(new InvalidArgumentError(message));
  });

  it("works on a 1×N maze (no wall to open at the ends)", () => {
    const thin = generate({ width: 1, height: 9, seed: 1 });
    expect(braid(thin, 1, 1).cells).toEqual(thin.cells);
    expect(createMask(1, 1, () => false).included).toBe(1);
  });
});
