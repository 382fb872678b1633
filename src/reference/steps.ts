// The step log, mirrored from assembly/steps.ts: when recording, a generation appends every passage it toggles, in
// order, as (padded cell index << 2 | direction 0..3 = N, E, S, W). The reference keeps them in a growing array.

import { BORDER, cellIndex, E, N, S } from "./grid.js";

let log: number[] | undefined;

/** Starts recording (a fresh log) or stops it (false); returns the steps recorded since the last start. */
export function recordSteps(on: boolean): Uint32Array {
  const steps = Uint32Array.from(log ?? []);
  log = on ? [] : undefined;
  return steps;
}

/** Whether a generation records its steps: carve sites test this before logStep. */
export function isRecording(): boolean {
  return log !== undefined;
}

/** Records that the passage of padded cell `cell` in direction d (and its neighbour's opposite one) was toggled. */
export function logStep(cell: number, d: number): void {
  log?.push(((cell << 2) | d) >>> 0);
}

/** Row by row, as assembly/steps.ts: each row's E passages left to right, then its vertical ones (N when `north`, else S). */
export function logRowSteps(cells: Uint8Array, width: number, height: number, north: boolean): void {
  const vertical = north ? N : S;
  const dir = north ? 0 : 2;
  for (let y = 0; y < height; y++) {
    const row = cellIndex(width, 0, y);
    for (let x = 0; x < width; x++) {
      const bits = cells[row + x]!;
      if (bits < BORDER && (bits & E) !== 0) logStep(row + x, 1);
    }
    for (let x = 0; x < width; x++) {
      const bits = cells[row + x]!;
      if (bits < BORDER && (bits & vertical) !== 0) logStep(row + x, dir);
    }
  }
}
