// The maze arena: one region above __heap_base, grown by hand (AssemblyScript heap blocks cap at 1 GiB).
// Every call reuses it from the start, so memory never grows past the largest request.

const PAGE_BYTES: f64 = 65536;
const MAX_PAGES: i32 = 65536;

/** First byte of the maze arena, 16-byte aligned for SIMD. */
export function arenaBase(): usize {
  return (__heap_base + 15) & ~<usize>15;
}

/** Grows memory so the arena holds `bytes`; returns the arena base, or 0 if it cannot fit. */
export function reserveArena(bytes: f64): usize {
  const end = <f64>arenaBase() + bytes;
  const pagesNeeded = <i32>Math.ceil(end / PAGE_BYTES);
  if (pagesNeeded > MAX_PAGES) return 0;
  const pagesNow = memory.size();
  if (pagesNeeded > pagesNow && memory.grow(pagesNeeded - pagesNow) < 0) return 0;
  return arenaBase();
}

/** Grows memory so the arena reaches the absolute address `end`; false if it cannot fit. */
export function reserveArenaUpTo(end: f64): bool {
  return reserveArena(end - <f64>arenaBase()) != 0;
}
