// Wilson on a topology: loop-erased random walks. From each cell not yet in the tree (in index order), walk at random
// until the tree is hit, remembering in each cell only the slot it was last left by (which erases loops), then retrace
// from the walk's start, carving. Uniform spanning tree. Working memory: 1 byte per cell (the exit slot).
// Mirror of assembly/topology/wilson.ts.
//
// Order of random draws:
//   1. below(n): the root.
//   2. each walk step: below(d) picks the slot of the current cell (d = its slot count).

import { tickProgress } from "../progress.js";
import { below, seedRandom } from "../random.js";
import { carve, type Graph, isIn } from "./graph.js";

export function topologyWilson(graph: Graph, seed: number): void {
  seedRandom(seed);
  graph.links.fill(0);
  const n = graph.cellCount;
  if (n < 2) return;
  const { offsets, neighbours } = graph;
  const exits = new Uint8Array(n);
  const root = below(n);
  for (let start = 0; start < n; start++) {
    if (isIn(graph, start, root)) continue;
    let current = start;
    while (true) {
      const first = offsets[current]!;
      const slot = below(offsets[current + 1]! - first);
      exits[current] = slot;
      const next = neighbours[first + slot]!;
      if (isIn(graph, next, root)) break;
      current = next;
    }
    // Retrace: a carve puts both ends in the maze, so whether the walk reached the tree is read before it.
    let here = start;
    while (true) {
      const next = neighbours[offsets[here]! + exits[here]!]!;
      const reached = isIn(graph, next, root);
      carve(graph, here, exits[here]!);
      tickProgress(1);
      if (reached) break;
      here = next;
    }
  }
}
