// Randomized Kruskal (seed 004): all walls in random order; a wall opens when it joins two different sets
// (union-find with path halving and union by size). The random order is an implicit permutation
// (permutation.ts): the wall of rank r is slot permute(r), so no wall list is stored.
// Mirror of assembly/generators/kruskal.ts.
//
// Walls are slots s in [0, 2·W·H): cell s >> 1 (row-major interior index), east wall if s is even, south if
// odd; slots past the east or south edge are skipped. The maze is exactly what taking ranks 0, 1, 2, … in
// order gives, computed in two phases so that most memory accesses stay in cache:
//   1. Walls ranked below 45% of the range, in slot (row-major) order. Below the bond-percolation threshold
//      (1/2) their sets stay small, so this pass is local. A wall whose cells are already joined closes a
//      cycle: the highest-ranked wall on that cycle is the one Kruskal would have left closed, so it is
//      found by a breadth-first search of the cycle and closed, and this wall opened, if it ranks lower.
//   2. The remaining ranks in rank order. The Wasm core finds the same tree faster (distinct ranks have one
//      minimum spanning tree): phase 1 block by block in rank order (up to 47%, seams joined with cycle swaps)
//      when no steps are recorded, the sets of phase 1 numbered, ranks up to 57% in batches, then Borůvka rounds.
//
// Masks: the walls are the same slots and ranks; a wall with an excluded cell (EXCLUDED) on either side never
// opens (it always joins two sets, as an excluded cell stays alone), so it is looked at only where a wall would
// join, and the joins stop at C - 1 (C = the number of included cells). Without a mask nothing is looked at.
//
// Order of random draws:
//   1. 4 × nextU32(): the permutation's round keys. Nothing else is drawn.
//
// Working memory: the parent array (4 bytes per cell) and the search queue of phase 1 (4 bytes per cell).

import { BORDER, DIR_E, DIR_S, EXCLUDED, isMaskedGeneration, offsetsFor, PASSAGES, strideOf } from "../grid.js";
import { finishMaskedGrid, initMaskedGrid } from "../mask.js";
import { permutationSide, permute, seedPermutation, unpermute } from "../permutation.js";
import { tickProgress } from "../progress.js";
import { seedRandom } from "../random.js";
import { isRecording, logStep } from "../steps.js";
import { adopt, findRoot, initSets, unite } from "../unionfind.js";

// Phase 1 takes the ranks below LOW_PERCENT of the permutation's range.
const LOW_PERCENT = 45;

// Scratch bits of the cycle search: bit 4 = reached (padding has it already), bits 5–6 = direction back.
const REACHED = BORDER;
const BACK_SHIFT = 5;

export function generateKruskal(cells: Uint8Array, width: number, height: number, seed: number): void {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0);
  const offsets = offsetsFor(strideOf(width));
  const count = width * height;
  const parent = new Int32Array(count);
  const queue = new Int32Array(count);
  initSets(parent);
  const side = permutationSide(count * 2);
  seedPermutation(side);
  const threshold = Math.floor((side * side * LOW_PERCENT) / 100);

  const joinsLeft = included - 1 - joinLowWalls(cells, parent, queue, offsets, width, height, side, threshold);
  if (joinsLeft !== 0) joinHighWalls(cells, parent, offsets, width, height, side, threshold, joinsLeft);
  finishMaskedGrid(cells, width, height);
}

// Whether the wall in direction d of the cell at `here` has an excluded cell on either side (never, without a mask).
function touchesExcluded(cells: Uint8Array, offsets: Int32Array, here: number, d: number): boolean {
  return isMaskedGeneration() && (cells[here] === EXCLUDED || cells[here + offsets[d]!] === EXCLUDED);
}

// Phase 1: every wall ranked below the threshold, in slot order; returns how many joined two sets.
function joinLowWalls(
  cells: Uint8Array,
  parent: Int32Array,
  queue: Int32Array,
  offsets: Int32Array,
  width: number,
  height: number,
  side: number,
  threshold: number,
): number {
  const stride = strideOf(width);
  let joins = 0;
  // (high, low) = the next slot to rank, as high·side + low.
  let high = 0;
  let low = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const a = y * width + x;
      const here = a + 2 * y + stride + 1;
      const eastRank = unpermute(high, low);
      if (++low === side) {
        low = 0;
        high++;
      }
      const southRank = unpermute(high, low);
      if (++low === side) {
        low = 0;
        high++;
      }
      if (x + 1 < width && eastRank < threshold) {
        joins += joinOrSwap(cells, parent, queue, offsets, a, a + 1, here, DIR_E, eastRank, width, side);
      }
      // The cell below has no wall taken yet (all its slots come later), so a low south wall always joins.
      if (y + 1 < height && southRank < threshold && !touchesExcluded(cells, offsets, here, DIR_S)) {
        adopt(parent, findRoot(parent, a), a + width);
        openWall(cells, offsets, here, DIR_S);
        joins++;
        tickProgress(1);
      }
    }
  }
  return joins;
}

