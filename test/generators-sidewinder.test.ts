import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findGenerator } from "../src/algorithms/generators.js";
import { encodeOptions } from "../src/algorithms/options.js";
import { copyOut } from "../src/backends/backend.js";
import { InvalidArgumentError } from "../src/base/errors.js";
import { reference, wasm } from "./support/backends.js";
import { perfectProblem } from "./support/perfect.js";

const entry = findGenerator("sidewinder");
const E = 2;
const S = 4;
const W = 8;

function generate(backend: typeof wasm, width: number, height: number, seed: number, p: number): Uint8Array {
  return copyOut(backend.generate(entry, width, height, seed, encodeOptions(entry.name, entry.options, { p })));
}

/** The maximal east-west runs of row y, as [first x, last x]. */
function runs(cells: Uint8Array, width: number, y: number): [number, number][] {
  const found: [number, number][] = [];
  let start = 0;
  for (let x = 0; x < width; x++) {
    if (!(cells[(y + 1) * (width + 2) + x + 1]! & E)) {
      found.push([start, x]);
      start = x + 1;
    }
  }
  return found;
}

function southCount(cells: Uint8Array, width: number, y: number, [first, last]: [number, number]): number {
  let count = 0;
  for (let x = first; x <= last; x++) count += (cells[(y + 1) * (width + 2) + x + 1]! & S) === S ? 1 : 0;
  return count;
}

describe("sidewinder", () => {
  it("is perfect and byte-identical across backends for random sizes, seeds and p (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 1, max: 40 }),
        fc.nat({ max: 0xffffffff }),
        fc.constantFrom(0, 1, 0.5, 0.25, 0.75, 0.3, 0.999, 0.001),
        (width, height, seed, p) => {
          const fromWasm = generate(wasm, width, height, seed, p);
          expect(perfectProblem(width, height, fromWasm)).toBe("");
          expect(Buffer.from(fromWasm).equals(Buffer.from(generate(reference, width, height, seed, p)))).toBe(true);
        },
      ),
      { numRuns: 120 },
    );
  });

  it("closes every run of a row above the bottom with exactly one passage south, and the bottom row is one corridor", () => {
    for (const p of [0.5, 0.3, 0.9]) {
      const [width, height] = [77, 30];
      const cells = generate(wasm, width, height, 8, p);
      for (let y = 0; y < height - 1; y++) {
        for (const run of runs(cells, width, y)) expect(southCount(cells, width, y, run), `p ${p} row ${y} run ${run.join("..")}`).toBe(1);
      }
      expect(runs(cells, width, height - 1)).toEqual([[0, width - 1]]);
    }
  });

  it("p = 0 never extends a run (every row above the bottom is all passages south); p = 1 always does (one run per row)", () => {
    const [width, height] = [40, 12];
    const never = generate(wasm, width, height, 3, 0);
    const always = generate(wasm, width, height, 3, 1);
    const row = (cells: Uint8Array, y: number) => Array.from(cells.subarray((y + 1) * (width + 2) + 1, (y + 2) * (width + 2) - 1));
    for (let y = 0; y < height - 1; y++) {
      expect(row(never, y).every((bits) => (bits & (E | W | S)) === S)).toBe(true);
      expect(runs(always, width, y)).toEqual([[0, width - 1]]);
    }
  });

  it("rejects p outside [0, 1]", () => {
    expect(() => encodeOptions(entry.name, entry.options, { p: 1.5 })).toThrow(InvalidArgumentError);
    expect(() => encodeOptions(entry.name, entry.options, { p: 1.5 })).toThrow('option p of sidewinder must be a number in [0, 1], got "1.5"');
    expect(() => encodeOptions(entry.name, entry.options, { p: "abc" })).toThrow('option p of sidewinder must be a number in [0, 1], got "abc"');
    for (const text of ["0x1", "0b1", "1e0", " 0.5"]) {
      expect(() => encodeOptions(entry.name, entry.options, { p: text })).toThrow(`option p of sidewinder must be a number in [0, 1], got "${text}"`);
    }
    expect(encodeOptions(entry.name, entry.options, { p: ".25" })).toEqual(encodeOptions(entry.name, entry.options, { p: 0.25 }));
  });
});
