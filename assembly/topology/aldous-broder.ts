// Aldous-Broder on a topology: a random walk over all cells, carving into each cell the first time it is entered.
// Uniform spanning tree. Working memory: none. Mirrored in src/reference/topology/aldous-broder.ts.
//
// Order of random draws:
//   1. below(n): the root.
//   2. each step: below(d) picks the slot of the current cell (d = its slot count).

import { below, seedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { carve, endSlot, firstSlot, isIn, neighbourAt, setRoot, useGraph } from "./graph";

export function topologyAldousBroder(offsets: usize, neighbours: usize, links: usize, work: usize, n: u32, seed: u32): i32 {
  seedRandom(seed);
  useGraph(offsets, neighbours, links, n);
  if (n < 2) return STATUS_OK;
  const root = below(n);
  setRoot(root);
  let current = root;
  let remaining = n - 1;
  while (remaining > 0) {
    const start = firstSlot(current);
    const slot = below(endSlot(current) - start);
    const next = neighbourAt(start + slot);
    if (!isIn(next)) {
      carve(current, slot);
      remaining--;
      tickProgress(1);
    }
    current = next;
  }
  return STATUS_OK;
}
