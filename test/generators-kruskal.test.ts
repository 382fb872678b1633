import { describe, expect, it } from "vitest";
import { findGenerator } from "../src/algorithms/generators.js";
import { copyOut } from "../src/backends/backend.js";
import { seedRandom } from "../src/reference/random.js";
import { wasm } from "./support/backends.js";
import { kruskalByTheBook } from "./support/kruskal-by-the-book.js";

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
