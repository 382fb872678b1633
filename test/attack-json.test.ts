// JSON from strangers: nesting that would overflow the stack is refused before parsing, with its line and column;
// a huge value is quoted back in at most a short excerpt.

import { afterEach, expect, it } from "vitest";
import { FormatError, Maze, readMaze, takuzu } from "../src/node.js";
import { expectHealthy, withinBounds } from "./support/bounded.js";

afterEach(expectHealthy);

const maze = (extra: string) => `{"format":"daedalus-maze/1","width":1,"height":1,"algorithm":"x","seed":1,"rows":["0"]${extra}}`;

it("a document nested 100000 deep in any field is refused at the 65th bracket, for mazes and Takuzu", () => {
  const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
  const text = maze(`,"options":{"a":${deep}}`);
  // The outer object and "options" are two levels: the 63rd "[" is the 65th.
  const refusal = new FormatError("json", "nested more than 64 deep (documents of this format nest 4 at most)", { line: 1, column: text.indexOf("[[") + 63 });
  expect(withinBounds(() => Maze.fromJSON(text))).toEqual(refusal);
  expect(withinBounds(() => readMaze(new TextEncoder().encode(text), "json"))).toEqual(refusal);
  const puzzle = `{"format":"daedalus-takuzu/1","rows":${deep}}`;
  expect(withinBounds(() => takuzu.read(puzzle, { format: "json" }))).toEqual(
    new FormatError("takuzu json", "nested more than 64 deep (documents of this format nest 4 at most)", { line: 1, column: puzzle.indexOf("[") + 64 }),
  );
});

it("brackets inside strings do not count, and a 20 MB value is quoted in 60 characters", () => {
  expect(Maze.fromJSON(maze(`,"options":{"a":"${"[".repeat(1000)}"}`)).width).toBe(1);
  const huge = "y".repeat(20_000_000);
  const error = withinBounds(() => Maze.fromJSON(maze("").replace('"seed":1', `"seed":"${huge}"`))) as FormatError;
  expect(error).toBeInstanceOf(FormatError);
  expect(error.message).toBe(`json: line 1, column 73: seed: must be an integer in [0, 2^32) or null, got "${"y".repeat(56)}...`);
});

it("a number past a double's range is quoted as what JSON.parse made of it, not as null", () => {
  const text = maze("").replace('"width":1', `"width":${"9".repeat(400)}`);
  expect(withinBounds(() => readMaze(new TextEncoder().encode(text), "json"))).toEqual(
    new FormatError("json", "width: must be a positive integer, got Infinity (a number too large for a double)", { line: 1, column: 37 }),
  );
  expect(() => Maze.fromJSON(maze("").replace('"seed":1', '"seed":-1e400'))).toThrow(
    "json: line 1, column 73: seed: must be an integer in [0, 2^32) or null, got -Infinity (a number too large for a double)",
  );
});
