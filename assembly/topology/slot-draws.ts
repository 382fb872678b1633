// The random walks' slot draws (aldous-broder and wilson on a topology): each nextU32() word is cut into five 6-bit
// values, lowest bits first (its top 2 bits unused). At a cell of d slots a value v < 64 − (64 mod d) picks slot
// v mod d and a larger one is rejected (the walker stays and takes the next value): each step is exactly uniform over
// the cell's slots, at a fifth of a word where a below(d) took a whole one. Mirrored in src/reference/topology/slot-draws.ts.
//
// Steps: on a shape table the walks give up to 63 shapes a hot index (all of them on hex, triangle, upsilon, 3d and
// wrap, 8 to 27 shapes; on polar the 63 commonest of a sample, 99% of its cells) and keep a mark per cell in their
// work: its hot index, or OTHER, in the low 6 bits and IN (bit 7) once it is in the maze. Per hot index and value
// they read one entry: the neighbour delta (0 when rejected), the slot, and the hot index the neighbour most likely
// has (the majority over a sample of cells: on a lattice, the interior's) with the slot back from it. A step checks the mark of the cell it
// enters against IN | the guess: where they agree (inside the visited part, nearly always) the next step needs only
// its entry, so a step waits on one load where it waited on the shape, its slot count, a multiply and the delta. A
// cell marked OTHER takes its step from the shape table. Where fewer than 90% of the sampled cells are hot (weave:
// 17500 shapes, none common) the walks read the shape table or the CSR step by step, with the same draws.

import { beat } from "../progress";
import { nextU32 } from "../random";
import { lookup64 } from "../lanes";
import { deltaOfShape, shapeCount, shapeOf, shapeShiftOf, shapesBase, slotsOfShape } from "./graph";

/** Bits per value, values per nextU32() word. */
export const DRAW_BITS: u32 = 6;
export const DRAWS_PER_WORD: u32 = 5;
export const DRAW_MASK: u32 = (1 << DRAW_BITS) - 1;
const VALUE_BITS: u32 = DRAW_BITS * DRAWS_PER_WORD;

/**
 * The next word's five values with a 1 above them, so a walk needs no count of the values left: once the fifth is
 * shifted out the word is 1, and `word < 2` (0 before the first word) says to draw the next. One local less in the
 * walks' loops, whose register pressure is their cost (wilson 1.04-1.17x faster than with a count and the PRNG state
 * in locals).
 */
@inline export function drawValues(): u32 {
  return (nextU32() & ((1 << VALUE_BITS) - 1)) | (1 << VALUE_BITS);
}

/** Whether a word from drawValues has no value left (or is the 0 a walk starts with). */
@inline export function valuesUsed(word: u32): bool {
  return word < 2;
}

/** A narrow value's bits: the walks on a narrow graph take one at a cell of four slots (src/topology/topology.ts, narrowWalks). */
export const NARROW_BITS: u32 = 2;

/** Whether a word from drawValues has fewer than `bits` bits left (or is the 0 a walk starts with): a walk that takes values of two widths draws the next word then, the rest unused. */
@inline export function bitsUsed(word: u32, bits: u32): bool {
  return word < <u32>1 << bits;
}
/** SLOT_OF's mark for a rejected value. */
export const REJECTED: u32 = 0xff;
/** A mark's bit for a cell in the maze, its bits for the hot index, and the index of a cell whose shape is not hot (bit 6 is the walk's own: aldous-broder's SAFE, ./safe-blocks.ts). */
export const IN: u32 = 0x80;
export const HOT_BITS: u32 = 0x3f;
export const OTHER: u32 = 63;

