// Braiding a maze on a topology (Buck), as the square grid's braid does: cells are scanned in index order; a cell that
// is a dead end when the scan reaches it (one passage) is removed with probability p by opening one more of its slots,
// preferring a neighbour that is itself a dead end (both go at once). Mirrored in src/reference/topology/braid.ts.
// Order of random draws, after seedRandom(seed):
//   for each dead end in index order: nextU32() = r; it is removed iff r < threshold (floor(p · 2^32), in [0, 2^32]);
//   if removed and k >= 2 slots qualify (closed; only those towards dead ends if there is one): below(k) picks among
//   them in slot order.
// Works in place on the links.

import { below, nextU32, seedRandom } from "../random";
import { STATUS_OK } from "../status";
import { carve, endSlot, firstSlot, linksOf, neighbourAt, readGraph } from "./graph";

export function topologyBraid(offsets: usize, neighbours: usize, links: usize, n: u32, seed: u32, threshold: f64): i32 {
  seedRandom(seed);
  readGraph(offsets, neighbours, links);
  for (let cell: u32 = 0; cell < n; cell++) {
    const bits = linksOf(cell);
    if (popcnt<u32>(bits) != 1) continue;
    if (<f64>nextU32() >= threshold) continue;
    const start = firstSlot(cell);
    const slots = endSlot(cell) - start;
    let walls: u32 = 0;
    let deadEnds: u32 = 0;
    for (let slot: u32 = 0; slot < slots; slot++) {
      if ((bits & (<u32>1 << slot)) != 0) continue;
      walls |= <u32>1 << slot;
      if (popcnt<u32>(linksOf(neighbourAt(start + slot))) == 1) deadEnds |= <u32>1 << slot;
    }
    const choices = deadEnds != 0 ? deadEnds : walls;
    if (choices == 0) continue;
    const k = popcnt<u32>(choices);
    let nth = k >= 2 ? below(k) : 0;
    let slot: u32 = 0;
    while (true) {
      if ((choices & (<u32>1 << slot)) != 0) {
        if (nth == 0) break;
        nth--;
      }
      slot++;
    }
    carve(cell, slot);
  }
  return STATUS_OK;
}
