// Braiding a maze on a topology (Buck), as the square grid's braid does: cells are scanned in index order; a cell that
// is a dead end when the scan reaches it (one passage) is removed with probability p by opening one more of its slots,
// preferring a neighbour that is itself a dead end (both go at once). Mirror of assembly/topology/braid.ts.
// Order of random draws, after seedRandom(seed):
//   for each dead end in index order: nextU32() = r; it is removed iff r < threshold (floor(p · 2^32), in [0, 2^32]);
//   if removed and k >= 2 slots qualify (closed; only those towards dead ends if there is one): below(k) picks among
//   them in slot order.
// Works in place on the links.

import { below, nextU32, seedRandom } from "../random.js";
import { carve, type Graph } from "./graph.js";

function popcount(bits: number): number {
  let count = 0;
  for (let b = bits; b !== 0; b &= b - 1) count++;
  return count;
}

export function topologyBraid(graph: Graph, seed: number, threshold: number): void {
  seedRandom(seed);
  const { offsets, neighbours, links, cellCount } = graph;
  for (let cell = 0; cell < cellCount; cell++) {
    const bits = links[cell]!;
    if (popcount(bits) !== 1) continue;
    if (nextU32() >= threshold) continue;
    const start = offsets[cell]!;
    const slots = offsets[cell + 1]! - start;
    let walls = 0;
    let deadEnds = 0;
    for (let slot = 0; slot < slots; slot++) {
      if ((bits & (1 << slot)) !== 0) continue;
      walls |= 1 << slot;
      if (popcount(links[neighbours[start + slot]!]!) === 1) deadEnds |= 1 << slot;
    }
    const choices = deadEnds !== 0 ? deadEnds : walls;
    if (choices === 0) continue;
    const k = popcount(choices);
    let nth = k >= 2 ? below(k) : 0;
    let slot = 0;
    while (true) {
      if ((choices & (1 << slot)) !== 0) {
        if (nth === 0) break;
        nth--;
      }
      slot++;
    }
    carve(graph, cell, slot);
  }
}
