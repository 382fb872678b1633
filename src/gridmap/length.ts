// Octile path lengths held exactly as (straight, diagonal) move counts: a straight move costs 1, a diagonal √2.
// Compared exactly (src/grid/octile.ts compareCosts), printed as Moving AI's scenario files print them (8 decimals),
// and bucketed as the published sets are (floor(length / 4)) without rounding.

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { compareCosts } from "../grid/octile.js";

export interface OctileLength {
  readonly straight: number;
  readonly diagonal: number;
}

/** Decimals Moving AI's published scenario files print. */
export const LENGTH_DECIMALS = 8;

/** The most moves of either kind a length may count: the exact comparisons and floors hold below 2^26 (octile.ts). */
const MOST_MOVES = 2 ** 26 - 1;

/** Throws InvalidArgumentError unless `length` is { straight, diagonal } with move counts from 0 to MOST_MOVES. */
export function checkLength(length: unknown, what: string): asserts length is OctileLength {
  if (typeof length !== "object" || length === null)
    throw new InvalidArgumentError(`${what} must be an octile length { straight, diagonal }, got ${describeValue(length)}`);
  for (const key of ["straight", "diagonal"] as const) {
    const value = (length as Partial<OctileLength>)[key];
    if (!Number.isSafeInteger(value) || (value as number) < 0 || (value as number) > MOST_MOVES)
      throw new InvalidArgumentError(`${what}.${key} must be an integer from 0 to ${MOST_MOVES}, got ${describeValue(value)}`);
  }
}

/** The length as a number (s + d·√2). */
export function lengthValue(length: OctileLength): number {
  checkLength(length, "lengthValue's length");
  return length.straight + length.diagonal * Math.SQRT2;
}

/** The length as a scenario file prints it: 8 decimals. */
export function formatLength(length: OctileLength, decimals = LENGTH_DECIMALS): string {
  checkLength(length, "formatLength's length");
  if (!Number.isSafeInteger(decimals) || decimals < 0 || decimals > 100)
    throw new InvalidArgumentError(`formatLength's decimals must be an integer from 0 to 100, got ${describeValue(decimals)}`);
  return (length.straight + length.diagonal * Math.SQRT2).toFixed(decimals);
}

/** The sign of a − b, exactly. */
export function compareLengths(a: OctileLength, b: OctileLength): number {
  checkLength(a, "compareLengths's a");
  checkLength(b, "compareLengths's b");
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
  checkLength(length, "bucketOf's length");
  return Math.floor(floorLength(length) / 4);
}

/** A length as a scenario prints it and its reader takes it (scenario.ts). */
export const PRINTED_LENGTH = /^\d{1,12}(\.\d{1,17})?$/;

/**
 * Whether a computed length matches one a file printed: within half a unit of its last printed decimal, plus
 * 1e-9 of the length for the float sums the published generators made.
 */
export function lengthMatches(length: OctileLength, printed: string): boolean {
  checkLength(length, "lengthMatches's length");
  if (typeof printed !== "string" || !PRINTED_LENGTH.test(printed))
    throw new InvalidArgumentError(
      `lengthMatches's printed must be a non-negative decimal number as a scenario prints it ("12.34"), got ${describeValue(printed)}`,
    );
  const dot = printed.indexOf(".");
  const decimals = dot < 0 ? 0 : printed.length - dot - 1;
  const expected = Number(printed);
  return Math.abs(lengthValue(length) - expected) <= 0.5 * 10 ** -decimals + 1e-9 * Math.max(1, expected);
}
