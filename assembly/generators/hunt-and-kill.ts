// Hunt-and-kill: a random walk that only steps into unvisited cells; when it is stuck, hunt for the
// first unvisited cell in row-major order, join it to a random visited neighbour and walk on from it.
// The hunt is a cursor that only moves forward: every cell before it is visited, so the cell it finds
// has a visited neighbour (north, or west on the top row) and the classic scan from the top would
// find the same cell; the whole hunt costs one pass over the grid. The walk starts at (0, 0).
// Working memory: none; an unvisited cell is a zero byte (visited cells have a passage, padding is BORDER).
//
// Masks: the walk starts at the first included cell (the k = 0 cell: (0, 0) without a mask), and excluded cells
// (EXCLUDED, non-zero) are never entered. The cursor still finds the first unvisited cell, but its north and west
// neighbours may be excluded, so it may have no visited neighbour: the hunt then goes on to the first unvisited
// cell that has one, the classic hunt's cell (the included cells are connected, so there is one). That scan
// starts again from the cursor at every hunt, so a mask can make the hunt cost more than one pass.
//
// Order of random draws (mirrored in src/reference/generators/hunt-and-kill.ts):
//   1. at each walk step where the current cell has k >= 1 unvisited neighbours: below(k) picks
//      among them in N, E, S, W order. k = 1 draws too: a branch on k mispredicts more than a draw costs.
//   2. at each hunt: below(k) picks which of the found cell's k >= 1 visited neighbours it joins,
//      in N, E, S, W order.

import { gridBytes, isMaskedGeneration, nthSetBit, offsetOf, PASSAGES, setOffsets, strideOf } from "../grid";
import { finishMaskedGrid, includedCell, initMaskedGrid } from "../mask";
import { below, seedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { isRecording, logStep } from "../steps";

/** Hunt-and-kill into the W×H grid at `cells`; returns a status code. */
export function generateHuntAndKill(cells: usize, width: u32, height: u32, seed: u32): i32 {
  seedRandom(seed);
  initMaskedGrid(cells, width, height, 0);
  const stride = strideOf(width);
  setOffsets(stride);

  const total = gridBytes(width, height);
  const masked = isMaskedGeneration();
  let current = includedCell(cells, width, height, 0);
  let cursor = current + 1;
  while (true) {
    // Walk: carve into a random unvisited neighbour until there is none.
    while (true) {
      const here = cells + current;
      const open =
        <u32>(load<u8>(here - stride) == 0) |
        (<u32>(load<u8>(here + 1) == 0) << 1) |
        (<u32>(load<u8>(here + stride) == 0) << 2) |
        (<u32>(load<u8>(here - 1) == 0) << 3);
      if (open == 0) break;
      const d = nthSetBit(open, below(popcnt(open)));
      store<u8>(here, load<u8>(here) | (<u8>1 << <u8>d));
      if (isRecording()) logStep(current, d);
      current += offsetOf(d);
      store<u8>(cells + current, <u8>1 << <u8>((d + 2) & 3));
      tickProgress(1);
    }

    // Hunt: the first unvisited cell; padding bytes after the last cell are non-zero, so none means done.
    cursor = firstZero(cells, cursor, total);
    if (cursor == total) break;

    // Kill: join it to a random visited neighbour (bytes 1–15; 0 is unvisited, BORDER is padding).
    let found = cursor;
    let visited = visitedAround(cells + found, stride);
    if (masked && visited == 0) {
      found = firstJoinable(cells, found + 1, total, stride);
      visited = visitedAround(cells + found, stride);
    }
    const here = cells + found;
    const d = nthSetBit(visited, below(popcnt(visited)));
    store<u8>(here, <u8>1 << <u8>d);
    if (isRecording()) logStep(found, d);
    tickProgress(1);
    const joined = here + offsetOf(d);
    store<u8>(joined, load<u8>(joined) | (<u8>1 << <u8>((d + 2) & 3)));
    current = found;
  }
  finishMaskedGrid(cells, width, height);
  return STATUS_OK;
}

/**
 * Index of the first unvisited cell at or after `from` that has a visited neighbour (one exists while a mask's
 * included cells are not all visited); 16 cells at a time, as a shape can make the hunt scan far and often.
 */
function firstJoinable(cells: usize, from: u32, total: u32, stride: u32): u32 {
  const zero = i8x16.splat(0);
  const one = i8x16.splat(1);
  const fifteen = i8x16.splat(<i8>PASSAGES);
  let i = from;
  // The south neighbours of the last 16 cells read must lie inside the grid.
  for (; i + 16 + stride <= total; i += 16) {
    const at = cells + i;
    const around = v128.or(
      v128.or(visited16(v128.load(at - stride), one, fifteen), visited16(v128.load(at + stride), one, fifteen)),
      v128.or(visited16(v128.load(at - 1), one, fifteen), visited16(v128.load(at + 1), one, fifteen)),
    );
    const hits = i8x16.bitmask(v128.and(i8x16.eq(v128.load(at), zero), around));
    if (hits != 0) return i + ctz(hits);
  }
  for (; i + stride < total; i++) {
    if (load<u8>(cells + i) == 0 && visitedAround(cells + i, stride) != 0) return i;
  }
  return total;
}

/** Lanes of 16 bytes that are visited cells (1–15). */
@inline function visited16(bytes: v128, one: v128, fifteen: v128): v128 {
  return i8x16.lt_u(i8x16.sub(bytes, one), fifteen);
}

/** The visited neighbours of the cell at `here` (N, E, S, W = bits 0..3): bytes 1–15 (0 is unvisited, padding and excluded cells are above). */
@inline function visitedAround(here: usize, stride: u32): u32 {
  return <u32>(<u8>(load<u8>(here - stride) - 1) < PASSAGES) |
    (<u32>(<u8>(load<u8>(here + 1) - 1) < PASSAGES) << 1) |
    (<u32>(<u8>(load<u8>(here + stride) - 1) < PASSAGES) << 2) |
    (<u32>(<u8>(load<u8>(here - 1) - 1) < PASSAGES) << 3);
}

/** Index of the first zero byte at or after `from`, or `total` if there is none; 16 bytes at a time. */
function firstZero(cells: usize, from: u32, total: u32): u32 {
  let i = from;
  const zero = i8x16.splat(0);
  for (; i + 16 <= total; i += 16) {
    const hits = i8x16.bitmask(i8x16.eq(v128.load(cells + i), zero));
    if (hits != 0) return i + ctz(hits);
  }
  for (; i < total; i++) {
    if (load<u8>(cells + i) == 0) return i;
  }
  return total;
}
