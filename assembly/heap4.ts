// A 0-based 4-ary min-heap of u64 keys in linear memory, for prim-true on the grid and on topologies: entry i at
// heap + 8·i, children 4i + 1 .. 4i + 4. The caller places the heap at a 64-byte boundary + 24 (so each run of four
// children is 32-byte aligned, inside a cache line) and keeps its size; the three entries past the last are always
// EMPTY, so a node's four children are compared without bounds tests. Keys must be unique and below EMPTY.

/** Heavier than every key. */
export const EMPTY: u64 = 0xffffffffffffffff;

/** Opens an empty heap at the first 64-byte boundary + 24 from `at` (up to 87 bytes on), its first three entries EMPTY; returns where it is. */
@inline export function openHeap4(at: usize): usize {
  const heap = ((at + 63) & ~<usize>63) + 24;
  store<u64>(entry(heap, 0), EMPTY);
  store<u64>(entry(heap, 1), EMPTY);
  store<u64>(entry(heap, 2), EMPTY);
  return heap;
}

/** Sifts the key up from a new leaf; returns the new size. */
@inline export function push(heap: usize, size: u32, key: u64): u32 {
  store<u64>(entry(heap, size + 3), EMPTY);
  let hole = size;
  while (hole > 0) {
    const parent = (hole - 1) >> 2;
    const above = load<u64>(entry(heap, parent));
    if (above < key) break;
    store<u64>(entry(heap, hole), above);
    hole = parent;
  }
  store<u64>(entry(heap, hole), key);
  return size + 1;
}

// Index of the lightest of the four children starting at `first` (EMPTY past the last entry).
@inline export function lightestChild(heap: usize, first: u32): u32 {
  const at = entry(heap, first);
  const a = load<u64>(at);
  const b = load<u64>(at, 8);
  const c = load<u64>(at, 16);
  const d = load<u64>(at, 24);
  const left = select<u32>(1, 0, b < a);
  const right = select<u32>(3, 2, d < c);
  const leftKey = select(b, a, b < a);
  const rightKey = select(d, c, d < c);
  return first + select(right, left, rightKey < leftKey);
}

// Puts the key in place of the root and sifts it down until its lightest child is heavier than it.
@inline export function replaceRoot(heap: usize, size: u32, key: u64): void {
  let hole: u32 = 0;
  let first: u32 = 1;
  while (first < size) {
    const child = lightestChild(heap, first);
    const lighter = load<u64>(entry(heap, child));
    if (key < lighter) break;
    store<u64>(entry(heap, hole), lighter);
    hole = child;
    first = (hole << 2) + 1;
  }
  store<u64>(entry(heap, hole), key);
}

// Removes the root: walks the hole down along the lightest children to a leaf, then sifts the last entry up
// from there (Floyd). Returns the new size.
@inline export function popMin(heap: usize, size: u32): u32 {
  const count = size - 1;
  const last = load<u64>(entry(heap, count));
  store<u64>(entry(heap, count), EMPTY);
  let hole: u32 = 0;
  let first: u32 = 1;
  while (first < count) {
    const child = lightestChild(heap, first);
    store<u64>(entry(heap, hole), load<u64>(entry(heap, child)));
    hole = child;
    first = (hole << 2) + 1;
  }
  while (hole > 0) {
    const parent = (hole - 1) >> 2;
    const above = load<u64>(entry(heap, parent));
    if (above < last) break;
    store<u64>(entry(heap, hole), above);
    hole = parent;
  }
  store<u64>(entry(heap, hole), last);
  return count;
}

@inline export function entry(heap: usize, i: u32): usize {
  return heap + (<usize>i << 3);
}
