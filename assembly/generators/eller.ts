// Eller's algorithm: row by row with O(width) memory. The cells of a row that are connected
// (through the rows above) form sets; each set is a circular doubly linked list of its columns in
// column order (left[c], right[c]), so "are c and c+1 in one set?" is left[c+1] == c, and joining
// or leaving a set is a constant-time splice. Stores are branch-free selects: random decisions
// never steer a branch. Option p = the chance to join adjacent cells of different sets (src/algorithms/chance.ts).
//
// In a row, for c = 0..W-1: join c and c+1 (E) if they are in different sets and the decision says
// so; then c leaves its set (no passage S) if the decision says so and c is not the last cell of
// its set still open below, which keeps at least one passage south per set. A cell that left its
// set starts the next row alone. The bottom row joins every pair in different sets and leaves
// nothing open below.
//
// Order of random draws (mirrored in src/reference/generators/eller.ts):
//   rows top to bottom, the bottom row drawing nothing; in every other row, cells c = 0..W-1 left
//   to right take from a bit reservoir (empty at the start of each row; when a take needs more
//   bits than remain, the rest are dropped and nextU32 refills it; low bits first):
//   1. for c <= W-2, a k-bit chunk: join iff the sets differ and chunk < threshold (k = 0 takes nothing);
//   2. one bit: 1 = leave the set (if c is not the last of its set still open below).
// A row's draws depend only on the PRNG state when the row starts: no bits carry between rows.
//
// Rows in ranges, so a maze of any height can stream in O(width) memory (the rows_ exports):
// ellerRows fills any run of consecutive rows from the row above it (whose S bits give the N bits)
// and the set lists, which are all the state carried from one row to the next; a row is final once
// written. Working memory: 8 bytes per column.
// A stream keeps its state at `state`: the saved PRNG state (16 bytes), then the set lists.

