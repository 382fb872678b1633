// Growing tree: a list of active cells, in the order they joined. Each step picks one by the
// policy (newest, oldest, random, middle, or a weighted mix of them); if it has unvisited
// neighbours, carve to a random one and append that; otherwise remove the picked cell.
// Mirror of assembly/generators/growing-tree.ts, with the same three shapes of the list (growing-list.ts, shared with
// the topologies):
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
import { type Grower, growFrom, NONE } from "./growing-list.js";

// Scratch while running: bit 4 = visited (same as BORDER), so an unvisited cell is exactly a zero byte.
const VISITED = BORDER;

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

  const root = includedCell(cells, width, height, below(included));
  cells[root] = VISITED;

  growFrom(new SquareGrower(cells, width), width * height, root, newest, oldest, random, middle);
  clearScratch(cells, width, height);
}

/** Carves from a cell to a random unvisited neighbour. */
class SquareGrower implements Grower {
  readonly cells: Uint8Array;
  readonly stride: number;
  readonly offsets: Int32Array;

  constructor(cells: Uint8Array, width: number) {
    this.cells = cells;
    this.stride = strideOf(width);
    this.offsets = offsetsFor(this.stride);
  }

  /** Carves from `cell` to a random unvisited neighbour and returns it, or NONE when it has none. */
  grow(cell: number): number {
    const { cells, stride } = this;
    // An unvisited neighbour is a zero byte: padding and visited cells are non-zero.
    const open =
      (cells[cell - stride] === 0 ? 1 : 0) | (cells[cell + 1] === 0 ? 2 : 0) | (cells[cell + stride] === 0 ? 4 : 0) | (cells[cell - 1] === 0 ? 8 : 0);
    if (open === 0) return NONE;
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