const VALUES: u32 = 1 << DRAW_BITS;
const HOT: u32 = 64;
// SLOT_OF[64·d + v]: the slot value v picks at a cell of d slots (d ≤ 8), or REJECTED.
const SLOT_OF: usize = memory.data(9 * VALUES);
// Per hot index h and value v, at 64·h + v: the neighbour delta (i32, 0 when rejected), the slot (u8) and the guessed
// hot index of the neighbour (u8; h itself when rejected).
const STEP_DELTA: usize = memory.data(HOT * VALUES * 4, 16);
const STEP_SLOT: usize = memory.data(HOT * VALUES, 16);
const STEP_NEXT: usize = memory.data(HOT * VALUES, 16);
// ... and the slot back from that neighbour when it has the guessed index (u8; NO_BACK when it cannot be told).
const STEP_BACK: usize = memory.data(HOT * VALUES, 16);
/** STEP_BACK's mark for a step whose slot back is to be found in the shape table. */
export const NO_BACK: u32 = 0xff;
// The shape of each hot index (u32), and a hash from shape to hot index (u32 keys, EMPTY when free; u8 values).
const HOT_SHAPE: usize = memory.data(HOT * 4, 16);
const HASH_SIZE: u32 = 128;
const HASH_KEYS: usize = memory.data(HASH_SIZE * 4, 16);
const HASH_VALUES: usize = memory.data(HASH_SIZE, 16);
const EMPTY: u32 = 0xffffffff;
// With at most 63 shapes, each shape's first mark (writeMarksByTable).
const MARK_OF: usize = memory.data(HOT, 16);
// Per hot index h and slot k, at 8·h + k: the majority vote's candidate (u8) and its count (u16, at GUESS_COUNT).
const GUESS: usize = memory.data(HOT * 8, 16);
const GUESS_COUNT: usize = memory.data(HOT * 8 * 2, 16);
// About this many cells are sampled for the hot shapes and the guesses; the step tables need this share of them hot.
const SAMPLES: u32 = 1 << 16;
const MIN_HOT_PERCENT: u32 = 90;
let slotsFilled = false;

function fillSlotOf(): void {
  for (let d: u32 = 0; d <= 8; d++) {
    const accepted: u32 = d == 0 ? 0 : VALUES - (VALUES % d);
    for (let v: u32 = 0; v < VALUES; v++) store<u8>(SLOT_OF + (d << DRAW_BITS) + v, <u8>(v < accepted ? v % d : REJECTED));
  }
  slotsFilled = true;
}

/** The slot value `v` picks at a cell of `d` slots, or REJECTED (after prepareDraws). */
@inline export function slotOf(d: u32, v: u32): u32 {
  return <u32>load<u8>(SLOT_OF + (d << DRAW_BITS) + v);
}

// The word of the plain narrow walks (aldous-broder's walkNarrowly, wilson's walksNarrowly), in a global: they are the
// fallback of weave's walks (no crossings, or the CSR), not a hot path, and draw their slots here, as the reference's
// SlotDraws does.
let narrowWord: u32 = 0;

/** Starts a stream of narrow draws: the next slot draws a new word. */
export function startNarrowDraws(): void {
  narrowWord = 0;
}

/**
 * A slot of a cell of `d` slots on a narrow graph, uniform: a 2-bit value at four slots (its slot), else a 6-bit one
 * (slotOf), each from the word's unused low bits while enough are left, else from a new word (a beat each when
 * `beating`); values are drawn until one is accepted.
 */
export function narrowSlot(d: u32, beating: bool): u32 {
  const bits = d == 4 ? NARROW_BITS : DRAW_BITS;
  while (true) {
    if (bitsUsed(narrowWord, bits)) {
      if (beating) beat();
      narrowWord = drawValues();
    }
    const v = narrowWord & ((<u32>1 << bits) - 1);
    narrowWord >>>= bits;
    const slot = d == 4 ? v : slotOf(d, v);
    if (slot != REJECTED) return slot;
  }
}

@inline function hashAt(shape: u32): u32 {
  return (shape * 0x9e3779b1) >>> 25;
}

