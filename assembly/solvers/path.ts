// Where a solver leaves its answer, 16-byte aligned right after the cell array:
//   [length u32][visited u32][8 unused bytes][moves]
// length = moves from start to goal (0xFFFFFFFF when the goal was not reached); moves = the direction
// 0..3 (N, E, S, W) of each step from the start, 2 bits each, 4 per byte, the first in the low bits.
// The path is read from the parent directions left in the marks, then every mark is cleared.

import { reserveArenaUpTo } from "../arena";
import { gridBytes, offsetOf } from "../grid";
import { STATUS_OK, STATUS_OUT_OF_MEMORY } from "../status";
import { clearSolverScratch, parentOf } from "./marks";

export const RESULT_BYTES: usize = 16;
export const NOT_REACHED: u32 = 0xffffffff;

/** First byte after the cell array, 16-byte aligned: the result, then the solver's working memory. */
@inline export function workStart(cells: usize, width: u32, height: u32): usize {
  return (cells + <usize>gridBytes(width, height) + 15) & ~(<usize>15);
}

/** Writes the path found by walking the parent directions back from `to` to `from`, then clears the marks. */
export function emitPath(cells: usize, width: u32, height: u32, from: u32, to: u32, visited: u32): i32 {
  const out = workStart(cells, width, height);
  let length: u32 = 0;
  for (let cell = to; cell != from; cell += offsetOf(parentOf(<u32>load<u8>(cells + cell)))) length++;
  const movesBytes = <usize>((<u64>length + 3) >> 2);
  if (!reserveArenaUpTo(<f64>out + <f64>RESULT_BYTES + <f64>movesBytes)) return abandon(cells, width, height);
  const moves = out + RESULT_BYTES;
  memory.fill(moves, 0, movesBytes);
  let step = length;
  for (let cell = to; cell != from; ) {
    const up = parentOf(<u32>load<u8>(cells + cell));
    step--;
    const at = moves + <usize>(step >> 2);
    store<u8>(at, <u32>load<u8>(at) | (((up + 2) & 3) << ((step & 3) << 1)));
    cell += offsetOf(up);
  }
  store<u32>(out, length);
  store<u32>(out + 4, visited);
  clearSolverScratch(cells, width, height);
  return STATUS_OK;
}

/** Records that the goal was not reached, then clears the marks. */
export function emitNotReached(cells: usize, width: u32, height: u32, visited: u32): i32 {
  const out = workStart(cells, width, height);
  store<u32>(out, NOT_REACHED);
  store<u32>(out + 4, visited);
  clearSolverScratch(cells, width, height);
  return STATUS_OK;
}

/** Memory ran out: clears the marks (the cells are as they came) and reports it. */
export function abandon(cells: usize, width: u32, height: u32): i32 {
  clearSolverScratch(cells, width, height);
  return STATUS_OUT_OF_MEMORY;
}
