// Wilson on a topology: loop-erased random walks. From each cell not yet in the tree (in index order), walk at random
// until the tree is hit, remembering in each cell only the slot it was last left by (which erases loops), then retrace
// from the walk's start, carving. Uniform spanning tree. Working memory at `work`: 1 byte per cell (the exit slot),
// then on the step tables of ./slot-draws.ts 1 more (the walks' marks). Inside a group of classes the walk takes class
// steps (./class-steps.ts): the same walk, so the same draws and bytes. Mirrored in src/reference/topology/wilson.ts.
//
// Order of random draws:
//   1. below(n): the root.
//   2. then one stream of nextU32() words, each five 6-bit values (./slot-draws.ts), shared by all walks in index
//      order (a walk that ends mid-word leaves the rest to the next walk), one per step: at a cell of d slots a value
//      v < 64 − (64 mod d) moves through slot v mod d, a larger one is rejected (the walker stays). When `narrow` is 1
//      (weave, src/topology/topology.ts narrowWalks) a step from a cell of four slots takes a 2-bit value instead, its
//      slot; a word's 30 low bits are taken lowest first while enough are left for the next value, else the next word
//      is drawn (as aldous-broder's).

import { below, seedRandom } from "../random";
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
  valuesUsed,
} from "./slot-draws";
import { directionDelta, FOUR, fourSlotStep, prepareHoleSteps, twiceDelta } from "./hole-steps";
import { classHot, groupOf, NO_GROUP } from "./classes";
import { classStepDelta, classStepNext, classStepOf, classStepSlot, classStepsOf, prepareClassSteps } from "./class-steps";

export function topologyWilson(offsets: usize, neighbours: usize, links: usize, work: usize, n: u32, seed: u32, narrow: u32): i32 {
  seedRandom(seed);
  useGraph(offsets, neighbours, links, n);
  if (n >= 2 && narrow != 0) walkAllNarrow(work, n);
  else if (n >= 2) walkAll(work, n);
  finishGraph(n);
  return STATUS_OK;
}

// The walks start from every position in order (a hole is in the tree from the start: IN in the marks, a link byte
// not 0), so the exits and marks span the positions. Each walk has a copy that beats (../progress.ts), taken only
// when the host asks for it.
function walkAll(work: usize, n: u32): void {
  if (walksBeat()) walkAllBeating(work, n);
  else walkAllSilent(work, n);
}

function walkAllSilent(work: usize, n: u32): void {
  walkAllWith(false, work, n);
}

function walkAllBeating(work: usize, n: u32): void {
  walkAllWith(true, work, n);
}

@inline function walkAllWith(beating: bool, work: usize, n: u32): void {
  const root = setRoot(below(n));
  const positions = positionsOf(n);
  if (prepareDraws(work + positions, positions)) {
    const marks = work + positions;
    if (stepOnGuesses() && prepareClassSteps(marks, positions)) {
      if (beating) walksByClassBeating(work, marks, positions, root);
      else walksByClass(work, marks, positions, root);
    } else if (stepOnGuesses()) {
      if (beating) walksOnGuessesBeating(work, marks, positions, root);
      else walksOnGuesses(work, marks, positions, root);
    } else if (prepareHoleSteps(marks, n)) {
      if (beating) walksAcrossHolesBeating(work, marks, positions, root);
      else walksAcrossHoles(work, marks, positions, root);
    } else if (beating) walksOnMarksBeating(work, marks, positions, root);
    else walksOnMarks(work, marks, positions, root);
  } else if (isShaped()) walks(beating, true, work, positions);
  else walks(beating, false, work, positions);
}

// The walks with narrow draws (2 bits at four slots): by direction across holes where the layout allows it (weave with
// a crossing, on its shape table), else one cell at a time (a weave without crossings, or the CSR).
function walkAllNarrow(work: usize, n: u32): void {
  const root = setRoot(below(n));
  const positions = positionsOf(n);
  const marks = work + positions;
  const beating = walksBeat();
  if (isShaped() && prepareDraws(marks, positions) && prepareHoleSteps(marks, n)) {
    if (beating) walksNarrowAcrossHolesBeating(work, marks, positions, root);
    else walksNarrowAcrossHoles(work, marks, positions, root);
  } else walksNarrowly(beating, work, positions);
}

// One cell at a time with narrow draws, on the shape table or the CSR: the walks' rule, plainly.
function walksNarrowly(beating: bool, exits: usize, n: u32): void {
  const shaped = isShaped();
  startNarrowDraws();
  for (let start: u32 = 0; start < n; start++) {
    if (isIn(start)) continue;
    let current = start;
    while (true) {
      const slot = narrowSlot(shaped ? slotsOfShape(shapeOf(current)) : slotCountOn(false, current), beating);
      const next = shaped ? current + <u32>deltaOfShape(shapeOf(current), slot) : neighbourOn(false, current, slot);
      store<u8>(exits + current, <u8>slot);
      if (isIn(next)) break;
      current = next;
    }
    retrace(shaped, exits, start);
  }
}

