// Breadth-first search level by level from one cell, mirrored from assembly/analysis/levels.ts and shared by
// distances() and farthest(): each reached cell gets its level in `map` (padded layout, when given), and the
// result names the last cell taken from the FIFO (the last reached at the greatest distance), that distance
// and the count of cells reached. Visited cells hold MARK | parent << 4, cleared before returning.

import { cellIndex, lowestBit4, offsetsFor, PASSAGES, strideOf } from "../grid.js";
import { clearSolverScratch, DIR_SHIFT, MARK, MARKS, parentOf } from "../solvers/marks.js";
import { growRing, newRing } from "../solvers/ring.js";

export interface Farthest {
  /** Index of the farthest cell in the padded layout. */
  readonly cell: number;
  readonly distance: number;
  /** Cells reached from the start, the start included. */
  readonly reached: number;
}

export function levels(cells: Uint8Array, width: number, height: number, fromX: number, fromY: number, map: Uint32Array | undefined): Farthest {
  const offsets = offsetsFor(strideOf(width));
  const from = cellIndex(width, fromX, fromY);
  if (map) map[from] = 0;
  cells[from]! |= MARK;

  let queue = newRing(1);
  let mask = queue.length - 1;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  // Cells before levelEnd in the FIFO are at distance `level` or less; cells they reach are at level + 1.
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
    // The way back is never a way forward.
    const bits = cells[cell]!;
    let open = bits & PASSAGES & ~(cell === from ? 0 : 1 << parentOf(bits));
    while (open !== 0) {
      const d = lowestBit4(open);
      open &= open - 1;
      const next = cell + offsets[d]!;
      const nextBits = cells[next]!;
      if ((nextBits & MARKS) !== 0) continue;
      cells[next] = nextBits | MARK | (((d + 2) & 3) << DIR_SHIFT);
      if (map) map[next] = level + 1;
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
