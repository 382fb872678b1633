// One line (a row or a column) as two bit masks, bit k = cell k: the rules and the line-local
// deductions are a few shifts and ANDs on them.

/** The low `length` bits set (1 <= length <= 32). */
@inline export function fullMask(length: u32): u32 {
  return <u32>-1 >>> (32 - length);
}

/** Whether three adjacent cells of the mask are all set. */
@inline export function hasThree(cells: u32): bool {
  return (cells & (cells >>> 1) & (cells >>> 2)) != 0;
}

/** Cells that would make three in a row with `cells`: both ends of every pair, and every gap between two. */
@inline export function threatenedBy(cells: u32, full: u32): u32 {
  const pairs = cells & (cells >>> 1);
  return ((pairs >>> 1) | (pairs << 2) | ((cells << 1) & (cells >>> 1))) & full;
}

/**
 * Near-complete line: `last` is the digit with one cell left to place, `other` the other digit.
 * Returns the blank cells where that last one can go without either digit making three in a row
 * (every other blank then takes the other digit).
 */
export function lastPlacements(last: u32, other: u32, blank: u32): u32 {
  let allowed: u32 = 0;
  let rest = blank;
  while (rest != 0) {
    const place = rest & (0 - rest);
    rest ^= place;
    if (!hasThree(last | place) && !hasThree(other | (blank ^ place))) allowed |= place;
  }
  return allowed;
}
