// The geometry of the topologies whose cells are unit squares at (x, y) (3d's levels, weave, wrap): a cell's centre
// and outline from its coordinates.

import type { Topology, UnitPoint } from "./topology.js";

/** `centre` and `polygon` (N, E, S, W edges as vertices 0–1, 1–2, 2–3, 3–0) of cells whose coordinates start with x, y. */
export function squareCells(keys: (cell: number) => readonly number[]): Pick<Topology, "centre" | "polygon"> {
  return {
    centre: (cell): UnitPoint => {
      const [x, y] = keys(cell) as [number, number];
      return [x + 0.5, y + 0.5];
    },
    polygon: (cell) => {
      const [x, y] = keys(cell) as [number, number];
      return [
        [x, y],
        [x + 1, y],
        [x + 1, y + 1],
        [x, y + 1],
      ];
    },
  };
}
