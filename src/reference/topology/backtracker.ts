// Backtracker on a topology: randomized depth-first search with an explicit stack of cells.
// Working memory: 4 bytes per cell (the stack). Mirror of assembly/topology/backtracker.ts.
//
// Order of random draws:
//   1. below(n): the root.
//   2. each step whose top cell has k >= 1 neighbours not yet in the maze: below(k) picks among them in slot order.

import { tickProgress } from "../progress.js";
import { below, seedRandom } from "../random.js";
import { carve, type Graph, nthSetBit, outMask, popcount } from "./graph.js";

export function topologyBacktracker(graph: Graph, seed: number): void {
  seedRandom(seed);
  graph.links.fill(0);
  const n = graph.cellCount;
  if (n < 2) return;
  const root = below(n);
  const stack = new Int32Array(n);
  stack[0] = root;
  let top = 1;
  while (top > 0) {
    const cell = stack[top - 1]!;
    const mask = outMask(graph, cell, root);
    if (mask === 0) {
      top--;
      continue;
    }
    stack[top++] = carve(graph, cell, nthSetBit(mask, below(popcount(mask))));
    tickProgress(1);
  }
}
