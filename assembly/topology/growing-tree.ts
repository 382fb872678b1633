// Growing tree on a topology: a list of active cells in joining order. Each step picks one by the policy (newest,
// oldest, random, middle, or a weighted mix); if it has neighbours out of the maze, carve to a random one and append
// it; otherwise remove the picked cell. The list's shapes are those of the square grid's growing tree: a gap buffer
// for oldest or middle alone, a stack for newest alone, a bag with swap-remove for random alone, the join-order list
// (../generators/join-order-list.ts) for a mix. Working memory at `work`: the i16 rows of shaped-walk.ts (compactBytes),
// then 4 + 1/8 + 1/32 bytes per cell and 16 more.
// Mirrored in src/reference/topology/growing-tree.ts.
//
// Order of random draws:
//   1. below(n): the root.
//   2. each step, for a mix only: below(sum of weights) picks the policy, by the weights in the order newest, oldest,
//      random, middle.
//   3. each step whose policy is random: below(list length) picks the position.
//   4. each step where the picked cell has k >= 2 neighbours out of the maze: below(k) picks among them in slot order
//      (k = 1 takes the only one without a draw).

import { appendCell, cellAt, listLength, openJoinOrderList, pickMixed, removeSlot } from "../generators/join-order-list";
import { below, seedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { carveOn, finishGraph, isShaped, nthSetBit, outMaskOn, positionsOf, setRoot, useGraph } from "./graph";
import { carveSlot, compactBytes, NARROW, nthOf8, openSlots, pickLayout, pickSlotReads, rowOf, shapeAt, slotsOf, WIDE, WIDE16 } from "./shaped-walk";

const OLDEST: u32 = 1;
const MIDDLE: u32 = 2;
// grow()'s answer when the cell has no neighbour out of the maze.
const NONE: u32 = 0xffffffff;

export function topologyGrowingTree(
  offsets: usize,
  neighbours: usize,
  links: usize,
  work: usize,
  n: u32,
  seed: u32,
  newest: u32,
  oldest: u32,
  random: u32,
  middle: u32,
): i32 {
  seedRandom(seed);
  useGraph(offsets, neighbours, links, n);
  if (n >= 2) growTree(work, n, newest, oldest, random, middle);
  finishGraph(n);
  return STATUS_OK;
}

function growTree(work: usize, n: u32, newest: u32, oldest: u32, random: u32, middle: u32): void {
  const root = setRoot(below(n));
  const policies = (newest != 0 ? 1 : 0) + (oldest != 0 ? 1 : 0) + (random != 0 ? 1 : 0) + (middle != 0 ? 1 : 0);
  // One copy of each list per layout, named by a type so that each copy's layout is a compile-time constant: u8, u16
  // and i16 for the shape table's NARROW, WIDE and WIDE16 (shaped-walk.ts; WIDE16's rows before the list), u32 for
  // the CSR.
  // The lists hold cells (at most n); the rows and the slot reads look at every position.
  const positions = positionsOf(n);
  const layout = isShaped() ? pickLayout(work, positions) : 0;
  const list = layout == WIDE16 ? work + compactBytes(positions) : work;
  if (layout != 0) pickSlotReads(layout, positions);
  if (policies > 1) {
    if (layout == WIDE16) growMixed<i16>(list, n, root, newest, oldest, random, middle);
    else if (layout == WIDE) growMixed<u16>(list, n, root, newest, oldest, random, middle);
    else if (layout == NARROW) growMixed<u8>(list, n, root, newest, oldest, random, middle);
    else growMixed<u32>(list, n, root, newest, oldest, random, middle);
  } else if (random != 0) {
    if (layout == WIDE16) growRandom<i16>(list, root);
    else if (layout == WIDE) growRandom<u16>(list, root);
    else if (layout == NARROW) growRandom<u8>(list, root);
    else growRandom<u32>(list, root);
  } else if (newest != 0) {
    if (layout == WIDE16) growNewest<i16>(list, root);
    else if (layout == WIDE) growNewest<u16>(list, root);
    else if (layout == NARROW) growNewest<u8>(list, root);
    else growNewest<u32>(list, root);
  } else {
    const policy = oldest != 0 ? OLDEST : MIDDLE;
    if (layout == WIDE16) growFixed<i16>(list, root, policy);
    else if (layout == WIDE) growFixed<u16>(list, root, policy);
    else if (layout == NARROW) growFixed<u8>(list, root, policy);
    else growFixed<u32>(list, root, policy);
  }
}

// Carves from `cell` to a random neighbour out of the maze and returns it, or NONE when it has none.
@inline function grow<L>(cell: u32): u32 {
  if (sizeof<L>() < 4) {
    const layout: u32 = sizeof<L>() == 1 ? NARROW : isSigned<L>() ? WIDE16 : WIDE;
    // The shape layout, read without branches (shaped-walk.ts).
    const shape = shapeAt(layout, cell);
    const row = rowOf(layout, shape);
    const open = openSlots(layout, cell, row, slotsOf(shape));
    if (open == 0) return NONE;
    tickProgress(1);
    const count = popcnt<u32>(open);
    return carveSlot(layout, cell, row, nthOf8(open, count == 1 ? 0 : below(count)));
  }
  const mask = outMaskOn(false, cell);
  if (mask == 0) return NONE;
  tickProgress(1);
  const k = popcnt<u32>(mask);
  return carveOn(false, cell, nthSetBit(mask, k == 1 ? 0 : below(k)));
}

// Newest alone: the list is a stack, its newest cell in a local and the others below it (as the backtracker's), so a
// step moves no cell where the gap buffer moved one, and takes no branch on which way the gap goes.
@inline function growNewest<L>(slots: usize, root: u32): void {
  let cell = root;
  let depth: usize = 0;
  while (true) {
    const next = grow<L>(cell);
    if (next == NONE) {
      if (depth == 0) return;
      depth--;
      cell = load<u32>(slots + (depth << 2));
    } else {
      store<u32>(slots + (depth << 2), cell);
      depth++;
      cell = next;
    }
  }
}

// The list as a gap buffer: slots [0, gapStart) then [gapEnd, tail); the hole is moved to the picked position.
@inline function growFixed<L>(slots: usize, root: u32, policy: u32): void {
  store<u32>(slots, root);
  let gapStart: u32 = 0;
  let gapEnd: u32 = 0;
  let tail: u32 = 1;
  while (true) {
    const length = gapStart + tail - gapEnd;
    if (length == 0) break;
    const k: u32 = policy == OLDEST ? 0 : length >>> 1;
    while (gapStart > k) {
      gapStart--;
      gapEnd--;
      store<u32>(slots + (<usize>gapEnd << 2), load<u32>(slots + (<usize>gapStart << 2)));
    }
    while (gapStart < k) {
      store<u32>(slots + (<usize>gapStart << 2), load<u32>(slots + (<usize>gapEnd << 2)));
      gapStart++;
      gapEnd++;
    }
    const next = grow<L>(load<u32>(slots + (<usize>gapEnd << 2)));
    if (next == NONE) gapEnd++;
    else {
      store<u32>(slots + (<usize>tail << 2), next);
      tail++;
    }
  }
}

// The list as an unordered bag: a uniform pick does not depend on the order, so removal swaps in the last cell.
@inline function growRandom<L>(slots: usize, root: u32): void {
  store<u32>(slots, root);
  let length: u32 = 1;
  while (length != 0) {
    const at = slots + (<usize>below(length) << 2);
    const next = grow<L>(load<u32>(at));
    if (next == NONE) {
      length--;
      store<u32>(at, load<u32>(slots + (<usize>length << 2)));
    } else {
      store<u32>(slots + (<usize>length << 2), next);
      length++;
    }
  }
}

// The list in joining order: newest and oldest in O(1), middle and random by rank.
@inline function growMixed<L>(work: usize, n: u32, root: u32, newest: u32, oldest: u32, random: u32, middle: u32): void {
  openJoinOrderList(work, n, root);
  const total = newest + oldest + random + middle;
  const upToOldest = newest + oldest;
  const upToRandom = upToOldest + random;
  while (listLength() != 0) {
    const picked = pickMixed(newest, upToOldest, upToRandom, total);
    const next = grow<L>(cellAt(picked));
    if (next == NONE) removeSlot(picked);
    else appendCell(next);
  }
}
