// The random walks' slot draws (aldous-broder and wilson on a topology): each nextU32() word is cut into five 6-bit
// values, lowest bits first (its top 2 bits unused), or on a narrow graph (weave) into values of 2 bits at cells of
// four slots and 6 elsewhere. At a cell of d slots a value v < 64 − (64 mod d) picks slot
// v mod d and a larger one is rejected (the walker stays and takes the next value), so each step is exactly uniform
// over the cell's slots. Mirror of assembly/topology/slot-draws.ts.

import { beat } from "../progress.js";
import { nextU32 } from "../random.js";

const DRAW_BITS = 6;
const WORD_BITS = 30;
const VALUES = 1 << DRAW_BITS;
/** A narrow value's bits, at a cell of four slots (assembly/topology/slot-draws.ts NARROW_BITS). */
const NARROW_BITS = 2;

/** The slot value `v` (0..63) picks at a cell of `d` slots (1..8), or −1 when it is rejected. */
export function slotOfValue(d: number, v: number): number {
  return v < VALUES - (VALUES % d) ? v % d : -1;
}

/**
 * One stream of slot draws over the current PRNG (a walk that ends mid-word leaves the rest to the next draw); each
 * word drawn beats (../progress.ts). `narrow`: a cell of four slots takes a 2-bit value (its slot, none rejected);
 * a value is taken from the word's unused low bits while it has enough of them, else from a new word.
 */
export class SlotDraws {
  private word = 0;
  private left = 0;

  constructor(private readonly narrow = false) {}

  /** A slot of a cell of `d` slots (d ≥ 1), uniform: values are drawn until one is accepted. */
  slot(d: number): number {
    const bits = this.narrow && d === 4 ? NARROW_BITS : DRAW_BITS;
    while (true) {
      if (this.left < bits) {
        beat();
        this.word = nextU32();
        this.left = WORD_BITS;
      }
      const v = this.word & ((1 << bits) - 1);
      this.word >>>= bits;
      this.left -= bits;
      const slot = bits === NARROW_BITS ? v : slotOfValue(d, v);
      if (slot >= 0) return slot;
    }
  }
}
