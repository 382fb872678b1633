import { describe, expect, it } from "vitest";
import { permute, permutationSide, seedPermutation, unpermute } from "../src/reference/permutation.js";
import { seedRandom } from "../src/reference/random.js";
import { findGenerator } from "../src/generate.js";
import { wasm } from "./support/backends.js";
import { kruskalByTheBook } from "./support/kruskal-by-the-book.js";

describe("kruskal", () => {
  const entry = findGenerator("kruskal");

  it("is exactly Kruskal by the book over the wall ranks, the cycle swaps of its first phase included", () => {
    for (const [width, height] of [[1, 1], [1, 9], [9, 1], [2, 2], [3, 3], [7, 5], [24, 24], [61, 17], [5, 70]] as const) {
      for (const seed of [0, 1, 2, 3, 77, 0xffffffff]) {
        const maze = wasm.generate(entry, width, height, seed, []);
        expect(Buffer.from(maze).equals(Buffer.from(kruskalByTheBook(width, height, () => seedRandom(seed)))), `${width}×${height} seed ${seed}`).toBe(true);
      }
    }
  });

  it("visits every wall slot exactly once: the permutation is a bijection with its inverse", () => {
    for (const count of [1, 2, 3, 10, 99, 1000, 4099]) {
      seedRandom(count);
      const side = permutationSide(count);
      expect(side * side).toBeGreaterThanOrEqual(count);
      expect((side - 1) * (side - 1)).toBeLessThan(count);
      seedPermutation(side);
      const seen = new Uint8Array(side * side);
      for (let high = 0; high < side; high++) {
        for (let low = 0; low < side; low++) {
          const value = permute(high, low);
          seen[value]! += 1;
          expect(unpermute(Math.floor(value / side), value % side)).toBe(high * side + low);
        }
      }
      expect(seen.every((times) => times === 1)).toBe(true);
    }
  });
});
