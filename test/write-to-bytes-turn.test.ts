// writeToBytes reads a synchronous writer's output in one turn: its chunks are views of the maze's cells in the Wasm
// memory, and a call run between awaits (another maze made) may grow or move that memory and detach them.

import { describe, expect, it } from "vitest";
import { findFormat, generate, writeToBytes } from "../src/node.js";

describe("writeToBytes of a maze in the Wasm memory, with other mazes made while it runs", () => {
  // The byte formats whose writers give views of the cells (the text ones encode each chunk anew).
  it.each(["binary", "npy"])("%s: the bytes of the maze as written alone", async (name) => {
    const format = findFormat(name);
    const maze = generate({ algorithm: "sidewinder", width: 300, height: 200, seed: 11 });
    const alone = Buffer.from(await writeToBytes(format, maze));
    const pending = writeToBytes(format, maze);
    // Mazes made at once after the call, each larger than the last: the memory grows, every view is detached.
    for (let side = 1000; side <= 4000; side += 1000) generate({ algorithm: "sidewinder", width: side, height: side, seed: 1 }).dispose();
    expect(Buffer.from(await pending).equals(alone)).toBe(true);
    maze.dispose();
  });
});
