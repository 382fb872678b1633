import { describe, expect, it } from "vitest";
import { findFormat, generate, InvalidArgumentError, writeToString } from "../src/node.js";
import { bfsDistances, bfsSolution } from "./support/bfs.js";
import { ring, withMask } from "./support/mask.js";

const svg = findFormat("svg");

describe("svg", () => {
  const maze = generate({ width: 30, height: 20, seed: 7 });

  it("draws every wall in one path element, as runs along the grid lines", () => {
    const text = writeToString(svg, maze);
    expect(text.match(/<path /g)).toHaveLength(1);
    expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="434" height="294" viewBox="0 0 434 294"/);
    // The outer walls are single runs across the whole maze.
    expect(text).toContain("M7 7h420");
    expect(text).toContain("M7 287h420");
    expect(text).toContain("M7 7v280");
    expect(text).not.toContain("<polyline");
  });

  it("draws the solution as one polyline through the cells' centres", () => {
    const solution = bfsSolution(30, 20, maze.cells);
    const text = writeToString(svg, maze, { solution, pathWidth: 2 });
    const points = /<polyline [^>]*points="([^"]*)"/.exec(text)![1]!.split(" ");
    expect(points).toHaveLength(solution.path.length);
    expect(points[0]).toBe("14,14");
    expect(points.at(-1)).toBe(`${6 + 29 * 14 + 2 + 5 + 1},${6 + 19 * 14 + 2 + 5 + 1}`);
  });

  it("colours cells by distance with merged rects, and leaves excluded cells blank", () => {
    const masked = withMask(maze, ring(30, 20));
    const distances = bfsDistances(30, 20, masked.cells, [15, 0]);
    const text = writeToString(svg, masked, { distances, colours: { near: "#000", far: "#fff" } });
    expect(text).toContain('fill="#000000"/>');
    expect(text).toContain('fill="#ffffff"/>');
    expect((text.match(/<rect /g) ?? []).length).toBeLessThan(2 * 30 * 20);
  });

  it("refuses mazes above the documented size, pointing to png", () => {
    const large = { width: 1001, height: 1000, cells: new Uint8Array(1003 * 1002), algorithm: "x", seed: null };
    expect(() => svg.write(large)).toThrow(InvalidArgumentError);
    expect(() => svg.write(large)).toThrow(
      "svg: a 1001×1000 maze (1001000 cells) is above the svg limit of 1000000 cells (browsers cannot render larger drawings); use png, which streams any size",
    );
  });
});
