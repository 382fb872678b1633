// The algorithms that run on topologies (src/topology/), listed once: which generator runs on which topology, its
// working memory, options and reference function. The backends run them (export topology_generate_<name>).
// Solvers and passes on topologies are fixed (bfs, astar, distances, farthest, braid) and need no entries.

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { findNamed } from "../base/names.js";
import type { OptionValue } from "../grid/data.js";
import { topologyAldousBroder } from "../reference/topology/aldous-broder.js";
import { topologyBacktracker } from "../reference/topology/backtracker.js";
import type { Graph } from "../reference/topology/graph.js";
import { topologyGrowingTree } from "../reference/topology/growing-tree.js";
import { topologyHuntAndKill } from "../reference/topology/hunt-and-kill.js";
import { topologyKruskal } from "../reference/topology/kruskal.js";
import { topologyPrimTrue } from "../reference/topology/prim-true.js";
import { topologyWilson } from "../reference/topology/wilson.js";
import { TOPOLOGY_NAMES, type TopologyName } from "../topology/topology.js";
import { generators } from "./generators.js";
import { policyOption } from "./growing-tree-policy.js";
import { encodeOptions, type OptionSpec } from "./options.js";

/** The graph a reference generator fills (links) from its CSR table. */
export type TopologyGraph = Graph;

export interface TopologyGeneratorEntry {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly summary: string;
  /** Samples spanning trees uniformly at random. */
  readonly uniform: boolean;
  /** The topologies it runs on. */
  readonly topologies: readonly TopologyName[];
  readonly options: readonly OptionSpec[];
  /** Working bytes for `cells` cells and `entries` slot entries (the CSR's neighbours), beyond the graph and the links. */
  readonly work: (cells: number, entries: number) => number;
  readonly reference: (graph: Graph, seed: number, ...options: number[]) => void;
  /** Takes the graph's narrowWalks (Topology.narrowWalks) as one more argument after its options, 1 or 0. */
  readonly narrowWalks?: boolean;
}

export const TOPOLOGY_GENERATOR_NAMES = ["backtracker", "wilson", "aldous-broder", "kruskal", "prim-true", "growing-tree", "hunt-and-kill"] as const;
export type TopologyGeneratorName = (typeof TOPOLOGY_GENERATOR_NAMES)[number];

const everywhere = TOPOLOGY_NAMES;
// The Wasm core's walks copy the deltas of u16 shapes to i16 rows, 16 bytes a shape (at most min(cells, 65536) of
// them): compactBytes in assembly/topology/shaped-walk.ts.
const compactRowBytes = (cells: number): number => Math.min(cells, 65536) * 16 + 16;

