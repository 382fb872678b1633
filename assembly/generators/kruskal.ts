// Randomized Kruskal (seed 004): all walls in random order; a wall opens when it joins two different sets
// (union-find with path halving and union by size). The random order is an implicit permutation
// (assembly/permutation.ts): the wall of rank r is slot permute(r), so no wall list is stored.
//
// Walls are slots s in [0, 2·W·H): cell s >> 1 (row-major interior index), east wall if s is even, south if
// odd; slots past the east or south edge are skipped. The maze is exactly what taking ranks 0, 1, 2, … in
// order gives: distinct ranks have one minimum spanning tree, so any method that finds it gives the same bytes.
// It is computed in three phases so that most memory accesses stay in cache:
//   1. Walls ranked below 45% of the range, in slot (row-major) order. Below the bond-percolation threshold
//      (1/2) their sets stay small, so this pass is local. A wall whose cells are already joined closes a
//      cycle: the highest-ranked wall on that cycle is the one Kruskal would have left closed, so it is
//      found by a breadth-first search of the cycle and closed, and this wall opened, if it ranks lower.
//      Without a mask or recorded steps, on grids of 73,729 cells or more (the queue then holds a block's keys),
//      phase 1 goes block by block instead (joinLowBlocks), up to 47%: the low walls inside a 128×64 block are
//      counting-sorted by rank and taken in that order (a wall closing a cycle is dropped, no search), then those
//      on the block's west and north seams join it to the blocks before it with the cycle swaps above. Any order of
//      insertion with swaps ends in the one minimum spanning forest, so the sets are the same as in slot order.
//   Then each cell's parent entry becomes its set's number (numberSets), the sets get a union-find of their own
//   in the queue's place (about 1/6 as many sets as cells at 45%, so it mostly stays in cache), and the scratch
//   bits of each cell say which of its east and south walls join two sets (markCrossWalls).
//   2. The ranks from phase 1's threshold (45% or 47%) to 57% in rank order, in batches: a batch is permuted four ranks at a time (SIMD);
//      walls inside one set are dropped after a look at the cells' bytes, and the set numbers and union-find
//      entries of the rest are loaded in tight loops whose cache misses overlap; the walls are then joined in
//      rank order and opened together.
//   3. Borůvka rounds: every wall below 57% has been taken, so the lowest-ranked wall out of a set is in the tree
//      (nothing lower leaves the set). A round passes over the cells outside the largest set (all cells the
//      first time, then a list of those still outside it), keeps each set's lowest rank out, and opens those
//      walls. Above the threshold most cells are in the largest set, so a few rounds over few cells finish.
//   Recorded steps (isRecording) keep Kruskal's order: phase 2 then takes every rank and phase 3 never runs. So
//   does a grid whose sets after phase 1 are more than half its cells (tiny grids, or a mask of scattered
//   cells), as the queue could not hold phase 3's arrays. The scratch bits are cleared at the end (clearScratch).
//
// Masks: the walls are the same slots and ranks; a wall with an excluded cell (EXCLUDED) on either side never
// opens (it always joins two sets, as an excluded cell stays alone), so it is looked at only where a wall would
// join, and the joins stop at C - 1 (C = the number of included cells); phase 3 skips excluded cells and the walls
// into them, and stops when a round opens nothing. Without a mask nothing is looked at.
//
// Order of random draws (mirrored in src/reference/generators/kruskal.ts):
//   1. 4 × nextU32(): the permutation's round keys. Nothing else is drawn.
//
// Working memory: the parent array (4 bytes per cell; the set numbers from phase 2 on) and the search queue of
// phase 1 (4 bytes per cell; a block's sort keys and counts at its start in the block phase), which from phase 2
// on holds the sets' union-find, and in phase 3 each set's lowest
// rank out and the list of cells outside the largest set.

