// Sparse (cull), mirrored from assembly/transforms/sparse.ts: removes a share of the dead ends by excluding them,
// as a mask excludes a cell: the cell becomes BORDER and its neighbour's passage into it closes. Removing a leaf
// never disconnects a tree, so a perfect maze stays a perfect maze of the cells that remain. Only the input's dead
// ends are candidates: a cell that becomes a dead end when its neighbour goes is not removed in the same call (no
// cascade along corridors); and of two dead ends joined to each other (a maze of two cells) the second stays, so
// at least one cell remains.
// Order of random draws, after seedRandom(seed):
//   for each dead end of the input (one passage, not excluded) in row-major order: nextU32() = r; it is removed
//   iff r < threshold (threshold = floor(p · 2^32), an integer in [0, 2^32]: p = 0 never, p = 1 always) and it
//   still has its passage.
// Works in place on the cells (a scratch bit marks the input's dead ends); no memory beyond them.

import { BORDER, cellIndex, lowestBit4, offsetsFor, PASSAGES, popcount4, strideOf } from "../grid.js";
import { nextU32, seedRandom } from "../random.js";

// Marks a dead end of the input during the call (a scratch bit: the cell's value is then never BORDER).
const DEAD_END = 0x20;

export function sparse(cells: Uint8Array, width: number, height: number, seed: number, threshold: number): void {
  seedRandom(seed);
  const offsets = offsetsFor(strideOf(width));
  for (let y = 0; y < height; y++) {
    const rowEnd = cellIndex(width, 0, y) + width;
    for (let cell = cellIndex(width, 0, y); cell < rowEnd; cell++) {
      const bits = cells[cell]!;
      if (bits <= PASSAGES && popcount4(bits) === 1) cells[cell] = bits | DEAD_END;
    }
  }
  for (let y = 0; y < height; y++) {
    const rowEnd = cellIndex(width, 0, y) + width;
    for (let cell = cellIndex(width, 0, y); cell < rowEnd; cell++) {
      const value = cells[cell]!;
      if ((value & DEAD_END) === 0) continue;
      const bits = value & PASSAGES;
      const r = nextU32();
      // A dead end whose only neighbour went is the last cell of its maze: it stays.
      if (r >= threshold || bits === 0) {
        cells[cell] = bits;
        continue;
      }
      cells[cell] = BORDER;
      const d = lowestBit4(bits);
      cells[cell + offsets[d]!]! &= ~(1 << ((d + 2) & 3));
    }
  }
}
