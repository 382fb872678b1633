// Distance map (seed 003's distance()), mirrored from assembly/analysis/distances.ts: breadth-first from one
// cell, level by level, writing each cell's distance into a u32 map in the padded layout; 0xFFFFFFFF marks
// cells not reached (padding, masked cells, other components). Visited cells hold MARK | parent << 4 in the
// cells (cleared before returning), and a cell's distance is the level it is reached in.

import { cellIndex, gridBytes, lowestBit4, offsetsFor, PASSAGES, strideOf } from "../grid.js";
import { clearSolverScratch, DIR_SHIFT, MARK, MARKS, parentOf } from "../solvers/marks.js";
import { growRing, newRing } from "../solvers/ring.js";

export const UNREACHED = 0xffffffff;

export function distances(cells: Uint8Array, width: number, height: number, fromX: number, fromY: number): Uint32Array {
  const offsets = offsetsFor(strideOf(width));
  const map = new Uint32Array(gridBytes(width, height)).fill(UNREACHED);
  const from = cellIndex(width, fromX, fromY);
  map[from] = 0;
  cells[from]! |= MARK;

  let queue = newRing(1);
  let mask = queue.length - 1;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  // Cells before levelEnd in the FIFO are at distance `level` or less; cells they reach are at level + 1.
  let levelEnd = 1;
  let level = 0;
  while (head !== tail) {
    if (head === levelEnd) {
      level++;
      levelEnd = tail;
    }
    const cell = queue[head & mask]!;
    head++;
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
      map[next] = level + 1;
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
  return map;
}
