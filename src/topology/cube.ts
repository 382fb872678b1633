// Levels of square grids joined by up and down passages ("3d"): W×H cells on each of L levels, level 0 at the bottom.
// Cell (x, y, z) is z·W·H + y·W + x. Slots in side order N, E, S, W, U (to z + 1), D (to z − 1): codes 0..5, those off
// the grid left out. Geometry: each level is a square grid of unit cells, cell (x, y) from (x, y) to (x + 1, y + 1);
// a drawing lays the levels out side by side. Heuristic: |Δx| + |Δy| + |Δz|.

import { buildCsr } from "./csr.js";
import { boundOf } from "./heuristic.js";
import { checkCells, integerParameter, parametersObject, rejectUnknown } from "./parameters.js";
import { squareCells } from "./square-cells.js";
import type { Topology } from "./topology.js";

const HEURISTIC = { kind: "manhattan" } as const;

export interface CubeParameters {
  readonly width: number;
  readonly height: number;
  readonly levels: number;
}

export function cubeTopology(parameters: CubeParameters): Topology {
  const given = parametersObject(parameters, "3d");
  rejectUnknown("3d", given, ["width", "height", "levels"]);
  const width = integerParameter("3d", "width", given.width, 1, 2 ** 30);
  const height = integerParameter("3d", "height", given.height, 1, 2 ** 30);
  const levels = integerParameter("3d", "levels", given.levels, 1, 2 ** 30);
  const area = width * height;
  checkCells("3d", `${width}×${height}×${levels}`, area * levels, 6, (most) => {
    // Keep what can be kept: the levels of this area, else this many levels of a square, else a cube.
    const fitting = Math.floor(most / area);
    if (fitting >= 1) return `${width}×${height}×${fitting}`;
    const square = Math.floor(Math.sqrt(most / levels));
    if (square >= 1) return `${square}×${square}×${levels}`;
    const side = Math.floor(Math.cbrt(most));
    return `${side}×${side}×${side}`;
  });
  const csr = buildCsr(area * levels, (cell, add) => {
    const x = cell % width;
    const y = Math.floor(cell / width) % height;
    const z = Math.floor(cell / area);
    if (y > 0) add(cell - width, 0);
    if (x < width - 1) add(cell + 1, 1);
    if (y < height - 1) add(cell + width, 2);
    if (x > 0) add(cell - 1, 3);
    if (z < levels - 1) add(cell + area, 4);
    if (z > 0) add(cell - area, 5);
  });
  const keys = (cell: number): [number, number, number] => [cell % width, Math.floor(cell / width) % height, Math.floor(cell / area)];
  return {
    name: "3d",
    parameters: { width, height, levels },
    cellCount: area * levels,
    ...csr,
    sideNames: ["N", "E", "S", "W", "U", "D"],
    coordinateNames: ["x", "y", "z"],
    coordinates: keys,
    cellAt: (x = -1, y = -1, z = -1) =>
      [x, y, z].every(Number.isInteger) && x >= 0 && x < width && y >= 0 && y < height && z >= 0 && z < levels ? z * area + y * width + x : -1,
    ...squareCells(keys),
    heuristicKeys: keys,
    lowerBound: (from, to) => boundOf(HEURISTIC, keys(from), keys(to)),
    heuristic: HEURISTIC,
  };
}
