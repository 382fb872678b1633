// Dead-end filling, mirrored from assembly/solvers/dead-end-filling.ts: every dead end other than the start
// and the goal is filled, and so is the corridor behind it up to the first junction, until only passages
// between the start and the goal remain; then a depth-first walk (N, E, S, W order) over the unfilled cells
// finds the path. On a perfect maze the unfilled cells are exactly the path; on a braided one the loops stay
// and the walk's path need not be the shortest.
//
// Filling a cell closes the far side of the one passage it has left, so an unfilled cell's passage bits are
// always its unfilled passages: a dead end is a byte equal to 1, 2, 4 or 8. A filled cell keeps its own side,
// from which the closed sides are opened again at the end. CHAINS corridors are followed at once, in the same
// order as the Wasm core: each round, empty slots (in slot order) take the next cell of a row-major scan of
// the padded array that is a dead end other than the start and the goal; then every busy slot, in slot order,
// takes one step: unless another chain filled its cell, the cell is filled, and if its passage leads to a
// cell other than the start and the goal that is left with exactly one passage, the slot moves there;
// otherwise it empties. Filled cells hold MARK2, walked cells MARK | parent << 4.

import { cellIndex, gridBytes, lowestBit4, offsetsFor, PASSAGES, popcount4, strideOf } from "../grid.js";
import { depthFirstWalk, emitWalk } from "./dfs.js";
import { MARK2 } from "./marks.js";
import type { SolveResult } from "./path.js";

const FILLED = MARK2;
const CHAINS = 8;

/** Whether a byte is a dead end: exactly one passage bit, nothing else. */
function isDeadEnd(bits: number): boolean {
  return bits !== 0 && bits <= PASSAGES && (bits & (bits - 1)) === 0;
}

/** Opens again every side closed by a fill: a cell gets back its side towards each filled neighbour whose kept passage leads to it. */
function reopen(cells: Uint8Array, width: number, height: number): void {
  const stride = strideOf(width);
  const end = (height + 1) * stride;
  for (let cell = stride; cell < end; cell++)
    cells[cell] = reopenedCell(cells[cell]!, cells[cell - stride]!, cells[cell + 1]!, cells[cell + stride]!, cells[cell - 1]!);
}

/** A cell's bits with its sides towards filled neighbours that kept their passage to it set again (no branches: FILLED is bit 6). */
function reopenedCell(bits: number, north: number, east: number, south: number, west: number): number {
  return (
    bits |
    ((north >> 6) & (north >> 2) & 1) |
    (((east >> 6) & (east >> 3) & 1) << 1) |
    (((south >> 6) & south & 1) << 2) |
    (((west >> 6) & (west >> 1) & 1) << 3)
  );
}

export function solveDeadEndFilling(cells: Uint8Array, width: number, height: number, fromX: number, fromY: number, toX: number, toY: number): SolveResult {
  const offsets = offsetsFor(strideOf(width));
  const from = cellIndex(width, fromX, fromY);
  const to = cellIndex(width, toX, toY);
  const total = gridBytes(width, height);
  let visited = 0;
  if (from !== to) {
    // The cell each chain is at (0 = empty: cell 0 is padding, never a dead end).
    const slots = new Uint32Array(CHAINS);
    let scan = 0;
    let busy = 0;
    while (true) {
      for (let slot = 0; slot < CHAINS && scan < total; slot++) {
        if (slots[slot] !== 0) continue;
        let found = 0;
        while (found === 0 && scan < total) {
          const cell = scan++;
          if (cell !== from && cell !== to && isDeadEnd(cells[cell]!)) found = cell;
        }
        if (found === 0) break;
        slots[slot] = found;
        busy++;
      }
      if (busy === 0) break;
      for (let slot = 0; slot < CHAINS; slot++) {
        const cell = slots[slot]!;
        if (cell === 0) continue;
        let next = 0;
        const bits = cells[cell]!;
        if ((bits & FILLED) === 0) {
          cells[cell] = bits | FILLED;
          visited++;
          const open = bits & PASSAGES;
          if (open !== 0) {
            const d = lowestBit4(open);
            const ahead = cell + offsets[d]!;
            const aheadBits = cells[ahead]! & ~(1 << ((d + 2) & 3));
            cells[ahead] = aheadBits;
            if (ahead !== from && ahead !== to && popcount4(aheadBits & PASSAGES) === 1) next = ahead;
          }
        }
        slots[slot] = next;
        if (next === 0) busy--;
      }
    }
  }
  visited = depthFirstWalk(cells, width, from, to, visited);
  reopen(cells, width, height);
  return emitWalk(cells, width, height, from, to, visited);
}
