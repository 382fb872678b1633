// Recursive division, a wall adder, with an explicit stack of chambers (no recursion). The grid
// starts open inside a closed outer wall; each chamber at least 2×2 gets one straight wall with one
// gap, splitting it into two chambers. The wall runs across the chamber's longer side: a chamber
// taller than wide gets a horizontal wall, wider than tall a vertical one, a square one either way
// at random. Chambers 1 cell wide or high are corridors and stay open.
// Working memory: a fixed stack of 32 (x, y, w, h) entries of 4 u32 (MAX_CHAMBERS in the reference and the registry). Of two new chambers the smaller
// is divided first (the top/left one on a tie), so each chamber left waiting below another was split
// off a chamber at least twice as large: with W·H < 2^32 the stack never holds more than 31 entries.
//
// Order of random draws (mirrored in src/reference/generators/recursive-division.ts), per chamber
// w×h in the order they are divided (the first is the whole grid):
//   1. if w == h: below(2), 0 = horizontal wall, 1 = vertical wall.
//   2. horizontal: below(h-1) = i, the wall closes row y+i from row y+i+1; then below(w) = the gap's column offset.
//      vertical:   below(w-1) = i, the wall closes column x+i from column x+i+1; then below(h) = the gap's row offset.

import { cellIndex, E, gridBytes, initGrid, N, PASSAGES, S, strideOf, W } from "../grid";
import { below, seedRandom } from "../random";

const ENTRY_BYTES: usize = 16;

export function generateRecursiveDivision(cells: usize, width: u32, height: u32, seed: u32): void {
  seedRandom(seed);
  initGrid(cells, width, height, PASSAGES);
  const stride = strideOf(width);
  closeOuterWall(cells, width, height);

  const stack = (cells + <usize>gridBytes(width, height) + 3) & ~<usize>3;
  let top: usize = stack;
  if (width >= 2 && height >= 2) top = push(top, 0, 0, width, height);

  while (top != stack) {
    top -= ENTRY_BYTES;
    const x = load<u32>(top);
    const y = load<u32>(top, 4);
    const w = load<u32>(top, 8);
    const h = load<u32>(top, 12);
    const horizontal = w == h ? below(2) == 0 : h > w;
    if (horizontal) {
      const i = below(h - 1);
      const gap = below(w);
      const row = cells + cellIndex(width, x, y + i);
      for (let k: u32 = 0; k < w; k++) {
        if (k == gap) continue;
        store<u8>(row + k, load<u8>(row + k) & ~S);
        store<u8>(row + stride + k, load<u8>(row + stride + k) & ~N);
      }
      top = pushSmallerLast(top, x, y, w, i + 1, x, y + i + 1, w, h - i - 1);
    } else {
      const i = below(w - 1);
      const gap = below(h);
      let cell = cells + cellIndex(width, x + i, y);
      for (let k: u32 = 0; k < h; k++, cell += stride) {
        if (k == gap) continue;
        store<u8>(cell, load<u8>(cell) & ~E);
        store<u8>(cell + 1, load<u8>(cell + 1) & ~W);
      }
      top = pushSmallerLast(top, x, y, i + 1, h, x + i + 1, y, w - i - 1, h);
    }
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

/** Pushes the chambers that can still be divided (both sides >= 2), the smaller one last so it is divided first. */
function pushSmallerLast(top: usize, ax: u32, ay: u32, aw: u32, ah: u32, bx: u32, by: u32, bw: u32, bh: u32): usize {
  const aDividable = aw >= 2 && ah >= 2;
  const bDividable = bw >= 2 && bh >= 2;
  if (aw * ah <= bw * bh) {
    if (bDividable) top = push(top, bx, by, bw, bh);
    if (aDividable) top = push(top, ax, ay, aw, ah);
  } else {
    if (aDividable) top = push(top, ax, ay, aw, ah);
    if (bDividable) top = push(top, bx, by, bw, bh);
  }
  return top;
}

@inline function push(top: usize, x: u32, y: u32, w: u32, h: u32): usize {
  store<u32>(top, x);
  store<u32>(top, y, 4);
  store<u32>(top, w, 8);
  store<u32>(top, h, 12);
  return top + ENTRY_BYTES;
}
