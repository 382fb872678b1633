// The topologies by name: one builder each, and the check that a value is a topology one of them built (the CSR of a
// hand-made object could point anywhere; the Wasm core trusts what it is given).

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { findNamed } from "../base/names.js";
import { cubeTopology } from "./cube.js";
import { hexTopology } from "./hex.js";
import { polarTopology } from "./polar.js";
import { TOPOLOGY_NAMES, type Topology, type TopologyName } from "./topology.js";
import { triangleTopology } from "./triangle.js";
import { upsilonTopology } from "./upsilon.js";
import { weaveTopology } from "./weave.js";
import { wrapTopology } from "./wrap.js";

const built = new WeakSet<Topology>();

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
  const made = builders[entry.name as TopologyName](parameters as never);
  built.add(made);
  return made;
}

/** Throws unless `value` is a topology made by `topology()`. */
export function checkTopology(value: unknown, what = "topology"): asserts value is Topology {
  if (typeof value !== "object" || value === null || !built.has(value as Topology))
    throw new InvalidArgumentError(
      `${what} must be a topology made by topology(name, parameters) (one of ${TOPOLOGY_NAMES.join(", ")}), got ${describeValue(value)}`,
    );
}

export { TOPOLOGY_NAMES, type Topology, type TopologyName };
