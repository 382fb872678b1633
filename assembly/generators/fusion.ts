// Random merge ("fusion", seed 003): pick a random cell that still has a neighbour in another set, pick one
// such neighbour at random, open the wall between them and merge the two sets (union-find with path halving
// and union by size), until one set is left.
//
// The seed draws any cell and retries when all its neighbours share its set (the cell is inactive), which crawls
// at the end. Here a draw picks a cell uniformly from a list that holds every active cell (and maybe some inactive
// ones); an inactive pick is rejected and the draw repeated. Accepted draws are thus uniform among the active
// cells, exactly as with the seed's retries, and the maze has fusion's law whatever the list holds (the test
// test/generators-fusion-distribution.test.ts checks it against the exact law on 2×3 and 3×3 grids). The list
// starts with every cell (included cell, with a mask); once REJECT_WEIGHT · (rejections since the last
// compaction) reaches its length, it is compacted: the cells that are still active are kept, in order (sets only
// grow, so a dropped cell never becomes active again). Until 2026-11 a rejected cell was removed from the list at
// once (the last slot moved into its slot), so the cell a later draw picks depended on every removal before it
// and could only be guessed; now the list is fixed between compactions, so the cells of the next draws are known
// exactly and their memory can be warmed ahead, and without a mask the first epoch (about 90% of the joins, one
// draw per cell; 1.2 draws per cell in all, against 2 steps per cell before) reads no list at all: slot k is cell k.
//
// Masks: the list holds the included cells only (C of them, row-major) and an excluded neighbour counts as missing,
// so the joins stop at C - 1. The step loop is one inlined function taking `masked` as a constant, so the loop
// without a mask has no test for excluded cells.
//
// Order of random draws (mirrored in src/reference/generators/fusion.ts): one nextU32() r per draw.
//   1. With L cells in the list, the 64-bit product r·L picks list slot k = its high 32 bits.
//   2. If that cell has m >= 2 neighbours in other sets, the low 32 bits f of r·L pick among them, in N, E,
//      S, W order, the one at the high 32 bits of f·m (f is uniform whatever k is). With m = 1 the only one
//      is taken; with m = 0 the draw is rejected, and if REJECT_WEIGHT · rejections >= L the list is compacted
//      (no draw) and the rejection count starts again from 0.
//
// Speed: with one draw per step and a list fixed between compactions, the cells of the next steps are known. A
// small ring holds the next draws. Every BATCH steps, one tight run of loads warms, for each of the next BATCH
// steps, the list entry it picks STAGE_LIST steps later, the parent entries of the cell it picks STAGE_PARENT
// steps later, of that cell's north and south neighbours and their cell bytes, and the grandparents of the cell
// it picks STAGE_GRAND steps later. Batched, these independent cache misses are all in flight at once. The first
// compaction without a mask also points every cell straight at its root (see compactAll).
//
// Working memory: the parent array and the candidate list, 4 bytes per cell each.

import { EXCLUDED, isMaskedGeneration, nthSetBit, offsetOf, setOffsets, strideOf, gridBytes } from "../grid";
import { finishMaskedGrid, initMaskedGrid } from "../mask";
import { nextU32, seedRandom } from "../random";
import { findRoot, initSets, unite } from "../unionfind";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { isRecording, logStep } from "../steps";

// Measured at 4000² (interleaved A/B, CPU time): distances 8..32 for the parents made no measurable difference;
// REJECT_WEIGHT 8 beat 2, 4, 16 and 32 (more weight: fewer wasted draws, more compaction passes); warming the
// later compactions' finds was 6% slower.
const STAGE_LIST: u32 = 16;
const STAGE_PARENT: u32 = 8;
const STAGE_GRAND: u32 = 0;
const BATCH: u32 = 8;
const FLATTEN_AHEAD: u32 = 16;
// Once REJECT_WEIGHT · (rejections since the last compaction) reach the list's length, the list is compacted
// (the same constant in the reference: it decides the bytes).
const REJECT_WEIGHT: u64 = 8;
// The draws of steps t .. t + STAGE_LIST + BATCH, at index step & RING_MASK.
const RING_MASK: u32 = 63;
const RING = memory.data(64 * 4, 16);
// The warming loads feed this word, so the optimizer must keep them.
const SINK = memory.data(4, 4);

/** Random merge (seed 003's fusion: a random cell joins a random neighbour in another set); returns a status code. */
export function generateFusion(cells: usize, width: u32, height: u32, seed: u32): i32 {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0);
  setOffsets(strideOf(width));
  const count = width * height;
  // The parent array starts after the cells, aligned to 8 bytes (the registry counts the slack); the list follows.
  const parent = (cells + <usize>gridBytes(width, height) + 7) & ~<usize>7;
  const list = parent + (<usize>count << 2);
  initSets(parent, count);
  if (isMaskedGeneration()) {
    listIncluded(cells, list, width, count);
    fuseMasked(cells, parent, list, width, height, included);
  } else {
    // The first epoch draws among all cells and reads no list: the list is written by the first compaction.
    fuseAll(cells, parent, list, width, height, count);
  }
  finishMaskedGrid(cells, width, height);
  return STATUS_OK;
}

