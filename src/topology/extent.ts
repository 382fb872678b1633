// The bounding box of a topology's cell outlines, in unit coordinates: what its drawings span and what a mask is
// stretched over (pictureExtent: polar's picture is its disc, wider than its cells' corners).

import type { Topology } from "./topology.js";

export interface Extent {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The slots of a cell with a neighbour on every edge of its polygon, where that is one number (polar's vary). */
const SURROUNDED: Readonly<Record<string, number>> = { hex: 6, triangle: 3, upsilon: 8 };

/**
 * The bounding box of all of t's cell polygons. A cell with a neighbour on every edge is not looked at: the box's
 * extremes are vertices on the outline of the tiling, whose edges belong to cells missing a neighbour there. A hex of
 * 4·10^6 cells looks at 8·10^3 (a picture's size is asked before it is painted).
 */
export function outlineExtent(t: Topology): Extent {
  const surrounded = SURROUNDED[t.name] ?? -1;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let c = 0; c < t.cellCount; c++) {
    if (t.offsets[c + 1]! - t.offsets[c]! === surrounded) continue;
    for (const [x, y] of t.polygon(c)) {
      if (x < minX) minX = x;
      if (y < minY) minY = y;
      if (x > maxX) maxX = x;
      if (y > maxY) maxY = y;
    }
  }
  return { minX, minY, maxX, maxY };
}

/**
 * The box a topology's picture spans, which a mask is stretched over: polar's disc of radius R about (R, R) (its
 * polygons list only corners, and the arcs between bulge past them: with 3 cells in the last ring, the corners span
 * 1.5R of the disc's 2R), the outlines' box otherwise.
 */
export function pictureExtent(t: Topology): Extent {
  if (t.name !== "polar") return outlineExtent(t);
  const diameter = 2 * Number(t.parameters.rings);
  return { minX: 0, minY: 0, maxX: diameter, maxY: diameter };
}
