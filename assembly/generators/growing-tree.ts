// Growing tree: a list of active cells, in the order they joined. Each step picks one by the
// policy (newest, oldest, random, middle, or a weighted mix of them); if it has unvisited
// neighbours, carve to a random one and append that; otherwise remove the picked cell.
// The list lives in one of three shapes, chosen by the policy, each holding W·H u32 slots:
//   - newest, oldest or middle alone: a gap buffer (the list with one hole that follows the
//     picked position; the pick moves by at most one place a step, so each step is O(1));
//   - random alone: an unordered bag with swap-remove (the order is irrelevant to a uniform pick);
//   - a mix: the cells in joining order with a bitset of the live ones and a Fenwick tree of live
//     counts (join-order-list.ts): newest and oldest in O(1), the k-th for middle and random in
//     O(log length). With the bitset and the tree: under 4 + 1/8 + 1/32 bytes per cell, + 15.
// With the policy newest alone, the draws and the maze are exactly those of the backtracker.
//
// Masks: works on any connected included region (initMaskedGrid); excluded cells are non-zero, so never entered.
//
// Order of random draws (mirrored in src/reference/generators/growing-tree.ts):
//   1. below(C), C = the number of included cells (W*H without a mask): the start cell, as the k-th
//      included cell in row-major order (without a mask, simply row-major index k: draws are unchanged).
//   2. each step, for a mix only: below(sum of weights) picks the policy, by the weights in the
//      order newest, oldest, random, middle.
//   3. each step whose policy is random: below(list length) picks the position.
//   4. each step where the picked cell has k >= 2 unvisited neighbours: below(k) picks among
//      them in N, E, S, W order (k = 1 takes the only one without a draw).

import { BORDER, clearScratch, gridBytes, nthSetBit, offsetOf, setOffsets, strideOf } from "../grid";
import { includedCell, initMaskedGrid } from "../mask";
import { below, seedRandom } from "../random";
import { appendCell, cellAt, listLength, openJoinOrderList, pickMixed, removeSlot } from "./join-order-list";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { isRecording, logStep } from "../steps";

// Scratch while running: bit 4 = visited (same as BORDER), so an unvisited cell is exactly a zero byte.
const VISITED: u32 = BORDER;

// Positions a fixed policy picks, for a list of `length` cells.
const NEWEST: u32 = 0;
const OLDEST: u32 = 1;
const MIDDLE: u32 = 2;

/** Growing tree with a policy given as four weights (newest, oldest, random, middle) into the W×H grid at `cells`; returns a status code. */
export function generateGrowingTree(
  cells: usize, width: u32, height: u32, seed: u32,
  newest: u32, oldest: u32, random: u32, middle: u32,
): i32 {
  seedRandom(seed);
  const included = initMaskedGrid(cells, width, height, 0);
  setOffsets(strideOf(width));
  const slots = (cells + <usize>gridBytes(width, height) + 3) & ~<usize>3;

  const root = includedCell(cells, width, height, below(included));
  store<u8>(cells + root, VISITED);

  const policies = <u32>(newest != 0) + <u32>(oldest != 0) + <u32>(random != 0) + <u32>(middle != 0);
  if (policies > 1) growMixed(cells, width, slots, width * height, root, newest, oldest, random, middle);
  else if (random != 0) growRandom(cells, width, slots, root);
  else growFixed(cells, width, slots, root, newest != 0 ? NEWEST : oldest != 0 ? OLDEST : MIDDLE);
  clearScratch(cells, width, height);
  return STATUS_OK;
}

// The list as a gap buffer: slots [0, gapStart) then [gapEnd, tail); the hole is moved to the picked position.
function growFixed(cells: usize, width: u32, slots: usize, root: u32, policy: u32): void {
  store<u32>(slots, root);
  let gapStart: u32 = 0;
  let gapEnd: u32 = 0;
  let tail: u32 = 1;
  while (true) {
    const length = gapStart + tail - gapEnd;
    if (length == 0) break;
    const k = policy == NEWEST ? length - 1 : policy == OLDEST ? 0 : length >> 1;
    while (gapStart > k) {
      gapStart--;
      gapEnd--;
      store<u32>(slot(slots, gapEnd), load<u32>(slot(slots, gapStart)));
    }
    while (gapStart < k) {
      store<u32>(slot(slots, gapStart), load<u32>(slot(slots, gapEnd)));
      gapStart++;
      gapEnd++;
    }
    const next = grow(cells, width, load<u32>(slot(slots, gapEnd)));
    if (next == 0) gapEnd++;
    else store<u32>(slot(slots, tail++), next);
  }
}

// The list as an unordered bag: a uniform pick does not depend on the order, so removal swaps in the last cell.
function growRandom(cells: usize, width: u32, slots: usize, root: u32): void {
  store<u32>(slots, root);
  let length: u32 = 1;
  while (length != 0) {
    const at = slot(slots, below(length));
    const next = grow(cells, width, load<u32>(at));
    if (next == 0) store<u32>(at, load<u32>(slot(slots, --length)));
    else store<u32>(slot(slots, length++), next);
  }
}

// The list in joining order (join-order-list.ts): newest and oldest in O(1), middle and random by rank.
function growMixed(
  cells: usize, width: u32, slots: usize, capacity: u32, root: u32,
  newest: u32, oldest: u32, random: u32, middle: u32,
): void {
  openJoinOrderList(slots, capacity, root);
  const total = newest + oldest + random + middle;
  const upToOldest = newest + oldest;
  const upToRandom = upToOldest + random;
  while (listLength() != 0) {
    const picked = pickMixed(newest, upToOldest, upToRandom, total);
    const next = grow(cells, width, cellAt(picked));
    if (next == 0) removeSlot(picked);
    else appendCell(next);
  }
}

@inline function slot(base: usize, i: u32): usize {
  return base + (<usize>i << 2);
}

// Carves from `cell` to a random unvisited neighbour and returns it, or returns 0 when it has none.
@inline function grow(cells: usize, width: u32, cell: u32): u32 {
  const here = cells + cell;
  const stride = width + 2;
  // An unvisited neighbour is a zero byte: padding and visited cells are non-zero.
  const open =
    <u32>(load<u8>(here - stride) == 0) |
    (<u32>(load<u8>(here + 1) == 0) << 1) |
    (<u32>(load<u8>(here + stride) == 0) << 2) |
    (<u32>(load<u8>(here - 1) == 0) << 3);
  if (open == 0) return 0;
  const count = popcnt(open);
  const d = count == 1 ? ctz(open) : nthSetBit(open, below(count));
  store<u8>(here, <u32>load<u8>(here) | (<u32>1 << d));
  if (isRecording()) logStep(cell, d);
  const next = cell + offsetOf(d);
  store<u8>(cells + next, VISITED | (<u32>1 << ((d + 2) & 3)));
  tickProgress(1);
  return next;
}
