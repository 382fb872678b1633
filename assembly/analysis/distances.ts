// Distance map (seed 003's distance()): breadth-first from one cell (levels.ts), writing each cell's distance
// into a u32 map in the padded layout, 16-byte aligned right after the cell array; 0xFFFFFFFF marks cells not
// reached (padding, masked cells, other components). The FIFO ring follows the map.

import { gridBytes } from "../grid";
import { workStart } from "../solvers/path";
import { levels } from "./levels";

export const UNREACHED: u32 = 0xffffffff;

/** Distance of every cell from (fromX, fromY), u32 per padded cell right after the cells. */
export function distances(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32): i32 {
  const map = workStart(cells, width, height);
  const mapBytes = <usize>gridBytes(width, height) << 2;
  memory.fill(map, 0xff, mapBytes);
  return levels(cells, width, height, fromX, fromY, map, 0, map + mapBytes);
}
