// outlineExtent looks only at cells missing a neighbour on some edge (the tiling's outline): the box it gives is the box
// of every cell's polygon, on whole topologies and on masked ones of any shape (fast-check), and on one cell.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { outlineExtent } from "../src/topology/extent.js";
import { keepText, type Topology, topology } from "../src/topology/index.js";

/** The box of every polygon of every cell, the plain way. */
function everyCellExtent(t: Topology) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let c = 0; c < t.cellCount; c++) {
    for (const [x, y] of t.polygon(c)) {
      xs.push(x);
      ys.push(y);
    }
  }
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** `count` cells grown from `first` one neighbour at a time, at frontier cells `order` picks: a connected region. */
function grownRegion(t: Topology, first: number, count: number, order: number[]): Uint8Array {
  const kept = new Uint8Array(t.cellCount);
  const frontier = [first];
  kept[first] = 1;
  // Each turn keeps a cell or drops one from the frontier: at most 2·cellCount turns.
  for (let taken = 1, turn = 0; taken < count && frontier.length > 0; turn++) {
    const at = order[turn % order.length]! % frontier.length;
    const c = frontier[at]!;
    let grown = -1;
    for (let e = t.offsets[c]!; e < t.offsets[c + 1]! && grown < 0; e++) if (!kept[t.neighbours[e]!]) grown = t.neighbours[e]!;
    if (grown < 0) {
      frontier.splice(at, 1);
      continue;
    }
    kept[grown] = 1;
    taken++;
    frontier.push(grown);
  }
  return kept;
}

const arbitraryTopology = fc.oneof(
  fc.record({
    name: fc.constantFrom("hex", "upsilon", "triangle"),
    parameters: fc.record({ width: fc.integer({ min: 2, max: 14 }), height: fc.integer({ min: 1, max: 14 }) }),
  }),
  fc.record({
    name: fc.constant("polar"),
    parameters: fc.record({
      rings: fc.integer({ min: 1, max: 7 }),
      centre: fc.constantFrom(1, 3, 6),
      subdivision: fc.constantFrom("adaptive", "double", "none"),
    }),
  }),
);

describe("outlineExtent", () => {
  it("is the box of every cell's polygon, whole or masked", () => {
    fc.assert(
      fc.property(
        arbitraryTopology,
        fc.nat(),
        fc.integer({ min: 1, max: 200 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
        (spec, first, count, order) => {
          const whole = topology(spec.name, spec.parameters);
          expect(outlineExtent(whole)).toEqual(everyCellExtent(whole));
          const kept = grownRegion(whole, first % whole.cellCount, count, order);
          const masked = topology(spec.name, { ...spec.parameters, keep: keepText(whole, kept) });
          expect(outlineExtent(masked)).toEqual(everyCellExtent(masked));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("looks at a cell whose every slot is taken but not every edge (upsilon one row high)", () => {
    const row = topology("upsilon", { width: 4, height: 1 });
    const masked = topology("upsilon", { width: 4, height: 1, keep: keepText(row, Uint8Array.of(0, 1, 1, 1)) });
    expect(outlineExtent(masked)).toEqual(everyCellExtent(masked));
  });

  it("gives the one cell's box for one cell", () => {
    const one = topology("hex", { width: 1, height: 1 });
    expect(outlineExtent(one)).toEqual(everyCellExtent(one));
    expect(Number.isFinite(outlineExtent(one).minX)).toBe(true);
  });
});
