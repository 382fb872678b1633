// Generators on every topology: perfect mazes (cells − 1 passages, connected, symmetric) with the same bytes on the
// Wasm core and the reference, over sizes, seeds and growing-tree's policies; refused pairs and options named.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeTopologyOptions, findTopologyGenerator, topologyGenerators } from "../src/algorithms/topology.js";
import { TOPOLOGY_NAMES, topology } from "../src/topology/index.js";
import { reference, wasm } from "./support/backends.js";
import { perfectOnTopology, sized } from "./support/topology.js";

describe.each(topologyGenerators)("$name on every topology", (entry) => {
  it.each(TOPOLOGY_NAMES)("%s: perfect, Wasm bytes == reference bytes (property)", (name) => {
    const options = encodeTopologyOptions(entry, {});
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 14 }), fc.nat({ max: 0xffffffff }), (s, t, seed) => {
        const top = topology(name, sized(name, s, t));
        const fromWasm = wasm.topology.generate(entry, top, seed, options);
        const fromReference = reference.topology.generate(entry, top, seed, options);
        expect(Buffer.from(fromWasm).equals(Buffer.from(fromReference))).toBe(true);
        expect(perfectOnTopology(top, fromWasm)).toBe("");
      }),
      { numRuns: 12 },
    );
  });
});

describe("larger topologies and growing-tree's policies", () => {
  it.each(TOPOLOGY_NAMES)("%s at ~10^4 cells: every generator agrees and is perfect", (name) => {
    const top = topology(name, sized(name, name === "polar" ? 55 : 100, name === "3d" ? 25 : 100));
    for (const entry of topologyGenerators) {
      const options = encodeTopologyOptions(entry, {});
      const fromWasm = wasm.topology.generate(entry, top, 7, options);
      expect(Buffer.from(fromWasm).equals(Buffer.from(reference.topology.generate(entry, top, 7, options))), entry.name).toBe(true);
      expect(perfectOnTopology(top, fromWasm), entry.name).toBe("");
    }
  });

  it.each(["newest", "oldest", "random", "middle", "newest:3,random:1", "oldest:1,middle:2,random:1"])(
    "growing-tree policy %s agrees and is perfect",
    (policy) => {
      const entry = findTopologyGenerator("growing-tree", "hex");
      const options = encodeTopologyOptions(entry, { policy });
      for (const name of TOPOLOGY_NAMES) {
        const top = topology(name, sized(name, 9, 11));
        const fromWasm = wasm.topology.generate(entry, top, 99, options);
        expect(Buffer.from(fromWasm).equals(Buffer.from(reference.topology.generate(entry, top, 99, options)))).toBe(true);
        expect(perfectOnTopology(top, fromWasm)).toBe("");
      }
    },
  );

  it("different seeds give different mazes, the same seed the same", () => {
    const top = topology("hex", { width: 20, height: 20 });
    const entry = findTopologyGenerator("wilson", "hex");
    const a = wasm.topology.generate(entry, top, 1, []);
    expect(Buffer.from(a).equals(Buffer.from(wasm.topology.generate(entry, top, 1, [])))).toBe(true);
    expect(Buffer.from(a).equals(Buffer.from(wasm.topology.generate(entry, top, 2, [])))).toBe(false);
  });

  it("names unknown algorithms and options", () => {
    expect(() => findTopologyGenerator("binary-tree", "hex")).toThrow(
      "binary-tree runs on the square grid only, not on topology hex; the generators on hex are backtracker, wilson, aldous-broder, kruskal, prim-true, growing-tree, hunt-and-kill",
    );
    expect(() => findTopologyGenerator("Eller", "polar")).toThrow(/eller runs on the square grid only, not on topology polar/);
    expect(() => findTopologyGenerator("wilsn", "hex")).toThrow(/unknown topology algorithm "wilsn" \(did you mean "wilson"\?\); allowed: backtracker, wilson/);
    expect(findTopologyGenerator("DFS", "3d").name).toBe("backtracker");
    expect(() => encodeTopologyOptions(findTopologyGenerator("wilson", "hex"), { policy: "newest" })).toThrow(/unknown option "policy" for wilson/);
  });
});
