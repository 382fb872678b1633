// Distance map (seed 003's distance()): breadth-first from one cell, writing each cell's distance.
// The map is u32 per cell in the padded layout, 16-byte aligned right after the cell array; 0xFFFFFFFF
// marks cells not reached (padding, masked cells, other components). It doubles as the visited set, so the
// cells are only read. The FIFO is a ring of u32 cell indices after the map, sized to the frontier.

import { cellIndex, gridBytes, offsetOf, PASSAGES, setOffsets, strideOf } from "../grid";
import { STATUS_OK, STATUS_OUT_OF_MEMORY } from "../status";
import { workStart } from "../solvers/path";
import { ringBase, ringCapacity, ringGrow, ringInit } from "../solvers/ring";

export const UNREACHED: u32 = 0xffffffff;

export function distances(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32): i32 {
  setOffsets(strideOf(width));
  const map = workStart(cells, width, height);
  const mapBytes = <usize>gridBytes(width, height) << 2;
  if (!ringInit(map + mapBytes, 2)) return STATUS_OUT_OF_MEMORY;
  memory.fill(map, 0xff, mapBytes);
  const from = cellIndex(width, fromX, fromY);
  store<u32>(map + (<usize>from << 2), 0);

  let queue = ringBase;
  let mask = ringCapacity - 1;
  store<u32>(queue, from);
  let head: u32 = 0;
  let tail: u32 = 1;
  while (head != tail) {
    const cell = load<u32>(queue + (<usize>(head & mask) << 2));
    head++;
    const reached = load<u32>(map + (<usize>cell << 2)) + 1;
    let open = <u32>load<u8>(cells + cell) & PASSAGES;
    while (open != 0) {
      const d = ctz(open);
      open &= open - 1;
      const next = cell + offsetOf(d);
      const slot = map + (<usize>next << 2);
      if (load<u32>(slot) != UNREACHED) continue;
      store<u32>(slot, reached);
      if (tail - head > mask) {
        const count = tail - head;
        const headSlot = head & mask;
        if (!ringGrow(headSlot, 2)) return STATUS_OUT_OF_MEMORY;
        queue = ringBase;
        mask = ringCapacity - 1;
        head = headSlot;
        tail = headSlot + count;
      }
      store<u32>(queue + (<usize>(tail & mask) << 2), next);
      tail++;
    }
  }
  return STATUS_OK;
}
