// Aldous-Broder on a topology: a random walk over all cells, carving into each cell the first time it is entered.
// Uniform spanning tree. Working memory at `work`: 1 byte per cell (the walk's marks on the step tables of
// ./slot-draws.ts; unused on other layouts), then ⌈n/32⌉ + 16 bytes (a count per 8×8 block, ./safe-blocks.ts), then
// up to 15 bytes to align and the jump tables (prepareJumps, ./checked-jumps.ts) or, on a layout with holes, the
// pairs (2n bytes, ./hole-steps.ts). Where the walk crosses cells visited before, it takes a word's five steps at once
// (./checked-jumps.ts): the same walk, so the same draws and bytes. On weave the steps go by direction
// (./hole-steps.ts). Mirrored in src/reference/topology/aldous-broder.ts.
//
// Order of random draws:
//   1. below(n): the root.
//   2. then nextU32() words, each five 6-bit values (./slot-draws.ts), one per step: at a cell of d slots a value
//      v < 64 − (64 mod d) moves through slot v mod d, a larger one is rejected (the walker stays). The walk stops at
//      the step that enters the last cell; the rest of that word is unused. When `narrow` is 1 (weave,
//      src/topology/topology.ts narrowWalks) a step from a cell of four slots takes a 2-bit value instead, its slot;
//      a word's 30 low bits are taken lowest first while enough are left for the next value, else the next word is
//      drawn. A word then pays for up to 15 steps, where most of weave's are from four-slot cells.

import { below, randomState, seedRandom, setRandomState } from "../random";
import { beat, tickProgress, walksBeat } from "../progress";
import { STATUS_OK } from "../status";
import {
  carveOn,
  deltaOfShape,
  finishGraph,
  isIn,
  isShaped,
  linksOf,
  neighbourOn,
  positionsOf,
  setLinks,
  setRoot,
  shapeOf,
  slotCountOn,
  slotsOfShape,
  useGraph,
} from "./graph";
import {
  bitsUsed,
  DRAW_BITS,
  DRAW_MASK,
  DRAWS_PER_WORD,
  drawValues,
  HOT_BITS,
  IN,
  NARROW_BITS,
  narrowSlot,
  NO_BACK,
  OTHER,
  prepareDraws,
  REJECTED,
  stepOnGuesses,
  slotOf,
  stepBack,
  stepDelta,
  stepEntry,
  stepGuess,
  stepSlot,
  startNarrowDraws,
} from "./slot-draws";
import { classPair, classStep, prepareJumps, tablesOf } from "./checked-jumps";
import { classHot, groupOf, NO_GROUP } from "./classes";
import { blockBytes, prepareBlocks, SAFE, visitBlock } from "./safe-blocks";
import { FOUR, fourTimesDelta, pairsOf, prepareHoleSteps, preparePairSteps, twiceDelta } from "./hole-steps";

export function topologyAldousBroder(offsets: usize, neighbours: usize, links: usize, work: usize, n: u32, seed: u32, narrow: u32): i32 {
  seedRandom(seed);
  useGraph(offsets, neighbours, links, n);
  if (n >= 2 && narrow != 0) walkNarrowFrom(work, n);
  else if (n >= 2) walkFrom(work, n);
  finishGraph(n);
  return STATUS_OK;
}

// The walk until n cells are in the maze; its marks and blocks span the positions. Each walk has a copy that beats
// (../progress.ts), taken only when the host asks for it.
function walkFrom(work: usize, n: u32): void {
  if (walksBeat()) walkFromBeating(work, n);
  else walkFromSilent(work, n);
}

function walkFromSilent(work: usize, n: u32): void {
  walkFromWith(false, work, n);
}

function walkFromBeating(work: usize, n: u32): void {
  walkFromWith(true, work, n);
}

