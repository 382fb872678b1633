// Kruskal on a topology: every edge once (from its lower cell), shuffled, joined when its cells are in different sets.
// Edges are packed as cell·8 + slot (cells < 2^28). Working memory at `work`: 4 bytes per edge (m = entries / 2), then
// 4 per cell (the sets). Mirrored in src/reference/topology/kruskal.ts.
//
// Order of random draws:
//   1. the shuffle (Fisher-Yates from the end): for i = m − 1 down to 1, below(i + 1) picks the edge swapped with edge i;
//      edges listed by cell, then slot, each from its lower cell.

import { below, seedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { carveOn, isShaped, neighbourOn, slotCountOn, useGraph } from "./graph";

export function topologyKruskal(offsets: usize, neighbours: usize, links: usize, work: usize, n: u32, seed: u32): i32 {
  seedRandom(seed);
  useGraph(offsets, neighbours, links, n);
  if (n < 2) return STATUS_OK;
  if (isShaped()) join(true, work, n);
  else join(false, work, n);
  return STATUS_OK;
}

// The list, shuffle and joins on one layout (`shaped` a constant in each copy).
@inline function join(shaped: bool, work: usize, n: u32): void {
  const edges = work;
  let m: u32 = 0;
  for (let cell: u32 = 0; cell < n; cell++) {
    const slots = slotCountOn(shaped, cell);
    for (let k: u32 = 0; k < slots; k++) {
      if (neighbourOn(shaped, cell, k) > cell) {
        store<u32>(edges + (<usize>m << 2), (cell << 3) + k);
        m++;
      }
    }
  }
  for (let i = m - 1; i > 0; i--) {
    const j = below(i + 1);
    const at = edges + (<usize>i << 2);
    const other = edges + (<usize>j << 2);
    const swap = load<u32>(at);
    store<u32>(at, load<u32>(other));
    store<u32>(other, swap);
  }
  // Each edge was listed once, from its lower cell: m is half the slot entries.
  const parent = edges + (<usize>m << 2);
  for (let cell: u32 = 0; cell < n; cell++) store<u32>(parent + (<usize>cell << 2), cell);
  let joined: u32 = 0;
  for (let i: u32 = 0; i < m && joined < n - 1; i++) {
    const edge = load<u32>(edges + (<usize>i << 2));
    const cell = edge >>> 3;
    const slot = edge & 7;
    const a = find(parent, cell);
    const b = find(parent, neighbourOn(shaped, cell, slot));
    if (a == b) continue;
    store<u32>(parent + (<usize>a << 2), b);
    carveOn(shaped, cell, slot);
    joined++;
    tickProgress(1);
  }
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
