// Dead-end filling: every dead end other than the start and the goal is filled, and so is the corridor
// behind it up to the first junction, until only passages between the start and the goal remain; then a
// depth-first walk (N, E, S, W order) over the unfilled cells finds the path. On a perfect maze the unfilled
// cells are exactly the path; on a braided one the loops stay and the walk's path need not be the shortest.
//
// Filling a cell closes the far side of the one passage it has left, so an unfilled cell's passage bits are
// always its unfilled passages: a dead end is a byte equal to 1, 2, 4 or 8, and following a corridor is one
// load per cell. A filled cell keeps its own side, from which the closed sides are opened again at the end.
// Corridors are chains of dependent loads, so CHAINS of them are followed at once, one step each in turn.
// Order, mirrored exactly in src/reference/solvers/dead-end-filling.ts: each round, empty slots (in slot
// order) take the next cell of a row-major scan of the padded array that is a dead end other than the start
// and the goal; then every busy slot, in slot order, takes one step: unless another chain filled its cell,
// the cell is filled, and if its passage leads to a cell other than the start and the goal that is left with
// exactly one passage, the slot moves there; otherwise it empties. It ends when the scan is done and every
// slot is empty. Filled cells hold MARK2, walked cells MARK | parent << 4: no memory beyond the cells.

import { cellIndex, E, gridBytes, N, offsetOf, PASSAGES, S, setOffsets, strideOf, W } from "../grid";
import { depthFirstWalk, emitWalk } from "./dfs";
import { MARK2 } from "./marks";

const FILLED = MARK2;
const CHAINS: u32 = 8;
// The cell each chain is at (0 = empty: cell 0 is padding, never a dead end).
const SLOTS: usize = memory.data(CHAINS * 4, 16);

/** Lanes of the 16 bytes at `block` that are dead ends: exactly one passage bit, nothing else. */
@inline function deadEndLanes(cells: usize, block: u32): u32 {
  const bytes = v128.load(cells + block);
  return i8x16.bitmask(
    v128.or(v128.or(i8x16.eq(bytes, i8x16.splat(1)), i8x16.eq(bytes, i8x16.splat(2))), v128.or(i8x16.eq(bytes, i8x16.splat(4)), i8x16.eq(bytes, i8x16.splat(8)))),
  );
}

/** The next dead end of the scan at or after `scan` other than `from` and `to`, or 0; leaves the scan just after it in `nextScan`. */
let nextScan: u32 = 0;
@inline function nextDeadEnd(cells: usize, scan: u32, total: u32, from: u32, to: u32): u32 {
  const blocksEnd = total & ~15;
  while (scan < blocksEnd) {
    const block = scan & ~15;
    const lanes = deadEndLanes(cells, block) & (0xffff << (scan & 15));
    if (lanes == 0) {
      scan = block + 16;
      continue;
    }
    const cell = block + ctz(lanes);
    scan = cell + 1;
    if (cell != from && cell != to) {
      nextScan = scan;
      return cell;
    }
  }
  while (scan < total) {
    const cell = scan++;
    const bits = <u32>load<u8>(cells + cell);
    if (cell != from && cell != to && bits != 0 && bits <= PASSAGES && (bits & (bits - 1)) == 0) {
      nextScan = scan;
      return cell;
    }
  }
  nextScan = total;
  return 0;
}

/**
 * Opens again every side closed by a fill: a cell gets back its side towards each filled neighbour whose
 * kept passage leads to it. Only sides of real passages are ever set, so cells can be updated in place in
 * any order: 16 cells at a time over the interior rows, reading the four neighbouring blocks.
 */
function reopen(cells: usize, width: u32, height: u32): void {
  const stride = strideOf(width);
  const end = (height + 1) * stride;
  let cell = stride;
  for (; cell + 16 <= end; cell += 16) {
    const here = cells + cell;
    const opened = v128.or(
      v128.or(reopenedFrom(v128.load(here - stride), S, N), reopenedFrom(v128.load(here + 1), W, E)),
      v128.or(reopenedFrom(v128.load(here + stride), N, S), reopenedFrom(v128.load(here - 1), E, W)),
    );
    v128.store(here, v128.or(v128.load(here), opened));
  }
  for (; cell < end; cell++) {
    const here = cells + cell;
    store<u8>(here, reopenedCell(load<u8>(here), load<u8>(here - stride), load<u8>(here + 1), load<u8>(here + stride), load<u8>(here - 1)));
  }
}

/** A cell's bits with its sides towards filled neighbours that kept their passage to it set again (no branches: FILLED is bit 6). */
@inline function reopenedCell(bits: u32, north: u32, east: u32, south: u32, west: u32): u32 {
  return (
    bits |
    ((north >> 6) & (north >> 2) & 1) |
    (((east >> 6) & (east >> 3) & 1) << 1) |
    (((south >> 6) & south & 1) << 2) |
    (((west >> 6) & (west >> 1) & 1) << 3)
  );
}

/** `side` in the lanes whose neighbour (`neighbours`) is filled and kept its passage `towards` this cell. */
@inline function reopenedFrom(neighbours: v128, towards: u8, side: u8): v128 {
  const wanted = i8x16.splat(<i8>(FILLED | towards));
  return v128.and(i8x16.eq(v128.and(neighbours, wanted), wanted), i8x16.splat(<i8>side));
}

/** Dead-end filling, then a walk over what is left. */
export function solveDeadEndFilling(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32, toX: u32, toY: u32): i32 {
  setOffsets(strideOf(width));
  const from = cellIndex(width, fromX, fromY);
  const to = cellIndex(width, toX, toY);
  const total = gridBytes(width, height);
  let visited: u32 = 0;
  if (from != to) {
    memory.fill(SLOTS, 0, CHAINS * 4);
    let scan: u32 = 0;
    let busy: u32 = 0;
    while (true) {
      for (let slot: u32 = 0; slot < CHAINS && scan < total; slot++) {
        if (load<u32>(SLOTS + (slot << 2)) != 0) continue;
        const cell = nextDeadEnd(cells, scan, total, from, to);
        scan = nextScan;
        if (cell == 0) break;
        store<u32>(SLOTS + (slot << 2), cell);
        busy++;
      }
      if (busy == 0) break;
      for (let slot: u32 = 0; slot < CHAINS; slot++) {
        const at = SLOTS + (slot << 2);
        const cell = load<u32>(at);
        if (cell == 0) continue;
        let next: u32 = 0;
        const bits = <u32>load<u8>(cells + cell);
        if ((bits & FILLED) == 0) {
          store<u8>(cells + cell, bits | FILLED);
          visited++;
          const open = bits & PASSAGES;
          if (open != 0) {
            const d = ctz(open);
            const ahead = cell + offsetOf(d);
            const aheadBits = <u32>load<u8>(cells + ahead) & ~(1 << ((d + 2) & 3));
            store<u8>(cells + ahead, aheadBits);
            if (ahead != from && ahead != to && popcnt(aheadBits & PASSAGES) == 1) next = ahead;
          }
        }
        store<u32>(at, next);
        if (next == 0) busy--;
      }
    }
  }
  visited = depthFirstWalk(cells, from, to, visited);
  reopen(cells, width, height);
  return emitWalk(cells, width, height, from, to, visited);
}
