// Hunt-and-kill on a topology: a random walk into cells not yet in the maze; when stuck, hunt forward from a cursor
// (every cell before it is in the maze) for the first cell out of the maze with a neighbour in it, join it to a random
// such neighbour and walk on. The walk starts at cell 0. Working memory: the i16 rows of shaped-walk.ts (compactBytes).
// Mirrored in src/reference/topology/hunt-and-kill.ts.
//
// Order of random draws:
//   1. each walk step where the current cell has k >= 1 neighbours out of the maze: below(k) picks among them in slot order.
//   2. each hunt: below(k) picks which of the found cell's k >= 1 neighbours in the maze it joins, in slot order.

import { below, seedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { carveOn, finishGraph, isIn, isShaped, linksBase, neighbourOn, nthSetBit, outMaskOn, positionsOf, setRoot, slotCountOn, useGraph } from "./graph";
import { carveSlot, NARROW, nthOf8, openSlots, pickLayout, pickSlotReads, rowOf, shapeAt, slotsOf, WIDE, WIDE16 } from "./shaped-walk";

export function topologyHuntAndKill(offsets: usize, neighbours: usize, links: usize, work: usize, n: u32, seed: u32): i32 {
  seedRandom(seed);
  useGraph(offsets, neighbours, links, n);
  if (n >= 2) hunt(work, n);
  finishGraph(n);
  return STATUS_OK;
}

function hunt(work: usize, n: u32): void {
  const first = setRoot(0);
  if (!isShaped()) {
    huntAndKill(false, n, first);
    return;
  }
  // Scans run over the positions: a hole's link byte is not 0 (graph.ts).
  const positions = positionsOf(n);
  const layout = pickLayout(work, positions);
  if (layout == WIDE16) huntAndKillShaped(WIDE16, positions, first);
  else if (layout == WIDE) huntAndKillShaped(WIDE, positions, first);
  else huntAndKillShaped(NARROW, positions, first);
}

// The walks and hunts on one layout (`shaped` a constant in each copy).
@inline function huntAndKill(shaped: bool, n: u32, first: u32): void {
  let current = first;
  let cursor: u32 = 0;
  while (true) {
    const mask = outMaskOn(shaped, current);
    if (mask != 0) {
      current = carveOn(shaped, current, nthSetBit(mask, below(popcnt<u32>(mask))));
      tickProgress(1);
      continue;
    }
    while (cursor < n && isIn(cursor)) cursor++;
    if (cursor == n) return;
    let found = cursor;
    let inside: u32 = 0;
    while (true) {
      if (!isIn(found)) {
        inside = 0;
        const slots = slotCountOn(shaped, found);
        for (let k: u32 = 0; k < slots; k++) if (isIn(neighbourOn(shaped, found, k))) inside++;
        if (inside > 0) break;
      }
      found++;
    }
    let nth = below(inside);
    let k: u32 = 0;
    while (true) {
      if (isIn(neighbourOn(shaped, found, k))) {
        if (nth == 0) break;
        nth--;
      }
      k++;
    }
    carveOn(shaped, found, k);
    tickProgress(1);
    current = found;
  }
}

// The walks and hunts on the shape layout (shaped-walk.ts; `layout` a constant in each copy): a cell is in the maze
// when its link byte is not 0.
@inline function huntAndKillShaped(layout: u32, n: u32, first: u32): void {
  pickSlotReads(layout, n);
  const links = linksBase();
  let current = first;
  let cursor: u32 = 0;
  while (true) {
    const shape = shapeAt(layout, current);
    const row = rowOf(layout, shape);
    const open = openSlots(layout, current, row, slotsOf(shape));
    if (open != 0) {
      current = carveSlot(layout, current, row, nthOf8(open, below(popcnt<u32>(open))));
      tickProgress(1);
      continue;
    }
    cursor = firstZero(links, cursor, n);
    if (cursor == n) return;
    let found = cursor;
    let inside: u32 = 0;
    let foundRow: usize = 0;
    while (true) {
      if (load<u8>(links + found) == 0) {
        const foundShape = shapeAt(layout, found);
        foundRow = rowOf(layout, foundShape);
        const count = slotsOf(foundShape);
        inside = ((<u32>1 << count) - 1) & ~openSlots(layout, found, foundRow, count);
        if (inside != 0) break;
      }
      found++;
    }
    carveSlot(layout, found, foundRow, nthOf8(inside, below(popcnt<u32>(inside))));
    tickProgress(1);
    current = found;
  }
}

/** The first cell from `from` on whose link byte is 0 (out of the maze), or `n`; 16 bytes at a time. */
function firstZero(links: usize, from: u32, n: u32): u32 {
  let i = from;
  const zero = i8x16.splat(0);
  for (; i + 16 <= n; i += 16) {
    const hits = i8x16.bitmask(i8x16.eq(v128.load(links + i), zero));
    if (hits != 0) return i + ctz(hits);
  }
  for (; i < n; i++) if (load<u8>(links + i) == 0) return i;
  return n;
}
