// Hexagonal cells, pointy-top, in W×H rows; odd rows are shifted right by half a cell ("odd-r"). Cell (x, y) is y·W + x.
// Slots in side order E, SE, SW, W, NW, NE (0..5; clockwise from east, y down), those off the grid left out.
// Geometry: circumradius 1; vertex k of the outline is at angle −30° + 60°·k from the centre, so side k lies between
// vertices k and k+1. Heuristic: cube distance from axial coordinates (q = x − (y − (y & 1)) / 2, r = y), exact on the full grid.

import { buildCsr } from "./csr.js";
import { boundOf } from "./heuristic.js";
import { gridSize, parametersObject, rejectUnknown } from "./parameters.js";
import type { Topology, UnitPoint } from "./topology.js";

const HEURISTIC = { kind: "hex" } as const;
const SQRT3 = Math.sqrt(3);
/** Vertex k's offset from the centre (computed once: a polygon per cell is asked of every cell of a drawing). */
const CORNERS: readonly (readonly [number, number])[] = Array.from({ length: 6 }, (_, k) => {
  const angle = ((-30 + 60 * k) * Math.PI) / 180;
  return [Math.cos(angle), Math.sin(angle)] as const;
});

// Neighbour offsets (dx, dy) per side, for even and odd rows.
const EVEN: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
];
const ODD: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
];

export interface HexParameters {
  readonly width: number;
  readonly height: number;
}

export function hexTopology(parameters: HexParameters): Topology {
  const given = parametersObject(parameters, "hex");
  rejectUnknown("hex", given, ["width", "height"]);
  const { width, height } = gridSize("hex", given, 6);
  const csr = buildCsr(width * height, (cell, add) => {
    const x = cell % width;
    const y = (cell - x) / width;
    const deltas = y & 1 ? ODD : EVEN;
    for (let side = 0; side < 6; side++) {
      const nx = x + deltas[side]![0];
      const ny = y + deltas[side]![1];
      if (nx >= 0 && nx < width && ny >= 0 && ny < height) add(ny * width + nx, side);
    }
  });
  const centre = (cell: number): UnitPoint => {
    const x = cell % width;
    const y = (cell - x) / width;
    return [SQRT3 * (x + 0.5 * (y & 1)) + SQRT3 / 2, 1.5 * y + 1];
  };
  const axial = (cell: number): [number, number] => {
    const x = cell % width;
    const y = (cell - x) / width;
    return [x - (y - (y & 1)) / 2, y];
  };
  return {
    name: "hex",
    parameters: { width, height },
    cellCount: width * height,
    ...csr,
    sideNames: ["E", "SE", "SW", "W", "NW", "NE"],
    coordinateNames: ["x", "y"],
    coordinates: (cell) => [cell % width, Math.floor(cell / width)],
    cellAt: (x = -1, y = -1) => (x >= 0 && x < width && y >= 0 && y < height && Number.isInteger(x) && Number.isInteger(y) ? y * width + x : -1),
    centre,
    polygon: (cell) => {
      const [cx, cy] = centre(cell);
      return CORNERS.map(([dx, dy]): UnitPoint => [cx + dx, cy + dy]);
    },
    heuristicKeys: axial,
    lowerBound: (from, to) => boundOf(HEURISTIC, axial(from), axial(to)),
    heuristic: HEURISTIC,
  };
}
