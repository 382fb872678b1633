// The topologies by name: one builder each, and the check that a value is a topology one of them built (the CSR of a
// hand-made object could point anywhere; the Wasm core trusts what it is given).

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { findNamed } from "../base/names.js";
import { cubeTopology as buildCube, type CubeParameters } from "./cube.js";
import { hexTopology as buildHex, type HexParameters } from "./hex.js";
import { polarTopology as buildPolar, type PolarParameters } from "./polar.js";
import { TOPOLOGY_NAMES, type Topology, type TopologyName } from "./topology.js";
import { triangleTopology as buildTriangle, type TriangleParameters } from "./triangle.js";
import { upsilonTopology as buildUpsilon, type UpsilonParameters } from "./upsilon.js";
import { weaveTopology as buildWeave, type WeaveParameters, type WeaveTopology } from "./weave.js";
import { wrapTopology as buildWrap, type WrapParameters } from "./wrap.js";

// Every topology a builder made, with a hash of its tables: typed arrays cannot be frozen, so a change is detected.
const built = new WeakMap<Topology, number>();

/** A 32-bit hash of the CSR table and the side codes (FNV-1a over their words). */
function tableHash(t: Topology): number {
  let hash = 0x811c9dc5;
  for (const table of [t.offsets, t.neighbours, t.sides]) {
    for (let i = 0; i < table.length; i++) hash = Math.imul(hash ^ table[i]!, 0x01000193);
  }
  return hash >>> 0;
}

/** Remembers (and freezes) a topology a builder made, so the API can trust its CSR table. */
function registered<T extends Topology>(made: T): T {
  built.set(Object.freeze(made), tableHash(made));
  return made;
}

/** Hexagonal cells, pointy-top, odd rows shifted right (docs/ARCHITECTURE.md, "Topologies"). */
export const hexTopology = (parameters: HexParameters): Topology => registered(buildHex(parameters));
/** Triangles, alternately pointing up and down. */
export const triangleTopology = (parameters: TriangleParameters): Topology => registered(buildTriangle(parameters));
/** Rings around a centre, subdivided as they grow. */
export const polarTopology = (parameters: PolarParameters): Topology => registered(buildPolar(parameters));
/** Octagons and squares. */
export const upsilonTopology = (parameters: UpsilonParameters): Topology => registered(buildUpsilon(parameters));
/** Levels of square grids joined by up and down passages ("3d"). */
export const cubeTopology = (parameters: CubeParameters): Topology => registered(buildCube(parameters));
/** A square grid whose passages may cross over and under each other at crossings. */
export const weaveTopology = (parameters: WeaveParameters): WeaveTopology => registered(buildWeave(parameters));
/** A square grid wrapped into a cylinder or a torus. */
export const wrapTopology = (parameters: WrapParameters): Topology => registered(buildWrap(parameters));

const builders: Readonly<Record<TopologyName, (parameters: never) => Topology>> = {
  hex: hexTopology,
  triangle: triangleTopology,
  polar: polarTopology,
  upsilon: upsilonTopology,
  "3d": cubeTopology,
  weave: weaveTopology,
  wrap: wrapTopology,
};

/** The topology `name` with these parameters (see each builder for its parameters); the named errors say what is allowed. */
export function topology(name: string, parameters?: Readonly<Record<string, unknown>>): Topology {
  const entry = findNamed(
    "topology",
    TOPOLOGY_NAMES.map((n) => ({ name: n, aliases: [] })),
    name,
  );
  return builders[entry.name as TopologyName](parameters as never);
}

/** Throws unless `value` is a topology made by topology() or one of the builders. */
export function checkTopology(value: unknown, what = "topology"): asserts value is Topology {
  const hash = typeof value === "object" && value !== null ? built.get(value as Topology) : undefined;
  if (hash === undefined)
    throw new InvalidArgumentError(
      `${what} must be a topology made by topology(name, parameters) (one of ${TOPOLOGY_NAMES.join(", ")}), got ${describeValue(value)}`,
    );
  if (tableHash(value as Topology) !== hash)
    throw new InvalidArgumentError(`${what}: its neighbour table was changed after it was built; build the topology again instead`);
}

export { TOPOLOGY_PARAMETER_SPECS, type TopologyParameterSpec } from "./specs.js";
export type { HeuristicKind, TopologyParameters, UnitPoint } from "./topology.js";
export type { CubeParameters, HexParameters, PolarParameters, TriangleParameters, UpsilonParameters, WeaveParameters, WeaveTopology, WrapParameters };
export { TOPOLOGY_NAMES, type Topology, type TopologyName };
