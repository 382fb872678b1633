// Trémaux's algorithm, mirrored from assembly/solvers/tremaux.ts: a walker chalks every passage it walks,
// never takes a passage marked twice, and on reaching a cell it has seen before through a fresh passage turns
// straight back. At each cell it tries the unmarked passages turning left first (left, straight, right of its
// heading; the start faces east). A passage marked once is the parent link of the cell it leads into
// (MARK | parent << 4 in that cell), a passage marked twice is one already walked back or bounced off, and
// where to resume at a cell follows from the passage it came back through. The once-marked passages from the
// start to the walker are the path. Not optimal on braided mazes.

import { cellIndex, DIR_W, offsetsFor, PASSAGES, strideOf } from "../grid.js";
import { DIR_SHIFT, MARK, MARKS, parentOf } from "./marks.js";
import { emitNotReached, emitPath, type SolveResult } from "./path.js";

// NEXT_TURN[(back * 8 + k) * 16 + open] = the first turn t >= k (t <= 4) whose direction (back + t) & 3 is open, else 5.
const NEXT_TURN = new Uint8Array(4 * 8 * 16);
for (let back = 0; back < 4; back++) {
  for (let k = 0; k < 8; k++) {
    for (let open = 0; open < 16; open++) {
      let turn = 5;
      for (let t = 4; t >= k && t >= 1; t--) if ((open & (1 << ((back + t) & 3))) !== 0) turn = t;
      NEXT_TURN[(back * 8 + k) * 16 + open] = turn;
    }
  }
}

function nextOpenTurn(bits: number, back: number, turn: number): number {
  return NEXT_TURN[(((back << 3) | turn) << 4) + (bits & PASSAGES)]!;
}

export function solveTremaux(cells: Uint8Array, width: number, height: number, fromX: number, fromY: number, toX: number, toY: number): SolveResult {
  const offsets = offsetsFor(strideOf(width));
  const from = cellIndex(width, fromX, fromY);
  const to = cellIndex(width, toX, toY);
  cells[from]! |= MARK;
  let visited = 1;
  let current = from;
  // Turns are numbered clockwise from the way back: turn k takes direction (back + k) & 3.
  let turn = 1;
  while (current !== to) {
    const bits = cells[current]!;
    const atStart = current === from;
    const back = atStart ? DIR_W : parentOf(bits);
    const lastTurn = atStart ? 4 : 3;
    let moved = false;
    while (true) {
      turn = nextOpenTurn(bits, back, turn);
      if (turn > lastTurn) break;
      const d = (back + turn) & 3;
      turn++;
      const next = current + offsets[d]!;
      const nextBits = cells[next]!;
      if ((nextBits & MARKS) !== 0) continue;
      cells[next] = nextBits | MARK | (((d + 2) & 3) << DIR_SHIFT);
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
    current += offsets[up]!;
    const parentBack = current === from ? DIR_W : parentOf(cells[current]!);
    turn = ((((up + 2) & 3) - parentBack - 1) & 3) + 2;
  }
  return emitPath(cells, width, height, from, to, visited);
}
