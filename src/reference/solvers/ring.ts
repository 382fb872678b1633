// A growable ring of entries of 1 or 2 u32 words, mirrored from assembly/solvers/ring.ts: sized to the
// live frontier and doubled when full. Callers keep head and tail as free-running counters: entry i sits
// at slot i & (capacity - 1).

/** Entries a ring starts with. */
export const RING_INITIAL = 64;

/** An empty ring of RING_INITIAL entries of `words` u32 each. */
export function newRing(words: number): Uint32Array {
  return new Uint32Array(RING_INITIAL * words);
}

/**
 * Doubles a full ring whose oldest entry is at `headSlot`. Afterwards the entries sit in order at slots
 * headSlot .. headSlot + oldCapacity - 1: the caller sets head = headSlot.
 */
export function growRing(ring: Uint32Array, headSlot: number, words: number): Uint32Array {
  const grown = new Uint32Array(ring.length * 2);
  grown.set(ring);
  // The entries before the head slot had wrapped around: they move to just after the old end.
  grown.set(ring.subarray(0, headSlot * words), ring.length);
  return grown;
}
