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

import { JoinOrderList } from "../generators/join-order-list.js";
import { tickProgress } from "../progress.js";
import { below, seedRandom } from "../random.js";
import { carve, type Graph, nthSetBit, outMask, popcount } from "./graph.js";

const NEWEST = 0;
const OLDEST = 1;
const MIDDLE = 2;

export function topologyGrowingTree(graph: Graph, seed: number, newest: number, oldest: number, random: number, middle: number): void {
  seedRandom(seed);
  graph.links.fill(0);
  const n = graph.cellCount;
  if (n < 2) return;
  const root = below(n);
  // Carves from `cell` to a random neighbour out of the maze and returns it, or returns -1 when it has none.
  const grow = (cell: number): number => {
    const mask = outMask(graph, cell, root);
    if (mask === 0) return -1;
    tickProgress(1);
    const k = popcount(mask);
    return carve(graph, cell, nthSetBit(mask, k === 1 ? 0 : below(k)));
  };
  const policies = (newest !== 0 ? 1 : 0) + (oldest !== 0 ? 1 : 0) + (random !== 0 ? 1 : 0) + (middle !== 0 ? 1 : 0);
  if (policies > 1) growMixed(grow, n, root, newest, oldest, random, middle);
  else if (random !== 0) growRandom(grow, n, root);
  else growFixed(grow, n, root, newest !== 0 ? NEWEST : oldest !== 0 ? OLDEST : MIDDLE);
}

// The list as a gap buffer: slots [0, gapStart) then [gapEnd, tail); the hole is moved to the picked position.
function growFixed(grow: (cell: number) => number, capacity: number, root: number, policy: number): void {
  const slots = new Int32Array(capacity);
  slots[0] = root;
  let gapStart = 0;
  let gapEnd = 0;
  let tail = 1;
  while (true) {
    const length = gapStart + tail - gapEnd;
    if (length === 0) break;
    const k = policy === NEWEST ? length - 1 : policy === OLDEST ? 0 : length >>> 1;
    while (gapStart > k) {
      gapStart--;
      gapEnd--;
      slots[gapEnd] = slots[gapStart]!;
    }
    while (gapStart < k) {
      slots[gapStart] = slots[gapEnd]!;
      gapStart++;
      gapEnd++;
    }
    const next = grow(slots[gapEnd]!);
    if (next < 0) gapEnd++;
    else slots[tail++] = next;
  }
}

// The list as an unordered bag: a uniform pick does not depend on the order, so removal swaps in the last cell.
function growRandom(grow: (cell: number) => number, capacity: number, root: number): void {
  const slots = new Int32Array(capacity);
  slots[0] = root;
  let length = 1;
  while (length !== 0) {
    const at = below(length);
    const next = grow(slots[at]!);
    if (next < 0) slots[at] = slots[--length]!;
    else slots[length++] = next;
  }
}

// The list in joining order: newest and oldest in O(1), middle and random by rank.
function growMixed(grow: (cell: number) => number, capacity: number, root: number, newest: number, oldest: number, random: number, middle: number): void {
  const list = new JoinOrderList(capacity, root);
  const total = newest + oldest + random + middle;
  const upToOldest = newest + oldest;
  const upToRandom = upToOldest + random;
  while (list.length !== 0) {
    const choice = below(total);
    let picked: number;
    if (choice < newest) picked = list.newestSlot();
    else if (choice < upToOldest) picked = list.oldestSlot();
    else picked = list.slotOfRank(choice < upToRandom ? below(list.length) : list.length >>> 1);
    const next = grow(list.cellAt(picked));
    if (next < 0) list.remove(picked);
    else list.append(next);
  }
}
