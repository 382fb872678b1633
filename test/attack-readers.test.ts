// Readers attacked with what a hand-edited or foreign file holds: a byte order mark in a string, keys the format
// does not define, openings drawn where the start and goal marks share a cell.

import { describe, expect, it } from "vitest";
import { FormatError, findFormat, generate, Maze, writeToString } from "../src/node.js";
import { errorOf } from "./support/refused.js";

const json = findFormat("json");

describe("json", () => {
  it("a string that starts with a byte order mark reads as the text after it, as bytes with one do and every other text reader's string does", () => {
    const maze = generate({ width: 4, height: 3, seed: 1 });
    const text = writeToString(json, maze);
    expect(json.read!(`\ufeff${text}`).cells).toEqual(maze.cells);
    expect(Maze.fromJSON(`\ufeff${text}`).cells).toEqual(maze.cells);
  });

  const masked = { format: "daedalus-maze/1", width: 3, height: 1, algorithm: "x", seed: 1, rows: ["280"], mask: ["..#"] };
  it.each([
    [
      'a misspelt "mask", which read as a maze without one',
      { ...masked, mask: undefined, masks: ["..#"] },
      "json: line 10, column 12: masks: is not a field of daedalus-maze/1; the fields are format, width, height, algorithm, seed, options, openings, tiles, rows, mask, solution",
    ],
    [
      "a field of another format",
      { ...masked, level: 3 },
      "json: line 13, column 12: level: is not a field of daedalus-maze/1; the fields are format, width, height, algorithm, seed, options, openings, tiles, rows, mask, solution",
    ],
    [
      "a misspelt field of the solution",
      {
        ...masked,
        solution: {
          solver: "bfs",
          from: [0, 0],
          to: [1, 0],
          length: 1,
          visited: 2,
          path: [
            [0, 0],
            [1, 0],
          ],
          vistied: 2,
        },
      },
      "json: line 35, column 16: solution.vistied: is not a field of a solution; the fields are solver, from, to, length, visited, path",
    ],
  ])("refuses %s, naming the fields there are", (_, value, message) => {
    const error = errorOf(() => json.read!(JSON.stringify(value, null, 2)));
    expect(error).toBeInstanceOf(FormatError);
    expect(error.message).toBe(message);
    expect(errorOf(() => Maze.fromJSON(value)).message).toBe(message.replace(/line \d+, column \d+: /, ""));
  });
});

describe("drawings with start and goal marks", () => {
  // The entrance alone, on the last cell: the start is the entrance's cell, the goal the last cell, so G covers S.
  it.each(["game-map", "ascii", "ascii-compact", "blocks"])("%s: an entrance alone at the goal's cell reads back as the entrance, not the exit", (name) => {
    const format = findFormat(name);
    for (const [width, height] of [
      [3, 2],
      [1, 4],
      [5, 1],
    ] as const) {
      const maze = generate({ width, height, seed: 1, openings: { entrance: "E:-1" } });
      expect(maze.openings).toEqual({ entrance: { x: width - 1, y: height - 1, side: "E" } });
      expect(format.read!(writeToString(format, maze, { marks: true })).openings).toEqual(maze.openings);
    }
  });

  it.each(["game-map", "ascii", "ascii-compact", "blocks"])("%s: an exit alone at the start's cell still reads back as the exit", (name) => {
    const format = findFormat(name);
    const maze = generate({ width: 3, height: 2, seed: 1, openings: { exit: "W:0" } });
    expect(format.read!(writeToString(format, maze, { marks: true })).openings).toEqual({ exit: { x: 0, y: 0, side: "W" } });
  });
});
