// Random merge ("fusion", seed 003): pick a random cell that still has a neighbour in another set, pick one
// such neighbour at random, open the wall between them and merge the two sets (union-find with path halving
// and union by size), until one set is left.
//
// The seed draws any cell and retries when all its neighbours share its set, which crawls at the end. Here the
// cells that may still have such a neighbour are kept in a list; a drawn cell that has none is removed for
// good (sets only grow, so it never gets one back) and the draw is repeated. A cell is drawn uniformly among
// the list and kept only if it has a neighbour in another set, so the accepted draws are uniform among those
// cells, exactly as with the seed's retries, and the loop runs at most 2·W·H - 1 times.
//
// Masks: the list holds the included cells only (C of them, row-major) and an excluded neighbour counts as missing,
// so the joins stop at C - 1. The step loop is one inlined function taking `masked` as a constant, so the loop
// without a mask has no test for excluded cells.
//
// Order of random draws (mirrored in src/reference/generators/fusion.ts): one nextU32() r per step.
//   1. With L cells left in the list, the 64-bit product r·L picks list slot k = its high 32 bits.
//   2. If that cell has m >= 2 neighbours in other sets, the low 32 bits f of r·L pick among them, in N, E,
//      S, W order, the one at the high 32 bits of f·m (f is uniform whatever k is). With m = 1 the only one
//      is taken; with m = 0 the cell is removed: the last slot moves into slot k.
//
// Speed: with one draw per step, the draws of the next steps are known in advance, and so (nearly: L can only
// shrink) are the cells they pick. A small ring holds the next draws. Every BATCH steps, one tight run of loads
// warms, for each of the next BATCH steps, the list entry it picks STAGE_LIST steps later and the parent entries
// of the cell it picks now and of that cell's north and south neighbours. Batched, these independent cache misses
// are all in flight at once, instead of a few per step behind the step's own dependent loads; and the short
// distances keep the guesses right more often (each cell removed between the guess and the step shifts the slot).
//
// Working memory: the parent array and the candidate list, 4 bytes per cell each.

import { EXCLUDED, isMaskedGeneration, nthSetBit, offsetOf, setOffsets, strideOf, gridBytes } from "../grid";
import { finishMaskedGrid, initMaskedGrid } from "../mask";
import { nextU32, seedRandom } from "../random";
import { findRoot, initSets, unite } from "../unionfind";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { isRecording, logStep } from "../steps";

// Measured at 4000² (interleaved A/B against 24 and 12, one step at a time): the best of the settings tried.
const STAGE_LIST: u32 = 6;
const STAGE_PARENT: u32 = 0;
const BATCH: u32 = 8;
// The draws of steps t .. t + STAGE_LIST + BATCH, at index step & RING_MASK.
const RING_MASK: u32 = 31;
const RING = memory.data(32 * 4, 16);
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
    for (let i: u32 = 0; i < count; i++) store<u32>(list + (<usize>i << 2), i);
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
@inline function fuse(cells: usize, parent: usize, list: usize, width: u32, height: u32, listed: u32, masked: bool): void {
  const stride = strideOf(width);
  const count = width * height;
  for (let step: u32 = 0; step <= STAGE_LIST + BATCH; step++) store<u32>(RING + (<usize>step << 2), nextU32());
  let joinsLeft = listed - 1;
  let sink: u32 = 0;
  for (let step: u32 = 0; joinsLeft != 0; step++) {
    // Warm the next BATCH steps together (see the header).
    if ((step & (BATCH - 1)) == 0) {
      for (let j: u32 = 0; j < BATCH; j++) sink += warm(parent, list, listed, count, width, step + j);
    }
    const product = <u64>load<u32>(RING + (<usize>(step & RING_MASK) << 2)) * <u64>listed;
    store<u32>(RING + (<usize>((step + STAGE_LIST + BATCH + 1) & RING_MASK) << 2), nextU32());
    const slot = list + (<usize>(product >>> 32) << 2);
    const a = load<u32>(slot);
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
      listed--;
      store<u32>(slot, load<u32>(list + (<usize>listed << 2)));
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

// Whether the cell of row-major index `index` is included (not EXCLUDED).
@inline function isOpen(cells: usize, index: u32, width: u32): bool {
  return load<u8>(cells + <usize>(index + 2 * (index / width) + width + 3)) != EXCLUDED;
}

// Loads what later steps will most likely need (see the header); returns a sum only so the loads stay.
@inline function warm(parent: usize, list: usize, listed: u32, count: u32, width: u32, step: u32): u32 {
  const far = pickAhead(list, listed, step + STAGE_LIST);
  const near = load<u32>(far);
  const cell = load<u32>(pickAhead(list, listed, step + STAGE_PARENT));
  const north = cell >= width ? cell - width : cell;
  const south = cell + width < count ? cell + width : cell;
  const up = load<i32>(parent + (<usize>cell << 2)) + load<i32>(parent + (<usize>north << 2)) + load<i32>(parent + (<usize>south << 2));
  return near + <u32>up;
}

// The list slot that the draw of a later step picks if the list keeps its current length.
@inline function pickAhead(list: usize, listed: u32, step: u32): usize {
  const draw = load<u32>(RING + (<usize>(step & RING_MASK) << 2));
  return list + (<usize>((<u64>draw * <u64>listed) >>> 32) << 2);
}
