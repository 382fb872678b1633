// Openings in the API: how they are named and resolved, the named errors for bad ones, and what carries them
// (generate, withOpenings, Maze, braid) and uses them (solve, the writers' start and goal).

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  braid,
  createMask,
  findFormat,
  generate,
  InvalidArgumentError,
  Maze,
  type Openings,
  type OpeningsRequest,
  solve,
  withOpenings,
  writeToString,
} from "../src/node.js";
import { privateWasm } from "./support/backends.js";

const maze = generate({ width: 8, height: 4, seed: 42 });

function refused(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError);
    return (error as Error).message;
  }
  throw new Error("expected an InvalidArgumentError");
}

describe("naming an opening", () => {
  it.each<[OpeningsRequest, Openings]>([
    [
      { entrance: "N", exit: "S" },
      { entrance: { x: 3, y: 0, side: "N" }, exit: { x: 3, y: 3, side: "S" } },
    ],
    [
      { entrance: "top", exit: "Bottom" },
      { entrance: { x: 3, y: 0, side: "N" }, exit: { x: 3, y: 3, side: "S" } },
    ],
    [
      { entrance: "west", exit: "right" },
      { entrance: { x: 0, y: 1, side: "W" }, exit: { x: 7, y: 1, side: "E" } },
    ],
    [
      { entrance: "W:0", exit: "E:-1" },
      { entrance: { x: 0, y: 0, side: "W" }, exit: { x: 7, y: 3, side: "E" } },
    ],
    [
      { entrance: "s:-8", exit: "n:7" },
      { entrance: { x: 0, y: 3, side: "S" }, exit: { x: 7, y: 0, side: "N" } },
    ],
    [
      { entrance: "0,0", exit: "7,3" },
      { entrance: { x: 0, y: 0, side: "N" }, exit: { x: 7, y: 3, side: "S" } },
    ],
    [
      { entrance: "0,0:W", exit: "7,2" },
      { entrance: { x: 0, y: 0, side: "W" }, exit: { x: 7, y: 2, side: "E" } },
    ],
    [{ entrance: { side: "E" } }, { entrance: { x: 7, y: 1, side: "E" } }],
    [{ exit: { side: "S", offset: -2 } }, { exit: { x: 6, y: 3, side: "S" } }],
    [
      { entrance: { x: 0, y: 2 }, exit: { x: 7, y: 0, side: "E" } },
      { entrance: { x: 0, y: 2, side: "W" }, exit: { x: 7, y: 0, side: "E" } },
    ],
    [
      { entrance: "0,0:N", exit: "0,0:W" },
      { entrance: { x: 0, y: 0, side: "N" }, exit: { x: 0, y: 0, side: "W" } },
    ],
  ])("%j", (request, expected) => {
    expect(generate({ width: 8, height: 4, seed: 42, openings: request }).openings).toEqual(expected);
    expect(withOpenings(maze, request).openings).toEqual(expected);
  });

  it("true: at solve()'s default start and goal, the corners, or a masked maze's first and last cells", () => {
    expect(generate({ width: 8, height: 4, seed: 1, openings: true }).openings).toEqual({
      entrance: { x: 0, y: 0, side: "N" },
      exit: { x: 7, y: 3, side: "S" },
    });
    const mask = createMask(5, 3, (x, y) => (y === 0 && x < 2) || (y === 2 && x > 2));
    expect(generate({ seed: 1, mask, openings: true }).openings).toEqual({ entrance: { x: 2, y: 0, side: "N" }, exit: { x: 2, y: 2, side: "S" } });
  });

  it("true on one cell (1×1, a line, a mask of one cell): two gaps on its sides, the opposite one for the exit", () => {
    expect(generate({ width: 1, height: 1, seed: 1, openings: true }).openings).toEqual({
      entrance: { x: 0, y: 0, side: "N" },
      exit: { x: 0, y: 0, side: "S" },
    });
    expect(generate({ width: 1, height: 4, seed: 1, openings: true }).openings).toEqual({
      entrance: { x: 0, y: 0, side: "N" },
      exit: { x: 0, y: 3, side: "S" },
    });
    const corner = createMask(3, 3, (x, y) => x !== 0 || y !== 0);
    expect(generate({ seed: 1, mask: corner, openings: true }).openings).toEqual({ entrance: { x: 0, y: 0, side: "N" }, exit: { x: 0, y: 0, side: "S" } });
    // A mask of one cell is cropped to it: a 1×1 maze.
    const middle = createMask(3, 3, (x, y) => x !== 1 || y !== 1);
    expect(generate({ seed: 1, mask: middle, openings: true }).openings).toEqual({ entrance: { x: 0, y: 0, side: "N" }, exit: { x: 0, y: 0, side: "S" } });
  });

  it("a maze without openings has none; {} removes them", () => {
    expect(maze.openings).toBeUndefined();
    expect(withOpenings(withOpenings(maze, { entrance: "N" }), {}).openings).toBeUndefined();
  });

  it("the openings are frozen copies: changing the request afterwards changes nothing", () => {
    const entrance = { x: 0, y: 1, side: "W" as const };
    const opened = withOpenings(maze, { entrance });
    entrance.y = 2;
    expect(opened.openings).toEqual({ entrance: { x: 0, y: 1, side: "W" } });
    expect(Object.isFrozen(opened.openings) && Object.isFrozen(opened.openings!.entrance)).toBe(true);
  });
});