import { BORDER, E, N, S, W, gridBytes, strideOf } from "../grid";
import { RANDOM_STATE_BYTES, loadRandom, nextU32, saveRandom, seedRandom, seedSavedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { isRecording, logRowSteps } from "../steps";

/** Eller; p (chance to join sets) as k bits and a threshold (src/algorithms/chance.ts) into the W×H grid at `cells`, the set lists right after the cell array; returns a status code. */
export function generateEller(cells: usize, width: u32, height: u32, seed: u32, bits: u32, threshold: u32): i32 {
  seedRandom(seed);
  const stride = <usize>strideOf(width);
  const sets = (cells + <usize>gridBytes(width, height) + 7) & ~<usize>7;
  ellerStart(sets, width);
  memory.fill(cells, BORDER, stride);
  ellerRows(cells + stride, width, height, true, bits, threshold, sets);
  memory.fill(cells + stride * (<usize>height + 1), BORDER, stride);
  // Rows are built whole (in lanes), so their steps are read from the finished rows, in the order they were written.
  if (isRecording()) logRowSteps(cells, width, height, false);
  return STATUS_OK;
}

// The set lists: left[c] at sets + 8c, right[c] at sets + 8c + 4 (neighbours share a cache line).
@inline function left(sets: usize, c: u32): u32 {
  return load<u32>(sets + (<usize>c << 3));
}
@inline function right(sets: usize, c: u32): u32 {
  return load<u32>(sets + (<usize>c << 3), 4);
}
@inline function setLeft(sets: usize, c: u32, value: u32): void {
  store<u32>(sets + (<usize>c << 3), value);
}
@inline function setRight(sets: usize, c: u32, value: u32): void {
  store<u32>(sets + (<usize>c << 3), value, 4);
}

/** The state before row 0: every column in a set of its own. */
export function ellerStart(sets: usize, width: u32): void {
  for (let c: u32 = 0; c < width; c++) {
    setLeft(sets, c, c);
    setRight(sets, c, c);
  }
}

/**
 * Fills `rowCount` padded rows from `rows` (the left padding byte of the first), drawing in row
 * order and carrying the set lists at `sets` from row to row; the row above (rows - stride) holds
 * the previous row or top padding. `atBottom` says whether the range ends at row H-1 of the maze.
 */
export function ellerRows(rows: usize, width: u32, rowCount: u32, atBottom: bool, bits: u32, threshold: u32, sets: usize): void {
  const stride = <usize>strideOf(width);
  for (let r: u32 = 0; r < rowCount; r++) {
    tickProgress(width);
    const row = rows + <usize>r * stride;
    store<u8>(row, BORDER);
    if (atBottom && r == rowCount - 1) bottomRow(row + 1, row + 1 - stride, width, sets);
    else setsRow(row + 1, row + 1 - stride, width, bits, threshold, sets);
    store<u8>(row + 1 + width, BORDER);
  }
}

/** Starts a stream: at `state` (8-aligned), the seeded PRNG state (16 bytes), then 8 bytes of set links per column, each in a set of its own; returns a status code. */
export function startEllerStream(state: usize, width: u32, seed: u32): i32 {
  seedSavedRandom(state, seed);
  ellerStart(state + RANDOM_STATE_BYTES, width);
  return STATUS_OK;
}

/** The next range of a stream: ellerRows, resuming the PRNG and the set lists from `state` and saving the PRNG back (atTop unused: every rows_ export takes the same arguments); returns a status code. */
export function ellerStreamRows(state: usize, rows: usize, width: u32, rowCount: u32, atTop: bool, atBottom: bool, bits: u32, threshold: u32): i32 {
  loadRandom(state);
  ellerRows(rows, width, rowCount, atBottom, bits, threshold, state + RANDOM_STATE_BYTES);
  saveRandom(state);
  return STATUS_OK;
}

/** Joins c and c+1 if they are in different sets (the bottom row); returns 1 if it did. Branch-free. */
@inline function joinApart(sets: usize, c: u32): u32 {
  const next = c + 1;
  const afterC = right(sets, c);
  const beforeNext = left(sets, next);
  const joined = beforeNext != c;
  // Splice the two cycles: c -> next ... beforeNext -> afterC ... c; unchanged values when not joined.
  setRight(sets, c, joined ? next : afterC);
  setLeft(sets, next, joined ? c : beforeNext);
  setRight(sets, beforeNext, joined ? afterC : next);
  setLeft(sets, afterC, joined ? beforeNext : c);
  return <u32>joined;
}

/**
 * A row that draws: joins, then each cell stays open below or leaves its set. The links of columns
 * c, c+1 and c+2 live in locals, so no load waits for a store of the step before: every store that
 * may hit one of those columns also updates its copy (a store of an unchanged value updates nothing).
 */
function setsRow(cells: usize, above: usize, width: u32, bits: u32, threshold: u32, sets: usize): void {
  const last = width - 1;
  const chunkMask: u32 = (1 << bits) - 1;
  let word: u32 = 0;
  let remaining: u32 = 0;
  let joinedLeft: u32 = 0;
  let hereLeft = left(sets, 0);
  let hereRight = right(sets, 0);
  let nextLeft = left(sets, min(1, last));
  let nextRight = right(sets, min(1, last));
  for (let c: u32 = 0; c < width; c++) {
    const next = c + 1;
    const third = c + 2;
    // Column c+2, or a stand-in past the end (no store targets a column past the end).
    let thirdLeft = left(sets, min(third, last));
    let thirdRight = right(sets, min(third, last));
    let joined: u32 = 0;
    if (c < last) {
      if (remaining < bits) {
        word = nextU32();
        remaining = 32;
      }
      const chunk = word & chunkMask;
      word >>>= bits;
      remaining -= bits;
      // Join: splice c -> next ... beforeNext -> afterC ... c; the stores write unchanged values when not joined.
      const afterC = hereRight;
      const beforeNext = nextLeft;
      const join = (chunk < threshold) & (beforeNext != c);
      joined = <u32>join;
      hereRight = join ? next : afterC;
      nextLeft = join ? c : beforeNext;
      const newRight = join ? afterC : next; // right[beforeNext]
      const newLeft = join ? beforeNext : c; // left[afterC]
      setRight(sets, c, hereRight);
      setLeft(sets, next, nextLeft);
      setRight(sets, beforeNext, newRight);
      setLeft(sets, afterC, newLeft);
      nextRight = beforeNext == next ? newRight : nextRight;
      thirdRight = beforeNext == third ? newRight : thirdRight;
      hereLeft = afterC == c ? newLeft : hereLeft;
      thirdLeft = afterC == third ? newLeft : thirdLeft;
    }
    if (remaining == 0) {
      word = nextU32();
      remaining = 32;
    }
    // Leave: unlink c (its neighbours point past it, it points at itself); unchanged values when it stays.
    const before = hereLeft;
    const after = hereRight;
    const leaves = ((word & 1) != 0) & (before != c);
    word >>>= 1;
    remaining -= 1;
    const afterLeft = leaves ? before : c; // left[after]
    const beforeRight = leaves ? after : c; // right[before]
    setLeft(sets, after, afterLeft);
    setRight(sets, before, beforeRight);
    setLeft(sets, c, leaves ? c : before);
    setRight(sets, c, leaves ? c : after);
    nextLeft = after == next ? afterLeft : nextLeft;
    thirdLeft = after == third ? afterLeft : thirdLeft;
    nextRight = before == next ? beforeRight : nextRight;
    thirdRight = before == third ? beforeRight : thirdRight;

    const fromAbove = (<u32>load<u8>(above + c) >> 2) & N;
    store<u8>(cells + c, (joined * E) | (joinedLeft * W) | (leaves ? 0 : S) | fromAbove);
    joinedLeft = joined;
    hereLeft = nextLeft;
    hereRight = nextRight;
    nextLeft = thirdLeft;
    nextRight = thirdRight;
  }
}

/** The bottom row: every pair in different sets is joined; nothing is open below. */
function bottomRow(cells: usize, above: usize, width: u32, sets: usize): void {
  const last = width - 1;
  let joinedLeft: u32 = 0;
  for (let c: u32 = 0; c < width; c++) {
    const joined = c < last ? joinApart(sets, c) : 0;
    const fromAbove = (<u32>load<u8>(above + c) >> 2) & N;
    store<u8>(cells + c, (joined * E) | (joinedLeft * W) | fromAbove);
    joinedLeft = joined;
  }
}
