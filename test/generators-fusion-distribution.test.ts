// Fusion's distribution, exactly: the generator must sample each spanning tree with the probability of seed 003's
// process (a uniformly random cell among those with a neighbour in another set, then a uniformly random such
// neighbour), whatever order of draws, rejections and compactions it uses to get there.
//
// The exact law comes from running the process as a Markov chain over forests (the opened walls) on a tiny grid:
// every state carries its probability, each step splits it among the active cells (1/A each) and their neighbours
// in other sets (1/m each), and the states with W·H − 1 walls opened are the trees. Seeds 0..n−1 then give
// observed counts, and Pearson's χ² against n·p (k = trees − 1 degrees of freedom) must stay below the upper
// α = 0.001 quantile (Wilson–Hilferty, as in generators-uniform.test.ts). The same test must reject Kruskal's
// uniform wall order, a different law on the same trees.

import { describe, expect, it } from "vitest";
import { findGenerator } from "../src/algorithms/generators.js";
import { copyOut } from "../src/backends/backend.js";
import { backends, wasm } from "./support/backends.js";

/** Φ⁻¹(1 − 0.001). */
const Z_UPPER = 3.090232306167813;

function chiSquareCritical(k: number): number {
  const spread = 2 / (9 * k);
  return k * (1 - spread + Z_UPPER * Math.sqrt(spread)) ** 3;
}

// The walls of a W×H grid as cell pairs; wall i is bit i of a forest.
function wallsOf(width: number, height: number): [number, number][] {
  const walls: [number, number][] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x + 1 < width) walls.push([y * width + x, y * width + x + 1]);
      if (y + 1 < height) walls.push([y * width + x, (y + 1) * width + x]);
    }
  }
  return walls;
}

// The key of a tree as sampleKey gives it for a maze: per cell, row-major, its E passage (bit 0) and S passage (bit 1).
function treeKey(width: number, height: number, walls: [number, number][], forest: number): number {
  const bits = new Array<number>(width * height).fill(0);
  walls.forEach(([a, b], i) => {
    if ((forest >> i) & 1) bits[a]! |= b === a + 1 ? 1 : 2;
  });
  return bits.reduce((key, b) => key * 4 + b, 0);
}

/** The exact probability of each tree under fusion's process, keyed like sampleKey. */
function fusionLaw(width: number, height: number): Map<number, number> {
  const walls = wallsOf(width, height);
  const cells = width * height;
  let layer = new Map<number, number>([[0, 1]]);
  for (let opened = 0; opened < cells - 1; opened++) {
    const next = new Map<number, number>();
    for (const [forest, probability] of layer) {
      // Component labels of the forest.
      const label = Array.from({ length: cells }, (_, i) => i);
      const find = (x: number): number => (label[x] === x ? x : find(label[x]!));
      walls.forEach(([a, b], i) => {
        if ((forest >> i) & 1) label[find(a)] = find(b);
      });
      // For each cell, the walls to neighbours in other sets.
      const choices = Array.from({ length: cells }, () => [] as number[]);
      walls.forEach(([a, b], i) => {
        if (find(a) === find(b)) return;
        choices[a]!.push(i);
        choices[b]!.push(i);
      });
      const active = choices.filter((c) => c.length > 0);
      for (const c of active) {
        for (const wall of c) {
          const state = forest | (1 << wall);
          next.set(state, (next.get(state) ?? 0) + probability / active.length / c.length);
        }
      }
    }
    layer = next;
  }
  return new Map([...layer].map(([forest, p]) => [treeKey(width, height, walls, forest), p]));
}

function sampleKey(cells: Uint8Array, width: number, height: number): number {
  let key = 0;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) key = key * 4 + ((cells[(y + 1) * (width + 2) + x + 1]! >> 1) & 3);
  return key;
}

/** Pearson's χ² of the mazes of seeds 0..samples−1 against the law (a maze outside it fails the test). */
function chiSquare(name: string, backend: (typeof backends)[number], width: number, height: number, samples: number, law: Map<number, number>): number {
  const entry = findGenerator(name);
  const counts = new Map<number, number>();
  // One expect for all the seeds (an expect per maze was most of the file's time).
  const outside: number[] = [];
  for (let seed = 0; seed < samples; seed++) {
    const key = sampleKey(copyOut(backend.generate(entry, width, height, seed, [])), width, height);
    if (!law.has(key)) outside.push(seed);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  expect(outside, "seeds whose maze is none of the law's trees").toEqual([]);
  let statistic = 0;
  for (const [key, p] of law) statistic += ((counts.get(key) ?? 0) - samples * p) ** 2 / (samples * p);
  return statistic;
}

const grids = [
  { width: 2, height: 3, samples: 20000, trees: 15 },
  { width: 3, height: 3, samples: 60000, trees: 192 },
];

describe("fusion's exact law on tiny grids", () => {
  it.each(grids)("$width×$height: the chain ends in the $trees spanning trees, probabilities summing to 1, not uniform", ({ width, height, trees }) => {
    const law = fusionLaw(width, height);
    expect(law.size).toBe(trees);
    expect(Math.abs([...law.values()].reduce((s, p) => s + p, 0) - 1)).toBeLessThan(1e-12);
    expect(Math.max(...law.values()) / Math.min(...law.values())).toBeGreaterThan(1.5);
  });
});

describe.each(backends.map((backend) => [backend.name, backend] as const))("fusion on %s follows the law", (_, backend) => {
  it.each(grids)("$width×$height over $samples seeds from 0: χ² is below the α = 0.001 critical value", ({ width, height, samples, trees }) => {
    expect(chiSquare("fusion", backend, width, height, samples, fusionLaw(width, height))).toBeLessThan(chiSquareCritical(trees - 1));
  });
});

it.each(grids)("kruskal (uniform wall order) is rejected by the same test: $width×$height", ({ width, height, samples, trees }) => {
  expect(chiSquare("kruskal", wasm, width, height, samples, fusionLaw(width, height))).toBeGreaterThan(chiSquareCritical(trees - 1));
});
