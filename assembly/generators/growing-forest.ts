// Growing forest: `trees` depth-first trees seeded at distinct random cells grow together until they fill the
// grid, then union-find merges them into one perfect maze.
//
// Growth: each step picks one of the trees still growing, uniformly, and grows it by one cell: its depth-first
// walk steps back until its cell has an unvisited neighbour, then carves into a random one. A tree is done
// when its walk is back at its seed with nothing left to carve (the step then picks again). Each cell keeps the
// direction back to its parent in its scratch bits (as in the backtracker), so a tree needs only its current cell.
//
// Merge: every wall between two trees gets a distinct random rank (assembly/permutation.ts), and the trees are
// joined along the walls that Kruskal would open taking them in rank order: the minimum spanning tree of the
// trees under those ranks, found by Borůvka rounds (each set opens its lowest-ranked wall to another set), so
// each round is a sequential pass over the grid.
//
// Masks: excluded cells (EXCLUDED, non-zero) are never grown into, hold no seed, and keep their byte through the
// merge, whose walls between trees leave out every wall with an excluded side.
//
// Order of random draws (mirrored in src/reference/generators/growing-forest.ts):
//   1. for each tree t = 0 .. T-1 (T = min(trees, C), C = the number of included cells, W·H without a mask):
//      below(C - t) picks its seed by a partial Fisher–Yates shuffle of the row-major indices of the included
//      cells (seed t = the cell that lands in slot t).
//   2. each growth step: below(G) picks the tree among the G still growing (G = 1 takes it without a draw),
//      in the order of a list where a finished tree is replaced by the last one; then, once its walk is at a
//      cell with k >= 2 unvisited neighbours, below(k) picks among them in N, E, S, W order (k = 1 takes the
//      only one).
//   3. 4 × nextU32(): the round keys of the wall ranks.
// With trees = 1 this is exactly the backtracker, draw for draw.
//
// Working memory: the parent array (4 bytes per cell), and 4 bytes per cell that hold first the seeds and the
// growing trees' current cells, then each set's lowest-ranked wall during the merge.

import { BORDER, EXCLUDED, PASSAGES, clearScratch, gridBytes, isMaskedGeneration, nthSetBit, offsetOf, setOffsets, strideOf } from "../grid";
import { initMaskedGrid } from "../mask";
import { permute, permutationSide, seedPermutation, unpermute } from "../permutation";
import { below, seedRandom } from "../random";
import { adopt, findRoot, initSets, unite } from "../unionfind";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { isRecording, logStep } from "../steps";

// Growth scratch bits: bit 4 = visited (as padding), bits 5–6 = direction back to the parent, bit 7 = a seed.
const VISITED: u8 = BORDER;
const BACK_SHIFT: u32 = 5;
const SEED: u8 = 0x80;
// Merge scratch bits: the east (bit 5) or south (bit 6) wall still separates two trees or sets.
const BETWEEN_E: u8 = 0x20;
const BETWEEN_S: u8 = 0x40;
const BETWEEN = BETWEEN_E | BETWEEN_S;
// No wall ranked yet for this set.
const NONE: u32 = 0xffffffff;

/** Growing forest (`trees` depth-first trees grown together, merged by union-find); returns a status code. */
export function generateGrowingForest(cells: usize, width: u32, height: u32, seed: u32, trees: u32): i32 {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0);
  setOffsets(strideOf(width));
  const count = width * height;
  // The parent array starts after the cells, aligned to 8 bytes (the registry counts the slack); `spare` follows.
  const parent = (cells + <usize>gridBytes(width, height) + 7) & ~<usize>7;
  const spare = parent + (<usize>count << 2);
  initSets(parent, count);
  const treeCount = min(trees, included);
  plantSeeds(cells, spare, width, height, treeCount, included);
  grow(cells, parent, spare, width, treeCount);
  // The marking and the merge with and without a mask: `masked` is a constant in each copy, so the copies without
  // a mask have no test for excluded cells.
  const masked = isMaskedGeneration();
  if (masked) markWallsBetweenTrees(cells, parent, width, height, true);
  else markWallsBetweenTrees(cells, parent, width, height, false);
  const side = permutationSide(count << 1);
  seedPermutation(side);
  if (masked) mergeTreesMasked(cells, parent, spare, width, height, side, treeCount - 1);
  else mergeTreesAll(cells, parent, spare, width, height, side, treeCount - 1);
  clearScratch(cells, width, height);
  return STATUS_OK;
}

