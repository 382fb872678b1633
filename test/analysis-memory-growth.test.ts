import { describe, expect, it } from "vitest";
import { generate, InvalidArgumentError, longestPath, Maze, solve, stats, toNpy, withOpenings } from "../src/node.js";
import { privateWasm } from "./support/backends.js";

// longestPath and stats hand their snapshot of the maze to farthestFrom, which took a snapshot of it again: a plain
// copy holding the cells' view of that moment. When the first pass's claim grew the Wasm memory, that view was
// detached and the second pass threw a raw "TypeError: Cannot perform %TypedArray%.prototype.set on a detached
// ArrayBuffer" (here on a fresh instance, 300×300: its memory grows from 192 KiB).
describe("the analysis passes survive the Wasm memory growing between them", () => {
  it("longestPath and stats of a 300×300 maze on a fresh instance equal the reference's", () => {
    const expected = { from: [174, 170], to: [261, 176], length: 27531 };
    for (const pass of ["longestPath", "stats"] as const) {
      const backend = privateWasm();
      const maze = generate({ width: 300, height: 300, seed: 1, backend });
      const before = backend.exports.memory.buffer.byteLength;
      const longest = pass === "longestPath" ? longestPath(maze, { backend }) : stats(maze, { backend }).longestPath;
      expect(backend.exports.memory.buffer.byteLength).toBeGreaterThan(before);
      expect(longest).toEqual(expected);
      expect(longestPath(maze, { backend: "reference" })).toEqual(expected);
    }
  });
});

// new Maze(w, h, maze.cells, …) over a Wasm maze's view owned that view: the next call that grew the memory detached
// it, and the new maze was left with no cells ("maze cells must hold … 80 bytes, got 0") though nothing changed it.
describe("a Maze made over another Maze's cells", () => {
  it("reads them through that maze: it survives the Wasm memory growing, and goes when that maze is disposed (as withOpenings' does)", () => {
    const backend = privateWasm();
    const maze = generate({ width: 8, height: 6, seed: 11, backend });
    const over = new Maze(8, 6, maze.cells, "copy", null);
    const before = backend.exports.memory.buffer.byteLength;
    generate({ width: 600, height: 600, seed: 1, backend });
    expect(backend.exports.memory.buffer.byteLength).toBeGreaterThan(before);
    expect(over.cells).toEqual(maze.cells);
    expect(solve(over, { backend })).toEqual(solve(maze, { backend }));
    expect(toNpy(over)).toEqual(toNpy(maze));
    // withOpenings' maze over the same cells kept reading its view of the freed bytes, which the next maze could take.
    const opened = withOpenings(maze, true);
    expect(solve(opened, { backend }).length).toBe(solve(maze, { backend }).length);
    maze.dispose();
    const disposed = new InvalidArgumentError("this maze was disposed (maze.dispose()): its cells are gone; copy them first (maze.cells.slice()) to keep them");
    expect(() => solve(over, { backend })).toThrow(disposed);
    expect(() => solve(opened, { backend })).toThrow(disposed);
  });
});