import { BORDER, clearScratch, DIR_E, DIR_N, DIR_S, DIR_W, EXCLUDED, PASSAGES, gridBytes, isMaskedGeneration, offsetOf, setOffsets, strideOf } from "../grid";
import { initMaskedGrid } from "../mask";
import { permute, permute4, permutationSide, seedPermutation, unpermute, unpermute4 } from "../permutation";
import { adopt, findRoot, initSets, unite } from "../unionfind";
import { seedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { isRecording, logStep } from "../steps";

// Phase 1 takes the ranks below LOW_PERCENT of the permutation's range.
const LOW_PERCENT: u64 = 45;

// Phase 1 in blocks takes the ranks below BLOCK_PERCENT: no cycle search inside a block, so it goes nearer 1/2
// (at 49% the seams' searches cost more than phase 2 saves; at 50% and above far more).
const BLOCK_PERCENT: u64 = 47;

// Phase 2 takes the ranks below TAIL_PERCENT in rank order; Borůvka rounds finish what is left (phase 3).
const TAIL_PERCENT: u64 = 57;

// No rank (or slot) yet: above every rank, as ranks and slots are below 2·W·H < 2^32 - 1.
const NONE: u32 = 0xffffffff;

// Phase 1 ranks this many slots at a time (even, so a chunk holds whole cells).
const CHUNK: u32 = 256;
const RANKS = memory.data(CHUNK * 4, 16);

// Phase 1 in blocks (joinLowBlocks): BLOCK_W × BLOCK_H cells, their low walls as 64-bit keys before and after a
// counting sort into BUCKETS buckets.
const BLOCK_W_SHIFT: u32 = 7;
const BLOCK_W: u32 = 1 << BLOCK_W_SHIFT;
const BLOCK_H: u32 = 64;
const BUCKETS: u32 = 8192;
// They live in the queue (unused while a block is sorted and joined; the seams' cycle searches come after), so the
// block phase runs when the queue holds them: grids of BLOCK_BYTES / 4 cells or more.
const KEY_BYTES: u32 = BLOCK_W * BLOCK_H * 16;
const BLOCK_BYTES: u32 = 2 * KEY_BYTES + (BUCKETS + 1) * 4;

// Phase 2 batch: the wall slot, the cell's byte offset in the grid, and the parent entries of its two cells.
const BATCH: u32 = 256;
const SLOTS = memory.data(BATCH * 4, 16);
const PLACES = memory.data(BATCH * 4, 16);
const UPS = memory.data(BATCH * 8, 16);
// The walls a batch opens, as the cell's byte offset times 2 plus 1 for south, opened after the batch in one tight loop.
const OPENS = memory.data(BATCH * 4, 16);
// The warming loads feed this word, so the optimizer must keep them.
const SINK = memory.data(4, 4);

// Scratch bits of the cycle search: bit 4 = reached (padding has it already), bits 5–6 = direction back.
const REACHED: u8 = BORDER;
const BACK_SHIFT: u32 = 5;

// The cells of the running generation: openWall and closeWall get byte addresses, the step log wants indices.
let cellsAt: usize = 0;

/** Randomized Kruskal (walls in an implicit random order, union-find); returns a status code. */
export function generateKruskal(cells: usize, width: u32, height: u32, seed: u32): i32 {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0);
  cellsAt = cells;
  setOffsets(strideOf(width));
  const count = width * height;
  // The parent array starts after the cells, aligned to 8 bytes (the registry counts the slack); the queue follows.
  const parent = (cells + <usize>gridBytes(width, height) + 7) & ~<usize>7;
  const queue = parent + (<usize>count << 2);
  const side = permutationSide(count << 1);
  seedPermutation(side);
  let threshold = <u32>((<u64>side * side * LOW_PERCENT) / 100);

  // Each phase is a function with and one without a mask, in which `masked` is a constant (see joinLowWalls).
  // Phase 2 works on the sets phase 1 left: each cell's entry becomes its set's number, and the sets' own
  // union-find takes the queue's place (far fewer sets than cells, so it stays in cache).
  if (isMaskedGeneration()) {
    initSets(parent, count);
    let joinsLeft = included - 1 - joinLowWallsMasked(cells, parent, queue, width, height, side, threshold);
    if (joinsLeft != 0) {
      const sets = numberSets(parent, count);
      initSets(queue, sets);
      markCrossWalls(cells, parent, width, height);
      const stop = tailStart(side, sets, count);
      joinsLeft = joinHighWallsMasked(cells, parent, queue, width, height, side, threshold, stop, joinsLeft);
      if (joinsLeft != 0 && stop < side * side) joinTailMasked(cells, parent, queue, queue + (<usize>sets << 2), sets, count - 2 * sets, width, height, side, joinsLeft);
    }
  } else {
    // Recorded steps follow the reference's slot order (its cycle swaps included); otherwise blocks in rank order.
    const blocks = !isRecording() && count >= BLOCK_BYTES >> 2;
    if (!blocks) initSets(parent, count);
    if (blocks) threshold = <u32>((<u64>side * side * BLOCK_PERCENT) / 100);
    const lowJoins = blocks ? joinLowBlocks(cells, parent, queue, width, height, side, threshold) : joinLowWallsAll(cells, parent, queue, width, height, side, threshold);
    let joinsLeft = count - 1 - lowJoins;
    if (joinsLeft != 0) {
      const sets = numberSets(parent, count);
      initSets(queue, sets);
      markCrossWalls(cells, parent, width, height);
      const stop = tailStart(side, sets, count);
      joinsLeft = joinHighWallsAll(cells, parent, queue, width, height, side, threshold, stop, joinsLeft);
      if (joinsLeft != 0 && stop < side * side) joinTailAll(cells, parent, queue, queue + (<usize>sets << 2), sets, count - 2 * sets, width, height, side, joinsLeft);
    }
  }
  clearScratch(cells, width, height);
  return STATUS_OK;
}

