// gridmap_solve (mirror of src/reference/gridmap/solve.ts): `count` problems on one padded class map at `memory`,
// each solved by the chosen solver; results (straight, diagonal, moves, expanded) for every problem, and each path's
// moves written over the last one's. The layout (src/grid/octile.ts) is reserved by the host: nothing grows here.

import { STATUS_BAD_ARGUMENT, STATUS_OK } from "../status";
import { searchAstar } from "./astar";
import { searchBfs4 } from "./bfs4";
import { searchJps } from "./jps";
import { BLOCKED, NOT_REACHED, PROBLEM_WORDS, pathOffset, problemsOffset, RESULT_WORDS, resultsOffset, SOLVER_ASTAR, SOLVER_BFS4, SOLVER_JPS, setMoveOffsets, workOffset } from "./layout";
import { beginSearch, closedStamp, gdAt, getWord, gsAt, parentAt, placeWork, stampAt } from "./work";

// DIRECTION[(dy + 1) · 3 + (dx + 1)] is the move code of a unit step (dx, dy).
const DIRECTION: usize = memory.data<u8>([7, 0, 1, 6, 8, 2, 5, 4, 3]);

/** Solves the problems of a call laid out at `memory` (which starts at the class map); a status code. */
export function solveGridMap(memory: usize, width: u32, height: u32, solver: u32, count: u32): i32 {
  if (solver != SOLVER_ASTAR && solver != SOLVER_JPS && solver != SOLVER_BFS4) return STATUS_BAD_ARGUMENT;
  const stride = width + 2;
  const cells = stride * (height + 2);
  const problems = memory + problemsOffset(width, height);
  const results = memory + resultsOffset(width, height, count);
  const path = memory + pathOffset(width, height, count);
  placeWork(memory + workOffset(width, height, count), cells);
  setMoveOffsets(stride);
  for (let k: u32 = 0; k < count; k++) {
    const problem = problems + ((<usize>(PROBLEM_WORDS * k)) << 2);
    const startX = load<u32>(problem);
    const startY = load<u32>(problem, 4);
    const goalX = load<u32>(problem, 8);
    const goalY = load<u32>(problem, 12);
    if (startX >= width || startY >= height || goalX >= width || goalY >= height) return STATUS_BAD_ARGUMENT;
    const from = (startY + 1) * stride + startX + 1;
    const to = (goalY + 1) * stride + goalX + 1;
    if (load<u8>(memory + from) == BLOCKED || load<u8>(memory + to) == BLOCKED) return STATUS_BAD_ARGUMENT;
    beginSearch(k);
    let expanded: u32;
    if (solver == SOLVER_ASTAR) expanded = searchAstar(memory, stride, from, to, goalX + 1, goalY + 1);
    else if (solver == SOLVER_JPS) expanded = searchJps(memory, stride, from, to, goalX + 1, goalY + 1);
    else expanded = searchBfs4(memory, from, to);
    const result = results + ((<usize>(RESULT_WORDS * k)) << 2);
    store<u32>(result, expanded, 12);
    if (getWord(stampAt, to) != closedStamp) {
      store<u32>(result, NOT_REACHED);
      store<u32>(result, 0, 4);
      store<u32>(result, 0, 8);
      continue;
    }
    const straight = getWord(gsAt, to);
    const diagonal = getWord(gdAt, to);
    store<u32>(result, straight);
    store<u32>(result, diagonal, 4);
    store<u32>(result, straight + diagonal, 8);
    emitPath(path, stride, from, to, straight + diagonal);
  }
  return STATUS_OK;
}

@inline function sign(a: u32, b: u32): i32 {
  return <i32>(a > b) - <i32>(a < b);
}

/** Writes the moves from `from` to `to`, walking the parents back (each a straight or diagonal run) from the end. */
function emitPath(path: usize, stride: u32, from: u32, to: u32, moves: u32): void {
  let at = moves;
  let cell = to;
  while (cell != from) {
    const before = getWord(parentAt, cell);
    const cellX = cell % stride;
    const cellY = cell / stride;
    const beforeX = before % stride;
    const beforeY = before / stride;
    const code = load<u8>(DIRECTION + <usize>((sign(cellY, beforeY) + 1) * 3 + sign(cellX, beforeX) + 1));
    let run = max(cellX > beforeX ? cellX - beforeX : beforeX - cellX, cellY > beforeY ? cellY - beforeY : beforeY - cellY);
    for (; run > 0; run--) store<u8>(path + --at, code);
    cell = before;
  }
}
