// Recursive division, a wall adder, with an explicit stack of chambers (no recursion). The grid
// starts open inside a closed outer wall; each chamber at least 2×2 gets one straight wall with one
// gap, splitting it into two chambers. The wall runs across the chamber's longer side: a chamber
// taller than wide gets a horizontal wall, wider than tall a vertical one, a square one either way
// at random. Chambers 1 cell wide or high are corridors and stay open.
// Working memory: a fixed stack of MAX_CHAMBERS (x, y, w, h) entries of 4 u32. Of two new chambers the smaller
// is divided first (the top/left one on a tie), so each chamber left waiting below another was split
// off a chamber at least twice as large: with W·H < 2^32 the stack never holds more than 31 entries.
// Mirror of assembly/generators/recursive-division.ts.
//
// Order of random draws, per chamber w×h in the order they are divided (the first is the whole grid):
//   1. if w == h: below(2), 0 = horizontal wall, 1 = vertical wall.
//   2. horizontal: below(h-1) = i, the wall closes row y+i from row y+i+1; then below(w) = the gap's column offset.
//      vertical:   below(w-1) = i, the wall closes column x+i from column x+i+1; then below(h) = the gap's row offset.

import { cellIndex, E, initGrid, N, PASSAGES, S, strideOf, W } from "../grid.js";
import { below, seedRandom } from "../random.js";

/** Entries of the chamber stack: enough for any W·H < 2^32 (see above). */
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
  // Pushes both new chambers (those that can still be divided), the smaller one last so it is divided first.
  const pushSmallerLast = (ax: number, ay: number, aw: number, ah: number, bx: number, by: number, bw: number, bh: number): void => {
    if (aw * ah <= bw * bh) {
      push(bx, by, bw, bh);
      push(ax, ay, aw, ah);
    } else {
      push(ax, ay, aw, ah);
      push(bx, by, bw, bh);
    }
  };

  push(0, 0, width, height);
  while (top !== 0) {
    const h = stack[--top]!;
    const w = stack[--top]!;
    const y = stack[--top]!;
    const x = stack[--top]!;
    const horizontal = w === h ? below(2) === 0 : h > w;
    if (horizontal) {
      const i = below(h - 1);
      const gap = below(w);
      const row = cellIndex(width, x, y + i);
      for (let k = 0; k < w; k++) {
        if (k === gap) continue;
        cells[row + k]! &= ~S;
        cells[row + stride + k]! &= ~N;
      }
      pushSmallerLast(x, y, w, i + 1, x, y + i + 1, w, h - i - 1);
    } else {
      const i = below(w - 1);
      const gap = below(h);
      let cell = cellIndex(width, x + i, y);
      for (let k = 0; k < h; k++, cell += stride) {
        if (k === gap) continue;
        cells[cell]! &= ~E;
        cells[cell + 1]! &= ~W;
      }
      pushSmallerLast(x, y, i + 1, h, x + i + 1, y, w - i - 1, h);
    }
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