// The phases without a mask and with one: each a function of its own, so the phases without a mask are compiled
// as they were before masks, with no test for excluded cells.
function joinLowWallsAll(cells: usize, parent: usize, queue: usize, width: u32, height: u32, side: u32, threshold: u32): u32 {
  return joinLowWalls(cells, parent, queue, width, height, side, threshold, false);
}

function joinLowWallsMasked(cells: usize, parent: usize, queue: usize, width: u32, height: u32, side: u32, threshold: u32): u32 {
  return joinLowWalls(cells, parent, queue, width, height, side, threshold, true);
}

function joinHighWallsAll(cells: usize, labels: usize, sets: usize, width: u32, height: u32, side: u32, threshold: u32, stop: u32, joinsLeft: u32): u32 {
  return joinHighWalls(cells, labels, sets, width, height, side, threshold, stop, joinsLeft, false);
}

function joinHighWallsMasked(cells: usize, labels: usize, sets: usize, width: u32, height: u32, side: u32, threshold: u32, stop: u32, joinsLeft: u32): u32 {
  return joinHighWalls(cells, labels, sets, width, height, side, threshold, stop, joinsLeft, true);
}

function joinTailAll(cells: usize, labels: usize, sets: usize, best: usize, count: u32, room: u32, width: u32, height: u32, side: u32, joinsLeft: u32): void {
  joinTail(cells, labels, sets, best, count, room, width, height, side, joinsLeft, false);
}

function joinTailMasked(cells: usize, labels: usize, sets: usize, best: usize, count: u32, room: u32, width: u32, height: u32, side: u32, joinsLeft: u32): void {
  joinTail(cells, labels, sets, best, count, room, width, height, side, joinsLeft, true);
}

// The rank where phase 2 hands over to phase 3: the whole range (no phase 3) when steps are recorded (they keep
// Kruskal's order) or when the queue cannot hold a second array as long as the sets' union-find.
function tailStart(side: u32, sets: u32, count: u32): u32 {
  if (isRecording() || sets > count >> 1) return side * side;
  return <u32>((<u64>side * side * TAIL_PERCENT) / 100);
}

// Numbers phase 1's sets 0, 1, … in the order of their roots, and puts ~(its set's number) in every cell's entry
// (negative, so a walk up from a cell stops at the first entry already numbered); returns how many sets.
function numberSets(parent: usize, count: u32): u32 {
  let sets: u32 = 0;
  for (let i: u32 = 0; i < count; i++) {
    const at = parent + (<usize>i << 2);
    if (load<i32>(at) < 0) {
      store<i32>(at, ~<i32>sets);
      sets++;
    }
  }
  for (let i: u32 = 0; i < count; i++) {
    const at = parent + (<usize>i << 2);
    let up = load<i32>(at);
    while (up >= 0) up = load<i32>(parent + (<usize>up << 2));
    store<i32>(at, up);
  }
  return sets;
}

// Whether the wall in direction d of the cell at `here` has an excluded cell on either side (never, without a mask).
@inline function touchesExcluded(here: usize, d: u32, masked: bool): bool {
  return masked && (load<u8>(here) == EXCLUDED || load<u8>(here + offsetOf(d)) == EXCLUDED);
}

// The ranks of the `length` (at most CHUNK) slots from `first` on, into RANKS: four at a time (SIMD) within a row of
// the permutation's square (slot = high·side + low).
@inline function rankSlots(first: u32, length: u32, side: u32): void {
  let high = first / side;
  let low = first - high * side;
  for (let k: u32 = 0; k < length; ) {
    if (low + 4 <= side && k + 4 <= length) {
      v128.store(RANKS + (<usize>k << 2), unpermute4(high, low));
      k += 4;
      low += 4;
    } else {
      store<u32>(RANKS + (<usize>k << 2), unpermute(high, low));
      k++;
      low++;
    }
    if (low == side) {
      low = 0;
      high++;
    }
  }
}

// Phase 1: every wall ranked below the threshold, in slot order; returns how many joined two sets.
@inline function joinLowWalls(cells: usize, parent: usize, queue: usize, width: u32, height: u32, side: u32, threshold: u32, masked: bool): u32 {
  const stride = strideOf(width);
  const slots = (width * height) << 1;
  let joins: u32 = 0;
  // (x, y) = the cell of the chunk's next slot.
  let x: u32 = 0;
  let y: u32 = 0;
  for (let first: u32 = 0; first < slots; first += CHUNK) {
    const length = min(CHUNK, slots - first);
    rankSlots(first, length, side);
    for (let k: u32 = 0; k < length; k += 2) {
      const a = (first + k) >> 1;
      const here = cells + <usize>(a + 2 * y + stride + 1);
      if (x + 1 < width) {
        const rank = load<u32>(RANKS + (<usize>k << 2));
        if (rank < threshold) joins += joinOrSwap(parent, queue, a, a + 1, here, DIR_E, rank, width, side, masked);
      }
      // The cell below has no wall taken yet (all its slots come later), so a low south wall always joins.
      if (y + 1 < height && load<u32>(RANKS + (<usize>(k + 1) << 2)) < threshold && !touchesExcluded(here, DIR_S, masked)) {
        adopt(parent, findRoot(parent, a), a + width);
        openWall(here, DIR_S);
        joins++;
        tickProgress(1);
      }
      if (++x == width) {
        x = 0;
        y++;
      }
    }
  }
  return joins;
}

