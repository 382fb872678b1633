// A square grid where passages may cross: W×H cells, some of them crossings. A crossing is not a cell of the graph: it
// carries two edges, an over edge joining its west and east neighbours (a bridge through it) and an under edge joining
// its north and south neighbours (a tunnel beneath). A maze may carve either, both (a true crossing) or neither (the
// crossing is solid rock). Crossings are chosen by `layoutSeed` (part of the topology, not of a maze): the cells with
// 1 ≤ x ≤ W − 2 and 1 ≤ y ≤ H − 2 are visited row-major, and one whose west and north neighbours are not crossings
// becomes one when a Dice draw (src/base/dice.ts, seeded by layoutSeed, one draw per such cell) is below
// density·2^32; so no two crossings touch along a side and no crossing is on the border.
// Cells of the graph are the other grid cells, numbered row-major (crossings skipped): `gridCells[c]` is cell c's
// grid index y·W + x. Slots in side order N, N-under, E, E-over, S, S-under, W, W-over (codes 0..7; code 2·d + 1 is the
// direction d through a crossing to the cell two steps away); each cell has at most one of each direction.
// Geometry: unit squares, cell (x, y) from (x, y) to (x + 1, y + 1); `crossings` lists the crossings' grid indices.
// Heuristic: a step moves at most 2 cells along the grid, so ceil((|Δx| + |Δy|) / 2).

import { Dice } from "../base/dice.js";
import { buildCsr } from "./csr.js";
import { boundOf } from "./heuristic.js";
import { checkCells, integerParameter, numberParameter, parametersObject, rejectUnknown } from "./parameters.js";
import { squareCells } from "./square-cells.js";
import type { Topology } from "./topology.js";

const HEURISTIC = { kind: "half-manhattan" } as const;
// (dx, dy) of N, E, S, W.
const DELTAS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

export interface WeaveParameters {
  readonly width: number;
  readonly height: number;
  /** The chance that a cell that may be a crossing is one, from 0 to 1 (default 0.3). */
  readonly density?: number;
  /** The seed of the crossings' layout, an integer from 0 to 2^32 − 1 (default 0). */
  readonly layoutSeed?: number;
}

/** A weave topology: a Topology with its crossings and the grid cell of each of its cells. */
export interface WeaveTopology extends Topology {
  readonly crossings: Int32Array;
  readonly gridCells: Int32Array;
}

export function weaveTopology(parameters: WeaveParameters): WeaveTopology {
  const given = parametersObject(parameters, "weave");
  rejectUnknown("weave", given, ["width", "height", "density", "layoutSeed"]);
  const width = integerParameter("weave", "width", given.width, 1, 2 ** 30);
  const height = integerParameter("weave", "height", given.height, 1, 2 ** 30);
  const density = numberParameter("weave", "density", given.density, 0, 1, 0.3);
  const layoutSeed = integerParameter("weave", "layoutSeed", given.layoutSeed, 0, 2 ** 32 - 1, 0);
  // 8 slots' worth per cell covers the two maps of 4 bytes each (node → grid, grid → node) beside the 4 slots.
  checkCells("weave", `${width}×${height}`, width * height, 8, (most) => {
    const fitting = Math.floor(most / width);
    const side = Math.floor(Math.sqrt(most));
    return fitting >= 1 ? `${width}×${fitting}` : `${side}×${side}`;
  });
  const threshold = Math.floor(density * 2 ** 32);
  const dice = new Dice(layoutSeed);
  // Grid index → cell index, −1 for a crossing.
  const cellOf = new Int32Array(width * height);
  const crossingList: number[] = [];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const g = y * width + x;
      if (cellOf[g - 1] === -1 || cellOf[g - width] === -1) continue;
      if (dice.next() < threshold) {
        cellOf[g] = -1;
        crossingList.push(g);
      }
    }
  }
  const cellCount = width * height - crossingList.length;
  const gridCells = new Int32Array(cellCount);
  for (let g = 0, c = 0; g < width * height; g++) {
    if (cellOf[g] === -1) continue;
    cellOf[g] = c;
    gridCells[c++] = g;
  }
  const csr = buildCsr(cellCount, (cell, add) => {
    const g = gridCells[cell]!;
    const x = g % width;
    const y = (g - x) / width;
    for (let d = 0; d < 4; d++) {
      const nx = x + DELTAS[d]![0];
      const ny = y + DELTAS[d]![1];
      if (nx < 0 || nx >= width || ny < 0 || ny >= height) continue;
      const next = cellOf[ny * width + nx]!;
      // A crossing is interior and its neighbours are cells, so the cell beyond it exists.
      if (next === -1) add(cellOf[(ny + DELTAS[d]![1]) * width + nx + DELTAS[d]![0]]!, 2 * d + 1);
      else add(next, 2 * d);
    }
  });
  const keys = (cell: number): [number, number] => {
    const g = gridCells[cell]!;
    return [g % width, Math.floor(g / width)];
  };
  return {
    name: "weave",
    parameters: { width, height, density, layoutSeed },
    cellCount,
    ...csr,
    crossings: Int32Array.from(crossingList),
    gridCells,
    positions: { of: gridCells, count: width * height },
    narrowWalks: true,
    sideNames: ["N", "N-under", "E", "E-over", "S", "S-under", "W", "W-over"],
    coordinateNames: ["x", "y"],
    coordinates: keys,
    cellAt: (x = -1, y = -1) => (Number.isInteger(x) && Number.isInteger(y) && x >= 0 && x < width && y >= 0 && y < height ? cellOf[y * width + x]! : -1),
    ...squareCells(keys),
    heuristicKeys: keys,
    lowerBound: (from, to) => boundOf(HEURISTIC, keys(from), keys(to)),
    heuristic: HEURISTIC,
  };
}
