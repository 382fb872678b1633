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

const UNSEEN = 0xff;

export function topologyPrimTrue(graph: Graph, seed: number): void {
  seedRandom(seed);
  graph.links.fill(0);
  const n = graph.cellCount;
  if (n < 2) return;
  const { offsets, neighbours } = graph;
  // The slot back to the discoverer of a frontier cell, UNSEEN before.
  const discoverer = new Uint8Array(n).fill(UNSEEN);
  const weights = new Uint32Array(n + 1);
  const cells = new Uint32Array(n + 1);
  let size = 0;
  const less = (i: number, j: number): boolean => weights[i]! < weights[j]! || (weights[i] === weights[j] && cells[i]! < cells[j]!);
  const swap = (i: number, j: number): void => {
    const w = weights[i]!;
    weights[i] = weights[j]!;
    weights[j] = w;
    const c = cells[i]!;
    cells[i] = cells[j]!;
    cells[j] = c;
  };
  const push = (weight: number, cell: number): void => {
    let i = ++size;
    weights[i] = weight;
    cells[i] = cell;
    while (i > 1 && less(i, i >> 1)) {
      swap(i, i >> 1);
      i >>= 1;
    }
  };
  const pop = (): number => {
    const top = cells[1]!;
    weights[1] = weights[size]!;
    cells[1] = cells[size--]!;
    let i = 1;
    while (true) {
      let child = i << 1;
      if (child > size) break;
      if (child < size && less(child + 1, child)) child++;
      if (!less(child, i)) break;
      swap(i, child);
      i = child;
    }
    return top;
  };
  const discover = (cell: number, root: number): void => {
    for (let e = offsets[cell]!; e < offsets[cell + 1]!; e++) {
      const next = neighbours[e]!;
      if (discoverer[next] !== UNSEEN || isIn(graph, next, root)) continue;
      discoverer[next] = slotBack(graph, next, cell);
      push(nextU32(), next);
    }
  };
  const root = below(n);
  discover(root, root);
  while (size > 0) {
    const cell = pop();
    carve(graph, cell, discoverer[cell]!);
    tickProgress(1);
    discover(cell, root);
  }
}
