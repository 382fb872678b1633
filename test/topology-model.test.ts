// The topology model's contract (docs/ARCHITECTURE.md, "Topologies"): symmetric neighbours without self-loops or
// repeats, ascending side codes, at most 8 slots, connected; the
// heuristic a lower bound on the true distance; named errors for bad parameters and sizes.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvalidArgumentError, SizeLimitError } from "../src/base/errors.js";
import { checkTopology, type Topology, topology } from "../src/topology/index.js";
import { sized } from "./support/topology.js";

/** BFS distances over the full graph (every slot open). */
function graphDistances(t: Topology, from: number): Int32Array {
  const distance = new Int32Array(t.cellCount).fill(-1);
  const queue = new Int32Array(t.cellCount);
  let head = 0;
  let tail = 0;
  distance[from] = 0;
  queue[tail++] = from;
  while (head < tail) {
    const cell = queue[head++]!;
    for (let e = t.offsets[cell]!; e < t.offsets[cell + 1]!; e++) {
      const next = t.neighbours[e]!;
      if (distance[next] === -1) {
        distance[next] = distance[cell]! + 1;
        queue[tail++] = next;
      }
    }
  }
  return distance;
}

/**
 * The first rule of the contract `t` breaks, "" when it keeps them all. Checked edge by edge and cell by cell with
 * one expect for the whole topology: an expect per edge (some 180 000 over the file) took most of its time.
 */
function contractProblem(t: Topology): string {
  if (t.offsets.length !== t.cellCount + 1) return `offsets.length ${t.offsets.length}, expected cellCount + 1 = ${t.cellCount + 1}`;
  if (t.offsets[t.cellCount] !== t.neighbours.length) return `offsets[cellCount] ${t.offsets[t.cellCount]}, expected neighbours.length ${t.neighbours.length}`;
  let most = 0;
  for (let c = 0; c < t.cellCount; c++) {
    const start = t.offsets[c]!;
    const end = t.offsets[c + 1]!;
    most = Math.max(most, end - start);
    const seen = new Set<number>();
    for (let e = start; e < end; e++) {
      const n = t.neighbours[e]!;
      const at = `cell ${c}, edge ${e} (to ${n})`;
      if (n === c) return `${at}: a self-loop`;
      if (seen.has(n)) return `${at}: the neighbour is listed twice`;
      seen.add(n);
      if (e > start && !(t.sides[e]! > t.sides[e - 1]!)) return `${at}: side ${t.sides[e]} not above the previous side ${t.sides[e - 1]}`;
      if (!(t.sides[e]! < t.sideNames.length)) return `${at}: side ${t.sides[e]} not below sideNames.length ${t.sideNames.length}`;
      // Symmetric: n lists c.
      let back = 0;
      for (let f = t.offsets[n]!; f < t.offsets[n + 1]!; f++) if (t.neighbours[f] === c) back++;
      if (back !== 1) return `${at}: the neighbour lists the cell ${back} times, expected once`;
    }
    const again = t.cellAt(...t.coordinates(c));
    if (again !== c) return `cell ${c}: cellAt(coordinates) is ${again}`;
  }
  if (t.maxSlots !== most) return `maxSlots ${t.maxSlots}, the most neighbours of a cell ${most}`;
  if (most > 8) return `a cell has ${most} neighbours, more than 8`;
  const distance = graphDistances(t, 0);
  const unreached = distance.indexOf(-1);
  if (unreached >= 0) return `cell ${unreached} is not connected to cell 0`;
  // The heuristic never overestimates (from a few sources).
  for (const source of [0, t.cellCount >> 1, t.cellCount - 1]) {
    const exact = graphDistances(t, source);
    for (let c = 0; c < t.cellCount; c++) {
      if (!(t.lowerBound(source, c) <= exact[c]!)) return `lowerBound(${source}, ${c}) ${t.lowerBound(source, c)} is above the distance ${exact[c]}`;
    }
  }
  return "";
}

