// The PRNG shared bit for bit with src/reference/random.ts: xoshiro128** seeded by splitmix32.
// 32-bit integer arithmetic only, so the TypeScript mirror reproduces every draw exactly.

let s0: u32 = 0;
let s1: u32 = 0;
let s2: u32 = 0;
let s3: u32 = 0;

/** Expands a 32-bit seed into the 128-bit state with four splitmix32 outputs. */
export function seedRandom(seed: u32): void {
  let state = seed;
  state += 0x9e3779b9; s0 = splitmix32(state);
  state += 0x9e3779b9; s1 = splitmix32(state);
  state += 0x9e3779b9; s2 = splitmix32(state);
  state += 0x9e3779b9; s3 = splitmix32(state);
}

@inline function splitmix32(state: u32): u32 {
  let z = state;
  z = (z ^ (z >>> 16)) * 0x85ebca6b;
  z = (z ^ (z >>> 13)) * 0xc2b2ae35;
  return z ^ (z >>> 16);
}

/** Bytes of a saved PRNG state (s0..s3): a stream keeps it in its arena state between ranges of rows. */
export const RANDOM_STATE_BYTES: usize = 16;

/** Writes the PRNG state to `to` (16 bytes), so a stream can resume after other generations reseed the globals. */
export function saveRandom(to: usize): void {
  store<u32>(to, s0);
  store<u32>(to, s1, 4);
  store<u32>(to, s2, 8);
  store<u32>(to, s3, 12);
}

/** Seeds the PRNG and saves its state to `to`: the start of a stream. */
export function seedSavedRandom(to: usize, seed: u32): void {
  seedRandom(seed);
  saveRandom(to);
}

/** Makes the state saved at `from` the current PRNG state. */
export function loadRandom(from: usize): void {
  s0 = load<u32>(from);
  s1 = load<u32>(from, 4);
  s2 = load<u32>(from, 8);
  s3 = load<u32>(from, 12);
}

/** Next 32 random bits (xoshiro128**). */
@inline export function nextU32(): u32 {
  const result = rotl<u32>(s1 * 5, 7) * 9;
  const t = s1 << 9;
  s2 ^= s0;
  s3 ^= s1;
  s1 ^= s2;
  s0 ^= s3;
  s2 ^= t;
  s3 = rotl<u32>(s3, 11);
  return result;
}

/** State word i (0..3) of the PRNG: a hot loop keeps the state in locals (see nextU32s) and hands it back with setRandomState. */
@inline export function randomState(i: u32): u32 {
  return i == 0 ? s0 : i == 1 ? s1 : i == 2 ? s2 : s3;
}

/** Makes (a, b, c, d) the PRNG state again, after a loop that drew with it in locals. */
@inline export function setRandomState(a: u32, b: u32, c: u32, d: u32): void {
  s0 = a;
  s1 = b;
  s2 = c;
  s3 = d;
}

/** A draw in [0, n): the high 32 bits of next() * n (n >= 1). */
@inline export function below(n: u32): u32 {
  return <u32>((<u64>nextU32() * <u64>n) >>> 32);
}

/** Writes the next `count` draws to `out` (the same words as `count` nextU32 calls), with the state in locals: far cheaper per word in hot loops. */
export function nextU32s(out: usize, count: u32): void {
  let a = s0;
  let b = s1;
  let c = s2;
  let d = s3;
  for (let i: u32 = 0; i < count; i++) {
    store<u32>(out + (<usize>i << 2), rotl<u32>(b * 5, 7) * 9);
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl<u32>(d, 11);
  }
  s0 = a;
  s1 = b;
  s2 = c;
  s3 = d;
}
