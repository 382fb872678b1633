// Complete depth-first search with propagation, iterative: a stack of frames (cell, trail mark,
// digit still to try), branching on the first blank of the line with the fewest blanks. One run
// looks for up to `limit` solutions and keeps the first two; a dead-end budget cuts a run that
// thrashes, and the callers restart on the next budget of the Luby sequence (randomized restarts).
// Mirror of assembly/takuzu/search.ts.
//
// Order of random draws (DRAWN_ORDER only): at each branch, in the order the search reaches
// them, below(2) picks the digit tried first. Other orders are a hash of (salt, cell, depth),
// so counting solutions never touches the generator's draws.

import { below } from "../random.js";
import { boardHeight, boardWidth, isFull, mostConstrainedBlank, NO_CELL, setCell, trailMark, undoTo, writeBoard } from "./board.js";
import { DEDUCE_NEAR_COMPLETE, DEDUCE_QUOTAS, DEDUCE_UNIQUE_LINES, propagate } from "./propagate.js";

/** Added to the count when the run stopped on its dead-end budget. */
export const SEARCH_GAVE_UP = 0x100;
/** The digit order that draws from the PRNG (any other value is a hash salt). */
export const DRAWN_ORDER = 0xffffffff;
/** The deductions applied at every node: all the line-local ones and unique lines (when the rules have it). */
const SEARCH_DEDUCTIONS = DEDUCE_QUOTAS | DEDUCE_NEAR_COMPLETE | DEDUCE_UNIQUE_LINES;
/** Restart budgets are multiples of this many dead ends. */
const LUBY_UNIT = 32;

// frames[3 * depth + 0, 1, 2]: cell, trail mark, digit left to try (NOTHING_LEFT once both were).
const frames = new Uint16Array(1024 * 3);
const NOTHING_LEFT = 2;
// The first two solutions found, as W×H puzzle buffers.
const solutions = new Uint8Array(2048);

/** The k-th (0 or 1) solution kept by the last search, as a W×H buffer of digits. */
export function solutionAt(k: number): Uint8Array {
  const cellCount = boardWidth * boardHeight;
  return solutions.subarray(k * cellCount, (k + 1) * cellCount);
}

/**
 * Searches the loaded board for up to `limit` (1 or 2) solutions, trying digits in `order`
 * (DRAWN_ORDER or a salt); returns how many it found, plus SEARCH_GAVE_UP if it stopped after
 * more than `deadEndBudget` dead ends.
 */
export function search(limit: number, order: number, deadEndBudget: number): number {
  if (!propagate(SEARCH_DEDUCTIONS, NO_CELL)) return 0;
  let found = 0;
  let depth = 0;
  let deadEnds = 0;
  while (true) {
    if (isFull()) {
      writeBoard(solutionAt(found));
      found++;
      if (found === limit) return found;
    } else {
      const cell = mostConstrainedBlank();
      const digit = order === DRAWN_ORDER ? below(2) : scrambledDigit(order, cell, depth);
      const frame = 3 * depth;
      frames[frame] = cell;
      frames[frame + 1] = trailMark();
      frames[frame + 2] = digit ^ 1;
      depth++;
      setCell(cell, digit);
      if (propagate(SEARCH_DEDUCTIONS, NO_CELL)) continue;
      if (++deadEnds > deadEndBudget) return found | SEARCH_GAVE_UP;
    }
    // Backtrack to the deepest frame with a digit left, and try it.
    while (true) {
      if (depth === 0) return found;
      const frame = 3 * (depth - 1);
      undoTo(frames[frame + 1]!);
      const digit = frames[frame + 2]!;
      if (digit === NOTHING_LEFT) {
        depth--;
        continue;
      }
      frames[frame + 2] = NOTHING_LEFT;
      setCell(frames[frame]!, digit);
      if (propagate(SEARCH_DEDUCTIONS, NO_CELL)) break;
      if (++deadEnds > deadEndBudget) return found | SEARCH_GAVE_UP;
    }
  }
}

/** Dead ends allowed to restart number `run` (from 0): LUBY_UNIT times the Luby sequence 1 1 2 1 1 2 4 1 1 2 …, which wastes at most a log factor against the best fixed budget and still grows without bound (so searches stay complete). */
export function restartBudget(run: number): number {
  let size = 1;
  let level = 0;
  while (size < run + 1) {
    level++;
    size = 2 * size + 1;
  }
  let index = run;
  while (size - 1 !== index) {
    size = (size - 1) >> 1;
    level--;
    index %= size;
  }
  return LUBY_UNIT * 2 ** level;
}

/** A digit from a hash of (salt, cell, depth): an order unlike its neighbours', so lines do not come out alike. */
function scrambledDigit(salt: number, cell: number, depth: number): number {
  let hash = (Math.imul(salt, 0x85ebca6b) + Math.imul(cell, 0x9e3779b1) + Math.imul(depth, 0xc2b2ae35)) >>> 0;
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 12;
  return hash >>> 31;
}
