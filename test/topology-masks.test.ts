// Masks on topologies (src/topology/masked.ts, maskTopology in src/on-topology.ts): hex, triangle, upsilon and polar
// with cells left out. Every generator gives a perfect maze of the kept cells, the same bytes on both backends (random
// connected shapes, fast-check); the solvers stay optimal; json keeps the mask; a mask picture is stretched over the
// topology; polar draws a wall wherever a neighbour was left out; bad masks get named errors.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeTopologyOptions, topologyGenerators } from "../src/algorithms/topology.js";
import { InvalidArgumentError } from "../src/base/errors.js";
import { createMask } from "../src/mask/mask.js";
import { maskFromText } from "../src/mask/text.js";
import { braidOn, generateOn, maskTopology, solveOn } from "../src/on-topology.js";
import { keepText, MASKABLE_TOPOLOGIES, type Topology, topology } from "../src/topology/index.js";
import { ringCounts } from "../src/topology/polar.js";
import { readTopologyJson, topologyJson, topologySvg } from "../src/topology-formats/index.js";
import { agreedMaze, independentDistances, perfectOnTopology, sized } from "./support/topology.js";

/** A connected set of cells of `full`: grown from a random cell, each neighbour met taken with chance `share`. */
function connectedShape(full: Topology, seed: number, share: number): Uint8Array {
  let state = seed >>> 0 || 1;
  const random = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const kept = new Uint8Array(full.cellCount);
  const start = Math.floor(random() * full.cellCount);
  kept[start] = 1;
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i]!;
    for (let e = full.offsets[c]!; e < full.offsets[c + 1]!; e++) {
      const n = full.neighbours[e]!;
      if (!kept[n] && random() < share) {
        kept[n] = 1;
        queue.push(n);
      }
    }
  }
  return kept;
}

function masked(name: string, parameters: Record<string, unknown>, seed: number, share: number): Topology {
  const full = topology(name, parameters);
  return topology(name, { ...parameters, keep: keepText(full, connectedShape(full, seed, share)) });
}

describe.each(MASKABLE_TOPOLOGIES)("masked %s", (name) => {
  it.each(topologyGenerators.map((entry) => entry.name))("%s: perfect on the kept cells, Wasm bytes == reference bytes (property)", (algorithm) => {
    const entry = topologyGenerators.find((e) => e.name === algorithm)!;
    const options = encodeTopologyOptions(entry, {});
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), fc.integer({ min: 2, max: 16 }), fc.nat(), fc.double({ min: 0.4, max: 0.9 }), (s, u, seed, share) => {
        agreedMaze(entry, masked(name, sized(name, s, u), seed, share), seed, options);
      }),
      { numRuns: 8 },
    );
  });

  it("at ~10^4 cells (the shape table laid out by position, left-out cells as holes): every generator agrees and is perfect", () => {
    const t = masked(name, sized(name, name === "polar" ? 55 : 100, 100), 5, 0.8);
    expect(t.cellCount).toBeGreaterThan(t.positions!.count / 2);
    for (const entry of topologyGenerators) agreedMaze(entry, t, 7, encodeTopologyOptions(entry, {}));
  });

  it("bfs and astar find shortest paths, braided or not, on both backends", () => {
    const t = masked(name, sized(name, 12, 12), 3, 0.75);
    for (const braid of [0, 0.5]) {
      let maze = generateOn(t, { seed: 9, algorithm: "wilson" });
      if (braid > 0) maze = braidOn(maze, braid, 9);
      for (const solver of ["bfs", "astar"] as const) {
        for (const backend of ["wasm", "reference"]) {
          const path = solveOn(maze, { from: 0, to: t.cellCount - 1, solver, backend });
          expect(path.length).toBe(independentDistances(maze, 0)[t.cellCount - 1]);
        }
      }
    }
  });

  it("json keeps the mask: read back, the same cells and links", () => {
    const t = masked(name, sized(name, 7, 6), 11, 0.7);
    const maze = generateOn(t, { seed: 4, algorithm: "backtracker" });
    const text = topologyJson(maze);
    const read = readTopologyJson(text).maze;
    expect(read.topology.parameters).toEqual(t.parameters);
    expect(read.topology.cellCount).toBe(t.cellCount);
    expect(Buffer.from(read.links).equals(Buffer.from(maze.links))).toBe(true);
  });
});

