import { describe, expect, it } from "vitest";
import { generate, longestPath, stats } from "../src/node.js";
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
