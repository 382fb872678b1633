// Prim with a random weight per cell on a topology: a cell gets a random 32-bit weight when it first touches the maze
// and joins the frontier, a binary min-heap keyed by (weight, cell); the lightest frontier cell is carved to the
// neighbour that discovered it. Working memory: 9 bytes per cell (the heap's weights and cells, the discoverer's slot).
// Mirror of assembly/topology/prim-true.ts.
//
// Order of random draws:
//   1. below(n): the root.
//   2. nextU32(): the weight of each cell as it joins the frontier; a newly carved cell adds its neighbours neither in
//      the maze nor in the frontier, in slot order.

import { tickProgress } from "../progress.js";
import { below, nextU32, seedRandom } from "../random.js";
import { carve, type Graph, isIn, slotBack } from "./graph.js";
import { PairHeap } from "./heap.js";

const UNSEEN = 0xff;

export function topologyPrimTrue(graph: Graph, seed: number): void {
  seedRandom(seed);
  graph.links.fill(0);
  const n = graph.cellCount;
  if (n < 2) return;
  const { offsets, neighbours } = graph;
  // The slot back to the discoverer of a frontier cell, UNSEEN before.
  const discoverer = new Uint8Array(n).fill(UNSEEN);
  const heap = new PairHeap(n);
  const discover = (cell: number, root: number): void => {
    for (let e = offsets[cell]!; e < offsets[cell + 1]!; e++) {
      const next = neighbours[e]!;
      if (discoverer[next] !== UNSEEN || isIn(graph, next, root)) continue;
      discoverer[next] = slotBack(graph, next, cell);
      heap.push(nextU32(), next);
    }
  };
  const root = below(n);
  discover(root, root);
  while (heap.size > 0) {
    const cell = heap.pop();
    carve(graph, cell, discoverer[cell]!);
    tickProgress(1);
    discover(cell, root);
  }
}
