// The random walks (aldous-broder, wilson) on topologies: their slot draws are exactly uniform, and the core's step
// tables (assembly/topology/slot-draws.ts) draw the same trees as the reference on every path the walks take.

import { describe, expect, it } from "vitest";
import { encodeTopologyOptions, findTopologyGenerator } from "../src/algorithms/topology.js";
import { slotOfValue } from "../src/reference/topology/slot-draws.js";
import { type Topology, type TopologyName, topology } from "../src/topology/index.js";
import { shapeTableOf } from "../src/topology/shapes.js";
import { reference, wasm } from "./support/backends.js";
import { perfectOnTopology } from "./support/topology.js";

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
const GRAPHS: [TopologyName, Record<string, unknown>, string][] = [
  ["hex", { width: 23, height: 17 }, "every shape hot"],
  ["upsilon", { width: 19, height: 21 }, "every shape hot"],
  ["3d", { width: 7, height: 6, levels: 5 }, "every shape hot"],
  ["polar", { rings: 80 }, "hot shapes and others"],
  ["polar", { rings: 20 }, "too few hot: shape table"],
  ["weave", { width: 30, height: 30, density: 0.3 }, "too few hot: shape table"],
];

function commonShare(t: Topology): { shapes: number; share: number } {
  const table = shapeTableOf(t)!;
  const counts = new Map<number, number>();
  for (const s of table.shapes) counts.set(s, (counts.get(s) ?? 0) + 1);
  const top = [...counts.values()].sort((a, b) => b - a).slice(0, 63);
  return { shapes: table.counts.length, share: top.reduce((a, b) => a + b, 0) / t.cellCount };
}

describe.each(GRAPHS)("%s %j (%s)", (name, parameters, path) => {
  const t = topology(name, parameters);

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
