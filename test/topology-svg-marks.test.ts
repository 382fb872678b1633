// 3d's svg draws each level mark the path does not take as a <use> of one definition per direction: the triangles it
// places are those the painter is given (to the hundredth of a pixel the svg rounds to), and the text stops with a
// SizeLimitError past the limit (TOPOLOGY_SVG_MAX_BYTES; a small one here).

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SizeLimitError } from "../src/base/errors.js";
import { generateOn, solveOn, topology } from "../src/node.js";
import { topologySvg } from "../src/topology-formats/index.js";
import { BACKGROUND, type Painter, paintScene, resolveScene, WALL } from "../src/topology-formats/scene.js";
import { TOPOLOGY_SVG_MAX_BYTES, topologySvgWithin } from "../src/topology-formats/svg.js";

/** The untaken marks' triangles in pixels, as the painter without <use> fills them: "paint x y x y x y" each. */
function filledMarks(...args: Parameters<typeof resolveScene>): string[] {
  const scene = resolveScene(...args);
  const triangles: string[] = [];
  const painter: Painter = {
    fill: (area, paint) => {
      if (area.length === 3 && (paint === BACKGROUND || paint === WALL))
        triangles.push([paint, ...area.flatMap(([x, y]) => [scene.offset + x * scene.scale, scene.offset + y * scene.scale])].join(" "));
    },
    stroke: () => {},
  };
  paintScene(scene, painter);
  return triangles;
}

/** The <use>d triangles of an svg in pixels, "paint x y x y x y" each (the definition's points moved by x, y). */
function usedMarks(svg: string): string[] {
  const definitions = new Map<string, { paint: number; points: number[] }[]>();
  for (const [, id, body] of svg.matchAll(/<g id="(level-up|level-down)">(.*?)<\/g>/g)) {
    const paths = [...body!.matchAll(/<path fill="(#[0-9a-f]{6})" shape-rendering="crispEdges" d="M([^"]*)Z"\/>/g)];
    definitions.set(
      id!,
      paths.map(([, fill, d]) => ({ paint: fill === "#ffffff" ? BACKGROUND : WALL, points: d!.split(/[ L]/).map(Number) })),
    );
  }
  const triangles: string[] = [];
  for (const [, id, x, y] of svg.matchAll(/<use href="#(level-up|level-down)" x="([^"]*)" y="([^"]*)"\/>/g)) {
    for (const { paint, points } of definitions.get(id!)!) triangles.push([paint, ...points.map((v, k) => v + Number(k % 2 === 0 ? x : y))].join(" "));
  }
  return triangles;
}

/** Two lists of "paint x y …" equal to within the svg's rounding (two hundredths: a point and an offset each rounded). */
function expectClose(actual: string[], wanted: string[]): void {
  expect(actual.length).toBe(wanted.length);
  actual.forEach((line, k) => {
    const a = line.split(" ").map(Number);
    const b = wanted[k]!.split(" ").map(Number);
    expect(a[0]).toBe(b[0]);
    for (let i = 1; i < a.length; i++) expect(Math.abs(a[i]! - b[i]!)).toBeLessThanOrEqual(0.0101);
  });
}

describe("3d level marks in svg", () => {
  it("place the painter's triangles, each direction defined once", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 2, max: 5 }),
        fc.nat(),
        fc.boolean(),
        (w, h, levels, seed, solved) => {
          const maze = generateOn(topology("3d", { width: w, height: h, levels }), { seed });
          const path = solved ? Array.from(solveOn(maze).cells) : [];
          const svg = topologySvg(maze, { path });
          expectClose(usedMarks(svg), filledMarks("svg", maze, { path }));
          expect(svg.match(/<g id="level-up">/g)?.length ?? 0).toBeLessThanOrEqual(1);
          expect(svg.match(/<g id="level-down">/g)?.length ?? 0).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("the svg text limit", () => {
  const maze = generateOn(topology("3d", { width: 4, height: 4, levels: 6 }), { seed: 3 });

  it("is 256 MiB, and a drawing within a limit is topologySvg's text", () => {
    expect(TOPOLOGY_SVG_MAX_BYTES).toBe(2 ** 28);
    const svg = topologySvg(maze);
    expect(topologySvgWithin(svg.length, maze)).toBe(svg);
  });

  it("stops a drawing past it with a SizeLimitError naming png", () => {
    expect(() => topologySvgWithin(2000, maze)).toThrow(SizeLimitError);
    expect(() => topologySvgWithin(2000, maze)).toThrow(
      'svg: the drawing of 3d {"width":4,"height":4,"levels":6} (96 cells) passed 2000 bytes of text, the most an svg may have; use png, or draw fewer cells',
    );
  });
});
