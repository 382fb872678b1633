import { describe, expect, it } from "vitest";
import { braid, createMask, generate, Maze, stats } from "../src/node.js";

describe("stats(maze)", () => {
  it("counts a hand-made maze exactly", () => {
    // The 3×3 ring with its centre open to the north: 8 corridor cells (4 corners turn, 3 sides go straight,
    // (1, 0) is a junction), the centre a dead end.
    const maze = Maze.fromJSON({ format: "daedalus-maze/1", width: 3, height: 3, rows: ["6ec", "515", "3a9"] });
    expect(stats(maze)).toEqual({
      width: 3,
      height: 3,
      cells: 9,
      excluded: 0,
      passages: 9,
      deadEnds: { count: 1, share: 1 / 9 },
      corridors: { count: 7, share: 7 / 9 },
      straight: { count: 3, share: 3 / 7 },
      turns: { count: 4, share: 4 / 7 },
      junctions: { count: 1, share: 1 / 9 },
      isolated: 0,
      longestPath: { from: [2, 2], to: [0, 0], length: 4 },
      solution: { from: [0, 0], to: [2, 2], length: 4 },
      perfect: false,
    });
  });

  it("a generated maze is perfect; a braided one is not; both backends agree", () => {
    const maze = generate({ width: 30, height: 20, seed: 5 });
    const perfect = stats(maze);
    expect(perfect.perfect).toBe(true);
    expect(perfect.passages).toBe(599);
    expect(perfect.deadEnds.count + perfect.corridors.count + perfect.junctions.count + perfect.isolated).toBe(600);
    expect(stats(maze, { backend: "reference" })).toEqual(perfect);
    const braided = stats(braid(maze, 1, 5));
    expect(braided).toMatchObject({ perfect: false, deadEnds: { count: 0, share: 0 } });
    expect(braided.passages).toBeGreaterThanOrEqual(599 + Math.ceil(perfect.deadEnds.count / 2));
  });

  it("a maze generated in a mask is perfect over its included cells", () => {
    const maze = generate({ seed: 2, mask: createMask(12, 9, (x, y) => x >= 4 && x < 8 && y >= 3 && y < 6) });
    expect(stats(maze)).toMatchObject({ cells: 96, excluded: 12, passages: 95, perfect: true });
  });

  it("a maze with two separate parts is not perfect, and its solution length is -1", () => {
    // (1, 1) has no passage: the goal cannot be reached.
    const maze = Maze.fromJSON({ format: "daedalus-maze/1", width: 2, height: 2, rows: ["68", "10"] });
    expect(stats(maze)).toMatchObject({
      cells: 4,
      passages: 2,
      deadEnds: { count: 2 },
      turns: { count: 1 },
      isolated: 1,
      solution: { from: [0, 0], to: [1, 1], length: -1 },
      perfect: false,
    });
  });
});
