// Sidewinder (seed 003): each row is cut into eastward runs, and each run is closed by a carve
// south from one of its cells, picked at random; the bottom row is one corridor. Option p = the
// chance that a run extends east, spent as k-bit chunks of random words (src/algorithms/chance.ts).
// Mirror of assembly/generators/sidewinder.ts, one cell at a time where the Wasm core does 16.
//
// Order of random draws:
//   rows top to bottom, the bottom row drawing nothing; every other row is cut into blocks of 32
//   cells (the last block shorter) over x = 0..W-2, and for each block, left to right:
//   1. ceil(n*k/32) nextU32 words for its n cells: cell i of the block takes the k-bit chunk at
//      bit i*k of the words (low bits first), and extends its run east iff chunk < threshold
//      (k = 0 draws nothing);
//   2. below(run length) for each run closed in the block, left to right, even a run of one cell
//      (so no draw depends on a branch).
//   Cell W-1 never extends: after the last block, below(run length) closes the last run.
// A row's draws depend only on the PRNG state when the row starts: no bits carry between rows.
//
// Rows in ranges (streaming, src/stream.ts): sidewinderRows fills any run of consecutive rows from the
// row above it, whose S bits give the N bits; a row is final once written. Working memory: none.
// sidewinderStreamRows resumes a stream from its saved PRNG state, the only state carried.

import { BORDER, E, N, S, strideOf, W } from "../grid.js";
import { tickProgress } from "../progress.js";
import { below, loadRandom, nextU32, saveRandom, seedRandom } from "../random.js";
import { isRecording, logRowSteps } from "../steps.js";

// The decision words of one block of 32 cells (k <= 16 bits each).
const blockWords = new Uint32Array(16);

/** Sidewinder into the W×H grid `cells` (all padding written too: no initGrid needed). */
export function generateSidewinder(cells: Uint8Array, width: number, height: number, seed: number, bits: number, threshold: number): void {
  seedRandom(seed);
  const stride = strideOf(width);
  cells.fill(BORDER, 0, stride);
  sidewinderRows(cells, stride, width, height, true, bits, threshold);
  cells.fill(BORDER, stride * (height + 1), stride * (height + 2));
  if (isRecording()) logRowSteps(cells, width, height, false);
}

/**
 * Fills `rowCount` padded rows starting at index `rows` (the left padding byte of the first), drawing
 * in row order; the row above (rows - stride) holds the previous row or top padding. `atBottom`
 * says whether the range ends at row H-1 of the maze.
 */
export function sidewinderRows(cells: Uint8Array, rows: number, width: number, rowCount: number, atBottom: boolean, bits: number, threshold: number): void {
  const stride = strideOf(width);
  for (let r = 0; r < rowCount; r++) {
    tickProgress(width);
    const row = rows + r * stride;
    cells[row] = BORDER;
    if (atBottom && r === rowCount - 1) corridorRow(cells, row + 1, row + 1 - stride, width);
    else runsRow(cells, row + 1, row + 1 - stride, width, bits, threshold);
    cells[row + 1 + width] = BORDER;
  }
}

/** The next range of a stream (its state, from seededRandomState, is the PRNG state alone). */
export function sidewinderStreamRows(
  state: Uint32Array,
  cells: Uint8Array,
  rows: number,
  width: number,
  rowCount: number,
  atBottom: boolean,
  bits: number,
  threshold: number,
): void {
  loadRandom(state);
  sidewinderRows(cells, rows, width, rowCount, atBottom, bits, threshold);
  saveRandom(state);
}

/** The bottom row: one corridor, N bits from the row above. */
function corridorRow(cells: Uint8Array, first: number, above: number, width: number): void {
  const last = width - 1;
  for (let x = 0; x < width; x++) {
    const open = (x < last ? E : 0) | (x > 0 ? W : 0);
    cells[first + x] = open | ((cells[above + x]! >> 2) & N);
  }
}

/** A row of runs, 32 cells at a time: their E/W/N bytes first, then the S carves of the runs they close. */
function runsRow(cells: Uint8Array, first: number, above: number, width: number, bits: number, threshold: number): void {
  const last = width - 1;
  let runStart = 0;
  let carry = 0; // 1 when cell x-1 extends east
  for (let x = 0; x < last; x += 32) {
    const count = Math.min(32, last - x);
    for (let w = 0; w < (count * bits + 31) >> 5; w++) blockWords[w] = nextU32();
    let extend = 0;
    for (let i = 0; i < count; i++) {
      const at = i * bits;
      const chunk = bits === 0 ? 0 : (blockWords[at >> 5]! >>> (at & 31)) & ((1 << bits) - 1);
      const bit = chunk < threshold ? 1 : 0;
      extend |= bit << i;
      cells[first + x + i] = (bit * E) | (carry * W) | ((cells[above + x + i]! >> 2) & N);
      carry = bit;
    }
    for (let i = 0; i < count; i++) {
      if ((extend >>> i) & 1) continue;
      closeRun(cells, first, runStart, x + i);
      runStart = x + i + 1;
    }
  }
  // Cell W-1 never extends: it closes the last run.
  cells[first + last] = (carry * W) | ((cells[above + last]! >> 2) & N);
  closeRun(cells, first, runStart, last);
}

/** Carves south from a random cell of the run start..end. */
function closeRun(cells: Uint8Array, first: number, start: number, end: number): void {
  cells[first + start + below(end - start + 1)]! |= S;
}
