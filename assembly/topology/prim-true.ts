// Prim with a random weight per cell on a topology: a cell gets a random 32-bit weight when it first touches the maze
// and joins the frontier, a min-heap keyed by (weight, cell); the lightest frontier cell is carved to the neighbour
// that discovered it. Mirrored in src/reference/topology/prim-true.ts, whose binary heap pops the same cells: keys are
// unique, so any heap does. This one is the grid's 4-ary heap (../heap4.ts), and the first cell a carve discovers
// takes the popped root's place (only a carve that discovers nothing pays for a full pop).
// Working memory at `work`: the heap as u64 keys weight·2^32 + cell (8 bytes per cell, 3 more entries and up to 87
// bytes of alignment), then the discoverer's slot (1 byte per cell): 9n + 112 bytes.
//
// Order of random draws:
//   1. below(n): the root.
//   2. nextU32(): the weight of each cell as it joins the frontier; a newly carved cell adds its neighbours neither in
//      the maze nor in the frontier, in slot order.

import { entry, openHeap4, popMin, push, replaceRoot } from "../heap4";
import { below, nextU32, seedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { carveOn, isIn, isShaped, neighbourOn, setRoot, slotBackOn, slotCountOn, useGraph } from "./graph";

const UNSEEN: u8 = 0xff;

let heap: usize = 0;
let discoverers: usize = 0;

export function topologyPrimTrue(offsets: usize, neighbours: usize, links: usize, work: usize, n: u32, seed: u32): i32 {
  seedRandom(seed);
  useGraph(offsets, neighbours, links, n);
  if (n < 2) return STATUS_OK;
  heap = openHeap4(work);
  discoverers = entry(heap, n + 3);
  memory.fill(discoverers, UNSEEN, n);
  const root = below(n);
  setRoot(root);
  if (isShaped()) grow(true, root);
  else grow(false, root);
  return STATUS_OK;
}

// The growth on one layout (`shaped` a constant in each copy).
@inline function grow(shaped: bool, root: u32): void {
  let size = discover(shaped, root, 0, false);
  while (size != 0) {
    const cell = <u32>load<u64>(entry(heap, 0));
    carveOn(shaped, cell, <u32>load<u8>(discoverers + cell));
    tickProgress(1);
    size = discover(shaped, cell, size, true);
  }
}

// Adds the neighbours of `cell` neither in the maze nor in the frontier, in slot order, each with a fresh weight; when
// `vacant`, the root still holds the cell just carved: the first newcomer replaces it, or it is popped. Returns the size.
@inline function discover(shaped: bool, cell: u32, size: u32, vacant: bool): u32 {
  const slots = slotCountOn(shaped, cell);
  for (let k: u32 = 0; k < slots; k++) {
    const next = neighbourOn(shaped, cell, k);
    if (load<u8>(discoverers + next) != UNSEEN || isIn(next)) continue;
    store<u8>(discoverers + next, <u8>slotBackOn(shaped, cell, k, next));
    const key = (<u64>nextU32() << 32) | <u64>next;
    if (vacant) {
      replaceRoot(heap, size, key);
      vacant = false;
    } else size = push(heap, size, key);
  }
  return vacant ? popMin(heap, size) : size;
}
