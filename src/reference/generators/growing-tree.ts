// Growing tree: a list of active cells, in the order they joined. Each step picks one by the
// policy (newest, oldest, random, middle, or a weighted mix of them); if it has unvisited
// neighbours, carve to a random one and append that; otherwise remove the picked cell.
// Mirror of assembly/generators/growing-tree.ts, with the same three shapes of the list:
//   - newest, oldest or middle alone: a gap buffer (the list with one hole that follows the
//     picked position; the pick moves by at most one place a step, so each step is O(1));
//   - random alone: an unordered bag with swap-remove (the order is irrelevant to a uniform pick);
//   - a mix: the cells in joining order with a bitset of the live ones and a Fenwick tree of live
//     counts (join-order-list.ts): newest and oldest in O(1), the k-th for middle and random in
//     O(log length).
// With the policy newest alone, the draws and the maze are exactly those of the backtracker.
//
// Masks: works on any connected included region (initMaskedGrid); excluded cells are non-zero, so never entered.
//
// Order of random draws:
//   1. below(C), C = the number of included cells (W*H without a mask): the start cell, as the k-th
//      included cell in row-major order (without a mask, simply row-major index k: draws are unchanged).
//   2. each step, for a mix only: below(sum of weights) picks the policy, by the weights in the
//      order newest, oldest, random, middle.
//   3. each step whose policy is random: below(list length) picks the position.
//   4. each step where the picked cell has k >= 2 unvisited neighbours: below(k) picks among
//      them in N, E, S, W order (k = 1 takes the only one without a draw).

import { BORDER, clearScratch, lowestBit4, nthSetBit, offsetsFor, popcount4, strideOf } from "../grid.js";
import { includedCell, initMaskedGrid } from "../mask.js";
import { tickProgress } from "../progress.js";
import { below, seedRandom } from "../random.js";
import { isRecording, logStep } from "../steps.js";
import { JoinOrderList } from "./join-order-list.js";

// Scratch while running: bit 4 = visited (same as BORDER), so an unvisited cell is exactly a zero byte.
const VISITED = BORDER;

// Positions a fixed policy picks, for a list of `length` cells.
const NEWEST = 0;
const OLDEST = 1;
const MIDDLE = 2;

export function generateGrowingTree(
  cells: Uint8Array,
  width: number,
  height: number,
  seed: number,
  newest: number,
  oldest: number,
  random: number,
  middle: number,
): void {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0);
  const grower = new Grower(cells, width);

  const root = includedCell(cells, width, height, below(included));
  cells[root] = VISITED;

  const policies = (newest !== 0 ? 1 : 0) + (oldest !== 0 ? 1 : 0) + (random !== 0 ? 1 : 0) + (middle !== 0 ? 1 : 0);
  if (policies > 1) growMixed(grower, width * height, root, newest, oldest, random, middle);
  else if (random !== 0) growRandom(grower, width * height, root);
  else growFixed(grower, width * height, root, newest !== 0 ? NEWEST : oldest !== 0 ? OLDEST : MIDDLE);
  clearScratch(cells, width, height);
}

// The list as a gap buffer: slots [0, gapStart) then [gapEnd, tail); the hole is moved to the picked position.
function growFixed(grower: Grower, capacity: number, root: number, policy: number): void {
  const slots = new Uint32Array(capacity);
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
    const next = grower.grow(slots[gapEnd]!);
    if (next === 0) gapEnd++;
    else slots[tail++] = next;
  }
}

// The list as an unordered bag: a uniform pick does not depend on the order, so removal swaps in the last cell.
function growRandom(grower: Grower, capacity: number, root: number): void {
  const slots = new Uint32Array(capacity);
  slots[0] = root;
  let length = 1;
  while (length !== 0) {
    const at = below(length);
    const next = grower.grow(slots[at]!);
    if (next === 0) slots[at] = slots[--length]!;
    else slots[length++] = next;
  }
}

// The list in joining order (join-order-list.ts): newest and oldest in O(1), middle and random by rank.
function growMixed(grower: Grower, capacity: number, root: number, newest: number, oldest: number, random: number, middle: number): void {
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
    const next = grower.grow(list.cellAt(picked));
    if (next === 0) list.remove(picked);
    else list.append(next);
  }
}

/** Carves from a cell to a random unvisited neighbour. */
class Grower {
  readonly cells: Uint8Array;
  readonly stride: number;
  readonly offsets: Int32Array;

  constructor(cells: Uint8Array, width: number) {
    this.cells = cells;
    this.stride = strideOf(width);
    this.offsets = offsetsFor(this.stride);
  }

  /** Carves from `cell` to a random unvisited neighbour and returns it, or returns 0 when it has none. */
  grow(cell: number): number {
    const { cells, stride } = this;
    // An unvisited neighbour is a zero byte: padding and visited cells are non-zero.
    const open =
      (cells[cell - stride] === 0 ? 1 : 0) | (cells[cell + 1] === 0 ? 2 : 0) | (cells[cell + stride] === 0 ? 4 : 0) | (cells[cell - 1] === 0 ? 8 : 0);
    if (open === 0) return 0;
    const count = popcount4(open);
    const d = count === 1 ? lowestBit4(open) : nthSetBit(open, below(count));
    cells[cell]! |= 1 << d;
    if (isRecording()) logStep(cell, d);
    const next = cell + this.offsets[d]!;
    cells[next] = VISITED | (1 << ((d + 2) & 3));
    tickProgress(1);
    return next;
  }
}
