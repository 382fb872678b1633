// The growing tree's list for a mix of policies: cells in the order they joined, with O(1) newest
// and oldest and O(log n) k-th, for a list that only appends at the end but removes anywhere.
//   - slot t holds the t-th cell to join, live slots lie in [head, tail), a bitset marks them, and
//     head and tail are trimmed so that slots head and tail − 1 are always live;
//   - a Fenwick tree (1-based) over `leaves` blocks of 256 slots (a power of two, doubled as tail
//     grows) counts the live slots of each block, for the k-th live slot;
//   - when dead slots outnumber live ones (plus slack), the live ones are packed to the front and the
//     tree is rebuilt, so its size follows the list's length rather than W·H (amortized O(1)).
// Memory for `capacity` cells: 4·capacity bytes of slots, 4·ceil(capacity/32) of bitset and
// 4·(power of two ≥ ceil(capacity/256)) of tree.

import { below } from "../random";

// A block covers 2^BLOCK_SHIFT words of 32 slots: 256 slots, a short popcount scan.
const BLOCK_SHIFT: u32 = 3;
const SLOT_TO_BLOCK: u32 = 5 + BLOCK_SHIFT;
const BLOCK_SLOTS: u32 = 1 << SLOT_TO_BLOCK;
// Packing waits for this many dead slots beyond the live count, so small lists do not pack often.
const PACK_SLACK: u32 = 1024;

let slots: usize = 0;
let live: usize = 0;
let tree: usize = 0;
let head: u32 = 0;
let tail: u32 = 0;
let count: u32 = 0;
let leaves: u32 = 0;

/** Starts a list at `base` (4-byte aligned) holding one cell. */
export function openJoinOrderList(base: usize, capacity: u32, first: u32): void {
  slots = base;
  live = at(slots, capacity);
  tree = at(live, wordsFor(capacity)) - 4;
  memory.fill(live, 0, (<usize>wordsFor(capacity) + <usize>leavesFor(capacity)) << 2);
  store<u32>(slots, first);
  store<u32>(live, 1);
  store<u32>(at(tree, 1), 1);
  head = 0;
  tail = 1;
  count = 1;
  leaves = 1;
}

@inline export function listLength(): u32 {
  return count;
}

@inline export function newestSlot(): u32 {
  return tail - 1;
}

@inline export function oldestSlot(): u32 {
  return head;
}

/**
 * The slot a mix of policies picks (weights newest, oldest, random, middle, given as newest, newest + oldest,
 * newest + oldest + random and their total): one below(total), then below(length) for random. Both growing trees
 * (square grid and topologies) draw in this order.
 */
@inline export function pickMixed(newest: u32, upToOldest: u32, upToRandom: u32, total: u32): u32 {
  const choice = below(total);
  if (choice < newest) return newestSlot();
  if (choice < upToOldest) return oldestSlot();
  return slotOfRank(choice < upToRandom ? below(count) : count >>> 1);
}

@inline export function cellAt(slot: u32): u32 {
  return load<u32>(at(slots, slot));
}

/** Appends a cell at the end. */
export function appendCell(cell: u32): void {
  if (tail >> SLOT_TO_BLOCK == leaves) {
    // Doubling: the new upper half of the blocks is empty, so only the new root needs the total.
    store<u32>(at(tree, leaves << 1), load<u32>(at(tree, leaves)));
    leaves <<= 1;
  }
  store<u32>(at(slots, tail), cell);
  setBit(tail);
  addToBlock(tail, 1);
  tail++;
  count++;
}

/** Removes a live slot; trims head and tail, and packs the list when it is mostly dead. */
export function removeSlot(slot: u32): void {
  clearBit(slot);
  addToBlock(slot, -1);
  if (--count == 0) return;
  if (slot == head) head = nextLive(slot);
  if (slot == tail - 1) tail = previousLive(slot) + 1;
  if (tail - head >= (count << 1) + PACK_SLACK) pack();
}

