// Sidewinder (seed 003): each row is cut into eastward runs, and each run is closed by a carve
// south from one of its cells, picked at random; the bottom row is one corridor. Option p = the
// chance that a run extends east, spent as k-bit chunks of random words (src/algorithms/chance.ts).
//
// Order of random draws (mirrored in src/reference/generators/sidewinder.ts):
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
// Rows in ranges, so a maze of any height can stream in O(width) memory (the rows_ exports):
// sidewinderRows fills any run of consecutive rows from the row above it, whose S bits give the
// N bits; a row is final once written. Working memory: none.
// sidewinderStreamRows resumes a stream from its saved PRNG state, the only state carried.

import { BORDER, E, N, S, W, strideOf } from "../grid";
import { expand16, northFromAbove, shiftInFrom } from "../lanes";
import { below, loadRandom, nextU32s, saveRandom, seedRandom, seedSavedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { isRecording, logRowSteps } from "../steps";

// The draws of one block of 32 cells, taken in bulk: its decision words (k <= 16), then its run closes (at most 32).
const DECISION_WORDS: usize = memory.data(16 * 4, 16);
const CLOSE_DRAWS: usize = memory.data(32 * 4, 16);

/** Sidewinder; p (chance to extend a run) as k bits and a threshold (src/algorithms/chance.ts) into the W×H grid at `cells` (all padding written too: no initGrid needed); returns a status code. */
export function generateSidewinder(cells: usize, width: u32, height: u32, seed: u32, bits: u32, threshold: u32): i32 {
  seedRandom(seed);
  const stride = <usize>strideOf(width);
  memory.fill(cells, BORDER, stride);
  sidewinderRows(cells + stride, width, height, true, bits, threshold);
  memory.fill(cells + stride * (<usize>height + 1), BORDER, stride);
  // Rows are built whole (in lanes), so their steps are read from the finished rows, in the order they were written.
  if (isRecording()) logRowSteps(cells, width, height, false);
  return STATUS_OK;
}

/**
 * Fills `rowCount` padded rows from `rows` (the left padding byte of the first), drawing in row
 * order; the row above (rows - stride) holds the previous row or top padding. `atBottom` says
 * whether the range ends at row H-1 of the maze.
 */
export function sidewinderRows(rows: usize, width: u32, rowCount: u32, atBottom: bool, bits: u32, threshold: u32): void {
  const stride = <usize>strideOf(width);
  for (let r: u32 = 0; r < rowCount; r++) {
    tickProgress(width);
    const row = rows + <usize>r * stride;
    store<u8>(row, BORDER);
    if (atBottom && r == rowCount - 1) corridorRow(row + 1, row + 1 - stride, width);
    else runsRow(row + 1, row + 1 - stride, width, bits, threshold);
    store<u8>(row + 1 + width, BORDER);
  }
}

/** Starts a stream: its state at `state` (8-aligned) is the seeded PRNG state (16 bytes); `width` unused, as in every start_rows_ export; returns a status code. */
export function startSidewinderStream(state: usize, width: u32, seed: u32): i32 {
  seedSavedRandom(state, seed);
  return STATUS_OK;
}

/** The next range of a stream, resuming the PRNG from `state` and saving it back (atTop unused: every rows_ export takes the same arguments); returns a status code. */
export function sidewinderStreamRows(state: usize, rows: usize, width: u32, rowCount: u32, atTop: bool, atBottom: bool, bits: u32, threshold: u32): i32 {
  loadRandom(state);
  sidewinderRows(rows, width, rowCount, atBottom, bits, threshold);
  saveRandom(state);
  return STATUS_OK;
}

/** The bottom row: one corridor, N bits from the row above. */
function corridorRow(cells: usize, above: usize, width: u32): void {
  const last = width - 1;
  for (let x: u32 = 0; x < width; x++) {
    const open = (x < last ? E : 0) | (x > 0 ? W : 0);
    store<u8>(cells + x, open | ((<u32>load<u8>(above + x) >> 2) & N));
  }
}

/** A row of runs, 32 cells at a time: their E/W/N bytes first, then the S carves of the runs they close. */
function runsRow(cells: usize, above: usize, width: u32, bits: u32, threshold: u32): void {
  const last = width - 1;
  let runStart: u32 = 0;
  let eastOpen = i8x16.splat(0); // lanes of the previous 16 cells that extend east
  let x: u32 = 0;
  while (x < last) {
    const count = min<u32>(32, last - x);
    nextU32s(DECISION_WORDS, (count * bits + 31) >> 5);
    const extend = extendMask(count, bits, threshold);
    if (count == 32) {
      eastOpen = runGroup(cells + x, above + x, extend & 0xffff, eastOpen);
      eastOpen = runGroup(cells + x + 16, above + x + 16, extend >>> 16, eastOpen);
    } else {
      let carry = <u32>i8x16.extract_lane_u(eastOpen, 15) & 1;
      for (let i: u32 = 0; i < count; i++) {
        const bit = (extend >>> i) & 1;
        store<u8>(cells + x + i, (bit * E) | (carry * W) | ((<u32>load<u8>(above + x + i) >> 2) & N));
        carry = bit;
      }
      // Keep lane 15 = the last cell's bit, for the last cell.
      eastOpen = i8x16.splat(<i8>(0 - carry));
    }
    // Each cleared bit closes a run: carve south from a random cell of it.
    let closes = ~extend & lowBits(count);
    nextU32s(CLOSE_DRAWS, popcnt(closes));
    let draw = CLOSE_DRAWS;
    while (closes != 0) {
      const end = x + ctz(closes);
      closes &= closes - 1;
      // below(run length), on a word drawn in bulk.
      const pick = runStart + <u32>((<u64>load<u32>(draw) * <u64>(end - runStart + 1)) >>> 32);
      draw += 4;
      store<u8>(cells + pick, load<u8>(cells + pick) | S);
      runStart = end + 1;
    }
    x += count;
  }
  // Cell W-1 never extends: it closes the last run.
  const carry = <u32>i8x16.extract_lane_u(eastOpen, 15) & 1;
  store<u8>(cells + last, (carry * W) | ((<u32>load<u8>(above + last) >> 2) & N));
  const pick = runStart + below(last - runStart + 1);
  store<u8>(cells + pick, load<u8>(cells + pick) | S);
}

/** The low `count` bits: bit i set when cell i of the block extends east, from the block's words. */
@inline function extendMask(count: u32, bits: u32, threshold: u32): u32 {
  if (bits == 0) return threshold != 0 ? lowBits(count) : 0;
  // One bit per decision means p = 1/2: extend iff the bit is 0.
  if (bits == 1) return ~load<u32>(DECISION_WORDS) & lowBits(count);
  const chunkMask: u32 = (1 << bits) - 1;
  let mask: u32 = 0;
  for (let i: u32 = 0; i < count; i++) {
    const at = i * bits;
    const chunk = (load<u32>(DECISION_WORDS + ((at >> 5) << 2)) >>> (at & 31)) & chunkMask;
    mask |= <u32>(chunk < threshold) << i;
  }
  return mask;
}

/** The low `count` bits set (count <= 32). */
@inline function lowBits(count: u32): u32 {
  return count == 32 ? 0xffffffff : (<u32>1 << count) - 1;
}

/** 16 cells' E/W/N bits from 16 extend bits; returns their east-open lanes. */
@inline function runGroup(cells: usize, above: usize, extend: u32, previousEast: v128): v128 {
  const eastOpen = expand16(extend);
  // Lane i is open west when cell i-1 extends: the east lanes moved up one, lane 0 from the previous group.
  const westOpen = shiftInFrom(previousEast, eastOpen);
  const open = v128.or(v128.and(eastOpen, i8x16.splat(<i8>E)), v128.and(westOpen, i8x16.splat(<i8>W)));
  v128.store(cells, v128.or(open, northFromAbove(v128.load(above))));
  return eastOpen;
}
