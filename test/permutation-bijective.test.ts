import { describe, expect, it } from "vitest";
import { permutationSide, permute, seedPermutation, unpermute } from "../src/reference/permutation.js";
import { seedRandom } from "../src/reference/random.js";

describe("the implicit permutation (reference; the Wasm core's must agree through the generators)", () => {
  it("covers [0, count) with the smallest square side", () => {
    for (const count of [1, 2, 3, 4, 5, 99, 100, 101, 2 ** 31]) {
      const side = permutationSide(count);
      expect(side * side).toBeGreaterThanOrEqual(count);
      expect((side - 1) * (side - 1)).toBeLessThan(count);
    }
  });

  it("is a bijection of [0, side²), and unpermute is its inverse", () => {
    for (const side of [1, 2, 3, 10, 64, 101]) {
      seedRandom(side);
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

  it("draws its four round keys, so the same seed gives the same order and another seed another", () => {
    const order = (seed: number) => {
      seedRandom(seed);
      seedPermutation(50);
      return Array.from({ length: 50 }, (_, low) => permute(7, low));
    };
    expect(order(1)).toEqual(order(1));
    expect(order(1)).not.toEqual(order(2));
  });
});
