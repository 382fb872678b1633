// generateRows() validates everything when called, before any row is made, with the same errors as
// generate() where the inputs are the same, and refuses what cannot stream or does not fit.

import { describe, expect, it } from "vitest";
import type { StreamableEntry } from "../src/algorithms/define.js";
import { findGenerator } from "../src/algorithms/generators.js";
import { streamBytes } from "../src/algorithms/limits.js";
import { type DaedalusError, type GenerateRowsOptions, generate, generateRows, InvalidArgumentError, SizeLimitError } from "../src/node.js";
import { errorOf } from "./support/refused.js";

const NOT_STREAMABLE = "cannot stream (it needs the whole maze in memory); streamable: binary-tree, sidewinder, eller";

describe("generateRows() rejects bad input when called, with a named error", () => {
  it.each([
    [{ algorithm: "backtracker", width: 5, height: 5 }, `algorithm backtracker ${NOT_STREAMABLE}`],
    [{ algorithm: "dfs", width: 5, height: 5 }, `algorithm backtracker ${NOT_STREAMABLE}`],
    [{ algorithm: "eller", width: 0, height: 5 }, "width must be a positive integer, got 0"],
    [{ algorithm: "eller", width: 2.5, height: 5 }, "width must be a positive integer, got 2.5"],
    [{ algorithm: "eller", width: 5, height: 0 }, "height of a stream must be an integer in [1, 2^53], got 0"],
    [{ algorithm: "eller", width: 5, height: 1.5 }, "height of a stream must be an integer in [1, 2^53], got 1.5"],
    [{ algorithm: "eller", width: 5, height: Number.NaN }, "height of a stream must be an integer in [1, 2^53], got NaN"],
    [{ algorithm: "eller", width: 5, height: 2 ** 53 + 2 }, "height of a stream must be an integer in [1, 2^53], got 9007199254740994"],
    [{ algorithm: "eller", width: 5, height: Infinity }, "height of a stream must be an integer in [1, 2^53], got Infinity"],
    [{ algorithm: "eller", width: 5, height: 5, rowsPerChunk: 0 }, "rowsPerChunk must be a positive integer, got 0"],
    [{ algorithm: "eller", width: 5, height: 5, rowsPerChunk: 1.5 }, "rowsPerChunk must be a positive integer, got 1.5"],
  ])("%j → %s", (request, message) => {
    const error = errorOf(() => generateRows(request));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error.message).toBe(message);
  });

  it.each([
    [{ algorithm: "eller", width: 5, height: 5, options: 5 }, "options of eller must be an object of option values, got 5"],
    [{ algorithm: "eller", width: 5, height: 5, options: true }, "options of eller must be an object of option values, got true"],
    [{ algorithm: "eller", width: 5, height: 5, options: 1n }, "options of eller must be an object of option values, got 1n (a BigInt)"],
    [{ algorithm: "eller", width: 5, height: 5, options: Symbol("s") }, "options of eller must be an object of option values, got Symbol(s)"],
    [{ algorithm: "eller", width: 5, height: 5, options: () => 1 }, "options of eller must be an object of option values, got a function"],
    [{ algorithm: "eller", width: 5, height: 5, options: "abc" }, 'options of eller must be an object of option values, got "abc"'],
    [{ algorithm: "eller", width: 5, height: 5, options: null }, "options of eller must be an object of option values, got null"],
    [{ algorithm: "eller", width: 5, height: 5, reuseBuffer: "no" }, 'reuseBuffer must be true or false, got "no"'],
    [{ algorithm: "eller", width: 5, height: 5, reuseBuffer: 1 }, "reuseBuffer must be true or false, got 1"],
    [{ algorithm: "eller", width: 5, height: 5, tiles: 2, reuseBuffer: "no" }, 'reuseBuffer must be true or false, got "no"'],
  ] as const)("options or reuseBuffer of the wrong type (%#) → %s", (request, message) => {
    const error = errorOf(() => generateRows(request as never));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error.message).toBe(message);
  });

  it.each<GenerateRowsOptions>([
    { algorithm: "elr", width: 5, height: 5 },
    { algorithm: "eller", width: 5, height: 5, backend: "wasn" },
    { algorithm: "eller", width: 5, height: 5, seed: -1 },
    { algorithm: "eller", width: 5, height: 5, options: { p: 2 } },
    { algorithm: "sidewinder", width: 5, height: 5, options: { q: 0.5 } },
    { algorithm: "binary-tree", width: 5, height: 5, options: { bias: "north" } },
  ])("%j → the same error as generate()", (request) => {
    const error = errorOf(() => generateRows(request));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error.message).toBe(errorOf(() => generate(request)).message);
  });

  it("refuses a stream wider than the backend holds, naming the widest that fits, which does", () => {
    const entry = findGenerator("eller") as StreamableEntry;
    const error = errorOf(() => generateRows({ algorithm: "eller", width: 2 ** 31, height: 10, rowsPerChunk: 1 }));
    expect(error).toBeInstanceOf(SizeLimitError);
    expect((error as DaedalusError).code).toBe("SIZE_LIMIT");
    const match =
      /^a 2147483648-wide stream of eller \(rowsPerChunk 1\) needs (\d+) bytes on the wasm backend, which holds (\d+); fewer rows per chunk need less, and the widest stream that fits \(rowsPerChunk 1\) is (\d+)$/.exec(
        error.message,
      );
    expect(match).not.toBeNull();
    const [needed, capacity, widest] = match!.slice(1).map(Number) as [number, number, number];
    expect(needed).toBe(streamBytes(entry, 2 ** 31, 2));
    expect(streamBytes(entry, widest, 2)).toBeLessThanOrEqual(capacity);
    expect(streamBytes(entry, widest + 1, 2)).toBeGreaterThan(capacity);
    expect(generateRows({ algorithm: "eller", width: widest, height: 10, rowsPerChunk: 1 }).width).toBe(widest);
  });

  it("records the seed, random when omitted, so the stream can be reproduced", () => {
    const stream = generateRows({ algorithm: "sidewinder", width: 9, height: 7 });
    expect(Number.isInteger(stream.seed)).toBe(true);
    const again = generateRows({ algorithm: "sidewinder", width: 9, height: 7, seed: stream.seed });
    expect(Array.from(again, ({ rows }) => Array.from(rows))).toEqual(Array.from(stream, ({ rows }) => Array.from(rows)));
    expect(generateRows({ algorithm: "sidewinder", width: 9, height: 7, seed: "hello" }).seed).toBe(0x4f9f2cab);
  });
});
