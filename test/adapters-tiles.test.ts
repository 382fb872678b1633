// Tile grids for game engines: the (2H+1)×(2W+1) wall/floor picture of a maze, as bytes and as a Phaser
// tilemap's rows, from a Maze (masks included) or from generate()'s options.

import { describe, expect, it } from "vitest";
import { generate, InvalidArgumentError, Maze, maskFromText, SizeLimitError, tileGrid, tileRows } from "../src/node.js";
import { byteDifference } from "./support/bytes.js";
import { namedErrorOf } from "./support/refused.js";

/** The tiles written from the grid contract alone: cell (x, y) at (2x+1, 2y+1), floor (0) where a passage is open. */
function expectedTiles(maze: Maze): Uint8Array {
  const width = 2 * maze.width + 1;
  const stride = maze.width + 2;
  const tiles = new Uint8Array(width * (2 * maze.height + 1)).fill(1);
  for (let y = 0; y < maze.height; y++) {
    for (let x = 0; x < maze.width; x++) {
      const bits = maze.cells[(y + 1) * stride + x + 1]!;
      if (bits === 0x10) continue;
      const at = (2 * y + 1) * width + 2 * x + 1;
      tiles[at] = 0;
      if (bits & 1) tiles[at - width] = 0;
      if (bits & 2) tiles[at + 1] = 0;
      if (bits & 4) tiles[at + width] = 0;
      if (bits & 8) tiles[at - 1] = 0;
    }
  }
  return tiles;
}

