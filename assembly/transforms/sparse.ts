// Sparse (cull): removes a share of the dead ends by excluding them, as a mask excludes a cell: the cell becomes
// BORDER and its neighbour's passage into it closes. Removing a leaf never disconnects a tree, so a perfect maze
// stays a perfect maze of the cells that remain. Only the input's dead ends are candidates: a cell that becomes a
// dead end when its neighbour goes is not removed in the same call (no cascade along corridors); and of two dead
// ends joined to each other (a maze of two cells) the second stays, so at least one cell remains.
// Order of random draws (mirrored in src/reference/transforms/sparse.ts), after seedRandom(seed):
//   for each dead end of the input (one passage, not excluded) in row-major order: nextU32() = r; it is removed
//   iff r < threshold (threshold = floor(p · 2^32), an integer in [0, 2^32]: p = 0 never, p = 1 always) and it
//   still has its passage.
// Works in place on the cells (a scratch bit marks the input's dead ends); no memory beyond them.

import { BORDER, cellIndex, offsetOf, PASSAGES, setOffsets, strideOf } from "../grid";
import { nextU32, seedRandom } from "../random";
import { STATUS_OK } from "../status";

// Marks a dead end of the input during the call (a scratch bit: the cell's value is then never BORDER).
const DEAD_END: u32 = 0x20;

/** Excludes the dead ends whose draw is below `threshold` (an integer in [0, 2^32]), in place; returns a status code. */
export function sparse(cells: usize, width: u32, height: u32, seed: u32, threshold: f64): i32 {
  seedRandom(seed);
  setOffsets(strideOf(width));
  for (let y: u32 = 0; y < height; y++) {
    const rowEnd = cellIndex(width, 0, y) + width;
    for (let cell = cellIndex(width, 0, y); cell < rowEnd; cell++) {
      const bits = <u32>load<u8>(cells + cell);
      if (bits <= PASSAGES && popcnt(bits) == 1) store<u8>(cells + cell, bits | DEAD_END);
    }
  }
  for (let y: u32 = 0; y < height; y++) {
    const rowEnd = cellIndex(width, 0, y) + width;
    for (let cell = cellIndex(width, 0, y); cell < rowEnd; cell++) {
      const value = <u32>load<u8>(cells + cell);
      if ((value & DEAD_END) == 0) continue;
      const bits = value & PASSAGES;
      const r = nextU32();
      // A dead end whose only neighbour went is the last cell of its maze: it stays.
      if (<f64>r >= threshold || bits == 0) {
        store<u8>(cells + cell, bits);
        continue;
      }
      store<u8>(cells + cell, BORDER);
      const d = ctz(bits);
      const neighbour = cells + cell + offsetOf(d);
      store<u8>(neighbour, <u32>load<u8>(neighbour) & ~(<u32>1 << ((d + 2) & 3)));
    }
  }
  return STATUS_OK;
}
