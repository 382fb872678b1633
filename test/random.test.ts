import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { below, nextU32, seedRandom } from "../src/reference/random.js";

describe("the reference PRNG", () => {
  it("below(n) is exactly the high 32 bits of next() * n", () => {
    fc.assert(
      fc.property(fc.nat({ max: 0xffffffff }), fc.integer({ min: 1, max: 0xffffffff }), (seed, n) => {
        seedRandom(seed);
        const raw = nextU32();
        seedRandom(seed);
        expect(below(n)).toBe(Number((BigInt(raw) * BigInt(n)) >> 32n));
      }),
      { numRuns: 2000 },
    );
  });

  it("is xoshiro128** seeded by splitmix32 (first outputs for seed 0 pinned)", () => {
    seedRandom(0);
    const outputs = [nextU32(), nextU32(), nextU32(), nextU32()];
    // Independent BigInt model of the same definition.
    const mask = 0xffffffffn;
    const mul = (a: bigint, b: bigint) => (a * b) & mask;
    const splitmix = (state: bigint) => {
      let z = state;
      z = mul(z ^ (z >> 16n), 0x85ebca6bn);
      z = mul(z ^ (z >> 13n), 0xc2b2ae35n);
      return z ^ (z >> 16n);
    };
    const rotl = (x: bigint, k: bigint) => ((x << k) | (x >> (32n - k))) & mask;
    const s = [1n, 2n, 3n, 4n].map((i) => splitmix((0x9e3779b9n * i) & mask));
    const expected: number[] = [];
    for (let i = 0; i < 4; i++) {
      expected.push(Number(mul(rotl(mul(s[1]!, 5n), 7n), 9n)));
      const t = (s[1]! << 9n) & mask;
      s[2]! ^= s[0]!;
      s[3]! ^= s[1]!;
      s[1]! ^= s[2]!;
      s[0]! ^= s[3]!;
      s[2]! ^= t;
      s[3] = rotl(s[3]!, 11n);
    }
    expect(outputs).toEqual(expected);
  });
});
