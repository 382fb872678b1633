// The bounding box of a topology's cell outlines, in unit coordinates: what its drawings span and what a mask is
// stretched over.

import type { Topology } from "./topology.js";

export interface Extent {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The bounding box of all of t's cell polygons. */
export function outlineExtent(t: Topology): Extent {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let c = 0; c < t.cellCount; c++) {
    for (const [x, y] of t.polygon(c)) {
      if (x < minX) minX = x;
      if (y < minY) minY = y;
      if (x > maxX) maxX = x;
      if (y > maxY) maxY = y;
    }
  }
  return { minX, minY, maxX, maxY };
}
