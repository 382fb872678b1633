// Eller's algorithm: row by row with O(width) memory. The cells of a row that are connected
// (through the rows above) form sets; each set is a circular doubly linked list of its columns in
// column order (left[c], right[c]), so "are c and c+1 in one set?" is left[c+1] == c, and joining
// or leaving a set is a constant-time splice. Option p = the chance to join adjacent cells of
// different sets (src/algorithms/chance.ts). Mirror of assembly/generators/eller.ts.
//
// In a row, for c = 0..W-1: join c and c+1 (E) if they are in different sets and the decision says
// so; then c leaves its set (no passage S) if the decision says so and c is not the last cell of
// its set still open below, which keeps at least one passage south per set. A cell that left its
// set starts the next row alone. The bottom row joins every pair in different sets and leaves
// nothing open below.
//
// Order of random draws:
//   rows top to bottom, the bottom row drawing nothing; in every other row, cells c = 0..W-1 left
//   to right take from a bit reservoir (empty at the start of each row; when a take needs more
//   bits than remain, the rest are dropped and nextU32 refills it; low bits first):
//   1. for c <= W-2, a k-bit chunk: join iff the sets differ and chunk < threshold (k = 0 takes nothing);
//   2. one bit: 1 = leave the set (if c is not the last of its set still open below).
// A row's draws depend only on the PRNG state when the row starts: no bits carry between rows.
//
// Rows in ranges (streaming, src/stream.ts): ellerRows fills any run of consecutive rows from the row
// above it (whose S bits give the N bits) and the set lists, which are all the state carried from
// one row to the next; a row is final once written. Working memory: 8 bytes per column.
// A stream carries an EllerStream: the saved PRNG state and the set lists.

import { BORDER, E, N, S, strideOf, W } from "../grid.js";
import { tickProgress } from "../progress.js";
import { loadRandom, nextU32, saveRandom, seededRandomState, seedRandom } from "../random.js";
import { isRecording, logRowSteps } from "../steps.js";

/** The set lists carried from row to row: the columns before and after each column in its set's cycle. */
export interface EllerSets {
  readonly left: Uint32Array;
  readonly right: Uint32Array;
}

/** What an eller stream carries from one range of rows to the next. */
export interface EllerStream {
  readonly random: Uint32Array;
  readonly sets: EllerSets;
}

/** Eller into the W×H grid `cells`. */
export function generateEller(cells: Uint8Array, width: number, height: number, seed: number, bits: number, threshold: number): void {
  seedRandom(seed);
  const stride = strideOf(width);
  const sets = ellerStart(width);
  cells.fill(BORDER, 0, stride);
  ellerRows(cells, stride, width, height, true, bits, threshold, sets);
  cells.fill(BORDER, stride * (height + 1), stride * (height + 2));
  if (isRecording()) logRowSteps(cells, width, height, false);
}

/** The state before row 0: every column in a set of its own. */
export function ellerStart(width: number): EllerSets {
  const left = new Uint32Array(width);
  const right = new Uint32Array(width);
  for (let c = 0; c < width; c++) {
    left[c] = c;
    right[c] = c;
  }
  return { left, right };
}

/**
 * Fills `rowCount` padded rows starting at index `rows` (the left padding byte of the first),
 * drawing in row order and carrying `sets` from row to row; the row above (rows - stride) holds
 * the previous row or top padding. `atBottom` says whether the range ends at row H-1 of the maze.
 */
export function ellerRows(
  cells: Uint8Array,
  rows: number,
  width: number,
  rowCount: number,
  atBottom: boolean,
  bits: number,
  threshold: number,
  sets: EllerSets,
): void {
  const stride = strideOf(width);
  for (let r = 0; r < rowCount; r++) {
    tickProgress(width);
    const row = rows + r * stride;
    cells[row] = BORDER;
    if (atBottom && r === rowCount - 1) bottomRow(cells, row + 1, row + 1 - stride, width, sets);
    else setsRow(cells, row + 1, row + 1 - stride, width, bits, threshold, sets);
    cells[row + 1 + width] = BORDER;
  }
}

/** Starts a stream: the seeded PRNG state, and every column in a set of its own. */
export function startEllerStream(width: number, seed: number): EllerStream {
  return { random: seededRandomState(seed), sets: ellerStart(width) };
}

/** The next range of a stream: ellerRows, resuming the PRNG and the set lists from `state` and saving the PRNG back. */
export function ellerStreamRows(
  state: EllerStream,
  cells: Uint8Array,
  rows: number,
  width: number,
  rowCount: number,
  atBottom: boolean,
  bits: number,
  threshold: number,
): void {
  loadRandom(state.random);
  ellerRows(cells, rows, width, rowCount, atBottom, bits, threshold, state.sets);
  saveRandom(state.random);
}

/** Joins c and c+1 when `wanted` and they are in different sets; returns 1 if it did. */
function join({ left, right }: EllerSets, c: number, wanted: boolean): number {
  const next = c + 1;
  const beforeNext = left[next]!;
  if (!wanted || beforeNext === c) return 0;
  // Splice the two cycles: c -> next ... beforeNext -> afterC ... c.
  const afterC = right[c]!;
  right[c] = next;
  left[next] = c;
  right[beforeNext] = afterC;
  left[afterC] = beforeNext;
  return 1;
}

/** A row that draws: joins, then each cell stays open below or leaves its set. */
function setsRow(cells: Uint8Array, first: number, above: number, width: number, bits: number, threshold: number, sets: EllerSets): void {
  const { left, right } = sets;
  const last = width - 1;
  const chunkMask = (1 << bits) - 1;
  let word = 0;
  let remaining = 0;
  let joinedLeft = 0;
  for (let c = 0; c < width; c++) {
    let joined = 0;
    if (c < last) {
      if (remaining < bits) {
        word = nextU32();
        remaining = 32;
      }
      const chunk = word & chunkMask;
      word >>>= bits;
      remaining -= bits;
      joined = join(sets, c, chunk < threshold);
    }
    if (remaining === 0) {
      word = nextU32();
      remaining = 32;
    }
    const before = left[c]!;
    const leaves = (word & 1) === 1 && before !== c;
    word >>>= 1;
    remaining -= 1;
    if (leaves) {
      // Unlink c: its neighbours point past it, it points at itself.
      const after = right[c]!;
      left[after] = before;
      right[before] = after;
      left[c] = c;
      right[c] = c;
    }
    cells[first + c] = (joined * E) | (joinedLeft * W) | (leaves ? 0 : S) | ((cells[above + c]! >> 2) & N);
    joinedLeft = joined;
  }
}

/** The bottom row: every pair in different sets is joined; nothing is open below. */
function bottomRow(cells: Uint8Array, first: number, above: number, width: number, sets: EllerSets): void {
  const last = width - 1;
  let joinedLeft = 0;
  for (let c = 0; c < width; c++) {
    const joined = c < last ? join(sets, c, true) : 0;
    cells[first + c] = (joined * E) | (joinedLeft * W) | ((cells[above + c]! >> 2) & N);
    joinedLeft = joined;
  }
}
