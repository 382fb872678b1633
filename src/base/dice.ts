// A small PRNG held in an object: xoshiro128** seeded by splitmix32, like src/reference/random.ts, so its owner keeps
// its sequence while generators reseed the shared one. The game's dice and the tile joins (src/tiles/) draw from it.

import { describeValue, InvalidArgumentError } from "./errors.js";

export class Dice {
  private readonly state = new Uint32Array(4);

  constructor(seed: number) {
    if (!Number.isInteger(seed)) throw new InvalidArgumentError(`dice seed must be an integer, got ${describeValue(seed)}`);
    let mix = seed >>> 0;
    for (let word = 0; word < 4; word++) {
      mix = (mix + 0x9e3779b9) >>> 0;
      this.state[word] = splitmix32(mix);
    }
  }

  /** Next 32 random bits (xoshiro128**). */
  next(): number {
    const s = this.state;
    const x = Math.imul(s[1]!, 5);
    const result = Math.imul((x << 7) | (x >>> 25), 9) >>> 0;
    const t = s[1]! << 9;
    s[2]! ^= s[0]!;
    s[3]! ^= s[1]!;
    s[1]! ^= s[2]!;
    s[0]! ^= s[3]!;
    s[2]! ^= t;
    s[3] = (s[3]! << 11) | (s[3]! >>> 21);
    return result;
  }

  /** A draw in [0, n) for 1 <= n < 2^21 (game sizes): the high bits of next() * n, exact in a double. */
  below(n: number): number {
    return Math.floor((this.next() * n) / 4294967296);
  }
}

export function splitmix32(state: number): number {
  let z = state >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}
