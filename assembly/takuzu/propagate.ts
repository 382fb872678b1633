// Constraint propagation: reviews every line whose cells changed, applying the deductions asked
// for until nothing changes, and stops at the first broken rule. Pairs and gaps ("00_" → 1,
// "0_0" → 1) always apply; quotas, near-complete lines and unique lines only when asked.
// Mirrored by src/reference/takuzu/propagate.ts.

import { assign, boardHeight, boardWidth, changedLines, COLUMN_LINES, forgetChangedLines, isKnown, lineBits, lineLength, NO_CELL, NO_LINE, takeDirtyLine, uniqueLines } from "./board";
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
  for (let first: u32 = 0; first <= COLUMN_LINES; first += COLUMN_LINES) {
    const count = first == 0 ? boardHeight : boardWidth;
    const half = (first == 0 ? boardWidth : boardHeight) >> 1;
    const changed = changedLines(first);
    if (changed == 0) continue;
    for (let value: u32 = 0; value < 2; value++) {
      for (let a: u32 = 0; a < count; a++) {
        const complete = lineBits(first + a, value);
        if (popcnt(complete) != half) continue;
        // Only pairs with a changed line can have changed.
        let others = (((changed >>> a) & 1) != 0 ? fullMask(count) : changed) & ~(<u32>1 << a);
        while (others != 0) {
          const b = ctz(others);
          others &= others - 1;
          const partial = lineBits(first + b, value);
          if (partial == complete) return PAIRS_BROKEN;
          if (!deduce || popcnt(partial) != half - 1 || (partial & ~complete) != 0) continue;
          const cell = complete & ~partial;
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