@inline function walkFromWith(beating: bool, work: usize, n: u32): void {
  const root = setRoot(below(n));
  const positions = positionsOf(n);
  if (prepareDraws(work, positions)) {
    // The jump tables after the marks and the block counts (../../src/algorithms/topology.ts declares them).
    const tables = (work + positions + blockBytes(positions) + 15) & ~15;
    const groups = stepOnGuesses() ? prepareJumps(work, positions, tables) : 0;
    if (!stepOnGuesses() && prepareHoleSteps(work, n)) {
      // The pairs where the jump tables would be (no jumps without guesses).
      preparePairSteps(work, tables, positions);
      if (beating) walkAcrossHolesBeating(work, tables, n, root);
      else walkAcrossHoles(work, tables, n, root);
    } else if (!stepOnGuesses()) walkStepped(beating, false, false, false, work, n, positions, root, false);
    else if (groups > 1) walkStepped(beating, true, true, true, work, n, positions, root, prepareBlocks(work, work + positions, positions, groups));
    else if (groups == 1) walkStepped(beating, true, false, true, work, n, positions, root, prepareBlocks(work, work + positions, positions, groups));
    else walkStepped(beating, false, false, true, work, n, positions, root, false);
  } else if (isShaped()) walk(beating, true, n, root);
  else walk(beating, false, n, root);
}

// The walk with narrow draws (2 bits at four slots): by direction across holes where the layout allows it (weave with
// a crossing, on its shape table), else one cell at a time (a weave without crossings, or the CSR).
function walkNarrowFrom(work: usize, n: u32): void {
  const root = setRoot(below(n));
  const positions = positionsOf(n);
  const beating = walksBeat();
  if (isShaped() && prepareDraws(work, positions) && prepareHoleSteps(work, n)) {
    const tables = (work + positions + blockBytes(positions) + 15) & ~15;
    preparePairSteps(work, tables, positions);
    if (beating) walkNarrowAcrossHolesBeating(work, tables, n, root);
    else walkNarrowAcrossHoles(work, tables, n, root);
  } else walkNarrowly(beating, n, root);
}

// One cell at a time with narrow draws, on the shape table or the CSR: the walks' rule, plainly.
function walkNarrowly(beating: bool, n: u32, root: u32): void {
  const shaped = isShaped();
  let current = root;
  let remaining = n - 1;
  startNarrowDraws();
  while (true) {
    const slot = narrowSlot(shaped ? slotsOfShape(shapeOf(current)) : slotCountOn(false, current), beating);
    const next = shaped ? current + <u32>deltaOfShape(shapeOf(current), slot) : neighbourOn(false, current, slot);
    if (!isIn(next)) {
      carveOn(shaped, current, slot);
      tickProgress(1);
      if (--remaining == 0) break;
    }
    current = next;
  }
}

