// Distance map (seed 003's distance()), mirrored from assembly/analysis/distances.ts: breadth-first from one
// cell, writing each cell's distance into a u32 map in the padded layout; 0xFFFFFFFF marks cells not reached
// (padding, masked cells, other components). The map doubles as the visited set, so the cells are only read.

import { cellIndex, gridBytes, lowestBit4, offsetsFor, PASSAGES, strideOf } from "../grid.js";
import { growRing, newRing } from "../solvers/ring.js";

export const UNREACHED = 0xffffffff;

export function distances(cells: Uint8Array, width: number, height: number, fromX: number, fromY: number): Uint32Array {
  const offsets = offsetsFor(strideOf(width));
  const map = new Uint32Array(gridBytes(width, height)).fill(UNREACHED);
  const from = cellIndex(width, fromX, fromY);
  map[from] = 0;

  let queue = newRing(1);
  let mask = queue.length - 1;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  while (head !== tail) {
    const cell = queue[head & mask]!;
    head++;
    const reached = map[cell]! + 1;
    let open = cells[cell]! & PASSAGES;
    while (open !== 0) {
      const d = lowestBit4(open);
      open &= open - 1;
      const next = cell + offsets[d]!;
      if (map[next] !== UNREACHED) continue;
      map[next] = reached;
      if (tail - head > mask) {
        const count = tail - head;
        const headSlot = head & mask;
        queue = growRing(queue, headSlot, 1);
        mask = queue.length - 1;
        head = headSlot;
        tail = headSlot + count;
      }
      queue[tail & mask] = next;
      tail++;
    }
  }
  return map;
}