// Phase 1 without a mask or recorded steps, block by block: the low walls inside a block are sorted by rank and
// taken in that order (Kruskal on the block: a wall closing a cycle is simply dropped, no search), then the walls
// on the block's west and north seams join it to the blocks before it, with cycle swaps as in joinLowWalls. Any
// order of insertion with swaps gives the same forest (the minimum spanning forest of the low walls).
function joinLowBlocks(cells: usize, parent: usize, queue: usize, width: u32, height: u32, side: u32, threshold: u32): u32 {
  // Buckets of the counting sort: rank >> shift, below BUCKETS.
  let shift: u32 = 0;
  while (shift < 31 && ((threshold | 1) - 1) >> shift >= BUCKETS) shift++;
  let joins: u32 = 0;
  for (let y0: u32 = 0; y0 < height; y0 += BLOCK_H) {
    const y1 = min(y0 + BLOCK_H, height);
    for (let x0: u32 = 0; x0 < width; x0 += BLOCK_W) {
      const x1 = min(x0 + BLOCK_W, width);
      const listed = listBlockWalls(queue, parent, width, x0, x1, y0, y1, side, threshold);
      sortBlockWalls(queue, listed, shift);
      joins += joinBlockWalls(cells, parent, queue + KEY_BYTES, width, x0, y0, listed);
      joins += joinSeams(cells, parent, queue, width, x0, x1, y0, y1, side, threshold);
    }
  }
  return joins;
}

// Lists the walls inside the block [x0, x1) × [y0, y1) ranked below the threshold in keys, as rank << 16 | the
// block's cell (row · BLOCK_W + column) << 1 | 1 for south; returns how many.
function listBlockWalls(keys: usize, parent: usize, width: u32, x0: u32, x1: u32, y0: u32, y1: u32, side: u32, threshold: u32): u32 {
  let listed: u32 = 0;
  const length = (x1 - x0) << 1;
  for (let y = y0; y < y1; y++) {
    // The block's cells become sets of their own here (no pass over the whole parent array, and their entries are
    // in cache when joined). The slots of the row's cells are consecutive: 2·(y·W + x0) on.
    memory.fill(parent + ((<usize>(y * width + x0)) << 2), 0xff, <usize>(x1 - x0) << 2);
    rankSlots((y * width + x0) << 1, length, side);
    // Stored always, counted only when taken: no branch on the ranks.
    const row = (y - y0) * BLOCK_W;
    const southInside = y + 1 < y1;
    for (let k: u32 = 0; k < length; k += 2) {
      const cell = (row + (k >> 1)) << 1;
      const east = load<u32>(RANKS + (<usize>k << 2));
      store<u64>(keys + (<usize>listed << 3), (<u64>east << 16) | cell);
      listed += <u32>(east < threshold) & <u32>(k + 2 < length);
      const south = load<u32>(RANKS + (<usize>(k + 1) << 2));
      store<u64>(keys + (<usize>listed << 3), (<u64>south << 16) | (cell | 1));
      listed += <u32>(south < threshold) & <u32>southInside;
    }
  }
  return listed;
}

// Sorts keys[0, listed) into sorted (right after them) by rank: a counting sort on rank >> shift, then insertion
// inside the buckets (they hold about one key each).
function sortBlockWalls(keys: usize, listed: u32, shift: u32): void {
  const sorted = keys + KEY_BYTES;
  const counts = sorted + KEY_BYTES;
  memory.fill(counts, 0, (BUCKETS + 1) << 2);
  for (let i: u32 = 0; i < listed; i++) {
    const bucket = <u32>(load<u64>(keys + (<usize>i << 3)) >> 16) >> shift;
    const at = counts + (<usize>(bucket + 1) << 2);
    store<u32>(at, load<u32>(at) + 1);
  }
  let sum: u32 = 0;
  for (let b: u32 = 0; b < BUCKETS; b++) {
    const at = counts + (<usize>b << 2);
    sum += load<u32>(at);
    store<u32>(at, sum);
  }
  for (let i: u32 = 0; i < listed; i++) {
    const key = load<u64>(keys + (<usize>i << 3));
    const at = counts + (<usize>(<u32>(key >> 16) >> shift) << 2);
    const place = load<u32>(at);
    store<u32>(at, place + 1);
    store<u64>(sorted + (<usize>place << 3), key);
  }
  for (let i: u32 = 1; i < listed; i++) {
    const key = load<u64>(sorted + (<usize>i << 3));
    let j = i;
    while (j > 0 && load<u64>(sorted + (<usize>(j - 1) << 3)) > key) {
      store<u64>(sorted + (<usize>j << 3), load<u64>(sorted + (<usize>(j - 1) << 3)));
      j--;
    }
    store<u64>(sorted + (<usize>j << 3), key);
  }
}

