// Growing forest: `trees` depth-first trees seeded at distinct random cells grow together until they fill the
// grid, then union-find merges them into one perfect maze. Mirror of assembly/generators/growing-forest.ts.
//
// Growth: each step picks one of the trees still growing, uniformly, and grows it by one cell: its depth-first
// walk steps back until its cell has an unvisited neighbour, then carves into a random one. A tree is done
// when its walk is back at its seed with nothing left to carve (the step then picks again). Each cell keeps the
// direction back to its parent in its scratch bits (as in the backtracker), so a tree needs only its current cell.
//
// Merge: every wall between two trees gets a distinct random rank (permutation.ts), and the trees are
// joined along the walls that Kruskal would open taking them in rank order: the minimum spanning tree of the
// trees under those ranks, found by Borůvka rounds (each set opens its lowest-ranked wall to another set), so
// each round is a sequential pass over the grid.
//
// Masks: excluded cells (EXCLUDED, non-zero) are never grown into, hold no seed, and keep their byte through the
// merge, whose walls between trees leave out every wall with an excluded side.
//
// Order of random draws:
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

import { BORDER, clearScratch, EXCLUDED, isMaskedGeneration, lowestBit4, nthSetBit, offsetsFor, PASSAGES, popcount4, strideOf } from "../grid.js";
import { initMaskedGrid } from "../mask.js";
import { permutationSide, permute, seedPermutation, unpermute } from "../permutation.js";
import { tickProgress } from "../progress.js";
import { below, seedRandom } from "../random.js";
import { isRecording, logStep } from "../steps.js";
import { adopt, findRoot, initSets, unite } from "../unionfind.js";

// Growth scratch bits: bit 4 = visited (as padding), bits 5–6 = direction back to the parent, bit 7 = a seed.
const VISITED = BORDER;
const BACK_SHIFT = 5;
const SEED = 0x80;
// Merge scratch bits: the east (bit 5) or south (bit 6) wall still separates two trees or sets.
const BETWEEN_E = 0x20;
const BETWEEN_S = 0x40;
const BETWEEN = BETWEEN_E | BETWEEN_S;
// No wall ranked yet for this set.
const NONE = 0xffffffff;

export function generateGrowingForest(cells: Uint8Array, width: number, height: number, seed: number, trees: number): void {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0);
  const offsets = offsetsFor(strideOf(width));
  const count = width * height;
  const parent = new Int32Array(count);
  const spare = new Uint32Array(count);
  initSets(parent);
  const treeCount = Math.min(trees, included);
  plantSeeds(cells, spare, width, height, treeCount, included);
  grow(cells, parent, spare, offsets, width, treeCount);
  markWallsBetweenTrees(cells, parent, width, height);
  const side = permutationSide(count * 2);
  seedPermutation(side);
  mergeTrees(cells, parent, spare, offsets, width, height, side, treeCount - 1);
  clearScratch(cells, width, height);
}

// Draws the seeds by a partial Fisher–Yates shuffle of the included cells' indices in `heads`, marks them, and
// leaves heads[t] = the byte offset of seed t, where tree t's walk starts.
function plantSeeds(cells: Uint8Array, heads: Uint32Array, width: number, height: number, treeCount: number, count: number): void {
  const stride = strideOf(width);
  if (!isMaskedGeneration()) {
    for (let i = 0; i < count; i++) heads[i] = i;
  } else {
    let listed = 0;
    for (let i = 0; i < width * height; i++) {
      if (cells[i + 2 * Math.floor(i / width) + stride + 1] !== EXCLUDED) heads[listed++] = i;
    }
  }
  for (let t = 0; t < treeCount; t++) {
    const slot = t + below(count - t);
    const chosen = heads[slot]!;
    heads[slot] = heads[t]!;
    const place = chosen + 2 * Math.floor(chosen / width) + stride + 1;
    cells[place] = VISITED | SEED;
    heads[t] = place;
  }
}

// Grows the trees cell by cell until every one is done; each cell's parent entry points at its tree's seed.
function grow(cells: Uint8Array, parent: Int32Array, heads: Uint32Array, offsets: Int32Array, width: number, treeCount: number): void {
  const stride = strideOf(width);
  let growing = treeCount;
  while (growing !== 0) {
    const head = growing > 1 ? below(growing) : 0;
    let current = heads[head]!;
    let open = unvisitedAround(cells, current, stride);
    // Step back along the tree until a cell has an unvisited neighbour; back at the seed with none, it is done.
    while (open === 0 && (cells[current]! & SEED) === 0) {
      current += offsets[(cells[current]! >> BACK_SHIFT) & 3]!;
      open = unvisitedAround(cells, current, stride);
    }
    if (open === 0) {
      growing--;
      heads[head] = heads[growing]!;
      continue;
    }
    const choices = popcount4(open);
    const d = choices === 1 ? lowestBit4(open) : nthSetBit(open, below(choices));
    const back = (d + 2) & 3;
    const next = current + offsets[d]!;
    cells[current]! |= 1 << d;
    if (isRecording()) logStep(current, d);
    cells[next] = VISITED | (1 << back) | (back << BACK_SHIFT);
    tickProgress(1);
    // The new cell joins the set of the current cell's seed (itself, or its parent entry).
    const index = current - stride + 1 - 2 * Math.floor(current / stride);
    const up = parent[index]!;
    adopt(parent, up < 0 ? index : up, index + indexOffset(d, width));
    heads[head] = next;
  }
}

