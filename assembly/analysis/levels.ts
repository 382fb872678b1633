// Breadth-first search level by level from one cell, shared by distances() and farthest(): each reached cell
// gets its level in `map` (a u32 map in the padded layout, when map != 0), and the last cell taken from the
// FIFO (the last reached at the greatest distance), that distance and the count of cells reached are written
// to `out` as three u32 (when out != 0). Visited cells hold MARK | parent << 4, cleared before returning;
// the FIFO is a ring of u32 cell indices at `ring`, sized to the frontier.

import { cellIndex, offsetOf, PASSAGES, setOffsets, strideOf } from "../grid";
import { STATUS_OK } from "../status";
import { clearSolverScratch, DIR_SHIFT, MARK, MARKS, parentOf } from "../solvers/marks";
import { abandon } from "../solvers/path";
import { ringBase, ringCapacity, ringGrow, ringInit } from "../solvers/ring";

export function levels(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32, map: usize, out: usize, ring: usize): i32 {
  setOffsets(strideOf(width));
  if (!ringInit(ring, 2)) return abandon(cells, width, height);
  const from = cellIndex(width, fromX, fromY);
  if (map != 0) store<u32>(map + (<usize>from << 2), 0);
  store<u8>(cells + from, <u32>load<u8>(cells + from) | MARK);

  let queue = ringBase;
  let mask = ringCapacity - 1;
  store<u32>(queue, from);
  let head: u32 = 0;
  let tail: u32 = 1;
  // Cells before levelEnd in the FIFO are at distance `level` or less; cells they reach are at level + 1.
  let levelEnd: u32 = 1;
  let level: u32 = 0;
  let last = from;
  let reached: u32 = 1;
  while (head != tail) {
    if (head == levelEnd) {
      level++;
      levelEnd = tail;
    }
    const cell = load<u32>(queue + (<usize>(head & mask) << 2));
    head++;
    last = cell;
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
      if (map != 0) store<u32>(map + (<usize>next << 2), level + 1);
      reached++;
      if (tail - head > mask) {
        const count = tail - head;
        const slot = head & mask;
        if (!ringGrow(slot, 2)) return abandon(cells, width, height);
        queue = ringBase;
        mask = ringCapacity - 1;
        levelEnd = slot + (levelEnd - head);
        head = slot;
        tail = slot + count;
      }
      store<u32>(queue + (<usize>(tail & mask) << 2), next);
      tail++;
    }
  }
  if (out != 0) {
    store<u32>(out, last);
    store<u32>(out + 4, level);
    store<u32>(out + 8, reached);
  }
  clearSolverScratch(cells, width, height);
  return STATUS_OK;
}
