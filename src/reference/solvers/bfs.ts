// Breadth-first search (seed 003's distance() and resolution()), mirrored from assembly/solvers/bfs.ts:
// cells are reached in order of distance from the start, each remembering the direction back to the cell
// that reached it; the path is walked back from the goal. Optimal on every maze.
// Memory: the parent direction lives in the cell's marks (MARK | parent << 4), and the FIFO is a ring of
// cell indices sized to the frontier (doubled when full).
// Neighbours are taken in N, E, S, W order; the search stops when the goal is reached.

import { cellIndex, lowestBit4, offsetsFor, PASSAGES, strideOf } from "../grid.js";
import { DIR_SHIFT, MARK, MARKS, parentOf } from "./marks.js";
import { emitNotReached, emitPath, type SolveResult } from "./path.js";
import { growRing, newRing } from "./ring.js";

export function solveBfs(cells: Uint8Array, width: number, height: number, fromX: number, fromY: number, toX: number, toY: number): SolveResult {
  const offsets = offsetsFor(strideOf(width));
  const from = cellIndex(width, fromX, fromY);
  const to = cellIndex(width, toX, toY);
  cells[from]! |= MARK;
  if (from === to) return emitPath(cells, width, height, from, to, 1);

  let queue = newRing(1);
  let mask = queue.length - 1;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  let visited = 1;
  while (head !== tail) {
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
      visited++;
      if (next === to) return emitPath(cells, width, height, from, to, visited);
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