describe("maskTopology: a mask picture stretched over the topology", () => {
  const ring = maskFromText("#....#\n......\n..##..\n..##..\n......\n#....#\n");

  it("keeps the cells whose centres fall on included cells: hex 12×12 loses its corners and its middle", () => {
    const t = maskTopology(topology("hex", { width: 12, height: 12 }), ring);
    const kept = new Set(Array.from({ length: t.cellCount }, (_, c) => t.coordinates(c).join(",")));
    expect(kept.has("5,5")).toBe(false);
    expect(kept.has("0,0")).toBe(false);
    expect(kept.has("5,1")).toBe(true);
    expect(kept.has("1,5")).toBe(true);
    const maze = generateOn(t, { seed: 1, algorithm: "kruskal" });
    expect(perfectOnTopology(t, maze.links)).toBe("");
  });

  it("on polar, by ring and sector: the centre goes, the rings around it stay", () => {
    const t = maskTopology(topology("polar", { rings: 10 }), ring);
    const rings = new Set(Array.from({ length: t.cellCount }, (_, c) => t.coordinates(c)[0]));
    expect(rings.has(0)).toBe(false);
    expect(rings.has(5)).toBe(true);
    expect(perfectOnTopology(t, generateOn(t, { seed: 2, algorithm: "wilson" }).links)).toBe("");
  });

  it("on polar, stretched over the whole disc (not its cells' corners): a mask of nothing left out keeps every cell", () => {
    // 3 wedges, no subdivision: the last ring's corners span 1.5 of the disc's 2 radii, and a centre off that box fell
    // off the mask (kept 5 of 6 cells).
    expect(
      maskTopology(
        topology("polar", { rings: 2, centre: 3, subdivision: "none" }),
        createMask(1, 1, () => false),
      ).cellCount,
    ).toBe(6);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(1, 3, 4, 5, 7),
        fc.constantFrom("adaptive", "double", "none"),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (rings, centre, subdivision, width, height) => {
          const t = topology("polar", { rings, centre, subdivision });
          expect(
            maskTopology(
              t,
              createMask(width, height, () => false),
            ).cellCount,
          ).toBe(t.cellCount);
          // The bottom right quarter of the disc's square left out: the cells whose centres are not in it.
          const quarterMask = maskFromText("..\n.#\n");
          // A disc of one cell has its centre at (R, R), in that quarter.
          if (t.cellCount === 1) return void expect(() => maskTopology(t, quarterMask)).toThrow("mask: no cell of polar");
          const quarter = maskTopology(t, quarterMask);
          const expected = Array.from({ length: t.cellCount }, (_, c) => c).filter((c) => !(t.centre(c)[0] >= rings && t.centre(c)[1] >= rings));
          expect(Array.from(quarter.positions!.of)).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("refuses what it cannot mask, by name", () => {
    expect(() => maskTopology(topology("3d", { width: 3, height: 3, levels: 2 }), ring)).toThrow(
      "a mask (keep) is not available on 3d; masks work on hex, triangle, upsilon, polar",
    );
    const once = maskTopology(topology("hex", { width: 12, height: 12 }), ring);
    expect(() => maskTopology(once, ring)).toThrow("hex already has a mask (its keep parameter); mask the topology without it");
    const hex = topology("hex", { width: 4, height: 4 });
    const forged = "mask must be a Mask (from maskFromText, maskFromPng, createMask, or Mask.restore for a mask's fields), got";
    expect(() => maskTopology(hex, {} as never)).toThrow(new InvalidArgumentError(`${forged} an object (Object)`));
    expect(() => maskTopology(hex, { ...ring } as never)).toThrow(new InvalidArgumentError(`${forged} an object (Object)`));
    // A mask whose fields were changed after it was made (a wider one read past its grid before).
    expect(() => maskTopology(hex, Object.assign(maskFromText("...\n.#.\n...\n"), { width: 9 }))).toThrow(
      new InvalidArgumentError("mask.grid must be a Uint8Array of 55 bytes (the padded 9×3 layout), got 25 bytes"),
    );
    // The one cell of a 1×1 hex has its centre in the hole of a ring.
    expect(() => maskTopology(topology("hex", { width: 1, height: 1 }), maskFromText("...\n.#.\n...\n"))).toThrow("mask: no cell of hex");
  });
});

describe("keep: named errors", () => {
  const full = topology("hex", { width: 3, height: 3 });
  const keep = (cells: number[]): string =>
    keepText(
      full,
      Uint8Array.from({ length: 9 }, (_, c) => (cells.includes(c) ? 1 : 0)),
    );

  it.each([
    [5, "hex: keep must be base64 of 2 bytes (one bit per cell of the 9, cell c at bit c mod 8 of byte c / 8), got 5"],
    ["AA==", "got 1 bytes"],
    ["A?==", "hex: keep must be base64 of 2 bytes"],
    ["//8=", "bits past the last cell are set"],
    ["AAA=", "hex: keep leaves out every cell; keep at least one"],
  ])("%j: %s", (value, message) => {
    expect(() => topology("hex", { width: 3, height: 3, keep: value })).toThrow(message);
  });

  it("refuses kept cells in two pieces, naming one that cannot be reached", () => {
    expect(() => topology("hex", { width: 3, height: 3, keep: keep([0, 8]) })).toThrow(
      "hex: the kept cells are not connected: (2, 2) cannot be reached from (0, 0) (x, y)",
    );
  });

  it.each(["3d", "weave", "wrap"])("%s takes no mask", (name) => {
    expect(() => topology(name, { ...sized(name, 3, 3), keep: "AA==" })).toThrow(
      `a mask (keep) is not available on ${name}; masks work on hex, triangle, upsilon, polar`,
    );
  });
});

describe("polar drawings around left-out cells", () => {
  it("strokes one wall per arc to the parent, clockwise side, left-out outer neighbour and left-out ccw neighbour, less the passages", () => {
    for (const seed of [1, 2, 3]) {
      const t = masked("polar", { rings: 5 }, seed, 0.6);
      const maze = generateOn(t, { seed, algorithm: "wilson" });
      const counts = ringCounts(5, 1, "adaptive");
      let walls = 0;
      for (let c = 0; c < t.cellCount; c++) {
        const [r, s] = t.coordinates(c) as [number, number];
        const count = counts[r]!;
        walls += (r > 0 ? 1 : 0) + (count > 1 ? 1 : 0);
        if (count > 1 && t.cellAt(r, (s + count - 1) % count) < 0) walls += 1;
        if (r === 4) walls += 1;
        else {
          const outside = counts[r + 1]!;
          for (let o = Math.floor((s * outside) / count); o * count < (s + 1) * outside; o++) if (t.cellAt(r + 1, o) < 0) walls += 1;
        }
      }
      walls -= maze.links.reduce((sum, bits) => sum + bits.toString(2).replaceAll("0", "").length, 0) / 2;
      const svg = topologySvg(maze);
      const paths = [...svg.matchAll(/<path fill="none" stroke="#000000" stroke-width="2"[^>]* d="([^"]*)"\/>/g)];
      expect(paths.reduce((sum, [, d]) => sum + (d!.match(/M/g)?.length ?? 0), 0)).toBe(walls);
    }
  });
});
