// The grid contract (docs/ARCHITECTURE.md): a (W+2)×(H+2) byte array, row-major, one padding cell on every side.

/** Passage bits of an interior cell: set when the passage that way is open. */
export const N: u8 = 1;
export const E: u8 = 2;
export const S: u8 = 4;
export const W: u8 = 8;
export const PASSAGES: u8 = 0x0f;

/** Padding cells hold BORDER: to every algorithm they look visited and closed. */
export const BORDER: u8 = 0x10;

/** A masked-out cell while a generator runs (see mask.ts): BORDER plus every scratch bit, so it looks visited and closed, and clearScratch turns it back into BORDER. */
export const EXCLUDED: u8 = 0xf0;

// True during a generation inside a mask (set through mask.ts): only then does clearScratch look for EXCLUDED.
let maskedGeneration = false;

export function setMaskedGeneration(on: bool): void {
  maskedGeneration = on;
}

export function isMaskedGeneration(): bool {
  return maskedGeneration;
}

/** Direction indices 0..3 = N, E, S, W; the opposite of d is (d + 2) & 3. */
export const DIR_N: u32 = 0;
export const DIR_E: u32 = 1;
export const DIR_S: u32 = 2;
export const DIR_W: u32 = 3;

/** Row stride of the padded layout. */
@inline export function strideOf(width: u32): u32 {
  return width + 2;
}

/** Index of interior cell (x, y), 0-based: (y+1)*(W+2) + (x+1). */
@inline export function cellIndex(width: u32, x: u32, y: u32): u32 {
  return (y + 1) * (width + 2) + (x + 1);
}

/** Total bytes of the padded cell array. */
@inline export function gridBytes(width: u32, height: u32): u32 {
  return (width + 2) * (height + 2);
}

// OFFSETS[d] = neighbour offset of direction d for the current stride (N = -stride, E = +1, S = +stride, W = -1).
const OFFSETS: usize = memory.data(16, 16);

/** Sets the neighbour offsets for a grid of this stride; call before using offsetOf. */
export function setOffsets(stride: u32): void {
  store<u32>(OFFSETS, 0 - stride);
  store<u32>(OFFSETS + 4, 1);
  store<u32>(OFFSETS + 8, stride);
  store<u32>(OFFSETS + 12, <u32>-1);
}

/** Neighbour offset of direction d, as wrapping u32 arithmetic ("negative" for N and W). */
@inline export function offsetOf(d: u32): u32 {
  return load<u32>(OFFSETS + (d << 2));
}

/** Puts BORDER in every padding cell and `fill` in every interior cell. */
export function initGrid(cells: usize, width: u32, height: u32, fill: u8): void {
  const stride = <usize>strideOf(width);
  const rows = <usize>height + 2;
  memory.fill(cells, fill, stride * rows);
  memory.fill(cells, BORDER, stride);
  memory.fill(cells + stride * (rows - 1), BORDER, stride);
  for (let y: usize = 1; y < rows - 1; y++) {
    const row = cells + y * stride;
    store<u8>(row, BORDER);
    store<u8>(row + stride - 1, BORDER);
  }
}

/** Clears the scratch bits 4–7 of every interior cell, leaving padding at BORDER (and, inside a mask, turning EXCLUDED cells back into BORDER). */
export function clearScratch(cells: usize, width: u32, height: u32): void {
  const total = <usize>gridBytes(width, height);
  const mask = i8x16.splat(<i8>PASSAGES);
  let i: usize = 0;
  if (maskedGeneration) {
    const excluded = i8x16.splat(<i8>EXCLUDED);
    const border = i8x16.splat(<i8>BORDER);
    for (; i + 16 <= total; i += 16) {
      const bytes = v128.load(cells + i);
      v128.store(cells + i, v128.bitselect(border, v128.and(bytes, mask), i8x16.eq(bytes, excluded)));
    }
    for (; i < total; i++) {
      const bits = load<u8>(cells + i);
      store<u8>(cells + i, bits == EXCLUDED ? BORDER : bits & PASSAGES);
    }
  } else {
    for (; i + 16 <= total; i += 16) {
      v128.store(cells + i, v128.and(v128.load(cells + i), mask));
    }
    for (; i < total; i++) {
      store<u8>(cells + i, load<u8>(cells + i) & PASSAGES);
    }
  }
  // The AND above cleared the padding too; put BORDER back.
  restoreBorder(cells, width, height);
}

/** Writes BORDER into every padding cell. */
export function restoreBorder(cells: usize, width: u32, height: u32): void {
  const stride = <usize>strideOf(width);
  const rows = <usize>height + 2;
  memory.fill(cells, BORDER, stride);
  memory.fill(cells + stride * (rows - 1), BORDER, stride);
  for (let y: usize = 1; y < rows - 1; y++) {
    const row = cells + y * stride;
    store<u8>(row, BORDER);
    store<u8>(row + stride - 1, BORDER);
  }
}

// PICK[mask * 4 + k] = index of the k-th set bit of the 4-bit mask: picks the k-th open choice without branches.
const PICK: usize = memory.data<u8>([
  0, 0, 0, 0,  0, 0, 0, 0,  1, 0, 0, 0,  0, 1, 0, 0,
  2, 0, 0, 0,  0, 2, 0, 0,  1, 2, 0, 0,  0, 1, 2, 0,
  3, 0, 0, 0,  0, 3, 0, 0,  1, 3, 0, 0,  0, 1, 3, 0,
  2, 3, 0, 0,  0, 2, 3, 0,  1, 2, 3, 0,  0, 1, 2, 3,
]);

/** Index of the k-th (0-based) set bit of a 4-bit mask. */
@inline export function nthSetBit(mask: u32, k: u32): u32 {
  return <u32>load<u8>(PICK + ((mask << 2) | k));
}
