// Random merge ("fusion", seed 003): pick a random cell that still has a neighbour in another set, pick one
// such neighbour at random, open the wall between them and merge the two sets (union-find with path halving
// and union by size), until one set is left. Mirror of assembly/generators/fusion.ts.
//
// The seed draws any cell and retries when all its neighbours share its set, which crawls at the end. Here the
// cells that may still have such a neighbour are kept in a list; a drawn cell that has none is removed for
// good (sets only grow, so it never gets one back) and the draw is repeated. A cell is drawn uniformly among
// the list and kept only if it has a neighbour in another set, so the accepted draws are uniform among those
// cells, exactly as with the seed's retries, and the loop runs at most 2·W·H - 1 times.
//
// Masks: the list holds the included cells only (C of them, row-major) and an excluded neighbour counts as missing,
// so the joins stop at C - 1.
//
// Order of random draws: one nextU32() r per step.
//   1. With L cells left in the list, the 64-bit product r·L picks list slot k = its high 32 bits.
//   2. If that cell has m >= 2 neighbours in other sets, the low 32 bits f of r·L pick among them, in N, E,
//      S, W order, the one at the high 32 bits of f·m (f is uniform whatever k is). With m = 1 the only one
//      is taken; with m = 0 the cell is removed: the last slot moves into slot k.
// (One draw per step lets the Wasm core warm the caches for the next steps; the reference needs no such thing.)
//
// Working memory: the parent array and the candidate list, 4 bytes per cell each.

import { EXCLUDED, isMaskedGeneration, lowestBit4, nthSetBit, offsetsFor, popcount4, strideOf } from "../grid.js";
import { finishMaskedGrid, initMaskedGrid } from "../mask.js";
import { tickProgress } from "../progress.js";
import { nextU32, seedRandom } from "../random.js";
import { isRecording, logStep } from "../steps.js";
import { findRoot, initSets, unite } from "../unionfind.js";

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

  let joinsLeft = included - 1;
  while (joinsLeft !== 0) {
    const draw = nextU32();
    const slot = highProduct(draw, listed);
    const a = list[slot]!;
    const y = Math.floor(a / width);
    const x = a - y * width;
    const root = findRoot(parent, a);
    const here = a + 2 * y + stride + 1;
    // Roots of the four neighbours; a missing (or excluded) neighbour counts as in the same set.
    const rootN = y > 0 && (!masked || cells[here - stride] !== EXCLUDED) ? findRoot(parent, a - width) : root;
    const rootE = x + 1 < width && (!masked || cells[here + 1] !== EXCLUDED) ? findRoot(parent, a + 1) : root;
    const rootS = y + 1 < height && (!masked || cells[here + stride] !== EXCLUDED) ? findRoot(parent, a + width) : root;
    const rootW = x > 0 && (!masked || cells[here - 1] !== EXCLUDED) ? findRoot(parent, a - 1) : root;
    const others = (rootN !== root ? 1 : 0) | (rootE !== root ? 2 : 0) | (rootS !== root ? 4 : 0) | (rootW !== root ? 8 : 0);
    if (others === 0) {
      listed--;
      list[slot] = list[listed]!;
      continue;
    }
    const choices = popcount4(others);
    const d = choices === 1 ? lowestBit4(others) : nthSetBit(others, highProduct(Math.imul(draw, listed) >>> 0, choices));
    unite(parent, root, d === 0 ? rootN : d === 1 ? rootE : d === 2 ? rootS : rootW);
    tickProgress(1);
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
