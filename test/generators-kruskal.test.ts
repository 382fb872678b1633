import { describe, expect, it } from "vitest";
import { permute, permutationSide, seedPermutation, unpermute } from "../src/reference/permutation.js";
import { seedRandom } from "../src/reference/random.js";
import { findGenerator } from "../src/generate.js";
import { wasm } from "./support/backends.js";

// Kruskal by the book: walls taken in rank order (rank r = slot permute(r)), sets as plain labels relabelled on
// every join. The generator computes the same maze in two cache-friendly phases; the bytes must be equal.
function kruskalByTheBook(width: number, height: number, seed: number): Uint8Array {
  const stride = width + 2;
  const cells = new Uint8Array(stride * (height + 2));
  for (let y = 0; y < height + 2; y++) {
    for (let x = 0; x < stride; x++) if (x === 0 || y === 0 || x === stride - 1 || y === height + 1) cells[y * stride + x] = 0x10;
  }
  const label = Array.from({ length: width * height }, (_, i) => i);
  seedRandom(seed);
  const side = permutationSide(2 * width * height);
  seedPermutation(side);
  for (let rank = 0; rank < side * side; rank++) {
    const slot = permute(Math.floor(rank / side), rank % side);
    const a = Math.floor(slot / 2);
    const x = a % width;
    const y = Math.floor(a / width);
    const south = slot % 2 === 1;
    if (slot >= 2 * width * height || (south ? y === height - 1 : x === width - 1)) continue;
    const b = south ? a + width : a + 1;
    const [from, to] = [label[b]!, label[a]!];
    if (from === to) continue;
    for (let i = 0; i < label.length; i++) if (label[i] === from) label[i] = to;
    const here = (y + 1) * stride + x + 1;
    cells[here]! |= south ? 4 : 2;
    cells[south ? here + stride : here + 1]! |= south ? 1 : 8;
  }
  return cells;
}

describe("kruskal", () => {
  const entry = findGenerator("kruskal");

  it("is exactly Kruskal over the wall ranks, the cycle swaps of its first phase included", () => {
    for (const [width, height] of [[1, 1], [1, 9], [9, 1], [2, 2], [3, 3], [7, 5], [24, 24], [61, 17], [5, 70]] as const) {
      for (const seed of [0, 1, 2, 3, 77, 0xffffffff]) {
        const maze = wasm.generate(entry, width, height, seed, []);
        expect(Buffer.from(maze).equals(Buffer.from(kruskalByTheBook(width, height, seed))), `${width}×${height} seed ${seed}`).toBe(true);
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