describe("tileGrid and tileRows", () => {
  it.each([
    [1, 1],
    [2, 3],
    [17, 9],
    [64, 40],
  ])("at %i×%i, from generate()'s options, are the tiles of generate()'s maze on both backends", (width, height) => {
    for (const backend of ["wasm", "reference"]) {
      for (const algorithm of ["backtracker", "kruskal", "sidewinder"]) {
        const request = { algorithm, backend, width, height, seed: 5 };
        const maze = generate(request);
        const grid = tileGrid(request);
        expect([grid.width, grid.height]).toEqual([2 * width + 1, 2 * height + 1]);
        expect(byteDifference(grid.tiles, expectedTiles(maze)), `${algorithm} ${backend}`).toBeUndefined();
        expect(byteDifference(tileGrid(maze).tiles, grid.tiles)).toBeUndefined();
        const rows = tileRows(request);
        expect(rows.length).toBe(2 * height + 1);
        expect(byteDifference(Uint8Array.from(rows.flat()), grid.tiles)).toBeUndefined();
      }
    }
  });

  it("write the wall and floor values asked for (a Phaser tilemap's tile indices)", () => {
    const maze = generate({ width: 6, height: 4, seed: 2 });
    const plain = tileGrid(maze).tiles;
    const grid = tileGrid(maze, { wall: 7, floor: 200 });
    expect(Array.from(grid.tiles)).toEqual(Array.from(plain, (tile) => (tile === 1 ? 7 : 200)));
    const rows = tileRows(maze, { wall: -1, floor: 3 });
    expect(rows.flat()).toEqual(Array.from(plain, (tile) => (tile === 1 ? -1 : 3)));
    expect(rows[0]!.every((tile) => tile === -1)).toBe(true);
  });

  it("wall in the cells a mask excludes", () => {
    const maze = generate({ seed: 4, mask: maskFromText("##...\n.....\n...##\n") });
    const grid = tileGrid(maze);
    expect(byteDifference(grid.tiles, expectedTiles(maze))).toBeUndefined();
    for (const [x, y] of [
      [0, 0],
      [1, 0],
      [3, 2],
      [4, 2],
    ] as const) {
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) expect(grid.tiles[(2 * y + 1 + dy) * grid.width + 2 * x + 1 + dx], `${x},${y}`).toBe(1);
      }
    }
    expect(tileRows({ seed: 4, mask: maskFromText("##...\n.....\n...##\n") }).flat()).toEqual(Array.from(grid.tiles));
  });

  describe("bad input", () => {
    it.each([
      [{ width: 0, height: 5 }],
      [{ width: 3.5, height: 5 }],
      [{ width: 5, height: 5, seed: -1 }],
      [{ width: 5, height: 5, algorithm: "backtrackr" }],
      [{ width: 5, height: 5, backend: "wasn" }],
      [{ width: 5, height: 5, options: { bias: "ne" } }],
    ])("generate()'s own error for %j", (request) => {
      const expected = namedErrorOf(() => generate(request as never));
      for (const adapter of [tileGrid, tileRows]) {
        const actual = namedErrorOf(() => adapter(request as never));
        expect(actual.constructor).toBe(expected.constructor);
        expect(actual.message).toBe(expected.message);
      }
    });

    it.each([
      [tileGrid, { wall: 256 }, "the wall value must be an integer in [0, 255], got 256"],
      [tileGrid, { floor: -1 }, "the floor value must be an integer in [0, 255], got -1"],
      [tileGrid, { floor: 0.5 }, "the floor value must be an integer in [0, 255], got 0.5"],
      [tileRows, { wall: Number.NaN }, "the wall value must be a finite number, got NaN"],
      [tileRows, { floor: "0" }, 'the floor value must be a finite number, got "0"'],
    ] as const)("%o refuses the values %j", (adapter, values, message) => {
      const error = namedErrorOf(() => adapter({ width: 3, height: 3, seed: 1 }, values as never));
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect(error.message).toBe(message);
    });

    it("refuses more tiles than a typed array (tileGrid) or a heap of rows (tileRows) holds, before generating", () => {
      // 32800² generates in seconds; its 4.3·10⁹ tiles threw a raw RangeError afterwards. 8000² rows crashed the process.
      const grid = namedErrorOf(() => tileGrid({ algorithm: "binary-tree", width: 32800, height: 32800, seed: 1 }));
      expect(grid).toBeInstanceOf(SizeLimitError);
      expect(grid.message).toBe(
        "tileGrid: a 32800×32800 maze has 4303491201 tiles, more than the 4294967296 one typed array holds; the largest square maze that fits is 32767×32767",
      );
      const rows = namedErrorOf(() => tileRows({ width: 8000, height: 8000, seed: 1 }));
      expect(rows).toBeInstanceOf(SizeLimitError);
      expect(rows.message).toMatch(
        /^tileRows: a 8000×8000 maze has 256032001 tiles, more than the 67108864 rows of JS numbers .*; the largest square maze that fits is 4095×4095$/,
      );
      // A Maze's own size is checked the same way.
      const maze = generate({ algorithm: "binary-tree", width: 16384, height: 1025, seed: 1 });
      expect(namedErrorOf(() => tileRows(maze)).message).toMatch(/^tileRows: a 16384×1025 maze has 67209219 tiles, more than the 67108864 /);
      expect(tileRows(generate({ width: 4096, height: 1, seed: 1 }))[1]!.length).toBe(8193);
    });

    it("checks the tiles again on the maze made: a width getter answering 2 to the check took tileRows past its limit", () => {
      let reads = 0;
      const source = {
        algorithm: "binary-tree",
        get width() {
          reads++;
          return reads === 1 ? 2 : 16384;
        },
        height: 1025,
        seed: 1,
      } as const;
      const error = namedErrorOf(() => tileRows(source));
      expect(error).toBeInstanceOf(SizeLimitError);
      expect(error.message).toMatch(/^tileRows: a 16384×1025 maze has 67209219 tiles, more than the 67108864 /);
      expect(reads).toBeGreaterThan(1);
    });

    it("refuses a Maze whose cells break the grid contract", () => {
      const cells = generate({ width: 3, height: 3, seed: 1 }).cells.slice();
      cells[6]! ^= 2; // cell (0, 0) loses or gains its east passage alone
      const error = namedErrorOf(() => tileGrid(new Maze(3, 3, cells, "hand-made", null)));
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect(error.message).toMatch(/^the maze's cells break the grid contract: cell \(0, 0\)/);
    });
  });
});
