// A* with the Manhattan heuristic, mirrored from assembly/solvers/astar.ts. Every step changes f = g + h by
// 0 (towards the goal) or +2 (away), so the open set is two buckets: f, kept as a stack at the tail of a
// ring (the deepest cell first), and f + 2, growing at the ring's head; when bucket f is empty, bucket f + 2
// becomes current. Ring entries are two words (x, y), so h needs no division.
// Marks: tentative = MARK2 | parity << 7 | parent << 4 (parity = (f >> 1) & 1 of its latest entry, which
// tells the current bucket from the next); closed = MARK | parent << 4. A cell is closed when popped, with
// the parent of its best entry; an entry popped for a closed cell is stale and skipped. Optimal.

import { cellIndex, E, lowestBit4, N, offsetsFor, PASSAGES, S, strideOf, W } from "../grid.js";
import { DIR_SHIFT, MARK, MARK2, MARKS, parentOf } from "./marks.js";
import { emitNotReached, emitPath, type SolveResult } from "./path.js";
import { growRing, newRing } from "./ring.js";

// One step in direction d moves x by STEP_X[d] and y by STEP_Y[d].
const STEP_X = Int32Array.of(0, 1, 0, -1);
const STEP_Y = Int32Array.of(-1, 0, 1, 0);

export function solveAstar(cells: Uint8Array, width: number, height: number, fromX: number, fromY: number, toX: number, toY: number): SolveResult {
  const stride = strideOf(width);
  const offsets = offsetsFor(stride);
  const from = cellIndex(width, fromX, fromY);
  const to = cellIndex(width, toX, toY);
  if (from === to) {
    cells[from]! |= MARK;
    return emitPath(cells, width, height, from, to, 1);
  }

  let ring = newRing(2);
  let mask = ring.length / 2 - 1;
  let f = Math.abs(fromX - toX) + Math.abs(fromY - toY);
  let parity = (f >> 1) & 1;
  ring[0] = fromX;
  ring[1] = fromY;
  cells[from]! |= MARK2 | (parity << 7);
  // Slots head .. boundary - 1 hold bucket f + 2, boundary .. tail - 1 bucket f.
  let head = 0;
  let boundary = 0;
  let tail = 1;
  let visited = 1;
  while (true) {
    if (tail === boundary) {
      if (head === boundary) return emitNotReached(cells, width, height, visited);
      boundary = head;
      f += 2;
      parity ^= 1;
    }
    tail--;
    const slot = (tail & mask) * 2;
    const x = ring[slot]!;
    const y = ring[slot + 1]!;
    const cell = (y + 1) * stride + x + 1;
    const bits = cells[cell]!;
    if ((bits & MARKS) === MARK) continue;
    cells[cell] = (bits & 0x3f) | MARK;
    if (cell === to) return emitPath(cells, width, height, from, to, visited);
    // The way back leads to a closed cell.
    let open = bits & PASSAGES & ~(cell === from ? 0 : 1 << parentOf(bits));
    // Directions that bring this cell closer to the goal (a step there keeps f; any other adds 2).
    const closer = (y > toY ? N : 0) | (x < toX ? E : 0) | (y < toY ? S : 0) | (x > toX ? W : 0);
    while (open !== 0) {
      const d = lowestBit4(open);
      open &= open - 1;
      const next = cell + offsets[d]!;
      const nextBits = cells[next]!;
      const state = nextBits & MARKS;
      if (state === MARK) continue;
      const towards = (closer >> d) & 1;
      if (state !== 0) {
        // Tentative: only an entry in bucket f improves on one waiting in bucket f + 2.
        if (towards === 0 || ((nextBits >> 7) & 1) === parity) continue;
      } else {
        visited++;
      }
      const nextParity = parity ^ towards ^ 1;
      cells[next] = (nextBits & PASSAGES) | MARK2 | (nextParity << 7) | (((d + 2) & 3) << DIR_SHIFT);
      if (tail - head > mask) {
        const count = tail - head;
        const headSlot = head & mask;
        ring = growRing(ring, headSlot, 2);
        mask = ring.length / 2 - 1;
        boundary = headSlot + (boundary - head);
        head = headSlot;
        tail = headSlot + count;
      }
      // Bucket f takes it at the tail, bucket f + 2 at the head.
      head -= towards ^ 1;
      const at = ((towards !== 0 ? tail : head) & mask) * 2;
      ring[at] = x + STEP_X[d]!;
      ring[at + 1] = y + STEP_Y[d]!;
      tail += towards;
    }
  }
}
