// The PRNG of assembly/random.ts, bit for bit: xoshiro128** seeded by splitmix32,
// in 32-bit integer arithmetic (Math.imul, >>> 0) so every draw matches the Wasm core.

let s0 = 0;
let s1 = 0;
let s2 = 0;
let s3 = 0;

/** Expands a 32-bit seed into the 128-bit state with four splitmix32 outputs. */
export function seedRandom(seed: number): void {
  let state = seed >>> 0;
  state = (state + 0x9e3779b9) >>> 0;
  s0 = splitmix32(state);
  state = (state + 0x9e3779b9) >>> 0;
  s1 = splitmix32(state);
  state = (state + 0x9e3779b9) >>> 0;
  s2 = splitmix32(state);
  state = (state + 0x9e3779b9) >>> 0;
  s3 = splitmix32(state);
}

function splitmix32(state: number): number {
  let z = state;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** Words of a saved PRNG state (s0..s3): a stream keeps it between ranges of rows. */
export const RANDOM_STATE_WORDS = 4;

/** Writes the PRNG state to `to`, so a stream can resume after other generations reseed the globals. */
export function saveRandom(to: Uint32Array): void {
  to[0] = s0;
  to[1] = s1;
  to[2] = s2;
  to[3] = s3;
}

/** A new saved state, seeded: the start of a stream. */
export function seededRandomState(seed: number): Uint32Array {
  seedRandom(seed);
  const state = new Uint32Array(RANDOM_STATE_WORDS);
  saveRandom(state);
  return state;
}

/** Makes the state saved in `from` the current PRNG state. */
export function loadRandom(from: Uint32Array): void {
  s0 = from[0]! | 0;
  s1 = from[1]! | 0;
  s2 = from[2]! | 0;
  s3 = from[3]! | 0;
}

/** Next 32 random bits (xoshiro128**), as an unsigned integer. */
export function nextU32(): number {
  const x = Math.imul(s1, 5);
  const result = Math.imul((x << 7) | (x >>> 25), 9) >>> 0;
  const t = s1 << 9;
  s2 ^= s0;
  s3 ^= s1;
  s1 ^= s2;
  s0 ^= s3;
  s2 ^= t;
  s3 = (s3 << 11) | (s3 >>> 21);
  return result;
}

/** A draw in [0, n): the high 32 bits of next() * n (1 <= n < 2^32), computed exactly. */
export function below(n: number): number {
  const r = nextU32();
  // Below 2^21 the product stays under 2^53, so the double is exact.
  if (n < 0x200000) return Math.floor((r * n) / 4294967296);
  // Otherwise split r into 16-bit halves: floor((hi*n*2^16 + lo*n) / 2^32), every term exact.
  const high = (r >>> 16) * n;
  const low = (r & 0xffff) * n;
  return Math.floor((high + Math.floor(low / 65536)) / 65536);
}
