// Braiding (Buck), mirrored from assembly/transforms/braid.ts: removes a share of the dead ends by opening
// one more wall of each, making loops. Cells are scanned row by row; a cell that is a dead end when the scan
// reaches it (one passage, not masked) is removed with probability p, preferring a neighbour that is itself
// a dead end (both go at once).
// Order of random draws, after seedRandom(seed):
//   for each dead end in row-major order: nextU32() = r; it is removed iff r < threshold
//   (threshold = floor(p · 2^32), an integer in [0, 2^32]: p = 0 never, p = 1 always);
//   if removed and k >= 2 walls qualify (closed, towards an included cell; only dead-end neighbours
//   if there is one): below(k) picks among them in N, E, S, W order.
// Works in place on the cells; no memory beyond them.

import { BORDER, cellIndex, lowestBit4, nthSetBit, offsetsFor, PASSAGES, popcount4, strideOf } from "../grid.js";
import { below, nextU32, seedRandom } from "../random.js";

export function braid(cells: Uint8Array, width: number, height: number, seed: number, threshold: number): void {
  seedRandom(seed);
  const offsets = offsetsFor(strideOf(width));
  for (let y = 0; y < height; y++) {
    const rowEnd = cellIndex(width, 0, y) + width;
    for (let cell = cellIndex(width, 0, y); cell < rowEnd; cell++) {
      const bits = cells[cell]!;
      if (bits > PASSAGES || popcount4(bits) !== 1) continue;
      if (nextU32() >= threshold) continue;
      let walls = 0;
      let deadEnds = 0;
      let closed = ~bits & PASSAGES;
      while (closed !== 0) {
        const d = lowestBit4(closed);
        closed &= closed - 1;
        const neighbour = cells[cell + offsets[d]!]!;
        if ((neighbour & BORDER) !== 0) continue;
        walls |= 1 << d;
        if (popcount4(neighbour) === 1) deadEnds |= 1 << d;
      }
      const choices = deadEnds !== 0 ? deadEnds : walls;
      if (choices === 0) continue;
      const count = popcount4(choices);
      const d = count === 1 ? lowestBit4(choices) : nthSetBit(choices, below(count));
      cells[cell] = bits | (1 << d);
      cells[cell + offsets[d]!]! |= 1 << ((d + 2) & 3);
    }
  }
}
