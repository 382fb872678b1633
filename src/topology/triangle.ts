// Triangular cells in H rows of W; cell (x, y) is y·W + x and points up when x + y is even (its base below), down
// otherwise (its base above). Slots in side order W, E, S (up cells), N (down cells): codes 0..3, those off the grid
// left out. Geometry: side 1, row height √3/2; cell (x, y) spans x/2 .. x/2 + 1 across; its outline's
// vertices are listed so that the W side runs from vertex 0 to 1, the E side from 1 to 2 and the base from 2 to 0.
// Heuristic: every step changes either the row or the column by 1, never both, so |Δcol| + |Δrow| steps at least
// (consistent, as A* wants).

import { InvalidArgumentError } from "../base/errors.js";
import { buildCsr } from "./csr.js";
import { boundOf } from "./heuristic.js";
import { gridSize, parametersObject, rejectUnknown } from "./parameters.js";
import type { Topology, UnitPoint } from "./topology.js";

const HEURISTIC = { kind: "manhattan" } as const;
const ROW = Math.sqrt(3) / 2;

export interface TriangleParameters {
  readonly width: number;
  readonly height: number;
}

export function triangleTopology(parameters: TriangleParameters): Topology {
  const given = parametersObject(parameters, "triangle");
  rejectUnknown("triangle", given, ["width", "height"]);
  const { width, height } = gridSize("triangle", given, 3, {
    // In a column of single triangles, the third row's triangle points up with nothing below its base to the next.
    check: (w, h) => {
      if (w === 1 && h > 2)
        throw new InvalidArgumentError(`triangle: a grid of width 1 falls apart past 2 rows; width must be at least 2 when height is more than 2, got 1×${h}`);
    },
  });
  const up = (x: number, y: number): boolean => ((x + y) & 1) === 0;
  const csr = buildCsr(width * height, (cell, add) => {
    const x = cell % width;
    const y = (cell - x) / width;
    if (x > 0) add(cell - 1, 0);
    if (x < width - 1) add(cell + 1, 1);
    if (up(x, y)) {
      if (y < height - 1) add(cell + width, 2);
    } else if (y > 0) add(cell - width, 3);
  });
  const polygon = (cell: number): UnitPoint[] => {
    const x = cell % width;
    const y = (cell - x) / width;
    const left = x / 2;
    return up(x, y)
      ? [
          [left, (y + 1) * ROW],
          [left + 0.5, y * ROW],
          [left + 1, (y + 1) * ROW],
        ]
      : [
          [left, y * ROW],
          [left + 0.5, (y + 1) * ROW],
          [left + 1, y * ROW],
        ];
  };
  const keys = (cell: number): [number, number] => [cell % width, Math.floor(cell / width)];
  return {
    name: "triangle",
    parameters: { width, height },
    cellCount: width * height,
    ...csr,
    sideNames: ["W", "E", "S", "N"],
    coordinateNames: ["x", "y"],
    coordinates: keys,
    cellAt: (x = -1, y = -1) => (Number.isInteger(x) && Number.isInteger(y) && x >= 0 && x < width && y >= 0 && y < height ? y * width + x : -1),
    polygon,
    centre: (cell) => {
      const points = polygon(cell);
      return [(points[0]![0] + points[1]![0] + points[2]![0]) / 3, (points[0]![1] + points[1]![1] + points[2]![1]) / 3];
    },
    heuristicKeys: keys,
    lowerBound: (from, to) => boundOf(HEURISTIC, keys(from), keys(to)),
    heuristic: HEURISTIC,
  };
}
