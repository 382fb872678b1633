// Kruskal on a topology: every edge once (from its lower cell), shuffled, joined when its cells are in different sets.
// Edges are packed as cell·8 + slot (cells < 2^28). Working memory: 4 bytes per edge and 4 per cell (the sets).
// Mirror of assembly/topology/kruskal.ts.
//
// Order of random draws:
//   1. the shuffle (Fisher-Yates from the end): for i = m − 1 down to 1, below(i + 1) picks the edge swapped with edge i;
//      edges listed by cell, then slot, each from its lower cell.

import { tickProgress } from "../progress.js";
import { below, seedRandom } from "../random.js";
import { carve, type Graph } from "./graph.js";

export function topologyKruskal(graph: Graph, seed: number): void {
  seedRandom(seed);
  graph.links.fill(0);
  const n = graph.cellCount;
  if (n < 2) return;
  const { offsets, neighbours } = graph;
  const edges = new Uint32Array(neighbours.length >>> 1);
  let m = 0;
  for (let cell = 0; cell < n; cell++) {
    for (let e = offsets[cell]!; e < offsets[cell + 1]!; e++) if (neighbours[e]! > cell) edges[m++] = cell * 8 + (e - offsets[cell]!);
  }
  for (let i = m - 1; i > 0; i--) {
    const j = below(i + 1);
    const swap = edges[i]!;
    edges[i] = edges[j]!;
    edges[j] = swap;
  }
  const parent = new Int32Array(n);
  for (let cell = 0; cell < n; cell++) parent[cell] = cell;
  const find = (cell: number): number => {
    while (parent[cell] !== cell) {
      parent[cell] = parent[parent[cell]!]!;
      cell = parent[cell]!;
    }
    return cell;
  };
  let joined = 0;
  for (let i = 0; i < m && joined < n - 1; i++) {
    const cell = edges[i]! >>> 3;
    const slot = edges[i]! & 7;
    const a = find(cell);
    const b = find(neighbours[offsets[cell]! + slot]!);
    if (a === b) continue;
    parent[a] = b;
    carve(graph, cell, slot);
    joined++;
    tickProgress(1);
  }
}
