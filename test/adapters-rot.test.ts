// DaedalusMaze has rot.js's map interface: the same maze as generate(), tiles as rot.js's own mazes lay them
// out, and rot.js's consumers (A* paths, precise shadowcasting) work on it.

import * as ROT from "rot-js";
import { describe, expect, it } from "vitest";
import { type DaedalusError, DaedalusMaze, generate, type Maze, SizeLimitError } from "../src/node.js";
import { bfsDistances } from "./support/bfs.js";
import { byteDifference } from "./support/bytes.js";
import { namedErrorOf } from "./support/refused.js";

/** rot.js's tiles (x outer, y inner): the callback's calls as [x, y, value]. */
function calls(map: { create(callback: (x: number, y: number, value: number) => unknown): unknown }): [number, number, number][] {
  const out: [number, number, number][] = [];
  map.create((x, y, value) => out.push([x, y, value]));
  return out;
}

/** The tiles of a maze written from the grid contract alone: cell (x, y) at (2x+1, 2y+1), floor where a passage is open. */
function expectedTile(maze: Maze, x: number, y: number): number {
  const stride = maze.width + 2;
  const bits = (cx: number, cy: number) => maze.cells[(cy + 1) * stride + cx + 1]!;
  if (x < 1 || y < 1 || x > 2 * maze.width || y > 2 * maze.height) return 1;
  if (x % 2 === 1 && y % 2 === 1) return bits((x - 1) / 2, (y - 1) / 2) === 0x10 ? 1 : 0;
  if (x % 2 === 0 && y % 2 === 1) return bits(x / 2 - 1, (y - 1) / 2) & 2 ? 0 : 1;
  if (x % 2 === 1 && y % 2 === 0) return bits((x - 1) / 2, y / 2 - 1) & 4 ? 0 : 1;
  return 1;
}

const sizes: [number, number][] = [
  [3, 3],
  [4, 4],
  [7, 5],
  [8, 6],
  [21, 11],
  [22, 12],
  [80, 25],
];

