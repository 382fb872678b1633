// Masks: excluded cells hold BORDER inside the maze, like the padding (seed 001's trick of marking cells as
// already used), so a generator that only walks into unvisited cells stays inside the included region.
// A generator that can work on a masked region starts with initMaskedGrid and draws its cells with
// includedCell; without a mask both reduce to initGrid and row-major indices, so draws and bytes are unchanged.

import { BORDER, cellIndex, EXCLUDED, initGrid, isMaskedGeneration, restoreBorder, setMaskedGeneration } from "./grid";

/** 1 before a generation whose cells already hold a mask (BORDER on excluded cells), 0 after it; a u32, as the host passes a number. */
export function setMaskedInput(on: u32): void {
  setMaskedGeneration(on != 0);
}

/**
 * Prepares the cells for a generator and returns the number of included cells. Without a mask: initGrid.
 * With one: included cells get `fill`; excluded cells hold EXCLUDED while the generator runs (clearScratch
 * turns them back into BORDER), so scratch marks on included cells are never mistaken for them.
 */
export function initMaskedGrid(cells: usize, width: u32, height: u32, fill: u8): u32 {
  if (!isMaskedGeneration()) {
    initGrid(cells, width, height, fill);
    return width * height;
  }
  let included: u32 = 0;
  for (let y: u32 = 0; y < height; y++) {
    const row = cells + cellIndex(width, 0, y);
    for (let x: usize = 0; x < <usize>width; x++) {
      if (load<u8>(row + x) == BORDER) {
        store<u8>(row + x, EXCLUDED);
      } else {
        store<u8>(row + x, fill);
        included++;
      }
    }
  }
  restoreBorder(cells, width, height);
  return included;
}

/** Index of the k-th included cell in row-major order (k < the count initMaskedGrid returned). */
export function includedCell(cells: usize, width: u32, height: u32, k: u32): u32 {
  if (!isMaskedGeneration()) return cellIndex(width, k % width, k / width);
  let seen: u32 = 0;
  for (let y: u32 = 0; y < height; y++) {
    const row = cellIndex(width, 0, y);
    for (let x: u32 = 0; x < width; x++) {
      if (load<u8>(cells + row + x) == EXCLUDED) continue;
      if (seen == k) return row + x;
      seen++;
    }
  }
  return 0;
}
