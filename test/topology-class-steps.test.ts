// Wilson's class steps on topologies (assembly/topology/class-steps.ts): a walk inside a group of classes carries its
// cell's class, not its hot index, and must walk exactly the reference's walk. The class steps are taken only where
// at least 95% of the cells are of a group's class with every neighbour as guessed, so the sizes here are large
// (lattices of 170 to 260 a side, polar rings of 600 cells, polar of 564 rings): edges, seams and ring bands still end
// the class steps. Each case fails with a wrong slot in the class steps' tables (checked by hand).

import fc from "fast-check";
import { describe, it } from "vitest";
import { findTopologyGenerator } from "../src/algorithms/topology.js";
import { type TopologyName, topology } from "../src/topology/index.js";
import { agreedMaze } from "./support/topology.js";

const entry = findTopologyGenerator("wilson", "hex");

// [label, parameters from two sizes 170..260]
const SHAPES: [string, (w: number, h: number) => [TopologyName, Record<string, unknown>]][] = [
  ["hex", (w, h) => ["hex", { width: w, height: h }]],
  ["triangle", (w, h) => ["triangle", { width: w, height: h }]],
  ["upsilon", (w, h) => ["upsilon", { width: w, height: h }]],
  ["wrap both", (w, h) => ["wrap", { width: w, height: h, wrap: "both" }]],
  ["wrap y", (w, h) => ["wrap", { width: w, height: h, wrap: "y" }]],
  ["polar, rings of 600 cells", (w) => ["polar", { rings: w - 20, centre: 600, subdivision: "none" }]],
];

describe.each(SHAPES)("wilson's class steps on %s", (_label, parameters) => {
  it("walk the reference's walk: the same perfect maze (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 170, max: 260 }), fc.integer({ min: 170, max: 260 }), fc.nat({ max: 0xffffffff }), (w, h, seed) => {
        const [name, given] = parameters(w, h);
        agreedMaze(entry, topology(name, given), seed);
      }),
      { numRuns: 3 },
    );
  });
});

describe("wilson's class steps on polar bands", () => {
  it("polar of 564 rings (three bands, the benchmark's size; fewer rings fall under 95%): the reference's maze", () => {
    agreedMaze(entry, topology("polar", { rings: 564 }), 1);
  });
});
