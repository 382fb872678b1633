// Prim with a random weight per cell on a topology: a cell gets a random 32-bit weight when it first touches the maze
// and joins the frontier, a min-heap keyed by (weight, cell); the lightest frontier cell is carved to the neighbour
// that discovered it. Mirrored in src/reference/topology/prim-true.ts, whose binary heap pops the same cells: keys are
// unique, so any heap does. This one is the grid's 4-ary heap (../heap4.ts), and the first cell a carve discovers
// takes the popped root's place (only a carve that discovers nothing pays for a full pop). Most frontier cells are
// heavy ones that wait (more so with 6 or 8 neighbours a cell): keys at or above a cut (FIRST_CUT) go to an unordered
// pile instead, so the heap holds the light ones and stays small; when it runs dry the cut rises (CUT_STEP) and the
// piled keys below it move into the heap. Every piled key is at or above the cut and every heap key below it, so the
// heap's root is still the lightest of the frontier: the same pops, in the same order.
// Working memory at `work`: the heap as u64 keys weight·2^32 + cell from its start and the pile from its end down (8
// bytes per cell, as together they hold the frontier; 3 more entries and up to 87 bytes of alignment), then a byte
// per cell: UNSEEN, or for a cell that has been in the frontier the slot back to its discoverer and the discoverer's
// slot to it (back + 8·slot), so that a carve searches for neither; the root has ROOT. A cell not UNSEEN is in the
// maze or the frontier, so that byte is all a neighbour is tested on. 9n + 112 bytes.
//
// Order of random draws:
//   1. below(n): the root.
//   2. nextU32(): the weight of each cell as it joins the frontier; a newly carved cell adds its neighbours neither in
//      the maze nor in the frontier, in slot order.

import { entry, openHeap4, popMin, push, replaceRoot } from "../heap4";
import { below, nextU32, seedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { deltaOn, finishGraph, isShaped, linksOf, neighbourOn, positionsOf, setLinks, setRoot, slotAlongOn, slotCountOn, useGraph } from "./graph";

const UNSEEN: u8 = 0xff;
const ROOT: u8 = 0xfe;

// Frontier keys at or above `cut` wait in a pile (unordered) instead of the heap; when the heap runs dry the cut rises
// by CUT_STEP and the pile's keys below it move into the heap.
const FIRST_CUT: u64 = 0x40000000_00000000;
const CUT_STEP: u64 = 0x10000000_00000000;

let heap: usize = 0;
let discoverers: usize = 0;
// The pile: `piled` keys ending at pileEnd (the heap's area, from its far end down).
let pileEnd: usize = 0;
let piled: u32 = 0;
let cut: u64 = 0;

export function topologyPrimTrue(offsets: usize, neighbours: usize, links: usize, work: usize, n: u32, seed: u32): i32 {
  seedRandom(seed);
  useGraph(offsets, neighbours, links, n);
  if (n >= 2) start(work, n);
  finishGraph(n);
  return STATUS_OK;
}

function start(work: usize, n: u32): void {
  // The frontier holds at most n cells; the discoverer bytes span the positions (a key's cell is its position).
  heap = openHeap4(work);
  discoverers = entry(heap, n + 3);
  pileEnd = discoverers;
  piled = 0;
  cut = FIRST_CUT;
  memory.fill(discoverers, UNSEEN, positionsOf(n));
  const root = setRoot(below(n));
  store<u8>(discoverers + root, ROOT);
  if (isShaped()) grow(true, root);
  else grow(false, root);
}

// The growth on one layout (`shaped` a constant in each copy).
@inline function grow(shaped: bool, root: u32): void {
  let size = discover(shaped, root, 0, false);
  if (size == 0) size = unpile();
  while (size != 0) {
    const cell = <u32>load<u64>(entry(heap, 0));
    const way = <u32>load<u8>(discoverers + cell);
    const back = way & 7;
    const from = neighbourOn(shaped, cell, back);
    setLinks(cell, linksOf(cell) | (<u32>1 << back));
    setLinks(from, linksOf(from) | (<u32>1 << (way >> 3)));
    tickProgress(1);
    size = discover(shaped, cell, size, true);
    if (size == 0) size = unpile();
  }
}

// The heap is empty: raises the cut until some piled keys are below it, and moves those into the heap (they are the
// lightest of the frontier, as every key left piled is at or above the cut); returns the heap's size.
function unpile(): u32 {
  let size: u32 = 0;
  while (size == 0 && piled != 0) {
    cut = cut >= <u64>0 - CUT_STEP ? <u64>-1 : cut + CUT_STEP;
    // Partition the pile in place: keys below the cut to its low end, the rest above them.
    let low = pileEnd - (<usize>piled << 3);
    let high = pileEnd - 8;
    const start = low;
    while (low <= high) {
      const key = load<u64>(low);
      if (key < cut) low += 8;
      else {
        store<u64>(low, load<u64>(high));
        store<u64>(high, key);
        high -= 8;
      }
    }
    // The heap's entries stay below the keys still to move (the pile starts at entry 3 or later).
    for (let at = start; at < low; at += 8) size = push(heap, size, load<u64>(at));
    piled -= <u32>((low - start) >> 3);
  }
  return size;
}

// Adds the neighbours of `cell` neither in the maze nor in the frontier, in slot order, each with a fresh weight; when
// `vacant`, the root still holds the cell just carved: the first newcomer replaces it, or it is popped. Returns the size.
@inline function discover(shaped: bool, cell: u32, size: u32, vacant: bool): u32 {
  const slots = slotCountOn(shaped, cell);
  for (let k: u32 = 0; k < slots; k++) {
    const delta = shaped ? deltaOn(cell, k) : 0;
    const next = shaped ? cell + <u32>delta : neighbourOn(shaped, cell, k);
    if (load<u8>(discoverers + next) != UNSEEN) continue;
    store<u8>(discoverers + next, <u8>(slotAlongOn(shaped, cell, next, delta) | (k << 3)));
    const key = (<u64>nextU32() << 32) | <u64>next;
    if (key >= cut) {
      piled++;
      store<u64>(pileEnd - (<usize>piled << 3), key);
    } else if (vacant) {
      replaceRoot(heap, size, key);
      vacant = false;
    } else size = push(heap, size, key);
  }
  return vacant ? popMin(heap, size) : size;
}
