// Wall follower: keep one hand on the wall. At each cell take the first open passage in the order left,
// straight, right, back (left hand) or right, straight, left, back (right hand), relative to the heading; the
// start faces east. The walk is a cycle over directed passages, so if it is about to repeat its first step it
// has gone all round the wall it started on without meeting the goal: that is reported as not reached
// (it happens when the goal sits on a loop away from that wall, or is not reachable at all).
// The path is the walk with its loops erased: on-path cells hold MARK | parent << 4, and stepping onto an
// on-path cell unwinds the path back to it (unwound cells keep MARK2, "touched"). No memory beyond the cells.

import { cellIndex, DIR_E, offsetOf, PASSAGES, setOffsets, strideOf } from "../grid";
import { DIR_SHIFT, MARK, MARK2, MARKS, parentOf } from "./marks";
import { emitNotReached, emitPath } from "./path";

export const HAND_LEFT: u32 = 0;
export const HAND_RIGHT: u32 = 1;

// TURN[(hand * 4 + heading) * 16 + open] = the first open direction for that hand, turning from the heading
// (left hand: left, straight, right; right hand: right, straight, left), else back. A table, so no branches.
const TURN: usize = memory.data(128);
for (let hand: u32 = 0; hand < 2; hand++) {
  for (let heading: u32 = 0; heading < 4; heading++) {
    for (let open: u32 = 0; open < 16; open++) {
      let choice = (heading + 2) & 3;
      for (let k: i32 = 2; k >= 0; k--) {
        const d = hand == HAND_LEFT ? (heading + 3 + <u32>k) & 3 : (heading + 1 - <u32>k) & 3;
        if ((open & (1 << d)) != 0) choice = d;
      }
      store<u8>(TURN + (hand * 4 + heading) * 16 + open, choice);
    }
  }
}

/** The first open direction for this hand, turning from the heading. */
@inline function nextDirection(open: u32, heading: u32, hand: u32): u32 {
  return <u32>load<u8>(TURN + (((hand << 2) | heading) << 4) + open);
}

/** Wall follower; hand 0 = left, 1 = right. */
export function solveWallFollower(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32, toX: u32, toY: u32, hand: u32): i32 {
  setOffsets(strideOf(width));
  const from = cellIndex(width, fromX, fromY);
  const to = cellIndex(width, toX, toY);
  store<u8>(cells + from, <u32>load<u8>(cells + from) | MARK);
  if (from == to) return emitPath(cells, width, height, from, to, 1);
  const startOpen = <u32>load<u8>(cells + from) & PASSAGES;
  if (startOpen == 0) return emitNotReached(cells, width, height, 1);

  const firstStep = nextDirection(startOpen, DIR_E, hand);
  let visited: u32 = 1;
  let current = from;
  let heading = DIR_E;
  let started = false;
  do {
    const d = nextDirection(<u32>load<u8>(cells + current) & PASSAGES, heading, hand);
    if (current == from && d == firstStep && started) return emitNotReached(cells, width, height, visited);
    started = true;
    const next = current + offsetOf(d);
    const nextBits = <u32>load<u8>(cells + next);
    if ((nextBits & MARK) != 0) {
      // Back on the path: erase the loop (or the dead end) just walked.
      for (let cell = current; cell != next; ) {
        const bits = <u32>load<u8>(cells + cell);
        store<u8>(cells + cell, (bits & PASSAGES) | MARK2);
        cell += offsetOf(parentOf(bits));
      }
    } else {
      if ((nextBits & MARKS) == 0) visited++;
      store<u8>(cells + next, (nextBits & PASSAGES) | MARK | (((d + 2) & 3) << DIR_SHIFT));
    }
    current = next;
    heading = d;
  } while (current != to);
  return emitPath(cells, width, height, from, to, visited);
}
