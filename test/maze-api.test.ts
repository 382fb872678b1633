import { describe, expect, it } from "vitest";
import type { WasmBackend } from "../src/backends/wasm/backend.js";
import { generate, getBackend, InvalidArgumentError } from "../src/node.js";

describe("Maze", () => {
  const maze = generate({ width: 8, height: 4, seed: 42 });

  it("exposes the padded layout and reads passages from it", () => {
    expect(maze.cells.length).toBe(10 * 6);
    expect(maze.index(0, 0)).toBe(11);
    expect(maze.index(7, 3)).toBe(4 * 10 + 8);
    // Row 0 of seed 42 is "6c2c6c6c": cell (0,0) = 6 = E|S.
    expect(maze.bits(0, 0)).toBe(6);
    expect(maze.passages(0, 0)).toEqual(["E", "S"]);
    expect(maze.has(0, 0, "E")).toBe(true);
    expect(maze.has(0, 0, "N")).toBe(false);
    expect(maze.has(1, 0, "W")).toBe(true);
  });

  it("draws the seed 003 ascii picture", () => {
    expect(maze.toString()).toBe(
      [
        "+---+---+---+---+---+---+---+---+",
        "|       |       |       |       |",
        "+   +   +---+   +   +   +   +   +",
        "|   |           |   |   |   |   |",
        "+   +---+---+---+   +   +   +   +",
        "|               |   |   |   |   |",
        "+   +---+---+   +   +---+---+   +",
        "|           |                   |",
        "+---+---+---+---+---+---+---+---+",
        "",
      ].join("\n"),
    );
  });

  it("rejects cells outside the maze and unknown directions", () => {
    expect(() => maze.bits(8, 0)).toThrow(new InvalidArgumentError("cell (8, 0) is outside the 8×4 maze"));
    expect(() => maze.has(0, -1, "N")).toThrow(new InvalidArgumentError("cell (0, -1) is outside the 8×4 maze"));
    expect(() => maze.has(0, 0, "X" as never)).toThrow(new InvalidArgumentError("direction must be one of N, E, S, W, got X"));
  });
});

describe("the Wasm arena", () => {
  const wasm = getBackend("wasm") as WasmBackend;

  it("a Maze handed out does not change when the next one is generated", () => {
    const first = generate({ width: 50, height: 50, seed: 1 });
    const copy = first.cells.slice();
    generate({ width: 50, height: 50, seed: 2 });
    generate({ width: 500, height: 500, seed: 3 }); // grows memory: detaches old views
    expect(first.cells).toEqual(copy);
  });

  it("does not grow memory over repeated generations of the same size", () => {
    generate({ width: 700, height: 700, seed: 1 });
    const pages = wasm.exports.memory.buffer.byteLength;
    for (let seed = 2; seed < 12; seed++) generate({ width: 700, height: 700, seed });
    expect(wasm.exports.memory.buffer.byteLength).toBe(pages);
  });
});
