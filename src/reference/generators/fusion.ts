// Random merge ("fusion", seed 003): pick a random cell that still has a neighbour in another set, pick one
// such neighbour at random, open the wall between them and merge the two sets (union-find with path halving
// and union by size), until one set is left. Mirror of assembly/generators/fusion.ts.
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
// so the joins stop at C - 1.
//
// Order of random draws: one nextU32() r per draw.
//   1. With L cells in the list, the 64-bit product r·L picks list slot k = its high 32 bits.
//   2. If that cell has m >= 2 neighbours in other sets, the low 32 bits f of r·L pick among them, in N, E,
//      S, W order, the one at the high 32 bits of f·m (f is uniform whatever k is). With m = 1 the only one
//      is taken; with m = 0 the draw is rejected, and if REJECT_WEIGHT · rejections >= L the list is compacted
//      (no draw) and the rejection count starts again from 0.
//
// (The Wasm core warms its caches ahead, reads no list in the first epoch and flattens the sets at the first
// compaction; none of it changes which cells are drawn or kept, so the reference needs none of it.)
//
// Working memory: the parent array and the candidate list, 4 bytes per cell each.

import { EXCLUDED, isMaskedGeneration, lowestBit4, nthSetBit, offsetsFor, popcount4, strideOf } from "../grid.js";
import { finishMaskedGrid, initMaskedGrid } from "../mask.js";
import { tickProgress } from "../progress.js";
import { nextU32, seedRandom } from "../random.js";
import { isRecording, logStep } from "../steps.js";
import { findRoot, initSets, unite } from "../unionfind.js";

// Once REJECT_WEIGHT · (rejections since the last compaction) reach the list's length, the list is compacted
// (the same constant in the Wasm core: it decides the bytes).
const REJECT_WEIGHT = 8;

export function generateFusion(cells: Uint8Array, width: number, height: number, seed: number): void {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0);
  const stride = strideOf(width);
  const offsets = offsetsFor(stride);
  const count = width * height;
  const parent = new Int32Array(count);
  const list = new Int32Array(count);
  initSets(parent);
  let listed = 0;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) if (cells[(y + 1) * stride + x + 1] !== EXCLUDED) list[listed++] = i;
  }
  // An excluded neighbour counts as missing; without a mask nothing is read to know it (the cells stay out of cache).
  const masked = isMaskedGeneration();

  // Roots of the four neighbours of cell a (row y); a missing (or excluded) neighbour counts as in the same set.
  // Bit d is set when neighbour d (N, E, S, W) is in another set.
  const otherSets = (a: number, y: number, x: number, root: number, roots: number[]): number => {
    const here = a + 2 * y + stride + 1;
    roots[0] = y > 0 && (!masked || cells[here - stride] !== EXCLUDED) ? findRoot(parent, a - width) : root;
    roots[1] = x + 1 < width && (!masked || cells[here + 1] !== EXCLUDED) ? findRoot(parent, a + 1) : root;
    roots[2] = y + 1 < height && (!masked || cells[here + stride] !== EXCLUDED) ? findRoot(parent, a + width) : root;
    roots[3] = x > 0 && (!masked || cells[here - 1] !== EXCLUDED) ? findRoot(parent, a - 1) : root;
    return (roots[0] !== root ? 1 : 0) | (roots[1] !== root ? 2 : 0) | (roots[2] !== root ? 4 : 0) | (roots[3] !== root ? 8 : 0);
  };
  const roots = [0, 0, 0, 0];

  let joinsLeft = included - 1;
  let rejects = 0;
  while (joinsLeft !== 0) {
    const draw = nextU32();
    const a = list[highProduct(draw, listed)]!;
    const y = Math.floor(a / width);
    const x = a - y * width;
    const root = findRoot(parent, a);
    const others = otherSets(a, y, x, root, roots);
    if (others === 0) {
      rejects++;
      if (rejects * REJECT_WEIGHT < listed) continue;
      // Compact: keep, in order, the listed cells that still have a neighbour in another set.
      let kept = 0;
      for (let k = 0; k < listed; k++) {
        const b = list[k]!;
        const by = Math.floor(b / width);
        if (otherSets(b, by, b - by * width, findRoot(parent, b), roots) !== 0) list[kept++] = b;
      }
      listed = kept;
      rejects = 0;
      continue;
    }
    const choices = popcount4(others);
    const d = choices === 1 ? lowestBit4(others) : nthSetBit(others, highProduct(Math.imul(draw, listed) >>> 0, choices));
    unite(parent, root, roots[d]!);
    tickProgress(1);
    const here = a + 2 * y + stride + 1;
    cells[here]! |= 1 << d;
    cells[here + offsets[d]!]! |= 1 << ((d + 2) & 3);
    if (isRecording()) logStep(here, d);
    joinsLeft--;
  }
  finishMaskedGrid(cells, width, height);
}

// The high 32 bits of the 64-bit product r·n (r, n < 2^32), exact: r is split into 16-bit halves.
function highProduct(r: number, n: number): number {
  const high = (r >>> 16) * n;
  const low = (r & 0xffff) * n;
  return Math.floor((high + Math.floor(low / 65536)) / 65536);
}