// The walk on the step tables (marks written by prepareDraws), with the PRNG state in locals: the same words as
// nextU32() (xoshiro128** as in ../random.ts), without a global read and write per word (wilson keeps its state in
// the globals, where locals crowded its loop; here the globals measured 1.01-1.05x slower). `jumping` (a constant in
// each copy): a word drawn at a cell of a class is a jump (./checked-jumps.ts), unchecked at a SAFE cell when the
// layout has `blocks` (./safe-blocks.ts), else checked and walked step by step if the check fails; `grouped` (a
// constant): there are several groups of classes, and the walker takes up the tables of the group its cell is in.
// `guessing` (a constant too, stepOnGuesses): a step takes the next cell's hot index from the table's guess, else
// from its mark. `beating` (a constant): each word drawn is counted for the heartbeat.
@inline function walkStepped(
  beating: bool,
  jumping: bool,
  grouped: bool,
  guessing: bool,
  marks: usize,
  n: u32,
  positions: u32,
  root: u32,
  blocks: bool,
): void {
  store<u8>(marks + root, load<u8>(marks + root) | <u8>IN);
  if (blocks) visitBlock(marks, root);
  // The walker's group: its classes' hot indices and its tables, in locals (group 0's to begin with). A word starts
  // by taking up the group of the walker's cell, so a SAFE cell's jump reads its own group's tables.
  let hotA = classHot(0, 0);
  let hotB = classHot(0, 1);
  let tables = tablesOf(0);
  const last = positions - 1;
  let a = randomState(0);
  let b = randomState(1);
  let c = randomState(2);
  let d = randomState(3);
  let current = root;
  let hot = <u32>load<u8>(marks + root) & HOT_BITS;
  let remaining = n - 1;
  while (remaining > 0) {
    if (beating) beat();
    let word = rotl<u32>(b * 5, 7) * 9;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl<u32>(d, 11);
    let inGroup = jumping && ((<u32>(hot == hotA) | <u32>(hot == hotB)) != 0);
    if (grouped && !inGroup) {
      // The walker left its group: into another's, or none.
      const g = groupOf(hot);
      if (g != NO_GROUP) {
        hotA = classHot(g, 0);
        hotB = classHot(g, 1);
        tables = tablesOf(g);
        inGroup = true;
      }
    }
    if (inGroup) {
      // The cells after each step, from the classes alone; a pair of steps waits on no single step.
      const c0 = <u32>(hot != hotA);
      const e2 = classPair(tables, c0, word & 0xfff);
      const e4 = classPair(tables, <u32>e2 & 1, (word >>> 12) & 0xfff);
      const e5 = classStep(tables, <u32>e4 & 1, (word >>> 24) & DRAW_MASK);
      const x2 = current + <u32>(e2 >> 1);
      const x4 = x2 + <u32>(e4 >> 1);
      const x5 = x4 + <u32>(e5 >> 1);
      if ((<u32>load<u8>(marks + current) & SAFE) != 0) {
        current = x5;
        // From SAFE cell to SAFE cell the walk needs only its class (the tables' class is the cell's true one there,
        // so it stays in the group): a loop of its own, with few values live and one branch a word. A group of one
        // class (A = B: wrap, 3d, a polar band) needs no class at all: its entries' class bits are 0.
        let cls = <u32>e5 & 1;
        const oneClass = hotA == hotB;
        while ((<u32>load<u8>(marks + current) & SAFE) != 0) {
          // The next word, as at the loop's head (drawn here too: one draw site at the head, with this loop's words
          // taken there, measured 1.08–1.13× slower, bench/topologies/RESULTS.md).
          if (beating) beat();
          const next = rotl<u32>(b * 5, 7) * 9;
          const u = b << 9;
          c ^= a;
          d ^= b;
          b ^= c;
          a ^= d;
          c ^= u;
          d = rotl<u32>(d, 11);
          if (oneClass) {
            const g2 = classPair(tables, 0, next & 0xfff);
            const g4 = classPair(tables, 0, (next >>> 12) & 0xfff);
            const g5 = classStep(tables, 0, (next >>> 24) & DRAW_MASK);
            current += <u32>(g2 >> 1) + <u32>(g4 >> 1) + <u32>(g5 >> 1);
            continue;
          }
          const f2 = classPair(tables, cls, next & 0xfff);
          const f4 = classPair(tables, <u32>f2 & 1, (next >>> 12) & 0xfff);
          const f5 = classStep(tables, <u32>f4 & 1, (next >>> 24) & DRAW_MASK);
          current += <u32>(f2 >> 1) + <u32>(f4 >> 1) + <u32>(f5 >> 1);
          cls = <u32>f5 & 1;
        }
        hot = select<u32>(hotB, hotA, cls != 0);
        continue;
      }
      const e1 = classStep(tables, c0, word & DRAW_MASK);
      const e3 = classStep(tables, <u32>e2 & 1, (word >>> 12) & DRAW_MASK);
      const x1 = current + <u32>(e1 >> 1);
      const x3 = x2 + <u32>(e3 >> 1);
      // Else each cell must be in the maze with the class assumed (reads past a failed cell are clamped and their
      // result unused); SAFE is left out of the comparison. The marks of the classes' cells in the maze are made
      // here rather than held across words.
      const inA = hotA | IN;
      const inB = hotB | IN;
      const wrong =
        (<u32>load<u8>(marks + min(x1, last)) ^ select<u32>(inB, inA, (e1 & 1) != 0)) |
        (<u32>load<u8>(marks + min(x2, last)) ^ select<u32>(inB, inA, (e2 & 1) != 0)) |
        (<u32>load<u8>(marks + min(x3, last)) ^ select<u32>(inB, inA, (e3 & 1) != 0)) |
        (<u32>load<u8>(marks + min(x4, last)) ^ select<u32>(inB, inA, (e4 & 1) != 0)) |
        (<u32>load<u8>(marks + min(x5, last)) ^ select<u32>(inB, inA, (e5 & 1) != 0));
      if ((wrong & ~SAFE) == 0) {
        current = x5;
        hot = select<u32>(hotB, hotA, (e5 & 1) != 0);
        continue;
      }
    }
    for (let k: u32 = 0; k < DRAWS_PER_WORD; k++) {
      const v = word & DRAW_MASK;
      word >>>= DRAW_BITS;
      let next: u32;
      let slot: u32;
      let guess: u32 = OTHER;
      let back: u32 = NO_BACK;
      if (hot != OTHER) {
        // A rejected value has delta 0: the walker stays on a cell already in the maze.
        const entry = stepEntry(hot, v);
        next = current + <u32>stepDelta(entry);
        guess = stepGuess(entry);
        slot = stepSlot(entry);
        back = stepBack(entry);
      } else {
        const shape = shapeOf(current);
        slot = slotOf(slotsOfShape(shape), v);
        if (slot == REJECTED) continue;
        next = current + <u32>deltaOfShape(shape, slot);
      }
      // SAFE says nothing of the step: it is left out of the comparison.
      const mark = <u32>load<u8>(marks + next) & (jumping ? ~SAFE : 0xff);
      if (guessing) {
        hot = guess;
        // The next step reads the guess; a wrong guess, or a new cell, is the rare branch.
        if (mark != (guess | IN)) {
          hot = mark & HOT_BITS;
          if ((mark & IN) == 0) {
            enter(blocks, marks, current, next, mark, slot, back, guess);
            if (--remaining == 0) break;
          }
        }
      } else {
        hot = mark & HOT_BITS;
        if ((mark & IN) == 0) {
          enter(blocks, marks, current, next, mark, slot, back, guess);
          if (--remaining == 0) break;
        }
      }
      current = next;
    }
  }
  setRandomState(a, b, c, d);
}

