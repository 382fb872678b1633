// Hunt-and-kill on a topology: a random walk into cells not yet in the maze; when stuck, hunt forward from a cursor
// (every cell before it is in the maze) for the first cell out of the maze with a neighbour in it, join it to a random
// such neighbour and walk on. The walk starts at cell 0. Working memory: none.
// Mirror of assembly/topology/hunt-and-kill.ts.
//
// Order of random draws:
//   1. each walk step where the current cell has k >= 1 neighbours out of the maze: below(k) picks among them in slot order.
//   2. each hunt: below(k) picks which of the found cell's k >= 1 neighbours in the maze it joins, in slot order.

import { tickProgress } from "../progress.js";
import { below, seedRandom } from "../random.js";
import { carve, type Graph, isIn, nthSetBit, outMask, popcount } from "./graph.js";

export function topologyHuntAndKill(graph: Graph, seed: number): void {
  seedRandom(seed);
  graph.links.fill(0);
  const n = graph.cellCount;
  if (n < 2) return;
  const { offsets, neighbours } = graph;
  const root = 0;
  let current = root;
  let cursor = 0;
  while (true) {
    const mask = outMask(graph, current, root);
    if (mask !== 0) {
      current = carve(graph, current, nthSetBit(mask, below(popcount(mask))));
      tickProgress(1);
      continue;
    }
    while (cursor < n && isIn(graph, cursor, root)) cursor++;
    if (cursor === n) return;
    // The first cell out of the maze, from the cursor on, with k >= 1 neighbours in it (the graph is connected).
    let found = cursor;
    let inside = 0;
    while (true) {
      if (!isIn(graph, found, root)) {
        inside = 0;
        for (let e = offsets[found]!; e < offsets[found + 1]!; e++) if (isIn(graph, neighbours[e]!, root)) inside++;
        if (inside > 0) break;
      }
      found++;
    }
    let nth = below(inside);
    const start = offsets[found]!;
    let e = start;
    while (true) {
      if (isIn(graph, neighbours[e]!, root)) {
        if (nth === 0) break;
        nth--;
      }
      e++;
    }
    carve(graph, found, e - start);
    tickProgress(1);
    current = found;
  }
}
