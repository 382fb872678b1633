// Masks, mirrored from assembly/mask.ts: excluded cells hold BORDER inside the maze, like the padding, so a
// generator that only walks into unvisited cells stays inside the included region. A generator that can
// work on a masked region starts with initMaskedGrid and draws its cells with includedCell; without a mask
// both reduce to initGrid and row-major indices, so draws and bytes are unchanged.

import { BORDER, cellIndex, EXCLUDED, initGrid, isMaskedGeneration, restoreBorder, setMaskedGeneration } from "./grid.js";

/** Set by the caller around one generation whose cells already hold the mask (BORDER on excluded cells). */
export function setMaskedInput(on: boolean): void {
  setMaskedGeneration(on);
}

/**
 * Prepares the cells for a generator and returns the number of included cells. Without a mask: initGrid.
 * With one: included cells get `fill`; excluded cells hold EXCLUDED while the generator runs (clearScratch
 * turns them back into BORDER), so scratch marks on included cells are never mistaken for them.
 */
export function initMaskedGrid(cells: Uint8Array, width: number, height: number, fill: number): number {
  if (!isMaskedGeneration()) {
    initGrid(cells, width, height, fill);
    return width * height;
  }
  let included = 0;
  for (let y = 0; y < height; y++) {
    const row = cellIndex(width, 0, y);
    for (let x = 0; x < width; x++) {
      if (cells[row + x] === BORDER) {
        cells[row + x] = EXCLUDED;
      } else {
        cells[row + x] = fill;
        included++;
      }
    }
  }
  restoreBorder(cells, width, height);
  return included;
}

/** Index of the k-th included cell in row-major order (k < the count initMaskedGrid returned). */
export function includedCell(cells: Uint8Array, width: number, height: number, k: number): number {
  if (!isMaskedGeneration()) return cellIndex(width, k % width, Math.floor(k / width));
  let seen = 0;
  for (let y = 0; y < height; y++) {
    const row = cellIndex(width, 0, y);
    for (let x = 0; x < width; x++) {
      if (cells[row + x] === EXCLUDED) continue;
      if (seen === k) return row + x;
      seen++;
    }
  }
  return 0;
}
