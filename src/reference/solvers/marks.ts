// Solver marks in the scratch bits 4–7, mirrored from assembly/solvers/marks.ts. A cell whose bit 6 or 7
// is set carries solver state, with a direction in bits 4–5; high nibble 0 = untouched, 1 = BORDER (padding
// or a masked cell), which no solver ever writes, so clearing the marks leaves padding and masked cells as they were.

import { gridBytes, PASSAGES } from "../grid.js";

/** The main mark: visited, closed, start side, on the path (each solver says which). */
export const MARK = 0x80;
/** The second mark: goal side, tentative, filled, touched (each solver says which). */
export const MARK2 = 0x40;
export const MARKS = 0xc0;
/** The direction towards the parent sits in bits 4–5 of a marked cell. */
export const DIR_SHIFT = 4;

/** Direction 0..3 (N, E, S, W) from a marked cell to its parent. */
export function parentOf(bits: number): number {
  return (bits >> DIR_SHIFT) & 3;
}

/** Removes every solver mark: marked cells keep their passages; untouched, padding and masked cells are unchanged. */
export function clearSolverScratch(cells: Uint8Array, width: number, height: number): void {
  const total = gridBytes(width, height);
  for (let i = 0; i < total; i++) {
    const bits = cells[i]!;
    if ((bits & MARKS) !== 0) cells[i] = bits & PASSAGES;
  }
}
