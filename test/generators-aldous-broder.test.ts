import { describe, expect, it } from "vitest";
import { findGenerator } from "../src/algorithms/generators.js";
import { encodeOptions } from "../src/algorithms/options.js";
import type { StepLog } from "../src/backends/backend.js";
import { copyOut } from "../src/backends/backend.js";
import { InvalidArgumentError } from "../src/base/errors.js";
import { backends, reference, wasm } from "./support/backends.js";
import { deadEndShare, UNIFORM_TREE_LEAF_DENSITY } from "./support/dead-ends.js";

const entry = findGenerator("aldous-broder");

describe("aldous-broder", () => {
  it("takes no options and names the bad one", () => {
    expect(entry.options).toEqual([]);
    expect(() => encodeOptions(entry.name, entry.options, { bias: "se" })).toThrow(InvalidArgumentError);
    expect(() => encodeOptions(entry.name, entry.options, { bias: "se" })).toThrow('unknown option "bias" for aldous-broder; aldous-broder takes no options');
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

  // The core jumps 16 steps at once inside fully visited 16×16 blocks from 48×48 on: whole and cut blocks, both kinds of edge.
  it.each([
    [48, 48, 1],
    [160, 96, 2],
    [200, 200, 3],
    [333, 50, 4],
    [50, 257, 5],
  ])("on wasm, gives the reference's bytes and steps at %i×%i (seed %i), where whole blocks are crossed at once", (width, height, seed) => {
    const fromWasm: StepLog = {};
    const fromReference: StepLog = {};
    const bytes = Buffer.from(copyOut(wasm.generate(entry, width, height, seed, [], undefined, undefined, fromWasm)));
    expect(bytes.equals(Buffer.from(copyOut(reference.generate(entry, width, height, seed, [], undefined, undefined, fromReference))))).toBe(true);
    expect(fromWasm.steps?.length).toBe(width * height - 1);
    expect(fromWasm.steps).toEqual(fromReference.steps);
  });
});
