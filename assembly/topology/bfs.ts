// Breadth-first passes over a maze on a topology, through open slots in slot order: a shortest path (bfs), the
// distance of every cell (distances) and the farthest cell (farthest). Mirrored in src/reference/topology/bfs.ts.
// A path search stops when the goal is discovered; `visited` counts the cells discovered by then (the start included).
// Results at `out`: bfs writes [length u32 (0xFFFFFFFF: not reached)][visited u32] then the path's cells (u32, start
// to goal); distances writes a u32 per cell; farthest writes [cell, distance, reached].

import { STATUS_OK } from "../status";
import { endSlot, firstSlot, linksOf, neighbourAt, readGraph, slotBack } from "./graph";

const UNREACHED: u32 = 0xffffffff;
const UNSEEN: u8 = 0xff;
const START: u8 = 0xfe;

/** Bytes of the parent slots at the start of a path search's work (one per cell, rounded up to 8). */
@inline export function parentBytes(n: u32): usize {
  return (<usize>n + 7) & ~<usize>7;
}

/** Writes the path from `from` to `to` at `out + 8` by following the parent slots at `parents` back from `to`; returns its length. */
export function writePathBack(parents: usize, from: u32, to: u32, out: usize): u32 {
  let length: u32 = 0;
  for (let cell = to; cell != from; length++) cell = neighbourAt(firstSlot(cell) + <u32>load<u8>(parents + cell));
  let cell = to;
  for (let i = <i32>length; i >= 0; i--) {
    store<u32>(out + 8 + (<usize>i << 2), cell);
    if (i > 0) cell = neighbourAt(firstSlot(cell) + <u32>load<u8>(parents + cell));
  }
  return length;
}

/** Work: parent slots (parentBytes(n)) then a queue (4 bytes per cell). */
export function topologyBfs(offsets: usize, neighbours: usize, links: usize, work: usize, n: u32, from: u32, to: u32, out: usize): i32 {
  readGraph(offsets, neighbours, links);
  const parents = work;
  const queue = work + parentBytes(n);
  memory.fill(parents, UNSEEN, n);
  store<u8>(parents + from, START);
  store<u32>(queue, from);
  let head: u32 = 0;
  let tail: u32 = 1;
  if (from != to) {
    while (head < tail) {
      const cell = load<u32>(queue + (<usize>head << 2));
      head++;
      const bits = linksOf(cell);
      const start = firstSlot(cell);
      const slots = endSlot(cell) - start;
      let done = false;
      for (let slot: u32 = 0; slot < slots; slot++) {
        if ((bits & (<u32>1 << slot)) == 0) continue;
        const next = neighbourAt(start + slot);
        if (load<u8>(parents + next) != UNSEEN) continue;
        store<u8>(parents + next, <u8>slotBack(next, cell));
        store<u32>(queue + (<usize>tail << 2), next);
        tail++;
        if (next == to) {
          done = true;
          break;
        }
      }
      if (done) break;
    }
  }
  store<u32>(out, UNREACHED);
  store<u32>(out, tail, 4);
  if (load<u8>(parents + to) == UNSEEN) return STATUS_OK;
  store<u32>(out, writePathBack(parents, from, to, out));
  return STATUS_OK;
}

// One breadth-first pass writing distances at `distance`; returns the last cell discovered, the count reached in `reachedOut`.
let reachedCount: u32 = 0;

function sweep(queue: usize, distance: usize, n: u32, from: u32): u32 {
  memory.fill(distance, 0xff, <usize>n << 2);
  store<u32>(distance + (<usize>from << 2), 0);
  store<u32>(queue, from);
  let head: u32 = 0;
  let tail: u32 = 1;
  while (head < tail) {
    const cell = load<u32>(queue + (<usize>head << 2));
    head++;
    const bits = linksOf(cell);
    const start = firstSlot(cell);
    const slots = endSlot(cell) - start;
    const next = load<u32>(distance + (<usize>cell << 2)) + 1;
    for (let slot: u32 = 0; slot < slots; slot++) {
      if ((bits & (<u32>1 << slot)) == 0) continue;
      const neighbour = neighbourAt(start + slot);
      const at = distance + (<usize>neighbour << 2);
      if (load<u32>(at) != UNREACHED) continue;
      store<u32>(at, next);
      store<u32>(queue + (<usize>tail << 2), neighbour);
      tail++;
    }
  }
  reachedCount = tail;
  return load<u32>(queue + (<usize>(tail - 1) << 2));
}

/** Work: a queue (4 bytes per cell); the distances (u32 per cell, UNREACHED where not reached) at `out`. */
export function topologyDistances(offsets: usize, neighbours: usize, links: usize, work: usize, n: u32, from: u32, out: usize): i32 {
  readGraph(offsets, neighbours, links);
  sweep(work, out, n, from);
  return STATUS_OK;
}

/** Work: a queue then the distances (4 + 4 bytes per cell); [cell, distance, reached] at `out`. */
export function topologyFarthest(offsets: usize, neighbours: usize, links: usize, work: usize, n: u32, from: u32, out: usize): i32 {
  readGraph(offsets, neighbours, links);
  const distance = work + (<usize>n << 2);
  const last = sweep(work, distance, n, from);
  store<u32>(out, last);
  store<u32>(out, load<u32>(distance + (<usize>last << 2)), 4);
  store<u32>(out, reachedCount, 8);
  return STATUS_OK;
}