// Opens the wall in direction d of cell a (byte at `here`) if it joins two sets (returns 1); otherwise
// it closes a cycle, whose highest-ranked wall gives way to it if it ranks higher (returns 0).
function joinOrSwap(
  cells: Uint8Array,
  parent: Int32Array,
  queue: Int32Array,
  offsets: Int32Array,
  a: number,
  b: number,
  here: number,
  d: number,
  rank: number,
  width: number,
  side: number,
): number {
  const rootA = findRoot(parent, a);
  const rootB = findRoot(parent, b);
  if (rootA !== rootB) {
    if (touchesExcluded(cells, offsets, here, d)) return 0;
    unite(parent, rootA, rootB);
    tickProgress(1);
    openWall(cells, offsets, here, d);
    return 1;
  }
  swapIntoCycle(cells, queue, offsets, b, here, d, rank, width, side);
  return 0;
}

// The cell at `here` and its neighbour in direction d (interior index b) are joined already: search the passages
// from one to the other, walk the path back to find its highest-ranked wall, and swap that wall for the wall
// between them when it ranks higher.
function swapIntoCycle(
  cells: Uint8Array,
  queue: Int32Array,
  offsets: Int32Array,
  b: number,
  here: number,
  d: number,
  rank: number,
  width: number,
  side: number,
): void {
  const target = here + offsets[d]!;
  cells[here]! |= REACHED;
  queue[0] = here;
  let tail = 1;
  let found = false;
  for (let head = 0; !found; head++) {
    const cell = queue[head]!;
    let open = cells[cell]! & PASSAGES;
    while (open !== 0) {
      const dir = 31 - Math.clz32(open & -open);
      open &= open - 1;
      const next = cell + offsets[dir]!;
      const bits = cells[next]!;
      if ((bits & REACHED) !== 0) continue;
      cells[next] = bits | REACHED | (((dir + 2) & 3) << BACK_SHIFT);
      if (next === target) {
        found = true;
        break;
      }
      queue[tail++] = next;
    }
  }
  // Walk back from the target (interior index b), keeping the highest-ranked wall above this one's rank.
  let highestRank = rank;
  let highestCell = 0;
  let highestDir = 0;
  let cell = target;
  let index = b;
  while (cell !== here) {
    const back = (cells[cell]! >> BACK_SHIFT) & 3;
    const slot = wallSlot(index, back, width);
    const wallRank = unpermute(Math.floor(slot / side), slot % side);
    if (wallRank > highestRank) {
      highestRank = wallRank;
      highestCell = cell;
      highestDir = back;
    }
    cell += offsets[back]!;
    index += indexOffset(back, width);
  }
  cells[target]! &= PASSAGES;
  for (let k = 0; k < tail; k++) cells[queue[k]!]! &= PASSAGES;
  if (highestCell !== 0) {
    closeWall(cells, offsets, highestCell, highestDir);
    openWall(cells, offsets, here, d);
  }
}

// Slot of the wall in direction dir (0..3 = N, E, S, W) of the cell with interior index `index`.
function wallSlot(index: number, dir: number, width: number): number {
  if (dir === 0) return (index - width) * 2 + 1;
  if (dir === 1) return index * 2;
  if (dir === 2) return index * 2 + 1;
  return (index - 1) * 2;
}

// Change of the interior index for a step in direction dir.
function indexOffset(dir: number, width: number): number {
  if (dir === 0) return -width;
  if (dir === 1) return 1;
  if (dir === 2) return width;
  return -1;
}

function openWall(cells: Uint8Array, offsets: Int32Array, here: number, d: number): void {
  cells[here]! |= 1 << d;
  cells[here + offsets[d]!]! |= 1 << ((d + 2) & 3);
  if (isRecording()) logStep(here, d);
}

function closeWall(cells: Uint8Array, offsets: Int32Array, here: number, d: number): void {
  cells[here]! &= ~(1 << d);
  cells[here + offsets[d]!]! &= ~(1 << ((d + 2) & 3));
  if (isRecording()) logStep(here, d);
}

// Phase 2: the ranks from the threshold up, in order, until the maze is joined.
function joinHighWalls(
  cells: Uint8Array,
  parent: Int32Array,
  offsets: Int32Array,
  width: number,
  height: number,
  side: number,
  threshold: number,
  joinsLeft: number,
): void {
  const stride = strideOf(width);
  const slots = width * height * 2;
  let high = Math.floor(threshold / side);
  let low = threshold - high * side;
  while (joinsLeft !== 0 && high < side) {
    const slot = permute(high, low);
    if (++low === side) {
      low = 0;
      high++;
    }
    if (slot >= slots) continue;
    const a = slot >>> 1;
    const y = Math.floor(a / width);
    const x = a - y * width;
    const south = (slot & 1) !== 0;
    if (south ? y + 1 >= height : x + 1 >= width) continue;
    const rootA = findRoot(parent, a);
    const rootB = findRoot(parent, south ? a + width : a + 1);
    if (rootA === rootB) continue;
    const here = a + 2 * y + stride + 1;
    if (touchesExcluded(cells, offsets, here, south ? DIR_S : DIR_E)) continue;
    unite(parent, rootA, rootB);
    tickProgress(1);
    openWall(cells, offsets, here, south ? DIR_S : DIR_E);
    joinsLeft--;
  }
}
