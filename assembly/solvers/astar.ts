// A* with the Manhattan heuristic h. On a grid with unit steps h is consistent and every step changes
// f = g + h by 0 (towards the goal) or +2 (away), so the open set is two buckets: f, kept as a stack at the
// tail of a ring (last in, first out: the deepest cell first), and f + 2, growing at the ring's head. When
// bucket f is empty, bucket f + 2 becomes current. Ring entries are u64 (x | y << 32), so h needs no division.
// Marks: tentative = MARK2 | parity << 7 | parent << 4 (parity = (f >> 1) & 1 of its latest entry, which
// tells the current bucket from the next); closed = MARK | parent << 4. A cell is closed when popped, with
// the parent of its best entry; an entry popped for a closed cell is stale and skipped. Optimal.

import { cellIndex, E, N, offsetOf, PASSAGES, S, setOffsets, strideOf, W } from "../grid";
import { DIR_SHIFT, MARK, MARK2, MARKS, parentOf } from "./marks";
import { abandon, emitNotReached, emitPath, RESULT_BYTES, workStart } from "./path";
import { ringBase, ringCapacity, ringGrow, ringInit } from "./ring";

// STEP[d] added to an entry x | y << 32 moves it one cell in direction d (wrapping subtraction for N and W).
const STEP: usize = memory.data<u64>([0xffffffff00000000, 1, 0x100000000, 0xffffffffffffffff]);

@inline function distance(a: u32, b: u32): u32 {
  return a > b ? a - b : b - a;
}

/** A* with the Manhattan heuristic. */
export function solveAstar(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32, toX: u32, toY: u32): i32 {
  const stride = strideOf(width);
  setOffsets(stride);
  const from = cellIndex(width, fromX, fromY);
  const to = cellIndex(width, toX, toY);
  if (from == to) {
    store<u8>(cells + from, <u32>load<u8>(cells + from) | MARK);
    return emitPath(cells, width, height, from, to, 1);
  }
  if (!ringInit(workStart(cells, width, height) + RESULT_BYTES, 3)) return abandon(cells, width, height);

  let ring = ringBase;
  let mask = ringCapacity - 1;
  let f = distance(fromX, toX) + distance(fromY, toY);
  let parity = (f >> 1) & 1;
  store<u64>(ring, <u64>fromX | (<u64>fromY << 32));
  store<u8>(cells + from, <u32>load<u8>(cells + from) | MARK2 | (parity << 7));
  // Slots head .. boundary - 1 hold bucket f + 2, boundary .. tail - 1 bucket f.
  let head: u32 = 0;
  let boundary: u32 = 0;
  let tail: u32 = 1;
  let visited: u32 = 1;
  while (true) {
    if (tail == boundary) {
      if (head == boundary) return emitNotReached(cells, width, height, visited);
      boundary = head;
      f += 2;
      parity ^= 1;
    }
    tail--;
    const entry = load<u64>(ring + (<usize>(tail & mask) << 3));
    const x = <u32>entry;
    const y = <u32>(entry >> 32);
    const cell = (y + 1) * stride + x + 1;
    const bits = <u32>load<u8>(cells + cell);
    if ((bits & MARKS) == MARK) continue;
    store<u8>(cells + cell, (bits & 0x3f) | MARK);
    if (cell == to) return emitPath(cells, width, height, from, to, visited);
    // The way back leads to a closed cell: leaving it out keeps the tests below predictable.
    let open = bits & PASSAGES & ~select<u32>(0, 1 << parentOf(bits), cell == from);
    // Directions that bring this cell closer to the goal (a step there keeps f; any other adds 2).
    const closer = select<u32>(N, 0, y > toY) | select<u32>(E, 0, x < toX) | select<u32>(S, 0, y < toY) | select<u32>(W, 0, x > toX);
    while (open != 0) {
      const d = ctz(open);
      open &= open - 1;
      const next = cell + offsetOf(d);
      const nextBits = <u32>load<u8>(cells + next);
      const state = nextBits & MARKS;
      if (state == MARK) continue;
      const towards = (closer >> d) & 1;
      if (state != 0) {
        // Tentative: only an entry in bucket f improves on one waiting in bucket f + 2.
        if (towards == 0 || ((nextBits >> 7) & 1) == parity) continue;
      } else {
        visited++;
      }
      const nextParity = parity ^ towards ^ 1;
      store<u8>(cells + next, (nextBits & PASSAGES) | MARK2 | (nextParity << 7) | (((d + 2) & 3) << DIR_SHIFT));
      if (tail - head > mask) {
        const count = tail - head;
        const slot = head & mask;
        if (!ringGrow(slot, 3)) return abandon(cells, width, height);
        ring = ringBase;
        mask = ringCapacity - 1;
        boundary = slot + (boundary - head);
        head = slot;
        tail = slot + count;
      }
      // Bucket f takes it at the tail, bucket f + 2 at the head, without a branch.
      head -= towards ^ 1;
      store<u64>(ring + (<usize>(select<u32>(tail, head, towards != 0) & mask) << 3), entry + load<u64>(STEP + (<usize>d << 3)));
      tail += towards;
    }
  }
}