// Kruskal on the block whose first cell is (x0, y0): the sorted walls in rank order; returns how many joined.
function joinBlockWalls(cells: usize, parent: usize, sorted: usize, width: u32, x0: u32, y0: u32, listed: u32): u32 {
  const stride = strideOf(width);
  const base = y0 * width + x0;
  const bytes = cells + <usize>(y0 * stride + stride + x0 + 1);
  let joins: u32 = 0;
  for (let i: u32 = 0; i < listed; i++) {
    const id = <u32>load<u64>(sorted + (<usize>i << 3)) & 0xffff;
    const cell = id >> 1;
    const row = cell >> BLOCK_W_SHIFT;
    const column = cell & (BLOCK_W - 1);
    const a = base + row * width + column;
    const south = (id & 1) != 0;
    const rootA = findRoot(parent, a);
    const rootB = findRoot(parent, south ? a + width : a + 1);
    if (rootA == rootB) continue;
    unite(parent, rootA, rootB);
    openWall(bytes + <usize>(row * stride + column), south ? DIR_S : DIR_E);
    joins++;
  }
  tickProgress(joins);
  return joins;
}

// The low walls on the block's west seam (east walls of column x0 - 1) and north seam (south walls of row y0 - 1),
// joined to the blocks before it, a cycle swapped as in phase 1; returns how many joined.
function joinSeams(cells: usize, parent: usize, queue: usize, width: u32, x0: u32, x1: u32, y0: u32, y1: u32, side: u32, threshold: u32): u32 {
  const stride = strideOf(width);
  let joins: u32 = 0;
  if (x0 > 0) {
    for (let y = y0; y < y1; y++) {
      const a = y * width + x0 - 1;
      const slot = a << 1;
      const rank = unpermute(slot / side, slot % side);
      if (rank < threshold) joins += joinOrSwap(parent, queue, a, a + 1, cells + <usize>(a + 2 * y + stride + 1), DIR_E, rank, width, side, false);
    }
  }
  if (y0 > 0) {
    const y = y0 - 1;
    for (let x = x0; x < x1; x++) {
      const a = y * width + x;
      const slot = (a << 1) | 1;
      const rank = unpermute(slot / side, slot % side);
      if (rank < threshold) joins += joinOrSwap(parent, queue, a, a + width, cells + <usize>(a + 2 * y + stride + 1), DIR_S, rank, width, side, false);
    }
  }
  return joins;
}

// Opens the wall in direction d of cell a (byte at `here`) if it joins two sets (returns 1); otherwise
// it closes a cycle, whose highest-ranked wall gives way to it if it ranks higher (returns 0).
@inline function joinOrSwap(parent: usize, queue: usize, a: u32, b: u32, here: usize, d: u32, rank: u32, width: u32, side: u32, masked: bool): u32 {
  const rootA = findRoot(parent, a);
  const rootB = findRoot(parent, b);
  if (rootA != rootB) {
    if (touchesExcluded(here, d, masked)) return 0;
    unite(parent, rootA, rootB);
    tickProgress(1);
    openWall(here, d);
    return 1;
  }
  swapIntoCycle(queue, b, here, d, rank, width, side);
  return 0;
}

// The cell at `here` and its neighbour in direction d (interior index b) are joined already: search the passages
// from one to the other, walk the path back to find its highest-ranked wall, and swap that wall for the wall
// between them when it ranks higher.
function swapIntoCycle(queue: usize, b: u32, here: usize, d: u32, rank: u32, width: u32, side: u32): void {
  const target = here + offsetOf(d);
  store<u8>(here, load<u8>(here) | REACHED);
  store<u32>(queue, <u32>here);
  let tail: u32 = 1;
  let found = false;
  for (let head: u32 = 0; !found; head++) {
    const cell = <usize>load<u32>(queue + (<usize>head << 2));
    let open = <u32>load<u8>(cell) & PASSAGES;
    while (open != 0) {
      const dir = ctz(open);
      open &= open - 1;
      const next = cell + offsetOf(dir);
      const bits = <u32>load<u8>(next);
      if ((bits & REACHED) != 0) continue;
      store<u8>(next, bits | REACHED | (((dir + 2) & 3) << BACK_SHIFT));
      if (next == target) {
        found = true;
        break;
      }
      store<u32>(queue + (<usize>tail << 2), <u32>next);
      tail++;
    }
  }
  // Walk back from the target (interior index b), keeping the highest-ranked wall above this one's rank.
  let highestRank = rank;
  let highestCell: usize = 0;
  let highestDir: u32 = 0;
  let cell = target;
  let index = b;
  while (cell != here) {
    const back = (<u32>load<u8>(cell) >> BACK_SHIFT) & 3;
    const slot = wallSlot(index, back, width);
    const wallRank = unpermute(slot / side, slot % side);
    if (wallRank > highestRank) {
      highestRank = wallRank;
      highestCell = cell;
      highestDir = back;
    }
    cell += offsetOf(back);
    index += indexOffset(back, width);
  }
  store<u8>(target, load<u8>(target) & PASSAGES);
  for (let k: u32 = 0; k < tail; k++) {
    const reached = <usize>load<u32>(queue + (<usize>k << 2));
    store<u8>(reached, load<u8>(reached) & PASSAGES);
  }
  if (highestCell != 0) {
    closeWall(highestCell, highestDir);
    openWall(here, d);
  }
}

