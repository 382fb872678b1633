// The grid contract (docs/ARCHITECTURE.md), mirrored from assembly/grid.ts: a (W+2)×(H+2) byte array, row-major, one padding cell on every side.

/** Passage bits of an interior cell: set when the passage that way is open. */
export const N = 1;
export const E = 2;
export const S = 4;
export const W = 8;
export const PASSAGES = 0x0f;

/** Padding cells hold BORDER: to every algorithm they look visited and closed. */
export const BORDER = 0x10;

/** A masked-out cell while a generator runs (see mask.ts): BORDER plus every scratch bit, so it looks visited and closed, and clearScratch turns it back into BORDER. */
export const EXCLUDED = 0xf0;

// True during a generation inside a mask (set through mask.ts): only then does clearScratch look for EXCLUDED.
let maskedGeneration = false;

export function setMaskedGeneration(on: boolean): void {
  maskedGeneration = on;
}

export function isMaskedGeneration(): boolean {
  return maskedGeneration;
}

/** Direction indices 0..3 = N, E, S, W; the opposite of d is (d + 2) & 3. */
export const DIR_N = 0;
export const DIR_E = 1;
export const DIR_S = 2;
export const DIR_W = 3;

/** Row stride of the padded layout. */
export function strideOf(width: number): number {
  return width + 2;
}

/** Index of interior cell (x, y), 0-based: (y+1)*(W+2) + (x+1). */
export function cellIndex(width: number, x: number, y: number): number {
  return (y + 1) * (width + 2) + (x + 1);
}

/** Total bytes of the padded cell array. */
export function gridBytes(width: number, height: number): number {
  return (width + 2) * (height + 2);
}

/** Neighbour offsets of each direction for a grid of this stride: N = -stride, E = +1, S = +stride, W = -1. */
export function offsetsFor(stride: number): Int32Array {
  return Int32Array.of(-stride, 1, stride, -1);
}

/** Puts BORDER in every padding cell and `fill` in every interior cell. */
export function initGrid(cells: Uint8Array, width: number, height: number, fill: number): void {
  const stride = strideOf(width);
  const rows = height + 2;
  cells.fill(fill, 0, stride * rows);
  restoreBorder(cells, width, height);
}

/** Clears the scratch bits 4–7 of every interior cell, leaving padding at BORDER (and, inside a mask, turning EXCLUDED cells back into BORDER). */
export function clearScratch(cells: Uint8Array, width: number, height: number): void {
  const total = gridBytes(width, height);
  if (maskedGeneration) {
    for (let i = 0; i < total; i++) {
      const bits = cells[i]!;
      cells[i] = bits === EXCLUDED ? BORDER : bits & PASSAGES;
    }
  } else {
    for (let i = 0; i < total; i++) cells[i]! &= PASSAGES;
  }
  restoreBorder(cells, width, height);
}

/** Writes BORDER into every padding cell. */
export function restoreBorder(cells: Uint8Array, width: number, height: number): void {
  const stride = strideOf(width);
  const rows = height + 2;
  cells.fill(BORDER, 0, stride);
  cells.fill(BORDER, stride * (rows - 1), stride * rows);
  for (let y = 1; y < rows - 1; y++) {
    cells[y * stride] = BORDER;
    cells[y * stride + stride - 1] = BORDER;
  }
}

// PICK[mask * 4 + k] = index of the k-th set bit of the 4-bit mask: picks the k-th open choice without branches.
const PICK = Uint8Array.of(
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  2,
  0,
  0,
  0,
  0,
  2,
  0,
  0,
  1,
  2,
  0,
  0,
  0,
  1,
  2,
  0,
  3,
  0,
  0,
  0,
  0,
  3,
  0,
  0,
  1,
  3,
  0,
  0,
  0,
  1,
  3,
  0,
  2,
  3,
  0,
  0,
  0,
  2,
  3,
  0,
  1,
  2,
  3,
  0,
  0,
  1,
  2,
  3,
);

/** Index of the k-th (0-based) set bit of a 4-bit mask. */
export function nthSetBit(mask: number, k: number): number {
  return PICK[(mask << 2) | k]!;
}

// POPCOUNT[mask] and LOWEST_BIT[mask] for 4-bit masks (AssemblyScript has popcnt and ctz built in).
const POPCOUNT = Uint8Array.of(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
const LOWEST_BIT = Uint8Array.of(0, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0);

/** Number of set bits of a 4-bit mask. */
export function popcount4(mask: number): number {
  return POPCOUNT[mask]!;
}

/** Index of the lowest set bit of a non-zero 4-bit mask. */
export function lowestBit4(mask: number): number {
  return LOWEST_BIT[mask]!;
}
