import fc from "fast-check";
import { describe, expect, it } from "vitest";
import "../src/node.js";
import { compareCosts, MOVE_DX, MOVE_DY } from "../src/grid/octile.js";
import { distancesFrom } from "../src/gridmap/distances.js";
import { bucketOf, compareLengths, formatLength, lengthMatches, lengthValue, type OctileLength } from "../src/gridmap/length.js";
import { GridMap } from "../src/gridmap/map.js";
import { readMovingAiMap } from "../src/gridmap/movingai-map.js";
import { makeScenario } from "../src/gridmap/scenarios.js";
import { type GridProblem, gridSolvers, moveNames, prepareGridSolve, solveGridPath, solveGridProblems } from "../src/gridmap/solve.js";
import { refused } from "./support/refused.js";

/** An independent oracle: Dijkstra by exhaustive relaxation (Bellman-Ford style) over the octile moves without corner cutting. */
function oracle(map: GridMap, problem: GridProblem, diagonals: boolean): OctileLength | null {
  const { width, height } = map;
  const best: (OctileLength | null)[] = new Array(width * height).fill(null);
  const cls = map.classAt(problem.startX, problem.startY);
  const same = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && map.classAt(x, y) === cls;
  best[problem.startY * width + problem.startX] = { straight: 0, diagonal: 0 };
  for (let changed = true; changed; ) {
    changed = false;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const here = best[y * width + x];
        if (!here) continue;
        for (let d = 0; d < 8; d += diagonals ? 1 : 2) {
          const nx = x + MOVE_DX[d]!;
          const ny = y + MOVE_DY[d]!;
          if (!same(nx, ny)) continue;
          if (d & 1 && !(same(nx, y) && same(x, ny))) continue;
          const next = { straight: here.straight + 1 - (d & 1), diagonal: here.diagonal + (d & 1) };
          const old = best[ny * width + nx];
          if (!old || compareLengths(next, old) < 0) {
            best[ny * width + nx] = next;
            changed = true;
          }
        }
      }
    }
  }
  return best[problem.goalY * width + problem.goalX] ?? null;
}

/** Random maps of . @ W with passable endpoints. */
const mapWithProblem = fc
  .record({
    width: fc.integer({ min: 1, max: 14 }),
    height: fc.integer({ min: 1, max: 14 }),
    seed: fc.integer(),
    density: fc.integer({ min: 0, max: 45 }),
    water: fc.boolean(),
  })
  .chain(({ width, height, density, water }) =>
    fc
      .record({
        terrain: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: width * height, maxLength: width * height }),
        startX: fc.integer({ min: 0, max: width - 1 }),
        startY: fc.integer({ min: 0, max: height - 1 }),
        goalX: fc.integer({ min: 0, max: width - 1 }),
        goalY: fc.integer({ min: 0, max: height - 1 }),
      })
      .map(({ terrain, ...problem }) => {
        const codes = Uint8Array.from(terrain, (draw) => (draw < density ? 0x40 : water && draw > 90 ? 0x57 : 0x2e));
        for (const [x, y] of [
          [problem.startX, problem.startY],
          [problem.goalX, problem.goalY],
        ] as const)
          codes[y * width + x] = 0x2e;
        return { map: new GridMap(width, height, codes), problem };
      }),
  );

/** Walks the moves from the start: every step legal, ending on the goal, with the length's counts. */
function walk(map: GridMap, problem: GridProblem, moves: Uint8Array): OctileLength {
  let [x, y] = [problem.startX, problem.startY];
  const cls = map.classAt(x, y);
  let diagonal = 0;
  for (const move of moves) {
    const [nx, ny] = [x + MOVE_DX[move]!, y + MOVE_DY[move]!];
    expect(map.classAt(nx, ny)).toBe(cls);
    if (move & 1) {
      expect(map.classAt(nx, y)).toBe(cls);
      expect(map.classAt(x, ny)).toBe(cls);
      diagonal++;
    }
    [x, y] = [nx, ny];
  }
  expect([x, y]).toEqual([problem.goalX, problem.goalY]);
  return { straight: moves.length - diagonal, diagonal };
}

