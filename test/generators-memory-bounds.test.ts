// The declared working memory is used to refuse sizes up front, so it must be true: a generator
// may write its cell array and its declared working bytes, and nothing after them.

import { describe, expect, it } from "vitest";
import { generators } from "../src/algorithms/generators.js";
import { requiredBytes } from "../src/algorithms/limits.js";
import { encodeOptions } from "../src/algorithms/options.js";
import { generatorExport } from "../src/backends/wasm/exports.js";
import { privateWasm } from "./support/backends.js";

// Its own instance: the guard is written at the arena's start, where the shared backend keeps other tests' mazes.
const { exports } = privateWasm();

const GUARD_BYTES = 256;
const GUARD = 0xa5;

describe.each(generators)("$name", (entry) => {
  it("writes nothing past the cell array and its declared working memory (Wasm)", () => {
    const run = exports[generatorExport(entry.name)] as (...args: number[]) => number;
    const options = encodeOptions(entry.name, entry.options, {});
    for (const [width, height] of [
      [1, 1],
      [1, 9],
      [9, 1],
      [7, 3],
      [50, 40],
      [131, 5],
    ] as const) {
      const required = requiredBytes(entry, width, height);
      const cells = exports.reserve(required + GUARD_BYTES) >>> 0;
      new Uint8Array(exports.memory.buffer, cells + required, GUARD_BYTES).fill(GUARD);
      run(cells, width, height, 11, ...options);
      const guard = new Uint8Array(exports.memory.buffer, cells + required, GUARD_BYTES);
      expect(
        guard.every((byte) => byte === GUARD),
        `${width}×${height}`,
      ).toBe(true);
    }
  });
});
