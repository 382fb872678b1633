// A binary min-heap of (key, cell) pairs ordered by key, then cell: A* (key f = g + h) and prim-true (key the cell's
// weight) on topologies. Mirror of assembly/topology/heap.ts, whose u64 entries key·2^32 + cell order the same way.

export class PairHeap {
  private readonly keys: Uint32Array;
  private readonly cells: Uint32Array;
  /** Entries held; the heap is 1-based. */
  size = 0;
  /** The key of the entry pop() returned last. */
  poppedKey = 0;

  /** Room for `capacity` entries at once. */
  constructor(capacity: number) {
    this.keys = new Uint32Array(capacity + 1);
    this.cells = new Uint32Array(capacity + 1);
  }

  push(key: number, cell: number): void {
    let i = ++this.size;
    this.keys[i] = key;
    this.cells[i] = cell;
    while (i > 1 && this.less(i, i >> 1)) {
      this.swap(i, i >> 1);
      i >>= 1;
    }
  }

  /** Takes the smallest entry out; `poppedKey` then holds its key. Needs size > 0. */
  pop(): number {
    const cell = this.cells[1]!;
    this.poppedKey = this.keys[1]!;
    this.keys[1] = this.keys[this.size]!;
    this.cells[1] = this.cells[this.size--]!;
    let i = 1;
    while (true) {
      let child = i << 1;
      if (child > this.size) break;
      if (child < this.size && this.less(child + 1, child)) child++;
      if (!this.less(child, i)) break;
      this.swap(i, child);
      i = child;
    }
    return cell;
  }

  private less(i: number, j: number): boolean {
    const { keys, cells } = this;
    return keys[i]! < keys[j]! || (keys[i] === keys[j] && cells[i]! < cells[j]!);
  }

  private swap(i: number, j: number): void {
    const { keys, cells } = this;
    const key = keys[i]!;
    keys[i] = keys[j]!;
    keys[j] = key;
    const cell = cells[i]!;
    cells[i] = cells[j]!;
    cells[j] = cell;
  }
}
