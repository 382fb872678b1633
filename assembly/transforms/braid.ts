// Braiding (Buck): removes a share of the dead ends by opening one more wall of each, making loops.
// Cells are scanned row by row; a cell that is a dead end when the scan reaches it (one passage, not masked)
// is removed with probability p, preferring a neighbour that is itself a dead end (both go at once).
// Order of random draws (mirrored in src/reference/transforms/braid.ts), after seedRandom(seed):
//   for each dead end in row-major order: nextU32() = r; it is removed iff r < threshold
//   (threshold = floor(p · 2^32), an integer in [0, 2^32]: p = 0 never, p = 1 always);
//   if removed and k >= 2 walls qualify (closed, towards an included cell; only dead-end neighbours
//   if there is one): below(k) picks among them in N, E, S, W order.
// Works in place on the cells; no memory beyond them.

import { BORDER, cellIndex, nthSetBit, offsetOf, PASSAGES, setOffsets, strideOf } from "../grid";
import { nextU32, below, seedRandom } from "../random";
import { STATUS_OK } from "../status";

/** Opens one more wall of dead ends whose draw is below `threshold` (an integer in [0, 2^32]), in place; returns a status code. */
export function braid(cells: usize, width: u32, height: u32, seed: u32, threshold: f64): i32 {
  seedRandom(seed);
  setOffsets(strideOf(width));
  for (let y: u32 = 0; y < height; y++) {
    const rowEnd = cellIndex(width, 0, y) + width;
    for (let cell = cellIndex(width, 0, y); cell < rowEnd; cell++) {
      const bits = <u32>load<u8>(cells + cell);
      if (bits > PASSAGES || popcnt(bits) != 1) continue;
      if (<f64>nextU32() >= threshold) continue;
      let walls: u32 = 0;
      let deadEnds: u32 = 0;
      let closed = ~bits & PASSAGES;
      while (closed != 0) {
        const d = ctz(closed);
        closed &= closed - 1;
        const neighbour = <u32>load<u8>(cells + cell + offsetOf(d));
        if ((neighbour & BORDER) != 0) continue;
        walls |= 1 << d;
        if (popcnt(neighbour) == 1) deadEnds |= 1 << d;
      }
      const choices = deadEnds != 0 ? deadEnds : walls;
      if (choices == 0) continue;
      const count = popcnt(choices);
      const d = count == 1 ? ctz(choices) : nthSetBit(choices, below(count));
      store<u8>(cells + cell, bits | (1 << d));
      const neighbour = cells + cell + offsetOf(d);
      store<u8>(neighbour, <u32>load<u8>(neighbour) | (1 << ((d + 2) & 3)));
    }
  }
  return STATUS_OK;
}
