// Aldous-broder's checked jumps: most of the walk crosses cells visited long ago, looking for the last unvisited
// ones, and there a step-by-step walk waits on each step's table entry before it can read the next. On a layout with
// groups of classes (./classes.ts), a word's five steps from a cell of a class are worked out from the classes alone:
// each value's delta and next class is one entry per class, both classes' entries are read before the class that
// picks one is known, so nothing waits on a load. Then the five cells are checked at once: each
// must be in the maze and of the class assumed. If so, the walk moves there (no cell entered for the first time, every
// step the step of the cell's true shape); if not, the word is walked step by step as before. The same walk, the same
// draws. Each group gets tables; the walk reads the tables of the group its cell is in.
//
// Why the check is enough: the first step is from a cell whose class is known, so it lands on a real cell; a step
// from a cell that passed the check is that cell's own step, so the first cell to fail is a real cell too. Cells
// after a failure may be computed from a wrong class; their reads are clamped into the marks and their result unused.

import { chooseGroups, classHot } from "./classes";
import { stepDelta, stepEntry, stepGuess } from "./slot-draws";

const PAIR_BYTES: u32 = 2 * 4096 * 4;
const STEP_BYTES: u32 = 2 * 64 * 4;
const GROUP_BYTES: u32 = PAIR_BYTES + STEP_BYTES;
// Per group, its tables (one pointer for the walk to hold): first its pairs, two values (the first in the low 6
// bits) and class c at 2·x + c: (delta of both steps) << 1 | the class they lead to; 32 KiB, so the walker's group's
// stay in the first-level cache beside the marks it reads. Then its steps, value v and class c at 2·v + c: (delta of
// the step) << 1 | the class it leads to (0: A, 1: B). Both classes' entries of a value side by side: one load and
// one cache line read them.
let tablesAt: usize = 0;

/**
 * Chooses the groups (./classes.ts) from the marks of `n` cells at `marks` and fills their tables in MAX_GROUPS ×
 * GROUP_BYTES bytes at `tables` (16-aligned, in the walk's working memory); returns how many groups there are (none:
 * the walk does not jump).
 */
export function prepareJumps(marks: usize, n: u32, tables: usize): u32 {
  tablesAt = tables;
  const groups = chooseGroups(marks, n);
  for (let g: u32 = 0; g < groups; g++) fillTables(g);
  return groups;
}

// Group g's tables from its classes' step table entries.
function fillTables(g: u32): void {
  const a = classHot(g, 0);
  const b = classHot(g, 1);
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
