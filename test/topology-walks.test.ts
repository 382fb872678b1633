// The core's walks on the shape table (assembly/topology/shaped-walk.ts: backtracker, growing tree, hunt-and-kill)
// copy the deltas of more than 8192 u16 shapes to i16 rows, and keep the i32 rows when a delta does not fit in an
// i16: both ways must give the reference's bytes. Weave laid out by cell (not by its grid positions) has that many.
// Smaller tables, u8 shapes and both ways of reading the open slots (upsilon's alternating counts, the others' one
// kind of cell) run in topology-generators.test.ts.

import { describe, expect, it } from "vitest";
import { encodeTopologyOptions, findTopologyGenerator } from "../src/algorithms/topology.js";
import { topology } from "../src/topology/index.js";
import { shapeTableOf } from "../src/topology/shapes.js";
import { reference, wasm } from "./support/backends.js";
import { byCell, perfectOnTopology } from "./support/topology.js";

const runs = [
  { name: "backtracker", policy: undefined },
  { name: "hunt-and-kill", policy: undefined },
  { name: "growing-tree", policy: "newest" },
  { name: "growing-tree", policy: "random" },
  { name: "growing-tree", policy: "newest:3,oldest:1,random:1" },
] as const;

describe("the walks on large u16 shape tables", () => {
  it.each([
    { width: 500, height: 500, fitsI16: true },
    { width: 33000, height: 3, fitsI16: false },
  ])("weave $width×$height: more than 8192 shapes, agrees with the reference and is perfect", ({ width, height, fitsI16 }) => {
    const top = byCell(topology("weave", { width, height, density: 0.3 }));
    const table = shapeTableOf(top)!;
    expect(table.counts.length).toBeGreaterThan(8192);
    expect(table.deltas.every((delta) => delta >= -32768 && delta <= 32767)).toBe(fitsI16);
    for (const { name, policy } of runs) {
      const entry = findTopologyGenerator(name, "weave");
      const options = encodeTopologyOptions(entry, policy ? { policy } : {});
      const fromWasm = wasm.topology.generate(entry, top, 5, options);
      expect(Buffer.from(fromWasm).equals(Buffer.from(reference.topology.generate(entry, top, 5, options))), `${name} ${policy}`).toBe(true);
      expect(perfectOnTopology(top, fromWasm), `${name} ${policy}`).toBe("");
    }
  });
});