describe("bad openings are refused with an InvalidArgumentError that says what is allowed", () => {
  it.each<[string, unknown, string]>([
    [
      "a cell off the edge",
      { entrance: "3,1" },
      "openings.entrance (3, 1) is not on the outer wall of the 8×4 maze: an opening needs x = 0 or 7, or y = 0 or 3",
    ],
    ["a side facing inwards", { entrance: "0,1:E" }, "openings.entrance: (0, 1) side E is not in the outer wall: an opening on side E needs x = 7"],
    ["a cell outside", { exit: { x: 8, y: 0, side: "N" } }, "openings.exit: x must be an integer in [0, 7] (the 8×4 maze), got 8"],
    [
      "an unknown side",
      { entrance: "up" },
      'openings.entrance must be a side (N, E, S, W or top, right, bottom, left: its middle cell), a side and an offset along it ("S:3"; negative from the far end, "E:-1"), or a cell on the edge ("0,5", or "0,0:W" to pick the side at a corner); got "up"',
    ],
    [
      "an unknown side at a cell",
      { entrance: "0,0:up" },
      'openings.entrance "0,0:up": unknown side "up"; a side (N, E, S, W or top, right, bottom, left: its middle cell), a side and an offset along it ("S:3"; negative from the far end, "E:-1"), or a cell on the edge ("0,5", or "0,0:W" to pick the side at a corner)',
    ],
    ["an offset past the side", { exit: "S:8" }, "openings.exit: the offset along side S must be an integer in [-8, 7] (negative from the far end), got 8"],
    [
      "an offset past the side, from the far end",
      { exit: { side: "W", offset: -5 } },
      "openings.exit: the offset along side W must be an integer in [-4, 3] (negative from the far end), got -5",
    ],
    ["a side object's bad side", { exit: { side: "X" } }, 'openings.exit.side must be one of N, E, S, W, got "X"'],
    ["a side and a cell", { exit: { x: 0, y: 0, offset: 1 } }, "openings.exit: give a side and an offset, or a cell x and y, not both"],
    ["a half cell", { exit: { x: 0 } }, "openings.exit.y must be an integer, got undefined"],
    // A misspelt key was ignored: { side: "S", offest: 2 } opened the side's middle cell.
    ["a misspelt offset", { exit: { side: "S", offest: 2 } }, 'openings.exit: unknown key "offest" (did you mean "offset"?); allowed: side, offset, x, y'],
    ["an extra key beside a cell", { entrance: { x: 0, y: 1, z: 0 } }, 'openings.entrance: unknown key "z" (did you mean "x"?); allowed: side, offset, x, y'],
    ["neither", { exit: {} }, "openings.exit needs a side, or a cell x and y; got neither"],
    // A String object is its text: read as an object, it was refused for its key "0".
    [
      "a String object naming a side past the edge",
      { exit: new String("S:9") },
      "openings.exit: the offset along side S must be an integer in [-8, 7] (negative from the far end), got 9",
    ],
    ["the same gap twice", { entrance: "N:2", exit: "2,0" }, "openings.exit: is the entrance's gap, (2, 0) side N; an exit needs a gap of its own"],
    ["an unknown key", { entry: "N" }, 'openings may have entrance and exit, got "entry"'],
    // "sdie" was ignored too: the cell opened on its default side.
    ["a mistyped side at a cell", { exit: { x: 0, y: 0, sdie: "W" } }, 'openings.exit: unknown key "sdie" (did you mean "side"?); allowed: side, offset, x, y'],
    ["not an object", "N", 'openings must be true or an object { entrance?, exit? }, got "N"'],
    [
      "a number",
      { entrance: 3 },
      'openings.entrance must be a side (N, E, S, W or top, right, bottom, left: its middle cell), a side and an offset along it ("S:3"; negative from the far end, "E:-1"), or a cell on the edge ("0,5", or "0,0:W" to pick the side at a corner), or { side, offset? } or { x, y, side? }; got 3',
    ],
  ])("%s", (_, openings, message) => {
    expect(refused(() => generate({ width: 8, height: 4, seed: 42, openings: openings as OpeningsRequest }))).toBe(message);
    expect(refused(() => withOpenings(maze, openings as OpeningsRequest))).toBe(message);
  });

  it("a masked-out cell, and --openings ends off the edge", () => {
    const mask = createMask(5, 3, (x, y) => x === 2 && y === 0);
    expect(refused(() => generate({ seed: 1, mask, openings: { entrance: "N" } }))).toBe(
      "openings.entrance: (2, 0) is masked out of the maze; pick an included cell",
    );
    // A mask is cropped to its included cells, so generate() puts its ends on the outer wall...
    const inner = createMask(5, 3, (x, y) => x === 0 || y === 0);
    expect(generate({ seed: 1, mask: inner, openings: true }).openings).toEqual({ entrance: { x: 0, y: 0, side: "N" }, exit: { x: 3, y: 1, side: "S" } });
    // ...but a maze built over uncropped cells can have its first included cell inside.
    const framed = new Uint8Array(7 * 5).fill(0x10);
    const cropped = generate({ width: 4, height: 2, seed: 1 }).cells;
    for (let y = 1; y <= 2; y++) framed.set(cropped.subarray(y * 6 + 1, y * 6 + 5), (y + 1) * 7 + 2);
    expect(refused(() => withOpenings(new Maze(5, 3, framed, "x", 1), true))).toBe(
      "openings: the start (1, 1) is not on the outer wall of the 5×3 maze: an opening needs x = 0 or 4, or y = 0 or 2",
    );
  });

  it("checked before any work, and by new Maze for the resolved form", () => {
    let reports = 0;
    const message = refused(() => generate({ width: 2048, height: 2048, seed: 1, openings: { entrance: "2,2" }, onProgress: () => reports++ }));
    expect([message, reports]).toEqual([
      "openings.entrance (2, 2) is not on the outer wall of the 2048×2048 maze: an opening needs x = 0 or 2047, or y = 0 or 2047",
      0,
    ]);
    expect(refused(() => new Maze(8, 4, maze.cells, "x", 1, undefined, { entrance: { x: 3, y: 2, side: "S" } }))).toBe(
      "openings.entrance: (3, 2) side S is not in the outer wall: an opening on side S needs y = 3",
    );
    expect(refused(() => new Maze(8, 4, maze.cells, "x", 1, undefined, "N" as never))).toBe('openings must be an object { entrance?, exit? }, got "N"');
    expect(refused(() => withOpenings({ ...maze } as Maze, true))).toBe(
      "withOpenings takes a Maze (from generate(), Maze.fromJSON() or new Maze()), got an object (Object)",
    );
    expect(refused(() => withOpenings(maze, undefined as never))).toBe(
      "withOpenings needs the openings: { entrance?, exit? }, or true for the default start and goal",
    );
  });

  it("a made opening with a key beyond x, y and side is refused, by the Maze and by the json reader (it was dropped)", () => {
    expect(refused(() => new Maze(8, 4, maze.cells, "x", 1, undefined, { entrance: { x: 0, y: 1, side: "W", note: "door" } as never }))).toBe(
      'openings.entrance: "note" is not a field of an opening; an opening has x, y and side',
    );
    const document = JSON.parse(withOpenings(maze, true).toString("json")) as { openings: { exit: Record<string, unknown> } };
    document.openings.exit.z = 0;
    expect(() => Maze.fromJSON(JSON.stringify(document))).toThrow('openings.exit: "z" is not a field of an opening; an opening has x, y and side');
  });

  it("a plain maze's bad openings are refused by the writers and by solve", () => {
    const bad = { ...maze, cells: maze.cells, openings: { exit: { x: 9, y: 0, side: "N" } } } as never;
    expect(refused(() => writeToString(findFormat("ascii"), bad))).toBe(
      "ascii: the maze's openings.exit: x must be an integer in [0, 7] (the 8×4 maze), got 9",
    );
    expect(refused(() => solve(bad))).toBe("maze.openings.exit: x must be an integer in [0, 7] (the 8×4 maze), got 9");
  });
});

