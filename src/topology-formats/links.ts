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

/** The fewest steps from `from` to `to` through open passages (breadth first), or −1 when `to` cannot be reached. */
export function shortestSteps(t: Topology, links: Uint8Array, from: number, to: number): number {
  const distance = new Int32Array(t.cellCount).fill(-1);
  const queue = new Int32Array(t.cellCount);
  let tail = 0;
  queue[tail++] = from;
  distance[from] = 0;
  for (let head = 0; head < tail && distance[to] === -1; head++) {
    const c = queue[head]!;
    const start = t.offsets[c]!;
    for (let e = start; e < t.offsets[c + 1]!; e++) {
      const n = t.neighbours[e]!;
      if (((links[c]! >> (e - start)) & 1) === 0 || distance[n] !== -1) continue;
      distance[n] = distance[c]! + 1;
      queue[tail++] = n;
    }
  }
  return distance[to]!;
}
