// Binary tree (seed 003): every cell carves one of two directions, a random bit deciding which.
// One nextU32 serves 32 cells, and SIMD builds 16 cells of a row at once from 16 bits.
//
// Bias = the two directions: se (0), sw (1), ne (2), nw (3); bit 0 = west, bit 1 = north.
// Bit x of a row (x = 0..W-2) opens the wall between cells x and x+1; when it is 0, the cell on
// the biased side of that wall (x for east biases, x+1 for west ones) carves vertically instead.
// The first column (west) or the last one (east) always carves vertically; the boundary row (the
// bottom one for south biases, the top one for north ones) is one corridor, and the cell in its
// biased corner carves nothing.
//
// Order of random draws (mirrored in src/reference/generators/binary-tree.ts):
//   rows top to bottom; each row but the boundary row draws ceil((W-1)/32) nextU32 words, bit x of
//   the row being bit (x & 31) of word (x >> 5); the boundary row draws nothing.
// A row's draws depend only on the PRNG state when the row starts: no bits carry between rows.
//
// Rows in ranges, so a maze of any height can stream in O(width) memory (the rows_ exports):
// binaryTreeRows fills any run of consecutive rows from the row above it. South biases read the S
// bits of the row above for their N bits, so a row is final once written; north biases OR the S
// bits of the row above, so row y is final once row y+1 is.
// binaryTreeStreamRows resumes a stream from its saved PRNG state, the only state carried.

