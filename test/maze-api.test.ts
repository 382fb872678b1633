import { describe, expect, it } from "vitest";
import { findFormat, generate, generators, getBackend, InvalidArgumentError, solve, solvers, useWasmBackend, WasmBackend } from "../src/node.js";
import { privateWasm } from "./support/backends.js";

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
    expect(() => maze.has(0, 0, "X" as never)).toThrow(new InvalidArgumentError('direction must be one of N, E, S, W, got "X"'));
  });
});

describe("the Wasm arena", () => {
  it("a Maze handed out does not change when the next one is generated", () => {
    const first = generate({ width: 50, height: 50, seed: 1 });
    const copy = first.cells.slice();
    generate({ width: 50, height: 50, seed: 2 });
    generate({ width: 500, height: 500, seed: 3 }); // grows memory: detaches old views
    expect(first.cells).toEqual(copy);
  });

  it("does not grow memory over repeated generations of the same size, each maze disposed when done with", () => {
    const backend = privateWasm();
    generate({ width: 700, height: 700, seed: 1, backend }).dispose();
    const pages = backend.exports.memory.buffer.byteLength;
    for (let seed = 2; seed < 12; seed++) generate({ width: 700, height: 700, seed, backend }).dispose();
    expect(backend.exports.memory.buffer.byteLength).toBe(pages);
  });
});

describe("names or entries", () => {
  it("generate, solve and getBackend take an entry or a backend where they take a name, with the same result", () => {
    const byName = generate({ algorithm: "wilson", width: 12, height: 7, seed: 5, backend: "reference" });
    const wilson = generators.find((entry) => entry.name === "wilson")!;
    const reference = getBackend("reference");
    const byEntry = generate({ algorithm: wilson, width: 12, height: 7, seed: 5, backend: reference });
    expect(byEntry.cells).toEqual(byName.cells);
    const astar = solvers.find((entry) => entry.name === "astar")!;
    expect(solve(byEntry, { solver: astar, backend: reference })).toEqual(solve(byName, { solver: "astar", backend: "reference" }));
    expect(getBackend(reference)).toBe(reference);
    expect(findFormat(findFormat("hex"))).toBe(findFormat("hex"));
  });

  it("an unknown name, or an entry that is not in the registry, is refused by name with a suggestion", () => {
    expect(() => generate({ algorithm: "wilsn", width: 3, height: 3 })).toThrow('unknown algorithm "wilsn" (did you mean "wilson"?)');
    const stranger = { ...generators[0]!, name: "stranger" };
    expect(() => generate({ algorithm: stranger, width: 3, height: 3 })).toThrow(InvalidArgumentError);
    expect(() => getBackend("wsam")).toThrow('backend must be one of wasm, reference, got "wsam" (did you mean "wasm"?)');
  });
});

describe("useWasmBackend", () => {
  it("refuses anything but a loaded WasmBackend by name, and the backend in use stays (it was replaced, and init() then kept the broken one)", () => {
    const before = getBackend("wasm");
    const expected = generate({ width: 9, height: 6, seed: 4, backend: "reference" }).cells;
    const needs = "useWasmBackend needs a WasmBackend (from loadWasmBackend or loadWasmBackendSync), got";
    for (const [value, given] of [
      [() => 1, "a function"],
      [null, "null"],
      [undefined, "undefined"],
      [{}, "an object (Object)"],
      ["wasm", '"wasm"'],
      [getBackend("reference"), "an object (Object)"],
      [Object.create(WasmBackend.prototype), "an object (Object)"],
      [{ ...before }, "an object (Object)"],
    ] as const) {
      expect(() => useWasmBackend(value as never)).toThrow(new InvalidArgumentError(`${needs} ${given}`));
      expect(getBackend("wasm")).toBe(before);
      expect(generate({ width: 9, height: 6, seed: 4 }).cells).toEqual(expected);
    }
    useWasmBackend(before as WasmBackend);
    expect(getBackend("wasm")).toBe(before);
  });
});
