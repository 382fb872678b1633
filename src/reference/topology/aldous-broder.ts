// Aldous-Broder on a topology: a random walk over all cells, carving into each cell the first time it is entered.
// Uniform spanning tree. Working memory: none. Mirror of assembly/topology/aldous-broder.ts.
//
// Order of random draws:
//   1. below(n): the root.
//   2. each step: below(d) picks the slot of the current cell (d = its slot count).

import { tickProgress } from "../progress.js";
import { below, seedRandom } from "../random.js";
import { carve, type Graph, isIn } from "./graph.js";

export function topologyAldousBroder(graph: Graph, seed: number): void {
  seedRandom(seed);
  graph.links.fill(0);
  const n = graph.cellCount;
  if (n < 2) return;
  const { offsets, neighbours } = graph;
  const root = below(n);
  let current = root;
  let remaining = n - 1;
  while (remaining > 0) {
    const start = offsets[current]!;
    const slot = below(offsets[current + 1]! - start);
    const next = neighbours[start + slot]!;
    if (!isIn(graph, next, root)) {
      carve(graph, current, slot);
      remaining--;
      tickProgress(1);
    }
    current = next;
  }
}