// Scratch bits of phase 2: the east (south) wall joins two of phase 1's sets. On an excluded cell (EXCLUDED) they
// are always set, so such a wall is looked at too, and refused by touchesExcluded.
const CROSS_E: u32 = 0x20;
const CROSS_S: u32 = 0x40;

// Marks, in the scratch bits of each cell, which of its east and south walls join two different sets.
function markCrossWalls(cells: usize, labels: usize, width: u32, height: u32): void {
  const stride = strideOf(width);
  for (let y: u32 = 0; y < height; y++) {
    const row = labels + ((<usize>y * width) << 2);
    const here = cells + <usize>(y + 1) * stride + 1;
    const last = y + 1 < height;
    for (let x: u32 = 0; x < width; x++) {
      const label = load<i32>(row + (<usize>x << 2));
      let bits: u32 = 0;
      if (x + 1 < width && load<i32>(row + (<usize>x << 2) + 4) != label) bits = CROSS_E;
      if (last && load<i32>(row + ((<usize>(x + width)) << 2)) != label) bits |= CROSS_S;
      store<u8>(here + x, <u32>load<u8>(here + x) | bits);
    }
  }
}

// Slot of the wall in direction dir (0..3 = N, E, S, W) of the cell with interior index `index`.
@inline function wallSlot(index: u32, dir: u32, width: u32): u32 {
  if (dir == 0) return ((index - width) << 1) | 1;
  if (dir == 1) return index << 1;
  if (dir == 2) return (index << 1) | 1;
  return (index - 1) << 1;
}

// Change of the interior index for a step in direction dir.
@inline function indexOffset(dir: u32, width: u32): u32 {
  if (dir == 0) return 0 - width;
  if (dir == 1) return 1;
  if (dir == 2) return width;
  return <u32>-1;
}

@inline function openWall(here: usize, d: u32): void {
  const there = here + offsetOf(d);
  store<u8>(here, <u32>load<u8>(here) | (<u32>1 << d));
  store<u8>(there, <u32>load<u8>(there) | (<u32>1 << ((d + 2) & 3)));
  if (isRecording()) logStep(<u32>(here - cellsAt), d);
}

@inline function closeWall(here: usize, d: u32): void {
  const there = here + offsetOf(d);
  store<u8>(here, <u32>load<u8>(here) & ~(<u32>1 << d));
  store<u8>(there, <u32>load<u8>(there) & ~(<u32>1 << ((d + 2) & 3)));
  if (isRecording()) logStep(<u32>(here - cellsAt), d);
}

