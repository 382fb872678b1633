// Seeds: a 32-bit unsigned integer, or a string hashed to one (FNV-1a over its UTF-8 bytes).

import { describeValue, InvalidArgumentError } from "./errors.js";

export type SeedInput = number | string;

const UINT32_LIMIT = 2 ** 32;

/** Whether `value` is a 32-bit seed as the generators use it: an integer in [0, 2^32). */
export function isSeed(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < UINT32_LIMIT;
}

/** Turns a user seed into the 32-bit seed the generators use. */
export function resolveSeed(seed: SeedInput, name = "seed"): number {
  // The label is the caller's too: anything but a string falls back to "seed".
  if (typeof name !== "string") name = "seed";
  if (typeof seed === "number") {
    if (!isSeed(seed)) {
      throw new InvalidArgumentError(`${name} must be an integer in [0, 2^32) or a string, got ${describeValue(seed)}`);
    }
    return seed;
  }
  if (typeof seed === "string") {
    if (seed.length === 0) throw new InvalidArgumentError(`${name} must be an integer in [0, 2^32) or a non-empty string, got ""`);
    return hashString(seed);
  }
  throw new InvalidArgumentError(`${name} must be an integer in [0, 2^32) or a string, got ${describeValue(seed)}`);
}

/** FNV-1a, 32 bits, over the UTF-8 bytes of the text. */
export function hashString(text: string): number {
  if (typeof text !== "string") throw new InvalidArgumentError(`hashString needs a string, got ${describeValue(text)}`);
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash = Math.imul(hash ^ byte, 0x01000193);
  }
  return hash >>> 0;
}

/** A fresh random 32-bit seed, for when the user gives none. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** The i-th seed of a batch that starts at `first` (wraps at 2^32). */
export function batchSeed(first: number, i: number): number {
  return (first + i) % UINT32_LIMIT;
}
