// Recursive division, a wall adder, with an explicit stack of chambers (no recursion). The grid
// starts open inside a closed outer wall; each chamber at least 2×2 gets one straight wall with one
// gap, splitting it into two chambers. The wall runs across the chamber's longer side: a chamber
// taller than wide gets a horizontal wall, wider than tall a vertical one, a square one either way
// at random. Chambers 1 cell wide or high are corridors and stay open.
// Working memory: a fixed stack of 32 chambers (x, y, w, h as u32, 16 bytes each; MAX_CHAMBERS in
// the reference and the registry). Of the two new chambers the smaller is divided first (the
// top/left one on a tie), so each chamber waiting below another was split off a chamber at least
// twice as large: with W·H < 2^32 at most 31 wait at once.
//
// Order of random draws (mirrored in src/reference/generators/recursive-division.ts), per chamber
// w×h in the order they are divided (the whole grid first):
//   1. a coin: the next bit of a coin word, lowest bit first; a new word is drawn with nextU32()
//      when the last one's 32 bits are used. Every chamber takes one, only squares use it:
//      0 = horizontal wall, 1 = vertical wall.
//   2. below(span - 1) + 1 = the rows (horizontal wall) or columns (vertical wall) on the top or left
//      side of the wall, where span is h or w; drawn even when span is 2 (a draw costs less than a branch).
//   3. below(length) = the gap's offset along the wall, whose length is w (horizontal) or h (vertical).

import { cellIndex, E, gridBytes, initGrid, N, PASSAGES, S, strideOf, W } from "../grid";
import { below, nextU32, seedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { isRecording, logStep } from "../steps";

const ENTRY_BYTES: usize = 16;

// Lane masks of a chamber (x, y, w, h) for a wall of each orientation: the lanes of the side the
// wall cuts. Index 0 = vertical wall (x and w), 1 = horizontal wall (y and h); position, then size.
const CUT_LANES: usize = memory.data<u32>([
  0xffffffff, 0, 0, 0, 0, 0, 0xffffffff, 0,
  0, 0xffffffff, 0, 0, 0, 0, 0, 0xffffffff,
], 16);

/** Recursive division (a wall adder, explicit stack) into the W×H grid at `cells`; returns a status code. */
export function generateRecursiveDivision(cells: usize, width: u32, height: u32, seed: u32): i32 {
  seedRandom(seed);
  initGrid(cells, width, height, PASSAGES);
  const stride = <usize>strideOf(width);
  closeOuterWall(cells, width, height);

  const stack = (cells + <usize>gridBytes(width, height) + 15) & ~<usize>15;
  let top: usize = stack;
  if (width >= 2 && height >= 2) {
    v128.store(top, i32x4(0, 0, width, height));
    top += ENTRY_BYTES;
  }
  let coins: u32 = 0;
  let coinsLeft: u32 = 0;

  // Branch-free but for the wall loop: the orientation picks strides, bits and lanes instead of code paths.
  while (top != stack) {
    top -= ENTRY_BYTES;
    const chamber = v128.load(top);
    const x = load<u32>(top);
    const y = load<u32>(top, 4);
    const w = load<u32>(top, 8);
    const h = load<u32>(top, 12);
    if (coinsLeft == 0) {
      coins = nextU32();
      coinsLeft = 32;
    }
    const coin = coins & 1;
    coins >>>= 1;
    coinsLeft--;
    const horizontal = select<bool>(coin == 0, h > w, w == h);
    const span = select<u32>(h, w, horizontal);
    const length = select<u32>(w, h, horizontal);
    const first = below(span - 1) + 1;
    const gap = below(length);
    tickProgress(length);

    // The wall: `length` cells after the first `first` rows (columns), closed on both sides, then the gap reopened.
    const along = select<usize>(1, stride, horizontal);
    const across = select<usize>(stride, 1, horizontal);
    const nearBit = select<u32>(S, E, horizontal);
    const farBit = select<u32>(N, W, horizontal);
    const start = cells + <usize>cellIndex(width, x, y) + <usize>(first - 1) * across;
    let cell = start;
    for (let k: u32 = 0; k < length; k++, cell += along) {
      store<u8>(cell, load<u8>(cell) & ~nearBit);
      store<u8>(cell + across, load<u8>(cell + across) & ~farBit);
    }
    const open = start + <usize>gap * along;
    store<u8>(open, load<u8>(open) | nearBit);
    store<u8>(open + across, load<u8>(open + across) | farBit);
    if (isRecording()) logWall(<u32>(start - cells), <u32>along, length, gap, horizontal);

    // The two new chambers: the larger is pushed first, so the smaller is divided first; only those >= 2 on
    // the cut side count. One that does not count is still written, over the free slot above (31 live + 1 spare).
    const rest = span - first;
    const firstIsSmaller = first <= rest;
    const masks = CUT_LANES + (<usize>horizontal << 5);
    const position = v128.load(masks);
    const size = v128.load(masks, 16);
    const larger = select<u32>(rest, first, firstIsSmaller);
    const smaller = select<u32>(first, rest, firstIsSmaller);
    const largerShift = select<u32>(first, 0, firstIsSmaller);
    const smallerShift = select<u32>(0, first, firstIsSmaller);
    v128.store(top, v128.bitselect(i32x4.splat(larger), i32x4.add(chamber, v128.and(i32x4.splat(largerShift), position)), size));
    top += select<usize>(ENTRY_BYTES, 0, larger >= 2);
    v128.store(top, v128.bitselect(i32x4.splat(smaller), i32x4.add(chamber, v128.and(i32x4.splat(smallerShift), position)), size));
    top += select<usize>(ENTRY_BYTES, 0, smaller >= 2);
  }
  return STATUS_OK;
}

/** The steps of one wall: the passages it closed, along the wall from its start, the gap (which stays open) left out. */
function logWall(start: u32, along: u32, length: u32, gap: u32, horizontal: bool): void {
  const d: u32 = horizontal ? 2 : 1;
  for (let k: u32 = 0; k < length; k++) {
    if (k != gap) logStep(start + k * along, d);
  }
}

/** Clears the passages through the outer wall: N on the top row, S on the bottom, W and E on the sides. */
function closeOuterWall(cells: usize, width: u32, height: u32): void {
  const stride = <usize>strideOf(width);
  const first = cells + cellIndex(width, 0, 0);
  const last = cells + cellIndex(width, 0, height - 1);
  for (let x: usize = 0; x < <usize>width; x++) {
    store<u8>(first + x, load<u8>(first + x) & ~N);
    store<u8>(last + x, load<u8>(last + x) & ~S);
  }
  for (let row = first; row <= last; row += stride) {
    store<u8>(row, load<u8>(row) & ~W);
    store<u8>(row + width - 1, load<u8>(row + width - 1) & ~E);
  }
}
