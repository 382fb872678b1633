// A solver's answer, mirrored from assembly/solvers/path.ts: the path read from the parent directions left
// in the marks, as moves (the direction 0..3 = N, E, S, W of each step from the start), 2 bits each,
// 4 per byte, the first in the low bits. Every mark is cleared before returning.

import { offsetsFor, strideOf } from "../grid.js";
import { clearSolverScratch, parentOf } from "./marks.js";

/** What every solver returns, on both backends. */
export interface SolveResult {
  /** Moves from start to goal; -1 when the goal was not reached. */
  readonly length: number;
  /** Cells the solver touched. */
  readonly visited: number;
  /** The moves, packed 4 per byte (empty when not reached). */
  readonly moves: Uint8Array;
}

/** The path found by walking the parent directions back from `to` to `from`; clears the marks. */
export function emitPath(cells: Uint8Array, width: number, height: number, from: number, to: number, visited: number): SolveResult {
  const offsets = offsetsFor(strideOf(width));
  let length = 0;
  for (let cell = to; cell !== from; cell += offsets[parentOf(cells[cell]!)]!) length++;
  const moves = new Uint8Array(Math.floor((length + 3) / 4));
  let step = length;
  for (let cell = to; cell !== from; ) {
    const up = parentOf(cells[cell]!);
    step--;
    moves[step >>> 2]! |= ((up + 2) & 3) << ((step & 3) << 1);
    cell += offsets[up]!;
  }
  clearSolverScratch(cells, width, height);
  return { length, visited, moves };
}

/** The goal was not reached; clears the marks. */
export function emitNotReached(cells: Uint8Array, width: number, height: number, visited: number): SolveResult {
  clearSolverScratch(cells, width, height);
  return { length: -1, visited, moves: new Uint8Array(0) };
}
