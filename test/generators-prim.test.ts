import { describe, expect, it } from "vitest";
import { findGenerator } from "../src/algorithms/generators.js";
import { nextU32, seedRandom } from "../src/reference/random.js";
import { bytesWrittenPastDeclared } from "./support/canary.js";

const prim = findGenerator("prim");

/** The PRNG output that follows `draws` draws of a freshly seeded stream. */
function outputAfter(seed: number, draws: number): number {
  seedRandom(seed);
  for (let i = 0; i < draws; i++) nextU32();
  return nextU32();
}

describe("prim (seed 000: a frontier of (cell, parent) pairs)", () => {
  it("draws once for the start and once per wall: each wall enters the frontier once and leaves it once", () => {
    for (const [width, height] of [
      [1, 1],
      [1, 9],
      [9, 1],
      [2, 2],
      [5, 7],
      [40, 30],
    ] as const) {
      for (const seed of [0, 7, 0xffffffff]) {
        prim.reference(new Uint8Array((width + 2) * (height + 2)), width, height, seed);
        const walls = 2 * width * height - width - height;
        expect(nextU32(), `${width}×${height} seed ${seed}`).toBe(outputAfter(seed, 1 + walls));
      }
    }
  });

  it("writes nothing past its declared working memory (the frontier, its slack and alignment)", () => {
    for (const [width, height] of [
      [1, 1],
      [1, 2],
      [2, 1],
      [1, 40],
      [40, 1],
      [3, 3],
      [50, 50],
    ] as const) {
      expect(bytesWrittenPastDeclared(prim, width, height, 3, []), `${width}×${height}`).toBe(0);
    }
  });
});
