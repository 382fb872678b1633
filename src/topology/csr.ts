// Builds a topology's CSR neighbour table in two passes over its cells (count, then fill), so nothing is allocated
// beyond the table itself; checks the slot order (ascending side codes) and the slot bound as it goes.

import { DaedalusError } from "../base/errors.js";
import { MAX_SLOTS } from "./topology.js";

/** Calls `add(neighbour, side)` for each neighbour of `cell`, in ascending side order. */
export type SlotVisitor = (cell: number, add: (neighbour: number, side: number) => void) => void;

export interface Csr {
  readonly offsets: Int32Array;
  readonly neighbours: Int32Array;
  readonly sides: Uint8Array;
  readonly maxSlots: number;
}

export function buildCsr(cellCount: number, visit: SlotVisitor): Csr {
  const offsets = new Int32Array(cellCount + 1);
  let total = 0;
  let maxSlots = 0;
  let count = 0;
  const counter = (): void => {
    count++;
  };
  for (let cell = 0; cell < cellCount; cell++) {
    count = 0;
    visit(cell, counter);
    offsets[cell] = total;
    total += count;
    if (count > maxSlots) maxSlots = count;
  }
  offsets[cellCount] = total;
  // A builder bug, never the user's input: the builders bound their parameters so this cannot happen.
  if (maxSlots > MAX_SLOTS) throw new DaedalusError("INVALID_ARGUMENT", `a topology cell has ${maxSlots} slots; at most ${MAX_SLOTS} fit a byte of links`);
  const neighbours = new Int32Array(total);
  const sides = new Uint8Array(total);
  let at = 0;
  let last = -1;
  const filler = (neighbour: number, side: number): void => {
    if (side <= last) throw new DaedalusError("INVALID_ARGUMENT", `topology slots out of side order (${side} after ${last})`);
    last = side;
    neighbours[at] = neighbour;
    sides[at++] = side;
  };
  for (let cell = 0; cell < cellCount; cell++) {
    last = -1;
    visit(cell, filler);
  }
  return { offsets, neighbours, sides, maxSlots };
}

/** The slot of `cell` whose neighbour is `neighbour`, or -1. */
export function slotOf(topology: { readonly offsets: Int32Array; readonly neighbours: Int32Array }, cell: number, neighbour: number): number {
  const start = topology.offsets[cell]!;
  const end = topology.offsets[cell + 1]!;
  for (let e = start; e < end; e++) if (topology.neighbours[e] === neighbour) return e - start;
  return -1;
}
