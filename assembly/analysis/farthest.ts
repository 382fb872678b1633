// The cell farthest from a start, by breadth-first search level by level: one pass of longestPath()'s two.
// Result, 16-byte aligned right after the cell array: [cell index u32][distance u32][cells reached u32];
// the farthest cell is the last one taken from the FIFO (the last reached at the greatest distance).
// Visited cells hold MARK | parent << 4 (cleared before returning); the FIFO is a ring of u32 indices sized to the frontier.

import { cellIndex, offsetOf, PASSAGES, setOffsets, strideOf } from "../grid";
import { STATUS_OK } from "../status";
import { clearSolverScratch, DIR_SHIFT, MARK, MARKS, parentOf } from "../solvers/marks";
import { abandon, RESULT_BYTES, workStart } from "../solvers/path";
import { ringBase, ringCapacity, ringGrow, ringInit } from "../solvers/ring";

export function farthest(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32): i32 {
  setOffsets(strideOf(width));
  const out = workStart(cells, width, height);
  if (!ringInit(out + RESULT_BYTES, 2)) return abandon(cells, width, height);
  const from = cellIndex(width, fromX, fromY);
  store<u8>(cells + from, <u32>load<u8>(cells + from) | MARK);

  let queue = ringBase;
  let mask = ringCapacity - 1;
  store<u32>(queue, from);
  let head: u32 = 0;
  let tail: u32 = 1;
  // Cells before levelEnd in the FIFO are at distance `level` or less.
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
  store<u32>(out, last);
  store<u32>(out + 4, level);
  store<u32>(out + 8, reached);
  clearSolverScratch(cells, width, height);
  return STATUS_OK;
}
