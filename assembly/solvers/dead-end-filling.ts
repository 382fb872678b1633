// Dead-end filling: every dead end other than the start and the goal is filled, and so is the corridor
// behind it up to the first junction, until only passages between the start and the goal remain; then a
// depth-first walk (N, E, S, W order) over the unfilled cells finds the path. On a perfect maze the unfilled
// cells are exactly the path; on a braided one the loops stay and the walk's path need not be the shortest.
// Cells are scanned row by row; filled cells hold MARK2, walked cells MARK | parent << 4: no memory beyond the cells.

import { cellIndex, offsetOf, PASSAGES, setOffsets, strideOf } from "../grid";
import { depthFirstWalk } from "./dfs";
import { MARK2, MARKS } from "./marks";

const FILLED = MARK2;

/** The open passages of `cell` that lead to cells not filled yet. */
@inline function openUnfilled(cells: usize, cell: u32): u32 {
  let open = <u32>load<u8>(cells + cell) & PASSAGES;
  let result: u32 = 0;
  while (open != 0) {
    const d = ctz(open);
    open &= open - 1;
    if ((<u32>load<u8>(cells + cell + offsetOf(d)) & FILLED) == 0) result |= 1 << d;
  }
  return result;
}

export function solveDeadEndFilling(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32, toX: u32, toY: u32): i32 {
  setOffsets(strideOf(width));
  const from = cellIndex(width, fromX, fromY);
  const to = cellIndex(width, toX, toY);
  let visited: u32 = 0;
  if (from != to) {
    for (let y: u32 = 0; y < height; y++) {
      const rowEnd = cellIndex(width, 0, y) + width;
      for (let start = cellIndex(width, 0, y); start < rowEnd; start++) {
        const bits = <u32>load<u8>(cells + start);
        if (popcnt(bits & PASSAGES) != 1 || (bits & MARKS) != 0 || start == from || start == to) continue;
        // A dead end: fill it and the corridor behind it while each next cell becomes a dead end in turn.
        let cell = start;
        while (true) {
          const open = openUnfilled(cells, cell);
          store<u8>(cells + cell, <u32>load<u8>(cells + cell) | FILLED);
          visited++;
          if (open == 0) break;
          const next = cell + offsetOf(ctz(open));
          if (next == from || next == to || popcnt(openUnfilled(cells, next)) != 1) break;
          cell = next;
        }
      }
    }
  }
  return depthFirstWalk(cells, width, height, from, to, visited);
}
