// Growing tree on a topology: a list of active cells in joining order. Each step picks one by the policy (newest,
// oldest, random, middle, or a weighted mix); if it has neighbours out of the maze, carve to a random one and append
// it; otherwise remove the picked cell. The list's shapes are those of the square grid's growing tree
// (src/reference/generators/growing-tree.ts): a gap buffer for newest, oldest or middle alone, a bag with swap-remove
// for random alone, the join-order list for a mix. Working memory: 4 + 1/8 + 1/32 bytes per cell and 16 more.
// Mirror of assembly/topology/growing-tree.ts.
//
// Order of random draws:
//   1. below(n): the root.
//   2. each step, for a mix only: below(sum of weights) picks the policy, by the weights in the order newest, oldest,
//      random, middle.
//   3. each step whose policy is random: below(list length) picks the position.
//   4. each step where the picked cell has k >= 2 neighbours out of the maze: below(k) picks among them in slot order
//      (k = 1 takes the only one without a draw).

import { growFrom, NONE } from "../generators/growing-list.js";
import { tickProgress } from "../progress.js";
import { below, seedRandom } from "../random.js";
import { carve, type Graph, nthSetBit, outMask, popcount } from "./graph.js";

export function topologyGrowingTree(graph: Graph, seed: number, newest: number, oldest: number, random: number, middle: number): void {
  seedRandom(seed);
  graph.links.fill(0);
  const n = graph.cellCount;
  if (n < 2) return;
  const root = below(n);
  // Carves from `cell` to a random neighbour out of the maze and returns it, or NONE when it has none.
  const grow = (cell: number): number => {
    const mask = outMask(graph, cell, root);
    if (mask === 0) return NONE;
    tickProgress(1);
    const k = popcount(mask);
    return carve(graph, cell, nthSetBit(mask, k === 1 ? 0 : below(k)));
  };
  growFrom({ grow }, n, root, newest, oldest, random, middle);
}
