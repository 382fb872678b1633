// Bidirectional breadth-first search: one FIFO holds both searches, seeded with the start then the goal,
// so whole levels alternate: start level k, goal level k, start level k + 1, … The first passage found
// between a start-side and a goal-side cell joins the two searches into a shortest path (every passage
// first found while expanding one level closes a path of the same length, and those lengths grow level
// by level). The goal side's parent links are then turned round, so the path is walked back from the goal.
// Marks: start side MARK | parent << 4, goal side MARK2 | parent << 4. The FIFO is a ring of u32 cell
// indices sized to the two frontiers, doubled when full. Optimal.

import { cellIndex, offsetOf, PASSAGES, setOffsets, strideOf } from "../grid";
import { DIR_SHIFT, MARK, MARK2, MARKS, parentOf } from "./marks";
import { abandon, emitNotReached, emitPath, RESULT_BYTES, workStart } from "./path";
import { ringBase, ringCapacity, ringGrow, ringInit } from "./ring";

/** Breadth-first search from both ends. */
export function solveBidirectional(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32, toX: u32, toY: u32): i32 {
  setOffsets(strideOf(width));
  const from = cellIndex(width, fromX, fromY);
  const to = cellIndex(width, toX, toY);
  if (from == to) {
    store<u8>(cells + from, <u32>load<u8>(cells + from) | MARK);
    return emitPath(cells, width, height, from, to, 1);
  }
  if (!ringInit(workStart(cells, width, height) + RESULT_BYTES, 2)) return abandon(cells, width, height);

  let queue = ringBase;
  let mask = ringCapacity - 1;
  store<u8>(cells + from, <u32>load<u8>(cells + from) | MARK);
  store<u8>(cells + to, <u32>load<u8>(cells + to) | MARK2);
  store<u32>(queue, from);
  store<u32>(queue + 4, to);
  let head: u32 = 0;
  let tail: u32 = 2;
  let visited: u32 = 2;
  while (head != tail) {
    const cell = load<u32>(queue + (<usize>(head & mask) << 2));
    head++;
    const bits = <u32>load<u8>(cells + cell);
    const side = bits & MARKS;
    // The way back is never a way forward (the two roots have none): leaving it out keeps the tests below predictable.
    let open = bits & PASSAGES & ~select<u32>(0, 1 << parentOf(bits), cell == from || cell == to);
    while (open != 0) {
      const d = ctz(open);
      open &= open - 1;
      const next = cell + offsetOf(d);
      const nextBits = <u32>load<u8>(cells + next);
      const nextSide = nextBits & MARKS;
      if (nextSide == side) continue;
      if (nextSide != 0) {
        if (side == MARK) joinGoalSide(cells, next, d, to);
        else joinGoalSide(cells, cell, (d + 2) & 3, to);
        return emitPath(cells, width, height, from, to, visited);
      }
      store<u8>(cells + next, nextBits | side | (((d + 2) & 3) << DIR_SHIFT));
      visited++;
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

/** Turns the goal side's links from `goalCell` to the goal round, so they lead back to the start-side cell that reaches goalCell going `d`. */
function joinGoalSide(cells: usize, goalCell: u32, d: u32, to: u32): void {
  let back = (d + 2) & 3;
  let cell = goalCell;
  while (true) {
    const bits = <u32>load<u8>(cells + cell);
    store<u8>(cells + cell, (bits & PASSAGES) | MARK | (back << DIR_SHIFT));
    if (cell == to) return;
    const towardsGoal = parentOf(bits);
    cell += offsetOf(towardsGoal);
    back = (towardsGoal + 2) & 3;
  }
}
