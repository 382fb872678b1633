// Bit counting shared by the topology model and its analysis.

/** The number of set bits of a non-negative integer below 2^31 (a cell's link byte, a byte of a keep mask). */
export function popcount(bits: number): number {
  let count = 0;
  for (let b = bits; b !== 0; b &= b - 1) count++;
  return count;
}
