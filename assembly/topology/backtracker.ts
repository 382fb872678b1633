// Backtracker on a topology: randomized depth-first search with an explicit stack of cells.
// Working memory at `work`: 4 bytes per cell (the stack), then the i16 rows of shaped-walk.ts (compactBytes).
// Mirrored in src/reference/topology/backtracker.ts.
//
// Order of random draws:
//   1. below(n): the root.
//   2. each step whose top cell has k >= 1 neighbours not yet in the maze: below(k) picks among them in slot order.

import { below, seedRandom } from "../random";
import { tickProgress } from "../progress";
import { STATUS_OK } from "../status";
import { carveOn, finishGraph, isShaped, nthSetBit, outMaskOn, positionsOf, setRoot, useGraph } from "./graph";
import { carveSlot, NARROW, nthOf8, openSlots, pickLayout, pickSlotReads, rowOf, shapeAt, slotsOf, WIDE, WIDE16 } from "./shaped-walk";

export function topologyBacktracker(offsets: usize, neighbours: usize, links: usize, work: usize, n: u32, seed: u32): i32 {
  seedRandom(seed);
  useGraph(offsets, neighbours, links, n);
  if (n >= 2) search(work, n);
  finishGraph(n);
  return STATUS_OK;
}

function search(work: usize, n: u32): void {
  const root = setRoot(below(n));
  if (!isShaped()) {
    backtrack(work, root);
    return;
  }
  // The stack holds at most n cells; the rows for WIDE16 go after it.
  const positions = positionsOf(n);
  const layout = pickLayout(work + (<usize>n << 2), positions);
  if (layout == WIDE16) backtrackShaped(WIDE16, work, positions, root);
  else if (layout == WIDE) backtrackShaped(WIDE, work, positions, root);
  else backtrackShaped(NARROW, work, positions, root);
}

// The search on the CSR.
function backtrack(work: usize, root: u32): void {
  store<u32>(work, root);
  let top: usize = 1;
  while (top > 0) {
    const cell = load<u32>(work + ((top - 1) << 2));
    const mask = outMaskOn(false, cell);
    if (mask == 0) {
      top--;
      continue;
    }
    store<u32>(work + (top << 2), carveOn(false, cell, nthSetBit(mask, below(popcnt<u32>(mask)))));
    top++;
    tickProgress(1);
  }
}

// The search on the shape layout (shaped-walk.ts; `layout` a constant in each copy): the current cell in a local, the
// stack holding its ancestors.
@inline function backtrackShaped(layout: u32, work: usize, positions: u32, root: u32): void {
  pickSlotReads(layout, positions);
  let cell = root;
  let top: usize = 0;
  while (true) {
    const shape = shapeAt(layout, cell);
    const row = rowOf(layout, shape);
    const mask = openSlots(layout, cell, row, slotsOf(shape));
    if (mask == 0) {
      if (top == 0) return;
      top--;
      cell = load<u32>(work + (top << 2));
      continue;
    }
    store<u32>(work + (top << 2), cell);
    top++;
    cell = carveSlot(layout, cell, row, nthOf8(mask, below(popcnt<u32>(mask))));
    tickProgress(1);
  }
}
