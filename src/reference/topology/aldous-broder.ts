// Aldous-Broder on a topology: a random walk over all cells, carving into each cell the first time it is entered.
// Uniform spanning tree. Working memory: none. Mirror of assembly/topology/aldous-broder.ts.
//
// Order of random draws:
//   1. below(n): the root.
//   2. then nextU32() words, each five 6-bit values (./slot-draws.ts), one per step: at a cell of d slots a value
//      v < 64 − (64 mod d) moves through slot v mod d, a larger one is rejected (the walker stays). The walk stops at
//      the step that enters the last cell; the rest of that word is unused. On a narrow graph (`narrow` 1: weave,
//      Topology.narrowWalks) a step from a cell of four slots takes a 2-bit value instead, its slot; a word's 30 low
//      bits are taken lowest first while enough are left for the next value, else the next word is drawn.

import { tickProgress } from "../progress.js";
import { below, seedRandom } from "../random.js";
import { carve, type Graph, isIn } from "./graph.js";
import { SlotDraws } from "./slot-draws.js";

export function topologyAldousBroder(graph: Graph, seed: number, narrow = 0): void {
  seedRandom(seed);
  graph.links.fill(0);
  const n = graph.cellCount;
  if (n < 2) return;
  const { offsets, neighbours } = graph;
  const root = below(n);
  let current = root;
  let remaining = n - 1;
  const draws = new SlotDraws(narrow === 1);
  while (remaining > 0) {
    const start = offsets[current]!;
    const slot = draws.slot(offsets[current + 1]! - start);
    const next = neighbours[start + slot]!;
    if (!isIn(graph, next, root)) {
      carve(graph, current, slot);
      remaining--;
      tickProgress(1);
    }
    current = next;
  }
}
