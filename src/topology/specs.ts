// The parameters each topology takes, listed once for tools that ask for them (the page's fields, the CLI's flags): the
// name the builder reads, its kind and its default. The builders check the values (ranges, sizes) with named errors.

import { SUBDIVISIONS } from "./polar.js";
import type { TopologyName } from "./topology.js";
import { WRAPS } from "./wrap.js";

export interface TopologyParameterSpec {
  readonly name: string;
  /** An integer, a number, or one of `values`. */
  readonly kind: "integer" | "number" | "choice";
  readonly values?: readonly string[];
  /** What the builder uses when the parameter is absent; none when it must be given. */
  readonly default?: number | string;
  readonly summary: string;
}

const width: TopologyParameterSpec = { name: "width", kind: "integer", summary: "cells across" };
const height: TopologyParameterSpec = { name: "height", kind: "integer", summary: "cells down" };

/** Each topology's parameters, in the order its builder lists them. */
export const TOPOLOGY_PARAMETER_SPECS: Readonly<Record<TopologyName, readonly TopologyParameterSpec[]>> = {
  hex: [width, height],
  triangle: [width, height],
  polar: [
    { name: "rings", kind: "integer", summary: "rings around the centre" },
    { name: "centre", kind: "integer", default: 1, summary: "cells of the centre ring: 1 (a disc) or 3 and more (wedges)" },
    { name: "subdivision", kind: "choice", values: SUBDIVISIONS, default: "adaptive", summary: "how rings split as they grow" },
  ],
  upsilon: [width, height],
  "3d": [width, height, { name: "levels", kind: "integer", summary: "levels of width × height cells" }],
  weave: [
    width,
    height,
    { name: "density", kind: "number", default: 0.3, summary: "the chance (0..1) that a cell that may be a crossing is one" },
    { name: "layoutSeed", kind: "integer", default: 0, summary: "the seed of the crossings' layout" },
  ],
  wrap: [width, height, { name: "wrap", kind: "choice", values: WRAPS, default: "both", summary: "the axes that wrap" }],
};
