// Uniform samplers sample spanning trees uniformly: a χ² goodness-of-fit test on tiny grids.
//
// For a W×H grid with T spanning trees (matrix-tree theorem, computed exactly below), generate one maze
// per seed 0, 1, …, n−1, count each distinct maze and compute χ² = Σ (observed − n/T)² / (n/T) over all
// T trees (unseen trees count with observed = 0), with T − 1 degrees of freedom. The test rejects
// uniformity when χ² exceeds the upper α = 0.001 quantile of the χ² distribution, computed with the
// Wilson–Hilferty approximation χ²_{1−α}(k) ≈ k·(1 − 2/(9k) + z·√(2/(9k)))³, z = Φ⁻¹(1 − α).
// The seeds are fixed, so every run computes the same statistic: the outcome is reproducible, and a
// generator that is uniform passes with probability 1 − α over the choice of seeds.
// Critical values: 36.27 for k = 14 (2×3, 15 trees) and 257.17 for k = 191 (3×3, 192 trees); the exact
// quantiles are 36.12 and 257.13, so the approximation errs on the strict side.
// Power: with n = 100000 on 3×3 (521 mazes expected per tree), a sampler that over-weights a quarter
// of the trees by 5% and under-weights another quarter by 5% has noncentrality λ = n·Σ(p − 1/T)²·T = 125,
// so its χ² lands near 191 + 125 = 316, past 257.17 (power 0.98); backtracker is rejected by orders of magnitude.
// Inside a mask the same test runs over the spanning trees of the included cells: a 4×3 grid with its centre
// cell excluded (a hole, so Wilson's root is not the centre), 110 trees, n = 60000 (545 per tree); the
// critical value for k = 109 is 160.43 (exact 160.37).

import { describe, expect, it } from "vitest";
import type { GeneratorEntry } from "../src/algorithms/define.js";
import { generators } from "../src/algorithms/generators.js";
import { encodeOptions } from "../src/algorithms/options.js";
import type { Backend } from "../src/backends/backend.js";
import { copyOut } from "../src/backends/backend.js";
import type { Mask } from "../src/mask/mask.js";
import { maskFromText } from "../src/mask/text.js";
import { backends, wasm } from "./support/backends.js";
import { maskedPerfectProblem } from "./support/masked-perfect.js";
import { perfectProblem } from "./support/perfect.js";

const SIGNIFICANCE = 0.001;
/** Φ⁻¹(1 − 0.001): the standard normal quantile for SIGNIFICANCE. */
const Z_UPPER = 3.090232306167813;

// Biased generators the same test must reject (binary-tree joins this list when it lands).
const BIASED = ["backtracker", "binary-tree"];

/** Wilson–Hilferty approximation of the upper-SIGNIFICANCE quantile of χ² with k degrees of freedom. */
function chiSquareCritical(k: number): number {
  const spread = 2 / (9 * k);
  return k * (1 - spread + Z_UPPER * Math.sqrt(spread)) ** 3;
}

/**
 * Number of spanning trees of the W×H grid graph, or of its included cells: the determinant of its Laplacian
 * without one row and column (Bareiss, exact).
 */
function spanningTreeCount(width: number, height: number, mask?: Mask): bigint {
  const included = (x: number, y: number): boolean => !mask?.excludes(x, y);
  // Each included cell's row in the Laplacian.
  const rows = new Map<number, number>();
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (included(x, y)) rows.set(y * width + x, rows.size);
  const cells = rows.size;
  const laplacian: bigint[][] = Array.from({ length: cells }, () => new Array<bigint>(cells).fill(0n));
  const join = (cellA: number, cellB: number): void => {
    const a = rows.get(cellA)!;
    const b = rows.get(cellB)!;
    laplacian[a]![a]! += 1n;
    laplacian[b]![b]! += 1n;
    laplacian[a]![b]! -= 1n;
    laplacian[b]![a]! -= 1n;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!included(x, y)) continue;
      if (x + 1 < width && included(x + 1, y)) join(y * width + x, y * width + x + 1);
      if (y + 1 < height && included(x, y + 1)) join(y * width + x, (y + 1) * width + x);
    }
  }
  const m = laplacian.slice(1).map((row) => row.slice(1));
  const size = m.length;
  if (size === 0) return 1n;
  let previousPivot = 1n;
  for (let k = 0; k < size - 1; k++) {
    if (m[k]![k] === 0n) {
      const swap = m.findIndex((row, i) => i > k && row[k] !== 0n);
      if (swap < 0) return 0n;
      [m[k], m[swap]] = [m[swap]!, m[k]!];
      // A row swap flips the sign; the Laplacian minor is positive, so only the magnitude matters here.
    }
    for (let i = k + 1; i < size; i++) {
      for (let j = k + 1; j < size; j++) {
        m[i]![j] = (m[i]![j]! * m[k]![k]! - m[i]![k]! * m[k]![j]!) / previousPivot;
      }
    }
    previousPivot = m[k]![k]!;
  }
  const determinant = m[size - 1]![size - 1]!;
  return determinant < 0n ? -determinant : determinant;
}

