// A 1-based binary min-heap of u64 entries in linear memory (entry 0 unused), shared by A* (f·2^32 + cell) and
// prim-true (weight·2^32 + cell) on topologies: the caller keeps where it lives and how many entries it holds.
// Mirror of src/reference/topology/heap.ts.

/** Adds `entry` to the heap at `at` holding `size` entries; it then holds size + 1. */
@inline export function heapPush(at: usize, size: u32, entry: u64): void {
  let i = size + 1;
  while (i > 1) {
    const parent = i >> 1;
    const above = load<u64>(at + (<usize>parent << 3));
    if (above <= entry) break;
    store<u64>(at + (<usize>i << 3), above);
    i = parent;
  }
  store<u64>(at + (<usize>i << 3), entry);
}

/** Takes the smallest entry out of the heap at `at` holding `size` ≥ 1 entries; it then holds size − 1. */
@inline export function heapPop(at: usize, size: u32): u64 {
  const top = load<u64>(at + 8);
  const last = load<u64>(at + (<usize>size << 3));
  const left = size - 1;
  let i: u32 = 1;
  while (true) {
    let child = i << 1;
    if (child > left) break;
    let entry = load<u64>(at + (<usize>child << 3));
    if (child < left) {
      const right = load<u64>(at + (<usize>(child + 1) << 3));
      if (right < entry) {
        entry = right;
        child++;
      }
    }
    if (entry >= last) break;
    store<u64>(at + (<usize>i << 3), entry);
    i = child;
  }
  store<u64>(at + (<usize>i << 3), last);
  return top;
}
