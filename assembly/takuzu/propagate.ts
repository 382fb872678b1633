// Constraint propagation: reviews every line whose cells changed, applying the deductions asked
// for until nothing changes, and stops at the first broken rule. Pairs and gaps ("00_" → 1,
// "0_0" → 1) always apply; quotas, near-complete lines and unique lines only when asked.
// Mirrored by src/reference/takuzu/propagate.ts.

import { assign, boardHeight, boardWidth, changedLines, COLUMN_LINES, forgetChangedLines, isKnown, lineBits, lineLength, linesAddress, NO_CELL, NO_LINE, takeDirtyLine, uniqueLines } from "./board";
import { fullMask, hasThree, lastPlacements, threatenedBy } from "./lines";

/** A line with all of one digit placed gets the other digit everywhere else (easy). */
export const DEDUCE_QUOTAS: u32 = 1;
/** A line with one cell of a digit left: the placements that do not make three in a row (normal). */
export const DEDUCE_NEAR_COMPLETE: u32 = 2;
/** A line one digit away from copying a line must not take it there (hard, unique-lines rule only). */
export const DEDUCE_UNIQUE_LINES: u32 = 4;
/** A line with one blank left gets the digit it lacks (Unruly's trivial; implied by quotas). */
export const DEDUCE_LAST_BLANK: u32 = 8;

const PAIRS_STABLE: u32 = 0;
const PAIRS_PROGRESS: u32 = 1;
const PAIRS_BROKEN: u32 = 2;

/**
 * Propagates until no line changes; false when a rule is broken. Returns early (true) once the
 * `watch` cell holds a digit, unless watch is NO_CELL.
 */
export function propagate(deductions: u32, watch: u32): bool {
  while (true) {
    const line = takeDirtyLine();
    if (line != NO_LINE) {
      if (!reviewLine(line, deductions)) return false;
      if (watch != NO_CELL && isKnown(watch)) return true;
      continue;
    }
    if (!uniqueLines) return true;
    const outcome = reviewLinePairs((deductions & DEDUCE_UNIQUE_LINES) != 0);
    if (outcome == PAIRS_BROKEN) return false;
    if (outcome == PAIRS_STABLE) return true;
  }
}

/** Checks one line against the three-rule and its quotas, then assigns what the deductions force. */
function reviewLine(line: u32, deductions: u32): bool {
  const length = lineLength(line);
  const full = fullMask(length);
  const half = length >> 1;
  const zeros = lineBits(line, 0);
  const ones = lineBits(line, 1);
  if (hasThree(zeros) || hasThree(ones)) return false;
  const zeroCount = popcnt(zeros);
  const oneCount = popcnt(ones);
  if (zeroCount > half || oneCount > half) return false;
  const blank = full & ~(zeros | ones);
  if (blank == 0) return true;

  let toZero = blank & threatenedBy(ones, full);
  let toOne = blank & threatenedBy(zeros, full);
  if ((deductions & DEDUCE_QUOTAS) != 0 || ((deductions & DEDUCE_LAST_BLANK) != 0 && zeroCount + oneCount == length - 1)) {
    if (oneCount == half) toZero |= blank;
    if (zeroCount == half) toOne |= blank;
  }
  if ((deductions & DEDUCE_NEAR_COMPLETE) != 0) {
    if (half - zeroCount == 1) {
      const allowed = lastPlacements(zeros, ones, blank);
      if (allowed == 0) return false;
      toOne |= blank & ~allowed;
      if (popcnt(allowed) == 1) toZero |= allowed;
    }
    if (half - oneCount == 1) {
      const allowed = lastPlacements(ones, zeros, blank);
      if (allowed == 0) return false;
      toZero |= blank & ~allowed;
      if (popcnt(allowed) == 1) toOne |= allowed;
    }
  }
  if ((toZero & toOne) != 0) return false;
  if (toZero != 0) assign(line, toZero, 0);
  if (toOne != 0) assign(line, toOne, 1);
  return true;
}

/**
 * Unique lines, between lines of one direction: two lines holding all their copies of a digit in
 * the same cells would end equal (broken); a line with one copy left whose others all sit where a
 * line with all of them has them must not put the last one in the remaining such cell.
 */
