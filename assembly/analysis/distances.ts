// Distance map (seed 003's distance()): breadth-first from one cell, level by level, writing each cell's
// distance into a u32 map in the padded layout, 16-byte aligned right after the cell array; 0xFFFFFFFF marks
// cells not reached (padding, masked cells, other components). The map is only written: visited cells hold
// MARK | parent << 4 in the cells (cleared before returning), and a cell's distance is the level it is
// reached in. The FIFO is a ring of u32 cell indices after the map, sized to the frontier.

import { cellIndex, gridBytes, offsetOf, PASSAGES, setOffsets, strideOf } from "../grid";
import { STATUS_OK } from "../status";
import { clearSolverScratch, DIR_SHIFT, MARK, MARKS, parentOf } from "../solvers/marks";
import { abandon, workStart } from "../solvers/path";
import { ringBase, ringCapacity, ringGrow, ringInit } from "../solvers/ring";

export const UNREACHED: u32 = 0xffffffff;

export function distances(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32): i32 {
  setOffsets(strideOf(width));
  const map = workStart(cells, width, height);
  const mapBytes = <usize>gridBytes(width, height) << 2;
  if (!ringInit(map + mapBytes, 2)) return abandon(cells, width, height);
  memory.fill(map, 0xff, mapBytes);
  const from = cellIndex(width, fromX, fromY);
  store<u32>(map + (<usize>from << 2), 0);
  store<u8>(cells + from, <u32>load<u8>(cells + from) | MARK);

  let queue = ringBase;
  let mask = ringCapacity - 1;
  store<u32>(queue, from);
  let head: u32 = 0;
  let tail: u32 = 1;
  // Cells before levelEnd in the FIFO are at distance `level` or less; cells they reach are at level + 1.
  let levelEnd: u32 = 1;
  let level: u32 = 0;
  while (head != tail) {
    if (head == levelEnd) {
      level++;
      levelEnd = tail;
    }
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
      store<u32>(map + (<usize>next << 2), level + 1);
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
  clearSolverScratch(cells, width, height);
  return STATUS_OK;
}
