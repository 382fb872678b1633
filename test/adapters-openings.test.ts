// The adapters draw a maze's openings (gaps in its outer wall) as its formats do: a tile grid (and so a rot.js map,
// which paints the same tiles) and generate-maze's rows open the wall there, and nothing else changes. They were drawn closed: the cells keep the
// outer wall, the openings are kept beside them.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generate, generateMaze, type Maze, tileGrid, tileRows, toGenerateMaze } from "../src/node.js";
import { refused } from "./support/refused.js";

/** The tile beside cell (x, y) on `side`, in a grid `stride` tiles wide. */
function borderTile(stride: number, { x, y, side }: { x: number; y: number; side: string }): number {
  const step = side === "N" ? -stride : side === "S" ? stride : side === "W" ? -1 : 1;
  return (2 * y + 1) * stride + 2 * x + 1 + step;
}

const openingsOf = (maze: Maze) => [maze.openings!.entrance!, maze.openings!.exit!];

describe("the adapters open the maze's entrance and exit in its outer wall", () => {
  it("tileGrid and tileRows: the openings' border tiles are floor, every other tile as without them (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.nat(1000), (width, height, seed) => {
        const open = generate({ width, height, seed, openings: { entrance: "W:0", exit: "E:-1" } });
        // The same cells without openings (they are kept beside the cells).
        const closed = generate({ width, height, seed });
        expect(closed.cells).toEqual(open.cells);
        const grid = tileGrid(open);
        const expected = tileGrid(closed).tiles.slice();
        for (const opening of openingsOf(open)) {
          expect(expected[borderTile(grid.width, opening)]).toBe(1);
          expected[borderTile(grid.width, opening)] = 0;
        }
        expect(grid.tiles).toEqual(expected);
        expect(tileRows(open, { wall: 7, floor: 3 }).flat()).toEqual(Array.from(expected, (tile) => (tile === 1 ? 7 : 3)));
      }),
      { numRuns: 60 },
    );
  });

  it("tileGrid from generate()'s options with openings: true opens (0, 0) on the top and (W-1, H-1) on the bottom", () => {
    const { width, height, tiles } = tileGrid({ width: 5, height: 3, seed: 2, openings: true });
    expect([tiles[1], tiles[(height - 1) * width + width - 2]]).toEqual([0, 0]);
    // The rest of the outer wall stays wall.
    const outer = [...Array(width).keys()].flatMap((x) => [x, (height - 1) * width + x]);
    expect(outer.filter((tile) => tiles[tile] === 0)).toEqual([1, (height - 1) * width + width - 2]);
  });

  it("generate-maze rows: the opening's wall is false on a closed maze; closed = false opens every outer wall, as before", () => {
    const maze = generate({ width: 6, height: 4, seed: 8, openings: { entrance: "W:1", exit: "E:2" } });
    const closed = generate({ width: 6, height: 4, seed: 8 });
    const rows = toGenerateMaze(maze);
    const closedRows = toGenerateMaze(closed);
    expect([rows[1]![0]!.left, rows[2]![5]!.right, closedRows[1]![0]!.left, closedRows[2]![5]!.right]).toEqual([false, false, true, true]);
    const changed = rows.flat().filter((cell, k) => JSON.stringify(cell) !== JSON.stringify(closedRows.flat()[k]));
    expect(changed.map(({ x, y }) => [x, y])).toEqual([
      [0, 1],
      [5, 2],
    ]);
    expect(generateMaze(6, 4, true, 8, { openings: { entrance: "W:1", exit: "E:2" } })).toEqual(rows);
    expect(toGenerateMaze(maze, false)).toEqual(toGenerateMaze(closed, false));
  });

  it("a maze whose openings were changed after it was made is refused by name", () => {
    const maze = generate({ width: 4, height: 3, seed: 1, openings: true });
    Object.defineProperty(maze, "openings", { value: { entrance: { x: 9, y: 0, side: "N" } } });
    refused(() => tileGrid(maze), "the maze's openings.entrance: x must be an integer in [0, 3] (the 4×3 maze), got 9");
  });
});