function reviewLinePairs(deduce: bool): u32 {
  // Almost every review in a search finds nothing (none of 2.3 million on the attack test's puzzle): a test
  // without a branch per pair that no pair can act spares the scan; when one may, the scan runs in its order.
  if (!pairsMayAct(deduce)) {
    forgetChangedLines();
    return PAIRS_STABLE;
  }
  for (let first: u32 = 0; first <= COLUMN_LINES; first += COLUMN_LINES) {
    const changed = changedLines(first);
    if (changed == 0) continue;
    classifyLines(first);
    for (let value: u32 = 0; value < 2; value++) {
      const complete = value == 0 ? completeZeros : completeOnes;
      const near = value == 0 ? nearZeros : nearOnes;
      const partners = deduce ? complete | near : complete;
      let rest = complete;
      while (rest != 0) {
        const a = ctz(rest);
        rest &= rest - 1;
        const bits = lineBits(first + a, value);
        // Only pairs with a changed line can have changed.
        let others = (((changed >>> a) & 1) != 0 ? partners : changed & partners) & ~(<u32>1 << a);
        while (others != 0) {
          const b = ctz(others);
          others &= others - 1;
          const partial = lineBits(first + b, value);
          if (partial == bits) return PAIRS_BROKEN;
          if (((near >>> b) & 1) == 0 || (partial & ~bits) != 0) continue;
          const cell = bits & ~partial;
          if ((lineBits(first + b, value ^ 1) & cell) != 0) continue;
          assign(first + b, cell, value ^ 1);
          return PAIRS_PROGRESS;
        }
      }
    }
  }
  forgetChangedLines();
  return PAIRS_STABLE;
}

/**
 * Whether reviewLinePairs can act: a pair of lines of one direction, one of them changed, one complete
 * and the other complete or (deducing) near, whose cells of the digit differ in at most one place. Every
 * pair the scan acts on is such a pair (equal, or the near one inside the complete one).
 */
function pairsMayAct(deduce: bool): bool {
  for (let first: u32 = 0; first <= COLUMN_LINES; first += COLUMN_LINES) {
    const changed = changedLines(first);
    if (changed == 0) continue;
    const count = classifyLines(first);
    for (let value: u32 = 0; value < 2; value++) {
      const complete = value == 0 ? completeZeros : completeOnes;
      const partners = deduce ? complete | (value == 0 ? nearZeros : nearOnes) : complete;
      let rest = changed & partners;
      while (rest != 0) {
        const c = ctz(rest);
        rest &= rest - 1;
        const bits = lineBits(first + c, value);
        let close: u32 = 0;
        for (let line: u32 = 0; line < count; line++) {
          const differ = bits ^ lineBits(first + line, value);
          close |= <u32>((differ & (differ - 1)) == 0) << line;
        }
        const mates = ((complete >>> c) & 1) != 0 ? partners : complete;
        if ((close & mates & ~(<u32>1 << c)) != 0) return true;
      }
    }
  }
  return false;
}

// The lines of one direction holding all their copies of a digit (complete) or all but one (near), by classifyLines.
let completeZeros: u32 = 0;
let completeOnes: u32 = 0;
let nearZeros: u32 = 0;
let nearOnes: u32 = 0;

/** Classifies the rows (first = 0) or the columns (first = COLUMN_LINES), two lines (four masks) a v128; returns how many there are. */
function classifyLines(first: u32): u32 {
  const count = first == 0 ? boardHeight : boardWidth;
  const half = (first == 0 ? boardWidth : boardHeight) >> 1;
  const at = linesAddress(first);
  const wanted = i32x4.splat(half);
  const oneShort = i32x4.splat(half - 1);
  // Bit 2·line + digit of each mask, four at a time.
  let complete: u64 = 0;
  let near: u64 = 0;
  for (let pair: u32 = 0; pair < count; pair += 2) {
    const masks = v128.load(at + (<usize>pair << 3));
    const placed = i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(masks)));
    complete |= <u64>i32x4.bitmask(i32x4.eq(placed, wanted)) << (pair << 1);
    near |= <u64>i32x4.bitmask(i32x4.eq(placed, oneShort)) << (pair << 1);
  }
  const lines = fullMask(count);
  completeZeros = evenBits(complete) & lines;
  completeOnes = evenBits(complete >> 1) & lines;
  nearZeros = evenBits(near) & lines;
  nearOnes = evenBits(near >> 1) & lines;
  return count;
}

/** Bits 0, 2, 4, … 62 of `bits`, packed into 32. */
@inline function evenBits(bits: u64): u32 {
  let x = bits & 0x5555555555555555;
  x = (x | (x >> 1)) & 0x3333333333333333;
  x = (x | (x >> 2)) & 0x0f0f0f0f0f0f0f0f;
  x = (x | (x >> 4)) & 0x00ff00ff00ff00ff;
  x = (x | (x >> 8)) & 0x0000ffff0000ffff;
  return <u32>(x | (x >> 16));
}
