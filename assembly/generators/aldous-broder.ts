// Aldous–Broder: a simple random walk over the whole grid; each first entrance into a cell carves
// the passage it came through. The first-entrance edges form a uniform spanning tree.
// Working memory: none on small grids; the start cell is marked with a scratch bit, every other visited cell has a passage.
//
// Speed: most of the walk is spent crossing cells visited long ago, looking for the last unvisited ones. The
// grid is cut into 16×16 blocks with a count of unvisited cells each (2 bytes per block, after the cells); when
// a block and its eight neighbours are all visited (and inside the grid), no walk of 16 steps from that block
// can meet padding or an unvisited cell, so its cells get the SAFE scratch bit, and a word of 16 directions
// drawn at a SAFE cell moves the walk by the sum of its steps at once (counted with popcnt): the same walk and
// the same draws, about five times cheaper per step there. Grids under 48×48 and masked grids walk step by step.
//
// Masks: excluded cells hold BORDER, so the walk rejects them like padding: it is the simple random walk on the
// included cells, and the tree is uniform over their spanning trees. The walk ends when all C included cells are visited.
//
// Order of random draws (mirrored in src/reference/generators/aldous-broder.ts):
//   1. below(C), C = the number of included cells (W*H without a mask): the start cell, as the k-th
//      included cell in row-major order (without a mask, simply row-major index k).
//   2. then nextU32() words, each cut into 16 two-bit directions (0 = N, 1 = E, 2 = S, 3 = W),
//      lowest bits first. A direction into padding is discarded and the next one is used: that is
//      rejection sampling, so each step is uniform among the cell's existing neighbours (the walk
//      is exactly the simple random walk). The walk stops at the step that visits the last cell;
//      the rest of that word is unused.

import { BORDER, cellIndex, gridBytes, initGrid, isMaskedGeneration, offsetOf, PASSAGES, setOffsets, strideOf } from "../grid";
import { includedCell, initMaskedGrid } from "../mask";
import { below, nextU32, seedRandom } from "../random";
import { beat, tickProgress, walksBeat } from "../progress";
import { STATUS_OK } from "../status";
import { isRecording, logStep } from "../steps";

// Marks the start cell visited until its first passage is carved (bit 5: never equal to BORDER or 0).
const START_MARK: u8 = 0x20;

/** Aldous–Broder random walk (uniform spanning tree) into the W×H grid at `cells`; returns a status code. */
export function generateAldousBroder(cells: usize, width: u32, height: u32, seed: u32): i32 {
  seedRandom(seed);
  let start: u32;
  let unvisited: u32;
  if (isMaskedGeneration()) {
    // Excluded cells stay BORDER: the finished maze needs no pass to restore them.
    const included = initMaskedGrid(cells, width, height, 0, BORDER);
    start = includedCell(cells, width, height, below(included));
    unvisited = included - 1;
  } else {
    initGrid(cells, width, height, 0);
    const first = below(width * height);
    start = cellIndex(width, first % width, first / width);
    unvisited = width * height - 1;
  }
  setOffsets(strideOf(width));
  store<u8>(cells + start, START_MARK);
  const blocked = !isMaskedGeneration() && width >= MIN_BLOCKED && height >= MIN_BLOCKED;
  if (blocked) {
    if (walksBeat()) walkBlockedBeating(cells, width, height, start, unvisited);
    else walkBlocked(cells, width, height, start, unvisited);
  } else if (walksBeat()) walkBeating(cells, start, unvisited);
  else walk(cells, start, unvisited);
  store<u8>(cells + start, load<u8>(cells + start) & PASSAGES);
  return STATUS_OK;
}

// The plain walk from `start` until `unvisited` more cells are entered; a copy that beats (../progress.ts).
function walk(cells: usize, start: u32, unvisited: u32): void {
  walkWith(false, cells, start, unvisited);
}

function walkBeating(cells: usize, start: u32, unvisited: u32): void {
  walkWith(true, cells, start, unvisited);
}

@inline function walkWith(beating: bool, cells: usize, start: u32, unvisited: u32): void {
  let current = start;
  while (unvisited != 0) {
    if (beating) beat();
    let bits = nextU32();
    for (let step = 0; step < 16; step++) {
      const d = bits & 3;
      bits >>>= 2;
      const next = current + offsetOf(d);
      const seen = load<u8>(cells + next);
      if (seen == BORDER) continue;
      if (seen == 0) {
        // First entrance: carve both sides of the passage.
        carve(cells, current, next, d);
        if (--unvisited == 0) break;
      }
      current = next;
    }
  }
}

@inline function carve(cells: usize, current: u32, next: u32, d: u32): void {
  store<u8>(cells + current, load<u8>(cells + current) | (<u8>1 << <u8>d));
  if (isRecording()) logStep(current, d);
  store<u8>(cells + next, <u8>1 << <u8>((d + 2) & 3));
  tickProgress(1);
}

// Blocks are BLOCK×BLOCK cells; a walk of BLOCK steps from a block stays within it and its eight neighbours.
const BLOCK_SHIFT: u32 = 4;
const BLOCK: u32 = 1 << BLOCK_SHIFT;
// Below three blocks a side no block can be SAFE (the registry's working memory assumes this size or more).
const MIN_BLOCKED: u32 = 3 * BLOCK;
// Scratch bit of a cell whose block and neighbouring blocks are all visited (bit 6: visited cells stay non-zero, never BORDER).
const SAFE: u8 = 0x40;
// Added to the count of a block cut by the grid's right or bottom edge, so that it never reads as all visited.
const NEVER: u32 = 0x4000;

