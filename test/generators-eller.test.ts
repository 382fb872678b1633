import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { workingBytes } from "../src/algorithms/define.js";
import { findGenerator } from "../src/algorithms/generators.js";
import { encodeOptions } from "../src/algorithms/options.js";
import { copyOut } from "../src/backends/backend.js";
import { InvalidArgumentError } from "../src/base/errors.js";
import { reference, wasm } from "./support/backends.js";
import { perfectProblem } from "./support/perfect.js";

const entry = findGenerator("eller");
const N = 1;
const E = 2;
const S = 4;
const W = 8;

function generate(backend: typeof wasm, width: number, height: number, seed: number, p: number): Uint8Array {
  return copyOut(backend.generate(entry, width, height, seed, encodeOptions(entry.name, entry.options, { p })));
}

function cellAt(cells: Uint8Array, width: number, x: number, y: number): number {
  return cells[(y + 1) * (width + 2) + x + 1]!;
}

describe("eller", () => {
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

  it("p = 0 joins nothing above the bottom row: W corridors south, joined by the bottom row", () => {
    const [width, height] = [30, 10];
    const cells = generate(wasm, width, height, 4, 0);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const bottom = y === height - 1;
        const expected = (y > 0 ? N : 0) | (bottom ? 0 : S) | (bottom && x < width - 1 ? E : 0) | (bottom && x > 0 ? W : 0);
        expect(cellAt(cells, width, x, y), `(${x}, ${y})`).toBe(expected);
      }
    }
  });

  it("p = 1 joins every cell that starts a row in a set of its own to its west neighbour", () => {
    const [width, height] = [50, 25];
    const cells = generate(wasm, width, height, 6, 1);
    for (let y = 0; y < height; y++) {
      for (let x = 1; x < width; x++) {
        if (!(cellAt(cells, width, x, y) & N)) expect(cellAt(cells, width, x, y) & W, `(${x}, ${y})`).toBe(W);
      }
    }
  });

  it("declares 8 bytes of working memory per column, plus 7 of alignment", () => {
    expect(workingBytes(entry, 1000, 5)).toBe(8007);
  });

  it("rejects p outside [0, 1] and unknown options", () => {
    expect(() => encodeOptions(entry.name, entry.options, { p: -0.1 })).toThrow(InvalidArgumentError);
    expect(() => encodeOptions(entry.name, entry.options, { p: -0.1 })).toThrow('option p of eller must be a number in [0, 1], got "-0.1"');
    expect(() => encodeOptions(entry.name, entry.options, { q: 1 })).toThrow('unknown option "q" for eller (did you mean "p"?); eller takes: p');
  });
});