// The hot index of `shape`, or OTHER.
function hotIndex(shape: u32): u32 {
  let at = hashAt(shape);
  while (true) {
    const key = load<u32>(HASH_KEYS + (<usize>at << 2));
    if (key == shape) return <u32>load<u8>(HASH_VALUES + at);
    if (key == EMPTY) return OTHER;
    at = (at + 1) & (HASH_SIZE - 1);
  }
}

function addHot(shape: u32, index: u32): void {
  let at = hashAt(shape);
  while (load<u32>(HASH_KEYS + (<usize>at << 2)) != EMPTY) at = (at + 1) & (HASH_SIZE - 1);
  store<u32>(HASH_KEYS + (<usize>at << 2), shape);
  store<u8>(HASH_VALUES + at, <u8>index);
  store<u32>(HOT_SHAPE + (<usize>index << 2), shape);
}

// The hot shapes: all of them when there are at most 63, else the commonest of a sample (Misra-Gries with 63
// counters, which keeps every shape of more than 1/64 of the sample). Returns how many.
function chooseHot(n: u32, shapes: u32, stride: u32): u32 {
  memory.fill(HASH_KEYS, 0xff, HASH_SIZE * 4);
  if (shapes <= OTHER) {
    for (let s: u32 = 0; s < shapes; s++) addHot(s, s);
    return shapes;
  }
  // Candidates in HOT_SHAPE, their counts in GUESS_COUNT (both free until the guesses).
  let held: u32 = 0;
  for (let cell: u32 = 0; cell < n; cell += stride) {
    const s = <u32>shapeOf(cell);
    let found = false;
    for (let i: u32 = 0; i < held; i++) {
      if (load<u32>(HOT_SHAPE + (<usize>i << 2)) == s) {
        store<u32>(GUESS_COUNT + (<usize>i << 2), load<u32>(GUESS_COUNT + (<usize>i << 2)) + 1);
        found = true;
        break;
      }
    }
    if (found) continue;
    if (held < OTHER) {
      store<u32>(HOT_SHAPE + (<usize>held << 2), s);
      store<u32>(GUESS_COUNT + (<usize>held << 2), 1);
      held++;
      continue;
    }
    // Every counter down by one; the ones at 0 leave.
    let kept: u32 = 0;
    for (let i: u32 = 0; i < held; i++) {
      const count = load<u32>(GUESS_COUNT + (<usize>i << 2)) - 1;
      if (count == 0) continue;
      store<u32>(HOT_SHAPE + (<usize>kept << 2), load<u32>(HOT_SHAPE + (<usize>i << 2)));
      store<u32>(GUESS_COUNT + (<usize>kept << 2), count);
      kept++;
    }
    held = kept;
  }
  for (let i: u32 = 0; i < held; i++) addHot(load<u32>(HOT_SHAPE + (<usize>i << 2)), i);
  return held;
}

// The guesses: for each hot index and slot, the mark (hot index) of most sampled cells' neighbours (Boyer-Moore vote).
function guessNeighbours(marks: usize, n: u32, stride: u32): void {
  memory.fill(GUESS_COUNT, 0, HOT * 8 * 2);
  for (let cell: u32 = 0; cell < n; cell += stride) {
    const h = <u32>load<u8>(marks + cell);
    // OTHER, or a hole (IN: graph.ts): no vote.
    if (h >= OTHER) continue;
    const s = load<u32>(HOT_SHAPE + (<usize>h << 2));
    const d = slotsOfShape(s);
    for (let k: u32 = 0; k < d; k++) {
      const t = load<u8>(marks + cell + <u32>deltaOfShape(s, k));
      const at = (h << 3) + k;
      const count = <u32>load<u16>(GUESS_COUNT + (<usize>at << 1));
      if (count == 0) {
        store<u8>(GUESS + at, t);
        store<u16>(GUESS_COUNT + (<usize>at << 1), 1);
      } else {
        store<u16>(GUESS_COUNT + (<usize>at << 1), <u16>(load<u8>(GUESS + at) == t ? count + 1 : count - 1));
      }
    }
  }
}

