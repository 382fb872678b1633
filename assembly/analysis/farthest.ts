// The cell farthest from a start, by breadth-first search level by level (levels.ts): one pass of
// longestPath()'s two. Result, 16-byte aligned right after the cell array: [cell index u32][distance u32]
// [cells reached u32]; the FIFO ring follows it.

import { RESULT_BYTES, workStart } from "../solvers/path";
import { levels } from "./levels";

/** The cell farthest from (fromX, fromY): [index, distance, cells reached] right after the cells. */
export function farthest(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32): i32 {
  const out = workStart(cells, width, height);
  return levels(cells, width, height, fromX, fromY, 0, out, out + RESULT_BYTES);
}