// Phase 2: the ranks from the threshold up, in order, until the maze is joined. A wall joins the sets of phase 1
// (labels: ~number per cell) that hold its cells, in their own union-find (sets).
@inline function joinHighWalls(cells: usize, labels: usize, sets: usize, width: u32, height: u32, side: u32, threshold: u32, stop: u32, joinsLeft: u32, masked: bool): u32 {
  const slots = (width * height) << 1;
  let high = threshold / side;
  let low = threshold - high * side;
  let rank = threshold;
  const perWidth = 1.0 / <f64>width;
  let sink: u32 = 0;
  while (joinsLeft != 0 && rank < stop) {
    // Next batch of walls in rank order (slots past the grid are dropped)...
    let listed: u32 = 0;
    while (listed + 4 <= BATCH && rank < stop) {
      if (low + 4 <= side && rank + 4 <= stop) {
        const four = permute4(high, low);
        listed = listWall(i32x4.extract_lane(four, 0), listed, width, slots, perWidth);
        listed = listWall(i32x4.extract_lane(four, 1), listed, width, slots, perWidth);
        listed = listWall(i32x4.extract_lane(four, 2), listed, width, slots, perWidth);
        listed = listWall(i32x4.extract_lane(four, 3), listed, width, slots, perWidth);
        low += 4;
        rank += 4;
      } else {
        listed = listWall(permute(high, low), listed, width, slots, perWidth);
        low++;
        rank++;
      }
      if (low == side) {
        low = 0;
        high++;
      }
    }
    // ... of which those that join two sets stay (see markCrossWalls): their cells' bytes are warmed first.
    for (let k: u32 = 0; k < listed; k++) sink += load<u8>(cells + <usize>load<u32>(PLACES + (<usize>k << 2)));
    let filled: u32 = 0;
    for (let k: u32 = 0; k < listed; k++) {
      const slot = load<u32>(SLOTS + (<usize>k << 2));
      const place = load<u32>(PLACES + (<usize>k << 2));
      store<u32>(SLOTS + (<usize>filled << 2), slot);
      store<u32>(PLACES + (<usize>filled << 2), place);
      filled += (<u32>load<u8>(cells + <usize>place) >> (5 + (slot & 1))) & 1;
    }
    // The labels of both cells, then the sets' entries: independent loads in tight loops, so the misses overlap.
    for (let k: u32 = 0; k < filled; k++) {
      const slot = load<u32>(SLOTS + (<usize>k << 2));
      const a = slot >> 1;
      const b = a + ((slot & 1) != 0 ? width : 1);
      store<i32>(UPS + (<usize>k << 3), ~load<i32>(labels + (<usize>a << 2)));
      store<i32>(UPS + (<usize>k << 3) + 4, ~load<i32>(labels + (<usize>b << 2)));
    }
    for (let k: u32 = 0; k < filled; k++) {
      sink += load<u32>(sets + (<usize>load<u32>(UPS + (<usize>k << 3)) << 2)) + load<u32>(sets + (<usize>load<u32>(UPS + (<usize>k << 3) + 4) << 2));
    }
    let opened: u32 = 0;
    for (let k: u32 = 0; k < filled; k++) {
      const setA = load<u32>(UPS + (<usize>k << 3));
      const setB = load<u32>(UPS + (<usize>k << 3) + 4);
      const rootA = findRoot(sets, setA);
      const rootB = findRoot(sets, setB);
      if (rootA == rootB) continue;
      const slot = load<u32>(SLOTS + (<usize>k << 2));
      const place = load<u32>(PLACES + (<usize>k << 2));
      if (touchesExcluded(cells + <usize>place, (slot & 1) != 0 ? DIR_S : DIR_E, masked)) continue;
      unite(sets, rootA, rootB);
      store<u32>(OPENS + (<usize>opened << 2), (place << 1) | (slot & 1));
      opened++;
      if (--joinsLeft == 0) break;
    }
    // The grid's bytes of the opened walls: independent read-modify-writes, in rank order (the step log's order).
    for (let k: u32 = 0; k < opened; k++) {
      const open = load<u32>(OPENS + (<usize>k << 2));
      openWall(cells + <usize>(open >> 1), (open & 1) != 0 ? DIR_S : DIR_E);
    }
    tickProgress(opened);
  }
  store<u32>(SINK, sink);
  return joinsLeft;
}

