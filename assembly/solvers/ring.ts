// A growable ring of 4- or 8-byte entries at the end of the arena, sized to the live frontier and doubled
// when full. Callers keep head and tail as free-running u32 counters in locals: entry i sits at slot
// i & (ringCapacity - 1).

import { reserveArenaUpTo } from "../arena";

/** Entries a ring starts with (src/algorithms/solvers.ts declares them in each solver's fixed memory; src/grid/abi.ts mirrors the number). */
export const RING_INITIAL: u32 = 64;

export let ringBase: usize = 0;
/** Capacity in entries, a power of two. */
export let ringCapacity: u32 = 0;

/** Places an empty ring of RING_INITIAL entries at `base`; false if memory cannot hold it. */
export function ringInit(base: usize, entryShift: u32): bool {
  ringBase = base;
  ringCapacity = RING_INITIAL;
  return reserveArenaUpTo(<f64>base + <f64>(RING_INITIAL << entryShift));
}

/**
 * Doubles a full ring whose oldest entry is at `headSlot`; false if memory cannot grow. Afterwards the
 * entries sit in order at slots headSlot .. headSlot + oldCapacity - 1: the caller sets head = headSlot.
 */
export function ringGrow(headSlot: u32, entryShift: u32): bool {
  const old = ringCapacity;
  if (old >= 0x40000000 || !reserveArenaUpTo(<f64>ringBase + <f64>old * 2 * <f64>(1 << entryShift))) return false;
  // The entries before the head slot had wrapped around: they move to just after the old end.
  memory.copy(ringBase + (<usize>old << entryShift), ringBase, <usize>headSlot << entryShift);
  ringCapacity = old << 1;
  return true;
}
