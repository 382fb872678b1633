// Steps: every generator records the order it toggles passages, the same on both backends, and replaying them from
// the start grid its entry declares gives exactly its maze; bad requests are refused by name.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applySteps,
  decodeStep,
  generate,
  generateSteps,
  generators,
  InvalidArgumentError,
  maskFromText,
  replaySteps,
  SizeLimitError,
  STEPS_MAX_CELLS,
  startGrid,
} from "../src/node.js";

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
    expect(() => generateSteps({ width: 20, height: 20, tiles: 10 })).toThrow(
      new InvalidArgumentError("steps are not recorded for a tiled maze (tiles: 10); leave tiles out or give 1"),
    );
    expect(() => generateSteps({ width: STEPS_MAX_CELLS, height: 2 })).toThrow(SizeLimitError);
    expect(() => generateSteps({ width: STEPS_MAX_CELLS, height: 2 })).toThrow(/at most 16777216 cells/);
    expect(() => replaySteps(3, 3, Uint32Array.of(0), "closed")).toThrow(/step 0 .* does not join two cells/);
    expect(() => replaySteps(3, 3, new Uint32Array(0), "ajar" as "open")).toThrow(/start must be "closed" or "open"/);
    expect(() => replaySteps(3, 3, [1, 2] as unknown as Uint32Array)).toThrow(/Uint32Array/);
  });

  it("not with tiles: 1, the untiled maze: the same maze and steps as without tiles", () => {
    const untiled = generateSteps({ width: 20, height: 14, seed: 3 });
    const one = generateSteps({ width: 20, height: 14, seed: 3, tiles: 1 });
    expect(one.maze.cells).toEqual(untiled.maze.cells);
    expect(one.steps).toEqual(untiled.steps);
    expect(one.steps.length).toBe(20 * 14 - 1);
  });

  /** The InvalidArgumentError `call` throws, with exactly `message`. */
  const refused = (call: () => unknown, message: string) => {
    expect(call).toThrow(InvalidArgumentError);
    expect(call).toThrow(new InvalidArgumentError(message));
  };

  it("applySteps is atomic: a bad step after good ones leaves the cells as they were", () => {
    const cells = startGrid(3, 3, "closed");
    const before = cells.slice();
    // Cell (0, 0) towards E (index 6: step 6·4 + 1), then cell (2, 0) towards E, through the outer wall (index 8).
    const steps = Uint32Array.of(6 * 4 + 1, 8 * 4 + 1);
    refused(() => applySteps(cells, 3, steps), "step 1 (33: cell 2,0 towards E) does not join two cells of the maze");
    expect(cells).toEqual(before);
    applySteps(cells, 3, steps, 0, 1);
    expect(cells).not.toEqual(before);
  });

  it("applySteps refuses cells whose padding is not BORDER (a zeroed grid let a step through the outer wall write it)", () => {
    const cells = new Uint8Array(25);
    // Cell (2, 0) towards E, into the padding: accepted before, writing byte 9.
    refused(
      () => applySteps(cells, 3, Uint32Array.of(8 * 4 + 1)),
      "applySteps's cells must hold 16 (BORDER) on the padding (startGrid makes them), got 0 at (-1, -1)",
    );
    expect(cells).toEqual(new Uint8Array(25));
    const grid = startGrid(3, 3, "closed");
    grid[24] = 0;
    refused(() => applySteps(grid, 3, new Uint32Array(0)), "applySteps's cells must hold 16 (BORDER) on the padding (startGrid makes them), got 0 at (3, 3)");
    grid[24] = 16;
    grid[10] = 7;
    refused(() => applySteps(grid, 3, new Uint32Array(0)), "applySteps's cells must hold 16 (BORDER) on the padding (startGrid makes them), got 7 at (-1, 1)");
  });

  it("startGrid, decodeStep, applySteps and replaySteps name any argument of the wrong type or range", () => {
    refused(() => startGrid(1, 2 ** 53, "closed"), "startGrid's height must be an integer from 1 to 16777216, got 9007199254740992");
    refused(() => startGrid(4097, 4097, "closed"), "startGrid takes a size of 1×1 up to 16777216 cells, got 4097×4097");
    refused(() => startGrid(3, 3, "ajar" as never), 'startGrid\'s start must be "closed" or "open", got "ajar"');
    refused(
      () => startGrid(3, 3, "open", new Uint8Array(5)),
      "startGrid takes a mask as the padded grid of 25 bytes (maze.cells or mask.grid), got an object (Uint8Array)",
    );
    refused(() => decodeStep(10n as never, 3), "decodeStep's step must be an integer from 0 to 4294967295 (a u32), got 10n (a BigInt)");
    refused(() => decodeStep(2 ** 32, 3), "decodeStep's step must be an integer from 0 to 4294967295 (a u32), got 4294967296");
    refused(() => decodeStep(10, Number.NaN), "decodeStep's width must be an integer from 1 to 16777216, got NaN");
    refused(() => applySteps(null as never, 3, [] as never), "applySteps's cells must be a Uint8Array (a padded grid), got null");
    refused(
      () => applySteps(new Uint8Array(24), 3, new Uint32Array(0)),
      "applySteps's cells must be the padded grid of a 3-wide maze, (3+2)·(H+2) bytes, got 24",
    );
    refused(() => applySteps(new Uint8Array(25), 3, [] as never), "applySteps's steps must be a Uint32Array, got an array of 0");
    refused(() => applySteps(new Uint8Array(25), 3, new Uint32Array(2), -1), "applySteps's from must be an integer from 0 to 2, got -1");
    refused(() => applySteps(new Uint8Array(25), 3, new Uint32Array(2), 1, 3), "applySteps's to must be an integer from 1 to 2, got 3");
    refused(() => replaySteps(Symbol("w") as never, 3, new Uint32Array(0)), "replaySteps's width must be an integer from 1 to 16777216, got Symbol(w)");
    refused(() => replaySteps(3, 3, new Uint32Array(0), 1n as never), 'replaySteps\'s start must be "closed" or "open", got 1n (a BigInt)');
    expect(decodeStep((7 << 2) | 1, 3)).toEqual({ x: 1, y: 0, direction: 1 });
  });
});
