// A probability option as integers both backends compare exactly: p is spent as k-bit chunks of
// random words, and a decision says yes when its chunk is below a threshold.

import type { OptionSpec } from "./options.js";

/** Chances are rounded to a multiple of 2^-CHANCE_BITS, so a decision never needs more than 16 random bits. */
export const CHANCE_BITS = 16;

/**
 * Encodes p in [0, 1] as [bits, threshold]: a decision takes `bits` random bits as an integer c
 * and says yes iff c < threshold. bits is the fewest of 0, 1, 2, 4, 8, 16 that holds p exactly
 * (p = 0.5 costs one bit); bits = 0 draws nothing (p = 0 gives [0, 0], never; p = 1 gives [0, 1], always).
 */
export function encodeChance(p: number): [number, number] {
  const scale = 2 ** CHANCE_BITS;
  const scaled = Math.round(p * scale);
  if (scaled === 0 || scaled === scale) return [0, scaled === 0 ? 0 : 1];
  let bits = 1;
  while (scaled % (scale >> bits) !== 0) bits *= 2;
  return [bits, scaled / (scale >> bits)];
}

/** A chance option in [0, 1] that encodes to [bits, threshold] (see encodeChance). */
export function chanceOption(name: string, summary: string, defaultValue: number): OptionSpec {
  return {
    name,
    summary: `${summary} (a number in [0, 1], rounded to a multiple of 1/${2 ** CHANCE_BITS})`,
    min: 0,
    max: 1,
    default: defaultValue,
    encode: (value) => encodeChance(Number(value)),
  };
}