// Phase 3: Borůvka rounds over what phase 2 left. Every wall below phase 2's stop has been taken, so each set's
// lowest-ranked wall out of it is in the spanning tree (nothing lower leaves it): each round finds those of all
// sets but the largest (best: a rank per set number, its root's entry) in one pass over the cells, then opens them.
@inline function joinTail(cells: usize, labels: usize, sets: usize, best: usize, count: u32, room: u32, width: u32, height: u32, side: u32, joinsLeft: u32, masked: bool): void {
  // The cells outside the largest set, listed after best while they fit (room entries), so that later rounds
  // visit only them; otherwise every round visits every cell.
  const list = best + (<usize>count << 2);
  let listed: u32 = 0;
  let listFits = true;
  let sink: u32 = 0;
  // The largest set, found once: it only grows, so its root is found again each round.
  // Every set points straight at its root first, so that the pass over the cells finds roots in one step.
  let largest: u32 = 0;
  for (let k: u32 = 0; k < count; k++) {
    const up = load<i32>(sets + (<usize>k << 2));
    if (up >= 0) store<i32>(sets + (<usize>k << 2), <i32>findRoot(sets, <u32>up));
    else if (up < load<i32>(sets + (<usize>largest << 2))) largest = k;
  }
  for (let round: u32 = 0; joinsLeft != 0; round++) {
    memory.fill(best, 0xff, <usize>count << 2); // NONE everywhere
    largest = findRoot(sets, largest);
    if (round == 0 || !listFits) {
      let a: u32 = 0;
      for (let y: u32 = 0; y < height; y++) {
        for (let x: u32 = 0; x < width; x++, a++) {
          if (!lowestOut(cells, labels, sets, best, a, x, y, largest, width, height, side, masked)) continue;
          if (round != 0) continue;
          if (listed < room) {
            store<u32>(list + (<usize>listed << 2), a);
            listed++;
          } else {
            listFits = false;
          }
        }
      }
    } else {
      let kept: u32 = 0;
      for (let k: u32 = 0; k < listed; k++) {
        const a = load<u32>(list + (<usize>k << 2));
        const y = a / width;
        if (lowestOut(cells, labels, sets, best, a, a - y * width, y, largest, width, height, side, masked)) {
          store<u32>(list + (<usize>kept << 2), a);
          kept++;
        }
      }
      listed = kept;
    }
    // Open each set's lowest wall out (two sets may have chosen the same wall: it opens once), BATCH sets at a
    // time: their walls' slots replace the ranks and their cells' set numbers are loaded in one loop, so the
    // misses overlap, and then the walls are joined.
    let opened: u32 = 0;
    for (let first: u32 = 0; first < count && joinsLeft != 0; first += BATCH) {
      const end = min(first + BATCH, count);
      for (let k = first; k < end; k++) {
        const rank = load<u32>(best + (<usize>k << 2));
        if (rank == NONE) continue;
        const slot = permute(rank / side, rank % side);
        store<u32>(best + (<usize>k << 2), slot);
        const a = slot >> 1;
        sink += load<u32>(labels + (<usize>a << 2)) + load<u32>(labels + (<usize>((slot & 1) != 0 ? a + width : a + 1) << 2));
      }
      for (let k = first; k < end && joinsLeft != 0; k++) {
        const slot = load<u32>(best + (<usize>k << 2));
        if (slot == NONE) continue;
        const a = slot >> 1;
        const south = (slot & 1) != 0;
        const rootA = findRoot(sets, ~load<i32>(labels + (<usize>a << 2)));
        const rootB = findRoot(sets, ~load<i32>(labels + (<usize>(south ? a + width : a + 1) << 2)));
        if (rootA == rootB) continue;
        unite(sets, rootA, rootB);
        const y = a / width;
        openWall(cells + <usize>(a + 2 * y + width + 3), south ? DIR_S : DIR_E);
        opened++;
        joinsLeft--;
      }
    }
    tickProgress(opened);
    // A mask whose cells are not all connected: nothing more can join.
    if (opened == 0) break;
  }
  store<u32>(SINK, sink);
}

// For a cell a = (x, y) outside the largest set: lowers its set's entry in best to the lowest rank of its walls
// out of the set, and returns true; false for a cell of the largest set (or an excluded one).
@inline function lowestOut(cells: usize, labels: usize, sets: usize, best: usize, a: u32, x: u32, y: u32, largest: u32, width: u32, height: u32, side: u32, masked: bool): bool {
  const root = findRoot(sets, ~load<i32>(labels + (<usize>a << 2)));
  if (root == largest) return false;
  const here = cells + <usize>(a + 2 * y + width + 3);
  if (masked && load<u8>(here) == EXCLUDED) return false;
  let lowest = load<u32>(best + (<usize>root << 2));
  if (y > 0) lowest = min(lowest, tailRank(here, a - width, ((a - width) << 1) | 1, DIR_N, labels, sets, root, side, masked));
  if (x + 1 < width) lowest = min(lowest, tailRank(here, a + 1, a << 1, DIR_E, labels, sets, root, side, masked));
  if (y + 1 < height) lowest = min(lowest, tailRank(here, a + width, (a << 1) | 1, DIR_S, labels, sets, root, side, masked));
  if (x > 0) lowest = min(lowest, tailRank(here, a - 1, (a - 1) << 1, DIR_W, labels, sets, root, side, masked));
  store<u32>(best + (<usize>root << 2), lowest);
  return true;
}

// The rank of the wall in direction d of the cell at `here` (interior index of the neighbour b, wall slot `slot`)
// if it leads out of the set rooted at `root`, else NONE.
@inline function tailRank(here: usize, b: u32, slot: u32, d: u32, labels: usize, sets: usize, root: u32, side: u32, masked: bool): u32 {
  if (findRoot(sets, ~load<i32>(labels + (<usize>b << 2))) == root) return NONE;
  if (masked && load<u8>(here + offsetOf(d)) == EXCLUDED) return NONE;
  return unpermute(slot / side, slot % side);
}

// Appends the wall of this slot to the batch if it lies inside the grid; returns the new batch size.
@inline function listWall(slot: u32, listed: u32, width: u32, slots: u32, perWidth: f64): u32 {
  const a = slot >> 1;
  // a / width, exactly: (a + 1/2) / width is at least 1/(2·width) from an integer, far more than the rounding error.
  const y = <u32>((<f64>a + 0.5) * perWidth);
  store<u32>(SLOTS + (<usize>listed << 2), slot);
  store<u32>(PLACES + (<usize>listed << 2), a + 2 * y + width + 3);
  return listed + <u32>(slot < slots);
}
