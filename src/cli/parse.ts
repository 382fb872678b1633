// Commander argument parsers: each rejects a bad value with a message naming what is allowed.

import { InvalidArgumentError as UsageError } from "commander";

/** The text of a number without the sign of a negative zero ("-0", "-0.0", "-.0", "-00"): the API takes -0 as 0, and
 *  so does every numeric flag, whose range then decides. A value below zero keeps its sign, and so its refusal. */
function unsignedZero(value: string): string {
  return /^-[0.]*0[0.]*$/.test(value) ? value.slice(1) : value;
}

/** The same for each part of a value made of numbers between `separator`s (x,y cells, a shard's i/k). */
export function unsignedZeros(value: string, separator: string): string {
  return value.split(separator).map(unsignedZero).join(separator);
}

/** A positive safe integer. */
export function positiveInteger(given: string): number {
  const value = unsignedZero(given);
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  // Digits past 2^53 − 1 are a positive integer too: the message names the bound they are over.
  if (number > Number.MAX_SAFE_INTEGER) throw new UsageError(`must be a positive integer, at most ${Number.MAX_SAFE_INTEGER}.`);
  if (!Number.isSafeInteger(number) || number < 1) throw new UsageError("must be a positive integer.");
  return number;
}

/** An integer in [min, max], both documented in the flag's help. */
export function integerIn(min: number, max: number): (value: string) => number {
  return (given) => {
    const value = unsignedZero(given);
    const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!(number >= min && number <= max)) throw new UsageError(`must be an integer in [${min}, ${max}].`);
    return number;
  };
}

/** A count of rows: a positive integer up to 2^53 (the tallest stream; a maze in memory is checked against memory later). */
export function rowCount(given: string): number {
  const value = unsignedZero(given);
  if (/^\d+$/.test(value) && BigInt(value) > 2n ** 53n) throw new UsageError("must be at most 2^53 (9007199254740992).");
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (number < 1 || !Number.isInteger(number)) throw new UsageError("must be a positive integer.");
  return number;
}

/** A seed: an integer in [0, 2^32), or any text that does not look like a number (hashed to 32 bits). */
export function seed(given: string): number | string {
  const value = unsignedZero(given);
  if (/^\d+$/.test(value)) {
    const number = Number(value);
    if (number >= 2 ** 32) throw new UsageError("must be an integer in [0, 2^32) or a non-numeric string.");
    return number;
  }
  if (value === "" || /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(value)) {
    throw new UsageError("must be an integer in [0, 2^32) or a non-numeric string.");
  }
  return value;
}

/** Collects repeatable `--option name=value` pairs into one record. */
export function optionPair(value: string, previous: Record<string, string> = {}): Record<string, string> {
  const equals = value.indexOf("=");
  if (equals <= 0) throw new UsageError("must be name=value, e.g. --option bias=ne.");
  return { ...previous, [value.slice(0, equals)]: value.slice(equals + 1) };
}

/** One of a fixed list of words, whatever its case (as every name the CLI takes); the list's spelling is returned. */
export function oneOf(allowed: readonly string[]): (value: string) => string {
  return (value) => {
    const word = allowed.find((name) => name.toLowerCase() === value.toLowerCase());
    if (word === undefined) throw new UsageError(`must be one of ${allowed.join(", ")}.`);
    return word;
  };
}

/** A cell given as `x,y`, or the word `longest` (an end of the longest path). */
export type EndFlag = readonly [number, number] | "longest";

export function end(value: string): EndFlag {
  if (value === "longest") return value;
  const match = /^(\d+),(\d+)$/.exec(unsignedZeros(value, ","));
  if (!match) throw new UsageError("must be x,y (two non-negative integers, e.g. 0,0) or longest.");
  return [Number(match[1]), Number(match[2])];
}

/** A share in [0, 1]. */
export function share(given: string): number {
  const value = unsignedZero(given);
  const number = /^(\d+(\.\d*)?|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= 0 && number <= 1)) throw new UsageError("must be a number in [0, 1], e.g. 0.5.");
  return number;
}

/** A non-negative safe integer. */
export function nonNegativeInteger(given: string): number {
  const value = unsignedZero(given);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new UsageError("must be a non-negative integer.");
  return Number(value);
}

/** A TCP port to listen on; 0 picks a free one. */
export function port(given: string): number {
  const value = unsignedZero(given);
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= 0 && number <= 65535)) throw new UsageError("must be an integer in [0, 65535] (0 picks a free port).");
  return number;
}
