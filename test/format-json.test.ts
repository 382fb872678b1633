import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FormatError, findFormat, generate, Maze } from "../src/node.js";

describe("json format (daedalus-maze/1)", () => {
  it("writes the documented object", () => {
    const maze = generate({ width: 8, height: 4, seed: 42 });
    expect(maze.toString("json")).toBe(
      '{"format":"daedalus-maze/1","width":8,"height":4,"algorithm":"backtracker","seed":42,"rows":["6c2c6c6c","53a95555","7aac5115","3a83baa9"]}\n',
    );
    expect(JSON.stringify(maze)).toBe(maze.toString("json").trimEnd());
  });

  it("round-trips: write then read gives the same bytes (property over sizes and seeds)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }), fc.nat({ max: 0xffffffff }), (width, height, seed) => {
        const maze = generate({ width, height, seed });
        const back = Maze.fromJSON(maze.toString("json"));
        expect(back.cells).toEqual(maze.cells);
        expect([back.width, back.height, back.algorithm, back.seed]).toEqual([width, height, "backtracker", seed]);
      }),
      { numRuns: 100 },
    );
  });

  it("reads a parsed object too, and a maze made elsewhere with no seed", () => {
    const back = Maze.fromJSON({ format: "daedalus-maze/1", width: 2, height: 1, rows: ["28"] });
    expect([back.algorithm, back.seed, back.bits(0, 0), back.bits(1, 0)]).toEqual(["unknown", null, 2, 8]);
  });

  const valid = { format: "daedalus-maze/1", width: 2, height: 2, algorithm: "x", seed: 1, rows: ["6c", "3a"] };
  it.each([
    ["not json", "{", /^json: line 1, column 2: not valid JSON \(/],
    ["wrong format", { ...valid, format: "maze/2" }, /^json: line 2, column 13: format: must be "daedalus-maze\/1", got "maze\/2"$/],
    ["zero width", { ...valid, width: 0 }, /^json: line 3, column 12: width: must be a positive integer, got 0$/],
    ["fractional height", { ...valid, height: 1.5 }, /^json: line 4, column 13: height: must be a positive integer, got 1.5$/],
    ["bad seed", { ...valid, seed: -4 }, /^json: line 6, column 11: seed: must be an integer in \[0, 2\^32\) or null, got -4$/],
    ["missing row", { ...valid, rows: ["6c"] }, /^json: line 7, column 11: rows: must be an array of 2 strings \(the height\), got 1$/],
    ["short row", { ...valid, rows: ["6c", "3"] }, /^json: line 9, column 5: rows\[1\]: must be a string of 2 characters \(the width\), got 1 characters$/],
    ["bad digit", { ...valid, rows: ["6c", "3g"] }, /^json: line 9, column 7: rows\[1\]\[1\]: "g" is not a hex digit$/],
    ["asymmetric", { ...valid, rows: ["4c", "3a"] }, /^json: line 8, column 6: rows\[0\]\[0\]: passage E of \(0, 0\) and passage W of \(1, 0\) disagree$/],
    ["through the outer wall", { ...valid, rows: ["7c", "3a"] }, /^json: line 8, column 6: rows\[0\]\[0\]: passage N opens through the outer wall$/],
    ["east edge", { ...valid, rows: ["6e", "3a"] }, /^json: line 8, column 7: rows\[0\]\[1\]: passage E opens through the outer wall$/],
  ])("rejects %s with a message naming where", (_, input, message) => {
    // Indented, so line and column say where in the text.
    const run = () => Maze.fromJSON(typeof input === "string" ? input : JSON.stringify(input, null, 2));
    expect(run).toThrow(FormatError);
    expect(run).toThrow(message);
  });

  it("never crashes on random text: a FormatError or a valid maze", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        try {
          Maze.fromJSON(text);
        } catch (error) {
          expect(error).toBeInstanceOf(FormatError);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("json mask, options and solution", () => {
  const base = { format: "daedalus-maze/1", width: 3, height: 1, algorithm: "x", seed: 1, rows: ["280"], mask: ["..#"] };
  const solution = {
    solver: "bfs",
    from: [0, 0],
    to: [1, 0],
    length: 1,
    visited: 2,
    path: [
      [0, 0],
      [1, 0],
    ],
  };

  it("reads a mask (excluded cells hold BORDER), options and a solution", () => {
    const data = findFormat("json").read!(JSON.stringify({ ...base, options: { bias: "ne" }, solution }));
    expect([...data.cells.subarray(6, 9)]).toEqual([2, 8, 0x10]);
    expect(data.options).toEqual({ bias: "ne" });
    expect(data.solution).toEqual(solution);
  });

  it.each([
    ["a bad mask character", { ...base, mask: ["..x"] }, 'json: line 11, column 8: mask[0][2]: "x" must be "#" (excluded) or "." (in the maze)'],
    ["passages in an excluded cell", { ...base, rows: ["281"] }, "json: line 8, column 8: rows[0][2]: the excluded cell (2, 0) must be 0, got 1"],
    [
      "a passage into an excluded cell",
      { ...base, rows: ["2a0"] },
      "json: line 8, column 7: rows[0][1]: passage E of (1, 0) leads into the excluded cell (2, 0)",
    ],
    [
      "a path through a wall",
      { ...base, rows: ["000"], mask: ["..."], solution },
      "json: line 30, column 7: solution.path[1]: path[0] → path[1]: (0, 0) → (1, 0) goes through a wall",
    ],
    ["a wrong length", { ...base, solution: { ...solution, length: 5 } }, "json: line 23, column 15: solution.length: must be path.length − 1 = 1, got 5"],
    [
      "an end that is not the path's",
      { ...base, solution: { ...solution, to: [0, 0] } },
      "json: line 19, column 11: solution.to: must be the path's last cell [1,0], got [0,0]",
    ],
    [
      "options that are not values",
      { ...base, options: { bias: [1] } },
      "json: line 14, column 13: options.bias: must be a string, number or boolean, got [1]",
    ],
  ])("rejects %s", (_, value, message) => {
    expect(() => findFormat("json").read!(JSON.stringify(value, null, 2))).toThrow(message);
  });

  it("names the line and column of bytes that are not UTF-8", () => {
    const bytes = Uint8Array.of(...new TextEncoder().encode('{\n  "format": "'), 0xff, ...new TextEncoder().encode('"}'));
    expect(() => findFormat("json").read!(bytes)).toThrow("json: line 2, column 14: the line is not valid UTF-8");
  });
});
