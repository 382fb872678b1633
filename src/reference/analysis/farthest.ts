// The cell farthest from a start, mirrored from assembly/analysis/farthest.ts: one breadth-first pass (levels.ts)
// of longestPath()'s two.

import { type Farthest, levels } from "./levels.js";

export type { Farthest };

export function farthest(cells: Uint8Array, width: number, height: number, fromX: number, fromY: number): Farthest {
  return levels(cells, width, height, fromX, fromY, undefined);
}
