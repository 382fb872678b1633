// Houston's hybrid samples its own exact law, which is close to uniform but not uniform.
//
// The law (test/support/houston-law.ts) is computed without sampling. Its oracles: with no Aldous–Broder phase it
// is Wilson's, and with the walk run to the last cell it is Aldous–Broder's, both exactly uniform; in between it is
// not (on 2×3 the switch after 2 cells gives trees from 0.0629 to 0.0682 where uniform is 1/15; on 3×3 after 3
// cells, from 0.00451 to 0.00615 where uniform is 1/192). The generator is then tested like the uniform ones
// (test/generators-uniform.test.ts): one maze per seed 0..n−1, Pearson's χ² against the exact law below the
// α = 0.001 critical value (Wilson–Hilferty), and against the uniform law above it.

import { describe, expect, it } from "vitest";
import { findGenerator } from "../src/algorithms/generators.js";
import { copyOut } from "../src/backends/backend.js";
import { backends } from "./support/backends.js";
import { houstonLaw, smallGrid, spanningTrees, treeKey } from "./support/houston-law.js";
import { perfectProblem } from "./support/perfect.js";

/** Φ⁻¹(1 − 0.001). */
const Z_UPPER = 3.090232306167813;

/** Wilson–Hilferty approximation of the upper-0.001 quantile of χ² with k degrees of freedom (errs high by < 0.5%). */
function chiSquareCritical(k: number): number {
  const spread = 2 / (9 * k);
  return k * (1 - spread + Z_UPPER * Math.sqrt(spread)) ** 3;
}

/** Pearson's χ² of the counts against a law over every tree. */
function chiSquare(counts: Map<number, number>, law: Map<number, number>, samples: number): number {
  let statistic = 0;
  for (const [tree, probability] of law) statistic += ((counts.get(tree) ?? 0) - samples * probability) ** 2 / (samples * probability);
  return statistic;
}

const extremes = (law: Map<number, number>): [number, number] => [Math.min(...law.values()), Math.max(...law.values())];

describe("the exact law of Houston's hybrid", () => {
  it("is a probability law over the spanning trees (15 on 2×3, 192 on 3×3)", () => {
    for (const [width, height, trees] of [
      [2, 3, 15],
      [3, 3, 192],
    ] as const) {
      const law = houstonLaw(smallGrid(width, height), Math.floor((width * height) / 3));
      expect(law.size).toBe(trees);
      expect([...law.values()].reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    }
  });

  it("is uniform with no walk (Wilson) and with the walk to the last cell (Aldous–Broder)", () => {
    for (const [width, height] of [
      [2, 3],
      [3, 3],
    ] as const) {
      const grid = smallGrid(width, height);
      const trees = spanningTrees(grid).length;
      for (const switchAt of [1, grid.cells]) {
        const [low, high] = extremes(houstonLaw(grid, switchAt));
        expect(low * trees, `${width}×${height}, switch at ${switchAt}`).toBeCloseTo(1, 10);
        expect(high * trees, `${width}×${height}, switch at ${switchAt}`).toBeCloseTo(1, 10);
      }
    }
  });

  it("is not uniform in between: on 3×3 with the switch after 3 cells the likeliest tree is 1.36× the least likely", () => {
    const [low, high] = extremes(houstonLaw(smallGrid(3, 3), 3));
    expect(low).toBeCloseTo(0.00451446, 7);
    expect(high).toBeCloseTo(0.00614824, 7);
    const [low23, high23] = extremes(houstonLaw(smallGrid(2, 3), 2));
    expect(low23).toBeCloseTo(0.06285073, 7);
    expect(high23).toBeCloseTo(0.06818182, 7);
  });
});

// On 2×3 the bias (±4%) is too small for 20000 samples to tell from uniform; on 3×3 it is plain.
const grids = [
  { width: 2, height: 3, samples: 20000, rejectsUniform: false },
  { width: 3, height: 3, samples: 100000, rejectsUniform: true },
];

describe.each(backends.map((backend) => [backend.name, backend] as const))("houston on %s", (_, backend) => {
  const entry = findGenerator("houston");

  it("does not claim to be uniform", () => {
    expect(entry.uniform).toBe(false);
  });

  it.each(grids)(
    "$width×$height over $samples seeds from 0: χ² fits its exact law (and on 3×3 rejects the uniform one)",
    ({ width, height, samples, rejectsUniform }) => {
      const grid = smallGrid(width, height);
      const law = houstonLaw(grid, Math.floor((width * height) / 3));
      const counts = new Map<number, number>();
      for (let seed = 0; seed < samples; seed++) {
        const cells = copyOut(backend.generate(entry, width, height, seed, []));
        if (seed < 100) expect(perfectProblem(width, height, cells)).toBe("");
        const key = treeKey(width, height, cells);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      expect(counts.size).toBe(law.size);
      const critical = chiSquareCritical(law.size - 1);
      expect(chiSquare(counts, law, samples)).toBeLessThan(critical);
      const uniform = new Map([...law.keys()].map((tree) => [tree, 1 / law.size]));
      if (rejectsUniform) expect(chiSquare(counts, uniform, samples)).toBeGreaterThan(critical);
    },
  );
});
