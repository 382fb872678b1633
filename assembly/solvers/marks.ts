// Solver marks in the scratch bits 4–7. A cell whose bit 6 or 7 is set carries solver state, with a
// direction in bits 4–5; high nibble 0 = untouched, 1 = BORDER (padding or a masked cell), which no solver
// ever writes, so clearing the marks leaves padding and masked cells as they were.

import { gridBytes, PASSAGES } from "../grid";

/** The main mark: visited, closed, start side, on the path (each solver says which). */
export const MARK: u32 = 0x80;
/** The second mark: goal side, tentative, filled, touched (each solver says which). */
export const MARK2: u32 = 0x40;
export const MARKS: u32 = 0xc0;
/** The direction towards the parent sits in bits 4–5 of a marked cell. */
export const DIR_SHIFT: u32 = 4;

/** Direction 0..3 (N, E, S, W) from a marked cell to its parent. */
@inline export function parentOf(bits: u32): u32 {
  return (bits >> DIR_SHIFT) & 3;
}

/** Removes every solver mark: marked cells keep their passages; untouched, padding and masked cells are unchanged. */
export function clearSolverScratch(cells: usize, width: u32, height: u32): void {
  const total = <usize>gridBytes(width, height);
  const marks = i8x16.splat(<i8>MARKS);
  const passages = i8x16.splat(<i8>PASSAGES);
  const zero = i8x16.splat(0);
  let i: usize = 0;
  for (; i + 16 <= total; i += 16) {
    const bytes = v128.load(cells + i);
    const marked = i8x16.ne(v128.and(bytes, marks), zero);
    v128.store(cells + i, v128.bitselect(v128.and(bytes, passages), bytes, marked));
  }
  for (; i < total; i++) {
    const bits = <u32>load<u8>(cells + i);
    if ((bits & MARKS) != 0) store<u8>(cells + i, bits & PASSAGES);
  }
}