/** The slot of the k-th (0-based) live cell: descend the tree to its block, scan its words, take the k-th set bit (all but the scan branch-free). */
export function slotOfRank(k: u32): u32 {
  let block: u32 = 0;
  for (let step = leaves >> 1; step != 0; step >>= 1) {
    const inBlocks = load<u32>(at(tree, block + step));
    const before = inBlocks <= k;
    block += select(step, 0, before);
    k -= select(inBlocks, 0, before);
  }
  let word = block << BLOCK_SHIFT;
  let bits = load<u32>(at(live, word));
  while (k >= popcnt(bits)) {
    k -= popcnt(bits);
    bits = load<u32>(at(live, ++word));
  }
  return (word << 5) | nthSetBit32(bits, k);
}

// Index of the k-th (0-based) set bit of x: a branch-free binary search on the popcounts of the low halves.
@inline function nthSetBit32(x: u32, k: u32): u32 {
  let at: u32 = 0;
  for (let half: u32 = 16; half != 0; half >>= 1) {
    const low = popcnt(x & ((<u32>1 << half) - 1));
    const above = k >= low;
    at += select(half, 0, above);
    k -= select(low, 0, above);
    x = select(x >> half, x, above);
  }
  return at;
}

// Moves the live slots to [0, count) in order and rebuilds the bitset and a tree sized for them.
function pack(): void {
  let packed: u32 = 0;
  for (let word = head >> 5; word <= (tail - 1) >> 5; word++) {
    let bits = load<u32>(at(live, word));
    store<u32>(at(live, word), 0);
    while (bits != 0) {
      store<u32>(at(slots, packed++), load<u32>(at(slots, (word << 5) | ctz(bits))));
      bits &= bits - 1;
    }
  }
  const fullWords = count >> 5;
  memory.fill(live, 0xff, <usize>fullWords << 2);
  if ((count & 31) != 0) store<u32>(at(live, fullWords), (<u32>1 << (count & 31)) - 1);
  memory.fill(at(tree, 1), 0, <usize>leaves << 2);
  const blocks = ((count - 1) >> SLOT_TO_BLOCK) + 1;
  leaves = blocks <= 1 ? 1 : <u32>1 << (32 - clz(blocks - 1));
  for (let block: u32 = 0; block < blocks; block++) {
    store<u32>(at(tree, block + 1), min(BLOCK_SLOTS, count - (block << SLOT_TO_BLOCK)));
  }
  for (let i: u32 = 1; i < leaves; i++) {
    const parent = i + (i & (0 - i));
    if (parent <= leaves) store<u32>(at(tree, parent), load<u32>(at(tree, parent)) + load<u32>(at(tree, i)));
  }
  head = 0;
  tail = count;
}

@inline function at(base: usize, i: u32): usize {
  return base + (<usize>i << 2);
}

@inline function wordsFor(capacity: u32): u32 {
  return (capacity >> 5) + <u32>((capacity & 31) != 0);
}

@inline function leavesFor(capacity: u32): u32 {
  const blocks = (capacity >> SLOT_TO_BLOCK) + <u32>((capacity & (BLOCK_SLOTS - 1)) != 0);
  return blocks <= 1 ? 1 : <u32>1 << (32 - clz(blocks - 1));
}

@inline function setBit(t: u32): void {
  const word = at(live, t >> 5);
  store<u32>(word, load<u32>(word) | (<u32>1 << (t & 31)));
}

@inline function clearBit(t: u32): void {
  const word = at(live, t >> 5);
  store<u32>(word, load<u32>(word) & ~(<u32>1 << (t & 31)));
}

// Adds `delta` (+1 or −1, wrapping) to the live count of slot t's block.
@inline function addToBlock(t: u32, delta: u32): void {
  for (let i = (t >> SLOT_TO_BLOCK) + 1; i <= leaves; i += i & (0 - i)) {
    store<u32>(at(tree, i), load<u32>(at(tree, i)) + delta);
  }
}

// The first live slot after t (one exists).
@inline function nextLive(t: u32): u32 {
  let word = (t + 1) >> 5;
  let bits = load<u32>(at(live, word)) & (<u32>-1 << ((t + 1) & 31));
  while (bits == 0) bits = load<u32>(at(live, ++word));
  return (word << 5) | ctz(bits);
}

// The last live slot before t (one exists).
@inline function previousLive(t: u32): u32 {
  let word = (t - 1) >> 5;
  let bits = load<u32>(at(live, word)) & (<u32>-1 >> (31 - ((t - 1) & 31)));
  while (bits == 0) bits = load<u32>(at(live, --word));
  return (word << 5) | (31 - clz(bits));
}