/** Counts of each distinct maze over seeds 0..samples−1 (inside the mask, if any), keyed by its E and S passage bits. */
function sampleMazes(entry: GeneratorEntry, backend: Backend, width: number, height: number, samples: number, mask?: Mask): Map<number, number> {
  const options = encodeOptions(entry.name, entry.options, {});
  const counts = new Map<number, number>();
  const examples = new Map<number, Uint8Array>();
  for (let seed = 0; seed < samples; seed++) {
    const cells = copyOut(backend.generate(entry, width, height, seed, options, mask));
    let key = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) key = key * 4 + ((cells[(y + 1) * (width + 2) + x + 1]! >> 1) & 3);
    }
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (!examples.has(key)) examples.set(key, cells);
  }
  // Every distinct maze is a spanning tree, so the distinct keys are distinct trees.
  for (const cells of examples.values()) expect(mask ? maskedPerfectProblem(mask, cells) : perfectProblem(width, height, cells)).toBe("");
  return counts;
}

/** Pearson's χ² of the counts against the uniform distribution over `trees` outcomes. */
function chiSquare(counts: Map<number, number>, trees: number, samples: number): number {
  const expected = samples / trees;
  let statistic = (trees - counts.size) * expected;
  for (const observed of counts.values()) statistic += (observed - expected) ** 2 / expected;
  return statistic;
}

describe("the oracles of the uniformity test", () => {
  it("counts spanning trees exactly (matrix-tree theorem)", () => {
    expect(spanningTreeCount(1, 1)).toBe(1n);
    expect(spanningTreeCount(1, 5)).toBe(1n);
    expect(spanningTreeCount(2, 2)).toBe(4n);
    expect(spanningTreeCount(2, 3)).toBe(15n);
    expect(spanningTreeCount(3, 3)).toBe(192n);
    expect(spanningTreeCount(4, 4)).toBe(100352n);
    // A 4-cycle, and an 8-cycle (a ring around one excluded cell): as many trees as edges.
    expect(spanningTreeCount(2, 2, maskFromText("..\n..\n"))).toBe(4n);
    expect(spanningTreeCount(3, 3, maskFromText("...\n.#.\n...\n"))).toBe(8n);
    expect(spanningTreeCount(4, 3, holed)).toBe(110n);
  });

  it("approximates the χ² quantile at α = 0.001 within 0.5%, erring high (a slightly stricter α)", () => {
    expect(SIGNIFICANCE).toBe(0.001);
    // Exact quantiles χ²_{0.999}(k) (scipy.stats.chi2.ppf(0.999, k)) for the degrees of freedom used below and one more.
    for (const [k, exact] of [
      [14, 36.12327],
      [100, 149.44925],
      [109, 160.37207],
      [191, 257.13459],
    ] as const) {
      const approximate = chiSquareCritical(k);
      expect(approximate).toBeGreaterThan(exact);
      expect(approximate / exact - 1).toBeLessThan(0.005);
    }
  });
});

const grids = [
  { width: 2, height: 3, samples: 20000 },
  { width: 3, height: 3, samples: 100000 },
];

// A 4×3 grid with a hole at its centre cell (2, 1): 11 included cells, 110 spanning trees.
const holed = maskFromText("....\n..#.\n....\n");
const MASKED_SAMPLES = 60000;

describe.each(generators.filter((entry) => entry.uniform))("$name samples spanning trees uniformly", (entry) => {
  describe.each(backends.map((backend) => [backend.name, backend] as const))("on %s", (_, backend) => {
    it.each(grids)(
      "$width×$height over $samples consecutive seeds from 0: every tree appears and χ² is below the α = 0.001 critical value",
      ({ width, height, samples }) => {
        const trees = Number(spanningTreeCount(width, height));
        const counts = sampleMazes(entry, backend, width, height, samples);
        expect(counts.size).toBe(trees);
        expect(chiSquare(counts, trees, samples)).toBeLessThan(chiSquareCritical(trees - 1));
      },
    );
  });
});

describe.each(generators.filter((entry) => entry.uniform))("$name samples the spanning trees of a masked shape uniformly", (entry) => {
  it("declares masks", () => expect(entry.masks).toBe(true));

  it.each(backends.map((backend) => [backend.name, backend] as const))(
    `on %s: 4×3 with its centre excluded, over ${MASKED_SAMPLES} consecutive seeds from 0: every tree appears and χ² is below the critical value`,
    (_, backend) => {
      const trees = Number(spanningTreeCount(4, 3, holed));
      const counts = sampleMazes(entry, backend, 4, 3, MASKED_SAMPLES, holed);
      expect(counts.size).toBe(trees);
      expect(chiSquare(counts, trees, MASKED_SAMPLES)).toBeLessThan(chiSquareCritical(trees - 1));
    },
  );
});

it(`backtracker inside the same masked shape is rejected: χ² over ${MASKED_SAMPLES} seeds exceeds the critical value`, () => {
  const entry = generators.find((candidate) => candidate.name === "backtracker")!;
  const trees = Number(spanningTreeCount(4, 3, holed));
  expect(chiSquare(sampleMazes(entry, wasm, 4, 3, MASKED_SAMPLES, holed), trees, MASKED_SAMPLES)).toBeGreaterThan(chiSquareCritical(trees - 1));
});

describe.each(generators.filter((entry) => BIASED.includes(entry.name)))("$name is rejected by the same test", (entry) => {
  it.each(grids)("$width×$height over $samples consecutive seeds from 0: χ² exceeds the α = 0.001 critical value", ({ width, height, samples }) => {
    const trees = Number(spanningTreeCount(width, height));
    const counts = sampleMazes(entry, wasm, width, height, samples);
    expect(chiSquare(counts, trees, samples)).toBeGreaterThan(chiSquareCritical(trees - 1));
  });
});

it("the biased list names generators that exist and do not claim to be uniform", () => {
  for (const name of BIASED) expect(generators.find((entry) => entry.name === name)?.uniform).toBe(false);
});
