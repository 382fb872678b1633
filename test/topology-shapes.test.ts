// The shape table the Wasm generators read on a lattice (src/topology/shapes.ts) says the same graph as the CSR table;
// polar (and weave with crossings) at ~10^4 cells have too many shapes and keep the CSR, so the generator tests run
// both core layouts (polar at ~10^4 cells on the CSR, the small ones on shapes).

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TOPOLOGY_NAMES, topology } from "../src/topology/index.js";
import { MAX_SHAPES, shapeTableOf } from "../src/topology/shapes.js";
import { sized } from "./support/topology.js";

describe("shape tables", () => {
  it.each(TOPOLOGY_NAMES)("%s: every cell's shape gives its slot count and neighbours (property)", (name) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 14 }), (s, t) => {
        const top = topology(name, sized(name, s, t));
        const table = shapeTableOf(top);
        if (!table) return;
        const deltas = new Int32Array(table.table.buffer, 0, MAX_SHAPES * 8);
        const counts = table.table.subarray(MAX_SHAPES * 32);
        for (let cell = 0; cell < top.cellCount; cell++) {
          const shape = table.shapes[cell]!;
          const start = top.offsets[cell]!;
          expect(counts[shape]).toBe(top.offsets[cell + 1]! - start);
          for (let k = 0; k < counts[shape]!; k++) expect(cell + deltas[shape * 8 + k]!).toBe(top.neighbours[start + k]);
        }
      }),
      { numRuns: 20 },
    );
  });

  it.each([
    ["hex", 12],
    ["triangle", 8],
    ["upsilon", 14],
    ["3d", 18],
    ["wrap", 9],
  ] as const)("%s at ~10^4 cells has %i shapes", (name, count) => {
    const table = shapeTableOf(topology(name, sized(name, 100, name === "3d" ? 25 : 100)));
    expect(table && new Set(table.shapes).size).toBe(count);
  });

  it("polar at ~10^4 cells (as the generator tests size it) and weave with crossings keep the CSR table", () => {
    expect(shapeTableOf(topology("polar", sized("polar", 55, 100)))).toBe(null);
    expect(shapeTableOf(topology("weave", { width: 100, height: 100, density: 0.5 }))).toBe(null);
  });

  it("polar without subdivision is a lattice (every ring of 6 cells)", () => {
    expect(shapeTableOf(topology("polar", { rings: 40, subdivision: "none" }))).not.toBe(null);
  });

  it("is built once per neighbour table", () => {
    const top = topology("hex", { width: 30, height: 20 });
    expect(shapeTableOf(top)).toBe(shapeTableOf(top));
  });
});
