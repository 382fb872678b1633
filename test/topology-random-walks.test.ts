// The random walks (aldous-broder, wilson) on topologies: their slot draws are exactly uniform, and the core's step
// tables (assembly/topology/slot-draws.ts) draw the same trees as the reference on every path the walks take.

import { describe, expect, it } from "vitest";
import { encodeTopologyOptions, findTopologyGenerator } from "../src/algorithms/topology.js";
import { slotOfValue } from "../src/reference/topology/slot-draws.js";
import { type Topology, topology } from "../src/topology/index.js";
import { shapeTableOf } from "../src/topology/shapes.js";
import { reference, wasm } from "./support/backends.js";
import { byCell, perfectOnTopology } from "./support/topology.js";

describe("slot draws", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])("a 6-bit value picks each of %i slots equally often and rejects 64 mod d values", (d) => {
    const counts = new Array<number>(d).fill(0);
    let rejected = 0;
    for (let v = 0; v < 64; v++) {
      const slot = slotOfValue(d, v);
      if (slot < 0) rejected++;
      else counts[slot]!++;
    }
    expect(counts).toEqual(new Array<number>(d).fill(Math.floor(64 / d)));
    expect(rejected).toBe(64 % d);
  });
});

// Which path each graph takes in the core: how many shapes, and the share of the commonest 63 (90% or more: the step
// tables, cells of other shapes from the shape table; less: the shape table step by step).
const GRAPHS: [string, () => Topology, string][] = [
  ["hex 23×17", () => topology("hex", { width: 23, height: 17 }), "every shape hot"],
  ["upsilon 19×21", () => topology("upsilon", { width: 19, height: 21 }), "every shape hot"],
  ["3d 7×6×5", () => topology("3d", { width: 7, height: 6, levels: 5 }), "every shape hot"],
  ["weave 30×30", () => topology("weave", { width: 30, height: 30, density: 0.3 }), "every shape hot"],
  ["polar 80 rings", () => topology("polar", { rings: 80 }), "hot shapes and others"],
  ["polar 20 rings", () => topology("polar", { rings: 20 }), "too few hot: shape table"],
  ["weave 30×30 by cell", () => byCell(topology("weave", { width: 30, height: 30, density: 0.3 })), "too few hot: shape table"],
];

function commonShare(t: Topology): { shapes: number; share: number } {
  const table = shapeTableOf(t)!;
  const counts = new Map<number, number>();
  // A hole (a position of no slot: weave's crossings) is no cell.
  for (const s of table.shapes) if (table.counts[s] !== 0) counts.set(s, (counts.get(s) ?? 0) + 1);
  const top = [...counts.values()].sort((a, b) => b - a).slice(0, 63);
  return { shapes: table.counts.length, share: top.reduce((a, b) => a + b, 0) / t.cellCount };
}

describe.each(GRAPHS)("%s (%s)", (_label, make, path) => {
  const t = make();
  const name = t.name;

  it("has the shape mix named", () => {
    const { shapes, share } = commonShare(t);
    if (path === "every shape hot") expect(shapes).toBeLessThanOrEqual(63);
    else if (path === "hot shapes and others") expect([shapes > 63, share >= 0.9 && share < 1]).toEqual([true, true]);
    else expect([shapes > 63, share < 0.9]).toEqual([true, true]);
  });

  it.each(["aldous-broder", "wilson"])("%s: the core draws the reference's perfect mazes", (algorithm) => {
    const entry = findTopologyGenerator(algorithm, name);
    const options = encodeTopologyOptions(entry, {});
    for (let seed = 0; seed < 12; seed++) {
      const links = wasm.topology.generate(entry, t, seed, options);
      expect(perfectOnTopology(t, links)).toBe("");
      expect(Buffer.from(links).equals(Buffer.from(reference.topology.generate(entry, t, seed, options)))).toBe(true);
    }
  });
});
