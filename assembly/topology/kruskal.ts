// Kruskal on a topology: every edge once (from its lower cell), shuffled, joined when its cells are in different sets.
// Edges are packed as cell·8 + slot (cells < 2^28). Working memory at `work`: 4 bytes per edge (m = entries / 2), then
// 4 per cell (the sets), then 1 per cell (the marks). Mirrored in src/reference/topology/kruskal.ts.
// At 10^6 cells the edge list, the sets and the shape table outgrow the caches and every edge lands on random cells,
// so the joins go in batches, a loop per stage: the cells' bytes in the shape table are loaded first in a tight loop
// of independent loads, whose cache misses overlap, then the neighbours found, the sets joined in rank order and the
// joined edges carved (warming the sets the same way measured slower: those misses overlap anyway). After the lowest
// ranks (STOP_PER_CELL: past the bond-percolation threshold, where most cells are in one set) each cell's byte marks
// which of its edges still join two sets; the later ranks look at that byte and skip the rest (most of them) without
// reading the shape table or the sets. The joins are Kruskal's, in rank order.
//
// Order of random draws:
//   1. the shuffle (Fisher-Yates from the end): for i = m − 1 down to 1, below(i + 1) picks the edge swapped with edge i;
//      edges listed by cell, then slot, each from its lower cell.

import { randomState, seedRandom, setRandomState } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { finishGraph, isShaped, linksOf, neighbourOn, positionsOf, setLinks, slotAlongOn, slotCountOn, touchOn, useGraph } from "./graph";

// Edges per batch.
const BATCH: u32 = 256;
// The ranks below n·STOP_PER_CELL / 10 are joined as they come; after them the sets are marked on the cells (past the
// bond-percolation threshold on hex, upsilon and 3d, which have 3n edges: 40% of them; 60% of wrap's 2n).
const STOP_PER_CELL: u64 = 12;
// A batch's scratch: its edges (those the marks keep), their cells and neighbours, and which of them joined.
const KEPT = memory.data(BATCH * 4, 16);
const CELLS = memory.data(BATCH * 4, 16);
const NEXTS = memory.data(BATCH * 4, 16);
const JOINS = memory.data(BATCH * 4, 16);
// The warming loads feed this word, so the optimizer must keep them.
const SINK = memory.data(4, 4);

export function topologyKruskal(offsets: usize, neighbours: usize, links: usize, work: usize, n: u32, seed: u32): i32 {
  seedRandom(seed);
  useGraph(offsets, neighbours, links, n);
  if (n >= 2) {
    if (isShaped()) join(true, work, n);
    else join(false, work, n);
  }
  finishGraph(n);
  return STATUS_OK;
}

// The list, shuffle and joins on one layout (`shaped` a constant in each copy). Cells are positions (a hole has no
// edge), so the sets and marks span the positions.
@inline function join(shaped: bool, work: usize, n: u32): void {
  const positions = positionsOf(n);
  const edges = work;
  let m: u32 = 0;
  for (let cell: u32 = 0; cell < positions; cell++) {
    const slots = slotCountOn(shaped, cell);
    for (let k: u32 = 0; k < slots; k++) {
      if (neighbourOn(shaped, cell, k) > cell) {
        store<u32>(edges + (<usize>m << 2), (cell << 3) + k);
        m++;
      }
    }
  }
  shuffle(edges, m);
  // Each edge was listed once, from its lower cell: m is half the slot entries.
  const parent = edges + (<usize>m << 2);
  const marks = parent + (<usize>positions << 2);
  for (let cell: u32 = 0; cell < positions; cell++) store<u32>(parent + (<usize>cell << 2), cell);
  // Marks pay for their two passes over the cells only where they spare more than a quarter of the ranks (not on triangle).
  let stop = <u32>min(<u64>m, (<u64>n * STOP_PER_CELL) / 10);
  if (stop >= m - (m >> 2)) stop = m;
  let joinsLeft = joinRanks(shaped, edges, parent, 0, stop, n - 1, 0);
  if (joinsLeft == 0 || stop == m) return;
  flatten(parent, positions);
  markCross(shaped, parent, marks, positions);
  joinRanks(shaped, edges, parent, stop, m, joinsLeft, marks);
}

