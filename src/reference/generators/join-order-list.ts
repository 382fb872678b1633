// The growing tree's list for a mix of policies: cells in the order they joined, with O(1) newest
// and oldest and O(log n) k-th, for a list that only appends at the end but removes anywhere.
// Mirror of assembly/generators/join-order-list.ts:
//   - slot t holds the t-th cell to join, live slots lie in [head, tail), a bitset marks them, and
//     head and tail are trimmed so that slots head and tail − 1 are always live;
//   - a Fenwick tree (1-based) over `leaves` blocks of 256 slots (a power of two, doubled as tail
//     grows) counts the live slots of each block, for the k-th live slot;
//   - when dead slots outnumber live ones (plus slack), the live ones are packed to the front and the
//     tree is rebuilt, so its size follows the list's length rather than W·H (amortized O(1)).

// A block covers 2^BLOCK_SHIFT words of 32 slots: 256 slots, a short popcount scan.
const BLOCK_SHIFT = 3;
const SLOT_TO_BLOCK = 5 + BLOCK_SHIFT;
const BLOCK_SLOTS = 1 << SLOT_TO_BLOCK;
// Packing waits for this many dead slots beyond the live count, so small lists do not pack often.
const PACK_SLACK = 1024;

export class JoinOrderList {
  private readonly slots: Uint32Array;
  private readonly live: Uint32Array;
  private readonly tree: Uint32Array;
  private head = 0;
  private tail = 1;
  private leaves = 1;
  length = 1;

  /** A list with room for `capacity` cells, holding `first`. */
  constructor(capacity: number, first: number) {
    this.slots = new Uint32Array(capacity);
    this.live = new Uint32Array(Math.ceil(capacity / 32));
    this.tree = new Uint32Array(leavesFor(Math.ceil(capacity / BLOCK_SLOTS)) + 1);
    this.slots[0] = first;
    this.live[0] = 1;
    this.tree[1] = 1;
  }

  newestSlot(): number {
    return this.tail - 1;
  }

  oldestSlot(): number {
    return this.head;
  }

  cellAt(slot: number): number {
    return this.slots[slot]!;
  }

  /** Appends a cell at the end. */
  append(cell: number): void {
    const { tree } = this;
    if (this.tail >>> SLOT_TO_BLOCK === this.leaves) {
      // Doubling: the new upper half of the blocks is empty, so only the new root needs the total.
      tree[this.leaves * 2] = tree[this.leaves]!;
      this.leaves *= 2;
    }
    const t = this.tail++;
    this.slots[t] = cell;
    this.live[t >>> 5]! |= 1 << (t & 31);
    this.addToBlock(t, 1);
    this.length++;
  }

  /** Removes a live slot; trims head and tail, and packs the list when it is mostly dead. */
  remove(slot: number): void {
    this.live[slot >>> 5]! &= ~(1 << (slot & 31));
    this.addToBlock(slot, -1);
    if (--this.length === 0) return;
    if (slot === this.head) this.head = this.nextLive(slot);
    if (slot === this.tail - 1) this.tail = this.previousLive(slot) + 1;
    if (this.tail - this.head >= this.length * 2 + PACK_SLACK) this.pack();
  }

  /** The slot of the k-th (0-based) live cell: descend the tree to its block, scan its words, take the k-th set bit. */
  slotOfRank(k: number): number {
    const { tree, live } = this;
    let block = 0;
    for (let step = this.leaves >>> 1; step !== 0; step >>>= 1) {
      const inBlocks = tree[block + step]!;
      if (inBlocks <= k) {
        block += step;
        k -= inBlocks;
      }
    }
    let word = block << BLOCK_SHIFT;
    let bits = live[word]!;
    while (k >= popcount32(bits)) {
      k -= popcount32(bits);
      bits = live[++word]!;
    }
    return word * 32 + nthSetBit32(bits, k);
  }

  // Moves the live slots to [0, length) in order and rebuilds the bitset and a tree sized for them.
  private pack(): void {
    const { slots, live, tree, length } = this;
    let packed = 0;
    for (let word = this.head >>> 5; word <= (this.tail - 1) >>> 5; word++) {
      let bits = live[word]!;
      live[word] = 0;
      while (bits !== 0) {
        slots[packed++] = slots[word * 32 + (31 - Math.clz32(bits & -bits))]!;
        bits &= bits - 1;
      }
    }
    live.fill(0xffffffff, 0, length >>> 5);
    if ((length & 31) !== 0) live[length >>> 5] = (1 << (length & 31)) - 1;
    tree.fill(0, 1, this.leaves + 1);
    const blocks = ((length - 1) >>> SLOT_TO_BLOCK) + 1;
    this.leaves = leavesFor(blocks);
    for (let block = 0; block < blocks; block++) tree[block + 1] = Math.min(BLOCK_SLOTS, length - block * BLOCK_SLOTS);
    for (let i = 1; i < this.leaves; i++) {
      const parent = i + (i & -i);
      if (parent <= this.leaves) tree[parent]! += tree[i]!;
    }
    this.head = 0;
    this.tail = length;
  }

  // Adds `delta` (+1 or −1) to the live count of slot t's block.
  private addToBlock(t: number, delta: number): void {
    const { tree, leaves } = this;
    for (let i = (t >>> SLOT_TO_BLOCK) + 1; i <= leaves; i += i & -i) tree[i]! += delta;
  }

  // The first live slot after t (one exists).
  private nextLive(t: number): number {
    let word = (t + 1) >>> 5;
    let bits = this.live[word]! & (-1 << ((t + 1) & 31));
    while (bits === 0) bits = this.live[++word]!;
    return word * 32 + (31 - Math.clz32(bits & -bits));
  }

  // The last live slot before t (one exists).
  private previousLive(t: number): number {
    let word = (t - 1) >>> 5;
    let bits = this.live[word]! & (-1 >>> (31 - ((t - 1) & 31)));
    while (bits === 0) bits = this.live[--word]!;
    return word * 32 + (31 - Math.clz32(bits));
  }
}

// The tree's leaf count: a power of two that holds `blocks` blocks.
function leavesFor(blocks: number): number {
  let leaves = 1;
  while (leaves < blocks) leaves *= 2;
  return leaves;
}

// Index of the k-th (0-based) set bit of x: a binary search on the popcounts of the low halves.
function nthSetBit32(x: number, k: number): number {
  let at = 0;
  for (let half = 16; half !== 0; half >>>= 1) {
    const low = popcount32(x & ((1 << half) - 1));
    if (k >= low) {
      at += half;
      k -= low;
      x >>>= half;
    }
  }
  return at;
}

function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