// The walk with SAFE shortcuts: the same cells entered in the same order as walk(); a copy that beats.
function walkBlocked(cells: usize, width: u32, height: u32, start: u32, unvisited: u32): void {
  walkBlockedWith(false, cells, width, height, start, unvisited);
}

function walkBlockedBeating(cells: usize, width: u32, height: u32, start: u32, unvisited: u32): void {
  walkBlockedWith(true, cells, width, height, start, unvisited);
}

@inline function walkBlockedWith(beating: bool, cells: usize, width: u32, height: u32, start: u32, unvisited: u32): void {
  const stride = strideOf(width);
  const across = (width + BLOCK - 1) >> BLOCK_SHIFT;
  const down = (height + BLOCK - 1) >> BLOCK_SHIFT;
  const counts = (cells + <usize>gridBytes(width, height) + 7) & ~<usize>7;
  for (let by: u32 = 0; by < down; by++) {
    const rows = min(BLOCK, height - (by << BLOCK_SHIFT));
    for (let bx: u32 = 0; bx < across; bx++) {
      const columns = min(BLOCK, width - (bx << BLOCK_SHIFT));
      const edge = rows < BLOCK || columns < BLOCK ? NEVER : 0;
      store<u16>(counts + (<usize>(by * across + bx) << 1), rows * columns + edge);
    }
  }
  visit(cells, counts, start, stride, across, down);
  let current = start;
  while (unvisited != 0) {
    if (beating) beat();
    let bits = nextU32();
    if ((load<u8>(cells + current) & SAFE) != 0) {
      current += jump(bits, stride);
      continue;
    }
    for (let step = 0; step < 16; step++) {
      const d = bits & 3;
      bits >>>= 2;
      const next = current + offsetOf(d);
      const seen = load<u8>(cells + next);
      if (seen == BORDER) continue;
      if (seen == 0) {
        carve(cells, current, next, d);
        visit(cells, counts, next, stride, across, down);
        if (--unvisited == 0) break;
      }
      current = next;
    }
  }
  clearSafe(cells, gridBytes(width, height));
}

// The move of 16 steps (two bits each: 0 = N, 1 = E, 2 = S, 3 = W) none of which meets padding.
@inline function jump(bits: u32, stride: u32): u32 {
  const low = bits & 0x55555555;
  const high = (bits >>> 1) & 0x55555555;
  const east = popcnt(low & ~high);
  const south = popcnt(high & ~low);
  const west = popcnt(low & high);
  const north = 16 - east - south - west;
  return (south - north) * stride + east - west;
}

// Counts the padded cell as visited; a block that fills makes SAFE every block around it whose neighbours are all full.
function visit(cells: usize, counts: usize, cell: u32, stride: u32, across: u32, down: u32): void {
  const y = cell / stride - 1;
  const x = cell - (y + 1) * stride - 1;
  const bx = x >> BLOCK_SHIFT;
  const by = y >> BLOCK_SHIFT;
  const at = counts + (<usize>(by * across + bx) << 1);
  const left = <u32>load<u16>(at) - 1;
  store<u16>(at, left);
  if (left != 0) return;
  for (let j: i32 = -1; j <= 1; j++) {
    for (let i: i32 = -1; i <= 1; i++) {
      const cx = <i32>bx + i;
      const cy = <i32>by + j;
      if (surrounded(counts, cx, cy, across, down)) markSafe(cells, <u32>cx, <u32>cy, stride);
    }
  }
}

// Whether the block (bx, by) and its eight neighbours all exist and are all visited.
function surrounded(counts: usize, bx: i32, by: i32, across: u32, down: u32): bool {
  if (bx < 1 || by < 1 || bx + 1 >= <i32>across || by + 1 >= <i32>down) return false;
  for (let j: i32 = -1; j <= 1; j++) {
    const row = counts + (<usize>((by + j) * <i32>across + bx) << 1);
    if ((<u32>load<u16>(row - 2) | <u32>load<u16>(row) | <u32>load<u16>(row + 2)) != 0) return false;
  }
  return true;
}

function markSafe(cells: usize, bx: u32, by: u32, stride: u32): void {
  const mark = i8x16.splat(SAFE);
  let row = cells + <usize>(((by << BLOCK_SHIFT) + 1) * stride + (bx << BLOCK_SHIFT) + 1);
  for (let k: u32 = 0; k < BLOCK; k++) {
    v128.store(row, v128.or(v128.load(row), mark));
    row += stride;
  }
}

// Takes the SAFE bit off every byte of the grid (padding never has it).
function clearSafe(cells: usize, bytes: u32): void {
  const keep = i8x16.splat(~SAFE);
  let at: u32 = 0;
  for (; at + 16 <= bytes; at += 16) v128.store(cells + at, v128.and(v128.load(cells + at), keep));
  for (; at < bytes; at++) store<u8>(cells + at, load<u8>(cells + at) & ~SAFE);
}
