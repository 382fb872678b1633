import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generators } from "../src/algorithms/generators.js";
import { encodeOptions } from "../src/algorithms/options.js";
import { copyOut } from "../src/backends/backend.js";
import { reference, wasm } from "./support/backends.js";
import { perfectProblem } from "./support/perfect.js";

describe.each(generators)("$name: Wasm bytes == reference bytes", (entry) => {
  it("for random sizes and seeds (property), and the maze is perfect", () => {
    const options = encodeOptions(entry.name, entry.options, {});
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1, max: 80 }), fc.nat({ max: 0xffffffff }), (width, height, seed) => {
        const fromWasm = copyOut(wasm.generate(entry, width, height, seed, options));
        const fromReference = copyOut(reference.generate(entry, width, height, seed, options));
        expect(Buffer.from(fromWasm).equals(Buffer.from(fromReference))).toBe(true);
        if (entry.perfect) expect(perfectProblem(width, height, fromWasm)).toBe("");
      }),
      { numRuns: 150 },
    );
  });

  it("at 300×200, where long runs of draws must stay in step", () => {
    const options = encodeOptions(entry.name, entry.options, {});
    for (const seed of [3, 4]) {
      const fromWasm = copyOut(wasm.generate(entry, 300, 200, seed, options));
      expect(Buffer.from(fromWasm).equals(Buffer.from(copyOut(reference.generate(entry, 300, 200, seed, options))))).toBe(true);
    }
  });

  it("gives the same bytes for the same seed and different bytes for another", () => {
    const options = encodeOptions(entry.name, entry.options, {});
    const first = copyOut(wasm.generate(entry, 40, 30, 99, options));
    expect(Buffer.from(copyOut(wasm.generate(entry, 40, 30, 99, options))).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(copyOut(wasm.generate(entry, 40, 30, 100, options))).equals(Buffer.from(first))).toBe(false);
  });
});