function checkContract(t: Topology): void {
  expect(contractProblem(t), `${t.name} ${JSON.stringify(t.parameters)}`).toBe("");
}

const cases: [string, Record<string, unknown>][] = [
  ["hex", { width: 7, height: 5 }],
  ["hex", { width: 1, height: 1 }],
  ["triangle", { width: 9, height: 4 }],
  ["polar", { rings: 6 }],
  ["polar", { rings: 5, centre: 3, subdivision: "double" }],
  ["polar", { rings: 4, centre: 8, subdivision: "none" }],
  ["polar", { rings: 1 }],
  ["upsilon", { width: 6, height: 5 }],
  ["3d", { width: 4, height: 3, levels: 3 }],
  ["weave", { width: 9, height: 7, density: 1 }],
  ["weave", { width: 2, height: 2 }],
  ["wrap", { width: 5, height: 4, wrap: "both" }],
  ["wrap", { width: 3, height: 1, wrap: "x" }],
  ["wrap", { width: 2, height: 6, wrap: "y" }],
];

describe("topology model", () => {
  it.each(cases)("%s %j keeps the contract", (name, parameters) => {
    const t = topology(name, parameters);
    checkTopology(t);
    checkContract(t);
  });

  it("keeps the contract over sizes (fast-check)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("hex", "triangle", "upsilon", "wrap", "weave"),
        fc.integer({ min: 3, max: 12 }),
        fc.integer({ min: 3, max: 12 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (name, width, height, layoutSeed) => {
          checkContract(topology(name, name === "weave" ? { width, height, density: 1, layoutSeed } : { width, height }));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("keeps the contract at every small size (1..6 on each side)", () => {
    for (const name of ["hex", "triangle", "upsilon", "3d", "weave", "wrap", "polar"]) {
      for (let s = 1; s <= 6; s++) {
        for (let t = 1; t <= 6; t++) {
          checkContract(topology(name, sized(name, s, t)));
        }
      }
    }
    expect(() => topology("triangle", { width: 1, height: 3 })).toThrow(/width must be at least 2 when height is more than 2, got 1×3/);
  });

  it("counts polar rings by Buck's rule", () => {
    const t = topology("polar", { rings: 5 });
    const counts = [0, 1, 2, 3, 4].map((r) => {
      let n = 0;
      while (t.cellAt(r, n) >= 0) n++;
      return n;
    });
    expect(counts).toEqual([1, 6, 12, 24, 24]);
  });

  it("lays weave crossings apart and off the border, as many as the density asks", () => {
    const t = topology("weave", { width: 40, height: 30, density: 1 }) as Topology & { crossings: Int32Array };
    const set = new Set(t.crossings);
    for (const g of t.crossings) {
      const x = g % 40;
      const y = Math.floor(g / 40);
      expect(x >= 1 && x <= 38 && y >= 1 && y <= 28).toBe(true);
      for (const n of [g - 1, g + 1, g - 40, g + 40]) expect(set.has(n)).toBe(false);
    }
    expect(t.cellCount).toBe(1200 - t.crossings.length);
    expect(topology("weave", { width: 40, height: 30, density: 0 }).cellCount).toBe(1200);
  });

  it("refuses bad parameters with named errors that say what is allowed", () => {
    expect(() => topology("trangle", { width: 3, height: 3 })).toThrow(/unknown topology "trangle" \(did you mean "triangle"\?\)/);
    expect(() => topology("hex", { width: 0, height: 3 })).toThrow(new InvalidArgumentError("hex: width must be an integer from 1 to 1073741824, got 0"));
    expect(() => topology("hex", { width: 3 })).toThrow(new InvalidArgumentError("hex: height must be an integer from 1 to 1073741824, got nothing"));
    expect(() => topology("hex", { width: 3, height: 3, widht: 4 })).toThrow(/unknown parameter "widht"; the parameters are width, height/);
    expect(() => topology("polar", { rings: 3, centre: 2 })).toThrow(InvalidArgumentError);
    expect(() => topology("polar", { rings: 3, subdivision: "triple" })).toThrow(/subdivision must be one of "adaptive", "double", "none"/);
    expect(() => topology("wrap", { width: 2, height: 5, wrap: "x" })).toThrow(/a wrapped axis needs at least 3 cells/);
    expect(() => topology("weave", { width: 5, height: 5, density: 1.5 })).toThrow(/density must be a number from 0 to 1/);
    expect(() => checkTopology({ name: "hex" })).toThrow(InvalidArgumentError);
  });

  it("refuses sizes past the budget up front, naming the largest that fits", () => {
    expect(() => topology("hex", { width: 100_000, height: 100_000 })).toThrow(SizeLimitError);
    expect(() => topology("hex", { width: 100_000, height: 100_000 })).toThrow(/the largest that fits is 100000×\d+/);
    expect(() => topology("polar", { rings: 1_000_000 })).toThrow(/the largest that fits is \d+ rings/);
    expect(() => topology("3d", { width: 1000, height: 1000, levels: 1000 })).toThrow(/the largest that fits is 1000×1000×\d+/);
    // Too large an area at its levels keeps the levels; too many levels for any area gives a cube.
    expect(() => topology("3d", { width: 100000, height: 100000, levels: 3 })).toThrow(/the largest that fits is 2675×2675×3$/);
    expect(() => topology("3d", { width: 100000, height: 100000, levels: 2 ** 30 })).toThrow(/the largest that fits is 277×277×277$/);
  });

  it("names a size the builder refuses for its shape as such, and a largest that fits that it builds (triangle, wrap)", () => {
    // These named a largest that fits that was refused in turn (1×35204649, 20000000×1 wrapping y, 2×14510024 wrapping x).
    expect(() => topology("triangle", { width: 1, height: 40_000_000 })).toThrow(
      new InvalidArgumentError("triangle: a grid of width 1 falls apart past 2 rows; width must be at least 2 when height is more than 2, got 1×40000000"),
    );
    expect(() => topology("wrap", { width: 20_000_000, height: 3, wrap: "y" })).toThrow(/the largest that fits is 5387×5387$/);
    expect(() => topology("wrap", { width: 2, height: 2 ** 30, wrap: "x" })).toThrow(
      new InvalidArgumentError("wrap: a wrapped axis needs at least 3 cells, got 2×1073741824 wrapping x"),
    );
    const size = fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 2 ** 30 }));
    fc.assert(
      fc.property(fc.constantFrom("triangle", "wrap-x", "wrap-y", "wrap-both"), size, size, (kind, width, height) => {
        // Small ones to build, or past every budget (35204649 cells at most): none that takes seconds to build.
        fc.pre(width * height <= 4096 || width * height > 40_000_000);
        const [name, wrap] = kind.split("-") as [string, string | undefined];
        const builds = (w: number, h: number): boolean => (name === "triangle" ? !(w === 1 && h > 2) : !((wrap !== "y" && w < 3) || (wrap !== "x" && h < 3)));
        let thrown: unknown;
        try {
          topology(name, { width, height, ...(wrap && { wrap }) });
        } catch (error) {
          thrown = error;
        }
        if (!builds(width, height)) return void expect(thrown).toBeInstanceOf(InvalidArgumentError);
        if (!(thrown instanceof SizeLimitError)) return void expect(thrown).toBeUndefined();
        const [, most, w, h] = /at most (\d+) fit .* the largest that fits is (\d+)×(\d+)$/.exec(thrown.message)!.map(Number);
        expect(builds(w!, h!)).toBe(true);
        expect(w! * h!).toBeLessThanOrEqual(most!);
      }),
      { numRuns: 300 },
    );
  });
});
