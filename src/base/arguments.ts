// Type checks at the public doors: a caller passing null, a symbol, a number or an array where a string, bytes or
// an options object belongs gets an InvalidArgumentError naming the argument, never a TypeError from deep inside.

import { describeValue, InvalidArgumentError } from "./errors.js";

/** An options object, or undefined for "no options". */
export function checkOptionsObject(value: unknown, what: string): asserts value is Record<string, unknown> | undefined {
  if (value === undefined) return;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new InvalidArgumentError(`${what} must be an object, got ${describeValue(value)}`);
  }
}

export function checkString(value: unknown, what: string): asserts value is string {
  if (typeof value !== "string") throw new InvalidArgumentError(`${what} must be a string, got ${describeValue(value)}`);
}

/** Input a reader takes: bytes (a Uint8Array, a Buffer) or text. */
export function checkReadable(value: unknown, what: string): asserts value is Uint8Array | string {
  if (typeof value !== "string" && !(value instanceof Uint8Array)) {
    throw new InvalidArgumentError(`${what} must be a Uint8Array or a string, got ${describeValue(value)}`);
  }
}

export function checkBytes(value: unknown, what: string): asserts value is Uint8Array {
  if (!(value instanceof Uint8Array)) throw new InvalidArgumentError(`${what} must be a Uint8Array, got ${describeValue(value)}`);
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
