// The random walks' slot draws (aldous-broder and wilson on a topology): each nextU32() word is cut into five 6-bit
// values, lowest bits first (its top 2 bits unused). At a cell of d slots a value v < 64 − (64 mod d) picks slot
// v mod d and a larger one is rejected (the walker stays and takes the next value), so each step is exactly uniform
// over the cell's slots. Mirror of assembly/topology/slot-draws.ts.

import { beat } from "../progress.js";
import { nextU32 } from "../random.js";

const DRAW_BITS = 6;
const DRAWS_PER_WORD = 5;
const VALUES = 1 << DRAW_BITS;

/** The slot value `v` (0..63) picks at a cell of `d` slots (1..8), or −1 when it is rejected. */
export function slotOfValue(d: number, v: number): number {
  return v < VALUES - (VALUES % d) ? v % d : -1;
}

/** One stream of slot draws over the current PRNG (a walk that ends mid-word leaves the rest to the next draw); each word drawn beats (../progress.ts). */
export class SlotDraws {
  private word = 0;
  private left = 0;

  /** A slot of a cell of `d` slots (d ≥ 1), uniform: values are drawn until one is accepted. */
  slot(d: number): number {
    while (true) {
      if (this.left === 0) {
        beat();
        this.word = nextU32();
        this.left = DRAWS_PER_WORD;
      }
      const v = this.word & (VALUES - 1);
      this.word >>>= DRAW_BITS;
      this.left--;
      const slot = slotOfValue(d, v);
      if (slot >= 0) return slot;
    }
  }
}
