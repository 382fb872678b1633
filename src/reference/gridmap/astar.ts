// Octile A* without corner cutting (mirror of assembly/gridmap/astar.ts): eight moves, a diagonal only when both
// orthogonal cells it passes are of the start's class; costs are (straight, diagonal) pairs compared exactly; the
// octile heuristic (consistent, so a closed cell is final). Moves are tried in code order 0..7; a cell's cost only
// changes when strictly lower, so the first parent of equal cost stays. The open set's order is total (Work.before).

import { compareCosts } from "./layout.js";
import type { Work } from "./work.js";

/** Searches from `from` to `to` (padded indices; the goal at padded (goalX, goalY)); returns the cells expanded. */
export function searchAstar(map: Uint8Array, stride: number, offsets: Int32Array, work: Work, from: number, to: number, goalX: number, goalY: number): number {
  const cls = map[from]!;
  const { stamp, gs, gd } = work;
  openCell(work, from, 0, 0, from, stride, goalX, goalY);
  let expanded = 0;
  while (work.size > 0) {
    const cell = work.pop();
    stamp[cell] = work.closed;
    if (cell === to) break;
    expanded++;
    for (let d = 0; d < 8; d++) {
      const next = cell + offsets[d]!;
      if (map[next] !== cls || stamp[next] === work.closed) continue;
      // A diagonal passes both orthogonal cells beside it: both must be of the class too.
      if ((d & 1) === 1 && (map[cell + offsets[(d + 7) & 7]!] !== cls || map[cell + offsets[(d + 1) & 7]!] !== cls)) continue;
      const nextS = gs[cell]! + 1 - (d & 1);
      const nextD = gd[cell]! + (d & 1);
      if (stamp[next] === work.open) {
        if (compareCosts(nextS, nextD, gs[next]!, gd[next]!) >= 0) continue;
        lowerCost(work, next, nextS, nextD, cell);
      } else {
        openCell(work, next, nextS, nextD, cell, stride, goalX, goalY);
      }
    }
  }
  return expanded;
}

/** Opens a cell with cost (s, d), its parent and the octile heuristic to the goal. */
export function openCell(work: Work, cell: number, s: number, d: number, from: number, stride: number, goalX: number, goalY: number): void {
  const dx = Math.abs((cell % stride) - goalX);
  const dy = Math.abs(Math.floor(cell / stride) - goalY);
  const diagonal = Math.min(dx, dy);
  work.stamp[cell] = work.open;
  work.gs[cell] = s;
  work.gd[cell] = d;
  work.fs[cell] = s + Math.max(dx, dy) - diagonal;
  work.fd[cell] = d + diagonal;
  work.parent[cell] = from;
  work.push(cell);
}

/** Gives an open cell a lower cost (the heuristic, f − g, kept) and a new parent. */
export function lowerCost(work: Work, cell: number, s: number, d: number, from: number): void {
  work.fs[cell] = work.fs[cell]! - work.gs[cell]! + s;
  work.fd[cell] = work.fd[cell]! - work.gd[cell]! + d;
  work.gs[cell] = s;
  work.gd[cell] = d;
  work.parent[cell] = from;
  work.up(cell);
}
