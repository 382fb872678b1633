// Wilson's class steps: inside a group of classes (./classes.ts) a walk carries its cell's class, not its hot index.
// On the step tables each step waits on its entry for the next cell's guessed hot index, which the entry after it
// needs (a load a step on the walk's critical path); a class step reads both classes' entries of its value at once and
// picks one by the class it carries, so the next step waits on no load. A step lands where the cell's true shape
// sends it (its class is its hot index); the mark of the cell entered is then checked against the class assumed, and
// a cell in the maze or of another shape ends the class steps there. The same walk, the same draws.

import { chooseGroups, classHot, groupOf, MAX_GROUPS, NO_GROUP } from "./classes";
import { guessedAround, IN, stepDelta, stepEntry, stepGuess, stepSlot } from "./slot-draws";

// Per group, per value v and class c at 2·v + c (i32): delta << 4 | slot << 1 | the class the step leads to (0: A,
// 1: B); both classes' entries of a value in one 8-byte load.
const GROUP_BYTES: u32 = 64 * 8;
const TABLES: usize = memory.data(<i32>(MAX_GROUPS * GROUP_BYTES), 16);
// The packed delta's bound (28 bits with its sign); a layout with a longer step keeps the step tables.
const MAX_DELTA: i32 = 1 << 27;
// The class steps pay only where most steps stay in a group: leaving one costs a loop's exit and entry, two branches
// mispredicted where the step tables pay one. About this many cells are sampled, and this share of them must be of a
// group's class with every neighbour as the step tables guess (hex, triangle, upsilon, wrap at 10^6: 99%; polar 95%;
// 3d 100×100×100: 88%, and its class steps measured 1.08x slower).
const SAMPLES: u32 = 1 << 12;
const MIN_INSIDE_PERCENT: u32 = 95;

/**
 * Readies the class steps for the marks of `n` cells at `marks` (written by prepareDraws, none IN but holes); returns
 * whether the walks should take them.
 */
export function prepareClassSteps(marks: usize, n: u32): bool {
  const groups = chooseGroups(marks, n);
  if (groups == 0) return false;
  for (let g: u32 = 0; g < groups; g++) {
    const a = classHot(g, 0);
    for (let c: u32 = 0; c < 2; c++) {
      for (let v: u32 = 0; v < 64; v++) {
        const entry = stepEntry(classHot(g, c), v);
        const delta = stepDelta(entry);
        if (delta >= MAX_DELTA || delta <= -MAX_DELTA) return false;
        const packed = (delta << 4) | (<i32>stepSlot(entry) << 1) | <i32>(stepGuess(entry) != a);
        store<i32>(classStepsOf(g) + (v << 3) + (c << 2), packed);
      }
    }
  }
  return mostlyInside(marks, n);
}

// Whether MIN_INSIDE_PERCENT of the sampled cells (holes left out) are of a group's class with every neighbour's hot
// index as the step tables guess.
function mostlyInside(marks: usize, n: u32): bool {
  const stride = max<u32>(1, n / SAMPLES);
  let sampled: u32 = 0;
  let inside: u32 = 0;
  for (let cell: u32 = 0; cell < n; cell += stride) {
    const hot = <u32>load<u8>(marks + cell);
    if ((hot & IN) != 0) continue;
    sampled++;
    if (groupOf(hot) != NO_GROUP && guessedAround(marks, cell, hot)) inside++;
  }
  return <u64>inside * 100 >= <u64>sampled * MIN_INSIDE_PERCENT;
}

/** Group `g`'s class steps (classStepOf's first argument). */
@inline export function classStepsOf(g: u32): usize {
  return TABLES + <usize>g * GROUP_BYTES;
}

/** The class step of value `v` from a cell of class `c` (group's class steps at `steps`): delta << 4 | slot << 1 | next class. */
@inline export function classStepOf(steps: usize, c: u32, v: u32): i32 {
  const both = load<i64>(steps + (<usize>v << 3));
  return select<i32>(<i32>(both >>> 32), <i32>both, c != 0);
}

/** A class step's neighbour delta, slot and next class (0: A, 1: B). */
@inline export function classStepDelta(step: i32): i32 {
  return step >> 4;
}

@inline export function classStepSlot(step: i32): u32 {
  return (<u32>step >> 1) & 7;
}

@inline export function classStepNext(step: i32): u32 {
  return <u32>step & 1;
}
