// Reading a maze's link bits by side and by neighbour, as the drawings and the json reader need them.

import type { Topology } from "../topology/topology.js";

/** The slot of `cell` whose side code is `side`, or −1 (a topology has at most one slot per side code). */
export function slotWithSide(t: Topology, cell: number, side: number): number {
  for (let e = t.offsets[cell]!; e < t.offsets[cell + 1]!; e++) if (t.sides[e] === side) return e - t.offsets[cell]!;
  return -1;
}

/** Whether the slot of `cell` with side code `side` exists and is a passage. */
export function openTowards(t: Topology, links: Uint8Array, cell: number, side: number): boolean {
  const slot = slotWithSide(t, cell, side);
  return slot >= 0 && ((links[cell]! >> slot) & 1) === 1;
}

/** Whether cells a and b are neighbours with an open passage between them. */
export function passageOpen(t: Topology, links: Uint8Array, a: number, b: number): boolean {
  for (let e = t.offsets[a]!; e < t.offsets[a + 1]!; e++) if (t.neighbours[e] === b) return ((links[a]! >> (e - t.offsets[a]!)) & 1) === 1;
  return false;
}
