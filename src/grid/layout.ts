// The grid contract every layer above shares (docs/ARCHITECTURE.md): a (W+2)×(H+2) byte array, row-major,
// one padding cell on every side. src/reference/grid.ts keeps its own copy as the independent oracle, and
// assembly/grid.ts the core's; test/contract.test.ts keeps the three equal.

/** Passage bits of an interior cell: set when the passage that way is open. */
export const N = 1;
export const E = 2;
export const S = 4;
export const W = 8;
export const PASSAGES = 0x0f;

/** Padding cells, and cells a mask excludes, hold BORDER. */
export const BORDER = 0x10;

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
  const last = (height + 1) * stride;
  cells.fill(fill, 0, stride * (height + 2));
  cells.fill(BORDER, 0, stride);
  cells.fill(BORDER, last, last + stride);
  for (let row = stride; row < last; row += stride) {
    cells[row] = BORDER;
    cells[row + stride - 1] = BORDER;
  }
}