// Joins the edges of ranks first .. end − 1 in order; with `marks`, only those whose bit says they join two sets.
// Returns how many joins are left.
@inline function joinRanks(shaped: bool, edges: usize, parent: usize, from: u32, end: u32, joinsLeft: u32, marks: usize): u32 {
  let sink: u32 = 0;
  for (let first = from; first < end && joinsLeft != 0; first += BATCH) {
    const length = min(BATCH, end - first);
    const batch = edges + (<usize>first << 2);
    let count: u32 = 0;
    if (marks != 0) {
      for (let k: u32 = 0; k < length; k++) sink += load<u8>(marks + (load<u32>(batch + (<usize>k << 2)) >>> 3));
      for (let k: u32 = 0; k < length; k++) {
        const edge = load<u32>(batch + (<usize>k << 2));
        store<u32>(KEPT + (<usize>count << 2), edge);
        count += (<u32>load<u8>(marks + (edge >>> 3)) >>> (edge & 7)) & 1;
      }
    } else {
      memory.copy(KEPT, batch, <usize>length << 2);
      count = length;
    }
    // The cells' shapes, then their neighbours.
    for (let k: u32 = 0; k < count; k++) {
      const cell = load<u32>(KEPT + (<usize>k << 2)) >>> 3;
      store<u32>(CELLS + (<usize>k << 2), cell);
      sink += touchOn(shaped, cell);
    }
    for (let k: u32 = 0; k < count; k++) {
      const next = neighbourOn(shaped, load<u32>(CELLS + (<usize>k << 2)), load<u32>(KEPT + (<usize>k << 2)) & 7);
      store<u32>(NEXTS + (<usize>k << 2), next);
    }
    let joined: u32 = 0;
    for (let k: u32 = 0; k < count; k++) {
      const a = find(parent, load<u32>(CELLS + (<usize>k << 2)));
      const b = find(parent, load<u32>(NEXTS + (<usize>k << 2)));
      if (a == b) continue;
      store<u32>(parent + (<usize>a << 2), b);
      store<u32>(JOINS + (<usize>joined << 2), k);
      joined++;
      if (--joinsLeft == 0) break;
    }
    for (let k: u32 = 0; k < joined; k++) {
      const at = <usize>load<u32>(JOINS + (<usize>k << 2)) << 2;
      const cell = load<u32>(CELLS + at);
      const next = load<u32>(NEXTS + at);
      const slot = load<u32>(KEPT + at) & 7;
      setLinks(cell, linksOf(cell) | (<u32>1 << slot));
      setLinks(next, linksOf(next) | (<u32>1 << slotAlongOn(shaped, cell, next, <i32>(next - cell))));
    }
    tickProgress(joined);
  }
  store<u32>(SINK, sink);
  return joinsLeft;
}

// Points every cell straight at its set's root.
function flatten(parent: usize, n: u32): void {
  for (let cell: u32 = 0; cell < n; cell++) store<u32>(parent + (<usize>cell << 2), find(parent, cell));
}

// Bit k of a cell's mark: the edge through its slot k is listed from it and joins two sets.
@inline function markCross(shaped: bool, parent: usize, marks: usize, n: u32): void {
  for (let cell: u32 = 0; cell < n; cell++) {
    const set = load<u32>(parent + (<usize>cell << 2));
    const slots = slotCountOn(shaped, cell);
    let bits: u32 = 0;
    for (let k: u32 = 0; k < slots; k++) {
      const next = neighbourOn(shaped, cell, k);
      if (next > cell && load<u32>(parent + (<usize>next << 2)) != set) bits |= <u32>1 << k;
    }
    store<u8>(marks + cell, <u8>bits);
  }
}

// Fisher-Yates from the end, each draw below(i + 1) made with the PRNG's state in locals (the same words as
// nextU32): cheaper per edge than the globals. Plain swaps: warming the picks in batches measured slower.
function shuffle(edges: usize, m: u32): void {
  let a = randomState(0);
  let b = randomState(1);
  let c = randomState(2);
  let d = randomState(3);
  for (let i = m - 1; i > 0 && i != 0xffffffff; i--) {
    const word = rotl<u32>(b * 5, 7) * 9;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl<u32>(d, 11);
    const j = <u32>((<u64>word * <u64>(i + 1)) >>> 32);
    const at = edges + (<usize>i << 2);
    const other = edges + (<usize>j << 2);
    const swap = load<u32>(at);
    store<u32>(at, load<u32>(other));
    store<u32>(other, swap);
  }
  setRandomState(a, b, c, d);
}

// The set of `cell`, with path halving.
@inline function find(parent: usize, cell: u32): u32 {
  while (true) {
    const up = load<u32>(parent + (<usize>cell << 2));
    if (up == cell) return cell;
    const grand = load<u32>(parent + (<usize>up << 2));
    store<u32>(parent + (<usize>cell << 2), grand);
    cell = grand;
  }
  return cell;
}
