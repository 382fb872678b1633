// The working state of one gridmap_solve call (mirror of src/reference/gridmap/work.ts): u32 arrays of one entry
// per padded cell in the order stamp, g straight, g diagonal, f straight, f diagonal, parent, heap slot, heap.
// Search k (0-based) marks cells 2k + 1 (open) and 2k + 2 (closed); the stamps are cleared once per call.

import { compareCosts } from "./layout";

export let stampAt: usize = 0;
export let gsAt: usize = 0;
export let gdAt: usize = 0;
export let fsAt: usize = 0;
export let fdAt: usize = 0;
export let parentAt: usize = 0;
export let slotAt: usize = 0;
export let heapAt: usize = 0;
export let heapSize: u32 = 0;
export let openStamp: u32 = 0;
export let closedStamp: u32 = 0;

/** Places the arrays at `base` for `cells` padded cells and clears the stamps. */
export function placeWork(base: usize, cells: u32): void {
  const bytes = <usize>cells << 2;
  stampAt = base;
  gsAt = base + bytes;
  gdAt = gsAt + bytes;
  fsAt = gdAt + bytes;
  fdAt = fsAt + bytes;
  parentAt = fdAt + bytes;
  slotAt = parentAt + bytes;
  heapAt = slotAt + bytes;
  memory.fill(stampAt, 0, bytes);
}

/** Starts search k: new stamps, an empty heap. */
export function beginSearch(k: u32): void {
  openStamp = 2 * k + 1;
  closedStamp = 2 * k + 2;
  heapSize = 0;
}

@inline export function getWord(array: usize, cell: u32): u32 {
  return load<u32>(array + (<usize>cell << 2));
}

@inline export function setWord(array: usize, cell: u32, value: u32): void {
  store<u32>(array + (<usize>cell << 2), value);
}

/** Whether cell a comes out of the open set before cell b: lower f, then higher g (deeper), then the lower index. */
@inline function before(a: u32, b: u32): bool {
  const byF = compareCosts(getWord(fsAt, a), getWord(fdAt, a), getWord(fsAt, b), getWord(fdAt, b));
  if (byF != 0) return byF < 0;
  const byG = compareCosts(getWord(gsAt, a), getWord(gdAt, a), getWord(gsAt, b), getWord(gdAt, b));
  if (byG != 0) return byG > 0;
  return a < b;
}

/** Adds a cell to the heap. */
export function heapPush(cell: u32): void {
  setWord(heapAt, heapSize, cell);
  setWord(slotAt, cell, heapSize);
  heapSize++;
  heapUp(cell);
}

/** Removes and returns the first cell of the heap. */
export function heapPop(): u32 {
  const first = getWord(heapAt, 0);
  heapSize--;
  if (heapSize > 0) {
    const last = getWord(heapAt, heapSize);
    setWord(heapAt, 0, last);
    setWord(slotAt, last, 0);
    heapDown(last);
  }
  return first;
}

/** Moves a cell whose key fell towards the top. */
export function heapUp(cell: u32): void {
  let i = getWord(slotAt, cell);
  while (i > 0) {
    const parentSlot = (i - 1) >> 1;
    const above = getWord(heapAt, parentSlot);
    if (!before(cell, above)) break;
    setWord(heapAt, i, above);
    setWord(slotAt, above, i);
    i = parentSlot;
  }
  setWord(heapAt, i, cell);
  setWord(slotAt, cell, i);
}

function heapDown(cell: u32): void {
  const size = heapSize;
  let i = getWord(slotAt, cell);
  while (true) {
    let child: u32 = 2 * i + 1;
    if (child >= size) break;
    if (child + 1 < size && before(getWord(heapAt, child + 1), getWord(heapAt, child))) child++;
    const below = getWord(heapAt, child);
    if (!before(below, cell)) break;
    setWord(heapAt, i, below);
    setWord(slotAt, below, i);
    i = child;
  }
  setWord(heapAt, i, cell);
  setWord(slotAt, cell, i);
}
