// Masks: excluded cells hold BORDER inside the maze, like the padding (seed 001's trick of marking cells as
// already used), so a generator that only walks into unvisited cells stays inside the included region.
// A generator that can work on a masked region starts with initMaskedGrid and draws its cells with
// includedCell; without a mask both reduce to initGrid and row-major indices, so draws and bytes are unchanged.
// Generators that finish without clearScratch call finishMaskedGrid, which is nothing without a mask.

import { BORDER, cellIndex, clearScratch, EXCLUDED, initGrid, isMaskedGeneration, restoreBorder, setMaskedGeneration } from "./grid";

/** 1 before a generation whose cells already hold a mask (BORDER on excluded cells), 0 after it; a u32, as the host passes a number. */
export function setMaskedInput(on: u32): void {
  setMaskedGeneration(on != 0);
}

/**
 * Prepares the cells for a generator and returns the number of included cells. Without a mask: initGrid.
 * With one: included cells get `fill` (below BORDER); excluded cells hold `excluded` while the generator runs:
 * EXCLUDED by default (clearScratch turns it back into BORDER), so scratch marks on included cells are never
 * mistaken for them; or BORDER for a walker that tests for padding with `== BORDER` (Wilson, Aldous–Broder).
 */
export function initMaskedGrid(cells: usize, width: u32, height: u32, fill: u8, excluded: u8 = EXCLUDED): u32 {
  if (!isMaskedGeneration()) {
    initGrid(cells, width, height, fill);
    return width * height;
  }
  let included: u32 = 0;
  for (let y: u32 = 0; y < height; y++) {
    const row = cells + cellIndex(width, 0, y);
    for (let x: usize = 0; x < <usize>width; x++) {
      if (load<u8>(row + x) == BORDER) {
        store<u8>(row + x, excluded);
      } else {
        store<u8>(row + x, fill);
        included++;
      }
    }
  }
  restoreBorder(cells, width, height);
  return included;
}

/** Index of the k-th included cell in row-major order (k < the count initMaskedGrid returned), before any cell is changed. */
export function includedCell(cells: usize, width: u32, height: u32, k: u32): u32 {
  if (!isMaskedGeneration()) return cellIndex(width, k % width, k / width);
  let seen: u32 = 0;
  for (let y: u32 = 0; y < height; y++) {
    const row = cellIndex(width, 0, y);
    for (let x: u32 = 0; x < width; x++) {
      // Included cells still hold their fill, below BORDER; excluded ones hold EXCLUDED or BORDER.
      if (load<u8>(cells + row + x) >= BORDER) continue;
      if (seen == k) return row + x;
      seen++;
    }
  }
  return 0;
}

/** Whether cell `index` is included, for a generator that has not changed the cells since initMaskedGrid (always true without a mask). */
export function isIncluded(cells: usize, index: u32): bool {
  return !isMaskedGeneration() || load<u8>(cells + index) < BORDER;
}

/** Ends a masked generation for a generator that does not call clearScratch: EXCLUDED cells back to BORDER. Nothing without a mask. */
export function finishMaskedGrid(cells: usize, width: u32, height: u32): void {
  if (isMaskedGeneration()) clearScratch(cells, width, height);
}

/** Before clearScratch, for a generator that held excluded cells as BORDER: marks them EXCLUDED again. Nothing without a mask. */
export function markExcludedAgain(cells: usize, width: u32, height: u32): void {
  if (!isMaskedGeneration()) return;
  for (let y: u32 = 0; y < height; y++) {
    const row = cells + cellIndex(width, 0, y);
    for (let x: usize = 0; x < <usize>width; x++) {
      if (load<u8>(row + x) == BORDER) store<u8>(row + x, EXCLUDED);
    }
  }
}