// Draws the seeds by a partial Fisher–Yates shuffle of the included cells' indices in `heads`, marks them, and
// leaves heads[t] = the byte offset of seed t, where tree t's walk starts.
function plantSeeds(cells: usize, heads: usize, width: u32, height: u32, treeCount: u32, count: u32): void {
  const stride = strideOf(width);
  if (!isMaskedGeneration()) {
    for (let i: u32 = 0; i < count; i++) store<u32>(heads + (<usize>i << 2), i);
  } else {
    let listed: u32 = 0;
    for (let i: u32 = 0; i < width * height; i++) {
      if (load<u8>(cells + <usize>(i + 2 * (i / width) + stride + 1)) == EXCLUDED) continue;
      store<u32>(heads + (<usize>listed << 2), i);
      listed++;
    }
  }
  for (let t: u32 = 0; t < treeCount; t++) {
    const slot = heads + (<usize>(t + below(count - t)) << 2);
    const chosen = load<u32>(slot);
    store<u32>(slot, load<u32>(heads + (<usize>t << 2)));
    const y = chosen / width;
    const place = chosen + 2 * y + stride + 1;
    store<u8>(cells + <usize>place, VISITED | SEED);
    store<u32>(heads + (<usize>t << 2), place);
  }
}

// Grows the trees cell by cell until every one is done; each cell's parent entry points at its tree's seed.
function grow(cells: usize, parent: usize, heads: usize, width: u32, treeCount: u32): void {
  const stride = strideOf(width);
  let growing = treeCount;
  while (growing != 0) {
    const head = heads + (<usize>(growing > 1 ? below(growing) : <u32>0) << 2);
    let current = load<u32>(head);
    let open = unvisitedAround(cells + <usize>current, stride);
    // Step back along the tree until a cell has an unvisited neighbour; back at the seed with none, it is done.
    while (open == 0 && (load<u8>(cells + <usize>current) & SEED) == 0) {
      current += offsetOf((<u32>load<u8>(cells + <usize>current) >> BACK_SHIFT) & 3);
      open = unvisitedAround(cells + <usize>current, stride);
    }
    if (open == 0) {
      growing--;
      store<u32>(head, load<u32>(heads + (<usize>growing << 2)));
      continue;
    }
    const choices = popcnt(open);
    const d = choices == 1 ? ctz(open) : nthSetBit(open, below(choices));
    const back = (d + 2) & 3;
    const next = current + offsetOf(d);
    const here = cells + <usize>current;
    store<u8>(here, <u32>load<u8>(here) | (<u32>1 << d));
    if (isRecording()) logStep(current, d);
    store<u8>(cells + <usize>next, <u32>VISITED | (<u32>1 << back) | (back << BACK_SHIFT));
    tickProgress(1);
    // The new cell joins the set of the current cell's seed (itself, or its parent entry).
    const index = current - stride + 1 - 2 * (current / stride);
    const up = load<i32>(parent + (<usize>index << 2));
    adopt(parent, up < 0 ? index : <u32>up, index + indexOffset(d, width));
    store<u32>(head, next);
  }
}

// Mask of the unvisited neighbours (N, E, S, W = bits 0..3): an unvisited cell is a zero byte.
@inline function unvisitedAround(here: usize, stride: u32): u32 {
  return <u32>(load<u8>(here - stride) == 0) |
    (<u32>(load<u8>(here + 1) == 0) << 1) |
    (<u32>(load<u8>(here + stride) == 0) << 2) |
    (<u32>(load<u8>(here - 1) == 0) << 3);
}

// Change of the row-major cell index for a step in direction d.
@inline function indexOffset(d: u32, width: u32): u32 {
  if (d == 0) return 0 - width;
  if (d == 1) return 1;
  if (d == 2) return width;
  return <u32>-1;
}

