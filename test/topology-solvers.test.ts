// Solvers and analysis on every topology, braided or not: bfs and A* are optimal (their length equals an independent
// BFS's distance), their paths walk open passages, both backends answer the same; distances, the longest path and
// stats match independent counts; braid agrees across backends and removes dead ends; bad input gets named errors.

import "./support/backends.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TOPOLOGY_GENERATOR_NAMES } from "../src/algorithms/topology.js";
import { distancesOn, longestPathOn, statsOn } from "../src/analysis/topology.js";
import { InvalidArgumentError } from "../src/base/errors.js";
import { braidOn, checkTopologyMaze, generateOn, solveOn } from "../src/on-topology.js";
import { TOPOLOGY_NAMES, type Topology, topology } from "../src/topology/index.js";
import { TOPOLOGY_FORMATS, writeTopology } from "../src/topology-formats/index.js";
import { independentDistances, sized } from "./support/topology.js";

function isOpen(t: Topology, links: Uint8Array, a: number, b: number): boolean {
  for (let k = 0; k < t.offsets[a + 1]! - t.offsets[a]!; k++) if (t.neighbours[t.offsets[a]! + k] === b) return ((links[a]! >> k) & 1) === 1;
  return false;
}

const arbitraryMaze = fc
  .record({
    name: fc.constantFrom(...TOPOLOGY_NAMES),
    s: fc.integer({ min: 1, max: 12 }),
    t: fc.integer({ min: 1, max: 12 }),
    algorithm: fc.constantFrom(...TOPOLOGY_GENERATOR_NAMES),
    seed: fc.nat({ max: 0xffffffff }),
    braid: fc.constantFrom(0, 0.5, 1),
  })
  .map(({ name, s, t, algorithm, seed, braid }) => {
    const maze = generateOn(topology(name, sized(name, s, t)), { algorithm, seed });
    return braid === 0 ? maze : braidOn(maze, braid, (seed ^ 1) >>> 0);
  });

