// Helpers for tests of mazes on topologies: an independent check that links form a perfect maze, distances by a plain
// BFS, a generation checked on both backends, and the topologies the tests sweep.

import { expect } from "vitest";
import type { TopologyGeneratorEntry } from "../../src/algorithms/topology.js";
import type { Topology } from "../../src/topology/index.js";
import { reference, wasm } from "./backends.js";

/** "" when `links` are symmetric slot bits, cells − 1 passages, all connected; otherwise what is wrong. */
export function perfectOnTopology(t: Topology, links: Uint8Array): string {
  if (links.length !== t.cellCount) return `links has ${links.length} bytes for ${t.cellCount} cells`;
  let passages = 0;
  for (let c = 0; c < t.cellCount; c++) {
    const start = t.offsets[c]!;
    const slots = t.offsets[c + 1]! - start;
    if (links[c]! >> slots !== 0) return `cell ${c} has a link bit past its ${slots} slots`;
    for (let k = 0; k < slots; k++) {
      if ((links[c]! & (1 << k)) === 0) continue;
      const n = t.neighbours[start + k]!;
      let back = -1;
      for (let e = t.offsets[n]!; e < t.offsets[n + 1]!; e++) if (t.neighbours[e] === c) back = e - t.offsets[n]!;
      if ((links[n]! & (1 << back)) === 0) return `passage ${c}→${n} is not symmetric`;
      if (n > c) passages++;
    }
  }
  if (passages !== t.cellCount - 1) return `${passages} passages for ${t.cellCount} cells`;
  // Connected: a flood through the passages.
  const seen = new Uint8Array(t.cellCount);
  const stack = [0];
  seen[0] = 1;
  let count = 1;
  while (stack.length > 0) {
    const c = stack.pop()!;
    for (let k = 0; k < t.offsets[c + 1]! - t.offsets[c]!; k++) {
      const n = t.neighbours[t.offsets[c]! + k]!;
      if ((links[c]! & (1 << k)) !== 0 && !seen[n]) {
        seen[n] = 1;
        count++;
        stack.push(n);
      }
    }
  }
  return count === t.cellCount ? "" : `only ${count} of ${t.cellCount} cells connected`;
}

/** Parameters of each topology at a size scaled by s (≥ 1). */
export function sized(name: string, s: number, t: number): Record<string, unknown> {
  switch (name) {
    case "polar":
      return { rings: s, centre: t % 2 === 0 ? 1 : 3 + (t % 5), subdivision: ["adaptive", "double", "none"][t % 3] };
    case "3d":
      return { width: s, height: t, levels: 1 + ((s + t) % 4) };
    case "weave":
      return { width: s, height: t, density: (t % 5) / 4, layoutSeed: s * 31 + t };
    case "wrap":
      return { width: Math.max(3, s), height: Math.max(3, t), wrap: ["x", "y", "both"][(s + t) % 3] };
    case "triangle":
      // A column of single triangles falls apart past 2 rows.
      return { width: t > 2 ? Math.max(2, s) : s, height: t };
    default:
      return { width: s, height: t };
  }
}

/**
 * The same graph laid out by cell: no positions, and a neighbour table of its own (shape tables are cached per
 * neighbour table), so the core reads a table of one shape per mix of neighbour deltas (weave: thousands).
 */
export function byCell(t: Topology): Topology {
  return { ...t, positions: undefined, neighbours: Int32Array.from(t.neighbours) };
}

/** Distances through open passages from `from` (−1 where unreached), by a plain BFS over arrays (independent of the library's passes). */
export function independentDistances(maze: { readonly topology: Topology; readonly links: Uint8Array }, from: number): number[] {
  const { topology: t, links } = maze;
  const distance = new Array<number>(t.cellCount).fill(-1);
  distance[from] = 0;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i]!;
    for (let k = 0; k < t.offsets[c + 1]! - t.offsets[c]!; k++) {
      const n = t.neighbours[t.offsets[c]! + k]!;
      if ((links[c]! >> k) & 1 && distance[n] === -1) {
        distance[n] = distance[c]! + 1;
        queue.push(n);
      }
    }
  }
  return distance;
}

/** Generates on the Wasm core and the reference, expects the same bytes and a perfect maze; returns the links. */
export function agreedMaze(entry: TopologyGeneratorEntry, t: Topology, seed: number, options: readonly number[] = []): Uint8Array {
  const fromWasm = wasm.topology.generate(entry, t, seed, options);
  expect(Buffer.from(fromWasm).equals(Buffer.from(reference.topology.generate(entry, t, seed, options))), `${entry.name}: Wasm bytes == reference bytes`).toBe(
    true,
  );
  expect(perfectOnTopology(t, fromWasm), entry.name).toBe("");
  return fromWasm;
}
