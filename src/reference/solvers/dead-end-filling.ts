// Dead-end filling, mirrored from assembly/solvers/dead-end-filling.ts: every dead end other than the start
// and the goal is filled, and so is the corridor behind it up to the first junction, until only passages
// between the start and the goal remain; then a depth-first walk (N, E, S, W order) over the unfilled cells
// finds the path. On a perfect maze the unfilled cells are exactly the path; on a braided one the loops stay
// and the walk's path need not be the shortest.
// Cells are scanned row by row; filled cells hold MARK2, walked cells MARK | parent << 4: no memory beyond the cells.

import { cellIndex, lowestBit4, offsetsFor, PASSAGES, popcount4, strideOf } from "../grid.js";
import { depthFirstWalk } from "./dfs.js";
import { MARK2, MARKS } from "./marks.js";
import type { SolveResult } from "./path.js";

const FILLED = MARK2;

/** The open passages of `cell` that lead to cells not filled yet. */
function openUnfilled(cells: Uint8Array, offsets: Int32Array, cell: number): number {
  let open = cells[cell]! & PASSAGES;
  let result = 0;
  while (open !== 0) {
    const d = lowestBit4(open);
    open &= open - 1;
    if ((cells[cell + offsets[d]!]! & FILLED) === 0) result |= 1 << d;
  }
  return result;
}

export function solveDeadEndFilling(
  cells: Uint8Array,
  width: number,
  height: number,
  fromX: number,
  fromY: number,
  toX: number,
  toY: number,
): SolveResult {
  const offsets = offsetsFor(strideOf(width));
  const from = cellIndex(width, fromX, fromY);
  const to = cellIndex(width, toX, toY);
  let visited = 0;
  if (from !== to) {
    for (let y = 0; y < height; y++) {
      const rowEnd = cellIndex(width, 0, y) + width;
      for (let start = cellIndex(width, 0, y); start < rowEnd; start++) {
        const bits = cells[start]!;
        if (popcount4(bits & PASSAGES) !== 1 || (bits & MARKS) !== 0 || start === from || start === to) continue;
        // A dead end: fill it and the corridor behind it while each next cell becomes a dead end in turn.
        let cell = start;
        while (true) {
          const open = openUnfilled(cells, offsets, cell);
          cells[cell]! |= FILLED;
          visited++;
          if (open === 0) break;
          const next = cell + offsets[lowestBit4(open)]!;
          if (next === from || next === to || popcount4(openUnfilled(cells, offsets, next)) !== 1) break;
          cell = next;
        }
      }
    }
  }
  return depthFirstWalk(cells, width, height, from, to, visited);
}
