import { describe, expect, it } from "vitest";
import { findGenerator } from "../src/algorithms/generators.js";
import { encodeOptions } from "../src/algorithms/options.js";
import { copyOut } from "../src/backends/backend.js";
import { InvalidArgumentError } from "../src/base/errors.js";
import { below, seedRandom } from "../src/reference/random.js";
import { backends, reference, wasm } from "./support/backends.js";
import { kruskalByTheBook } from "./support/kruskal-by-the-book.js";
import { perfectProblem } from "./support/perfect.js";

const entry = findGenerator("growing-forest");
const backtracker = findGenerator("backtracker");
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

describe("growing-forest", () => {
  it("with one tree is the backtracker, draw for draw", () => {
    const options = encodeOptions(entry.name, entry.options, { trees: 1 });
    for (const [width, height] of [
      [1, 1],
      [1, 6],
      [6, 1],
      [5, 5],
      [40, 23],
    ] as const) {
      for (const seed of [0, 9, 0xffffffff]) {
        const expected = copyOut(wasm.generate(backtracker, width, height, seed, []));
        for (const backend of backends)
          expect(same(copyOut(backend.generate(entry, width, height, seed, options)), expected), `${backend.name} ${width}×${height} seed ${seed}`).toBe(true);
      }
    }
  });

  it("with a tree on every cell merges them exactly as Kruskal over the wall ranks", () => {
    for (const [width, height] of [
      [1, 1],
      [2, 1],
      [3, 3],
      [8, 5],
      [13, 17],
    ] as const) {
      const cells = width * height;
      const options = encodeOptions(entry.name, entry.options, { trees: cells });
      for (const seed of [1, 2, 3]) {
        // The draws before the merge's keys: one per seed, then one per step while two or more trees remain.
        const expected = kruskalByTheBook(width, height, () => {
          seedRandom(seed);
          for (let t = 0; t < cells; t++) below(cells - t);
          for (let growing = cells; growing > 1; growing--) below(growing);
        });
        expect(same(copyOut(wasm.generate(entry, width, height, seed, options)), expected), `${width}×${height} seed ${seed}`).toBe(true);
      }
    }
  });

  it("gives a perfect maze, the same on both backends, for every number of trees", () => {
    for (const trees of [1, 2, 3, 16, 100, 299, 300, 301, 4294967295]) {
      const options = encodeOptions(entry.name, entry.options, { trees });
      for (const seed of [4, 5]) {
        const maze = copyOut(wasm.generate(entry, 20, 15, seed, options));
        expect(perfectProblem(20, 15, maze), `trees ${trees} seed ${seed}`).toBe("");
        expect(same(maze, copyOut(reference.generate(entry, 20, 15, seed, options))), `trees ${trees} seed ${seed}`).toBe(true);
      }
    }
  });

  it("uses at most W·H trees: more gives the same maze as one per cell", () => {
    const perCell = encodeOptions(entry.name, entry.options, { trees: 300 });
    const more = encodeOptions(entry.name, entry.options, { trees: 4294967295 });
    expect(same(copyOut(wasm.generate(entry, 20, 15, 6, more)), copyOut(wasm.generate(entry, 20, 15, 6, perCell)))).toBe(true);
  });

  it("defaults to 16 trees", () => {
    expect(encodeOptions(entry.name, entry.options, {})).toEqual([16]);
    expect(encodeOptions(entry.name, entry.options, { trees: "250" })).toEqual([250]);
  });

  it("refuses a number of trees that is not a whole number from 1 to 2^32 - 1", () => {
    const cases: [unknown, string][] = [
      [0, 'option trees of growing-forest must be a number in [1, 4294967295], got "0"'],
      [4294967296, 'option trees of growing-forest must be a number in [1, 4294967295], got "4294967296"'],
      ["many", 'option trees of growing-forest must be a number in [1, 4294967295], got "many"'],
      [2.5, 'option trees of growing-forest must be an integer, got "2.5"'],
      // Text is a plain decimal, as on the command line.
      ["0x10", 'option trees of growing-forest must be a number in [1, 4294967295], got "0x10"'],
      ["0b11", 'option trees of growing-forest must be a number in [1, 4294967295], got "0b11"'],
      ["1e1", 'option trees of growing-forest must be a number in [1, 4294967295], got "1e1"'],
      [" 3", 'option trees of growing-forest must be a number in [1, 4294967295], got " 3"'],
    ];
    for (const [trees, message] of cases) {
      const attempt = () => encodeOptions(entry.name, entry.options, { trees: trees as number });
      expect(attempt).toThrow(InvalidArgumentError);
      expect(attempt).toThrow(message);
    }
  });
});
