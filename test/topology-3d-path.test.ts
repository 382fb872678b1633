// 3d's solution line does not just stop at a change of level: it runs from the cell's centre into the ▲ or ▼ mark of
// the passage it climbs (drawn large, in the path's colour) and resumes at the opposite mark of the cell on the other
// level. Checked on the scene a Painter records, and on the svg, against the climbs counted from the path alone.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateOn, solveOn, topology } from "../src/node.js";
import type { UnitPoint } from "../src/topology/topology.js";
import { topologySvg } from "../src/topology-formats/index.js";
import { BACKGROUND, GOAL, PATH, type Painter, paintScene, resolveScene, START, WALL } from "../src/topology-formats/scene.js";
import { levelMark, type Piece } from "../src/topology-formats/shape.js";

interface Recorded {
  fills: { area: Piece; paint: number }[];
  strokes: { line: Piece; paint: number }[];
}

function record(...args: Parameters<typeof resolveScene>): Recorded {
  const recorded: Recorded = { fills: [], strokes: [] };
  const painter: Painter = {
    fill: (area, paint) => recorded.fills.push({ area, paint }),
    stroke: (line, paint) => recorded.strokes.push({ line, paint }),
  };
  paintScene(resolveScene(...args), painter);
  return recorded;
}

/** The centroid of a triangle. */
const centroid = (area: Piece): UnitPoint => [(area[0]![0] + area[1]![0] + area[2]![0]) / 3, (area[0]![1] + area[1]![1] + area[2]![1]) / 3];
const close = (a: UnitPoint, b: UnitPoint): boolean => Math.abs(a[0] - b[0]) < 1e-9 && Math.abs(a[1] - b[1]) < 1e-9;

describe("3d's solution line across levels", () => {
  it("runs into the mark it climbs by and resumes at the matching mark on the other level", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (width, height, levels, seed) => {
          const t = topology("3d", { width, height, levels });
          const maze = generateOn(t, { seed });
          const path = Array.from(solveOn(maze).cells);
          const { fills, strokes } = record("svg", maze, { path });
          const level = width * height;
          // Placed like the drawing: level z shifted right by z·(W + 1).
          const centre = (c: number): UnitPoint => {
            const [x, y] = t.centre(c);
            return [x + Math.floor(c / level) * (width + 1), y];
          };
          const climbs = path.flatMap((b, k) => (k > 0 && Math.abs(b - path[k - 1]!) === level ? [[path[k - 1]!, b] as const] : []));
          const lines = strokes.filter((s) => s.paint === PATH).map((s) => s.line);
          expect(lines.length).toBe(climbs.length + 1);
          expect(lines.reduce((sum, line) => sum + line.length, 0)).toBe(path.length + 2 * climbs.length);
          expect(close(lines[0]![0]!, centre(path[0]!))).toBe(true);
          expect(close(lines.at(-1)!.at(-1)!, centre(path.at(-1)!))).toBe(true);
          climbs.forEach(([a, b], i) => {
            const up = b > a;
            expect(close(lines[i]!.at(-1)!, levelMark(centre(a), up ? "up" : "down"))).toBe(true);
            expect(close(lines[i + 1]![0]!, levelMark(centre(b), up ? "down" : "up"))).toBe(true);
            expect(close(lines[i + 1]![1]!, centre(b))).toBe(true);
          });
          // Each climb's two marks are large triangles in the path's colour, centred where its lines end and start.
          const taken = fills.filter((f) => f.paint === PATH).map((f) => centroid(f.area));
          expect(taken.length).toBe(2 * climbs.length);
          for (const [i] of climbs.entries()) {
            expect(taken.some((p) => close(p, lines[i]!.at(-1)!))).toBe(true);
            expect(taken.some((p) => close(p, lines[i + 1]![0]!))).toBe(true);
          }
          // Every other open passage up or down keeps its small mark in the walls' colour, on a halo.
          let passages = 0;
          for (let c = 0; c < t.cellCount; c++)
            for (let e = t.offsets[c]!; e < t.offsets[c + 1]!; e++) if (t.sides[e]! >= 4 && (maze.links[c]! >> (e - t.offsets[c]!)) & 1) passages++;
          expect(fills.filter((f) => f.paint === WALL).length).toBe(passages - 2 * climbs.length);
          expect(fills.filter((f) => f.paint === BACKGROUND).length).toBe(passages - 2 * climbs.length + 2);
          expect(fills.filter((f) => f.paint === START || f.paint === GOAL).length).toBe(2);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("climbs from level 0 to the top of a tall column, and the svg's path element holds one subpath per level", () => {
    // One cell per level: the only maze climbs straight up, one line per level joined at the marks.
    const maze = generateOn(topology("3d", { width: 1, height: 1, levels: 4 }), { seed: 1 });
    const path = Array.from(solveOn(maze).cells);
    expect(path).toEqual([0, 1, 2, 3]);
    const svg = topologySvg(maze, { path });
    const d = /<path fill="none" stroke="#d62728" [^>]* d="([^"]*)"\/>/.exec(svg)![1]!;
    expect(d.match(/M/g)!.length).toBe(4);
    // Centre to ▲ on level 0; ▼, centre, ▲ on levels 1 and 2; ▼ to centre on level 3.
    expect(d.match(/L/g)!.length).toBe(1 + 2 + 2 + 1);
  });
});
