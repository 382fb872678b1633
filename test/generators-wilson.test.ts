import { describe, expect, it } from "vitest";
import { findGenerator } from "../src/algorithms/generators.js";
import { encodeOptions } from "../src/algorithms/options.js";
import { copyOut } from "../src/backends/backend.js";
import { InvalidArgumentError } from "../src/base/errors.js";
import { backends } from "./support/backends.js";
import { deadEndShare, UNIFORM_TREE_LEAF_DENSITY } from "./support/dead-ends.js";

const entry = findGenerator("wilson");

describe("wilson", () => {
  it("takes no options and names the bad one", () => {
    expect(entry.options).toEqual([]);
    expect(() => encodeOptions(entry.name, entry.options, { bias: "se" })).toThrow(InvalidArgumentError);
    expect(() => encodeOptions(entry.name, entry.options, { bias: "se" })).toThrow('unknown option "bias" for wilson; wilson takes no options');
  });

  it.each(backends.map((backend) => [backend.name, backend] as const))(
    "on %s, leaves dead ends at the uniform spanning tree's density 8/π²·(1 − 2/π) ≈ 0.2945 (200×200, seeds 0–3)",
    (_, backend) => {
      const shares = [0, 1, 2, 3].map((seed) => deadEndShare(200, 200, copyOut(backend.generate(entry, 200, 200, seed, []))));
      const mean = shares.reduce((sum, share) => sum + share, 0) / shares.length;
      // One 200×200 tree's share has a standard deviation near 0.002; the backtracker's is near 0.10.
      expect(Math.abs(mean - UNIFORM_TREE_LEAF_DENSITY)).toBeLessThan(0.003);
    },
  );
});
