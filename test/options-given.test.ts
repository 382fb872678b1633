// The options object a caller gives generate(): only its own values count, null is no default, and the maze records a
// copy of what it was made with.

import { describe, expect, it } from "vitest";
import { findFormat, readMaze, writeToString } from "../src/formats/index.js";
import { generate } from "../src/generate.js";
import { reference, wasm } from "./support/backends.js";
import { refused } from "./support/refused.js";

describe.each([wasm, reference])("generate's options on $name", (backend) => {
  it("refuses null rather than taking the default (the maze recorded p: null, which its own JSON could not read back)", () => {
    for (const [algorithm, name, allowed] of [
      ["sidewinder", "p", "must be a string or a number"],
      ["eller", "p", "must be a string or a number"],
      ["binary-tree", "bias", "must be a string or a number"],
      ["growing-forest", "trees", "must be a string or a number"],
      ["growing-tree", "policy", "must be a string or a number"],
    ] as const) {
      refused(
        () => generate({ algorithm, width: 3, height: 2, seed: 1, backend, options: { [name]: null as never } }),
        `option ${name} of ${algorithm} ${allowed}, got null`,
      );
    }
  });

  it("still takes undefined as the default", () => {
    const maze = generate({ algorithm: "sidewinder", width: 6, height: 5, seed: 1, backend, options: { p: undefined as never } });
    const plain = generate({ algorithm: "sidewinder", width: 6, height: 5, seed: 1, backend });
    expect(Buffer.from(maze.cells.slice()).equals(Buffer.from(plain.cells.slice()))).toBe(true);
  });

  it("ignores an inherited value, as the check of names does (p: 0 from a prototype made a p = 0 maze recorded as defaults)", () => {
    const inherited = generate({ algorithm: "sidewinder", width: 6, height: 5, seed: 1, backend, options: Object.create({ p: 0 }) }).cells.slice();
    const plain = generate({ algorithm: "sidewinder", width: 6, height: 5, seed: 1, backend }).cells.slice();
    expect(Buffer.from(inherited).equals(Buffer.from(plain))).toBe(true);
  });

  it("records a frozen copy: changing the caller's object later does not change the maze's options", () => {
    const given: Record<string, number> = { p: 0.25 };
    const maze = generate({ algorithm: "sidewinder", width: 6, height: 5, seed: 1, backend, options: given });
    given.p = 1;
    expect(maze.options).toEqual({ p: 0.25 });
    expect(Object.isFrozen(maze.options)).toBe(true);
    const again = readMaze(new TextEncoder().encode(writeToString(findFormat("json"), maze)));
    expect(again.options).toEqual({ p: 0.25 });
  });

  it("reads a getter once: the bytes and the record agree", () => {
    let reads = 0;
    const options = {
      get p() {
        reads++;
        return reads === 1 ? 0 : 1;
      },
    };
    const maze = generate({ algorithm: "sidewinder", width: 6, height: 5, seed: 1, backend, options });
    const zero = generate({ algorithm: "sidewinder", width: 6, height: 5, seed: 1, backend, options: { p: 0 } }).cells.slice();
    expect(reads).toBe(1);
    expect(maze.options).toEqual({ p: 0 });
    expect(Buffer.from(maze.cells.slice()).equals(Buffer.from(zero))).toBe(true);
  });
});
