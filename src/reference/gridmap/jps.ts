// Jump point search without corner cutting (mirror of assembly/gridmap/jps.ts), as PathFinding.js's
// JPFMoveDiagonallyIfNoObstacles prunes: from a cell reached travelling straight in direction t, jumps go
// t − 2 .. t + 2 (ahead, the two diagonals ahead, the two sides); travelling diagonally, t − 1 .. t + 1; from the
// start, all eight. A straight jump stops at the goal or where a side cell is open but the one beside it behind is
// not (a forced neighbour); a diagonal jump stops at the goal or where a straight jump from it would stop, and
// every diagonal step needs both orthogonal cells it passes. Jump points go into the same exact, totally ordered
// open set as A* (src/reference/gridmap/work.ts), with costs of whole straight or diagonal runs. Optimal.

import { lowerCost, openCell } from "./astar.js";
import { compareCosts } from "./layout.js";
import type { Work } from "./work.js";

// DIRECTION[(dy + 1) · 3 + (dx + 1)] is the move code of a unit step (dx, dy); 8 marks no move.
const DIRECTION = Int32Array.of(7, 0, 1, 6, 8, 2, 5, 4, 3);

/** Searches from `from` to `to` (padded indices; the goal at padded (goalX, goalY)); returns the cells expanded. */
export function searchJps(map: Uint8Array, stride: number, offsets: Int32Array, work: Work, from: number, to: number, goalX: number, goalY: number): number {
  const cls = map[from]!;
  const { stamp, gs, gd, parent } = work;
  openCell(work, from, 0, 0, from, stride, goalX, goalY);
  let expanded = 0;
  while (work.size > 0) {
    const cell = work.pop();
    stamp[cell] = work.closed;
    if (cell === to) break;
    expanded++;
    const x = cell % stride;
    const y = Math.floor(cell / stride);
    let directions = 0xff;
    const before = parent[cell]!;
    if (before !== cell) {
      const travel = DIRECTION[(Math.sign(y - Math.floor(before / stride)) + 1) * 3 + Math.sign(x - (before % stride)) + 1]!;
      // Travelling straight: t - 2 .. t + 2; diagonally: t - 1 .. t + 1 (rotated into place).
      const span = (travel & 1) === 0 ? 0b11111 : 0b111;
      const back = (travel & 1) === 0 ? 2 : 1;
      const shift = (travel - back + 8) & 7;
      directions = ((span << shift) | (span >>> (8 - shift))) & 0xff;
    }
    for (let d = 0; d < 8; d++) {
      if (((directions >>> d) & 1) === 0) continue;
      const jumpPoint = (d & 1) === 0 ? jumpStraight(map, offsets, cls, cell, d, to) : jumpDiagonal(map, offsets, cls, cell, d, to);
      if (jumpPoint < 0 || stamp[jumpPoint] === work.closed) continue;
      const run = Math.max(Math.abs((jumpPoint % stride) - x), Math.abs(Math.floor(jumpPoint / stride) - y));
      const nextS = gs[cell]! + ((d & 1) === 0 ? run : 0);
      const nextD = gd[cell]! + ((d & 1) === 0 ? 0 : run);
      if (stamp[jumpPoint] === work.open) {
        if (compareCosts(nextS, nextD, gs[jumpPoint]!, gd[jumpPoint]!) >= 0) continue;
        lowerCost(work, jumpPoint, nextS, nextD, cell);
      } else {
        openCell(work, jumpPoint, nextS, nextD, cell, stride, goalX, goalY);
      }
    }
  }
  return expanded;
}

/** The jump point straight from `cell` in direction d (even), or −1. */
function jumpStraight(map: Uint8Array, offsets: Int32Array, cls: number, cell: number, d: number, to: number): number {
  const step = offsets[d]!;
  const sideA = offsets[(d + 2) & 7]!;
  const sideB = offsets[(d + 6) & 7]!;
  let at = cell;
  while (true) {
    const next = at + step;
    if (map[next] !== cls) return -1;
    if (next === to) return next;
    // A side open here but closed one step back: the way round the obstacle starts here (a forced neighbour).
    if ((map[next + sideA] === cls && map[at + sideA] !== cls) || (map[next + sideB] === cls && map[at + sideB] !== cls)) return next;
    at = next;
  }
}

/** The jump point diagonally from `cell` in direction d (odd), or −1. */
function jumpDiagonal(map: Uint8Array, offsets: Int32Array, cls: number, cell: number, d: number, to: number): number {
  const step = offsets[d]!;
  const left = (d + 7) & 7;
  const right = (d + 1) & 7;
  let at = cell;
  while (true) {
    if (map[at + offsets[left]!] !== cls || map[at + offsets[right]!] !== cls) return -1;
    const next = at + step;
    if (map[next] !== cls) return -1;
    if (next === to) return next;
    if (jumpStraight(map, offsets, cls, next, left, to) >= 0 || jumpStraight(map, offsets, cls, next, right, to) >= 0) return next;
    at = next;
  }
}
