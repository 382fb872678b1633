import { describe, expect, it } from "vitest";
import { findGenerator } from "../src/algorithms/generators.js";
import { copyOut } from "../src/backends/backend.js";
import { seedRandom } from "../src/reference/random.js";
import { reference, wasm } from "./support/backends.js";
import { kruskalByTheBook } from "./support/kruskal-by-the-book.js";
import { maskedPerfectProblem } from "./support/masked-perfect.js";
import { randomMask } from "./support/mazes.js";

describe("kruskal", () => {
  const entry = findGenerator("kruskal");

  it("is exactly Kruskal by the book over the wall ranks, the cycle swaps of its first phase included", () => {
    for (const [width, height] of [
      [1, 1],
      [1, 9],
      [9, 1],
      [2, 2],
      [3, 3],
      [7, 5],
      [24, 24],
      [61, 17],
      [5, 70],
    ] as const) {
      for (const seed of [0, 1, 2, 3, 77, 0xffffffff]) {
        const maze = copyOut(wasm.generate(entry, width, height, seed, []));
        expect(Buffer.from(maze).equals(Buffer.from(kruskalByTheBook(width, height, () => seedRandom(seed)))), `${width}×${height} seed ${seed}`).toBe(true);
      }
    }
  });
});

describe("kruskal's first phase in blocks (grids of 73,729 cells or more, no steps recorded)", () => {
  const entry = findGenerator("kruskal");

  it("is still Kruskal by the book, with blocks cut short at the grid's east and south edges", () => {
    for (const [width, height, seed] of [
      [300, 260, 7],
      [129, 600, 0xffffffff],
      [2000, 40, 3],
      [37, 2000, 4],
    ] as const) {
      const maze = copyOut(wasm.generate(entry, width, height, seed, []));
      expect(Buffer.from(maze).equals(Buffer.from(kruskalByTheBook(width, height, () => seedRandom(seed)))), `${width}×${height} seed ${seed}`).toBe(true);
    }
  });

  it("gives the reference's bytes on larger grids (seams every 128 columns and 64 rows)", () => {
    for (const [width, height, seed] of [
      [1000, 80, 5],
      [640, 320, 8],
    ] as const) {
      const fromWasm = copyOut(wasm.generate(entry, width, height, seed, []));
      const fromReference = copyOut(reference.generate(entry, width, height, seed, []));
      expect(Buffer.from(fromWasm).equals(Buffer.from(fromReference)), `${width}×${height} seed ${seed}`).toBe(true);
    }
  });
});

describe("kruskal's Borůvka rounds (phase 3, large enough grids)", () => {
  const entry = findGenerator("kruskal");

  it("are still Kruskal by the book where they finish the maze", () => {
    for (const [width, height, seed] of [
      [90, 60, 5],
      [64, 100, 0xfffffffe],
    ] as const) {
      const maze = copyOut(wasm.generate(entry, width, height, seed, []));
      expect(Buffer.from(maze).equals(Buffer.from(kruskalByTheBook(width, height, () => seedRandom(seed)))), `${width}×${height} seed ${seed}`).toBe(true);
    }
  });

  it("give the reference's bytes inside a large mask with holes", () => {
    const mask = randomMask(240, 160, 11);
    for (const seed of [1, 2]) {
      const fromWasm = copyOut(wasm.generate(entry, mask.width, mask.height, seed, [], mask));
      expect(maskedPerfectProblem(mask, fromWasm)).toBe("");
      expect(Buffer.from(fromWasm).equals(Buffer.from(copyOut(reference.generate(entry, mask.width, mask.height, seed, [], mask))))).toBe(true);
    }
  });
});
