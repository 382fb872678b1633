// A* over a maze on a topology, through open slots: a binary min-heap of u64 keys f·2^32 + cell (f = g + h) with lazy
// deletion (an entry whose f is stale is skipped); h is the topology's consistent lower bound over 3 i32 keys per cell
// at `keys` (src/topology/heuristic.ts), so the first time a cell is taken it is final. Stops when the goal is taken;
// `visited` counts the cells taken by then. Mirrored in src/reference/topology/astar.ts.
// Work: parent slots (parentBytes(n)), g (4 bytes per cell), then the heap (8 bytes per slot entry, plus 16).
// Result at `out` as bfs writes it.

import { STATUS_OK } from "../status";
import { parentBytes, writePathBack } from "./bfs";
import { endSlot, firstSlot, linksOf, neighbourAt, readGraph, slotBack } from "./graph";
import { heapPop, heapPush } from "./heap";

const UNSEEN: u8 = 0xff;
const START: u8 = 0xfe;
const UNREACHED: u32 = 0xffffffff;

const MANHATTAN: u32 = 0;
const CHEBYSHEV: u32 = 1;
const HEX: u32 = 2;
const RINGS: u32 = 3;
const HALF_MANHATTAN: u32 = 4;
const TORUS: u32 = 5;

let keysAt: usize = 0;
let kindOf: u32 = 0;
let torusWidth: i32 = 0;
let torusHeight: i32 = 0;
let heap: usize = 0;
let size: u32 = 0;

@inline function key(cell: u32, k: u32): i32 {
  return load<i32>(keysAt + ((<usize>cell * 3 + k) << 2));
}

function bound(a: u32, b: u32): u32 {
  const a0 = key(a, 0);
  const a1 = key(a, 1);
  const b0 = key(b, 0);
  const b1 = key(b, 1);
  const d0 = abs<i32>(a0 - b0);
  const d1 = abs<i32>(a1 - b1);
  if (kindOf == MANHATTAN) return <u32>(d0 + d1 + abs<i32>(key(a, 2) - key(b, 2)));
  if (kindOf == CHEBYSHEV) return <u32>max<i32>(d0, d1);
  if (kindOf == HEX) return <u32>(d0 + d1 + abs<i32>(a0 - b0 + a1 - b1)) >>> 1;
  if (kindOf == RINGS) return <u32>d0;
  if (kindOf == HALF_MANHATTAN) return <u32>(d0 + d1 + 1) >>> 1;
  if (kindOf == TORUS) return <u32>((torusWidth > 0 ? min<i32>(d0, torusWidth - d0) : d0) + (torusHeight > 0 ? min<i32>(d1, torusHeight - d1) : d1));
  return 0;
}

export function topologyAstar(
  offsets: usize,
  neighbours: usize,
  links: usize,
  work: usize,
  n: u32,
  keys: usize,
  kind: u32,
  width: i32,
  height: i32,
  from: u32,
  to: u32,
  out: usize,
): i32 {
  readGraph(offsets, neighbours, links);
  keysAt = keys;
  kindOf = kind;
  torusWidth = width;
  torusHeight = height;
  const parents = work;
  const g = work + parentBytes(n);
  heap = g + ((<usize>n << 2) + 7 & ~<usize>7);
  size = 0;
  memory.fill(parents, UNSEEN, n);
  memory.fill(g, 0xff, <usize>n << 2);
  store<u32>(g + (<usize>from << 2), 0);
  store<u8>(parents + from, START);
  push((<u64>bound(from, to) << 32) | <u64>from);
  let visited: u32 = 0;
  let found = false;
  while (size > 0) {
    const top = pop();
    const cell = <u32>top;
    const gCell = load<u32>(g + (<usize>cell << 2));
    if (<u32>(top >>> 32) != gCell + bound(cell, to)) continue;
    visited++;
    if (cell == to) {
      found = true;
      break;
    }
    const bits = linksOf(cell);
    const start = firstSlot(cell);
    const slots = endSlot(cell) - start;
    const next = gCell + 1;
    for (let slot: u32 = 0; slot < slots; slot++) {
      if ((bits & (<u32>1 << slot)) == 0) continue;
      const neighbour = neighbourAt(start + slot);
      const at = g + (<usize>neighbour << 2);
      if (next >= load<u32>(at)) continue;
      store<u32>(at, next);
      store<u8>(parents + neighbour, <u8>slotBack(neighbour, cell));
      push((<u64>(next + bound(neighbour, to)) << 32) | <u64>neighbour);
    }
  }
  store<u32>(out, UNREACHED);
  store<u32>(out, visited, 4);
  if (!found) return STATUS_OK;
  store<u32>(out, writePathBack(parents, from, to, out));
  return STATUS_OK;
}

function push(item: u64): void {
  heapPush(heap, size++, item);
}

function pop(): u64 {
  return heapPop(heap, size--);
}
