// Depth-first search (seed 004), iterative and stackless, mirrored from assembly/solvers/dfs.ts: from the
// current cell it steps to the first unvisited neighbour in N, E, S, W order, and when there is none it goes
// back the way it came. The way back is the parent direction kept in each cell's marks (MARK | parent << 4),
// so the current path is the stack. Optimal only on perfect mazes (there the path is unique).

import { cellIndex, lowestBit4, offsetsFor, PASSAGES, strideOf } from "../grid.js";
import { DIR_SHIFT, MARK, MARKS, parentOf } from "./marks.js";
import { emitNotReached, emitPath, type SolveResult } from "./path.js";

export function solveDfs(cells: Uint8Array, width: number, height: number, fromX: number, fromY: number, toX: number, toY: number): SolveResult {
  const from = cellIndex(width, fromX, fromY);
  const to = cellIndex(width, toX, toY);
  return emitWalk(cells, width, height, from, to, depthFirstWalk(cells, width, from, to, 0));
}

/** Walks from `from` until it reaches `to` or has been everywhere it can, over cells with no mark yet; returns `visited` plus the cells it marked. */
export function depthFirstWalk(cells: Uint8Array, width: number, from: number, to: number, visited: number): number {
  const offsets = offsetsFor(strideOf(width));
  cells[from]! |= MARK;
  visited++;
  let current = from;
  while (current !== to) {
    const bits = cells[current]!;
    // The way back is never a way forward.
    let open = bits & PASSAGES & ~(current === from ? 0 : 1 << parentOf(bits));
    let step = 4;
    while (open !== 0) {
      const d = lowestBit4(open);
      open &= open - 1;
      if ((cells[current + offsets[d]!]! & MARKS) === 0) {
        step = d;
        break;
      }
    }
    if (step < 4) {
      current += offsets[step]!;
      cells[current]! |= MARK | (((step + 2) & 3) << DIR_SHIFT);
      visited++;
    } else {
      if (current === from) break;
      current += offsets[parentOf(bits)]!;
    }
  }
  return visited;
}

/** The walk's answer: its path if it marked the goal, else not reached. */
export function emitWalk(cells: Uint8Array, width: number, height: number, from: number, to: number, visited: number): SolveResult {
  if ((cells[to]! & MARK) === 0) return emitNotReached(cells, width, height, visited);
  return emitPath(cells, width, height, from, to, visited);
}
