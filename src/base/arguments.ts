// Type checks at the public doors: a caller passing null, a symbol, a number or an array where a string, bytes or
// an options object belongs gets an InvalidArgumentError naming the argument, never a TypeError from deep inside; an
// options object's key the function does not take (a typo such as "seeed") is refused by name, never ignored.

import { describeValue, InvalidArgumentError } from "./errors.js";
import { suggest } from "./names.js";

/**
 * An options object, or undefined for "no options", whose every own enumerable key is one of `allowed` (the keys of
 * the function's options type, in their documented order): an unknown key is refused even when its value is undefined.
 */
export function checkOptionsObject(value: unknown, what: string, allowed: readonly string[]): asserts value is Record<string, unknown> | undefined {
  checkObject(value, what);
  if (value !== undefined) checkKnownKeys(value, what, allowed);
}

/** An object (not null, not an array), or undefined: a record of data whose keys its reader checks, not an options object. */
export function checkObject(value: unknown, what: string): asserts value is Record<string, unknown> | undefined {
  if (value === undefined) return;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new InvalidArgumentError(`${what} must be an object, got ${describeValue(value)}`);
  }
}

/** Refuses the first own enumerable key of `value` that is not one of `allowed`, naming it, the closest allowed key and all of them. */
export function checkKnownKeys(value: object, what: string, allowed: readonly string[]): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      throw new InvalidArgumentError(`${what}: unknown key ${describeValue(key)}${suggest(key, allowed)}; allowed: ${allowed.join(", ")}`);
    }
  }
}

/**
 * An options object read once: a plain copy holding each of `keys` as its one read answered it (own or inherited, as
 * `value[key]` finds it; undefined when absent), so that a getter or a Proxy that answers a later read differently
 * cannot give the checks one value and the work another.
 */
export function readOnce<T extends object>(value: T, keys: readonly (keyof T & string)[]): T {
  const copy = {} as T;
  for (const key of keys) copy[key] = value[key];
  return copy;
}

/** The keys of T that `K` leaves out, as a type error's text; `unknown` (no constraint) when it lists them all. */
type ListsAll<T, K extends readonly string[]> = [Exclude<keyof T & string, K[number]>] extends [never]
  ? unknown
  : { readonly "keys left out": Exclude<keyof T & string, K[number]> };

/**
 * The keys of an options type T as a list, checked by the compiler both ways: `optionKeys<T>()(["a", "b"])` is a
 * type error when the list names a key T does not have or leaves out one it has, so the list cannot drift from the
 * interface it mirrors.
 */
export function optionKeys<T>(): <const K extends readonly (keyof T & string)[]>(keys: K & ListsAll<T, K>) => readonly (keyof T & string)[] {
  return (keys) => keys;
}
export function checkString(value: unknown, what: string): asserts value is string {
  if (typeof value !== "string") throw new InvalidArgumentError(`${what} must be a string, got ${describeValue(value)}`);
}

// %TypedArray%.prototype.length's getter: it throws for anything but a typed array (a Proxy of one included).
const typedArrayLength = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype) as object, "length")!.get!;

/** The length of a Uint8Array as the array itself knows it (0 when its buffer is detached; a subclass's getter does not
 *  run), or undefined for anything else, a Proxy of one included (it passes instanceof, then makes TextDecoder, set()
 *  and the length getter throw a raw TypeError). */
export function ownLength(value: unknown): number | undefined {
  if (!(value instanceof Uint8Array)) return undefined;
  try {
    return typedArrayLength.call(value) as number;
  } catch {
    return undefined;
  }
}

/** Whether `value` is a Uint8Array itself (a Buffer too), not a Proxy of one. */
export function isUint8Array(value: unknown): value is Uint8Array {
  return ownLength(value) !== undefined;
}

/** Input a reader takes: bytes (a Uint8Array, a Buffer) or text. */
export function checkReadable(value: unknown, what: string): asserts value is Uint8Array | string {
  if (typeof value !== "string" && !isUint8Array(value)) {
    throw new InvalidArgumentError(`${what} must be a Uint8Array or a string, got ${describeValue(value)}`);
  }
}

export function checkBytes(value: unknown, what: string): asserts value is Uint8Array {
  if (!isUint8Array(value)) throw new InvalidArgumentError(`${what} must be a Uint8Array, got ${describeValue(value)}`);
}

/** A generation's onProgress and signal: a function and an AbortSignal, each optional. */
export function checkProgressOptions(onProgress: unknown, signal: unknown): void {
  if (onProgress !== undefined && typeof onProgress !== "function") {
    throw new InvalidArgumentError(`onProgress must be a function (done, total) => void, got ${describeValue(onProgress)}`);
  }
  if (signal === undefined) return;
  const candidate = signal as { aborted?: unknown; throwIfAborted?: unknown } | null;
  if (typeof candidate !== "object" || candidate === null || typeof candidate.aborted !== "boolean" || typeof candidate.throwIfAborted !== "function") {
    throw new InvalidArgumentError(`signal must be an AbortSignal (an AbortController's signal), got ${describeValue(signal)}`);
  }
}