// Puts the row-major indices of the included cells in the list.
function listIncluded(cells: usize, list: usize, width: u32, count: u32): void {
  const stride = strideOf(width);
  let listed: u32 = 0;
  for (let i: u32 = 0; i < count; i++) {
    if (load<u8>(cells + <usize>(i + 2 * (i / width) + stride + 1)) == EXCLUDED) continue;
    store<u32>(list + (<usize>listed << 2), i);
    listed++;
  }
}

// The steps without a mask and with one: each a function of its own, so the loop without a mask is compiled as before.
function fuseAll(cells: usize, parent: usize, list: usize, width: u32, height: u32, listed: u32): void {
  fuse(cells, parent, list, width, height, listed, false);
}

function fuseMasked(cells: usize, parent: usize, list: usize, width: u32, height: u32, listed: u32): void {
  fuse(cells, parent, list, width, height, listed, true);
}

// The steps, until the `listed` cells of the list are one set; `masked` is a constant in each inlined copy.
// Without a mask the first epoch is `direct`: list slot k holds cell k, and the list is not read.
@inline function fuse(cells: usize, parent: usize, list: usize, width: u32, height: u32, listed: u32, masked: bool): void {
  const stride = strideOf(width);
  const count = width * height;
  for (let step: u32 = 0; step <= STAGE_LIST + BATCH; step++) store<u32>(RING + (<usize>step << 2), nextU32());
  let joinsLeft = listed - 1;
  let rejects: u32 = 0;
  let direct = !masked;
  let sink: u32 = 0;
  // ceil(2^32 / width): a cell's row, to within one, by a multiplication (for warming only).
  const reciprocal = <u64>(0xffffffff / <u64>width) + 1;
  for (let step: u32 = 0; joinsLeft != 0; step++) {
    // Warm the next BATCH steps together (see the header).
    if ((step & (BATCH - 1)) == 0) {
      for (let j: u32 = 0; j < BATCH; j++) sink += warm(cells, parent, list, listed, count, width, step + j, direct, reciprocal);
    }
    const product = <u64>load<u32>(RING + (<usize>(step & RING_MASK) << 2)) * <u64>listed;
    store<u32>(RING + (<usize>((step + STAGE_LIST + BATCH + 1) & RING_MASK) << 2), nextU32());
    const slot = <u32>(product >>> 32);
    const a = direct ? slot : load<u32>(list + (<usize>slot << 2));
    const y = a / width;
    const x = a - y * width;
    const root = findRoot(parent, a);
    // Roots of the four neighbours; a missing (or excluded) neighbour counts as in the same set.
    const rootN = y > 0 && (!masked || isOpen(cells, a - width, width)) ? findRoot(parent, a - width) : root;
    const rootE = x + 1 < width && (!masked || isOpen(cells, a + 1, width)) ? findRoot(parent, a + 1) : root;
    const rootS = y + 1 < height && (!masked || isOpen(cells, a + width, width)) ? findRoot(parent, a + width) : root;
    const rootW = x > 0 && (!masked || isOpen(cells, a - 1, width)) ? findRoot(parent, a - 1) : root;
    const others = <u32>(rootN != root) | (<u32>(rootE != root) << 1) | (<u32>(rootS != root) << 2) | (<u32>(rootW != root) << 3);
    if (others == 0) {
      rejects++;
      if (<u64>rejects * REJECT_WEIGHT < <u64>listed) continue;
      listed = direct ? compactAll(parent, list, width, height) : compact(cells, parent, list, width, height, listed, masked);
      direct = false;
      rejects = 0;
      continue;
    }
    const choices = popcnt(others);
    const pick = <u32>(((product & 0xffffffff) * <u64>choices) >>> 32);
    const d = choices == 1 ? ctz(others) : nthSetBit(others, pick);
    unite(parent, root, d == 0 ? rootN : d == 1 ? rootE : d == 2 ? rootS : rootW);
    tickProgress(1);
    const here = cells + <usize>(a + 2 * y + stride + 1);
    const there = here + offsetOf(d);
    store<u8>(here, <u32>load<u8>(here) | (<u32>1 << d));
    store<u8>(there, <u32>load<u8>(there) | (<u32>1 << ((d + 2) & 3)));
    if (isRecording()) logStep(<u32>(here - cells), d);
    joinsLeft--;
  }
  store<u32>(SINK, sink);
}

