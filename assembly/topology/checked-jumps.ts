// Aldous-broder's checked jumps: most of the walk crosses cells visited long ago, looking for the last unvisited
// ones, and there a step-by-step walk waits on each step's table entry before it can read the next. On a layout
// where one or two *classes* of cells make up much of the graph and lead to each other (a *group*: the commonest hot
// shape, and the shape its steps lead to: hex's two row parities, triangle's up and down cells, upsilon's octagons and
// squares, wrap's and 3d's interior, a polar band's cells), a word's five steps from a cell of a class are worked out
// from the classes alone: each value's delta and next class is one entry per class, both classes' entries are read
// before the class that picks one is known, so nothing waits on a load. Then the five cells are checked at once: each
// must be in the maze and of the class assumed. If so, the walk moves there (no cell entered for the first time, every
// step the step of the cell's true shape); if not, the word is walked step by step as before. The same walk, the same
// draws. Up to MAX_GROUPS groups get tables (polar: a group per band of rings of one cell count, the three widest
// holding 98% of the cells at 10^6); the walk reads the tables of the group its cell is in.
//
// Why the check is enough: the first step is from a cell whose class is known, so it lands on a real cell; a step
// from a cell that passed the check is that cell's own step, so the first cell to fail is a real cell too. Cells
// after a failure may be computed from a wrong class; their reads are clamped into the marks and their result unused.

import { HOT_BITS, IN, OTHER, stepDelta, stepEntry, stepGuess } from "./slot-draws";

/** The most groups that get tables, and groupOf's answer for a hot index in none. */
export const MAX_GROUPS: u32 = 3;
export const NO_GROUP: u32 = 0xff;
// A hot index heads a group only if it is at least 1/MIN_SHARE of the sampled cells.
const MIN_SHARE: u32 = 64;
const PAIR_BYTES: u32 = 2 * 4096 * 4;
const STEP_BYTES: u32 = 2 * 64 * 4;
const GROUP_BYTES: u32 = PAIR_BYTES + STEP_BYTES;
// Per group, its tables (one pointer for the walk to hold): first its pairs, two values (the first in the low 6
// bits) and class c at 2·x + c: (delta of both steps) << 1 | the class they lead to; 32 KiB, so the walker's group's
// stay in the first-level cache beside the marks it reads. Then its steps, value v and class c at 2·v + c: (delta of
// the step) << 1 | the class it leads to (0: A, 1: B). Both classes' entries of a value side by side: one load and
// one cache line read them.
let tablesAt: usize = 0;
// Per group: its classes' hot indices (u32 each, A then B). Per hot index: its group (u8), or NO_GROUP.
const CLASSES: usize = memory.data(<i32>(MAX_GROUPS * 8), 16);
const GROUP_OF: usize = memory.data(64, 16);
// Per hot index: how many sampled cells have it (u32), while the groups are chosen.
const COUNTS: usize = memory.data(64 * 4, 16);

/**
 * Chooses the groups from the marks of `n` cells at `marks` (written by prepareDraws: hot indices, none IN but holes)
 * and fills their tables in MAX_GROUPS × GROUP_BYTES bytes at `tables` (16-aligned, in the walk's
 * working memory); returns how many groups there are (none: the walk does not jump). A group's class A is the
 * commonest hot index in no group yet, B the one A's steps lead to (A again where they lead only to A); every step of
 * either, as the step tables guess it, must stay in {A, B}, and neither may be in another group. Group 0 is the
 * commonest.
 */
export function prepareJumps(marks: usize, n: u32, tables: usize): u32 {
  tablesAt = tables;
  countHot(marks, n);
  memory.fill(GROUP_OF, <u8>NO_GROUP, 64);
  let groups: u32 = 0;
  let sampled: u32 = 0;
  for (let h: u32 = 0; h < OTHER; h++) sampled += load<u32>(COUNTS + (h << 2));
  while (groups < MAX_GROUPS) {
    const a = commonest();
    if (a == OTHER || <u64>load<u32>(COUNTS + (a << 2)) * MIN_SHARE < <u64>sampled) break;
    store<u32>(COUNTS + (a << 2), 0);
    const b = partner(a);
    if (b == OTHER || load<u8>(GROUP_OF + b) != <u8>NO_GROUP || !closed(a, b)) continue;
    store<u32>(COUNTS + (b << 2), 0);
    addGroup(groups, a, b);
    groups++;
  }
  return groups;
}

