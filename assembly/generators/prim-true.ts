// Prim with a random weight per cell: a cell gets a random 32-bit weight when it first touches the
// maze and joins the frontier, a min-heap (4-ary) keyed by (weight, padded index); the lightest
// frontier cell is carved to the neighbour that discovered it (kept in its scratch bits). The
// maze grows like invasion percolation: into light regions first, around heavy ones.
// Each cell enters the heap once, as one u64 (weight << 32 | index): 8 bytes per cell. Keys are unique, so the
// cells come out in the same order from any heap; this one is 4-ary (half the levels of a binary heap, the four
// children of a node in one 32-byte run inside a cache line), as it outgrows the caches on large grids. The heap
// holds about a third of the cells at its peak (the heavy ones wait), so each step is cut short:
// the first cell a carve discovers takes the popped root's place and sinks only as far as its
// weight (a light one stays near the top); only a carve that discovers nothing pays for a full pop.
//
// Masks: works on any connected included region (initMaskedGrid); excluded cells are non-zero, so never join the frontier.
//
// Order of random draws (mirrored in src/reference/generators/prim-true.ts):
//   1. below(C), C = the number of included cells (W*H without a mask): the start cell, as the k-th
//      included cell in row-major order (without a mask, simply row-major index k: draws are unchanged).
//   2. nextU32(): the weight of each cell as it joins the frontier; a newly carved cell adds its
//      unvisited neighbours in N, E, S, W order.

import { BORDER, clearScratch, gridBytes, offsetOf, setOffsets, strideOf } from "../grid";
import { includedCell, initMaskedGrid } from "../mask";
import { below, nextU32, seedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { entry, openHeap4, popMin, push, replaceRoot } from "../heap4";
import { isRecording, logStep } from "../steps";

// Scratch while running: bit 4 = visited (same as BORDER); bit 7 = in the frontier, bits 5–6 = direction to the discoverer.
const VISITED: u32 = BORDER;
const FRONTIER: u32 = 0x80;
const PARENT_SHIFT: u32 = 5;

/** Prim with a random weight per cell (a 4-ary heap frontier) into the W×H grid at `cells`; returns a status code. */
export function generatePrimTrue(cells: usize, width: u32, height: u32, seed: u32): i32 {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0);
  const stride = strideOf(width);
  setOffsets(stride);
  // The 4-ary heap (../heap4.ts) after the grid.
  const heap = openHeap4(cells + <usize>gridBytes(width, height));

  const root = includedCell(cells, width, height, below(included));
  store<u8>(cells + root, VISITED);
  let size = discover(cells, heap, 0, root, stride, false);

  while (size != 0) {
    const cell = <u32>load<u64>(entry(heap, 0));
    const d = (<u32>load<u8>(cells + cell) >> PARENT_SHIFT) & 3;
    const parent = cells + (cell + offsetOf(d));
    store<u8>(cells + cell, VISITED | (<u32>1 << d));
    if (isRecording()) logStep(cell, d);
    tickProgress(1);
    store<u8>(parent, <u32>load<u8>(parent) | (<u32>1 << ((d + 2) & 3)));
    size = discover(cells, heap, size, cell, stride, true);
  }
  clearScratch(cells, width, height);
  return STATUS_OK;
}

// Adds the unvisited neighbours of `cell` to the frontier, N, E, S, W, each with a fresh weight;
// when `vacant`, the root still holds the cell just taken: the first newcomer replaces it, or it is popped.
@inline function discover(cells: usize, heap: usize, size: u32, cell: u32, stride: u32, vacant: bool): u32 {
  // Direction d's neighbour sees `cell` in the opposite direction (d + 2) & 3.
  if (load<u8>(cells + (cell - stride)) == 0) {
    size = join(cells, heap, size, cell - stride, 2, vacant);
    vacant = false;
  }
  if (load<u8>(cells + (cell + 1)) == 0) {
    size = join(cells, heap, size, cell + 1, 3, vacant);
    vacant = false;
  }
  if (load<u8>(cells + (cell + stride)) == 0) {
    size = join(cells, heap, size, cell + stride, 0, vacant);
    vacant = false;
  }
  if (load<u8>(cells + (cell - 1)) == 0) {
    size = join(cells, heap, size, cell - 1, 1, vacant);
    vacant = false;
  }
  return vacant ? popMin(heap, size) : size;
}

// Marks the cell as in the frontier with the way back to its discoverer, and puts its key in the heap; returns the size.
@inline function join(cells: usize, heap: usize, size: u32, cell: u32, back: u32, vacant: bool): u32 {
  store<u8>(cells + cell, FRONTIER | (back << PARENT_SHIFT));
  const key = (<u64>nextU32() << 32) | <u64>cell;
  if (vacant) {
    replaceRoot(heap, size, key);
    return size;
  }
  return push(heap, size, key);
}
