// Bidirectional breadth-first search, mirrored from assembly/solvers/bidirectional.ts: one FIFO holds both
// searches, seeded with the start then the goal, so whole levels alternate. The first passage found between
// a start-side and a goal-side cell joins the two searches into a shortest path; the goal side's parent
// links are then turned round, so the path is walked back from the goal.
// Marks: start side MARK | parent << 4, goal side MARK2 | parent << 4. The FIFO is a ring of cell indices
// sized to the two frontiers, doubled when full. Optimal.

import { cellIndex, lowestBit4, offsetsFor, PASSAGES, strideOf } from "../grid.js";
import { DIR_SHIFT, MARK, MARK2, MARKS, parentOf } from "./marks.js";
import { emitNotReached, emitPath, type SolveResult } from "./path.js";
import { growRing, newRing } from "./ring.js";

export function solveBidirectional(cells: Uint8Array, width: number, height: number, fromX: number, fromY: number, toX: number, toY: number): SolveResult {
  const offsets = offsetsFor(strideOf(width));
  const from = cellIndex(width, fromX, fromY);
  const to = cellIndex(width, toX, toY);
  if (from === to) {
    cells[from]! |= MARK;
    return emitPath(cells, width, height, from, to, 1);
  }

  let queue = newRing(1);
  let mask = queue.length - 1;
  cells[from]! |= MARK;
  cells[to]! |= MARK2;
  queue[0] = from;
  queue[1] = to;
  let head = 0;
  let tail = 2;
  let visited = 2;
  while (head !== tail) {
    const cell = queue[head & mask]!;
    head++;
    const bits = cells[cell]!;
    const side = bits & MARKS;
    // The way back is never a way forward (the two roots have none).
    let open = bits & PASSAGES & ~(cell === from || cell === to ? 0 : 1 << parentOf(bits));
    while (open !== 0) {
      const d = lowestBit4(open);
      open &= open - 1;
      const next = cell + offsets[d]!;
      const nextBits = cells[next]!;
      const nextSide = nextBits & MARKS;
      if (nextSide === side) continue;
      if (nextSide !== 0) {
        if (side === MARK) joinGoalSide(cells, offsets, next, d, to);
        else joinGoalSide(cells, offsets, cell, (d + 2) & 3, to);
        return emitPath(cells, width, height, from, to, visited);
      }
      cells[next] = nextBits | side | (((d + 2) & 3) << DIR_SHIFT);
      visited++;
      if (tail - head > mask) {
        const count = tail - head;
        const slot = head & mask;
        queue = growRing(queue, slot, 1);
        mask = queue.length - 1;
        head = slot;
        tail = slot + count;
      }
      queue[tail & mask] = next;
      tail++;
    }
  }
  return emitNotReached(cells, width, height, visited);
}

/** Turns the goal side's links from `goalCell` to the goal round, so they lead back to the start-side cell that reaches goalCell going `d`. */
function joinGoalSide(cells: Uint8Array, offsets: Int32Array, goalCell: number, d: number, to: number): void {
  let back = (d + 2) & 3;
  let cell = goalCell;
  while (true) {
    const bits = cells[cell]!;
    cells[cell] = (bits & PASSAGES) | MARK | (back << DIR_SHIFT);
    if (cell === to) return;
    const towardsGoal = parentOf(bits);
    cell += offsets[towardsGoal]!;
    back = (towardsGoal + 2) & 3;
  }
}
