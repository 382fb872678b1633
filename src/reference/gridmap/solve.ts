// gridmap_solve (mirror of assembly/gridmap/solve.ts): `count` problems on one padded class map, each solved
// by the chosen solver; results (straight, diagonal, moves, expanded) for every problem, and the moves of each
// path written over the last one's (the path area holds the last problem's). The layout is src/grid/octile.ts's.

import { STATUS_BAD_ARGUMENT, STATUS_OK } from "../status.js";
import { searchAstar } from "./astar.js";
import { searchBfs4 } from "./bfs4.js";
import { searchJps } from "./jps.js";
import { BLOCKED, layoutOf, moveOffsets, NOT_REACHED, PROBLEM_WORDS, RESULT_WORDS, SOLVER_ASTAR, SOLVER_BFS4, SOLVER_JPS } from "./layout.js";
import { Work } from "./work.js";

// DIRECTION[(dy + 1) · 3 + (dx + 1)] is the move code of a unit step (dx, dy).
const DIRECTION = Uint8Array.of(7, 0, 1, 6, 8, 2, 5, 4, 3);

/** Solves the problems of a call laid out in `memory` (which starts at the class map); a status code. */
export function solveGridMap(memory: Uint8Array, width: number, height: number, solver: number, count: number): number {
  if (solver !== SOLVER_ASTAR && solver !== SOLVER_JPS && solver !== SOLVER_BFS4) return STATUS_BAD_ARGUMENT;
  const stride = width + 2;
  const cells = stride * (height + 2);
  const layout = layoutOf(width, height, count);
  const buffer = memory.buffer as ArrayBuffer;
  const base = memory.byteOffset;
  const map = memory.subarray(0, cells);
  const problems = new Uint32Array(buffer, base + layout.problems, PROBLEM_WORDS * count);
  const results = new Uint32Array(buffer, base + layout.results, RESULT_WORDS * count);
  const path = memory.subarray(layout.path, layout.path + width * height);
  const work = new Work(buffer, base + layout.work, cells);
  const offsets = moveOffsets(stride);
  work.stamp.fill(0);
  for (let k = 0; k < count; k++) {
    const startX = problems[PROBLEM_WORDS * k]!;
    const startY = problems[PROBLEM_WORDS * k + 1]!;
    const goalX = problems[PROBLEM_WORDS * k + 2]!;
    const goalY = problems[PROBLEM_WORDS * k + 3]!;
    if (startX >= width || startY >= height || goalX >= width || goalY >= height) return STATUS_BAD_ARGUMENT;
    const from = (startY + 1) * stride + startX + 1;
    const to = (goalY + 1) * stride + goalX + 1;
    if (map[from] === BLOCKED || map[to] === BLOCKED) return STATUS_BAD_ARGUMENT;
    work.begin(k);
    let expanded: number;
    if (solver === SOLVER_ASTAR) expanded = searchAstar(map, stride, offsets, work, from, to, goalX + 1, goalY + 1);
    else if (solver === SOLVER_JPS) expanded = searchJps(map, stride, offsets, work, from, to, goalX + 1, goalY + 1);
    else expanded = searchBfs4(map, offsets, work, from, to);
    const result = RESULT_WORDS * k;
    results[result + 3] = expanded;
    if (work.stamp[to] !== work.closed) {
      results[result] = NOT_REACHED;
      results[result + 1] = 0;
      results[result + 2] = 0;
      continue;
    }
    const straight = work.gs[to]!;
    const diagonal = work.gd[to]!;
    results[result] = straight;
    results[result + 1] = diagonal;
    results[result + 2] = straight + diagonal;
    emitPath(path, work.parent, stride, from, to, straight + diagonal);
  }
  return STATUS_OK;
}

/** Writes the moves from `from` to `to`, walking the parents back (each a straight or diagonal run) from the end. */
function emitPath(path: Uint8Array, parent: Uint32Array, stride: number, from: number, to: number, moves: number): void {
  let at = moves;
  let cell = to;
  while (cell !== from) {
    const before = parent[cell]!;
    const dx = (cell % stride) - (before % stride);
    const dy = Math.floor(cell / stride) - Math.floor(before / stride);
    const code = DIRECTION[(Math.sign(dy) + 1) * 3 + Math.sign(dx) + 1]!;
    for (let run = Math.max(Math.abs(dx), Math.abs(dy)); run > 0; run--) path[--at] = code;
    cell = before;
  }
}
