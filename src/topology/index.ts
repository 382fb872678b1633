// The topologies by name: one builder each, and the check that a value is a topology one of them built (the CSR of a
// hand-made object could point anywhere; the Wasm core trusts what it is given).

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { findNamed } from "../base/names.js";
import { cubeTopology as buildCube, type CubeParameters } from "./cube.js";
import { hexTopology as buildHex, type HexParameters } from "./hex.js";
import { checkMaskable, keptTopology } from "./masked.js";
import { parametersObject } from "./parameters.js";
import { polarTopology as buildPolar, type PolarParameters } from "./polar.js";
import { TOPOLOGY_NAMES, type Topology, type TopologyName } from "./topology.js";
import { triangleTopology as buildTriangle, type TriangleParameters } from "./triangle.js";
import { upsilonTopology as buildUpsilon, type UpsilonParameters } from "./upsilon.js";
import { weaveTopology as buildWeave, type WeaveParameters, type WeaveTopology } from "./weave.js";
import { wrapTopology as buildWrap, type WrapParameters } from "./wrap.js";

// Every topology a builder made, with a hash of its tables: typed arrays cannot be frozen, so a change is detected.
const built = new WeakMap<Topology, number>();

const FNV_PRIME = 0x01000193;
// The lanes start from a key drawn once per process, so a caller cannot compute a change of two words that leaves the
// hash as it was (with a known start, FNV-1a's lane can be walked back; the core trusts the tables it is given).
const HASH_KEY = crypto.getRandomValues(new Int32Array(8));

/**
 * A 32-bit hash of the CSR table, the side codes, the positions and weave's crossings: FNV-1a over their words in 8 interleaved lanes
 * (word i feeds lane i mod 8), so the multiplications do not wait on each other; every call into a topology pays it
 * (1.8–2.1× faster than one lane at 10^6 cells of hex, 3d and polar). One changed word always changes the hash: each
 * step is a bijection of the lane.
 */
function tableHash(t: Topology): number {
  const lanes = HASH_KEY.slice();
  // Weave's crossings too: its drawings read them, not the CSR.
  const { crossings } = t as Partial<WeaveTopology>;
  const tables = [t.offsets, t.neighbours, ...wordsOf(t.sides), ...(t.positions ? [t.positions.of] : []), ...(crossings ? [crossings] : [])];
  for (const table of tables) {
    let [a, b, c, d, e, f, g, h] = lanes;
    const whole = table.length & ~7;
    for (let i = 0; i < whole; i += 8) {
      a = Math.imul(a! ^ table[i]!, FNV_PRIME);
      b = Math.imul(b! ^ table[i + 1]!, FNV_PRIME);
      c = Math.imul(c! ^ table[i + 2]!, FNV_PRIME);
      d = Math.imul(d! ^ table[i + 3]!, FNV_PRIME);
      e = Math.imul(e! ^ table[i + 4]!, FNV_PRIME);
      f = Math.imul(f! ^ table[i + 5]!, FNV_PRIME);
      g = Math.imul(g! ^ table[i + 6]!, FNV_PRIME);
      h = Math.imul(h! ^ table[i + 7]!, FNV_PRIME);
    }
    lanes.set([a!, b!, c!, d!, e!, f!, g!, h!]);
    for (let i = whole; i < table.length; i++) lanes[i & 7] = Math.imul(lanes[i & 7]! ^ table[i]!, FNV_PRIME);
  }
  // Lane k weighs 2k + 1 (odd, so a bijection): one changed lane always changes the result.
  return lanes.reduce((hash, lane, k) => (hash ^ Math.imul(lane, 2 * k + 1)) >>> 0, 0);
}

/**
 * The side codes as 32-bit words (four codes a word, the last 0 to 3 codes a word each), so that the hash's loop reads
 * one array type: with bytes among the words its element loads were polymorphic, about 2 ns a word (checkTopology of
 * a 1000×1000 hex took 27 ms).
 */
function wordsOf(sides: Uint8Array): Int32Array[] {
  const aligned = sides.byteOffset % 4 === 0 ? sides : sides.slice();
  const whole = aligned.length & ~3;
  return [new Int32Array(aligned.buffer, aligned.byteOffset, whole >> 2), Int32Array.from(aligned.subarray(whole))];
}

