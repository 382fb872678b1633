// Prim with a random weight per cell on a topology: a cell gets a random 32-bit weight when it first touches the maze
// and joins the frontier, a binary min-heap keyed by (weight, cell); the lightest frontier cell is carved to the
// neighbour that discovered it. Working memory at `work`: the heap as u64 keys weight·2^32 + cell (8 bytes per cell
// plus one), then the discoverer's slot (1 byte per cell). Mirrored in src/reference/topology/prim-true.ts.
//
// Order of random draws:
//   1. below(n): the root.
//   2. nextU32(): the weight of each cell as it joins the frontier; a newly carved cell adds its neighbours neither in
//      the maze nor in the frontier, in slot order.

import { below, nextU32, seedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { carveOn, isIn, isShaped, neighbourOn, setRoot, slotBackOn, slotCountOn, useGraph } from "./graph";
import { heapPop, heapPush } from "./heap";

const UNSEEN: u8 = 0xff;

let heap: usize = 0;
let size: u32 = 0;
let discoverers: usize = 0;

export function topologyPrimTrue(offsets: usize, neighbours: usize, links: usize, work: usize, n: u32, seed: u32): i32 {
  seedRandom(seed);
  useGraph(offsets, neighbours, links, n);
  if (n < 2) return STATUS_OK;
  heap = work;
  size = 0;
  discoverers = work + ((<usize>n + 1) << 3);
  memory.fill(discoverers, UNSEEN, n);
  const root = below(n);
  setRoot(root);
  if (isShaped()) grow(true, root);
  else grow(false, root);
  return STATUS_OK;
}

// The growth on one layout (`shaped` a constant in each copy).
@inline function grow(shaped: bool, root: u32): void {
  discover(shaped, root);
  while (size > 0) {
    const cell = pop();
    carveOn(shaped, cell, <u32>load<u8>(discoverers + cell));
    tickProgress(1);
    discover(shaped, cell);
  }
}

@inline function discover(shaped: bool, cell: u32): void {
  const slots = slotCountOn(shaped, cell);
  for (let k: u32 = 0; k < slots; k++) {
    const next = neighbourOn(shaped, cell, k);
    if (load<u8>(discoverers + next) != UNSEEN || isIn(next)) continue;
    store<u8>(discoverers + next, <u8>slotBackOn(shaped, cell, k, next));
    push((<u64>nextU32() << 32) | <u64>next);
  }
}

function push(key: u64): void {
  heapPush(heap, size++, key);
}

function pop(): u32 {
  return <u32>heapPop(heap, size--);
}
