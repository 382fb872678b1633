// Octile A* without corner cutting (mirror of src/reference/gridmap/astar.ts): eight moves, a diagonal only when
// both orthogonal cells it passes are of the start's class; costs are (straight, diagonal) pairs compared exactly;
// the octile heuristic (consistent, so a closed cell is final). Moves are tried in code order 0..7; a cell's cost
// only changes when strictly lower, so the first parent of equal cost stays. The open set's order is total.

import { compareCosts, offsetOf } from "./layout";
import { closedStamp, fdAt, fsAt, gdAt, getWord, gsAt, heapPop, heapPush, heapSize, heapUp, openStamp, parentAt, setWord, stampAt } from "./work";

/** Searches from `from` to `to` (padded indices; the goal at padded (goalX, goalY)); returns the cells expanded. */
export function searchAstar(map: usize, stride: u32, from: u32, to: u32, goalX: u32, goalY: u32): u32 {
  const cls = load<u8>(map + from);
  openCell(from, 0, 0, from, stride, goalX, goalY);
  let expanded: u32 = 0;
  while (heapSize > 0) {
    const cell = heapPop();
    setWord(stampAt, cell, closedStamp);
    if (cell == to) break;
    expanded++;
    for (let d: u32 = 0; d < 8; d++) {
      const next = <u32>(<i32>cell + offsetOf(d));
      if (load<u8>(map + next) != cls) continue;
      const stamp = getWord(stampAt, next);
      if (stamp == closedStamp) continue;
      // A diagonal passes both orthogonal cells beside it: both must be of the class too.
      if ((d & 1) == 1 && (load<u8>(map + <u32>(<i32>cell + offsetOf((d + 7) & 7))) != cls || load<u8>(map + <u32>(<i32>cell + offsetOf((d + 1) & 7))) != cls)) continue;
      const nextS = getWord(gsAt, cell) + 1 - (d & 1);
      const nextD = getWord(gdAt, cell) + (d & 1);
      if (stamp == openStamp) {
        if (compareCosts(nextS, nextD, getWord(gsAt, next), getWord(gdAt, next)) >= 0) continue;
        lowerCost(next, nextS, nextD, cell);
      } else {
        openCell(next, nextS, nextD, cell, stride, goalX, goalY);
      }
    }
  }
  return expanded;
}

@inline function distance(a: u32, b: u32): u32 {
  return a > b ? a - b : b - a;
}

/** Opens a cell with cost (s, d), its parent and the octile heuristic to the goal. */
export function openCell(cell: u32, s: u32, d: u32, from: u32, stride: u32, goalX: u32, goalY: u32): void {
  const dx = distance(cell % stride, goalX);
  const dy = distance(cell / stride, goalY);
  const diagonal = min(dx, dy);
  setWord(stampAt, cell, openStamp);
  setWord(gsAt, cell, s);
  setWord(gdAt, cell, d);
  setWord(fsAt, cell, s + max(dx, dy) - diagonal);
  setWord(fdAt, cell, d + diagonal);
  setWord(parentAt, cell, from);
  heapPush(cell);
}

/** Gives an open cell a lower cost (the heuristic, f − g, kept) and a new parent. */
export function lowerCost(cell: u32, s: u32, d: u32, from: u32): void {
  setWord(fsAt, cell, getWord(fsAt, cell) - getWord(gsAt, cell) + s);
  setWord(fdAt, cell, getWord(fdAt, cell) - getWord(gdAt, cell) + d);
  setWord(gsAt, cell, s);
  setWord(gdAt, cell, d);
  setWord(parentAt, cell, from);
  heapUp(cell);
}
