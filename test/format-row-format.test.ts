// rowFormat(): one row writer gives a format its whole-maze `write` and its stream `writeRows`, with the checks and
// the facts (marks, ends, excluded cells) that differ between a whole maze and a stream.

import { describe, expect, it } from "vitest";
import type { Chunk } from "../src/formats/format.js";
import { type RowSource, rowFormat } from "../src/formats/row-format.js";
import { headerOf, mazeRows } from "../src/formats/rows.js";
import type { RowChunk, RowsHeader } from "../src/grid/data.js";
import { generate, InvalidArgumentError, maskFromText, type WriteOptions } from "../src/node.js";

/** A row writer that reports what it was given instead of writing a maze. */
function probe(readsOptions: boolean) {
  const seen: { header?: RowsHeader; rows?: number; ends?: ReturnType<RowSource["ends"]>; masked?: boolean; marked?: boolean } = {};
  const format = rowFormat({
    name: "probe",
    summary: "test",
    extensions: [".probe"],
    text: true,
    readsOptions,
    checkMaze: (maze) => {
      if (maze.width === 13) throw new InvalidArgumentError("probe: no 13");
    },
    rowWriter: (header, rows, _options, source) => {
      seen.header = header;
      seen.ends = source.ends();
      seen.masked = source.masked();
      seen.marked = source.marks().any;
      return lines(rows);
    },
  });
  return { format, seen };
}

function* lines(rows: Iterable<RowChunk>): Iterable<Chunk> {
  for (const { y } of rows) yield `${y}\n`;
}

const maze = generate({ width: 4, height: 3, seed: 5 });
const masked = generate({ width: 3, height: 2, seed: 5, mask: maskFromText("#..\n...\n") });
const solution = { solver: "test", from: [0, 0] as const, to: [0, 0] as const, length: 0, visited: 1, path: [[0, 0] as const] };

describe("rowFormat", () => {
  it("streams by construction and keeps the facts it is given", () => {
    const { format } = probe(true);
    expect([format.name, format.streams, format.batch, typeof format.write, typeof format.writeRows]).toEqual([
      "probe",
      true,
      undefined,
      "function",
      "function",
    ]);
    expect(Object.keys(format)).not.toContain("rowWriter");
  });

  it("write: the maze's header and rows; ends from the maze (a mask's first and last cells), excluded cells seen", () => {
    const { format, seen } = probe(true);
    expect([...(format.write(masked) as Iterable<Chunk>)]).toEqual(["0\n"]);
    expect(seen).toMatchObject({ header: headerOf(masked), ends: { start: [1, 0], goal: [2, 1] }, masked: true, marked: false });
    format.write(maze, { solution });
    expect(seen).toMatchObject({ ends: { start: [0, 0], goal: [0, 0] }, masked: false, marked: true });
  });

  it("write: the maze's shape is checked first, then the format's checkMaze; the header is not checked (the maze is)", () => {
    const { format } = probe(true);
    expect(() => format.write({ ...maze, width: 13 })).toThrow(new InvalidArgumentError("maze cells must hold (width+2)·(height+2) = 75 bytes, got 30"));
    expect(() => format.write({ ...maze, width: 13, cells: new Uint8Array(75) })).toThrow("probe: no 13");
  });

  it("writeRows: the header is checked, ends default to the corners, nothing is excluded", () => {
    const { format, seen } = probe(true);
    expect(() => format.writeRows!({ ...headerOf(maze), width: 0 }, [])).toThrow("probe: width must be a positive integer, got 0");
    expect([...(format.writeRows!(headerOf(maze), mazeRows(maze, 2)) as Iterable<Chunk>)]).toEqual(["0\n", "2\n"]);
    expect(seen).toMatchObject({ ends: { start: [0, 0], goal: [3, 2] }, masked: false, marked: false });
    format.writeRows!(headerOf(maze), [], { marks: true });
    expect(seen.marked).toBe(true);
  });

  it.each([
    [{ solution }, "probe: a solution cannot be drawn on a stream of rows (it needs the whole maze)"],
    [{ distances: new Uint32Array(12) }, "probe: a heat map (distances) cannot be drawn on a stream of rows (it needs the whole maze)"],
  ])("writeRows refuses what needs the whole maze when the writer reads the options, else ignores it (%#)", (options: WriteOptions, message) => {
    expect(() => probe(true).format.writeRows!(headerOf(maze), [], options)).toThrow(message);
    expect(() => probe(false).format.writeRows!(headerOf(maze), [], options)).not.toThrow();
  });
});