/** Throws unless `cell` is a cell index of `t`: what its geometry and A* keys are asked about (a caller's -1, 1.5, "3" or
 *  10n would get the outline of a cell that does not exist, NaN coordinates or a TypeError). */
function checkGeometryCell(t: Topology, method: string, cell: unknown): void {
  if (typeof cell !== "number" || !Number.isInteger(cell) || cell < 0 || cell >= t.cellCount)
    throw new InvalidArgumentError(`${t.name}.${method}: cell must be a cell index from 0 to ${t.cellCount - 1}, got ${describeValue(cell)}`);
}

// The methods of a topology that take one cell; lowerBound takes two.
const ONE_CELL_METHODS = ["coordinates", "polygon", "centre", "heuristicKeys"] as const;

// The methods of a topology that take cells, each checked at its door before the builder's own (which trusts its cells).
function checkedGeometry(made: Topology): void {
  const methods = made as unknown as Record<string, unknown>;
  for (const method of ONE_CELL_METHODS) {
    const own = made[method] as (cell: number) => unknown;
    methods[method] = (cell: number) => {
      checkGeometryCell(made, method, cell);
      return own(cell);
    };
  }
  const { lowerBound } = made;
  methods.lowerBound = (from: number, to: number) => {
    checkGeometryCell(made, "lowerBound", from);
    checkGeometryCell(made, "lowerBound", to);
    return lowerBound(from, to);
  };
}

/** Remembers (and freezes, with the plain objects it holds) a topology a builder made, so the API can trust its tables,
 *  parameters and heuristic (the drawings size themselves by the parameters, A* bounds by the heuristic); its methods
 *  that take a cell refuse anything else by name. */
function registered<T extends Topology>(made: T): T {
  checkedGeometry(made);
  for (const part of [made.parameters, made.heuristic, made.positions, made.sideNames, made.coordinateNames]) if (part) Object.freeze(part);
  built.set(Object.freeze(made), tableHash(made));
  return made;
}

/** A mask's parameter: base64 of one bit per cell, the cells kept (src/topology/masked.ts); hex, triangle, upsilon, polar. */
export interface KeepParameter {
  readonly keep?: string;
}

// The builder of topology `name`, registered, with its cells left out as `keep` says.
function maskable<P>(name: TopologyName, build: (parameters: P) => Topology): (parameters: P & KeepParameter) => Topology {
  return (parameters) => {
    const given = parametersObject(parameters, name);
    if (given.keep === undefined) return registered(build(parameters));
    const { keep, ...rest } = given;
    return registered(keptTopology(build(rest as P), keep));
  };
}

// The builder of topology `name`, registered; `keep` refused by name (a mask needs cells pictured side by side).
function unmaskable<P, T extends Topology>(name: TopologyName, build: (parameters: P) => T): (parameters: P) => T {
  return (parameters) => {
    if (parametersObject(parameters, name).keep !== undefined) checkMaskable(name);
    return registered(build(parameters));
  };
}

/** Hexagonal cells, pointy-top, odd rows shifted right (docs/ARCHITECTURE.md, "Topologies"). */
export const hexTopology = maskable("hex", buildHex);
/** Triangles, alternately pointing up and down. */
export const triangleTopology = maskable("triangle", buildTriangle);
/** Rings around a centre, subdivided as they grow. */
export const polarTopology = maskable("polar", buildPolar);
/** Octagons and squares. */
export const upsilonTopology = maskable("upsilon", buildUpsilon);
/** Levels of square grids joined by up and down passages ("3d"). */
export const cubeTopology = unmaskable("3d", buildCube);
/** A square grid whose passages may cross over and under each other at crossings. */
export const weaveTopology = unmaskable("weave", buildWeave);
/** A square grid wrapped into a cylinder or a torus. */
export const wrapTopology = unmaskable("wrap", buildWrap);

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

export { checkMaskable, keepBits, keepText, keptCount, MASKABLE_TOPOLOGIES } from "./masked.js";
export { TOPOLOGY_PARAMETER_SPECS, type TopologyParameterSpec } from "./specs.js";
export type { HeuristicKind, TopologyParameters, UnitPoint } from "./topology.js";
export type { CubeParameters, HexParameters, PolarParameters, TriangleParameters, UpsilonParameters, WeaveParameters, WeaveTopology, WrapParameters };
export { TOPOLOGY_NAMES, type Topology, type TopologyName };
