// The working state of one gridmap_solve call (mirror of assembly/gridmap/work.ts): u32 arrays of one entry per
// padded cell, laid out from the layout's work offset in the order stamp, g straight, g diagonal, f straight,
// f diagonal, parent, heap slot, heap. A cell's entries are current only when its stamp is this search's OPEN or
// CLOSED: the stamps are cleared once per call, and search k (0-based) uses 2k + 1 (open) and 2k + 2 (closed).

import { compareCosts } from "./layout.js";

export class Work {
  readonly stamp: Uint32Array;
  readonly gs: Uint32Array;
  readonly gd: Uint32Array;
  readonly fs: Uint32Array;
  readonly fd: Uint32Array;
  readonly parent: Uint32Array;
  readonly slot: Uint32Array;
  readonly heap: Uint32Array;
  /** Entries in the heap. */
  size = 0;
  open = 0;
  closed = 0;

  constructor(buffer: ArrayBuffer, offset: number, cells: number) {
    const array = (k: number) => new Uint32Array(buffer, offset + 4 * k * cells, cells);
    this.stamp = array(0);
    this.gs = array(1);
    this.gd = array(2);
    this.fs = array(3);
    this.fd = array(4);
    this.parent = array(5);
    this.slot = array(6);
    this.heap = array(7);
  }

  /** Starts search k: new stamps, an empty heap. */
  begin(k: number): void {
    this.open = 2 * k + 1;
    this.closed = 2 * k + 2;
    this.size = 0;
  }

  /** Whether cell a comes out of the open set before cell b: lower f, then higher g (deeper), then the lower index. */
  before(a: number, b: number): boolean {
    const byF = compareCosts(this.fs[a]!, this.fd[a]!, this.fs[b]!, this.fd[b]!);
    if (byF !== 0) return byF < 0;
    const byG = compareCosts(this.gs[a]!, this.gd[a]!, this.gs[b]!, this.gd[b]!);
    if (byG !== 0) return byG > 0;
    return a < b;
  }

  /** Adds a cell to the heap. */
  push(cell: number): void {
    this.heap[this.size] = cell;
    this.slot[cell] = this.size;
    this.size++;
    this.up(cell);
  }

  /** Removes and returns the first cell of the heap. */
  pop(): number {
    const heap = this.heap;
    const first = heap[0]!;
    this.size--;
    if (this.size > 0) {
      const last = heap[this.size]!;
      heap[0] = last;
      this.slot[last] = 0;
      this.down(last);
    }
    return first;
  }

  /** Moves a cell whose key fell towards the top. */
  up(cell: number): void {
    const heap = this.heap;
    let i = this.slot[cell]!;
    while (i > 0) {
      const parentSlot = (i - 1) >> 1;
      const above = heap[parentSlot]!;
      if (!this.before(cell, above)) break;
      heap[i] = above;
      this.slot[above] = i;
      i = parentSlot;
    }
    heap[i] = cell;
    this.slot[cell] = i;
  }

  private down(cell: number): void {
    const heap = this.heap;
    const size = this.size;
    let i = this.slot[cell]!;
    while (true) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && this.before(heap[child + 1]!, heap[child]!)) child++;
      const below = heap[child]!;
      if (!this.before(below, cell)) break;
      heap[i] = below;
      this.slot[below] = i;
      i = child;
    }
    heap[i] = cell;
    this.slot[cell] = i;
  }
}