// Mask of the unvisited neighbours (N, E, S, W = bits 0..3): an unvisited cell is a zero byte.
function unvisitedAround(cells: Uint8Array, here: number, stride: number): number {
  return (cells[here - stride] === 0 ? 1 : 0) | (cells[here + 1] === 0 ? 2 : 0) | (cells[here + stride] === 0 ? 4 : 0) | (cells[here - 1] === 0 ? 8 : 0);
}

// Change of the row-major cell index for a step in direction d.
function indexOffset(d: number, width: number): number {
  if (d === 0) return -width;
  if (d === 1) return 1;
  if (d === 2) return width;
  return -1;
}

// Clears the growth scratch bits and marks every wall between two trees (every cell points at its seed now).
function markWallsBetweenTrees(cells: Uint8Array, parent: Int32Array, width: number, height: number): void {
  const stride = strideOf(width);
  let index = 0;
  for (let y = 0; y < height; y++) {
    let here = (y + 1) * stride + 1;
    for (let x = 0; x < width; x++, index++, here++) {
      const value = cells[here]!;
      // An excluded cell keeps its byte (clearScratch restores it), and no wall with an excluded side is marked.
      if (value === EXCLUDED) continue;
      const tree = treeOf(parent, index);
      let between = value & PASSAGES;
      if (x + 1 < width && treeOf(parent, index + 1) !== tree && cells[here + 1] !== EXCLUDED) between |= BETWEEN_E;
      if (y + 1 < height && treeOf(parent, index + width) !== tree && cells[here + stride] !== EXCLUDED) between |= BETWEEN_S;
      cells[here] = between;
    }
  }
}

// The seed of a cell's tree while every cell points straight at its seed.
function treeOf(parent: Int32Array, index: number): number {
  const up = parent[index]!;
  return up < 0 ? index : up;
}

// Borůvka rounds over the marked walls until `joins` joins are made; `best` holds each set's lowest wall rank.
function mergeTrees(
  cells: Uint8Array,
  parent: Int32Array,
  best: Uint32Array,
  offsets: Int32Array,
  width: number,
  height: number,
  side: number,
  joins: number,
): void {
  if (joins === 0) return;
  const count = width * height;
  const stride = strideOf(width);
  best.fill(NONE);
  while (joins !== 0) {
    let index = 0;
    for (let y = 0; y < height; y++) {
      let here = (y + 1) * stride + 1;
      for (let x = 0; x < width; x++, index++, here++) {
        const marks = cells[here]!;
        // EXCLUDED has the BETWEEN bits too, but marks no wall.
        if ((marks & BETWEEN) === 0 || marks === EXCLUDED) continue;
        const root = findRoot(parent, index);
        let kept = marks;
        if ((marks & BETWEEN_E) !== 0 && !offerWall(parent, best, root, index + 1, index * 2, side)) kept &= ~BETWEEN_E;
        if ((marks & BETWEEN_S) !== 0 && !offerWall(parent, best, root, index + width, index * 2 + 1, side)) kept &= ~BETWEEN_S;
        if (kept !== marks) cells[here] = kept;
      }
    }
    for (let root = 0; root < count; root++) {
      const rank = best[root]!;
      if (rank === NONE) continue;
      best[root] = NONE;
      const slot = permute(Math.floor(rank / side), rank % side);
      const a = slot >>> 1;
      const south = (slot & 1) !== 0;
      const rootA = findRoot(parent, a);
      const rootB = findRoot(parent, south ? a + width : a + 1);
      if (rootA === rootB) continue;
      unite(parent, rootA, rootB);
      tickProgress(1);
      const here = a + 2 * Math.floor(a / width) + stride + 1;
      const d = south ? 2 : 1;
      cells[here]! |= 1 << d;
      cells[here + offsets[d]!]! |= 1 << ((d + 2) & 3);
      if (isRecording()) logStep(here, d);
      joins--;
    }
  }
}

// Offers the wall of `slot`, from a cell of set `root` to cell b: if b is in another set, both sets keep the
// lower of their best rank and this wall's rank, and it returns true; false when the wall is inside one set now.
function offerWall(parent: Int32Array, best: Uint32Array, root: number, b: number, slot: number, side: number): boolean {
  const other = findRoot(parent, b);
  if (other === root) return false;
  const rank = unpermute(Math.floor(slot / side), slot % side);
  best[root] = Math.min(best[root]!, rank);
  best[other] = Math.min(best[other]!, rank);
  return true;
}
