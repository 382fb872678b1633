// Binary tree (seed 003): every cell carves one of two directions, a random bit deciding which.
// Mirror of assembly/generators/binary-tree.ts, one cell at a time where the Wasm core does 16.
//
// Bias = the two directions: se (0), sw (1), ne (2), nw (3); bit 0 = west, bit 1 = north.
// Bit x of a row (x = 0..W-2) opens the wall between cells x and x+1; when it is 0, the cell on
// the biased side of that wall (x for east biases, x+1 for west ones) carves vertically instead.
// The first column (west) or the last one (east) always carves vertically; the boundary row (the
// bottom one for south biases, the top one for north ones) is one corridor, and the cell in its
// biased corner carves nothing.
//
// Order of random draws:
//   rows top to bottom; each row but the boundary row draws ceil((W-1)/32) nextU32 words, bit x of
//   the row being bit (x & 31) of word (x >> 5); the boundary row draws nothing.
// A row's draws depend only on the PRNG state when the row starts: no bits carry between rows.
//
// Rows in ranges (streaming, src/stream.ts): binaryTreeRows fills any run of consecutive rows from the
// row above it. South biases read the S bits of the row above for their N bits, so a row is final
// once written; north biases OR the S bits of the row above, so row y is final once row y+1 is.
// binaryTreeStreamRows resumes a stream from its saved PRNG state, the only state carried.

import { BORDER, E, N, S, strideOf, W } from "../grid.js";
import { tickProgress } from "../progress.js";
import { loadRandom, nextU32, saveRandom, seedRandom } from "../random.js";
import { isRecording, logRowSteps } from "../steps.js";

const BIAS_WEST = 1;
const BIAS_NORTH = 2;

/** Binary tree into the W×H grid `cells` (all padding written too: no initGrid needed). */
export function generateBinaryTree(cells: Uint8Array, width: number, height: number, seed: number, bias: number): void {
  seedRandom(seed);
  const stride = strideOf(width);
  cells.fill(BORDER, 0, stride);
  binaryTreeRows(cells, stride, width, height, true, true, bias);
  cells.fill(BORDER, stride * (height + 1), stride * (height + 2));
  if (isRecording()) logRowSteps(cells, width, height, (bias & BIAS_NORTH) !== 0);
}

/**
 * Fills `rowCount` padded rows starting at index `rows` (the left padding byte of the first), drawing
 * in row order; the row above (rows - stride) holds the previous row or top padding. `atTop` /
 * `atBottom` say whether the range starts at row 0 / ends at row H-1 of the maze.
 */
export function binaryTreeRows(cells: Uint8Array, rows: number, width: number, rowCount: number, atTop: boolean, atBottom: boolean, bias: number): void {
  const stride = strideOf(width);
  const north = (bias & BIAS_NORTH) !== 0;
  const boundary = north ? (atTop ? 0 : -1) : atBottom ? rowCount - 1 : -1;
  for (let r = 0; r < rowCount; r++) {
    tickProgress(width);
    carveRow(cells, rows + r * stride, width, stride, r !== boundary, bias);
  }
}

/** The next range of a stream (its state, from seededRandomState, is the PRNG state alone). */
export function binaryTreeStreamRows(
  state: Uint32Array,
  cells: Uint8Array,
  rows: number,
  width: number,
  rowCount: number,
  atTop: boolean,
  atBottom: boolean,
  bias: number,
): void {
  loadRandom(state);
  binaryTreeRows(cells, rows, width, rowCount, atTop, atBottom, bias);
  saveRandom(state);
}

/** One row: E/W from the row's bits, the own vertical carve, and the vertical bits shared with the row above. */
function carveRow(cells: Uint8Array, row: number, width: number, stride: number, choose: boolean, bias: number): void {
  const north = (bias & BIAS_NORTH) !== 0;
  const west = (bias & BIAS_WEST) !== 0;
  const last = width - 1;
  // The own vertical bit, and the bit it sets in the row above (north biases only).
  const vertical = choose ? (north ? N : S) : 0;
  const up = choose && north ? S : 0;
  const first = row + 1;
  const above = first - stride;
  cells[row] = BORDER;

  let word = 0;
  let carry = 0; // bit x-1 of the row, 0 left of the first cell
  for (let x = 0; x < width; x++) {
    if ((x & 31) === 0 && x < last) word = choose ? nextU32() : 0xffffffff;
    const bit = x < last ? (word >>> (x & 31)) & 1 : 0;
    const side = west ? carry : bit;
    const aboveCell = cells[above + x]!;
    // N bits of this row are the S bits of the row above (south biases; zero for north ones).
    cells[first + x] = (side === 0 ? vertical : 0) | (bit * E) | (carry * W) | ((aboveCell >> 2) & N);
    if (side === 0 && up !== 0) cells[above + x] = aboveCell | up;
    carry = bit;
  }
  cells[first + width] = BORDER;
}
