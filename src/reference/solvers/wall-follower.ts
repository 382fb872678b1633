// Wall follower, mirrored from assembly/solvers/wall-follower.ts: keep one hand on the wall. At each cell
// take the first open passage in the order left, straight, right, back (left hand) or right, straight, left,
// back (right hand), relative to the heading; the start faces east. The walk is a cycle over directed
// passages, so if it is about to repeat its first step it has gone all round the wall it started on without
// meeting the goal: that is reported as not reached.
// The path is the walk with its loops erased: on-path cells hold MARK | parent << 4, and stepping onto an
// on-path cell unwinds the path back to it (unwound cells keep MARK2, "touched").

import { cellIndex, DIR_E, offsetsFor, PASSAGES, strideOf } from "../grid.js";
import { DIR_SHIFT, MARK, MARK2, MARKS, parentOf } from "./marks.js";
import { emitNotReached, emitPath, type SolveResult } from "./path.js";

export const HAND_LEFT = 0;
export const HAND_RIGHT = 1;

// TURN[(hand * 4 + heading) * 16 + open] = the first open direction for that hand, turning from the heading
// (left hand: left, straight, right; right hand: right, straight, left), else back.
const TURN = new Uint8Array(128);
for (let hand = 0; hand < 2; hand++) {
  for (let heading = 0; heading < 4; heading++) {
    for (let open = 0; open < 16; open++) {
      let choice = (heading + 2) & 3;
      for (let k = 2; k >= 0; k--) {
        const d = hand === HAND_LEFT ? (heading + 3 + k) & 3 : (heading + 1 - k) & 3;
        if ((open & (1 << d)) !== 0) choice = d;
      }
      TURN[(hand * 4 + heading) * 16 + open] = choice;
    }
  }
}

/** The first open direction for this hand, turning from the heading. */
function nextDirection(open: number, heading: number, hand: number): number {
  return TURN[(((hand << 2) | heading) << 4) + open]!;
}

export function solveWallFollower(
  cells: Uint8Array,
  width: number,
  height: number,
  fromX: number,
  fromY: number,
  toX: number,
  toY: number,
  hand: number,
): SolveResult {
  const offsets = offsetsFor(strideOf(width));
  const from = cellIndex(width, fromX, fromY);
  const to = cellIndex(width, toX, toY);
  cells[from]! |= MARK;
  if (from === to) return emitPath(cells, width, height, from, to, 1);
  const startOpen = cells[from]! & PASSAGES;
  if (startOpen === 0) return emitNotReached(cells, width, height, 1);

  const firstStep = nextDirection(startOpen, DIR_E, hand);
  let visited = 1;
  let current = from;
  let heading = DIR_E;
  let started = false;
  do {
    const d = nextDirection(cells[current]! & PASSAGES, heading, hand);
    if (current === from && d === firstStep && started) return emitNotReached(cells, width, height, visited);
    started = true;
    const next = current + offsets[d]!;
    const nextBits = cells[next]!;
    if ((nextBits & MARK) !== 0) {
      // Back on the path: erase the loop (or the dead end) just walked.
      for (let cell = current; cell !== next; ) {
        const bits = cells[cell]!;
        cells[cell] = (bits & PASSAGES) | MARK2;
        cell += offsets[parentOf(bits)]!;
      }
    } else {
      if ((nextBits & MARKS) === 0) visited++;
      cells[next] = (nextBits & PASSAGES) | MARK | (((d + 2) & 3) << DIR_SHIFT);
    }
    current = next;
    heading = d;
  } while (current !== to);
  return emitPath(cells, width, height, from, to, visited);
}
