// Aldous-broder's checked jumps: most of the walk crosses cells visited long ago, looking for the last unvisited
// ones, and there a step-by-step walk waits on each step's table entry before it can read the next. On a layout
// where one or two *classes* of cells make up most of the graph and lead to each other (the commonest hot shape, and
// the shape its steps lead to: hex's two row parities, triangle's up and down cells, upsilon's octagons and squares,
// wrap's and 3d's interior, a polar band's cells), a word's five steps from a cell of a class are worked out from the
// classes alone: each value's delta and next class is one entry per class, both classes' entries are read before the
// class that picks one is known, so nothing waits on a load. Then the five cells are checked at once: each must be in
// the maze and of the class assumed. If so, the walk moves there (no cell entered for the first time, every step the
// step of the cell's true shape); if not, the word is walked step by step as before. The same walk, the same draws.
//
// Why the check is enough: the first step is from a cell whose class is known, so it lands on a real cell; a step
// from a cell that passed the check is that cell's own step, so the first cell to fail is a real cell too. Cells
// after a failure may be computed from a wrong class; their reads are clamped into the marks and their result unused.

import { HOT_BITS, IN, OTHER, stepDelta, stepEntry, stepGuess } from "./slot-draws";

// Per class c and value v, at 64·c + v: (delta of the step) << 1 | the class it leads to (0: A, 1: B).
const STEPS: usize = memory.data(2 * 64 * 4, 16);
// Per class c and two values (the first in the low 6 bits), at 4096·c + x: (delta of both steps) << 1 | the class
// they lead to. 32 KiB: it stays in the first-level cache beside the marks the walk reads.
const PAIRS: usize = memory.data(2 * 4096 * 4, 16);
let hotA: u32 = 0;
let hotB: u32 = 0;

/**
 * Chooses the classes from the marks of `n` cells at `marks` (written by prepareDraws: hot indices, none IN) and fills
 * their steps; returns whether the walk may jump. Class A is the commonest hot index, B the one A's steps lead to
 * (A again on a single-class layout); every step of either, as the step tables guess it, must stay in {A, B}.
 */
export function prepareJumps(marks: usize, n: u32): bool {
  hotA = commonest(marks, n);
  hotB = hotA;
  for (let v: u32 = 0; v < 64; v++) {
    const guess = stepGuess(stepEntry(hotA, v));
    if (guess != hotA) hotB = guess;
  }
  if (hotA == OTHER || hotB == OTHER) return false;
  for (let v: u32 = 0; v < 64; v++) {
    const fromA = stepGuess(stepEntry(hotA, v));
    const fromB = stepGuess(stepEntry(hotB, v));
    if ((fromA != hotA && fromA != hotB) || (fromB != hotA && fromB != hotB)) return false;
  }
  for (let c: u32 = 0; c < 2; c++) {
    for (let v: u32 = 0; v < 64; v++) {
      const entry = stepEntry(classHot(c), v);
      store<i32>(STEPS + (((c << 6) + v) << 2), (stepDelta(entry) << 1) | <i32>(stepGuess(entry) != hotA));
    }
  }
  for (let c: u32 = 0; c < 2; c++) {
    for (let x: u32 = 0; x < 4096; x++) {
      const first = classStep(c, x & 63);
      const second = classStep(<u32>first & 1, x >> 6);
      store<i32>(PAIRS + (((c << 12) + x) << 2), (((first >> 1) + (second >> 1)) << 1) | (second & 1));
    }
  }
  return true;
}

// The commonest hot index among the marks (OTHER when no cell is hot), counted on every 16th cell (holes, marked IN
// from the start, left out).
function commonest(marks: usize, n: u32): u32 {
  const counts = STEPS; // free until the steps are filled: 64 u32 counters
  memory.fill(counts, 0, 64 * 4);
  for (let cell: u32 = 0; cell < n; cell += 16) {
    const mark = <u32>load<u8>(marks + cell);
    if ((mark & IN) != 0) continue;
    const at = counts + (<usize>(mark & HOT_BITS) << 2);
    store<u32>(at, load<u32>(at) + 1);
  }
  let best: u32 = OTHER;
  let most: u32 = 0;
  for (let h: u32 = 0; h < OTHER; h++) {
    const count = load<u32>(counts + (h << 2));
    if (count > most) {
      best = h;
      most = count;
    }
  }
  return best;
}

/** The hot index of class `c` (0: A, 1: B). */
@inline export function classHot(c: u32): u32 {
  return c == 0 ? hotA : hotB;
}

/** Whether hot index `hot` is one of the classes'. */
@inline export function isClassHot(hot: u32): bool {
  return <bool>(<u32>(hot == hotA) | <u32>(hot == hotB));
}

/** The step of value `v` from a cell of class `c`: its delta << 1 | the class it leads to. */
@inline export function classStep(c: u32, v: u32): i32 {
  // Both classes' entries are read, so the load does not wait on the class.
  return select<i32>(load<i32>(STEPS + ((64 + v) << 2)), load<i32>(STEPS + (v << 2)), c != 0);
}

/** The two steps of values `x` (12 bits, the first value in the low 6) from a cell of class `c`: their delta << 1 | the class they lead to. */
@inline export function classPair(c: u32, x: u32): i32 {
  return select<i32>(load<i32>(PAIRS + ((4096 + x) << 2)), load<i32>(PAIRS + (x << 2)), c != 0);
}
