// The single list of algorithms: the CLI, the backends, the tests and the benchmarks all iterate it.
// Adding a generator = assembly/generators/<name>.ts + src/reference/generators/<name>.ts + one entry here.

import { policyOption } from "./growing-tree-policy.js";
import type { OptionSpec } from "./options.js";
import { generateBacktracker } from "./reference/generators/backtracker.js";
import { generatePrim } from "./reference/generators/prim.js";
import { generatePrimTrue } from "./reference/generators/prim-true.js";
import { generateGrowingTree } from "./reference/generators/growing-tree.js";

/** A reference generator: fills `cells` (padded layout) for the seed; extra integers are the encoded options. */
export type ReferenceGenerator = (cells: Uint8Array, width: number, height: number, seed: number, ...options: number[]) => void;

/** Working memory beyond the cell array, in bytes: perCell·W·H + perRow·W + fixed, rounded up. */
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
    name: "prim",
    aliases: ["randomized-prim", "simplified-prim"],
    summary: "Randomized Prim (seed 000): pop a random (cell, parent) pair from the frontier, carve it if the cell is new",
    perfect: true,
    uniform: false,
    bias: "many short dead ends (about 32% of cells), short branches radiating from the start",
    // The frontier: at most 2·W·H − W − H walls of 4 bytes, one slot of slack, 3 bytes of alignment.
    memory: { perCell: 8, perRow: 0, fixed: 7 },
    streamable: false,
    options: [],
    reference: generatePrim,
  },
  {
    name: "prim-true",
    aliases: ["true-prim", "weighted-prim"],
    summary: "Prim with a random weight per cell: the lightest frontier cell joins the maze next (a binary heap)",
    perfect: true,
    uniform: false,
    bias: "very many short dead ends (about 46% of cells): grows like invasion percolation, through light regions first",
    // The heap: one u64 (weight, index) per cell, 7 bytes of alignment.
    memory: { perCell: 8, perRow: 0, fixed: 7 },
    streamable: false,
    options: [],
    reference: generatePrimTrue,
  },
  {
    name: "growing-tree",
    aliases: ["growing"],
    summary: "Growing tree: grow from an active cell chosen by a policy (newest, oldest, random, middle or a mix)",
    perfect: true,
    uniform: false,
    bias: "newest: the backtracker's long corridors (10% dead ends); oldest, middle: straight corridors from the start (1.4%); random: like prim (28%)",
    // The list: one u32 slot per cell; a mix adds a bitset (1 bit a cell, whole words) and a Fenwick tree
    // (4 bytes per 256 cells, a power of two of them: under 1/32 byte a cell + 8), and 3 bytes of alignment.
    memory: { perCell: 4 + 1 / 8 + 1 / 32, perRow: 0, fixed: 15 },
    streamable: false,
    options: [policyOption],
    reference: generateGrowingTree,
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

/** Working bytes of a generator for a W×H maze, beyond the cell array (whole bytes: perCell may be a fraction, for bitsets). */
export function workingBytes(entry: GeneratorEntry, width: number, height: number): number {
  const { perCell, perRow, fixed } = entry.memory;
  return Math.ceil(perCell * width * height + perRow * width + fixed);
}
