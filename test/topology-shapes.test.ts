// The shape table the Wasm generators read (src/topology/shapes.ts) says the same graph as the CSR table, and the
// core's CSR copies of the generators (for graphs of more than 65536 shapes) give the reference's bytes too.

import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { encodeTopologyOptions, topologyGenerators } from "../src/algorithms/topology.js";
import { TOPOLOGY_NAMES, type Topology, topology } from "../src/topology/index.js";
import { MAX_SHAPES, SHAPE_SLOTS, shapeLimit, shapeTableOf } from "../src/topology/shapes.js";
import { reference, wasm } from "./support/backends.js";
import { byCell, perfectOnTopology, sized } from "./support/topology.js";

describe("shape tables", () => {
  it.each(TOPOLOGY_NAMES)("%s: every cell's shape gives its slot count and neighbours (property)", (name) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 14 }), (s, t) => {
        const top = topology(name, sized(name, s, t));
        const table = shapeTableOf(top);
        expect(table).not.toBe(null);
        const { shapes, deltas, counts, positions } = table!;
        // Cells sit at their positions (weave: grid indices); every other position is a hole, of no slot.
        const at = (cell: number): number => top.positions?.of[cell] ?? cell;
        const cellAt = new Map<number, number>();
        for (let cell = 0; cell < top.cellCount; cell++) cellAt.set(at(cell), cell);
        expect(positions).toBe(shapes.length);
        expect(positions).toBe(at(top.cellCount - 1) + 1);
        // What differs, position by position and cell by cell, in one expect (one a slot took most of the time).
        const wrong: string[] = [];
        for (let p = 0; p < positions; p++) if (!cellAt.has(p) && counts[shapes[p]!] !== 0) wrong.push(`hole ${p}: ${counts[shapes[p]!]} slots`);
        for (let cell = 0; cell < top.cellCount; cell++) {
          const shape = shapes[at(cell)]!;
          const start = top.offsets[cell]!;
          if (counts[shape] !== top.offsets[cell + 1]! - start)
            wrong.push(`cell ${cell}: ${counts[shape]} slots, ${top.offsets[cell + 1]! - start} neighbours`);
          for (let k = 0; k < counts[shape]!; k++) {
            const neighbour = cellAt.get(at(cell) + deltas[shape * SHAPE_SLOTS + k]!);
            if (neighbour !== top.neighbours[start + k]) wrong.push(`cell ${cell} slot ${k}: ${neighbour}, expected ${top.neighbours[start + k]}`);
          }
        }
        expect(wrong).toEqual([]);
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
  ] as const)("%s at ~10^4 cells has %i shapes, a byte a cell", (name, count) => {
    const table = shapeTableOf(topology(name, sized(name, 100, name === "3d" ? 25 : 100)))!;
    expect(table.counts.length).toBe(count);
    expect(table.shapes).toBeInstanceOf(Uint8Array);
  });

  it("weave at ~10^4 cells, laid out by its grid, has 29 shapes (one a hole), a byte a position", () => {
    const top = topology("weave", { width: 100, height: 100, density: 0.5 });
    const table = shapeTableOf(top)!;
    expect([table.counts.length, table.positions, table.shapes.constructor]).toEqual([29, 10000, Uint8Array]);
    expect(top.cellCount).toBeLessThan(10000);
  });

  it("polar, and weave laid out by cell, at ~10^4 cells have more than 256 shapes: two bytes a cell", () => {
    for (const top of [topology("polar", sized("polar", 55, 100)), byCell(topology("weave", { width: 100, height: 100, density: 0.5 }))]) {
      const table = shapeTableOf(top)!;
      expect(table.counts.length).toBeGreaterThan(256);
      expect(table.counts.length).toBeLessThanOrEqual(MAX_SHAPES);
      expect(table.shapes).toBeInstanceOf(Uint16Array);
    }
  });

  it("is built once per neighbour table", () => {
    const top = topology("hex", { width: 30, height: 20 });
    expect(shapeTableOf(top)).toBe(shapeTableOf(top));
  });
});

describe("the core's CSR copies (no shape table allowed)", () => {
  afterEach(() => {
    shapeLimit.most = MAX_SHAPES;
  });

  it.each(TOPOLOGY_NAMES)("%s: every generator agrees with the reference and is perfect", (name) => {
    shapeLimit.most = 0;
    const top = topology(name, sized(name, name === "polar" ? 12 : 13, 11));
    expect(shapeTableOf(top)).toBe(null);
    for (const entry of topologyGenerators) {
      const options = encodeTopologyOptions(entry, {});
      for (const seed of [1, 2, 3]) {
        const fromWasm = wasm.topology.generate(entry, top, seed, options);
        expect(Buffer.from(fromWasm).equals(Buffer.from(reference.topology.generate(entry, top, seed, options))), entry.name).toBe(true);
        expect(perfectOnTopology(top, fromWasm), entry.name).toBe("");
      }
    }
  });
});

describe("layouts with holes (positions)", () => {
  // Any increasing positions give a layout the core reads: here a hole before every cell, and two more every seventh.
  const spread = (t: Topology): Topology => {
    const of = new Int32Array(t.cellCount);
    for (let c = 0, p = 0; c < t.cellCount; c++, p += c % 7 === 0 ? 4 : 2) of[c] = p + 1;
    return { ...byCell(t), positions: { of, count: of[t.cellCount - 1]! + 1 } };
  };

  it.each(TOPOLOGY_NAMES)("%s: every generator agrees with the reference and is perfect", (name) => {
    const top = spread(topology(name, sized(name, 9, 8)));
    const table = shapeTableOf(top)!;
    expect([table.positions, table.counts[table.shapes[0]!]]).toEqual([top.positions!.count, 0]);
    for (const entry of topologyGenerators) {
      const options = encodeTopologyOptions(entry, {});
      for (const seed of [1, 2]) {
        const fromWasm = wasm.topology.generate(entry, top, seed, options);
        expect(Buffer.from(fromWasm).equals(Buffer.from(reference.topology.generate(entry, top, seed, options))), entry.name).toBe(true);
        expect(perfectOnTopology(top, fromWasm), entry.name).toBe("");
      }
    }
  });

  it("are refused when they do not increase, leave the lattice or spread over more than 4 positions a cell: the table is laid out by cell", () => {
    const top = topology("hex", { width: 6, height: 5 });
    const n = top.cellCount;
    const of = Int32Array.from({ length: n }, (_, c) => 2 * c);
    const refused = [
      { of: of.map((p, c) => (c === 3 ? 0 : p)), count: 2 * n },
      { of, count: 2 * n - 2 },
      { of: of.map((p, c) => (c === n - 1 ? 4 * n : p)), count: 4 * n + 1 },
      { of: Array.from(of), count: 2 * n },
      { of, count: Number.NaN },
    ];
    for (const positions of refused) {
      expect(shapeTableOf({ ...byCell(top), positions: positions as { of: Int32Array; count: number } })!.positions).toBe(n);
    }
    expect(shapeTableOf({ ...byCell(top), positions: { of, count: 4 * n } })!.positions).toBe(2 * n - 1);
  });
});
