// Prim with a random weight per cell: a cell gets a random 32-bit weight when it first touches the
// maze and joins the frontier, a min-heap keyed by (weight, padded index); the lightest frontier
// cell is carved to the neighbour that discovered it (kept in its scratch bits). The maze grows
// like invasion percolation: into light regions first, around heavy ones.
//
// The frontier holds about a third of the cells at its peak, mostly heavy ones that wait for the
// end. So it is two binary heaps split at the weight LIGHT_LIMIT: a small hot heap of light cells,
// where nearly all the work happens, and a large cold heap of heavy ones, popped only when the
// hot heap is empty. Every hot key is below every cold key, so the pops follow (weight, index)
// exactly as one heap would. Each cell enters once, as one u64 (weight << 32 | index), and the
// two heaps share one array of W·H entries from both ends: 8 bytes per cell.
//
// Order of random draws (mirrored in src/reference/generators/prim-true.ts):
//   1. below(W*H): the start cell, row-major index.
//   2. nextU32(): the weight of each cell as it joins the frontier; a newly carved cell adds its
//      unvisited neighbours in N, E, S, W order.

import { BORDER, cellIndex, clearScratch, gridBytes, initGrid, offsetOf, setOffsets, strideOf } from "../grid";
import { below, nextU32, seedRandom } from "../random";

// Scratch while running: bit 4 = visited (same as BORDER); bit 7 = in the frontier, bits 5–6 = direction to the discoverer.
const VISITED: u32 = BORDER;
const FRONTIER: u32 = 0x80;
const PARENT_SHIFT: u32 = 5;

// Just above the site percolation threshold of the square lattice (0.5927): light cells are
// taken soon after they join, so the hot heap stays small.
const LIGHT_LIMIT: u64 = <u64>(0.6 * 4294967296.0) << 32;

export function generatePrimTrue(cells: usize, width: u32, height: u32, seed: u32): void {
  seedRandom(seed);
  initGrid(cells, width, height, 0);
  const stride = strideOf(width);
  setOffsets(stride);
  const start = (cells + <usize>gridBytes(width, height) + 7) & ~<usize>7;
  // Hot entry i (1-based) at hot + 8·i, growing up; cold entry i at cold − 8·i, growing down.
  const hot = start - 8;
  const cold = start + (<usize>(width * height) << 3);

  const first = below(width * height);
  const root = cellIndex(width, first % width, first / width);
  store<u8>(cells + root, VISITED);
  hotSize = 0;
  coldSize = 0;
  discover(cells, hot, cold, root, stride);

  while (true) {
    let cell: u32 = 0;
    if (hotSize != 0) {
      cell = <u32>load<u64>(hot + 8);
      hotSize = popMin(hot, 8, hotSize);
    } else if (coldSize != 0) {
      cell = <u32>load<u64>(cold - 8);
      coldSize = popMin(cold, -8, coldSize);
    } else break;
    const d = (<u32>load<u8>(cells + cell) >> PARENT_SHIFT) & 3;
    const parent = cells + (cell + offsetOf(d));
    store<u8>(cells + cell, VISITED | (<u32>1 << d));
    store<u8>(parent, <u32>load<u8>(parent) | (<u32>1 << ((d + 2) & 3)));
    discover(cells, hot, cold, cell, stride);
  }
  clearScratch(cells, width, height);
}

let hotSize: u32 = 0;
let coldSize: u32 = 0;

// Adds the unvisited neighbours of `cell` to the frontier, N, E, S, W, each with a fresh weight.
@inline function discover(cells: usize, hot: usize, cold: usize, cell: u32, stride: u32): void {
  // Direction d's neighbour sees `cell` in the opposite direction (d + 2) & 3.
  if (load<u8>(cells + (cell - stride)) == 0) join(cells, hot, cold, cell - stride, 2);
  if (load<u8>(cells + (cell + 1)) == 0) join(cells, hot, cold, cell + 1, 3);
  if (load<u8>(cells + (cell + stride)) == 0) join(cells, hot, cold, cell + stride, 0);
  if (load<u8>(cells + (cell - 1)) == 0) join(cells, hot, cold, cell - 1, 1);
}

@inline function join(cells: usize, hot: usize, cold: usize, cell: u32, back: u32): void {
  store<u8>(cells + cell, FRONTIER | (back << PARENT_SHIFT));
  const key = (<u64>nextU32() << 32) | <u64>cell;
  if (key < LIGHT_LIMIT) hotSize = push(hot, 8, hotSize, key);
  else coldSize = push(cold, -8, coldSize, key);
}

// A binary min-heap of u64 keys, entry i (1-based) at base + i·step: step 8 grows up, −8 grows down.

@inline function entry(base: usize, step: usize, i: u32): usize {
  return base + <usize>i * step;
}

// Sifts the key up from a new leaf; returns the new size.
@inline function push(base: usize, step: usize, size: u32, key: u64): u32 {
  let hole = size + 1;
  while (hole > 1) {
    const parent = hole >> 1;
    const above = load<u64>(entry(base, step, parent));
    if (above < key) break;
    store<u64>(entry(base, step, hole), above);
    hole = parent;
  }
  store<u64>(entry(base, step, hole), key);
  return size + 1;
}

// Removes the root: walks the hole down along the lighter children to a leaf (one comparison a
// level, branch-free), then sifts the last entry up from there (Floyd). Returns the new size.
@inline function popMin(base: usize, step: usize, size: u32): u32 {
  const last = load<u64>(entry(base, step, size));
  const count = size - 1;
  let hole: u32 = 1;
  let child: u32 = 2;
  while (child < count) {
    const left = load<u64>(entry(base, step, child));
    const right = load<u64>(entry(base, step, child + 1));
    const rightLighter = right < left;
    store<u64>(entry(base, step, hole), select(right, left, rightLighter));
    hole = child + <u32>rightLighter;
    child = hole << 1;
  }
  if (child == count) {
    store<u64>(entry(base, step, hole), load<u64>(entry(base, step, child)));
    hole = child;
  }
  while (hole > 1) {
    const parent = hole >> 1;
    const above = load<u64>(entry(base, step, parent));
    if (above < last) break;
    store<u64>(entry(base, step, hole), above);
    hole = parent;
  }
  store<u64>(entry(base, step, hole), last);
  return count;
}
