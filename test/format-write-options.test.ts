// What every writer is given is checked by name before it is read (src/formats/write-options.ts): start and goal as
// [x, y] cells, the options object itself, on every format, whether or not the format draws them.

import { describe, expect, it } from "vitest";
import { findFormat, formats, generate, writeToBytes } from "../src/node.js";
import { refused } from "./support/refused.js";

const maze = generate({ width: 4, height: 3, seed: 1 });

/** The synchronous part of a write: every writer checks its input before it yields anything. */
const write = (name: string, options: unknown) => () => findFormat(name).write(maze, options as never);

describe("start and goal must be [x, y] cells of two integers", () => {
  // 5 and {0, 1, length} threw a TypeError ("is not iterable") where start and goal are drawn; "12" drew at (1, 2).
  const cases: [unknown, string][] = [
    [5, "5"],
    [null, "null"],
    ["12", '"12"'],
    [[0], "[0]"],
    [[0, 0, 0], "[0, 0, 0]"],
    [[0.5, 0], "[0.5, 0]"],
    [[0n, 0], "[0n (a BigInt), 0]"],
    [{ 0: 0, 1: 0, length: 2 }, "an object (Object)"],
    [new Uint32Array(2), "an object (Uint32Array)"],
    // Holes: every() skipped them, so [, 2] passed.
    // biome-ignore lint/suspicious/noSparseArray: the hole is the case
    [[, 2], "[, 2]"],
    [new Array(2), "[, ]"],
  ];

  it.each(formats.map((format) => format.name))("%s", (name) => {
    for (const [point, described] of cases) {
      for (const end of ["start", "goal"]) {
        refused(write(name, { [end]: point, marks: true }), `${name}: ${end} must be [x, y] with two integers, got ${described}`);
      }
    }
  });

  it("a cell of the maze is drawn as before", async () => {
    const text = new TextDecoder().decode(await writeToBytes(findFormat("ascii"), maze, { start: [1, 2], goal: [3, 0], marks: true }));
    expect(text.split("\n")[1]![14]).toBe("G");
    expect(text.split("\n")[5]![6]).toBe("S");
  });
});

describe("npy checks its options as every writer does, though it draws none of them", () => {
  it.each([
    [null, "null"],
    [5, "5"],
    ["x", '"x"'],
    [[], "an array of 0"],
  ])("%j", (options, described) => {
    refused(write("npy", options), `npy: the write options must be an object, got ${described}`);
    refused(() => findFormat("npy").batch!.document!.record(maze, options as never), `npy: the write options must be an object, got ${described}`);
  });
});