describe("grid-map solvers", () => {
  it("compareCosts orders s + d·√2 exactly", () => {
    expect(compareCosts(3, 0, 1, 1)).toBe(1);
    expect(compareCosts(1, 1, 3, 0)).toBe(-1);
    expect(compareCosts(7, 5, 7, 5)).toBe(0);
    // 99·√2 = 140.007…: 140 straight is shorter by 0.007.
    expect(compareCosts(140, 0, 0, 99)).toBe(-1);
    // 2^25·√2 = 47453132.81…
    expect(compareCosts(0, 2 ** 25, 47453132, 0)).toBe(1);
    expect(compareCosts(0, 2 ** 25, 47453133, 0)).toBe(-1);
  });

  describe.each(gridSolvers)("$name", (solver) => {
    it("finds the optimal length and a legal path of it, the same bytes on both backends", () => {
      fc.assert(
        fc.property(mapWithProblem, ({ map, problem }) => {
          const expected = oracle(map, problem, solver.name !== "bfs4");
          const wasm = solveGridPath(map, problem, { solver: solver.name, backend: "wasm" });
          const reference = solveGridPath(map, problem, { solver: solver.name, backend: "reference" });
          expect(wasm).toEqual(reference);
          expect(wasm.length).toEqual(expected);
          if (expected) expect(walk(map, problem, wasm.moves)).toEqual(expected);
          else expect(wasm.moves.length).toBe(0);
        }),
        { numRuns: 300 },
      );
    });
  });

  it("batches give each problem's length as single calls do", () => {
    fc.assert(
      fc.property(fc.array(mapWithProblem, { minLength: 1, maxLength: 1 }), fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), (maps, draws) => {
        const { map } = maps[0]!;
        const open: GridProblem[] = [];
        for (let i = 0; i + 1 < draws.length; i += 2) {
          const a = draws[i]! % (map.width * map.height);
          const b = draws[i + 1]! % (map.width * map.height);
          const [ax, ay, bx, by] = [a % map.width, Math.floor(a / map.width), b % map.width, Math.floor(b / map.width)];
          if (map.classAt(ax, ay) && map.classAt(bx, by)) open.push({ startX: ax, startY: ay, goalX: bx, goalY: by });
        }
        for (const solver of gridSolvers) {
          const batch = solveGridProblems(map, open, { solver: solver.name });
          expect(batch).toEqual(open.map((problem) => solveGridProblems(map, [problem], { solver: solver.name, backend: "reference" })[0]));
        }
      }),
      { numRuns: 100 },
    );
  });
});

const NOT_A_MAP = "must be a GridMap (from readMovingAiMap, mazeToGridMap or new GridMap), got";

