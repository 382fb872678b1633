// Recursive division, a wall adder, with an explicit stack of chambers (no recursion). The grid
// starts open inside a closed outer wall; each chamber at least 2×2 gets one straight wall with one
// gap, splitting it into two chambers. The wall runs across the chamber's longer side: a chamber
// taller than wide gets a horizontal wall, wider than tall a vertical one, a square one either way
// at random. Chambers 1 cell wide or high are corridors and stay open.
// Working memory: a fixed stack of 32 chambers (x, y, w, h as u32, 16 bytes each; MAX_CHAMBERS in
// the reference and the registry). Of the two new chambers the smaller is divided first (the
// top/left one on a tie), so each chamber waiting below another was split off a chamber at least
// twice as large: with W·H < 2^32 at most 31 wait at once.
// Mirror of assembly/generators/recursive-division.ts.
//
// Order of random draws, per chamber
// w×h in the order they are divided (the whole grid first):
//   1. a coin: the next bit of a coin word, lowest bit first; a new word is drawn with nextU32()
//      when the last one's 32 bits are used. Every chamber takes one, only squares use it:
//      0 = horizontal wall, 1 = vertical wall.
//   2. below(span - 1) + 1 = the rows (horizontal wall) or columns (vertical wall) on the top or left
//      side of the wall, where span is h or w; drawn even when span is 2 (a draw costs less than a branch).
//   3. below(length) = the gap's offset along the wall, whose length is w (horizontal) or h (vertical).

import { cellIndex, E, initGrid, N, PASSAGES, S, strideOf, W } from "../grid.js";
import { tickProgress } from "../progress.js";
import { below, nextU32, seedRandom } from "../random.js";
import { isRecording, logStep } from "../steps.js";

/** Entries of the chamber stack: enough for any W·H < 2^32 (see above), with one spare slot the Wasm core writes without counting. */
export const MAX_CHAMBERS = 32;
/** Bytes of one entry: x, y, w, h as u32. */
export const CHAMBER_BYTES = 16;

export function generateRecursiveDivision(cells: Uint8Array, width: number, height: number, seed: number): void {
  seedRandom(seed);
  initGrid(cells, width, height, PASSAGES);
  const stride = strideOf(width);
  closeOuterWall(cells, width, height);

  const stack = new Uint32Array((MAX_CHAMBERS * CHAMBER_BYTES) / 4);
  let top = 0;
  const push = (x: number, y: number, w: number, h: number): void => {
    if (w < 2 || h < 2) return;
    stack[top++] = x;
    stack[top++] = y;
    stack[top++] = w;
    stack[top++] = h;
  };
  let coins = 0;
  let coinsLeft = 0;

  push(0, 0, width, height);
  while (top !== 0) {
    const h = stack[--top]!;
    const w = stack[--top]!;
    const y = stack[--top]!;
    const x = stack[--top]!;
    if (coinsLeft === 0) {
      coins = nextU32();
      coinsLeft = 32;
    }
    const coin = coins & 1;
    coins >>>= 1;
    coinsLeft--;
    const horizontal = w === h ? coin === 0 : h > w;
    const span = horizontal ? h : w;
    const length = horizontal ? w : h;
    const first = below(span - 1) + 1;
    const gap = below(length);
    tickProgress(length);

    // The wall: `length` cells after the first `first` rows (columns), closed on both sides, then the gap reopened.
    const along = horizontal ? 1 : stride;
    const across = horizontal ? stride : 1;
    const nearBit = horizontal ? S : E;
    const farBit = horizontal ? N : W;
    const start = cellIndex(width, x, y) + (first - 1) * across;
    for (let k = 0, cell = start; k < length; k++, cell += along) {
      cells[cell]! &= ~nearBit;
      cells[cell + across]! &= ~farBit;
    }
    const open = start + gap * along;
    cells[open]! |= nearBit;
    cells[open + across]! |= farBit;
    if (isRecording()) logWall(start, along, length, gap, horizontal);

    // The two new chambers: the larger is pushed first, so the smaller is divided first; only those >= 2 on the cut side count.
    const rest = span - first;
    const firstIsSmaller = first <= rest;
    const larger = firstIsSmaller ? rest : first;
    const smaller = firstIsSmaller ? first : rest;
    const largerShift = firstIsSmaller ? first : 0;
    const smallerShift = firstIsSmaller ? 0 : first;
    if (horizontal) {
      push(x, y + largerShift, w, larger);
      push(x, y + smallerShift, w, smaller);
    } else {
      push(x + largerShift, y, larger, h);
      push(x + smallerShift, y, smaller, h);
    }
  }
}

/** The steps of one wall: the passages it closed, along the wall from its start, the gap (which stays open) left out. */
function logWall(start: number, along: number, length: number, gap: number, horizontal: boolean): void {
  const d = horizontal ? 2 : 1;
  for (let k = 0; k < length; k++) {
    if (k !== gap) logStep(start + k * along, d);
  }
}

/** Clears the passages through the outer wall: N on the top row, S on the bottom, W and E on the sides. */
function closeOuterWall(cells: Uint8Array, width: number, height: number): void {
  const stride = strideOf(width);
  const first = cellIndex(width, 0, 0);
  const last = cellIndex(width, 0, height - 1);
  for (let x = 0; x < width; x++) {
    cells[first + x]! &= ~N;
    cells[last + x]! &= ~S;
  }
  for (let row = first; row <= last; row += stride) {
    cells[row]! &= ~W;
    cells[row + width - 1]! &= ~E;
  }
}
