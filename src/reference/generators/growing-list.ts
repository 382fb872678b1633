// The growing tree's list of active cells and its policies, shared by the square grid and the topologies (both
// backends' references).

import { below } from "../random.js";
import { JoinOrderList } from "./join-order-list.js";

/** What Grower.grow returns for a cell with nothing left to carve to. */
export const NONE = -1;

/** Carves from a cell to a new one and returns it, or NONE when it has none (a method: a closure per call costs ~15%). */
export interface Grower {
  grow(cell: number): number;
}

const NEWEST = 0;
const OLDEST = 1;
const MIDDLE = 2;

/** Grows from `root` until the list is empty, picking by the policies' weights (one policy: its own fast list). */
export function growFrom(grower: Grower, capacity: number, root: number, newest: number, oldest: number, random: number, middle: number): void {
  const policies = (newest !== 0 ? 1 : 0) + (oldest !== 0 ? 1 : 0) + (random !== 0 ? 1 : 0) + (middle !== 0 ? 1 : 0);
  if (policies > 1) growMixed(grower, capacity, root, newest, oldest, random, middle);
  else if (random !== 0) growRandom(grower, capacity, root);
  else growFixed(grower, capacity, root, newest !== 0 ? NEWEST : oldest !== 0 ? OLDEST : MIDDLE);
}

// The list as a gap buffer: slots [0, gapStart) then [gapEnd, tail); the hole is moved to the picked position.
function growFixed(grower: Grower, capacity: number, root: number, policy: number): void {
  const slots = new Uint32Array(capacity);
  slots[0] = root;
  let gapStart = 0;
  let gapEnd = 0;
  let tail = 1;
  while (true) {
    const length = gapStart + tail - gapEnd;
    if (length === 0) break;
    const k = policy === NEWEST ? length - 1 : policy === OLDEST ? 0 : length >>> 1;
    while (gapStart > k) {
      gapStart--;
      gapEnd--;
      slots[gapEnd] = slots[gapStart]!;
    }
    while (gapStart < k) {
      slots[gapStart] = slots[gapEnd]!;
      gapStart++;
      gapEnd++;
    }
    const next = grower.grow(slots[gapEnd]!);
    if (next === NONE) gapEnd++;
    else slots[tail++] = next;
  }
}

// The list as an unordered bag: a uniform pick does not depend on the order, so removal swaps in the last cell.
function growRandom(grower: Grower, capacity: number, root: number): void {
  const slots = new Uint32Array(capacity);
  slots[0] = root;
  let length = 1;
  while (length !== 0) {
    const at = below(length);
    const next = grower.grow(slots[at]!);
    if (next === NONE) slots[at] = slots[--length]!;
    else slots[length++] = next;
  }
}

// The list in joining order (join-order-list.ts): newest and oldest in O(1), middle and random by rank.
function growMixed(grower: Grower, capacity: number, root: number, newest: number, oldest: number, random: number, middle: number): void {
  const list = new JoinOrderList(capacity, root);
  const total = newest + oldest + random + middle;
  const upToOldest = newest + oldest;
  const upToRandom = upToOldest + random;
  while (list.length !== 0) {
    const choice = below(total);
    let picked: number;
    if (choice < newest) picked = list.newestSlot();
    else if (choice < upToOldest) picked = list.oldestSlot();
    else picked = list.slotOfRank(choice < upToRandom ? below(list.length) : list.length >>> 1);
    const next = grower.grow(list.cellAt(picked));
    if (next === NONE) list.remove(picked);
    else list.append(next);
  }
}
