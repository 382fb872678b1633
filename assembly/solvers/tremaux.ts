// Trémaux's algorithm: a walker chalks every passage it walks, never takes a passage marked twice, and on
// reaching a cell it has seen before through a fresh passage turns straight back. At each cell it tries the
// unmarked passages turning left first (left, straight, right of its heading; the start faces east).
// The chalk marks need no memory of their own: a passage marked once is the parent link of the cell it leads
// into (MARK | parent << 4 in that cell), a passage marked twice is one already walked back or bounced off,
// and where to resume at a cell follows from the passage it came back through. The once-marked passages from
// the start to the walker are the path. Not optimal on braided mazes.

import { cellIndex, DIR_W, offsetOf, PASSAGES, setOffsets, strideOf } from "../grid";
import { DIR_SHIFT, MARK, MARKS, parentOf } from "./marks";
import { emitNotReached, emitPath } from "./path";

// NEXT_TURN[(back * 8 + k) * 16 + open] = the first turn t >= k (t <= 4) whose direction (back + t) & 3 is
// open, else 5: the walker's choice by table, without a branch per turn.
const NEXT_TURN: usize = memory.data(4 * 8 * 16);
for (let back: u32 = 0; back < 4; back++) {
  for (let k: u32 = 0; k < 8; k++) {
    for (let open: u32 = 0; open < 16; open++) {
      let turn: u32 = 5;
      for (let t: u32 = 4; t >= k && t >= 1; t--) if ((open & (1 << ((back + t) & 3))) != 0) turn = t;
      store<u8>(NEXT_TURN + (back * 8 + k) * 16 + open, turn);
    }
  }
}

@inline function nextOpenTurn(bits: u32, back: u32, turn: u32): u32 {
  return <u32>load<u8>(NEXT_TURN + (((back << 3) | turn) << 4) + (bits & PASSAGES));
}

/** Trémaux's marking algorithm. */
export function solveTremaux(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32, toX: u32, toY: u32): i32 {
  setOffsets(strideOf(width));
  const from = cellIndex(width, fromX, fromY);
  const to = cellIndex(width, toX, toY);
  store<u8>(cells + from, <u32>load<u8>(cells + from) | MARK);
  let visited: u32 = 1;
  let current = from;
  // Turns are numbered clockwise from the way back: turn k takes direction (back + k) & 3.
  let turn: u32 = 1;
  while (current != to) {
    const bits = <u32>load<u8>(cells + current);
    const atStart = current == from;
    const back = atStart ? DIR_W : parentOf(bits);
    const lastTurn: u32 = atStart ? 4 : 3;
    let moved = false;
    while (true) {
      turn = nextOpenTurn(bits, back, turn);
      if (turn > lastTurn) break;
      const d = (back + turn) & 3;
      turn++;
      const next = current + offsetOf(d);
      const nextBits = <u32>load<u8>(cells + next);
      if ((nextBits & MARKS) != 0) continue;
      store<u8>(cells + next, nextBits | MARK | (((d + 2) & 3) << DIR_SHIFT));
      visited++;
      current = next;
      turn = 1;
      moved = true;
      break;
    }
    if (moved) continue;
    if (atStart) return emitNotReached(cells, width, height, visited);
    // Walk back: this passage is now marked twice; the parent resumes with the turn after it.
    const up = parentOf(bits);
    current += offsetOf(up);
    const parentBack = current == from ? DIR_W : parentOf(<u32>load<u8>(cells + current));
    turn = ((((up + 2) & 3) - parentBack - 1) & 3) + 2;
  }
  return emitPath(cells, width, height, from, to, visited);
}
