// Algorithm options: declared once in the registry, validated here, encoded as integers for both backends.

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { suggest } from "../base/names.js";
import type { OptionValue } from "../grid/data.js";

/** One option of an algorithm, as `daedalus list` shows it and `--option name=value` sets it. */
export interface OptionSpec {
  readonly name: string;
  readonly summary: string;
  /** Allowed values, for an option that takes one of a list. */
  readonly values?: readonly string[];
  /** Inclusive bounds, for a numeric option. */
  readonly min?: number;
  readonly max?: number;
  readonly default: string | number;
  /** Checks a raw value (already known to be of the right kind) beyond the list or the bounds; returns an error text or undefined. */
  readonly check?: (value: string | number) => string | undefined;
  /** The integers this option passes to the generator, after the seed, in declaration order. */
  readonly encode: (value: string | number) => readonly number[];
}

/** Validates user options against the specs (unknown names, values, bounds) and returns the encoded integer arguments. */
export function encodeOptions(algorithm: string, specs: readonly OptionSpec[], given: Readonly<Record<string, OptionValue>> | undefined): number[] {
  checkOptionsShape(algorithm, given);
  const names = specs.map((spec) => spec.name);
  for (const key of Object.keys(given ?? {})) {
    if (!names.includes(key)) {
      const allowed = names.length === 0 ? `${algorithm} takes no options` : `${algorithm} takes: ${names.join(", ")}`;
      throw new InvalidArgumentError(`unknown option ${quoted(key)} for ${algorithm}${suggest(key, names)}; ${allowed}`);
    }
  }
  const encoded: number[] = [];
  for (const spec of specs) {
    // Own values only (an inherited one is not what Object.keys checked), and only undefined means the default: null is refused.
    const raw = given !== undefined && Object.hasOwn(given, spec.name) ? given[spec.name] : undefined;
    const value = normalize(algorithm, spec, raw === undefined ? spec.default : raw);
    encoded.push(...spec.encode(value));
  }
  return encoded;
}

/**
 * The options as given, copied once: own values, frozen. generate() encodes and records this copy, so the maze's
 * `options` are those it was made with, whatever the caller's object does later.
 */
export function snapshotOptions(
  algorithm: string,
  given: Readonly<Record<string, OptionValue>> | undefined,
): Readonly<Record<string, OptionValue>> | undefined {
  checkOptionsShape(algorithm, given);
  return given === undefined ? undefined : Object.freeze({ ...given });
}

function checkOptionsShape(algorithm: string, given: unknown): void {
  if (given !== undefined && (given === null || typeof given !== "object" || Array.isArray(given))) {
    throw new InvalidArgumentError(`options of ${algorithm} must be an object of option values, got ${describeValue(given)}`);
  }
}

/** A value as an error quotes it: escaped, and cut after 60 characters (a 30 MB value made a 60 MB message). */
export function quoted(value: OptionValue): string {
  return describeValue(String(value));
}

const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

function normalize(algorithm: string, spec: OptionSpec, raw: OptionValue): string | number {
  const label = `option ${spec.name} of ${algorithm}`;
  if (typeof raw !== "string" && typeof raw !== "number" && typeof raw !== "boolean")
    throw new InvalidArgumentError(`${label} must be a string or a number, got ${describeValue(raw)}`);
  if (spec.values) {
    const text = String(raw);
    if (!spec.values.includes(text)) {
      throw new InvalidArgumentError(`${label} must be one of ${spec.values.join(", ")}, got ${quoted(text)}${suggest(text, spec.values)}`);
    }
    return text;
  }
  if (spec.min !== undefined || spec.max !== undefined) {
    // Text is read as a plain decimal, as every number flag is (no 0x, 0b, exponent or spaces).
    const value = typeof raw === "number" ? raw : DECIMAL.test(String(raw)) ? Number(raw) : Number.NaN;
    const min = spec.min ?? -Infinity;
    const max = spec.max ?? Infinity;
    if (!Number.isFinite(value) || value < min || value > max) {
      throw new InvalidArgumentError(`${label} must be a number in [${min}, ${max}], got ${quoted(raw)}`);
    }
    const problem = spec.check?.(value);
    if (problem) throw new InvalidArgumentError(`${label} ${problem}, got ${quoted(raw)}`);
    return value;
  }
  const text = String(raw);
  const problem = spec.check?.(text);
  if (problem) throw new InvalidArgumentError(`${label} ${problem}, got ${quoted(text)}`);
  return text;
}