// How often a sampled cell's neighbour has the hot index its slot's guess says, at least.
const MIN_GUESS_PERCENT: u32 = 75;
let guessing = true;

// Whether the guesses hold for MIN_GUESS_PERCENT of the sampled cells' slots: on a lattice nearly all; on weave, whose
// cells' shapes depend on the crossings around them, about a third.
function guessesHold(marks: usize, n: u32, stride: u32): bool {
  let slots: u32 = 0;
  let right: u32 = 0;
  for (let cell: u32 = 0; cell < n; cell += stride) {
    const h = <u32>load<u8>(marks + cell);
    if (h >= OTHER) continue;
    const s = load<u32>(HOT_SHAPE + (<usize>h << 2));
    const d = slotsOfShape(s);
    for (let k: u32 = 0; k < d; k++) {
      slots++;
      right += <u32>(<u32>load<u8>(marks + cell + deltaOfShape(s, k)) == <u32>load<u8>(GUESS + (h << 3) + k));
    }
  }
  return <u64>right * 100 >= <u64>slots * MIN_GUESS_PERCENT;
}

/**
 * Whether the walks should step on the guesses (after prepareDraws): a step then waits only on its table entry, and
 * a wrong guess is a branch mispredicted. Else a step takes the hot index from the mark of the cell it enters, which
 * it waits for, but with no branch to mispredict.
 */
export function stepOnGuesses(): bool {
  return guessing;
}

/**
 * Readies the draws for the current layout of `n` cells (or positions); returns whether the walks may take their steps
 * from the step tables, having written the mark of each cell at `marks` (its hot index or OTHER, not yet IN; a hole's
 * is IN, as no walk enters it and wilson's scan for cells out of the tree passes it).
 */
export function prepareDraws(marks: usize, n: u32): bool {
  if (!slotsFilled) fillSlotOf();
  const shapes = shapeCount();
  if (shapes == 0) return false;
  const stride = max<u32>(1, n / SAMPLES);
  const hot = chooseHot(n, shapes, stride);
  if (shapes > OTHER) {
    let sampled: u32 = 0;
    let hits: u32 = 0;
    for (let cell: u32 = 0; cell < n; cell += stride) {
      sampled++;
      if (hotIndex(<u32>shapeOf(cell)) != OTHER) hits++;
    }
    if (<u64>hits * 100 < <u64>sampled * MIN_HOT_PERCENT) return false;
  }
  if (shapes <= OTHER) writeMarksByTable(marks, n, shapes);
  else writeMarksByHash(marks, n);
  guessNeighbours(marks, n, stride);
  guessing = guessesHold(marks, n, stride);
  for (let h: u32 = 0; h < hot; h++) {
    const s = load<u32>(HOT_SHAPE + (<usize>h << 2));
    const d = slotsOfShape(s);
    for (let v: u32 = 0; v < VALUES; v++) {
      const entry = (h << DRAW_BITS) + v;
      const slot = slotOf(d, v);
      store<i32>(STEP_DELTA + (<usize>entry << 2), slot == REJECTED ? 0 : deltaOfShape(s, slot));
      store<u8>(STEP_SLOT + entry, <u8>(slot == REJECTED ? 0 : slot));
      const guess = slot == REJECTED ? h : <u32>load<u8>(GUESS + (h << 3) + slot);
      store<u8>(STEP_NEXT + entry, <u8>guess);
      store<u8>(STEP_BACK + entry, <u8>(slot == REJECTED ? NO_BACK : slotBack(guess, deltaOfShape(s, slot))));
    }
  }
  return true;
}

// A cell's first mark: its hot index, with IN when its shape has no slot (a hole, or a cell alone).
@inline function firstMark(shape: u32, hot: u32): u32 {
  return hot | (slotsOfShape(shape) == 0 ? IN : 0);
}

