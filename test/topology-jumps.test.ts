// Aldous-broder's jumps on topologies (assembly/topology/checked-jumps.ts, safe-blocks.ts): a word's five steps taken
// at once, checked against the marks or, inside SAFE blocks, not checked at all, with the tables of the group of
// classes the walker is in (polar: one per band of rings), must walk exactly the reference's step-by-step walk. The
// sizes here have three or more 8×8 blocks a side, so SAFE blocks appear, and edges, seams, ring bands and levels that
// no jump may cross.

import fc from "fast-check";
import { describe, it } from "vitest";
import { findTopologyGenerator } from "../src/algorithms/topology.js";
import { type TopologyName, topology } from "../src/topology/index.js";
import { agreedMaze } from "./support/topology.js";

const entry = findTopologyGenerator("aldous-broder", "hex");

// [name, parameters from two sizes 24..90]
const SHAPES: [string, (w: number, h: number) => [TopologyName, Record<string, unknown>]][] = [
  ["hex", (w, h) => ["hex", { width: w, height: h }]],
  ["triangle", (w, h) => ["triangle", { width: w, height: h }]],
  ["upsilon", (w, h) => ["upsilon", { width: w, height: h }]],
  ["wrap both", (w, h) => ["wrap", { width: w, height: h, wrap: "both" }]],
  ["wrap x", (w, h) => ["wrap", { width: w, height: h, wrap: "x" }]],
  ["wrap y", (w, h) => ["wrap", { width: w, height: h, wrap: "y" }]],
  ["polar", (w) => ["polar", { rings: w }]],
  ["polar, doubling, centre 5", (w) => ["polar", { rings: w, centre: 5, subdivision: "double" }]],
  ["polar, rings of h cells", (w, h) => ["polar", { rings: w, centre: h, subdivision: "none" }]],
  ["3d", (w, h) => ["3d", { width: w, height: h, levels: 3 }]],
];

describe.each(SHAPES)("aldous-broder jumps on %s", (_label, parameters) => {
  it("walk the reference's walk: the same perfect maze (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 24, max: 90 }), fc.integer({ min: 24, max: 90 }), fc.nat({ max: 0xffffffff }), (w, h, seed) => {
        const [name, given] = parameters(w, h);
        agreedMaze(entry, topology(name, given), seed);
      }),
      { numRuns: 6 },
    );
  });
});

describe("aldous-broder jumps at a larger size", () => {
  it("polar of 200 rings (bands of 384, 768 and 1536 cells a ring: three groups, each with its blocks): the reference's maze", () => {
    const t = topology("polar", { rings: 200 });
    for (const seed of [1, 2]) agreedMaze(entry, t, seed);
  });

  it.each(["hex", "triangle", "upsilon", "wrap"] as const)("%s 300×200: the reference's maze", (name) => {
    const t = topology(name, { width: 300, height: 200 });
    for (const seed of [1, 2]) agreedMaze(entry, t, seed);
  });
});
