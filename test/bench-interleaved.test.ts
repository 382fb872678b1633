// timeInterleaved (src/bench/interleaved.ts): within a round every task runs on the same iterations (a generator's
// seeds), and each round on iterations no other round had, so a median spans as many seeds as it has samples.

import { describe, expect, it } from "vitest";
import { timeInterleaved } from "../src/bench/interleaved.js";

describe("timeInterleaved", () => {
  it("gives every task the same iterations, each round its own, and 3 timed samples a round", async () => {
    const seen = new Map<string, number[]>();
    const task = (label: string) => {
      seen.set(label, []);
      return {
        label,
        prepare: () => (iteration: number) => {
          seen.get(label)!.push(iteration);
          return iteration;
        },
      };
    };
    const summaries = await timeInterleaved("seeds", [task("a"), task("b")], { rounds: 3, time: 0 });
    expect([...summaries.keys()]).toEqual(["a", "b"]);
    expect([summaries.get("a")!.samples, summaries.get("b")!.samples]).toEqual([9, 9]);
    const iterations = seen.get("a")!;
    expect(seen.get("b")).toEqual(iterations);
    expect(new Set(iterations).size).toBe(iterations.length);
    // The warm-up and the timed runs of round r take r·1000, r·1000 + 1, ...
    expect(iterations.filter((i) => i < 1000)).toEqual(Array.from({ length: iterations.length / 3 }, (_, i) => i));
  });
});