describe("solvers on topologies", () => {
  it("bfs and A* are optimal, walk open passages and agree across backends (property)", () => {
    fc.assert(
      fc.property(arbitraryMaze, fc.nat(), fc.nat(), (maze, a, b) => {
        const n = maze.topology.cellCount;
        const from = a % n;
        const to = b % n;
        const expected = independentDistances(maze, from)[to]!;
        for (const solver of ["bfs", "astar"] as const) {
          const wasm = solveOn(maze, { from, to, solver });
          const reference = solveOn(maze, { from, to, solver, backend: "reference" });
          expect(reference).toEqual(wasm);
          expect(wasm.length).toBe(expected);
          expect(wasm.cells.length).toBe(expected + 1);
          expect(wasm.cells[0]).toBe(from);
          expect(wasm.cells[expected!]).toBe(to);
          for (let i = 1; i < wasm.cells.length; i++) expect(isOpen(maze.topology, maze.links, wasm.cells[i - 1]!, wasm.cells[i]!)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("A* visits no more cells than bfs discovers on open 40×40 grids of every topology", () => {
    for (const name of TOPOLOGY_NAMES) {
      const maze = braidOn(generateOn(topology(name, sized(name, 40, 40)), { seed: 5 }), 1, 5);
      const bfs = solveOn(maze);
      const astar = solveOn(maze, { solver: "astar" });
      expect(astar.length, name).toBe(bfs.length);
      expect(astar.visited, name).toBeLessThanOrEqual(bfs.visited);
    }
  });

  it("distances, the longest path and stats match independent counts, on both backends (property)", () => {
    fc.assert(
      fc.property(arbitraryMaze, fc.nat(), (maze, a) => {
        const n = maze.topology.cellCount;
        const from = a % n;
        const expected = independentDistances(maze, from).map((d) => (d < 0 ? 0xffffffff : d));
        expect([...distancesOn(maze, { from })]).toEqual(expected);
        expect([...distancesOn(maze, { from, backend: "reference" })]).toEqual(expected);
        const stats = statsOn(maze);
        expect(statsOn(maze, { backend: "reference" })).toEqual(stats);
        const degrees = [...maze.links].map((bits) => bits.toString(2).replaceAll("0", "").length);
        expect(stats.deadEnds).toBe(degrees.filter((d) => d === 1).length);
        expect(stats.corridors).toBe(degrees.filter((d) => d === 2).length);
        expect(stats.junctions).toBe(degrees.filter((d) => d >= 3).length);
        expect(stats.passages).toBe(degrees.reduce((x, y) => x + y, 0) / 2);
        expect(stats.perfect).toBe(stats.passages === n - 1);
        // A tree's longest path is its diameter: the largest distance between any two cells.
        if (stats.perfect && n <= 150) {
          let diameter = 0;
          for (let c = 0; c < n; c++) diameter = Math.max(diameter, ...independentDistances(maze, c));
          expect(longestPathOn(maze).length).toBe(diameter);
        }
        const longest = longestPathOn(maze);
        expect(independentDistances(maze, longest.from)[longest.to]).toBe(longest.length);
      }),
      { numRuns: 80 },
    );
  });
});

describe("braid on topologies", () => {
  it("agrees across backends, keeps p = 0 unchanged and leaves p = 1 without dead ends that could go (property)", () => {
    fc.assert(
      fc.property(arbitraryMaze, fc.nat({ max: 0xffffffff }), (maze, seed) => {
        expect(braidOn(maze, 0, seed).links).toEqual(maze.links);
        const braided = braidOn(maze, 1, seed);
        expect(braidOn(maze, 1, seed, { backend: "reference" }).links).toEqual(braided.links);
        const t = maze.topology;
        for (let c = 0; c < t.cellCount; c++) {
          const degree = braided.links[c]!.toString(2).replaceAll("0", "").length;
          if (degree === 1) expect(t.offsets[c + 1]! - t.offsets[c]!).toBe(1);
        }
        const half = braidOn(maze, 0.5, seed);
        expect(braidOn(maze, 0.5, seed, { backend: "reference" }).links).toEqual(half.links);
      }),
      { numRuns: 80 },
    );
  });
});

describe("progress", () => {
  it("reports every 2^20 cells and at the end on both backends, and a call back in from the hook is refused (BusyError)", () => {
    const t = topology("hex", { width: 1100, height: 1000 });
    for (const backend of ["wasm", "reference"]) {
      const heard: number[][] = [];
      generateOn(t, { algorithm: "hunt-and-kill", seed: 3, backend, onProgress: (done, total) => heard.push([done, total]) });
      expect(heard).toEqual([
        [2 ** 20, 1_100_000],
        [1_100_000, 1_100_000],
      ]);
      expect(() =>
        generateOn(t, {
          algorithm: "hunt-and-kill",
          backend,
          onProgress: () => generateOn(topology("hex", { width: 2, height: 2 }), { backend }),
        }),
      ).toThrow(/is running a generation/);
    }
  });
});

describe("named errors", () => {
  const maze = generateOn(topology("hex", { width: 4, height: 3 }), { seed: 1 });

  it("refuses cells out of range, unknown solvers and changed mazes", () => {
    expect(() => solveOn(maze, { to: 12 })).toThrow(/to must be a cell index from 0 to 11, got 12/);
    expect(() => solveOn(maze, { from: -1 })).toThrow(/from must be a cell index from 0 to 11, got -1/);
    expect(() => solveOn(maze, { solver: "dfs" as "bfs" })).toThrow(/solver on a topology must be "bfs" or "astar"/);
    const oneSided = { ...maze, links: maze.links.slice() };
    oneSided.links[0] = oneSided.links[0]! ^ 1;
    expect(() => solveOn(oneSided)).toThrow(/open on one side only|opens a slot past/);
    const pastSlots = { ...maze, links: maze.links.slice() };
    pastSlots.links[0] = 0x80;
    expect(() => statsOn(pastSlots)).toThrow(/maze.links\[0\] = 128 opens a slot past the cell.s \d slots/);
    expect(() => solveOn({ ...maze, links: new Uint8Array(3) })).toThrow(/maze.links must be a Uint8Array of 12 bytes/);
    expect(() => braidOn(maze, 2, 1)).toThrow(/braid share p must be a number in \[0, 1\], got 2/);
  });

  it("refuses links whose buffer was detached (transferred) by name, in every call and writer, not with a raw TypeError", async () => {
    const links = maze.links.slice();
    structuredClone(links.buffer, { transfer: [links.buffer] });
    const detached = { ...maze, links };
    const refusal = new InvalidArgumentError(
      "maze.links must be a Uint8Array of 12 bytes (one per cell), got a Uint8Array of 0 bytes (empty, or its buffer was detached)",
    );
    for (const backend of ["wasm", "reference"]) {
      expect(() => solveOn(detached, { backend })).toThrow(refusal);
      expect(() => distancesOn(detached, { backend })).toThrow(refusal);
      expect(() => braidOn(detached, 0.5, 1, { backend })).toThrow(refusal);
      expect(() => statsOn(detached, { backend })).toThrow(refusal);
    }
    expect(() => longestPathOn(detached)).toThrow(refusal);
    expect(() => checkTopologyMaze(detached)).toThrow(refusal);
    for (const format of TOPOLOGY_FORMATS.filter((name) => name !== "ascii")) {
      await expect(async () => {
        for await (const _chunk of writeTopology(format, detached));
      }, format).rejects.toThrow(refusal);
    }
    expect(solveOn(maze).length).toBe(solveOn(maze, { backend: "reference" }).length);
  });

  it("refuses a topology whose table was changed after it was built, and hand-made ones", () => {
    const t = topology("hex", { width: 4, height: 3 });
    (t.neighbours as Int32Array)[0] = 5;
    expect(() => generateOn(t)).toThrow(/its neighbour table was changed after it was built/);
    expect(() => generateOn({ ...maze.topology })).toThrow(/must be a topology made by topology\(name, parameters\)/);
    expect(() => generateOn(maze.topology, { algorithm: "binary-tree" })).toThrow(/binary-tree runs on the square grid only, not on topology hex/);
  });

  it("notices one changed word anywhere in a topology's tables (the hash's 8 lanes and their tails), and its restoring", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TOPOLOGY_NAMES),
        fc.constantFrom("offsets", "neighbours", "sides"),
        fc.nat(),
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
        (name, table, at, value) => {
          const t = topology(name, sized(name, 5, 4));
          const words = t[table];
          const i = at % words.length;
          const old = words[i]!;
          // sides is a Uint8Array: it keeps the value's low byte, which may be the old one.
          fc.pre((words instanceof Uint8Array ? value & 0xff : value) !== old);
          words[i] = value;
          expect(() => solveOn({ topology: t, links: new Uint8Array(t.cellCount), algorithm: "none", seed: 0 })).toThrow(
            /its neighbour table was changed after it was built/,
          );
          words[i] = old;
          expect(generateOn(t, { seed: 1 }).links.length).toBe(t.cellCount);
        },
      ),
      { numRuns: 60 },
    );
  });
});