// The step from `current` through `slot` enters `next` (mark `mark`, not IN) for the first time: it joins the maze.
@inline function enter(blocks: bool, marks: usize, current: u32, next: u32, mark: u32, slot: u32, back: u32, guess: u32): void {
  store<u8>(marks + next, <u8>(mark | IN));
  if (blocks) visitBlock(marks, next);
  if (back != NO_BACK && (mark & HOT_BITS) == guess) {
    setLinks(current, linksOf(current) | (<u32>1 << slot));
    // A cell entered for the first time has no passage: its byte is written, not read (a cold line).
    setLinks(next, <u32>1 << back);
  } else {
    carveOn(true, current, slot);
  }
  tickProgress(1);
}

// The walk on a layout with holes whose four-slot cells step by direction (weave, ./hole-steps.ts): a four-slot cell's
// "hot" is its mark but IN (FOUR and its doubled directions), and the next cell's comes from this one's pairs, so a
// step waits on no load; the border's cells step from the shape table. A function of its own with few values live:
// inside walkStepped, its values spilled to the stack at every step and the pairs measured no faster. The PRNG state
// stays in its globals (drawValues), as wilson's. A copy that beats.
function walkAcrossHoles(marks: usize, pairTable: usize, n: u32, root: u32): void {
  walkAcrossHolesWith(false, false, marks, pairTable, n, root);
}

function walkAcrossHolesBeating(marks: usize, pairTable: usize, n: u32, root: u32): void {
  walkAcrossHolesWith(true, false, marks, pairTable, n, root);
}

function walkNarrowAcrossHoles(marks: usize, pairTable: usize, n: u32, root: u32): void {
  walkAcrossHolesWith(false, true, marks, pairTable, n, root);
}

function walkNarrowAcrossHolesBeating(marks: usize, pairTable: usize, n: u32, root: u32): void {
  walkAcrossHolesWith(true, true, marks, pairTable, n, root);
}

