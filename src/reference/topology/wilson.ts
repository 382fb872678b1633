// Wilson on a topology: loop-erased random walks. From each cell not yet in the tree (in index order), walk at random
// until the tree is hit, remembering in each cell only the slot it was last left by (which erases loops), then retrace
// from the walk's start, carving. Uniform spanning tree. Working memory: 1 byte per cell (the exit slot).
// Mirror of assembly/topology/wilson.ts.
//
// Order of random draws:
//   1. below(n): the root.
//   2. then one stream of nextU32() words, each five 6-bit values (./slot-draws.ts), shared by all walks in index
//      order (a walk that ends mid-word leaves the rest to the next walk), one per step: at a cell of d slots a value
//      v < 64 − (64 mod d) moves through slot v mod d, a larger one is rejected (the walker stays). On a narrow graph
//      (`narrow` 1: weave, Topology.narrowWalks) a step from a cell of four slots takes a 2-bit value instead, its slot;
//      a word's 30 low bits are taken lowest first while enough are left for the next value, else the next word is
//      drawn.

import { tickProgress } from "../progress.js";
import { below, seedRandom } from "../random.js";
import { carve, type Graph, isIn } from "./graph.js";
import { SlotDraws } from "./slot-draws.js";

export function topologyWilson(graph: Graph, seed: number, narrow = 0): void {
  seedRandom(seed);
  graph.links.fill(0);
  const n = graph.cellCount;
  if (n < 2) return;
  const { offsets, neighbours } = graph;
  const exits = new Uint8Array(n);
  const root = below(n);
  const draws = new SlotDraws(narrow === 1);
  for (let start = 0; start < n; start++) {
    if (isIn(graph, start, root)) continue;
    let current = start;
    while (true) {
      const first = offsets[current]!;
      const slot = draws.slot(offsets[current + 1]! - first);
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
