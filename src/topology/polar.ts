// Polar cells: R rings around a centre; ring r has count[r] cells (sectors), indexed ring by ring from the centre, sector
// by sector clockwise: cell (r, s) is ringStart[r] + s. Ring 0 holds `centre` cells: 1 is a disc (one cell whose
// neighbours are all of ring 1), 3 or more are wedges meeting at the centre. Each ring r ≥ 1 splits every cell of
// ring r − 1 into ratio(r) cells (so count[r] = count[r − 1]·ratio(r)); the subdivision chooses the ratio from the
// estimated cell width 2πr / count[r − 1] (rings are 1 deep):
//   adaptive (Buck's rule, the default): ratio = max(1, round(width));  double: 2 when round(width) ≥ 2, else 1;
//   none: 1. Ring 1 around a disc always has 6 cells.
// Slots in side order cw (s + 1), ccw (s − 1), in (the parent in ring r − 1), then out 0 .. out ratio−1 (the children
// in ring r + 1): codes 0, 1, 2, 3 + j. A disc has only outward slots; a cell of the last ring none. At most 8 slots.
// Geometry: centred at (R, R); ring r spans radii r .. r + 1, sector s angles 2π·s/count .. 2π·(s + 1)/count (clockwise
// from east, y down). A cell's polygon is its four corners (inner start, outer start, outer end, inner end; the sides
// between are arcs about the centre); the disc's is a 4·count[1]-gon. Heuristic: a step changes the ring by at most 1: |Δring|.

import { InvalidArgumentError } from "../base/errors.js";
import { buildCsr } from "./csr.js";
import { boundOf } from "./heuristic.js";
import { checkCells, choiceParameter, integerParameter, maxCells, parametersObject, rejectUnknown } from "./parameters.js";
import type { Topology, UnitPoint } from "./topology.js";

export const SUBDIVISIONS = ["adaptive", "double", "none"] as const;
const HEURISTIC = { kind: "rings" } as const;
const MAX_RINGS = 2 ** 20;

export interface PolarParameters {
  readonly rings: number;
  /** Cells of ring 0: 1 (a disc, the default) or 3 and more (wedges). */
  readonly centre?: number;
  readonly subdivision?: (typeof SUBDIVISIONS)[number];
}

/** The cell count of each ring, stopping early (with what was counted) once the total passes `limit`. */
export function ringCounts(rings: number, centre: number, subdivision: (typeof SUBDIVISIONS)[number], limit = Number.POSITIVE_INFINITY): number[] {
  const counts = [centre];
  let total = centre;
  for (let r = 1; r < rings && total <= limit; r++) {
    const previous = counts[r - 1]!;
    const estimate = Math.round((2 * Math.PI * r) / previous);
    const ratio = previous === 1 ? 6 : subdivision === "adaptive" ? Math.max(1, estimate) : subdivision === "double" && estimate >= 2 ? 2 : 1;
    counts.push(previous * ratio);
    total += previous * ratio;
  }
  return counts;
}

export function polarTopology(parameters: PolarParameters): Topology {
  const given = parametersObject(parameters, "polar");
  rejectUnknown("polar", given, ["rings", "centre", "subdivision"]);
  const rings = integerParameter("polar", "rings", given.rings, 1, MAX_RINGS);
  const centre = integerParameter("polar", "centre", given.centre, 1, 2 ** 20, 1);
  if (centre === 2)
    throw new InvalidArgumentError("polar: centre must be 1 (a disc) or at least 3 (wedges), got 2: two wedges would be each other's cw and ccw neighbour");
  const subdivision = choiceParameter("polar", "subdivision", given.subdivision, SUBDIVISIONS, "adaptive");
  const limit = maxCells(8);
  const counts = ringCounts(rings, centre, subdivision, limit);
  const cellCount = counts.reduce((a, b) => a + b, 0);
  const largest = (): string => {
    let fitting = 0;
    for (let total = 0; fitting < counts.length && total + counts[fitting]! <= limit; fitting++) total += counts[fitting]!;
    return `${fitting} rings`;
  };
  checkCells("polar", `of ${rings} rings`, cellCount, 8, largest, counts.length === rings);
  const ringStart = new Int32Array(rings + 1);
  for (let r = 0; r < rings; r++) ringStart[r + 1] = ringStart[r]! + counts[r]!;
  const ringOf = (cell: number): number => {
    let low = 0;
    let high = rings - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (ringStart[mid]! <= cell) low = mid;
      else high = mid - 1;
    }
    return low;
  };
  const csr = buildCsr(cellCount, (cell, add) => {
    const r = ringOf(cell);
    const count = counts[r]!;
    const s = cell - ringStart[r]!;
    if (count > 1) {
      add(ringStart[r]! + ((s + 1) % count), 0);
      add(ringStart[r]! + ((s + count - 1) % count), 1);
    }
    if (r > 0) add(ringStart[r - 1]! + Math.floor(s / (count / counts[r - 1]!)), 2);
    if (r < rings - 1) {
      const ratio = counts[r + 1]! / count;
      for (let j = 0; j < ratio; j++) add(ringStart[r + 1]! + s * ratio + j, 3 + j);
    }
  });
  const coordinates = (cell: number): [number, number] => {
    const r = ringOf(cell);
    return [r, cell - ringStart[r]!];
  };
  const at = (radius: number, angle: number): UnitPoint => [rings + radius * Math.cos(angle), rings + radius * Math.sin(angle)];
  // A loop, not Math.max(...counts): a million rings would overflow the call stack as arguments.
  let maxRatio = 0;
  for (let r = 1; r < counts.length; r++) maxRatio = Math.max(maxRatio, counts[r]! / counts[r - 1]!);
  return {
    name: "polar",
    parameters: { rings, centre, subdivision },
    cellCount,
    ...csr,
    sideNames: ["cw", "ccw", "in", ...Array.from({ length: Math.max(maxRatio, 1) }, (_, j) => `out${j}`)],
    coordinateNames: ["ring", "sector"],
    coordinates,
    cellAt: (r = -1, s = -1) => (Number.isInteger(r) && Number.isInteger(s) && r >= 0 && r < rings && s >= 0 && s < counts[r]! ? ringStart[r]! + s : -1),
    centre: (cell) => {
      const [r, s] = coordinates(cell);
      const count = counts[r]!;
      if (count === 1) return [rings, rings];
      return at(r + 0.5, (2 * Math.PI * (s + 0.5)) / count);
    },
    polygon: (cell) => {
      const [r, s] = coordinates(cell);
      const count = counts[r]!;
      if (count === 1) {
        const sides = 4 * (counts[1] ?? 6);
        return Array.from({ length: sides }, (_, k) => at(1, (2 * Math.PI * k) / sides));
      }
      const start = (2 * Math.PI * s) / count;
      const end = (2 * Math.PI * (s + 1)) / count;
      return [at(r, start), at(r + 1, start), at(r + 1, end), at(r, end)];
    },
    heuristicKeys: (cell) => [ringOf(cell)],
    lowerBound: (from, to) => boundOf(HEURISTIC, [ringOf(from)], [ringOf(to)]),
    heuristic: HEURISTIC,
  };
}