export const topologyGenerators: readonly TopologyGeneratorEntry[] = [
  {
    name: "backtracker",
    aliases: ["dfs", "recursive-backtracker", "depth-first"],
    summary: "Randomized depth-first search with a stack of cells",
    uniform: false,
    topologies: everywhere,
    options: [],
    // The stack (4 bytes a cell), then the Wasm core's i16 rows of u16 shapes (assembly/topology/shaped-walk.ts).
    work: (cells) => 4 * cells + compactRowBytes(cells),
    reference: topologyBacktracker,
  },
  {
    name: "wilson",
    aliases: [],
    summary: "Loop-erased random walks (uniform spanning tree); the exit slot of each cell in a byte",
    uniform: true,
    topologies: everywhere,
    options: [],
    // The exit slots, then the walks' marks (assembly/topology/slot-draws.ts).
    work: (cells) => 2 * cells,
    reference: topologyWilson,
    narrowWalks: true,
  },
  {
    name: "aldous-broder",
    aliases: ["aldous"],
    summary: "A random walk carving into each cell it first enters (uniform spanning tree)",
    uniform: true,
    topologies: everywhere,
    options: [],
    // The walk's marks (assembly/topology/slot-draws.ts), a byte per 8×8 block (assembly/topology/safe-blocks.ts), 15 to
    // align, and the jump tables of 3 groups of 2 classes: 64 steps and 4096 pairs of steps each, i32 (checked-jumps.ts),
    // or on a layout with holes in their place the pairs, 2 bytes a cell (hole-steps.ts).
    work: (cells) => cells + Math.ceil(cells / 32) + 16 + 15 + Math.max(3 * 2 * (64 + 4096) * 4, 2 * cells),
    reference: topologyAldousBroder,
    narrowWalks: true,
  },
  {
    name: "kruskal",
    aliases: [],
    summary: "Every edge once, shuffled (Fisher-Yates), joined when its cells are in different sets",
    uniform: false,
    topologies: everywhere,
    options: [],
    // The edge list, the sets (4 bytes a cell) and the marks of the edges that still join two sets (1 byte a cell).
    work: (cells, entries) => 4 * (entries >>> 1) + 5 * cells,
    reference: topologyKruskal,
  },
  {
    name: "prim-true",
    aliases: ["true-prim"],
    summary: "Prim with a random weight per frontier cell, a binary min-heap",
    uniform: false,
    topologies: everywhere,
    options: [],
    // The 4-ary heap: 8 bytes a cell, 3 entries past the last and up to 87 bytes of alignment; the discoverer slots.
    work: (cells) => 9 * cells + 112,
    reference: topologyPrimTrue,
  },
  {
    name: "growing-tree",
    aliases: ["growing"],
    summary: "Growing tree: grow from an active cell chosen by a policy (newest, oldest, random, middle or a mix)",
    uniform: false,
    topologies: everywhere,
    options: [policyOption],
    // The Wasm core's i16 rows of u16 shapes (assembly/topology/shaped-walk.ts), then the list (4 bytes a cell) and
    // for a mix a bitset and a Fenwick tree, as the square grid's growing tree.
    work: (cells) => compactRowBytes(cells) + Math.ceil(cells * (4 + 1 / 8 + 1 / 32)) + 16,
    reference: (graph, seed, newest = 1, oldest = 0, random = 0, middle = 0) => topologyGrowingTree(graph, seed, newest, oldest, random, middle),
  },
  {
    name: "hunt-and-kill",
    aliases: ["hunt"],
    summary: "A random walk into new cells; when stuck, hunt forward from a cursor for a new cell beside the maze",
    uniform: false,
    topologies: everywhere,
    options: [],
    // The Wasm core's i16 rows of u16 shapes (assembly/topology/shaped-walk.ts).
    work: compactRowBytes,
    reference: topologyHuntAndKill,
  },
];

/** The topology generator a name or alias names, checked to run on `topology`; the errors name what is allowed. */
export function findTopologyGenerator(wanted: string | TopologyGeneratorEntry, topology: TopologyName): TopologyGeneratorEntry {
  if (!(TOPOLOGY_NAMES as readonly unknown[]).includes(topology))
    throw new InvalidArgumentError(`topology must be one of ${TOPOLOGY_NAMES.join(", ")}, got ${describeValue(topology)}`);
  const allowed = topologyGenerators.filter((e) => e.topologies.includes(topology)).map((e) => e.name);
  // A generator of the square grid alone (binary-tree, eller, …) is a refused pair, named as such.
  const squareOnly =
    typeof wanted === "string" ? generators.find((e) => e.name === wanted.toLowerCase() || e.aliases.includes(wanted.toLowerCase())) : undefined;
  if (squareOnly && !topologyGenerators.some((e) => e.name === squareOnly.name))
    throw new InvalidArgumentError(
      `${squareOnly.name} runs on the square grid only, not on topology ${topology}; the generators on ${topology} are ${allowed.join(", ")}`,
    );
  const entry = findNamed<TopologyGeneratorEntry>("topology algorithm", topologyGenerators, wanted);
  if (!entry.topologies.includes(topology))
    throw new InvalidArgumentError(`${entry.name} does not run on topology ${topology}; the generators on ${topology} are ${allowed.join(", ")}`);
  return entry;
}

/** The option integers of `entry` for the given options (named errors for unknown names and bad values). */
export function encodeTopologyOptions(entry: TopologyGeneratorEntry, given: Readonly<Record<string, OptionValue>> | undefined): number[] {
  return encodeOptions(entry.name, entry.options, given);
}

/** The arguments a generator's core function and reference take after the seed: its options, and the graph's narrowWalks if it honours it. */
export function generatorArguments(entry: TopologyGeneratorEntry, graph: { readonly narrowWalks?: boolean }, options: readonly number[]): number[] {
  return entry.narrowWalks ? [...options, graph.narrowWalks ? 1 : 0] : [...options];
}
