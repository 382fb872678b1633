// Masks, mirrored from assembly/mask.ts: excluded cells hold BORDER inside the maze, like the padding, so a
// generator that only walks into unvisited cells stays inside the included region. A generator that can
// work on a masked region starts with initMaskedGrid and draws its cells with includedCell; without a mask
// both reduce to initGrid and row-major indices, so draws and bytes are unchanged. Generators that finish
// without clearScratch call finishMaskedGrid, which is nothing without a mask.

import { BORDER, cellIndex, clearScratch, EXCLUDED, initGrid, isMaskedGeneration, restoreBorder, setMaskedGeneration } from "./grid.js";

/** Set by the caller around one generation whose cells already hold the mask (BORDER on excluded cells). */
export function setMaskedInput(on: boolean): void {
  setMaskedGeneration(on);
}

/**
 * Prepares the cells for a generator and returns the number of included cells. Without a mask: initGrid.
 * With one: included cells get `fill` (below BORDER); excluded cells hold `excluded` while the generator runs:
 * EXCLUDED by default (clearScratch turns it back into BORDER), so scratch marks on included cells are never
 * mistaken for them; or BORDER for a walker that tests for padding with `=== BORDER` (Wilson, Aldous–Broder).
 */
export function initMaskedGrid(cells: Uint8Array, width: number, height: number, fill: number, excluded = EXCLUDED): number {
  if (!isMaskedGeneration()) {
    initGrid(cells, width, height, fill);
    return width * height;
  }
  let included = 0;
  for (let y = 0; y < height; y++) {
    const row = cellIndex(width, 0, y);
    for (let x = 0; x < width; x++) {
      if (cells[row + x] === BORDER) {
        cells[row + x] = excluded;
      } else {
        cells[row + x] = fill;
        included++;
      }
    }
  }
  restoreBorder(cells, width, height);
  return included;
}

/** Index of the k-th included cell in row-major order (k < the count initMaskedGrid returned), before any cell is changed. */
export function includedCell(cells: Uint8Array, width: number, height: number, k: number): number {
  if (!isMaskedGeneration()) return cellIndex(width, k % width, Math.floor(k / width));
  let seen = 0;
  for (let y = 0; y < height; y++) {
    const row = cellIndex(width, 0, y);
    for (let x = 0; x < width; x++) {
      // Included cells still hold their fill, below BORDER; excluded ones hold EXCLUDED or BORDER.
      if (cells[row + x]! >= BORDER) continue;
      if (seen === k) return row + x;
      seen++;
    }
  }
  return 0;
}

/** Whether cell `index` is included, for a generator that has not changed the cells since initMaskedGrid (always true without a mask). */
export function isIncluded(cells: Uint8Array, index: number): boolean {
  return !isMaskedGeneration() || cells[index]! < BORDER;
}

/** Ends a masked generation for a generator that does not call clearScratch: EXCLUDED cells back to BORDER. Nothing without a mask. */
export function finishMaskedGrid(cells: Uint8Array, width: number, height: number): void {
  if (isMaskedGeneration()) clearScratch(cells, width, height);
}

/** Before clearScratch, for a generator that held excluded cells as BORDER: marks them EXCLUDED again. Nothing without a mask. */
export function markExcludedAgain(cells: Uint8Array, width: number, height: number): void {
  if (!isMaskedGeneration()) return;
  for (let y = 0; y < height; y++) {
    const row = cellIndex(width, 0, y);
    for (let x = 0; x < width; x++) if (cells[row + x] === BORDER) cells[row + x] = EXCLUDED;
  }
}
