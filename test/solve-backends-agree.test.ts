import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeOptions } from "../src/algorithms/options.js";
import { solvers } from "../src/algorithms/solvers.js";
import type { WasmBackend } from "../src/backends/wasm/backend.js";
import { generate, getBackend } from "../src/node.js";
import { kinds, mazeWithEnds } from "./support/mazes.js";
import { openGrid } from "./support/open-grid.js";

const wasm = getBackend("wasm") as WasmBackend;
const reference = getBackend("reference");

describe.each(solvers)("$name: Wasm result == reference result", (entry) => {
  const optionSets = entry.options.length === 0 ? [{}] : entry.options[0]!.values!.map((value) => ({ [entry.options[0]!.name]: value }));

  it.each(kinds)("on %s mazes: same length, visited count and moves; the maze is unchanged (property)", (kind) => {
    fc.assert(
      fc.property(mazeWithEnds(kind, 48), fc.constantFrom(...optionSets), ({ maze, from, to }, options) => {
        const encoded = encodeOptions(entry.name, entry.options, options);
        const before = maze.cells.slice();
        const fromWasm = wasm.solve(entry, maze, maze.width, maze.height, from, to, encoded);
        const fromReference = reference.solve(entry, maze, maze.width, maze.height, from, to, encoded);
        expect(fromWasm).toEqual(fromReference);
        expect(maze.cells).toEqual(before);
        // The Wasm side worked on a copy in its arena and cleared its marks there too: a run on the copy it placed once finds the same again.
        const run = wasm.prepareSolver(entry, maze, maze.width, maze.height, from, to, encoded);
        expect([run(0), run(1)]).toEqual([fromWasm.length, fromWasm.length]);
      }),
      { numRuns: 40 },
    );
  });

  it("at 300×200, from corner to corner", () => {
    const maze = generate({ width: 300, height: 200, seed: 8 });
    const encoded = encodeOptions(entry.name, entry.options, {});
    const from = [0, 0] as const;
    const to = [299, 199] as const;
    expect(wasm.solve(entry, maze, 300, 200, from, to, encoded)).toEqual(reference.solve(entry, maze, 300, 200, from, to, encoded));
  });
});

describe("on an open grid (every inner wall removed: the widest frontiers, rings grow many times)", () => {
  const maze = openGrid(180, 140);
  it.each(solvers.map((entry) => [entry.name, entry] as const))("%s: backends agree; optimal solvers find the Manhattan distance", (_, entry) => {
    const encoded = encodeOptions(entry.name, entry.options, {});
    for (const [from, to] of [
      [
        [90, 70],
        [0, 139],
      ],
      [
        [179, 0],
        [0, 139],
      ],
      [
        [3, 5],
        [170, 130],
      ],
    ] as const) {
      const fromWasm = wasm.solve(entry, maze, 180, 140, from, to, encoded);
      expect(fromWasm).toEqual(reference.solve(entry, maze, 180, 140, from, to, encoded));
      if (entry.optimal) expect(fromWasm.length).toBe(Math.abs(from[0] - to[0]) + Math.abs(from[1] - to[1]));
    }
  });
});
