// Holes: positions of a shape layout that hold no cell (graph.ts, src/topology/shapes.ts: weave's crossings on its
// grid). With positions, shape 0 is the hole's, of no slot. The three passes a generation makes over the positions
// (the links set up, the root found, the links compacted) read the shape bytes 8 at a time: holes are scattered, and a
// branch on each would mispredict.

const HOLE_LINKS: u8 = 0xff;
// COMPRESS[m] (4 bytes): the byte lanes of the positions not in the 4-bit hole mask m, in order, then zeros.
const COMPRESS: usize = memory.data(16 * 4, 16);
let compressFilled = false;

function fillCompress(): void {
  for (let m: u32 = 0; m < 16; m++) {
    let k: u32 = 0;
    for (let lane: u32 = 0; lane < 4; lane++) if (((m >> lane) & 1) == 0) store<u8>(COMPRESS + (m << 2) + k++, <u8>lane);
  }
  compressFilled = true;
}

// The 8 positions from `p` as bytes in the low lanes: 0xff for a hole (shape 0), else 0.
@inline function holeBytes8(shapes: usize, wide: bool, p: u32): v128 {
  if (wide) {
    const lanes = i16x8.eq(v128.load(shapes + (<usize>p << 1)), i16x8.splat(0));
    return i8x16.narrow_i16x8_s(lanes, lanes);
  }
  return i8x16.eq(v128.load64_zero(shapes + <usize>p), i8x16.splat(0));
}

// The hole mask of the 8 positions from `p`: bit i set when position p + i is a hole.
@inline function holesOf8(shapes: usize, wide: bool, p: u32): u32 {
  return i8x16.bitmask(holeBytes8(shapes, wide, p)) & 0xff;
}

@inline function isHoleAt(shapes: usize, wide: bool, p: u32): bool {
  return (wide ? <u32>load<u16>(shapes + (<usize>p << 1)) : <u32>load<u8>(shapes + <usize>p)) == 0;
}

/** Sets the links of `total` positions: 0 for a cell, HOLE_LINKS (not 0: scans for cells out of the maze pass it) for a hole. */
export function clearWithHoles(links: usize, shapes: usize, wide: bool, total: u32): void {
  let p: u32 = 0;
  for (; p + 8 <= total; p += 8) {
    // HOLE_LINKS is 0xff: the hole bytes are the links.
    v128.store64_lane(links + <usize>p, holeBytes8(shapes, wide, p), 0);
  }
  for (; p < total; p++) store<u8>(links + p, isHoleAt(shapes, wide, p) ? HOLE_LINKS : 0);
}

/** The position of cell `rank` (the rank-th position that is not a hole), or `rank` when there are too few. */
export function positionOfRank(shapes: usize, wide: bool, total: u32, rank: u32): u32 {
  let cells: u32 = 0;
  let p: u32 = 0;
  // Whole groups of 8 while the cell is further on.
  for (; p + 8 <= total; p += 8) {
    const inGroup = 8 - <u32>popcnt<u32>(holesOf8(shapes, wide, p));
    if (cells + inGroup > rank) break;
    cells += inGroup;
  }
  for (; p < total; p++) {
    cells += <u32>!isHoleAt(shapes, wide, p);
    if (cells > rank) return p;
  }
  return rank;
}

/** Moves the links of the cells among `total` positions to the first bytes, in order (4 positions at a time). */
export function compactLinks(links: usize, shapes: usize, wide: bool, total: u32): void {
  if (!compressFilled) fillCompress();
  let cell: u32 = 0;
  let p: u32 = 0;
  for (; p + 8 <= total; p += 8) {
    const holes = holesOf8(shapes, wide, p);
    for (let half: u32 = 0; half < 8; half += 4) {
      const mask = (holes >> half) & 15;
      const kept = i8x16.swizzle(v128.load32_zero(links + <usize>(p + half)), v128.load32_zero(COMPRESS + (<usize>mask << 2)));
      // 4 bytes stored at cell ≤ p + half: the ones past the kept links are positions already read.
      v128.store32_lane(links + <usize>cell, kept, 0);
      cell += 4 - <u32>popcnt<u32>(mask);
    }
  }
  for (; p < total; p++) {
    store<u8>(links + <usize>cell, load<u8>(links + <usize>p));
    cell += <u32>!isHoleAt(shapes, wide, p);
  }
}