// Clears the growth scratch bits and marks every wall between two trees (every cell points at its seed now).
@inline function markWallsBetweenTrees(cells: usize, parent: usize, width: u32, height: u32, masked: bool): void {
  const stride = strideOf(width);
  let index: u32 = 0;
  for (let y: u32 = 0; y < height; y++) {
    let here = cells + <usize>((y + 1) * stride + 1);
    for (let x: u32 = 0; x < width; x++, index++, here++) {
      const value = <u32>load<u8>(here);
      // An excluded cell keeps its byte (clearScratch restores it), and no wall with an excluded side is marked.
      if (masked && value == EXCLUDED) continue;
      const tree = treeOf(parent, index);
      let between = value & PASSAGES;
      if (x + 1 < width && treeOf(parent, index + 1) != tree && !(masked && load<u8>(here + 1) == EXCLUDED)) between |= BETWEEN_E;
      if (y + 1 < height && treeOf(parent, index + width) != tree && !(masked && load<u8>(here + stride) == EXCLUDED)) between |= BETWEEN_S;
      store<u8>(here, between);
    }
  }
}

// The seed of a cell's tree while every cell points straight at its seed.
@inline function treeOf(parent: usize, index: u32): u32 {
  const up = load<i32>(parent + (<usize>index << 2));
  return up < 0 ? index : <u32>up;
}

// Borůvka rounds over the marked walls until `joins` joins are made; `best` holds each set's lowest wall rank.
// The merge without a mask and with one, each a function of its own (`masked` a constant in each).
function mergeTreesAll(cells: usize, parent: usize, best: usize, width: u32, height: u32, side: u32, joins: u32): void {
  mergeTrees(cells, parent, best, width, height, side, joins, false);
}

function mergeTreesMasked(cells: usize, parent: usize, best: usize, width: u32, height: u32, side: u32, joins: u32): void {
  mergeTrees(cells, parent, best, width, height, side, joins, true);
}

@inline function mergeTrees(cells: usize, parent: usize, best: usize, width: u32, height: u32, side: u32, joins: u32, masked: bool): void {
  if (joins == 0) return;
  const count = width * height;
  const stride = strideOf(width);
  memory.fill(best, 0xff, <usize>count << 2);
  while (joins != 0) {
    let index: u32 = 0;
    for (let y: u32 = 0; y < height; y++) {
      let here = cells + <usize>((y + 1) * stride + 1);
      for (let x: u32 = 0; x < width; x++, index++, here++) {
        const marks = <u32>load<u8>(here);
        // EXCLUDED has the BETWEEN bits too, but marks no wall.
        if ((marks & BETWEEN) == 0 || (masked && marks == EXCLUDED)) continue;
        const root = findRoot(parent, index);
        let kept = marks;
        if ((marks & BETWEEN_E) != 0 && !offerWall(parent, best, root, index + 1, index << 1, side)) kept &= ~BETWEEN_E;
        if ((marks & BETWEEN_S) != 0 && !offerWall(parent, best, root, index + width, (index << 1) | 1, side)) kept &= ~BETWEEN_S;
        if (kept != marks) store<u8>(here, kept);
      }
    }
    for (let root: u32 = 0; root < count; root++) {
      const entry = best + (<usize>root << 2);
      const rank = load<u32>(entry);
      if (rank == NONE) continue;
      store<u32>(entry, NONE);
      const slot = permute(rank / side, rank % side);
      const a = slot >> 1;
      const south = (slot & 1) != 0;
      const rootA = findRoot(parent, a);
      const rootB = findRoot(parent, south ? a + width : a + 1);
      if (rootA == rootB) continue;
      unite(parent, rootA, rootB);
      tickProgress(1);
      const here = cells + <usize>(a + 2 * (a / width) + stride + 1);
      const d: u32 = south ? 2 : 1;
      const there = here + offsetOf(d);
      store<u8>(here, <u32>load<u8>(here) | (<u32>1 << d));
      store<u8>(there, <u32>load<u8>(there) | (<u32>1 << ((d + 2) & 3)));
      if (isRecording()) logStep(<u32>(here - cells), d);
      joins--;
    }
  }
}

// Offers the wall of `slot`, from a cell of set `root` to cell b: if b is in another set, both sets keep the
// lower of their best rank and this wall's rank, and it returns true; false when the wall is inside one set now.
@inline function offerWall(parent: usize, best: usize, root: u32, b: u32, slot: u32, side: u32): bool {
  const other = findRoot(parent, b);
  if (other == root) return false;
  const rank = unpermute(slot / side, slot % side);
  const ownBest = best + (<usize>root << 2);
  const otherBest = best + (<usize>other << 2);
  store<u32>(ownBest, min(load<u32>(ownBest), rank));
  store<u32>(otherBest, min(load<u32>(otherBest), rank));
  return true;
}
