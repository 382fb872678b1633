// Jump point search without corner cutting (mirror of src/reference/gridmap/jps.ts, whose header states the rules:
// PathFinding.js's JPFMoveDiagonallyIfNoObstacles pruning, jump points in A*'s exact, totally ordered open set).

import { lowerCost, openCell } from "./astar";
import { compareCosts, offsetOf } from "./layout";
import { closedStamp, gdAt, getWord, gsAt, heapPop, heapSize, openStamp, parentAt, setWord, stampAt } from "./work";

// DIRECTION[(dy + 1) · 3 + (dx + 1)] is the move code of a unit step (dx, dy); 8 marks no move.
const DIRECTION: usize = memory.data<u8>([7, 0, 1, 6, 8, 2, 5, 4, 3]);

@inline function sign(a: u32, b: u32): i32 {
  return <i32>(a > b) - <i32>(a < b);
}

@inline function distance(a: u32, b: u32): u32 {
  return a > b ? a - b : b - a;
}

@inline function cellAt(map: usize, cell: u32, d: u32): u8 {
  return load<u8>(map + <u32>(<i32>cell + offsetOf(d)));
}

/** Searches from `from` to `to` (padded indices; the goal at padded (goalX, goalY)); returns the cells expanded. */
export function searchJps(map: usize, stride: u32, from: u32, to: u32, goalX: u32, goalY: u32): u32 {
  const cls = load<u8>(map + from);
  openCell(from, 0, 0, from, stride, goalX, goalY);
  let expanded: u32 = 0;
  while (heapSize > 0) {
    const cell = heapPop();
    setWord(stampAt, cell, closedStamp);
    if (cell == to) break;
    expanded++;
    const x = cell % stride;
    const y = cell / stride;
    let directions: u32 = 0xff;
    const before = getWord(parentAt, cell);
    if (before != cell) {
      const travel = <u32>load<u8>(DIRECTION + <usize>((sign(y, before / stride) + 1) * 3 + sign(x, before % stride) + 1));
      // Travelling straight: t - 2 .. t + 2; diagonally: t - 1 .. t + 1 (rotated into place).
      const span: u32 = (travel & 1) == 0 ? 0b11111 : 0b111;
      const back: u32 = (travel & 1) == 0 ? 2 : 1;
      const shift = (travel - back + 8) & 7;
      directions = ((span << shift) | (span >> (8 - shift))) & 0xff;
    }
    for (let d: u32 = 0; d < 8; d++) {
      if (((directions >> d) & 1) == 0) continue;
      const jumpPoint = (d & 1) == 0 ? jumpStraight(map, cls, cell, d, to) : jumpDiagonal(map, cls, cell, d, to);
      if (jumpPoint < 0) continue;
      const point = <u32>jumpPoint;
      const stamp = getWord(stampAt, point);
      if (stamp == closedStamp) continue;
      const run = max(distance(point % stride, x), distance(point / stride, y));
      const nextS = getWord(gsAt, cell) + ((d & 1) == 0 ? run : 0);
      const nextD = getWord(gdAt, cell) + ((d & 1) == 0 ? 0 : run);
      if (stamp == openStamp) {
        if (compareCosts(nextS, nextD, getWord(gsAt, point), getWord(gdAt, point)) >= 0) continue;
        lowerCost(point, nextS, nextD, cell);
      } else {
        openCell(point, nextS, nextD, cell, stride, goalX, goalY);
      }
    }
  }
  return expanded;
}

/** The jump point straight from `cell` in direction d (even), or −1. */
function jumpStraight(map: usize, cls: u8, cell: u32, d: u32, to: u32): i64 {
  const step = offsetOf(d);
  const sideA = offsetOf((d + 2) & 7);
  const sideB = offsetOf((d + 6) & 7);
  let at = cell;
  while (true) {
    const next = <u32>(<i32>at + step);
    if (load<u8>(map + next) != cls) return -1;
    if (next == to) return next;
    // A side open here but closed one step back: the way round the obstacle starts here (a forced neighbour).
    if (
      (load<u8>(map + <u32>(<i32>next + sideA)) == cls && load<u8>(map + <u32>(<i32>at + sideA)) != cls) ||
      (load<u8>(map + <u32>(<i32>next + sideB)) == cls && load<u8>(map + <u32>(<i32>at + sideB)) != cls)
    )
      return next;
    at = next;
  }
}

/** The jump point diagonally from `cell` in direction d (odd), or −1. */
function jumpDiagonal(map: usize, cls: u8, cell: u32, d: u32, to: u32): i64 {
  const step = offsetOf(d);
  const left = (d + 7) & 7;
  const right = (d + 1) & 7;
  let at = cell;
  while (true) {
    if (cellAt(map, at, left) != cls || cellAt(map, at, right) != cls) return -1;
    const next = <u32>(<i32>at + step);
    if (load<u8>(map + next) != cls) return -1;
    if (next == to) return next;
    if (jumpStraight(map, cls, next, left, to) >= 0 || jumpStraight(map, cls, next, right, to) >= 0) return next;
    at = next;
  }
}
