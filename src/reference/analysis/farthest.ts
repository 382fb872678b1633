// The cell farthest from a start, mirrored from assembly/analysis/farthest.ts: breadth-first search level by
// level; the farthest cell is the last one taken from the FIFO (the last reached at the greatest distance).
// Visited cells hold MARK, cleared before returning.

import { cellIndex, lowestBit4, offsetsFor, PASSAGES, strideOf } from "../grid.js";
import { clearSolverScratch, MARK, MARKS } from "../solvers/marks.js";
import { growRing, newRing } from "../solvers/ring.js";

export interface Farthest {
  /** Index of the farthest cell in the padded layout. */
  readonly cell: number;
  readonly distance: number;
  /** Cells reached from the start, the start included. */
  readonly reached: number;
}

export function farthest(cells: Uint8Array, width: number, height: number, fromX: number, fromY: number): Farthest {
  const offsets = offsetsFor(strideOf(width));
  const from = cellIndex(width, fromX, fromY);
  cells[from]! |= MARK;

  let queue = newRing(1);
  let mask = queue.length - 1;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  // Cells before levelEnd in the FIFO are at distance `level` or less.
  let levelEnd = 1;
  let level = 0;
  let last = from;
  let reached = 1;
  while (head !== tail) {
    if (head === levelEnd) {
      level++;
      levelEnd = tail;
    }
    const cell = queue[head & mask]!;
    head++;
    last = cell;
    let open = cells[cell]! & PASSAGES;
    while (open !== 0) {
      const d = lowestBit4(open);
      open &= open - 1;
      const next = cell + offsets[d]!;
      const bits = cells[next]!;
      if ((bits & MARKS) !== 0) continue;
      cells[next] = bits | MARK;
      reached++;
      if (tail - head > mask) {
        const count = tail - head;
        const slot = head & mask;
        queue = growRing(queue, slot, 1);
        mask = queue.length - 1;
        levelEnd = slot + (levelEnd - head);
        head = slot;
        tail = slot + count;
      }
      queue[tail & mask] = next;
      tail++;
    }
  }
  clearSolverScratch(cells, width, height);
  return { cell: last, distance: level, reached };
}
