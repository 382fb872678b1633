import { describe, expect, it } from "vitest";
import { DaedalusError, generate, generators, InvalidArgumentError, SizeLimitError } from "../src/node.js";
import { errorOf } from "./support/refused.js";

const allNames = generators.map((entry) => entry.name).join(", ");

describe("generate() rejects bad input with a named, documented error", () => {
  it.each([
    [{ width: 0, height: 5 }, "width must be a positive integer, got 0"],
    [{ width: 3.5, height: 5 }, "width must be a positive integer, got 3.5"],
    [{ width: 5, height: -1 }, "height must be a positive integer, got -1"],
    [{ width: 5, height: Number.NaN }, "height must be a positive integer, got NaN"],
    [{ width: 5, height: 5, seed: -1 }, "seed must be an integer in [0, 2^32) or a string, got -1"],
    [{ width: 5, height: 5, seed: 2 ** 32 }, "seed must be an integer in [0, 2^32) or a string, got 4294967296"],
    [{ width: 5, height: 5, seed: 1.5 }, "seed must be an integer in [0, 2^32) or a string, got 1.5"],
    [{ width: 5, height: 5, seed: "" }, 'seed must be an integer in [0, 2^32) or a non-empty string, got ""'],
    [{ width: 5, height: 5, algorithm: "backtrackr" }, `unknown algorithm "backtrackr" (did you mean "backtracker"?); allowed: ${allNames}`],
    [{ width: 5, height: 5, backend: "wasn" }, 'backend must be one of wasm, reference, got "wasn" (did you mean "wasm"?)'],
    [{ width: 5, height: 5, options: { bias: "ne" } }, 'unknown option "bias" for backtracker; backtracker takes no options'],
    [{ width: 5, height: 5, options: "abc" }, 'options of backtracker must be an object of option values, got "abc"'],
    [{ width: 5, height: 5, options: 5 }, "options of backtracker must be an object of option values, got 5"],
    [{ width: 5, height: 5, options: [] }, "options of backtracker must be an object of option values, got an array of 0"],
  ])("%j → %s", (request, message) => {
    const error = errorOf(() => generate(request as never));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toBeInstanceOf(DaedalusError);
    expect((error as DaedalusError).code).toBe("INVALID_ARGUMENT");
    expect(error.message).toBe(message);
  });

  it("refuses a maze too large for 4 GiB up front, naming the largest size that fits", () => {
    const error = errorOf(() => generate({ width: 70000, height: 70000, seed: 1 }));
    expect(error).toBeInstanceOf(SizeLimitError);
    expect(error.message).toMatch(
      /^70000×70000 is too large for backtracker on the wasm backend: it needs 4900280004 bytes, the backend holds \d+; the largest square that fits is 65533×65533 \(or 70000×61352 at this width\)$/,
    );
  });

  it("stays usable after an error: the next generation gives the same bytes as before", () => {
    const before = generate({ width: 30, height: 20, seed: 5 }).cells.slice();
    expect(() => generate({ width: 70000, height: 70000, seed: 1 })).toThrow(SizeLimitError);
    expect(() => generate({ width: -3, height: 2 })).toThrow(InvalidArgumentError);
    expect(generate({ width: 30, height: 20, seed: 5 }).cells).toEqual(before);
  });
});

describe("seeds", () => {
  it("a string seed is hashed (FNV-1a) and gives the same maze as its 32-bit value", () => {
    const fromString = generate({ width: 12, height: 9, seed: "hello" });
    expect(fromString.seed).toBe(0x4f9f2cab);
    expect(generate({ width: 12, height: 9, seed: 0x4f9f2cab }).cells).toEqual(fromString.cells);
  });

  it("an omitted seed is random and recorded on the maze, so it can be reproduced", () => {
    const maze = generate({ width: 15, height: 15 });
    expect(Number.isInteger(maze.seed)).toBe(true);
    expect(generate({ width: 15, height: 15, seed: maze.seed! }).cells).toEqual(maze.cells);
  });
});