// The walks on the step tables (marks written by prepareDraws). The PRNG state stays in its globals (drawValues): in
// locals it took four of the loop's registers and pushed the word it reads every step onto the stack (1.04-1.17x
// slower on every topology). `guessing` (a constant in each copy, stepOnGuesses): a step takes the next cell's hot
// index from the table's guess, else from its mark. `byClass` (a constant, with guesses, prepareClassSteps): inside a
// group of classes the walk takes class steps (./class-steps.ts), which wait on no load. `holes` (a constant, without
// guesses: weave, ./hole-steps.ts): a four-slot cell's mark holds its directions, and a step from it goes by
// direction, past a hole when the mark says so. Each copy in a function of its own (the walk is the whole of a
// generation's time, and a larger function around it measured slower), and each in a copy that beats.
function walksByClass(exits: usize, marks: usize, n: u32, root: u32): void {
  walksStepped(false, true, false, true, false, exits, marks, n, root);
}

function walksOnGuesses(exits: usize, marks: usize, n: u32, root: u32): void {
  walksStepped(false, true, false, false, false, exits, marks, n, root);
}

function walksOnMarks(exits: usize, marks: usize, n: u32, root: u32): void {
  walksStepped(false, false, false, false, false, exits, marks, n, root);
}

function walksAcrossHoles(exits: usize, marks: usize, n: u32, root: u32): void {
  walksStepped(false, false, true, false, false, exits, marks, n, root);
}

function walksNarrowAcrossHoles(exits: usize, marks: usize, n: u32, root: u32): void {
  walksStepped(false, false, true, false, true, exits, marks, n, root);
}

function walksByClassBeating(exits: usize, marks: usize, n: u32, root: u32): void {
  walksStepped(true, true, false, true, false, exits, marks, n, root);
}

function walksOnGuessesBeating(exits: usize, marks: usize, n: u32, root: u32): void {
  walksStepped(true, true, false, false, false, exits, marks, n, root);
}

function walksOnMarksBeating(exits: usize, marks: usize, n: u32, root: u32): void {
  walksStepped(true, false, false, false, false, exits, marks, n, root);
}

function walksAcrossHolesBeating(exits: usize, marks: usize, n: u32, root: u32): void {
  walksStepped(true, false, true, false, false, exits, marks, n, root);
}

function walksNarrowAcrossHolesBeating(exits: usize, marks: usize, n: u32, root: u32): void {
  walksStepped(true, false, true, false, true, exits, marks, n, root);
}

// `narrow` (a constant, with holes only): a step from a four-slot cell takes a 2-bit value, any other a 6-bit one.
@inline function walksStepped(beating: bool, guessing: bool, holes: bool, byClass: bool, narrow: bool, exits: usize, marks: usize, n: u32, root: u32): void {
  store<u8>(marks + root, load<u8>(marks + root) | <u8>IN);
  let word: u32 = 0;
  for (let start: u32 = 0; start < n; start++) {
    const first = <u32>load<u8>(marks + start);
    if ((first & IN) != 0) continue;
    let current = start;
    // Off the tree a mark is the hot index.
    let hot = first;
    while (true) {
      const g = byClass ? groupOf(hot) : NO_GROUP;
      if (g != NO_GROUP) {
        // Class steps (./class-steps.ts) while the cells entered have the class assumed.
        const steps = classStepsOf(g);
        const hotA = classHot(g, 0);
        const hotB = classHot(g, 1);
        let cls = <u32>(hot != hotA);
        let mark: u32 = 0;
        while (true) {
          if (valuesUsed(word)) {
            if (beating) beat();
            word = drawValues();
          }
          const step = classStepOf(steps, cls, word & DRAW_MASK);
          word >>>= DRAW_BITS;
          store<u8>(exits + current, <u8>classStepSlot(step));
          current += <u32>classStepDelta(step);
          mark = <u32>load<u8>(marks + current);
          cls = classStepNext(step);
          if (mark != select<u32>(hotB, hotA, cls != 0)) break;
        }
        if ((mark & IN) != 0) break;
        hot = mark;
        continue;
      }
      if (holes && (hot & FOUR) != 0) {
        // From four-slot cell to four-slot cell off the tree, in a loop of its own: few values live, so none spills.
        // The walker is the address of its mark, so a step waits on the mark's load, a test, a select and an add.
        let mark: u32;
        let at = marks + current;
        let reached: usize;
        const exitsFromMarks = exits - marks;
        while (true) {
          if (bitsUsed(word, narrow ? NARROW_BITS : DRAW_BITS)) {
            if (beating) beat();
            word = drawValues();
          }
          // The value's slot at four slots, v mod 4 (none rejected: ./hole-steps.ts).
          const slot = word & 3;
          word >>>= narrow ? NARROW_BITS : DRAW_BITS;
          store<u8>(at + exitsFromMarks, <u8>slot);
          reached = at + <usize>select<i32>(twiceDelta(slot), directionDelta(slot), (hot & (<u32>1 << slot)) != 0);
          mark = <u32>load<u8>(reached);
          if ((mark & (IN | FOUR)) != FOUR) break;
          hot = mark;
          at = reached;
        }
        if ((mark & IN) != 0) break;
        hot = mark;
        current = <u32>(reached - marks);
        continue;
      }
      // Not a four-slot cell on holes (the FOUR marks are all of them), so a 6-bit value.
      if (bitsUsed(word, DRAW_BITS)) {
        if (beating) beat();
        word = drawValues();
      }
      const v = word & DRAW_MASK;
      word >>>= DRAW_BITS;
      let next: u32;
      let slot: u32;
      let guess: u32 = OTHER;
      if (hot != OTHER) {
        // A rejected value has delta 0 and slot 0: the walker stays, and its exit is written again by the step
        // that leaves.
        const entry = stepEntry(hot, v);
        next = current + <u32>stepDelta(entry);
        guess = stepGuess(entry);
        slot = stepSlot(entry);
      } else {
        const shape = shapeOf(current);
        slot = slotOf(slotsOfShape(shape), v);
        if (slot == REJECTED) continue;
        next = current + <u32>deltaOfShape(shape, slot);
      }
      store<u8>(exits + current, <u8>slot);
      const mark = <u32>load<u8>(marks + next);
      if (guessing) {
        // The next step reads the guess; a wrong one, or the tree, is the rare branch.
        hot = guess;
        if (mark != guess) {
          if ((mark & IN) != 0) break;
          hot = mark;
        }
      } else {
        if ((mark & IN) != 0) break;
        hot = mark;
      }
      current = next;
    }
    retraceStepped(holes, exits, marks, start);
  }
}

