import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findGenerator } from "../src/algorithms/generators.js";
import { encodeOptions } from "../src/algorithms/options.js";
import { copyOut } from "../src/backends/backend.js";
import { InvalidArgumentError } from "../src/base/errors.js";
import { type backends, reference, wasm } from "./support/backends.js";
import { perfectProblem } from "./support/perfect.js";

const entry = findGenerator("binary-tree");
const biases = ["se", "sw", "ne", "nw"] as const;
const N = 1;
const E = 2;
const S = 4;
const W = 8;

function generate(backend: (typeof backends)[number], width: number, height: number, seed: number, bias: string): Uint8Array {
  return copyOut(backend.generate(entry, width, height, seed, encodeOptions(entry.name, entry.options, { bias })));
}

/** The two directions a cell may carve, and the corner that carves neither. */
function carveRule(bias: string, width: number, height: number): { vertical: number; horizontal: number; corner: [number, number] } {
  const north = bias[0] === "n";
  const west = bias[1] === "w";
  return { vertical: north ? N : S, horizontal: west ? W : E, corner: [west ? 0 : width - 1, north ? 0 : height - 1] };
}

describe("binary-tree", () => {
  it.each(biases)("bias %s: perfect and byte-identical across backends for random sizes and seeds", (bias) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 70 }), fc.integer({ min: 1, max: 70 }), fc.nat({ max: 0xffffffff }), (width, height, seed) => {
        const fromWasm = generate(wasm, width, height, seed, bias);
        expect(perfectProblem(width, height, fromWasm)).toBe("");
        expect(Buffer.from(fromWasm).equals(Buffer.from(generate(reference, width, height, seed, bias)))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it.each(biases)("bias %s: every cell has exactly one of its two directions open, but the corner has none", (bias) => {
    for (const [width, height] of [
      [1, 1],
      [1, 9],
      [9, 1],
      [33, 20],
      [70, 3],
    ] as const) {
      const { vertical, horizontal, corner } = carveRule(bias, width, height);
      const cells = generate(wasm, width, height, 17, bias);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const open = cells[(y + 1) * (width + 2) + x + 1]! & (vertical | horizontal);
          const isCorner = x === corner[0] && y === corner[1];
          expect(open === 0 ? 0 : open === vertical || open === horizontal ? 1 : 2, `${bias} ${width}×${height} (${x}, ${y})`).toBe(isCorner ? 0 : 1);
        }
      }
    }
  });

  it("se and sw (and ne and nw) open the same east-west walls for the same seed: a row's bits decide walls, the bias only who carves", () => {
    const eastWest = (cells: Uint8Array) => cells.map((bits) => bits & (E | W));
    for (const [a, b] of [
      ["se", "sw"],
      ["ne", "nw"],
    ] as const) {
      expect(eastWest(generate(wasm, 45, 12, 5, a))).toEqual(eastWest(generate(wasm, 45, 12, 5, b)));
    }
  });

  it("rejects an unknown bias with the allowed values", () => {
    expect(() => encodeOptions(entry.name, entry.options, { bias: "north" })).toThrow(InvalidArgumentError);
    expect(() => encodeOptions(entry.name, entry.options, { bias: "north" })).toThrow('option bias of binary-tree must be one of se, sw, ne, nw, got "north"');
  });
});