describe("DaedalusMaze (rot.js's map interface)", () => {
  it.each(sizes)("a %i×%i tile map holds the daedalus maze of floor((W−1)/2)×floor((H−1)/2) cells, byte for byte, on both backends", (width, height) => {
    for (const backend of ["wasm", "reference"]) {
      for (const algorithm of ["backtracker", "kruskal", "eller"]) {
        const rot = new DaedalusMaze(width, height, { algorithm, seed: 42, backend });
        const maze = generate({ algorithm, backend, width: Math.floor((width - 1) / 2), height: Math.floor((height - 1) / 2), seed: 42 });
        expect(byteDifference(rot.maze.cells, maze.cells), `${algorithm} ${backend}`).toBeUndefined();
        const tiles = calls(rot);
        expect(tiles.length).toBe(width * height);
        for (const [x, y, value] of tiles) {
          if (value !== expectedTile(maze, x, y)) expect([x, y, value]).toEqual([x, y, expectedTile(maze, x, y)]);
        }
      }
    }
  });

  it("passes generator options through, as generate() takes them", () => {
    const rot = new DaedalusMaze(41, 21, { algorithm: "growing-tree", seed: "abc", options: { policy: "newest" } });
    const maze = generate({ algorithm: "growing-tree", width: 20, height: 10, seed: "abc", options: { policy: "newest" } });
    expect(byteDifference(rot.maze.cells, maze.cells)).toBeUndefined();
  });

  it.each(sizes)("at %i×%i tiles, calls back in ROT.Map.EllerMaze's and IceyMaze's order, with the same cells, walls and unused even edge", (width, height) => {
    const ours = calls(new DaedalusMaze(width, height, { seed: 1 }));
    const theirs = [calls(new ROT.Map.EllerMaze(width, height)), calls(new ROT.Map.IceyMaze(width, height))];
    const cellsWide = Math.floor((width - 1) / 2);
    const cellsHigh = Math.floor((height - 1) / 2);
    for (const other of theirs) {
      expect(other.map(([x, y]) => [x, y])).toEqual(ours.map(([x, y]) => [x, y]));
      for (const [i, [x, y, value]] of ours.entries()) {
        const cell = x % 2 === 1 && y % 2 === 1 && x <= 2 * cellsWide - 1 && y <= 2 * cellsHigh - 1;
        const outside = x === 0 || y === 0 || x >= 2 * cellsWide || y >= 2 * cellsHigh || (x % 2 === 0 && y % 2 === 0);
        if (cell) expect([x, y, value, other[i]![2]]).toEqual([x, y, 0, 0]);
        if (outside) expect([x, y, value, other[i]![2]]).toEqual([x, y, 1, 1]);
      }
    }
  });

  it("defaults to rot.js's 80×25 tiles and returns itself from create()", () => {
    const rot = new DaedalusMaze(undefined, undefined, { seed: 3 });
    expect([rot.maze.width, rot.maze.height]).toEqual([39, 12]);
    expect(rot.create()).toBe(rot);
    expect(rot.create(() => undefined)).toBe(rot);
  });

  it("ROT.Path.AStar walks it corner to corner in 2·(the BFS path length)+1 tiles", () => {
    for (const [seed, algorithm] of [
      [1, "backtracker"],
      [2, "prim"],
      [3, "wilson"],
      [4, "binary-tree"],
    ] as const) {
      const rot = new DaedalusMaze(41, 31, { algorithm, seed });
      const floor = new Set<string>();
      rot.create((x, y, value) => {
        if (value === 0) floor.add(`${x},${y}`);
      });
      const { width, height, cells } = rot.maze;
      const steps = bfsDistances(width, height, cells, [0, 0])[width * height - 1]!;
      const path: [number, number][] = [];
      new ROT.Path.AStar(2 * width - 1, 2 * height - 1, (x, y) => floor.has(`${x},${y}`), { topology: 4 }).compute(1, 1, (x, y) => path.push([x, y]));
      expect(path.length, algorithm).toBe(2 * steps + 1);
      expect(path[0]).toEqual([1, 1]);
      expect(path.at(-1)).toEqual([2 * width - 1, 2 * height - 1]);
    }
  });

  it("ROT.FOV.PreciseShadowcasting sees down every straight corridor to its end wall, and only through floors", () => {
    const rot = new DaedalusMaze(31, 21, { algorithm: "recursive-division", seed: 9 });
    const floor = new Set<string>();
    rot.create((x, y, value) => {
      if (value === 0) floor.add(`${x},${y}`);
    });
    for (const [ox, oy] of [
      [1, 1],
      [15, 9],
      [29, 19],
    ] as const) {
      const seen = new Set<string>();
      new ROT.FOV.PreciseShadowcasting((x, y) => floor.has(`${x},${y}`)).compute(ox, oy, 60, (x, y) => seen.add(`${x},${y}`));
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        let [x, y] = [ox + dx, oy + dy];
        while (floor.has(`${x},${y}`)) {
          expect(seen.has(`${x},${y}`), `${x},${y} from ${ox},${oy}`).toBe(true);
          [x, y] = [x + dx, y + dy];
        }
        expect(seen.has(`${x},${y}`), `end wall ${x},${y} from ${ox},${oy}`).toBe(true);
      }
      // Light passes floors only: every tile seen but the eye touches a floor tile that is seen.
      for (const key of seen) {
        const [x, y] = key.split(",").map(Number) as [number, number];
        const touches = [-1, 0, 1].some((dx) =>
          [-1, 0, 1].some((dy) => (dx !== 0 || dy !== 0) && seen.has(`${x + dx},${y + dy}`) && floor.has(`${x + dx},${y + dy}`)),
        );
        expect(touches || (x === ox && y === oy), `${key} from ${ox},${oy}`).toBe(true);
      }
      expect(seen.size).toBeLessThan(31 * 21);
    }
  });

  describe("bad input gets generate()'s error, told which tile size it came from", () => {
    it.each([
      [2, 9, {}, { width: 0, height: 4 }],
      [-5, 9, {}, { width: -3, height: 4 }],
      [10.5, 9, {}, { width: 10.5, height: 4 }],
      [9, Number.NaN, {}, { width: 4, height: Number.NaN }],
      [9, 9, { seed: -1 }, { width: 4, height: 4, seed: -1 }],
      [9, 9, { seed: "" }, { width: 4, height: 4, seed: "" }],
      [9, 9, { algorithm: "backtrackr" }, { width: 4, height: 4, algorithm: "backtrackr" }],
      [9, 9, { backend: "wasn" }, { width: 4, height: 4, backend: "wasn" }],
      [9, 9, { options: { bias: "ne" } }, { width: 4, height: 4, options: { bias: "ne" } }],
      [9, 9, { algorithm: "growing-tree", options: { policy: "x" } }, { width: 4, height: 4, algorithm: "growing-tree", options: { policy: "x" } }],
      [50001, 50001, { algorithm: "kruskal" }, { width: 25000, height: 25000, algorithm: "kruskal" }],
    ] as const)("%s×%s tiles, %j", (width, height, options, request) => {
      const expected = namedErrorOf(() => generate({ seed: 1, ...request } as never));
      const actual = namedErrorOf(() => new DaedalusMaze(width, height, { seed: 1, ...options } as never));
      expect(actual.constructor).toBe(expected.constructor);
      expect((actual as DaedalusError).code).toBe((expected as DaedalusError).code);
      expect(actual.message).toBe(`rot.js map of ${width}×${height} tiles (${request.width}×${request.height} cells): ${expected.message}`);
    });
  });
});

describe("DaedalusMaze's size in tiles", () => {
  it("refuses, before generating, more tiles than create() can hold in one typed array (it generated, then threw a raw RangeError)", () => {
    // 65537×65537 tiles are 32768×32768 cells, which generate() makes: create() then failed allocating the tiles.
    for (const [width, height] of [
      [65537, 65537],
      [140001, 140001],
      [2 ** 32 + 1, 1],
    ]) {
      const started = performance.now();
      const error = namedErrorOf(() => new DaedalusMaze(width, height));
      expect(error).toBeInstanceOf(SizeLimitError);
      expect(error.message).toBe(
        `rot.js map of ${width}×${height} tiles: ${width! * height!} tiles, more than the 4294967296 one typed array holds; the largest square map that fits is 65536×65536 tiles`,
      );
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});
