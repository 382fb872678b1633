// Steps: every generator records the order it toggles passages, the same on both backends, and replaying them from
// the start grid its entry declares gives exactly its maze; bad requests are refused by name.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generate, generateSteps, generators, InvalidArgumentError, maskFromText, replaySteps, SizeLimitError, STEPS_MAX_CELLS } from "../src/node.js";

// Options that take other code paths: the north biases of binary-tree log N steps, p = 0 and 1 extreme runs and joins.
const variants: Record<string, Record<string, string | number>[]> = {
  "binary-tree": [{}, { bias: "ne" }, { bias: "nw" }, { bias: "sw" }],
  sidewinder: [{}, { p: 0 }, { p: 1 }],
  eller: [{}, { p: 0 }, { p: 1 }],
  "growing-forest": [{}, { trees: 1 }],
};

describe.each(generators.map((entry) => [entry.name, entry] as const))("steps of %s", (name, entry) => {
  const cases = variants[name] ?? [{}];

  it("are the same on both backends and replay to the maze, over sizes and seeds", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 13 }),
        fc.integer({ min: 1, max: 11 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.constantFrom(...cases),
        (width, height, seed, options) => {
          const wasm = generateSteps({ algorithm: name, width, height, seed, options });
          const reference = generateSteps({ algorithm: name, width, height, seed, options, backend: "reference" });
          expect(wasm.start).toBe(entry.stepStart);
          expect(Array.from(wasm.steps)).toEqual(Array.from(reference.steps));
          expect(Buffer.from(replaySteps(width, height, wasm.steps, wasm.start)).equals(Buffer.from(wasm.maze.cells))).toBe(true);
          expect(Buffer.from(wasm.maze.cells).equals(Buffer.from(generate({ algorithm: name, width, height, seed, options }).cells))).toBe(true);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("of a 30×20 maze: a perfect maze's carver toggles W·H − 1 passages open, in a valid order", () => {
    const { maze, steps, start } = generateSteps({ algorithm: name, width: 30, height: 20, seed: 7 });
    expect(Buffer.from(replaySteps(30, 20, steps, start)).equals(Buffer.from(maze.cells))).toBe(true);
    // A wall adder closes every inner passage but a spanning tree's: (2WH − W − H) − (WH − 1) walls.
    const expected = start === "closed" ? 30 * 20 - 1 : 30 * 20 - 30 - 20 + 1;
    if (name === "kruskal") expect(steps.length).toBeGreaterThanOrEqual(expected);
    else expect(steps.length).toBe(expected);
  });
});

describe.each(generators.filter((entry) => entry.masks).map((entry) => entry.name))("steps of %s inside a mask", (name) => {
  it("replay on the mask's grid, on both backends", () => {
    const mask = maskFromText(["..#....", ".......", "...#...", "##....."].join("\n"));
    for (const backend of ["wasm", "reference"]) {
      const { maze, steps, start } = generateSteps({ algorithm: name, mask, seed: 3, backend });
      expect(Buffer.from(replaySteps(mask.width, mask.height, steps, start, mask.grid)).equals(Buffer.from(maze.cells))).toBe(true);
      expect(steps.length).toBe(mask.included - 1);
    }
  });
});

describe("steps refused", () => {
  it("with tiles, past the size bound, and bad replays", () => {
    expect(() => generateSteps({ width: 20, height: 20, tiles: 10 })).toThrow(InvalidArgumentError);
    expect(() => generateSteps({ width: 20, height: 20, tiles: 10 })).toThrow(/not recorded for a tiled maze/);
    expect(() => generateSteps({ width: STEPS_MAX_CELLS, height: 2 })).toThrow(SizeLimitError);
    expect(() => generateSteps({ width: STEPS_MAX_CELLS, height: 2 })).toThrow(/at most 16777216 cells/);
    expect(() => replaySteps(3, 3, Uint32Array.of(0), "closed")).toThrow(/step 0 .* does not join two cells/);
    expect(() => replaySteps(3, 3, new Uint32Array(0), "ajar" as "open")).toThrow(/start must be "closed" or "open"/);
    expect(() => replaySteps(3, 3, [1, 2] as unknown as Uint32Array)).toThrow(/Uint32Array/);
  });
});
