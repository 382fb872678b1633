// Byte-for-byte comparison of large byte arrays. vitest's toEqual walks a typed array element by element through
// its generic deep equality (about 3 s for the 1.1 million cells of a 1100×1000 maze on this machine); this is a
// memcmp. A failure still says where: the first differing byte and both values, or the two lengths.

/** Undefined when `actual` holds exactly the bytes of `expected` (same class, same length); otherwise where they differ. */
export function byteDifference(actual: Uint8Array, expected: Uint8Array): string | undefined {
  if (actual.constructor !== expected.constructor) return `a ${actual.constructor.name} instead of a ${expected.constructor.name}`;
  const a = Buffer.from(actual.buffer, actual.byteOffset, actual.byteLength);
  const b = Buffer.from(expected.buffer, expected.byteOffset, expected.byteLength);
  if (a.equals(b)) return undefined;
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index++;
  const lengths = a.length === b.length ? "" : `${a.length} bytes instead of ${b.length}; `;
  return index < a.length && index < b.length
    ? `${lengths}first difference at byte ${index}: ${a[index]} instead of ${b[index]}`
    : `${lengths}one is a prefix of the other`;
}
