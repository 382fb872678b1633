// The single list of algorithms: the CLI, the backends, the tests and the benchmarks all iterate it.
// Adding a generator = assembly/generators/<name>.ts + src/reference/generators/<name>.ts + one entry here.

import type { OptionSpec } from "./options.js";
import { generateAldousBroder } from "./reference/generators/aldous-broder.js";
import { generateBacktracker } from "./reference/generators/backtracker.js";
import { generateHuntAndKill } from "./reference/generators/hunt-and-kill.js";
import { CHAMBER_BYTES, generateRecursiveDivision, MAX_CHAMBERS } from "./reference/generators/recursive-division.js";
import { generateWilson } from "./reference/generators/wilson.js";

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
    name: "aldous-broder",
    aliases: ["aldous", "random-walk"],
    summary: "Random walk over the whole grid, carving on each first entrance; uniform, slow to finish",
    perfect: true,
    uniform: true,
    bias: "none (uniform spanning tree)",
    memory: { perCell: 0, perRow: 0, fixed: 0 },
    streamable: false,
    options: [],
    reference: generateAldousBroder,
  },
  {
    name: "wilson",
    aliases: ["loop-erased-random-walk", "lerw"],
    summary: "Loop-erased random walks from a row-major cursor into a growing tree; uniform",
    perfect: true,
    uniform: true,
    bias: "none (uniform spanning tree)",
    memory: { perCell: 0, perRow: 0, fixed: 0 },
    streamable: false,
    options: [],
    reference: generateWilson,
  },
  {
    name: "hunt-and-kill",
    aliases: ["hunt-kill"],
    summary: "Random walk into unvisited cells; when stuck, join the first unvisited cell (forward row-major cursor) and walk on",
    perfect: true,
    uniform: false,
    bias: "long winding corridors like the backtracker, with short branches off the hunted rows",
    memory: { perCell: 0, perRow: 0, fixed: 0 },
    streamable: false,
    options: [],
    reference: generateHuntAndKill,
  },
  {
    name: "recursive-division",
    aliases: ["division", "wall-adder"],
    summary: "Wall adder: split each chamber by a straight wall with one gap, across its longer side (explicit stack)",
    perfect: true,
    uniform: false,
    bias: "long straight walls, rectangular rooms, a visible hierarchy of chambers",
    // A fixed stack of chambers (the smaller chamber is divided first, so at most 31 wait) + 15 bytes to align it to 16.
    memory: { perCell: 0, perRow: 0, fixed: MAX_CHAMBERS * CHAMBER_BYTES + 15 },
    streamable: false,
    options: [],
    reference: generateRecursiveDivision,
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
