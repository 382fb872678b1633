// Octile path lengths held exactly as (straight, diagonal) move counts: a straight move costs 1, a diagonal √2.
// Compared exactly (src/grid/octile.ts compareCosts), printed as Moving AI's scenario files print them (8 decimals),
// and bucketed as the published sets are (floor(length / 4)) without rounding.

import { compareCosts } from "../grid/octile.js";

export interface OctileLength {
  readonly straight: number;
  readonly diagonal: number;
}

/** Decimals Moving AI's published scenario files print. */
export const LENGTH_DECIMALS = 8;

/** The length as a number (s + d·√2). */
export function lengthValue(length: OctileLength): number {
  return length.straight + length.diagonal * Math.SQRT2;
}

/** The length as a scenario file prints it: 8 decimals. */
export function formatLength(length: OctileLength, decimals = LENGTH_DECIMALS): string {
  return lengthValue(length).toFixed(decimals);
}

/** The sign of a − b, exactly. */
export function compareLengths(a: OctileLength, b: OctileLength): number {
  return compareCosts(a.straight, a.diagonal, b.straight, b.diagonal);
}

/** floor(√n) for an integer 0 <= n < 2^53, exactly. */
function integerSqrt(n: number): number {
  let root = Math.floor(Math.sqrt(n));
  while (root * root > n) root--;
  while ((root + 1) * (root + 1) <= n) root++;
  return root;
}

/** floor(s + d·√2), exactly: floor(d·√2) = floor(√(2d²)). */
export function floorLength(length: OctileLength): number {
  return length.straight + integerSqrt(2 * length.diagonal * length.diagonal);
}

/** The published sets' bucket: floor(length / 4). */
export function bucketOf(length: OctileLength): number {
  return Math.floor(floorLength(length) / 4);
}

/**
 * Whether a computed length matches one a file printed: within half a unit of its last printed decimal, plus
 * 1e-9 of the length for the float sums the published generators made.
 */
export function lengthMatches(length: OctileLength, printed: string): boolean {
  const dot = printed.indexOf(".");
  const decimals = dot < 0 ? 0 : printed.length - dot - 1;
  const expected = Number(printed);
  return Math.abs(lengthValue(length) - expected) <= 0.5 * 10 ** -decimals + 1e-9 * Math.max(1, expected);
}
