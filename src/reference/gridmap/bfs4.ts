// 4-connected breadth-first search (mirror of assembly/gridmap/bfs4.ts): moves N, E, S, W in that order, each
// cost 1 (straight); the queue is the heap array of the work. The search stops when the goal is found.

import type { Work } from "./work.js";

/** Searches from `from` to `to` (padded indices); returns the cells expanded. */
export function searchBfs4(map: Uint8Array, offsets: Int32Array, work: Work, from: number, to: number): number {
  const cls = map[from]!;
  const { stamp, gs, gd, parent, heap } = work;
  stamp[from] = work.closed;
  gs[from] = 0;
  gd[from] = 0;
  parent[from] = from;
  if (from === to) return 0;
  heap[0] = from;
  let head = 0;
  let tail = 1;
  let expanded = 0;
  while (head < tail) {
    const cell = heap[head++]!;
    expanded++;
    for (let d = 0; d < 8; d += 2) {
      const next = cell + offsets[d]!;
      if (map[next] !== cls || stamp[next] === work.closed) continue;
      stamp[next] = work.closed;
      gs[next] = gs[cell]! + 1;
      gd[next] = 0;
      parent[next] = cell;
      if (next === to) return expanded;
      heap[tail++] = next;
    }
  }
  return expanded;
}
