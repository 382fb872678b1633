// The single list of algorithms: the CLI, the backends, the tests and the benchmarks all iterate it.
// Adding a generator = assembly/generators/<name>.ts + src/reference/generators/<name>.ts + one entry here.

import type { OptionSpec } from "./options.js";
import { generateBacktracker } from "./reference/generators/backtracker.js";
import { generateFusion } from "./reference/generators/fusion.js";
import { generateGrowingForest } from "./reference/generators/growing-forest.js";
import { generateKruskal } from "./reference/generators/kruskal.js";

/** A reference generator: fills `cells` (padded layout) for the seed; extra integers are the encoded options. */
export type ReferenceGenerator = (cells: Uint8Array, width: number, height: number, seed: number, ...options: number[]) => void;

/** Working memory beyond the cell array, in bytes: perCell·W·H + perRow·W + fixed. */
export interface WorkingMemory {
  readonly perCell: number;
  readonly perRow: number;
  readonly fixed: number;
}

export interface GeneratorEntry {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly summary: string;
  /** Yields a perfect maze: every cell reachable by exactly one path. */
  readonly perfect: boolean;
  /** Samples spanning trees uniformly at random. */
  readonly uniform: boolean;
  /** The texture it leaves, in a few words. */
  readonly bias: string;
  readonly memory: WorkingMemory;
  /** Can produce the maze row by row with O(width) memory. */
  readonly streamable: boolean;
  readonly options: readonly OptionSpec[];
  readonly reference: ReferenceGenerator;
}

export const generators: readonly GeneratorEntry[] = [
  {
    name: "backtracker",
    aliases: ["dfs", "recursive-backtracker", "depth-first"],
    summary: "Randomized depth-first search; the parent direction lives in each cell, so no stack",
    perfect: true,
    uniform: false,
    bias: "long winding corridors, few dead ends",
    memory: { perCell: 0, perRow: 0, fixed: 0 },
    streamable: false,
    options: [],
    reference: generateBacktracker,
  },
  {
    name: "kruskal",
    aliases: ["randomized-kruskal"],
    summary: "Randomized Kruskal: every wall in an implicit random order (a Feistel permutation), union-find joins",
    perfect: true,
    uniform: false,
    bias: "short dead ends everywhere (31% of cells), no long corridors: the minimum spanning tree of random wall ranks",
    // The union-find parent array and the cycle-search queue (4 bytes per cell each), plus up to 7 bytes of alignment.
    memory: { perCell: 8, perRow: 0, fixed: 8 },
    streamable: false,
    options: [],
    reference: generateKruskal,
  },
  {
    name: "fusion",
    aliases: ["random-merge", "merge"],
    summary: "Random merge (seed 003): a random cell with a neighbour in another set joins one of them, union-find",
    perfect: true,
    uniform: false,
    bias: "like Kruskal, short dead ends everywhere, a few more of them (33% of cells)",
    // The union-find parent array and the candidate list (4 bytes per cell each), plus up to 7 bytes of alignment.
    memory: { perCell: 8, perRow: 0, fixed: 8 },
    streamable: false,
    options: [],
    reference: generateFusion,
  },
  {
    name: "growing-forest",
    aliases: ["forest"],
    summary: "Depth-first trees seeded at random cells grow together (each step a random tree adds a cell), then merge by union-find",
    perfect: true,
    uniform: false,
    bias: "backtracker corridors within each tree (10% dead ends with 16 trees); trees meet along seams crossed by one passage per merge",
    // The union-find parent array, and the seeds and growing trees, later each set's best wall (4 bytes per cell each), plus alignment.
    memory: { perCell: 8, perRow: 0, fixed: 8 },
    streamable: false,
    options: [
      {
        name: "trees",
        summary: "number of trees seeded at distinct random cells (at most W·H are used; 1 gives the backtracker)",
        min: 1,
        max: 4294967295,
        default: 16,
        check: (value) => (Number.isInteger(value) ? undefined : "must be an integer"),
        encode: (value) => [Number(value)],
      },
    ],
    reference: generateGrowingForest,
  },
];

/** Solvers join this list with the solver catalogue; the shape is fixed here so tools can iterate it now. */
export interface SolverEntry {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly summary: string;
  readonly optimal: boolean;
}

export const solvers: readonly SolverEntry[] = [];

/** Name of the Wasm export that runs a generator: generate_<name with dashes as underscores>. */
export function wasmGeneratorExport(entry: GeneratorEntry): string {
  return `generate_${entry.name.replaceAll("-", "_")}`;
}

/** Working bytes of a generator for a W×H maze, beyond the cell array. */
export function workingBytes(entry: GeneratorEntry, width: number, height: number): number {
  const { perCell, perRow, fixed } = entry.memory;
  return perCell * width * height + perRow * width + fixed;
}
