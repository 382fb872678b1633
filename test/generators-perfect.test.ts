import { describe, expect, it } from "vitest";
import { generators } from "../src/algorithms/generators.js";
import { encodeOptions } from "../src/algorithms/options.js";
import { copyOut } from "../src/backends/backend.js";
import { backends } from "./support/backends.js";
import { perfectProblem } from "./support/perfect.js";

const sizes: [number, number][] = [
  [1, 1],
  [1, 2],
  [2, 1],
  [1, 37],
  [41, 1],
  [2, 2],
  [3, 3],
  [5, 9],
  [16, 16],
  [31, 7],
  [64, 65],
];
const seeds = [0, 1, 2, 12345, 0xffffffff];

describe.each(generators.filter((entry) => entry.perfect))("$name yields perfect mazes", (entry) => {
  it.each(backends.map((backend) => [backend.name, backend] as const))("on %s, every size from 1×1, every seed", (_, backend) => {
    const options = encodeOptions(entry.name, entry.options, {});
    for (const [width, height] of sizes) {
      for (const seed of seeds) {
        const cells = copyOut(backend.generate(entry, width, height, seed, options));
        expect(perfectProblem(width, height, cells), `${width}×${height} seed ${seed}`).toBe("");
      }
    }
  });
});
