// Wilson and Aldous-Broder sample spanning trees uniformly on every topology; backtracker does not.
// On a small graph of each topology with T spanning trees (Kirchhoff's matrix-tree theorem: the determinant of the
// Laplacian without one row and column, exact with Bareiss over BigInt), one maze per seed 0..n−1 is counted per
// distinct links and χ² = Σ (observed − n/T)² / (n/T) over all T trees (unseen ones with 0) is compared with the upper
// α = 0.001 quantile of χ² with T − 1 degrees of freedom (Wilson–Hilferty, as test/generators-uniform.test.ts).
// Seeds are fixed, so the outcome is reproducible; n = 12·T gives 12 mazes expected per tree.

import { describe, expect, it } from "vitest";
import { findTopologyGenerator } from "../src/algorithms/topology.js";
import { type Topology, topology } from "../src/topology/index.js";
import { reference, wasm } from "./support/backends.js";
import { perfectOnTopology } from "./support/topology.js";

const Z_UPPER = 3.090232306167813;

function chiSquareCritical(k: number): number {
  const spread = 2 / (9 * k);
  return k * (1 - spread + Z_UPPER * Math.sqrt(spread)) ** 3;
}

/** Spanning trees of the topology's graph (Kirchhoff), exact. */
function spanningTrees(t: Topology): bigint {
  const n = t.cellCount;
  const m: bigint[][] = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
  for (let c = 0; c < n; c++) {
    for (let e = t.offsets[c]!; e < t.offsets[c + 1]!; e++) {
      m[c]![c]! += 1n;
      m[c]![t.neighbours[e]!]! -= 1n;
    }
  }
  const a = m.slice(1).map((row) => row.slice(1));
  const size = a.length;
  if (size === 0) return 1n;
  let sign = 1n;
  let previous = 1n;
  for (let k = 0; k < size - 1; k++) {
    if (a[k]![k] === 0n) {
      const swap = a.findIndex((row, i) => i > k && row[k] !== 0n);
      if (swap < 0) return 0n;
      [a[k], a[swap]] = [a[swap]!, a[k]!];
      sign = -sign;
    }
    for (let i = k + 1; i < size; i++) {
      for (let j = k + 1; j < size; j++) a[i]![j] = (a[i]![j]! * a[k]![k]! - a[i]![k]! * a[k]![j]!) / previous;
    }
    previous = a[k]![k]!;
  }
  return sign * a[size - 1]![size - 1]!;
}

// A small graph of each topology, with its spanning-tree count pinned (so a change to a builder shows here first).
const GRAPHS: [string, Record<string, unknown>, number][] = [
  // A strip of 4 triangles: Fibonacci F(10).
  ["hex", { width: 3, height: 2 }, 55],
  // Two 6-cycles sharing a rung (paths of 1, 5 and 5 edges between two cells): 5 + 25 + 5.
  ["triangle", { width: 5, height: 2 }, 35],
  ["polar", { rings: 2, centre: 3 }, 1815],
  ["upsilon", { width: 3, height: 3 }, 2205],
  // The cube graph Q3.
  ["3d", { width: 2, height: 2, levels: 2 }, 384],
  // One crossing in the middle: a ring of 8 cells with the bridge (W–E) and the tunnel (N–S) as chords; by
  // deletion-contraction 24 (ring and one chord) + 48 (the other chord contracted).
  ["weave", { width: 3, height: 3, density: 1 }, 72],
  // One crossing beside a cell of four slots (its other slots N, E and S), where the walks take 2-bit values
  // (Topology.narrowWalks): 899 by the matrix-tree theorem.
  ["weave", { width: 4, height: 3, density: 1 }, 899],
  ["wrap", { width: 3, height: 2, wrap: "x" }, 75],
  // hex 3×3 with its middle cell left out (keep: every cell but 4): an 8-cycle with two chords from (0, 1), so faces of
  // 3, 3 and 6 edges, the hexagon sharing an edge with each triangle: det [[3, 0, −1], [0, 3, −1], [−1, −1, 6]] = 48.
  ["hex", { width: 3, height: 3, keep: "7wE=" }, 48],
];

function chiSquare(t: Topology, algorithm: string, trees: number, backend = wasm): { statistic: number; critical: number } {
  const entry = findTopologyGenerator(algorithm, t.name);
  const n = 12 * trees;
  const counts = new Map<string, number>();
  for (let seed = 0; seed < n; seed++) {
    const links = backend.topology.generate(entry, t, seed, []);
    const key = Buffer.from(links).toString("latin1");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  expect(counts.size).toBeLessThanOrEqual(trees);
  const expected = n / trees;
  let statistic = (trees - counts.size) * expected;
  for (const observed of counts.values()) statistic += (observed - expected) ** 2 / expected;
  return { statistic, critical: chiSquareCritical(trees - 1) };
}

describe.each(GRAPHS)("%s %j", (name, parameters, pinned) => {
  const t = topology(name, parameters);
  const trees = Number(spanningTrees(t));

  it("has the pinned number of spanning trees", () => {
    expect(trees).toBe(pinned);
  });

  it.each(["wilson", "aldous-broder"])("%s is uniform (χ² at α = 0.001)", (algorithm) => {
    const { statistic, critical } = chiSquare(t, algorithm, trees);
    expect(statistic).toBeLessThan(critical);
  });

  it("backtracker is rejected by the same test", () => {
    const { statistic, critical } = chiSquare(t, "backtracker", trees);
    expect(statistic).toBeGreaterThan(critical);
  });

  it("the samples are perfect and the reference draws the same trees", () => {
    const entry = findTopologyGenerator("wilson", t.name);
    for (let seed = 0; seed < 20; seed++) {
      const links = wasm.topology.generate(entry, t, seed, []);
      expect(perfectOnTopology(t, links)).toBe("");
      expect(Buffer.from(links).equals(Buffer.from(reference.topology.generate(entry, t, seed, [])))).toBe(true);
    }
  });
});
