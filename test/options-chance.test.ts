import { describe, expect, it } from "vitest";
import { chanceOption, encodeChance } from "../src/algorithms/chance.js";

describe("encodeChance", () => {
  it("spends the fewest bits that hold p exactly, after rounding to 1/65536", () => {
    expect(encodeChance(0)).toEqual([0, 0]);
    expect(encodeChance(1)).toEqual([0, 1]);
    expect(encodeChance(0.5)).toEqual([1, 1]);
    expect(encodeChance(0.25)).toEqual([2, 1]);
    expect(encodeChance(0.75)).toEqual([2, 3]);
    expect(encodeChance(0.0625)).toEqual([4, 1]);
    expect(encodeChance(1 / 256)).toEqual([8, 1]);
    expect(encodeChance(0.3)).toEqual([16, 19661]);
    expect(encodeChance(1e-6)).toEqual([0, 0]);
    expect(encodeChance(0.999999)).toEqual([0, 1]);
  });

  it("keeps threshold / 2^bits within 2^-17 of p", () => {
    for (let i = 0; i <= 1000; i++) {
      const p = i / 1000;
      const [bits, threshold] = encodeChance(p);
      expect(Math.abs((bits === 0 ? threshold : threshold / 2 ** bits) - p)).toBeLessThanOrEqual(2 ** -17);
    }
  });

  it("is what a chance option encodes", () => {
    expect(chanceOption("p", "a chance", 0.5).encode(0.75)).toEqual([2, 3]);
  });
});