// Keeps, in order, the listed cells that still have a neighbour in another set; returns how many.
function compact(cells: usize, parent: usize, list: usize, width: u32, height: u32, listed: u32, masked: bool): u32 {
  let kept: u32 = 0;
  for (let k: u32 = 0; k < listed; k++) {
    const b = load<u32>(list + (<usize>k << 2));
    const y = b / width;
    const x = b - y * width;
    const root = findRoot(parent, b);
    const active =
      (y > 0 && (!masked || isOpen(cells, b - width, width)) && findRoot(parent, b - width) != root) ||
      (x + 1 < width && (!masked || isOpen(cells, b + 1, width)) && findRoot(parent, b + 1) != root) ||
      (y + 1 < height && (!masked || isOpen(cells, b + width, width)) && findRoot(parent, b + width) != root) ||
      (x > 0 && (!masked || isOpen(cells, b - 1, width)) && findRoot(parent, b - 1) != root);
    if (!active) continue;
    store<u32>(list + (<usize>kept << 2), b);
    kept++;
  }
  return kept;
}

// The first compaction, over all cells without a mask (the same cells kept, in the same order, as compact would
// keep from the list 0, 1, ..., W·H - 1). One pass points every cell straight at its root (sets and roots do not
// change, so neither do the bytes; only later finds get shorter), its finds warmed FLATTEN_AHEAD cells ahead; a
// second pass then compares each cell's root with its neighbours' with sequential loads only.
function compactAll(parent: usize, list: usize, width: u32, height: u32): u32 {
  const count = width * height;
  let sink: u32 = 0;
  for (let b: u32 = 0; b < count; b++) {
    if (b + FLATTEN_AHEAD < count) sink += grand(parent, b + FLATTEN_AHEAD);
    const root = findRoot(parent, b);
    if (root != b) store<u32>(parent + (<usize>b << 2), root);
  }
  store<u32>(SINK, sink);
  let kept: u32 = 0;
  for (let b: u32 = 0; b < count; b++) {
    const y = b / width;
    const x = b - y * width;
    const root = rootOf(parent, b);
    const active =
      (y > 0 && rootOf(parent, b - width) != root) ||
      (x + 1 < width && rootOf(parent, b + 1) != root) ||
      (y + 1 < height && rootOf(parent, b + width) != root) ||
      (x > 0 && rootOf(parent, b - 1) != root);
    if (!active) continue;
    store<u32>(list + (<usize>kept << 2), b);
    kept++;
  }
  return kept;
}

// The root of x once every cell points straight at its root.
@inline function rootOf(parent: usize, x: u32): u32 {
  const up = load<i32>(parent + (<usize>x << 2));
  return up < 0 ? x : <u32>up;
}

// Whether the cell of row-major index `index` is included (not EXCLUDED).
@inline function isOpen(cells: usize, index: u32, width: u32): bool {
  return load<u8>(cells + <usize>(index + 2 * (index / width) + width + 3)) != EXCLUDED;
}

// Loads what later steps will need (see the header); returns a sum only so the loads stay.
@inline function warm(cells: usize, parent: usize, list: usize, listed: u32, count: u32, width: u32, step: u32, direct: bool, reciprocal: u64): u32 {
  let sum: u32 = 0;
  if (!direct) sum = load<u32>(list + (<usize>slotAhead(listed, step + STAGE_LIST) << 2));
  const cell = cellAhead(list, listed, step + STAGE_PARENT, direct);
  const here = cells + <usize>(cell + 2 * <u32>((<u64>cell * reciprocal) >>> 32) + width + 3);
  sum += <u32>load<u8>(here) + <u32>load<u8>(here - (width + 2)) + <u32>load<u8>(here + (width + 2));
  const north = cell >= width ? cell - width : cell;
  const south = cell + width < count ? cell + width : cell;
  sum += <u32>(load<i32>(parent + (<usize>cell << 2)) + load<i32>(parent + (<usize>north << 2)) + load<i32>(parent + (<usize>south << 2)));
  const near = cellAhead(list, listed, step + STAGE_GRAND, direct);
  sum += grand(parent, near);
  if (near >= width) sum += grand(parent, near - width);
  if (near + width < count) sum += grand(parent, near + width);
  return sum;
}

// The parent of x's parent (x's own entry when x is a root): warmed for the finds of a later step.
@inline function grand(parent: usize, x: u32): u32 {
  const up = load<i32>(parent + (<usize>x << 2));
  return up < 0 ? <u32>up : load<u32>(parent + (<usize>up << 2));
}

// The list slot that the draw of a later step picks if the list keeps its current length.
@inline function slotAhead(listed: u32, step: u32): u32 {
  const draw = load<u32>(RING + (<usize>(step & RING_MASK) << 2));
  return <u32>((<u64>draw * <u64>listed) >>> 32);
}

// The cell that the draw of a later step picks if the list is not compacted before then.
@inline function cellAhead(list: usize, listed: u32, step: u32, direct: bool): u32 {
  const slot = slotAhead(listed, step);
  return direct ? slot : load<u32>(list + (<usize>slot << 2));
}
