import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generate, InvalidArgumentError, MAX_PICK_TRIES, type Maze, PICK_STATISTICS, pickMaze, solve, stats } from "../src/node.js";
import { randomMask } from "./support/mazes.js";

/** Each statistic measured independently of pickMaze: through stats() and solve(). */
const measure = {
  solution: (maze: Maze) => solve(maze).length,
  "dead-ends": (maze: Maze) => stats(maze).deadEnds.count,
  turns: (maze: Maze) => stats(maze).turns.count,
} as const;

describe("pickMaze({ by, tries, … })", () => {
  it.each(PICK_STATISTICS)("by %s: keeps the first maximum over seeds S..S+N−1, and the kept maze is generate() with its seed", (by) => {
    // generate() takes the generation's keys alone: a pick's own (tries, by) would be unknown keys to it.
    const request = { algorithm: "kruskal", width: 24, height: 16, seed: 4294967290 } as const;
    const picked = pickMaze({ ...request, tries: 12, by });
    const seeds = Array.from({ length: 12 }, (_, i) => (4294967290 + i) % 2 ** 32);
    const scores = seeds.map((seed) => measure[by](generate({ ...request, seed })));
    const best = Math.max(...scores);
    expect(picked.scores).toEqual(scores);
    expect(picked.score).toBe(best);
    expect(picked.seed).toBe(seeds[scores.indexOf(best)]);
    expect(picked.maze.seed).toBe(picked.seed);
    // A maze's cells are read after other calls (a view into Wasm memory may be detached by them).
    const again = generate({ ...request, seed: picked.seed }).cells.slice();
    expect(picked.maze.cells).toEqual(again);
    // The tries differ (the pick had something to choose from), and the pick is deterministic.
    expect(new Set(scores).size).toBeGreaterThan(1);
    const repeated = pickMaze({ ...request, tries: 12, by }).maze.cells.slice();
    expect(picked.maze.cells).toEqual(repeated);
  });

  it("measures the solution between from and to when given, on both backends alike (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.integer({ min: 2, max: 16 }),
        fc.nat({ max: 0xffffffff }),
        fc.integer({ min: 1, max: 6 }),
        fc.nat(),
        fc.nat(),
        (width, height, seed, tries, a, b) => {
          const from = [a % width, b % height] as [number, number];
          const to = [b % width, a % height] as [number, number];
          const generation = { algorithm: "wilson", width, height, seed } as const;
          const request = { ...generation, tries, by: "solution", from, to } as const;
          const picked = pickMaze(request);
          const scores = Array.from({ length: tries }, (_, i) => solve(generate({ ...generation, seed: (seed + i) % 2 ** 32 }), { from, to }).length);
          expect(picked.scores).toEqual(scores);
          const reference = pickMaze({ ...request, backend: "reference" }).maze.cells;
          expect(picked.maze.cells).toEqual(reference);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("picks inside a mask, and one try is generate() itself", () => {
    const mask = randomMask(20, 12, 3);
    const picked = pickMaze({ mask, seed: 5, by: "dead-ends", tries: 8 });
    const again = generate({ mask, seed: picked.seed }).cells.slice();
    expect(picked.maze.cells).toEqual(again);
    expect(picked.score).toBe(stats(picked.maze).deadEnds.count);
    const one = pickMaze({ width: 9, height: 7, seed: 3, by: "turns", tries: 1 });
    expect([one.seed, one.scores.length]).toEqual([3, 1]);
    const plain = generate({ width: 9, height: 7, seed: 3 }).cells.slice();
    expect(one.maze.cells).toEqual(plain);
  });

  it("reports progress over every try: total = tries·W·H, ending there", () => {
    const seen: [number, number][] = [];
    pickMaze({ width: 10, height: 10, seed: 1, by: "turns", tries: 3, onProgress: (done, total) => seen.push([done, total]) });
    expect(seen.every(([, total]) => total === 300)).toBe(true);
    expect(seen.at(-1)).toEqual([300, 300]);
    expect(seen.map(([done]) => done)).toEqual([...seen.map(([done]) => done)].sort((x, y) => x - y));
  });

  it.each([
    [{ by: "longest", tries: 3 }, 'pick statistic must be one of solution, dead-ends, turns, got "longest"'],
    [{ tries: 3 }, "pick statistic must be one of solution, dead-ends, turns, got undefined"],
    [{ by: "turns", tries: 0 }, `pick tries must be an integer in [1, ${MAX_PICK_TRIES}], got 0`],
    [{ by: "turns", tries: 2.5 }, `pick tries must be an integer in [1, ${MAX_PICK_TRIES}], got 2.5`],
    [{ by: "turns", tries: MAX_PICK_TRIES + 1 }, `pick tries must be an integer in [1, ${MAX_PICK_TRIES}], got ${MAX_PICK_TRIES + 1}`],
    [{ by: "turns" }, `pick tries must be an integer in [1, ${MAX_PICK_TRIES}], got undefined`],
    [{ by: "dead-ends", tries: 2, from: [0, 0] }, "pick by dead-ends takes no from or to: they choose the path a pick by solution measures"],
    [{ by: "turns", tries: 2, seed: -1 }, "seed must be an integer in [0, 2^32) or a string, got -1"],
    [{ by: "turns", tries: 2, onProgress: 5 }, "onProgress must be a function (done, total) => void, got 5"],
    [{ by: "turns", tries: 2, signal: {} }, "signal must be an AbortSignal (an AbortController's signal), got an object (Object)"],
  ])("refuses %j by name, before generating", (options, message) => {
    expect(() => pickMaze({ width: 5, height: 5, ...(options as object) } as never)).toThrow(new InvalidArgumentError(message));
  });

  it("refuses a missing or non-object request, and a from outside the maze", () => {
    expect(() => pickMaze(undefined as never)).toThrow(new InvalidArgumentError("pickMaze needs its options: { by, tries, width, height, … }"));
    expect(() => pickMaze(7 as never)).toThrow(new InvalidArgumentError("pickMaze's options must be an object, got 7"));
    expect(() => pickMaze({ width: 5, height: 5, by: "solution", tries: 2, from: [5, 0] })).toThrow(InvalidArgumentError);
  });
});