// How many of every 16th cell have each hot index (holes, marked IN from the start, left out), in COUNTS.
function countHot(marks: usize, n: u32): void {
  memory.fill(COUNTS, 0, 64 * 4);
  for (let cell: u32 = 0; cell < n; cell += 16) {
    const mark = <u32>load<u8>(marks + cell);
    if ((mark & IN) != 0) continue;
    const at = COUNTS + (<usize>(mark & HOT_BITS) << 2);
    store<u32>(at, load<u32>(at) + 1);
  }
}

// The hot index with the largest count left (OTHER when none is left).
function commonest(): u32 {
  let best: u32 = OTHER;
  let most: u32 = 0;
  for (let h: u32 = 0; h < OTHER; h++) {
    const count = load<u32>(COUNTS + (h << 2));
    if (count > most) {
      best = h;
      most = count;
    }
  }
  return best;
}

// The class the steps of `a` lead to besides `a` itself (`a` when there is none; OTHER when there are two or more).
function partner(a: u32): u32 {
  let b = a;
  for (let v: u32 = 0; v < 64; v++) {
    const guess = stepGuess(stepEntry(a, v));
    if (guess == a || guess == b) continue;
    if (b != a) return OTHER;
    b = guess;
  }
  return b;
}

// Whether every step of `a` and of `b` leads to `a` or `b`.
function closed(a: u32, b: u32): bool {
  for (let v: u32 = 0; v < 64; v++) {
    const fromA = stepGuess(stepEntry(a, v));
    const fromB = stepGuess(stepEntry(b, v));
    if ((fromA != a && fromA != b) || (fromB != a && fromB != b)) return false;
  }
  return true;
}

function addGroup(g: u32, a: u32, b: u32): void {
  store<u32>(CLASSES + (<usize>g << 3), a);
  store<u32>(CLASSES + (<usize>g << 3) + 4, b);
  store<u8>(GROUP_OF + a, <u8>g);
  store<u8>(GROUP_OF + b, <u8>g);
  const tables = tablesOf(g);
  for (let c: u32 = 0; c < 2; c++) {
    for (let v: u32 = 0; v < 64; v++) {
      const entry = stepEntry(c == 0 ? a : b, v);
      store<i32>(tables + PAIR_BYTES + (((v << 1) + c) << 2), (stepDelta(entry) << 1) | <i32>(stepGuess(entry) != a));
    }
  }
  for (let c: u32 = 0; c < 2; c++) {
    for (let x: u32 = 0; x < 4096; x++) {
      const first = classStep(tables, c, x & 63);
      const second = classStep(tables, <u32>first & 1, x >> 6);
      store<i32>(tables + (((x << 1) + c) << 2), (((first >> 1) + (second >> 1)) << 1) | (second & 1));
    }
  }
}

/** The group of hot index `hot` (OTHER included), or NO_GROUP. */
@inline export function groupOf(hot: u32): u32 {
  return hot < OTHER ? <u32>load<u8>(GROUP_OF + hot) : NO_GROUP;
}

/** The hot index of class `c` (0: A, 1: B) of group `g`. */
@inline export function classHot(g: u32, c: u32): u32 {
  return load<u32>(CLASSES + (<usize>g << 3) + (<usize>c << 2));
}

/** Where group `g`'s tables are (classStep's and classPair's first argument). */
@inline export function tablesOf(g: u32): usize {
  return tablesAt + <usize>g * GROUP_BYTES;
}

/** The step of value `v` from a cell of class `c` (group tables at `tables`): its delta << 1 | the class it leads to. */
@inline export function classStep(tables: usize, c: u32, v: u32): i32 {
  // Both classes' entries are read at once (one 8-byte load), so the load does not wait on the class.
  const both = load<i64>(tables + PAIR_BYTES + (v << 3));
  return select<i32>(<i32>(both >>> 32), <i32>both, c != 0);
}

/** The two steps of values `x` (12 bits, the first value in the low 6) from a cell of class `c` (group tables at `tables`): their delta << 1 | the class they lead to. */
@inline export function classPair(tables: usize, c: u32, x: u32): i32 {
  const both = load<i64>(tables + (x << 3));
  return select<i32>(<i32>(both >>> 32), <i32>both, c != 0);
}
