// Depth-first search (seed 004), iterative and stackless: from the current cell it steps to the first
// unvisited neighbour in N, E, S, W order, and when there is none it goes back the way it came. The way
// back is the parent direction kept in each cell's marks (MARK | parent << 4), so the current path is the
// stack and the working memory is the cell array. Optimal only on perfect mazes (there the path is unique).

import { cellIndex, offsetOf, PASSAGES, setOffsets, strideOf } from "../grid";
import { DIR_SHIFT, MARK, MARKS, parentOf } from "./marks";
import { emitNotReached, emitPath } from "./path";

/** Depth-first search, N, E, S, W order. */
export function solveDfs(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32, toX: u32, toY: u32): i32 {
  setOffsets(strideOf(width));
  const from = cellIndex(width, fromX, fromY);
  const to = cellIndex(width, toX, toY);
  return emitWalk(cells, width, height, from, to, depthFirstWalk(cells, from, to, 0));
}

/** Walks from `from` until it reaches `to` or has been everywhere it can, over cells with no mark yet; returns `visited` plus the cells it marked. Offsets must be set. */
export function depthFirstWalk(cells: usize, from: u32, to: u32, visited: u32): u32 {
  store<u8>(cells + from, <u32>load<u8>(cells + from) | MARK);
  visited++;
  let current = from;
  while (current != to) {
    const bits = <u32>load<u8>(cells + current);
    // The way back is never a way forward: leaving it out keeps the visited test predictable.
    let open = bits & PASSAGES & ~select<u32>(0, 1 << parentOf(bits), current == from);
    let step: u32 = 4;
    while (open != 0) {
      const d = ctz(open);
      open &= open - 1;
      if ((<u32>load<u8>(cells + current + offsetOf(d)) & MARKS) == 0) {
        step = d;
        break;
      }
    }
    if (step < 4) {
      current += offsetOf(step);
      store<u8>(cells + current, <u32>load<u8>(cells + current) | MARK | (((step + 2) & 3) << DIR_SHIFT));
      visited++;
    } else {
      if (current == from) break;
      current += offsetOf(parentOf(bits));
    }
  }
  return visited;
}

/** The walk's answer: its path if it marked the goal, else not reached. */
export function emitWalk(cells: usize, width: u32, height: u32, from: u32, to: u32, visited: u32): i32 {
  if ((<u32>load<u8>(cells + to) & MARK) == 0) return emitNotReached(cells, width, height, visited);
  return emitPath(cells, width, height, from, to, visited);
}
