// Octagons and squares (the 4.8.8 tiling) on a W×H checkerboard: cell (x, y) is y·W + x, an octagon when x + y is even,
// a square otherwise. Slots in side order N, NE, E, SE, S, SW, W, NW (codes 0..7): every cell has its orthogonal
// neighbours on the grid (an octagon's are squares, a square's are octagons); only octagons have the diagonal ones
// (octagons too). Geometry: side 1; an octagon's inradius is (1 + √2)/2, centres are (2 + √2)/2 apart along x and y;
// vertex k of an octagon's outline is at angle −112.5° + 45°·k (side k between vertices k and k+1), a square's outline
// is its four corners from the top left, clockwise. Heuristic: a step changes x and y by at most 1 each: max(|Δx|, |Δy|).

import { buildCsr } from "./csr.js";
import { boundOf } from "./heuristic.js";
import { gridSize, parametersObject, rejectUnknown } from "./parameters.js";
import type { Topology, UnitPoint } from "./topology.js";

const HEURISTIC = { kind: "chebyshev" } as const;
const INRADIUS = (1 + Math.SQRT2) / 2;
const PITCH = (2 + Math.SQRT2) / 2;
const CIRCUMRADIUS = 1 / (2 * Math.sin(Math.PI / 8));
/** An octagon's vertex offsets from its centre, computed once. */
const OCTAGON_CORNERS: readonly (readonly [number, number])[] = Array.from({ length: 8 }, (_, k) => {
  const angle = ((-112.5 + 45 * k) * Math.PI) / 180;
  return [CIRCUMRADIUS * Math.cos(angle), CIRCUMRADIUS * Math.sin(angle)] as const;
});
// (dx, dy) of each side code, N first, clockwise.
const DELTAS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

export interface UpsilonParameters {
  readonly width: number;
  readonly height: number;
}

export function upsilonTopology(parameters: UpsilonParameters): Topology {
  const given = parametersObject(parameters, "upsilon");
  rejectUnknown("upsilon", given, ["width", "height"]);
  const { width, height } = gridSize("upsilon", given, 8);
  const csr = buildCsr(width * height, (cell, add) => {
    const x = cell % width;
    const y = (cell - x) / width;
    const octagon = ((x + y) & 1) === 0;
    for (let side = 0; side < 8; side += octagon ? 1 : 2) {
      const nx = x + DELTAS[side]![0];
      const ny = y + DELTAS[side]![1];
      if (nx >= 0 && nx < width && ny >= 0 && ny < height) add(ny * width + nx, side);
    }
  });
  const keys = (cell: number): [number, number] => [cell % width, Math.floor(cell / width)];
  const centre = (cell: number): UnitPoint => {
    const [x, y] = keys(cell);
    return [INRADIUS + x * PITCH, INRADIUS + y * PITCH];
  };
  return {
    name: "upsilon",
    parameters: { width, height },
    cellCount: width * height,
    ...csr,
    sideNames: ["N", "NE", "E", "SE", "S", "SW", "W", "NW"],
    coordinateNames: ["x", "y"],
    coordinates: keys,
    cellAt: (x = -1, y = -1) => (Number.isInteger(x) && Number.isInteger(y) && x >= 0 && x < width && y >= 0 && y < height ? y * width + x : -1),
    centre,
    polygon: (cell) => {
      const [cx, cy] = centre(cell);
      const [x, y] = keys(cell);
      if (((x + y) & 1) !== 0) {
        return [
          [cx - 0.5, cy - 0.5],
          [cx + 0.5, cy - 0.5],
          [cx + 0.5, cy + 0.5],
          [cx - 0.5, cy + 0.5],
        ];
      }
      return OCTAGON_CORNERS.map(([dx, dy]): UnitPoint => [cx + dx, cy + dy]);
    },
    heuristicKeys: keys,
    lowerBound: (from, to) => boundOf(HEURISTIC, keys(from), keys(to)),
    heuristic: HEURISTIC,
  };
}