// retrace on the step tables: slot k < d of a cell is its value k's entry, which gives the neighbour and, when the
// neighbour's mark has the guessed index, the slot back (else carveOn finds it in the shape table). On holes a
// four-slot cell's exit is a direction, and between two four-slot cells the slot back is the opposite one.
@inline function retraceStepped(holes: bool, exits: usize, marks: usize, start: u32): void {
  let here = start;
  let mark = <u32>load<u8>(marks + here);
  while (true) {
    const slot = <u32>load<u8>(exits + here);
    let next: u32;
    let back: u32 = NO_BACK;
    let guess: u32 = OTHER;
    const fromFour = holes && (mark & FOUR) != 0;
    if (fromFour) {
      next = fourSlotStep(here, mark, slot);
    } else if (mark != OTHER) {
      const entry = stepEntry(mark, slot);
      next = here + <u32>stepDelta(entry);
      guess = stepGuess(entry);
      // On holes a four-slot neighbour's mark is not a hot index, so the guess cannot tell the slot back.
      if (!holes) back = stepBack(entry);
    } else {
      next = neighbourOn(true, here, slot);
    }
    const nextMark = <u32>load<u8>(marks + next);
    if (fromFour && (nextMark & FOUR) != 0) {
      back = (slot + 2) & 3;
      guess = nextMark & HOT_BITS;
    }
    if (back != NO_BACK && (nextMark & HOT_BITS) == guess) {
      setLinks(here, linksOf(here) | (<u32>1 << slot));
      setLinks(next, linksOf(next) | (<u32>1 << back));
    } else {
      carveOn(true, here, slot);
    }
    store<u8>(marks + here, <u8>(mark | IN));
    tickProgress(1);
    if ((nextMark & IN) != 0) break;
    here = next;
    mark = nextMark;
  }
}

// The walks on one layout (`shaped` a constant in each copy: the shape table or the CSR).
@inline function walks(beating: bool, shaped: bool, exits: usize, n: u32): void {
  let word: u32 = 0;
  for (let start: u32 = 0; start < n; start++) {
    if (isIn(start)) continue;
    let current = start;
    while (true) {
      if (valuesUsed(word)) {
        if (beating) beat();
        word = drawValues();
      }
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
      store<u8>(exits + current, <u8>slot);
      if (isIn(next)) break;
      current = next;
    }
    retrace(shaped, exits, start);
  }
}

// Carves the loop-erased walk from `start` along the exits. A carve puts both ends in the maze, so whether the walk
// reached the tree is read before it.
@inline function retrace(shaped: bool, exits: usize, start: u32): void {
  let here = start;
  while (true) {
    const slot = <u32>load<u8>(exits + here);
    const next = neighbourOn(shaped, here, slot);
    const reached = isIn(next);
    carveOn(shaped, here, slot);
    tickProgress(1);
    if (reached) break;
    here = next;
  }
}
