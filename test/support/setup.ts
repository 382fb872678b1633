// Run before every test file (vitest.config.ts, setupFiles).
//
// toEqual and toStrictEqual compare two typed arrays of integers as bytes. vitest's generic deep equality walks a
// typed array element by element through its iterator, then again through Object.entries (an array of [key, value]
// pairs, each compared in turn): 10-30 µs an element on the 2-core machine, 60 ms for a 50×40 maze's 2 200 cells and
// 32 s for a million, where this takes 0.4 ms and 0.2 ms. The property tests that compare both backends' cells spent
// most of their time there (mask-generate 5.7 s of CPU to 2.2 s, stream-equals-memory 4.2 s to 0.8 s). For these
// arrays the verdict is the same: same class, same length, the same elements (an integer element is its bytes).
// Float arrays keep the generic path, whose element equality is Object.is (NaN equals any NaN, 0 not -0).
// A failure is reported as before: vitest prints its own diff of the two values.

import { expect } from "vitest";

const FLOATS: readonly (abstract new (...args: never[]) => ArrayBufferView)[] = [
  Float32Array,
  Float64Array,
  ...("Float16Array" in globalThis ? [(globalThis as unknown as { Float16Array: abstract new (...args: never[]) => ArrayBufferView }).Float16Array] : []),
];

function bytesOf(view: ArrayBufferView): Buffer {
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength);
}

/** Equality of two integer typed arrays (Buffers included) by their bytes; undefined for anything else. */
export function integerArrayEquality(a: unknown, b: unknown): boolean | undefined {
  if (!ArrayBuffer.isView(a) || !ArrayBuffer.isView(b) || a instanceof DataView || b instanceof DataView) return undefined;
  if (FLOATS.some((type) => a instanceof type || b instanceof type)) return undefined;
  // vitest's iterable equality: arrays of different classes are never equal.
  if (a.constructor !== b.constructor) return false;
  return a.byteLength === b.byteLength && bytesOf(a).equals(bytesOf(b));
}

// With isolate: false a worker evaluates this file again before each test file, in the same global expect.
const installed = Symbol.for("daedalus.test.integerArrayEquality");
const registry = globalThis as { [installed]?: true };
if (!registry[installed]) {
  expect.addEqualityTesters([integerArrayEquality]);
  registry[installed] = true;
}
