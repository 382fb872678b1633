// Distance map (seed 003's distance()), mirrored from assembly/analysis/distances.ts: breadth-first from one
// cell (levels.ts), each cell's distance in a u32 map in the padded layout; 0xFFFFFFFF marks cells not reached
// (padding, masked cells, other components).

import { gridBytes } from "../grid.js";
import { levels } from "./levels.js";

export const UNREACHED = 0xffffffff;

export function distances(cells: Uint8Array, width: number, height: number, fromX: number, fromY: number): Uint32Array {
  const map = new Uint32Array(gridBytes(width, height)).fill(UNREACHED);
  levels(cells, width, height, fromX, fromY, map);
  return map;
}