describe("grid-map solving refuses bad arguments at the door", () => {
  const map = readMovingAiMap("type octile\nheight 3\nwidth 5\nmap\n.....\n..@..\n.....\n");

  it("distancesFrom: a start off the map, not an integer or on blocked terrain is refused before the search (it looped forever)", () => {
    refused(() => distancesFrom(map, 5, 0), "distancesFrom's startX must be an integer from 0 to 4, got 5");
    refused(() => distancesFrom(map, -1, 0), "distancesFrom's startX must be an integer from 0 to 4, got -1");
    refused(() => distancesFrom(map, Number.NaN, 0), "distancesFrom's startX must be an integer from 0 to 4, got NaN");
    refused(() => distancesFrom(map, 0.5, 0), "distancesFrom's startX must be an integer from 0 to 4, got 0.5");
    refused(() => (distancesFrom as (map: GridMap) => unknown)(map), "distancesFrom's startX must be an integer from 0 to 4, got undefined");
    refused(() => distancesFrom(map, 0, 3), "distancesFrom's startY must be an integer from 0 to 2, got 3");
    refused(() => distancesFrom(map, 2, 1), 'distancesFrom\'s start (2, 1) must be on passable terrain (. G S W), got "@"');
    refused(() => distancesFrom(null as never, 0, 0), `distancesFrom's map ${NOT_A_MAP} null`);
    const { straight, diagonal } = distancesFrom(map, 0, 0);
    expect([straight[14], diagonal[14]]).toEqual([4, 1]);
  });

  it("solveGridPath, solveGridProblems and prepareGridSolve take a GridMap, problems as objects and options as an object", () => {
    refused(
      () => (solveGridPath as (map: GridMap) => unknown)(map),
      "solveGridPath's problem must be an object { startX, startY, goalX, goalY }, got undefined",
    );
    refused(
      () => solveGridPath({ width: 5, height: 3 } as never, { startX: 0, startY: 0, goalX: 4, goalY: 2 }),
      `solveGridPath's map ${NOT_A_MAP} an object (Object)`,
    );
    refused(() => solveGridPath(map, { startX: 0, startY: 0, goalX: 4, goalY: 2 }, null as never), "solveGridPath's options must be an object, got null");
    refused(() => solveGridProblems(map, "N" as never), 'solveGridProblems\'s problems must be an array of problems, got "N"');
    refused(() => solveGridProblems(map, [null as never]), "problem 0 must be an object { startX, startY, goalX, goalY }, got null");
    // A hole is a missing problem, not one skipped.
    refused(() => solveGridProblems(map, new Array(2) as never), "problem 0 must be an object { startX, startY, goalX, goalY }, got undefined");
    refused(
      () => solveGridProblems(map, { length: 2 ** 32 - 1 } as never),
      "solveGridProblems's problems must be an array of problems, got an object (Object)",
    );
    refused(() => (prepareGridSolve as (map: GridMap) => unknown)(map), "prepareGridSolve's problems must be an array of problems, got undefined");
    refused(() => prepareGridSolve(map, [], 5 as never), "prepareGridSolve's options must be an object, got 5");
  });

  it("moveNames takes move codes 0 to 7", () => {
    expect(moveNames(Uint8Array.of(0, 3, 7))).toEqual(["N", "SE", "NW"]);
    refused(() => moveNames(null as never), "moveNames's moves must be a Uint8Array, got null");
    refused(() => moveNames(new Proxy(Uint8Array.of(1), {})), "moveNames's moves must be a Uint8Array, got an object (Object)");
    refused(() => moveNames(Uint8Array.of(1, 8)), "moveNames's moves[1] must be a move code from 0 to 7, got 8");
  });

  it("the length helpers take { straight, diagonal } move counts", () => {
    const length = { straight: 3, diagonal: 1 };
    refused(() => formatLength(null as never), "formatLength's length must be an octile length { straight, diagonal }, got null");
    refused(() => formatLength(length, 101), "formatLength's decimals must be an integer from 0 to 100, got 101");
    refused(() => lengthValue({ straight: 1 } as never), "lengthValue's length.diagonal must be an integer from 0 to 67108863, got undefined");
    refused(() => compareLengths(length, null as never), "compareLengths's b must be an octile length { straight, diagonal }, got null");
    refused(() => bucketOf({ straight: 0, diagonal: 2 ** 26 }), "bucketOf's length.diagonal must be an integer from 0 to 67108863, got 67108864");
    refused(
      () => lengthMatches(length, null as never),
      'lengthMatches\'s printed must be a non-negative decimal number as a scenario prints it ("12.34"), got null',
    );
    refused(() => lengthMatches(length, ""), 'lengthMatches\'s printed must be a non-negative decimal number as a scenario prints it ("12.34"), got ""');
    expect([formatLength(length), bucketOf(length), lengthMatches(length, "4.41421356")]).toEqual(["4.41421356", 1, true]);
  });

  it("makeScenario takes a GridMap and options as an object", () => {
    refused(() => makeScenario(null as never), `makeScenario's map ${NOT_A_MAP} null`);
    refused(() => makeScenario(map, [] as never), "makeScenario's options must be an object, got an array of 0");
    expect(makeScenario(map, { perBucket: 1 }).length).toBeGreaterThan(0);
  });
});