describe("what openings change", () => {
  it("solve() goes from the entrance to the exit unless from/to say otherwise", () => {
    const opened = withOpenings(maze, { entrance: "E:1", exit: "S:2" });
    const solution = solve(opened);
    expect([solution.from, solution.to]).toEqual([
      [7, 1],
      [2, 3],
    ]);
    expect(solution.path).toEqual(solve(maze, { from: [7, 1], to: [2, 3] }).path);
    expect(solve(opened, { from: [0, 0] }).from).toEqual([0, 0]);
    expect(solve(withOpenings(maze, { exit: "N:5" })).from).toEqual([0, 0]);
  });

  it("the cells stay as they are: withOpenings shares them, generate makes the same bytes", () => {
    const opened = generate({ width: 8, height: 4, seed: 42, openings: { entrance: "N", exit: "W:2" } });
    expect(opened.cells).toEqual(maze.cells);
    expect(withOpenings(maze, true).cells).toBe(maze.cells);
    for (const backend of ["wasm", "reference"]) {
      expect(generate({ width: 8, height: 4, seed: 42, backend, openings: true }).cells).toEqual(maze.cells);
    }
  });

  it("a maze made by withOpenings keeps its source's cells alive and valid; disposing it leaves the source alone", () => {
    // A backend of its own whose residents may hold 300 KB: the 600×600 mazes below move the source out of the arena.
    const backend = privateWasm();
    backend.residentBudget = 300_000;
    const before = generate({ width: 400, height: 400, seed: 4, backend });
    const source = generate({ width: 300, height: 200, seed: 5, backend });
    const copy = source.cells.slice();
    const opened = withOpenings(source, { entrance: "W", exit: "E" });
    const view = opened.cells;
    before.dispose();
    for (let k = 0; k < 5; k++) generate({ width: 600, height: 600, seed: k, backend }).dispose();
    expect(view.length === 0 || view.byteOffset !== opened.cells.byteOffset || view.buffer !== opened.cells.buffer).toBe(true);
    expect(opened.cells).toEqual(copy);
    opened.dispose();
    expect(source.cells).toEqual(copy);
    expect(refused(() => opened.cells)).toContain("this maze was disposed");
  });

  it("braid keeps the openings; Maze.fromJSON and toJSON carry them", () => {
    const opened = withOpenings(maze, { entrance: "N:0", exit: "S:-1" });
    expect(braid(opened, 1, 7).openings).toEqual(opened.openings);
    expect(Maze.fromJSON(opened.toString("json")).openings).toEqual(opened.openings);
    expect(Maze.fromJSON(JSON.stringify(opened)).openings).toEqual(opened.openings);
    expect((opened.toJSON() as { openings: unknown }).openings).toEqual(opened.openings);
  });

  it("the writers' start and goal default to the entrance's and the exit's cells", () => {
    const opened = withOpenings(maze, { entrance: "E:0", exit: "W:3" });
    const map = writeToString(findFormat("game-map"), opened, { span: 1 }).split("\n");
    expect([map[1]![15], map[7]![1]]).toEqual(["S", "G"]);
  });

  it("any edge cell of any size makes a maze that solves from entrance to exit (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.nat(), fc.nat(), (width, height, a, b) => {
        const edge: [number, number][] = [];
        for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (x === 0 || y === 0 || x === width - 1 || y === height - 1) edge.push([x, y]);
        const [ex, ey] = edge[a % edge.length]!;
        const [gx, gy] = edge[b % edge.length]!;
        // The same cell twice takes a second side facing out, when it has one.
        const sides = [ey === 0 && "N", ey === height - 1 && "S", ex === 0 && "W", ex === width - 1 && "E"].filter(Boolean);
        fc.pre(ex !== gx || ey !== gy || sides.length > 1);
        const entrance = `${ex},${ey}`;
        const exit = ex === gx && ey === gy ? `${gx},${gy}:${sides[1]}` : `${gx},${gy}`;
        const opened = generate({ width, height, seed: a, openings: { entrance, exit } });
        const solution = solve(opened);
        expect(solution.path[0]).toEqual([ex, ey]);
        expect(solution.path.at(-1)).toEqual([gx, gy]);
      }),
      { numRuns: 60 },
    );
  });
});
