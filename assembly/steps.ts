// The step log (docs/ABI.md "Steps"): when the host turns it on, a generation records every passage it toggles, in
// the order it toggles them, as u32 steps (padded cell index << 2 | direction 0..3 = N, E, S, W). Replaying the
// steps from the start grid the generator assumes (closed, or open for recursive division) gives the maze.
// Off (the default), each carve site costs one test of a global; the log itself is never touched.

import { BORDER, cellIndex, E, N, S } from "./grid";

// Where the log is written (0 = not recording), how many steps it holds at most, and how many were recorded.
let logAt: usize = 0;
let logCapacity: u32 = 0;
let logCount: u32 = 0;

/** Turns recording on for the next generations (`at` 4-aligned, room for `capacity` steps), or off with at = 0; clears the count. */
export function recordSteps(at: usize, capacity: u32): void {
  logAt = at;
  logCapacity = capacity;
  logCount = 0;
}

/** Steps recorded since recordSteps; more than its capacity means the log overflowed (only the first `capacity` are kept). */
export function stepCount(): u32 {
  return logCount;
}

/** Whether a generation records its steps: carve sites test this before logStep. */
@inline export function isRecording(): bool {
  return logAt != 0;
}

/** Records that the passage of padded cell `cell` in direction d (and its neighbour's opposite one) was toggled. */
export function logStep(cell: u32, d: u32): void {
  if (logCount < logCapacity) store<u32>(logAt + (<usize>logCount << 2), (cell << 2) | d);
  logCount++;
}

/**
 * For generators that build whole rows at once (in SIMD lanes, or one store per cell): the steps of the finished
 * maze row by row, top to bottom; in each row its E passages left to right, then its vertical ones left to right,
 * N (into the row above) when `north`, else S. That is the order the rows are written; inside a row the lanes
 * have no order of their own.
 */
export function logRowSteps(cells: usize, width: u32, height: u32, north: bool): void {
  const vertical: u32 = north ? N : S;
  const dir: u32 = north ? 0 : 2;
  for (let y: u32 = 0; y < height; y++) {
    const row = cellIndex(width, 0, y);
    for (let x: u32 = 0; x < width; x++) {
      const bits = <u32>load<u8>(cells + row + x);
      if (bits < <u32>BORDER && (bits & E) != 0) logStep(row + x, 1);
    }
    for (let x: u32 = 0; x < width; x++) {
      const bits = <u32>load<u8>(cells + row + x);
      if (bits < <u32>BORDER && (bits & vertical) != 0) logStep(row + x, dir);
    }
  }
}