import { BORDER, E, N, S, W, strideOf } from "../grid";
import { expand16, northFromAbove, shiftInFrom } from "../lanes";
import { loadRandom, nextU32, saveRandom, seedRandom, seedSavedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { isRecording, logRowSteps } from "../steps";

const BIAS_WEST: u32 = 1;
const BIAS_NORTH: u32 = 2;

/** Binary tree with bias 0..3 = se, sw, ne, nw into the W×H grid at `cells` (all padding written too: no initGrid needed); returns a status code. */
export function generateBinaryTree(cells: usize, width: u32, height: u32, seed: u32, bias: u32): i32 {
  seedRandom(seed);
  const stride = <usize>strideOf(width);
  memory.fill(cells, BORDER, stride);
  binaryTreeRows(cells + stride, width, height, true, true, bias);
  memory.fill(cells + stride * (<usize>height + 1), BORDER, stride);
  // Rows are built whole (in lanes), so their steps are read from the finished rows, in the order they were written.
  if (isRecording()) logRowSteps(cells, width, height, (bias & BIAS_NORTH) != 0);
  return STATUS_OK;
}

/**
 * Fills `rowCount` padded rows from `rows` (the left padding byte of the first), drawing in row
 * order; the row above (rows - stride) holds the previous row or top padding. `atTop` / `atBottom`
 * say whether the range starts at row 0 / ends at row H-1 of the maze.
 */
export function binaryTreeRows(rows: usize, width: u32, rowCount: u32, atTop: bool, atBottom: bool, bias: u32): void {
  const stride = <usize>strideOf(width);
  const north = (bias & BIAS_NORTH) != 0;
  const boundary = north ? (atTop ? 0 : -1) : atBottom ? <i32>rowCount - 1 : -1;
  for (let r: u32 = 0; r < rowCount; r++) {
    tickProgress(width);
    const row = rows + <usize>r * stride;
    const choose = <i32>r != boundary;
    // One copy of the row loop per bias, so the bias costs nothing inside it.
    if (bias == 0) carveRow(row, width, stride, choose, false, false);
    else if (bias == BIAS_WEST) carveRow(row, width, stride, choose, true, false);
    else if (bias == BIAS_NORTH) carveRow(row, width, stride, choose, false, true);
    else carveRow(row, width, stride, choose, true, true);
  }
}

/** Starts a stream: its state at `state` (8-aligned) is the seeded PRNG state (16 bytes); `width` unused, as in every start_rows_ export; returns a status code. */
export function startBinaryTreeStream(state: usize, width: u32, seed: u32): i32 {
  seedSavedRandom(state, seed);
  return STATUS_OK;
}

/** The next range of a stream (bias 0..3 = se, sw, ne, nw), resuming the PRNG from `state` and saving it back; returns a status code. */
export function binaryTreeStreamRows(state: usize, rows: usize, width: u32, rowCount: u32, atTop: bool, atBottom: bool, bias: u32): i32 {
  loadRandom(state);
  binaryTreeRows(rows, width, rowCount, atTop, atBottom, bias);
  saveRandom(state);
  return STATUS_OK;
}

/** One row: E/W from the row's bits, the own vertical carve, and the vertical bits shared with the row above. */
@inline function carveRow(row: usize, width: u32, stride: usize, choose: bool, west: bool, north: bool): void {
  const last = width - 1;
  // The own vertical bit, and the bit it sets in the row above (north biases only).
  const vertical: u32 = choose ? (north ? N : S) : 0;
  const up: u32 = choose && north ? S : 0;
  const cells = row + 1;
  const above = cells - stride;
  store<u8>(row, BORDER);

  // Whole words: 32 cells per draw, two SIMD groups of 16.
  const verticalLanes = i8x16.splat(<i8>vertical);
  let eastOpen = i8x16.splat(0);
  let x: u32 = 0;
  for (; x + 32 <= last; x += 32) {
    const word = choose ? nextU32() : 0xffffffff;
    eastOpen = carveGroup(cells + x, above + x, word & 0xffff, eastOpen, verticalLanes, choose, west, north);
    eastOpen = carveGroup(cells + x + 16, above + x + 16, word >>> 16, eastOpen, verticalLanes, choose, west, north);
  }
  // The rest of the row (under 33 cells), one cell at a time.
  let carry = <u32>i8x16.extract_lane_u(eastOpen, 15) & 1; // bit x-1 of the row, 0 left of the first cell
  let word: u32 = 0;
  for (; x < width; x++) {
    if ((x & 31) == 0 && x < last) word = choose ? nextU32() : 0xffffffff;
    const bit = x < last ? (word >>> (x & 31)) & 1 : 0;
    const side = west ? carry : bit;
    const aboveCell = <u32>load<u8>(above + x);
    // N bits of this row are the S bits of the row above (south biases; zero for north ones).
    const own = (side == 0 ? vertical : 0) | (bit * E) | (carry * W) | ((aboveCell >> 2) & N);
    store<u8>(cells + x, own);
    if (side == 0 && up != 0) store<u8>(above + x, aboveCell | up);
    carry = bit;
  }
  store<u8>(cells + width, BORDER);
}

/** 16 cells from 16 bits of the row; returns their east-open lanes (the next group's west-open lanes, shifted). */
@inline function carveGroup(cells: usize, above: usize, bits: u32, previousEast: v128, verticalLanes: v128, choose: bool, west: bool, north: bool): v128 {
  const eastOpen = expand16(bits);
  // Lane i is open west when bit x+i-1 is set: the east lanes moved up one, lane 0 from the previous group.
  const westOpen = shiftInFrom(previousEast, eastOpen);
  const sideways = west ? westOpen : eastOpen;
  const own = v128.bitselect(i8x16.splat(<i8>(west ? W : E)), verticalLanes, sideways);
  const other = v128.and(west ? eastOpen : westOpen, i8x16.splat(<i8>(west ? E : W)));
  if (north) {
    v128.store(cells, v128.or(own, other));
    if (choose) v128.store(above, v128.or(v128.load(above), v128.andnot(i8x16.splat(<i8>S), sideways)));
  } else {
    // N bits of this row are the S bits of the row above.
    const fromAbove = northFromAbove(v128.load(above));
    v128.store(cells, v128.or(v128.or(own, other), fromAbove));
  }
  return eastOpen;
}