// `narrow` (a constant in each copy): a step from a four-slot cell takes a 2-bit value, else a 6-bit one.
@inline function walkAcrossHolesWith(beating: bool, narrow: bool, marks: usize, pairTable: usize, n: u32, root: u32): void {
  store<u8>(marks + root, load<u8>(marks + root) | <u8>IN);
  let current = root;
  let mark = <u32>load<u8>(marks + root);
  let pairs = pairsOf(pairTable, root);
  let remaining = n - 1;
  let word: u32 = 0;
  while (true) {
    let next: u32;
    let slot: u32;
    const fromFour = (mark & FOUR) != 0;
    if (fromFour) {
      // From four-slot cell to four-slot cell in the maze, as the pairs say (confirmed by the mark, on a branch). The
      // walker is the address of its pairs, `at`, and a step adds its direction's delta in pairs' bytes, doubled when
      // bit `slot` of `here` says the direction crosses a hole: `here` holds the cell's doubled directions in its low
      // 4 bits (its mark's at first, then the pairs of the cell before shifted by the slot that left it). So a step
      // waits on the pairs loaded a step before through a shift, a test, a select and an add (measured 1.03× faster
      // than a delta shifted by the doubled bit from the cell's own index).
      let at = pairTable + (<usize>current << 1);
      let here = mark;
      while (true) {
        // The value's slot at four slots, v mod 4 (none rejected: ./hole-steps.ts).
        if (bitsUsed(word, narrow ? NARROW_BITS : DRAW_BITS)) {
          if (beating) beat();
          word = drawValues();
        }
        slot = word & 3;
        word >>>= narrow ? NARROW_BITS : DRAW_BITS;
        const reached = at + <usize>select<i32>(fourTimesDelta(slot), twiceDelta(slot), (here & (<u32>1 << slot)) != 0);
        here = pairs >> (slot << 2);
        pairs = <u32>load<u16>(reached);
        next = <u32>(reached - pairTable) >> 1;
        mark = <u32>load<u8>(marks + next);
        if (mark != (FOUR | IN | (here & 15))) break;
        at = reached;
      }
      current = <u32>(at - pairTable) >> 1;
    } else {
      // Not a four-slot cell (the FOUR marks are all of them), so a 6-bit value.
      if (bitsUsed(word, DRAW_BITS)) {
        if (beating) beat();
        word = drawValues();
      }
      const v = word & DRAW_MASK;
      word >>>= DRAW_BITS;
      const shape = shapeOf(current);
      slot = slotOf(slotsOfShape(shape), v);
      if (slot == REJECTED) continue;
      next = current + <u32>deltaOfShape(shape, slot);
      pairs = pairsOf(pairTable, next);
      mark = <u32>load<u8>(marks + next);
    }
    if ((mark & IN) == 0) {
      enterAcrossHoles(marks, current, next, mark, slot, fromFour);
      if (--remaining == 0) break;
    }
    current = next;
  }
}

// The step from `current` through `slot` enters `next` (mark `mark`, not IN) for the first time, on holes: between two
// four-slot cells the slot back is the opposite direction, else carveOn finds it in the shape table. Inlined into both
// copies of the walk, as it was into the one before (a call in the loop costs the walk its registers).
@inline function enterAcrossHoles(marks: usize, current: u32, next: u32, mark: u32, slot: u32, fromFour: bool): void {
  store<u8>(marks + next, <u8>(mark | IN));
  if (fromFour && (mark & FOUR) != 0) {
    setLinks(current, linksOf(current) | (<u32>1 << slot));
    setLinks(next, <u32>1 << ((slot + 2) & 3));
  } else {
    carveOn(true, current, slot);
  }
  tickProgress(1);
}

// The walk on one layout (`shaped` a constant in each copy: the shape table or the CSR), the PRNG state in locals.
@inline function walk(beating: bool, shaped: bool, n: u32, root: u32): void {
  let a = randomState(0);
  let b = randomState(1);
  let c = randomState(2);
  let d = randomState(3);
  let current = root;
  let remaining = n - 1;
  while (remaining > 0) {
    if (beating) beat();
    let word = rotl<u32>(b * 5, 7) * 9;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl<u32>(d, 11);
    for (let k: u32 = 0; k < DRAWS_PER_WORD; k++) {
      const v = word & DRAW_MASK;
      word >>>= DRAW_BITS;
      let slot: u32;
      let next: u32;
      if (shaped) {
        // The shape read once for the count and the delta.
        const shape = shapeOf(current);
        slot = slotOf(slotsOfShape(shape), v);
        if (slot == REJECTED) continue;
        next = current + <u32>deltaOfShape(shape, slot);
      } else {
        slot = slotOf(slotCountOn(false, current), v);
        if (slot == REJECTED) continue;
        next = neighbourOn(false, current, slot);
      }
      if (!isIn(next)) {
        carveOn(shaped, current, slot);
        tickProgress(1);
        if (--remaining == 0) break;
      }
      current = next;
    }
  }
  setRandomState(a, b, c, d);
}
