// Prim with a random weight per cell: a cell gets a random 32-bit weight when it first touches the
// maze and joins the frontier, a binary min-heap keyed by (weight, padded index); the lightest
// frontier cell is carved to the neighbour that discovered it (kept in its scratch bits).
// Mirror of assembly/generators/prim-true.ts (the first cell a carve discovers takes the popped
// root's place); the heap's u64 keys are two parallel Uint32Arrays here (weight, index), compared
// in the same order. Keys are unique, so this binary heap gives the cells in the order of the core's 4-ary one.
//
// Masks: works on any connected included region (initMaskedGrid); excluded cells are non-zero, so never join the frontier.
//
// Order of random draws:
//   1. below(C), C = the number of included cells (W*H without a mask): the start cell, as the k-th
//      included cell in row-major order (without a mask, simply row-major index k: draws are unchanged).
//   2. nextU32(): the weight of each cell as it joins the frontier; a newly carved cell adds its
//      unvisited neighbours in N, E, S, W order.

import { BORDER, clearScratch, offsetsFor, strideOf } from "../grid.js";
import { includedCell, initMaskedGrid } from "../mask.js";
import { tickProgress } from "../progress.js";
import { below, nextU32, seedRandom } from "../random.js";
import { isRecording, logStep } from "../steps.js";

// Scratch while running: bit 4 = visited (same as BORDER); bit 7 = in the frontier, bits 5–6 = direction to the discoverer.
const VISITED = BORDER;
const FRONTIER = 0x80;
const PARENT_SHIFT = 5;

/** A 1-based binary min-heap of cells keyed by (weight, index). */
class FrontierHeap {
  readonly weights: Uint32Array;
  readonly cells: Uint32Array;
  size = 0;

  constructor(capacity: number) {
    this.weights = new Uint32Array(capacity + 1);
    this.cells = new Uint32Array(capacity + 1);
  }

  /** The cell at the root, the lightest. */
  lightest(): number {
    return this.cells[1]!;
  }

  push(weight: number, cell: number): void {
    const { weights, cells } = this;
    let hole = ++this.size;
    while (hole > 1) {
      const parent = hole >>> 1;
      if (lighter(weights[parent]!, cells[parent]!, weight, cell)) break;
      weights[hole] = weights[parent]!;
      cells[hole] = cells[parent]!;
      hole = parent;
    }
    weights[hole] = weight;
    cells[hole] = cell;
  }

  /** Puts the key in place of the root and sifts it down until its lighter child is heavier than it. */
  replaceRoot(weight: number, cell: number): void {
    const { weights, cells, size } = this;
    let hole = 1;
    let child = 2;
    while (child <= size) {
      if (child < size && lighter(weights[child + 1]!, cells[child + 1]!, weights[child]!, cells[child]!)) child++;
      if (lighter(weight, cell, weights[child]!, cells[child]!)) break;
      weights[hole] = weights[child]!;
      cells[hole] = cells[child]!;
      hole = child;
      child = hole * 2;
    }
    weights[hole] = weight;
    cells[hole] = cell;
  }

  /** Removes the root: the hole walks down the lighter children to a leaf, then the last entry sifts up from there (Floyd). */
  popMin(): void {
    const { weights, cells } = this;
    const lastWeight = weights[this.size]!;
    const lastCell = cells[this.size]!;
    const count = --this.size;
    let hole = 1;
    let child = 2;
    while (child <= count) {
      if (child < count && lighter(weights[child + 1]!, cells[child + 1]!, weights[child]!, cells[child]!)) child++;
      weights[hole] = weights[child]!;
      cells[hole] = cells[child]!;
      hole = child;
      child = hole * 2;
    }
    while (hole > 1) {
      const parent = hole >>> 1;
      if (lighter(weights[parent]!, cells[parent]!, lastWeight, lastCell)) break;
      weights[hole] = weights[parent]!;
      cells[hole] = cells[parent]!;
      hole = parent;
    }
    weights[hole] = lastWeight;
    cells[hole] = lastCell;
  }
}

function lighter(weightA: number, cellA: number, weightB: number, cellB: number): boolean {
  return weightA < weightB || (weightA === weightB && cellA < cellB);
}

export function generatePrimTrue(cells: Uint8Array, width: number, height: number, seed: number): void {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0);
  const stride = strideOf(width);
  const offsets = offsetsFor(stride);
  const heap = new FrontierHeap(width * height);

  const root = includedCell(cells, width, height, below(included));
  cells[root] = VISITED;
  discover(cells, heap, root, stride, false);

  while (heap.size !== 0) {
    const cell = heap.lightest();
    const d = (cells[cell]! >> PARENT_SHIFT) & 3;
    cells[cell] = VISITED | (1 << d);
    if (isRecording()) logStep(cell, d);
    tickProgress(1);
    cells[cell + offsets[d]!]! |= 1 << ((d + 2) & 3);
    discover(cells, heap, cell, stride, true);
  }
  clearScratch(cells, width, height);
}

// Adds the unvisited neighbours of `cell` to the frontier, N, E, S, W, each with a fresh weight;
// when `vacant`, the root still holds the cell just taken: the first newcomer replaces it, or it is popped.
function discover(cells: Uint8Array, heap: FrontierHeap, cell: number, stride: number, vacant: boolean): void {
  // Direction d's neighbour sees `cell` in the opposite direction (d + 2) & 3.
  if (cells[cell - stride] === 0) vacant = join(cells, heap, cell - stride, 2, vacant);
  if (cells[cell + 1] === 0) vacant = join(cells, heap, cell + 1, 3, vacant);
  if (cells[cell + stride] === 0) vacant = join(cells, heap, cell + stride, 0, vacant);
  if (cells[cell - 1] === 0) vacant = join(cells, heap, cell - 1, 1, vacant);
  if (vacant) heap.popMin();
}

// Marks the cell as in the frontier with the way back to its discoverer, and puts its key in the heap; the root is no longer vacant.
function join(cells: Uint8Array, heap: FrontierHeap, cell: number, back: number, vacant: boolean): false {
  cells[cell] = FRONTIER | (back << PARENT_SHIFT);
  if (vacant) heap.replaceRoot(nextU32(), cell);
  else heap.push(nextU32(), cell);
  return false;
}
