// Constraint propagation: reviews every line whose cells changed, applying the deductions asked
// for until nothing changes, and stops at the first broken rule. Pairs and gaps ("00_" → 1,
// "0_0" → 1) always apply; quotas, near-complete lines and unique lines only when asked.
// Mirror of assembly/takuzu/propagate.ts.

import {
  assign,
  boardHeight,
  boardWidth,
  COLUMN_LINES,
  changedLines,
  forgetChangedLines,
  isKnown,
  lineBits,
  lineLength,
  NO_CELL,
  NO_LINE,
  takeDirtyLine,
  uniqueLines,
} from "./board.js";
import { fullMask, hasThree, lastPlacements, lowestBitIndex, popcount, threatenedBy } from "./lines.js";

/** A line with all of one digit placed gets the other digit everywhere else (easy). */
export const DEDUCE_QUOTAS = 1;
/** A line with one cell of a digit left: the placements that do not make three in a row (normal). */
export const DEDUCE_NEAR_COMPLETE = 2;
/** A line one digit away from copying a line must not take it there (hard, unique-lines rule only). */
export const DEDUCE_UNIQUE_LINES = 4;
/** A line with one blank left gets the digit it lacks (Unruly's trivial; implied by quotas). */
export const DEDUCE_LAST_BLANK = 8;

const PAIRS_STABLE = 0;
const PAIRS_PROGRESS = 1;
const PAIRS_BROKEN = 2;

/**
 * Propagates until no line changes; false when a rule is broken. Returns early (true) once the
 * `watch` cell holds a digit, unless watch is NO_CELL.
 */
export function propagate(deductions: number, watch: number): boolean {
  while (true) {
    const line = takeDirtyLine();
    if (line !== NO_LINE) {
      if (!reviewLine(line, deductions)) return false;
      if (watch !== NO_CELL && isKnown(watch)) return true;
      continue;
    }
    if (!uniqueLines) return true;
    const outcome = reviewLinePairs((deductions & DEDUCE_UNIQUE_LINES) !== 0);
    if (outcome === PAIRS_BROKEN) return false;
    if (outcome === PAIRS_STABLE) return true;
  }
}

/** Checks one line against the three-rule and its quotas, then assigns what the deductions force. */
function reviewLine(line: number, deductions: number): boolean {
  const length = lineLength(line);
  const full = fullMask(length);
  const half = length >> 1;
  const zeros = lineBits(line, 0);
  const ones = lineBits(line, 1);
  if (hasThree(zeros) || hasThree(ones)) return false;
  const zeroCount = popcount(zeros);
  const oneCount = popcount(ones);
  if (zeroCount > half || oneCount > half) return false;
  const blank = (full & ~(zeros | ones)) >>> 0;
  if (blank === 0) return true;

  let toZero = blank & threatenedBy(ones, full);
  let toOne = blank & threatenedBy(zeros, full);
  if ((deductions & DEDUCE_QUOTAS) !== 0 || ((deductions & DEDUCE_LAST_BLANK) !== 0 && zeroCount + oneCount === length - 1)) {
    if (oneCount === half) toZero |= blank;
    if (zeroCount === half) toOne |= blank;
  }
  if ((deductions & DEDUCE_NEAR_COMPLETE) !== 0) {
    if (half - zeroCount === 1) {
      const allowed = lastPlacements(zeros, ones, blank);
      if (allowed === 0) return false;
      toOne |= blank & ~allowed;
      if (popcount(allowed) === 1) toZero |= allowed;
    }
    if (half - oneCount === 1) {
      const allowed = lastPlacements(ones, zeros, blank);
      if (allowed === 0) return false;
      toZero |= blank & ~allowed;
      if (popcount(allowed) === 1) toOne |= allowed;
    }
  }
  if ((toZero & toOne) !== 0) return false;
  if (toZero !== 0) assign(line, toZero, 0);
  if (toOne !== 0) assign(line, toOne, 1);
  return true;
}

/**
 * Unique lines, between lines of one direction: two lines holding all their copies of a digit in
 * the same cells would end equal (broken); a line with one copy left whose others all sit where a
 * line with all of them has them must not put the last one in the remaining such cell.
 */
function reviewLinePairs(deduce: boolean): number {
  // Almost every review in a search finds nothing: a cheaper test that no pair can act spares the scan.
  if (!pairsMayAct(deduce)) {
    forgetChangedLines();
    return PAIRS_STABLE;
  }
  for (let first = 0; first <= COLUMN_LINES; first += COLUMN_LINES) {
    const changed = changedLines(first);
    if (changed === 0) continue;
    const classes = classifyLines(first);
    for (let value = 0; value < 2; value++) {
      const complete = classes.complete[value]!;
      const near = classes.near[value]!;
      const partners = deduce ? complete | near : complete;
      let rest = complete;
      while (rest !== 0) {
        const a = lowestBitIndex(rest);
        rest &= rest - 1;
        const bits = lineBits(first + a, value);
        // Only pairs with a changed line can have changed.
        let others = (((changed >>> a) & 1) !== 0 ? partners : changed & partners) & ~(1 << a);
        while (others !== 0) {
          const b = lowestBitIndex(others);
          others &= others - 1;
          const partial = lineBits(first + b, value);
          if (partial === bits) return PAIRS_BROKEN;
          if (((near >>> b) & 1) === 0 || (partial & ~bits) !== 0) continue;
          const cell = bits & ~partial;
          if ((lineBits(first + b, value ^ 1) & cell) !== 0) continue;
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
function pairsMayAct(deduce: boolean): boolean {
  for (let first = 0; first <= COLUMN_LINES; first += COLUMN_LINES) {
    const changed = changedLines(first);
    if (changed === 0) continue;
    const classes = classifyLines(first);
    for (let value = 0; value < 2; value++) {
      const complete = classes.complete[value]!;
      const partners = deduce ? complete | classes.near[value]! : complete;
      let rest = changed & partners;
      while (rest !== 0) {
        const c = lowestBitIndex(rest);
        rest &= rest - 1;
        const bits = lineBits(first + c, value);
        let close = 0;
        for (let line = 0; line < classes.count; line++) {
          const differ = (bits ^ lineBits(first + line, value)) >>> 0;
          if ((differ & (differ - 1)) === 0) close |= 1 << line;
        }
        const mates = ((complete >>> c) & 1) !== 0 ? partners : complete;
        if ((close & mates & ~(1 << c)) !== 0) return true;
      }
    }
  }
  return false;
}

/** How many rows (first = 0) or columns (first = COLUMN_LINES) there are, and which hold all their copies of a digit (complete) or all but one (near), by digit. */
function classifyLines(first: number): { count: number; complete: [number, number]; near: [number, number] } {
  const count = first === 0 ? boardHeight : boardWidth;
  const half = (first === 0 ? boardWidth : boardHeight) >> 1;
  const complete: [number, number] = [0, 0];
  const near: [number, number] = [0, 0];
  for (let line = 0; line < count; line++) {
    for (let value = 0; value < 2; value++) {
      const placed = popcount(lineBits(first + line, value));
      if (placed === half) complete[value]! |= 1 << line;
      else if (placed === half - 1) near[value]! |= 1 << line;
    }
  }
  return { count, complete, near };
}
