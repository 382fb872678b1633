// Classes of cells for the walks on the step tables (./slot-draws.ts): on a layout where one or two hot shapes make up
// much of the graph and lead to each other (a *group*: the commonest hot shape, and the shape its steps lead to: hex's
// two row parities, triangle's up and down cells, upsilon's octagons and squares, wrap's and 3d's interior, a polar
// band's cells), a step from a cell of a group's class can be worked out from the class alone: its delta and the class
// it leads to are the same for every cell of that class, as far as the step tables' guesses hold. Up to MAX_GROUPS
// groups (polar: a group per band of rings of one cell count, the three widest holding 98% of the cells at 10^6).
// Aldous-broder's jumps (./checked-jumps.ts) and wilson's class steps (./class-steps.ts) read them.

import { HOT_BITS, IN, OTHER, stepEntry, stepGuess } from "./slot-draws";

/** The most groups, and groupOf's answer for a hot index in none. */
export const MAX_GROUPS: u32 = 3;
export const NO_GROUP: u32 = 0xff;
// A hot index heads a group only if it is at least 1/MIN_SHARE of the sampled cells.
const MIN_SHARE: u32 = 64;
// Per group: its classes' hot indices (u32 each, A then B). Per hot index: its group (u8), or NO_GROUP.
const CLASSES: usize = memory.data(<i32>(MAX_GROUPS * 8), 16);
const GROUP_OF: usize = memory.data(64, 16);
// Per hot index: how many sampled cells have it (u32), while the groups are chosen.
const COUNTS: usize = memory.data(64 * 4, 16);

/**
 * Chooses the groups from the marks of `n` cells at `marks` (written by prepareDraws: hot indices, none IN but holes);
 * returns how many groups there are. A group's class A is the commonest hot index in no group yet, B the one A's steps
 * lead to (A again where they lead only to A); every step of either, as the step tables guess it, must stay in {A, B},
 * and neither may be in another group. Group 0 is the commonest.
 */
export function chooseGroups(marks: usize, n: u32): u32 {
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
}

/** The group of hot index `hot` (OTHER included), or NO_GROUP. */
@inline export function groupOf(hot: u32): u32 {
  return hot < OTHER ? <u32>load<u8>(GROUP_OF + hot) : NO_GROUP;
}

/** The hot index of class `c` (0: A, 1: B) of group `g`. */
@inline export function classHot(g: u32, c: u32): u32 {
  return load<u32>(CLASSES + (<usize>g << 3) + (<usize>c << 2));
}
