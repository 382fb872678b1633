// The square grid wrapped: a cylinder in x (the east edge joins the west edge), in y (the south edge joins the north
// edge), or a torus in both. Cell (x, y) is y·W + x. Slots in side order N, E, S, W (codes 0..3); a wrapped axis has no
// edge, so its cells have both neighbours along it. A wrapped axis needs at least 3 cells (with 2, east and west would
// be the same neighbour). Geometry: unit squares, cell (x, y) from (x, y) to (x + 1, y + 1); a passage across a seam is
// the slot whose neighbour is on the far side. Heuristic: per axis |Δ|, or min(|Δ|, size − |Δ|) on a wrapped one.

import { InvalidArgumentError } from "../base/errors.js";
import { buildCsr } from "./csr.js";
import { boundOf } from "./heuristic.js";
import { choiceParameter, gridSize, parametersObject, rejectUnknown } from "./parameters.js";
import { squareCells } from "./square-cells.js";
import type { HeuristicKind, Topology } from "./topology.js";

export const WRAPS = ["x", "y", "both"] as const;

export interface WrapParameters {
  readonly width: number;
  readonly height: number;
  /** Which axes wrap: "x" (a cylinder), "y" (a cylinder), "both" (a torus, the default). */
  readonly wrap?: (typeof WRAPS)[number];
}

export function wrapTopology(parameters: WrapParameters): Topology {
  const given = parametersObject(parameters, "wrap");
  rejectUnknown("wrap", given, ["width", "height", "wrap"]);
  const wrap = choiceParameter("wrap", "wrap", given.wrap, WRAPS, "both");
  const inX = wrap !== "y";
  const inY = wrap !== "x";
  const { width, height } = gridSize("wrap", given, 4, {
    check: (w, h) => {
      if ((inX && w < 3) || (inY && h < 3))
        throw new InvalidArgumentError(`wrap: a wrapped axis needs at least 3 cells, got ${w}×${h} wrapping ${wrap === "both" ? "x and y" : wrap}`);
    },
    // The largest that fits keeps a wrapped y axis at 3 rows or more.
    minRows: inY ? 3 : 1,
  });
  const csr = buildCsr(width * height, (cell, add) => {
    const x = cell % width;
    const y = (cell - x) / width;
    if (y > 0) add(cell - width, 0);
    else if (inY) add(cell + (height - 1) * width, 0);
    if (x < width - 1) add(cell + 1, 1);
    else if (inX) add(cell - x, 1);
    if (y < height - 1) add(cell + width, 2);
    else if (inY) add(x, 2);
    if (x > 0) add(cell - 1, 3);
    else if (inX) add(cell + width - 1, 3);
  });
  const heuristic: HeuristicKind = { kind: "torus", width: inX ? width : 0, height: inY ? height : 0 };
  const keys = (cell: number): [number, number] => [cell % width, Math.floor(cell / width)];
  return {
    name: "wrap",
    parameters: { width, height, wrap },
    cellCount: width * height,
    ...csr,
    sideNames: ["N", "E", "S", "W"],
    coordinateNames: ["x", "y"],
    coordinates: keys,
    cellAt: (x = -1, y = -1) => (Number.isInteger(x) && Number.isInteger(y) && x >= 0 && x < width && y >= 0 && y < height ? y * width + x : -1),
    ...squareCells(keys),
    heuristicKeys: keys,
    lowerBound: (from, to) => boundOf(heuristic, keys(from), keys(to)),
    heuristic,
  };
}