// With at most 63 shapes each is its own hot index: a mark is a table's byte, without a branch (weave's shapes change
// from one position to the next, where a branch on the shape mispredicted at every change).
// A u8 shape table is read 16 cells at a time.
function writeMarksByTable(marks: usize, n: u32, shapes: u32): void {
  memory.fill(MARK_OF, 0, HOT);
  for (let s: u32 = 0; s < shapes; s++) store<u8>(MARK_OF + s, <u8>firstMark(s, s));
  let cell: u32 = 0;
  if (shapeShiftOf() == 0) {
    const q0 = v128.load(MARK_OF);
    const q1 = v128.load(MARK_OF + 16);
    const q2 = v128.load(MARK_OF + 32);
    const q3 = v128.load(MARK_OF + 48);
    const shapesAt = shapesBase();
    for (; cell + 16 <= n; cell += 16) v128.store(marks + cell, lookup64(v128.load(shapesAt + cell), q0, q1, q2, q3));
  }
  for (; cell < n; cell++) store<u8>(marks + cell, load<u8>(MARK_OF + shapeOf(cell)));
}

// Else by the hash, once a run of cells of one shape (rows of a lattice repeat a shape; polar's bands too).
function writeMarksByHash(marks: usize, n: u32): void {
  let last: u32 = EMPTY;
  let lastMark: u32 = OTHER;
  for (let cell: u32 = 0; cell < n; cell++) {
    const s = <u32>shapeOf(cell);
    if (s != last) {
      last = s;
      lastMark = firstMark(s, hotIndex(s));
    }
    store<u8>(marks + cell, <u8>lastMark);
  }
}

// The slot of hot index `guess` whose delta is −`delta`, or NO_BACK.
function slotBack(guess: u32, delta: i32): u32 {
  if (guess == OTHER) return NO_BACK;
  const s = load<u32>(HOT_SHAPE + (<usize>guess << 2));
  const d = slotsOfShape(s);
  for (let k: u32 = 0; k < d; k++) if (deltaOfShape(s, k) == -delta) return k;
  return NO_BACK;
}

/**
 * Whether every neighbour of `cell` (of hot index `hot`, marks at `marks`) has the hot index the step tables guess
 * for it, its IN and walk bits left out.
 */
export function guessedAround(marks: usize, cell: u32, hot: u32): bool {
  const shape = shapeOf(cell);
  for (let k: u32 = 0; k < slotsOfShape(shape); k++) {
    // Value k < d picks slot k, so its entry holds slot k's guess.
    if ((<u32>load<u8>(marks + cell + deltaOfShape(shape, k)) & HOT_BITS) != stepGuess(stepEntry(hot, k))) return false;
  }
  return true;
}

/** The shape of hot index `h`. */
@inline export function hotShapeOf(h: u32): usize {
  return <usize>load<u32>(HOT_SHAPE + (<usize>h << 2));
}

/** The entry of value `v` at a cell of hot index `hot` in the step tables. */
@inline export function stepEntry(hot: u32, v: u32): usize {
  return (<usize>hot << DRAW_BITS) + v;
}

/** The neighbour delta of a step entry (0: rejected, the walker stays). */
@inline export function stepDelta(entry: usize): i32 {
  return load<i32>(STEP_DELTA + (entry << 2));
}

/** The guessed hot index of the cell a step entry leads to. */
@inline export function stepGuess(entry: usize): u32 {
  return <u32>load<u8>(STEP_NEXT + entry);
}

/** The slot back from the guessed neighbour of a step entry, or NO_BACK. */
@inline export function stepBack(entry: usize): u32 {
  return <u32>load<u8>(STEP_BACK + entry);
}

/** The slot of a step entry (0 when rejected). */
@inline export function stepSlot(entry: usize): u32 {
  return <u32>load<u8>(STEP_SLOT + entry);
}
