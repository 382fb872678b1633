// Breadth-first search (seed 003's distance() and resolution()): cells are reached in order of distance
// from the start, each remembering the direction back to the cell that reached it; the path is walked back
// from the goal. Optimal on every maze.
// Memory: the parent direction lives in the cell's marks (MARK | parent << 4), and the FIFO is a ring of
// u32 cell indices sized to the frontier (doubled when full), so a perfect maze needs little beyond its cells.
// Neighbours are taken in N, E, S, W order; the search stops when the goal is reached.

import { cellIndex, offsetOf, PASSAGES, setOffsets, strideOf } from "../grid";
import { DIR_SHIFT, MARK, MARKS, parentOf } from "./marks";
import { abandon, emitNotReached, emitPath, RESULT_BYTES, workStart } from "./path";
import { ringBase, ringCapacity, ringGrow, ringInit } from "./ring";

/** Breadth-first search from (fromX, fromY) to (toX, toY). */
export function solveBfs(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32, toX: u32, toY: u32): i32 {
  setOffsets(strideOf(width));
  const from = cellIndex(width, fromX, fromY);
  const to = cellIndex(width, toX, toY);
  store<u8>(cells + from, <u32>load<u8>(cells + from) | MARK);
  if (from == to) return emitPath(cells, width, height, from, to, 1);
  if (!ringInit(workStart(cells, width, height) + RESULT_BYTES, 2)) return abandon(cells, width, height);

  let queue = ringBase;
  let mask = ringCapacity - 1;
  store<u32>(queue, from);
  let head: u32 = 0;
  let tail: u32 = 1;
  let visited: u32 = 1;
  while (head != tail) {
    const cell = load<u32>(queue + (<usize>(head & mask) << 2));
    head++;
    // The way back is never a way forward: leaving it out keeps the visited test below predictable.
    const bits = <u32>load<u8>(cells + cell);
    let open = bits & PASSAGES & ~select<u32>(0, 1 << parentOf(bits), cell == from);
    while (open != 0) {
      const d = ctz(open);
      open &= open - 1;
      const next = cell + offsetOf(d);
      const nextBits = <u32>load<u8>(cells + next);
      if ((nextBits & MARKS) != 0) continue;
      store<u8>(cells + next, nextBits | MARK | (((d + 2) & 3) << DIR_SHIFT));
      visited++;
      if (next == to) return emitPath(cells, width, height, from, to, visited);
      if (tail - head > mask) {
        const count = tail - head;
        const slot = head & mask;
        if (!ringGrow(slot, 2)) return abandon(cells, width, height);
        queue = ringBase;
        mask = ringCapacity - 1;
        head = slot;
        tail = slot + count;
      }
      store<u32>(queue + (<usize>(tail & mask) << 2), next);
      tail++;
    }
  }
  return emitNotReached(cells, width, height, visited);
}
