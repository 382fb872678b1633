// The grid contract checked in one pass, mirrored from assembly/check.ts: a backend calls it on cells it did not
// make before a solver, an analysis pass or braid trusts them.
//
// Valid: every padding cell is BORDER; an interior cell is BORDER (excluded by a mask) or holds passage bits only;
// each passage is open from both sides (so none opens through the outer wall or into an excluded cell).

import { BORDER, gridBytes, strideOf } from "./grid.js";
import { STATUS_BAD_ARGUMENT, STATUS_OK } from "./status.js";

/** STATUS_OK when the W×H grid keeps the contract, STATUS_BAD_ARGUMENT otherwise (the caller then finds where). */
export function checkGrid(cells: Uint8Array, width: number, height: number): number {
  const stride = strideOf(width);
  const total = gridBytes(width, height);
  if (!paddingIsBorder(cells, width, height)) return STATUS_BAD_ARGUMENT;
  for (let i = 0; i < total; i++) {
    const bits = cells[i]!;
    if ((bits & 0xe0) !== 0 || ((bits & BORDER) !== 0 && bits !== BORDER)) return STATUS_BAD_ARGUMENT;
    if (i + 1 < total && ((bits >> 1) & 1) !== ((cells[i + 1]! >> 3) & 1)) return STATUS_BAD_ARGUMENT;
    if (i + stride < total && ((bits >> 2) & 1) !== (cells[i + stride]! & 1)) return STATUS_BAD_ARGUMENT;
  }
  return STATUS_OK;
}

/** Whether the top and bottom rows and both side columns hold BORDER only. */
function paddingIsBorder(cells: Uint8Array, width: number, height: number): boolean {
  const stride = strideOf(width);
  const last = (height + 1) * stride;
  for (let x = 0; x < stride; x++) if (cells[x] !== BORDER || cells[last + x] !== BORDER) return false;
  for (let row = stride; row < last; row += stride) if (cells[row] !== BORDER || cells[row + stride - 1] !== BORDER) return false;
  return true;
}
