// One line (a row or a column) as two bit masks, bit k = cell k: the rules and the line-local
// deductions are a few shifts and ANDs on them. Masks are unsigned 32-bit (`>>> 0`).

/** The low `length` bits set (1 <= length <= 32). */
export function fullMask(length: number): number {
  return 0xffffffff >>> (32 - length);
}

/** Whether three adjacent cells of the mask are all set. */
export function hasThree(cells: number): boolean {
  return (cells & (cells >>> 1) & (cells >>> 2)) !== 0;
}

/** Cells that would make three in a row with `cells`: both ends of every pair, and every gap between two. */
export function threatenedBy(cells: number, full: number): number {
  const pairs = cells & (cells >>> 1);
  return (((pairs >>> 1) | (pairs << 2) | ((cells << 1) & (cells >>> 1))) & full) >>> 0;
}

/**
 * Near-complete line: `last` is the digit with one cell left to place, `other` the other digit.
 * Returns the blank cells where that last one can go without either digit making three in a row
 * (every other blank then takes the other digit).
 */
export function lastPlacements(last: number, other: number, blank: number): number {
  let allowed = 0;
  let rest = blank;
  while (rest !== 0) {
    const place = rest & -rest;
    rest ^= place;
    if (!hasThree(last | place) && !hasThree(other | (blank ^ place))) allowed |= place;
  }
  return allowed >>> 0;
}

/** Number of set bits of a 32-bit mask. */
export function popcount(mask: number): number {
  let x = mask >>> 0;
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Index of the lowest set bit of a non-zero 32-bit mask. */
export function lowestBitIndex(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}
