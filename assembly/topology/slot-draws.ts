// The random walks' slot draws (aldous-broder and wilson on a topology): each nextU32() word is cut into five 6-bit
// values, lowest bits first (its top 2 bits unused). At a cell of d slots a value v < 64 − (64 mod d) picks slot
// v mod d and a larger one is rejected (the walker stays and takes the next value): each step is exactly uniform over
// the cell's slots, at a fifth of a word where a below(d) took a whole one. Mirrored in src/reference/topology/slot-draws.ts.
//
// Steps: on a table of at most 64 one-byte shapes (hex, triangle, upsilon, 3d, wrap: 8 to 27) the walks read one entry
// per (shape, value): its neighbour delta (0 when rejected), its slot and the shape its neighbour most likely has
// (the majority over a sample of cells: on a lattice, the interior's). They keep a mark per cell in their work, its
// shape in the low 6 bits and IN (bit 7) once it is in the maze, and check the mark of each cell entered against
// IN | the guess: where they agree (inside the visited part of a lattice, nearly always) the next step needs only the
// entry, so a step waits on one load where it waited on the shape, its slot count, a multiply and the delta.

import { deltaOfShape, isNarrow, shapeCount, shapesAddress, slotsOfShape } from "./graph";

/** Bits per value, values per nextU32() word. */
export const DRAW_BITS: u32 = 6;
export const DRAWS_PER_WORD: u32 = 5;
export const DRAW_MASK: u32 = (1 << DRAW_BITS) - 1;
/** SLOT_OF's mark for a rejected value. */
export const REJECTED: u32 = 0xff;

const VALUES: u32 = 1 << DRAW_BITS;
const MAX_STEPPED: u32 = 64;
// SLOT_OF[64·d + v]: the slot value v picks at a cell of d slots (d ≤ 8), or REJECTED.
const SLOT_OF: usize = memory.data(9 * VALUES);
// Per shape s and value v, at 64·s + v: the neighbour delta (i32, 0 when rejected) and the slot (u8).
const STEP_DELTA: usize = memory.data(MAX_STEPPED * VALUES * 4, 16);
const STEP_SLOT: usize = memory.data(MAX_STEPPED * VALUES, 16);
// ... and the guessed shape of the neighbour (u8; the shape itself when rejected).
const STEP_NEXT: usize = memory.data(MAX_STEPPED * VALUES, 16);
// Per shape s and slot k, at 8·s + k: the majority vote's candidate shape (u8) and its count (u16, at GUESS_COUNT).
const GUESS: usize = memory.data(MAX_STEPPED * 8, 16);
const GUESS_COUNT: usize = memory.data(MAX_STEPPED * 8 * 2, 16);
// About this many cells are sampled for the guesses.
const SAMPLES: u32 = 1 << 16;
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

// The guesses: for each shape and slot, the neighbour shape of most of a sample of cells (Boyer-Moore majority vote).
function guessNeighbours(n: u32): void {
  memory.fill(GUESS_COUNT, 0, MAX_STEPPED * 8 * 2);
  const shapes = shapesAddress();
  const stride = max<u32>(1, n / SAMPLES);
  for (let cell: u32 = 0; cell < n; cell += stride) {
    const s = <u32>load<u8>(shapes + cell);
    const d = slotsOfShape(s);
    for (let k: u32 = 0; k < d; k++) {
      const t = load<u8>(shapes + cell + <u32>deltaOfShape(s, k));
      const at = (s << 3) + k;
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

/** Readies the draws for the current layout of `n` cells; returns whether the walks may read the step tables (a one-byte shape table of at most 64 shapes). */
export function prepareDraws(n: u32): bool {
  if (!slotsFilled) fillSlotOf();
  const shapes = shapeCount();
  if (shapes == 0 || shapes > MAX_STEPPED || !isNarrow()) return false;
  guessNeighbours(n);
  for (let s: u32 = 0; s < shapes; s++) {
    const d = slotsOfShape(s);
    for (let v: u32 = 0; v < VALUES; v++) {
      const entry = (s << DRAW_BITS) + v;
      const slot = slotOf(d, v);
      store<i32>(STEP_DELTA + (<usize>entry << 2), slot == REJECTED ? 0 : deltaOfShape(s, slot));
      store<u8>(STEP_SLOT + entry, <u8>(slot == REJECTED ? 0 : slot));
      store<u8>(STEP_NEXT + entry, slot == REJECTED ? <u8>s : load<u8>(GUESS + (s << 3) + slot));
    }
  }
  return true;
}

/** A mark's bit for a cell in the maze, and its bits for the cell's shape. */
export const IN: u32 = 0x80;
export const SHAPE_BITS: u32 = 0x3f;

/** Writes the mark of each of the `n` cells at `marks`: its shape, not yet IN (step tables only). */
export function initMarks(marks: usize, n: u32): void {
  memory.copy(marks, shapesAddress(), n);
}

/** The entry of value `v` at a cell of shape `shape` in the step tables. */
@inline export function stepEntry(shape: u32, v: u32): usize {
  return (<usize>shape << DRAW_BITS) + v;
}

/** The neighbour delta of a step entry (0: rejected, the walker stays). */
@inline export function stepDelta(entry: usize): i32 {
  return load<i32>(STEP_DELTA + (entry << 2));
}

/** The guessed shape of the cell a step entry leads to. */
@inline export function stepGuess(entry: usize): u32 {
  return <u32>load<u8>(STEP_NEXT + entry);
}

/** The slot of a step entry (0 when rejected). */
@inline export function stepSlot(entry: usize): u32 {
  return <u32>load<u8>(STEP_SLOT + entry);
}
