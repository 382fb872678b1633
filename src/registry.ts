// The single list of algorithms: the CLI, the backends, the tests and the benchmarks all iterate it.
// Adding a generator = assembly/generators/<name>.ts + src/reference/generators/<name>.ts + one entry here;
// adding a solver = assembly/solvers/<name>.ts + src/reference/solvers/<name>.ts + an export + one entry here.

import type { OptionSpec } from "./options.js";
import { generateBacktracker } from "./reference/generators/backtracker.js";
import { solveAstar } from "./reference/solvers/astar.js";
import { solveBfs } from "./reference/solvers/bfs.js";
import { solveBidirectional } from "./reference/solvers/bidirectional.js";
import { solveDeadEndFilling } from "./reference/solvers/dead-end-filling.js";
import { solveDfs } from "./reference/solvers/dfs.js";
import type { SolveResult } from "./reference/solvers/path.js";
import { RING_INITIAL } from "./reference/solvers/ring.js";
import { solveTremaux } from "./reference/solvers/tremaux.js";
import { HAND_LEFT, HAND_RIGHT, solveWallFollower } from "./reference/solvers/wall-follower.js";

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
  /** Can generate inside a mask (any connected set of included cells): it starts from initMaskedGrid. */
  readonly masks: boolean;
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
    masks: true,
    options: [],
    reference: generateBacktracker,
  },
];

/** A reference solver: works on `cells` in place (its marks are cleared before it returns); extra integers are the encoded options. */
export type ReferenceSolver = (
  cells: Uint8Array,
  width: number,
  height: number,
  fromX: number,
  fromY: number,
  toX: number,
  toY: number,
  ...options: number[]
) => SolveResult;

/** Solver memory beyond the copy of the cells: reserved up front (perCell, perRow, fixed), plus what grows on demand. */
export interface SolverMemory extends WorkingMemory {
  /** What grows while it runs, checked as it grows (running out is an OutOfMemoryError naming it). */
  readonly onDemand: string;
}

export interface SolverEntry {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly summary: string;
  /** Finds a shortest path on every maze (on a perfect maze every solver does: the path is unique). */
  readonly optimal: boolean;
  /** Reaches the goal whenever it is reachable. */
  readonly complete: boolean;
  readonly options: readonly OptionSpec[];
  readonly memory: SolverMemory;
  readonly reference: ReferenceSolver;
}

// Every solver result starts 16-byte aligned after the cells (up to 15 bytes of slack) with a 16-byte header.
const RESULT_FIXED = 15 + 16;
const PATH_GROWTH = "the path, 2 bits per move";
const queueMemory = (entryBytes: number, what: string): SolverMemory => ({
  perCell: 0,
  perRow: 0,
  fixed: RESULT_FIXED + RING_INITIAL * entryBytes,
  onDemand: `${what} (${entryBytes} bytes per cell in it), doubled when full; ${PATH_GROWTH}`,
});
const cellsOnly: SolverMemory = { perCell: 0, perRow: 0, fixed: RESULT_FIXED, onDemand: PATH_GROWTH };

export const solvers: readonly SolverEntry[] = [
  {
    name: "bfs",
    aliases: ["breadth-first"],
    summary: "Breadth-first search (seed 003): distances from the start, path walked back from the goal",
    optimal: true,
    complete: true,
    options: [],
    memory: queueMemory(4, "the FIFO, sized to the frontier"),
    reference: solveBfs,
  },
  {
    name: "dfs",
    aliases: ["depth-first-search"],
    summary: "Depth-first search (seed 004), iterative: the path so far is kept in the cells, so no stack",
    optimal: false,
    complete: true,
    options: [],
    memory: cellsOnly,
    reference: solveDfs,
  },
  {
    name: "astar",
    aliases: ["a*", "a-star"],
    summary: "A* with the Manhattan heuristic, its open set two buckets (f and f + 2)",
    optimal: true,
    complete: true,
    options: [],
    memory: queueMemory(8, "the open set"),
    reference: solveAstar,
  },
  {
    name: "bidirectional",
    aliases: ["bidirectional-bfs"],
    summary: "Breadth-first search from both ends at once, joined where they meet",
    optimal: true,
    complete: true,
    options: [],
    memory: queueMemory(4, "the FIFO of both frontiers"),
    reference: solveBidirectional,
  },
  {
    name: "dead-end-filling",
    aliases: ["dead-end"],
    summary: "Fills every dead end and the corridor behind it, then walks what is left",
    optimal: false,
    complete: true,
    options: [],
    memory: cellsOnly,
    reference: solveDeadEndFilling,
  },
  {
    name: "wall-follower",
    aliases: ["wall-follow", "hand-on-wall"],
    summary: "Keeps one hand on the wall; fails (length -1) when the goal is not on the wall it follows",
    optimal: false,
    complete: false,
    options: [
      {
        name: "hand",
        summary: "which hand stays on the wall",
        values: ["left", "right"],
        default: "left",
        encode: (value) => [value === "right" ? HAND_RIGHT : HAND_LEFT],
      },
    ],
    memory: cellsOnly,
    reference: solveWallFollower,
  },
  {
    name: "tremaux",
    aliases: ["trémaux"],
    summary: "Trémaux's marking algorithm: passages chalked once or twice, left turns first",
    optimal: false,
    complete: true,
    options: [],
    memory: cellsOnly,
    reference: solveTremaux,
  },
];

/** Name of the Wasm export that runs a generator: generate_<name with dashes as underscores>. */
export function wasmGeneratorExport(entry: GeneratorEntry): string {
  return `generate_${entry.name.replaceAll("-", "_")}`;
}

/** Name of the Wasm export that runs a solver: solve_<name with dashes as underscores>. */
export function wasmSolverExport(entry: SolverEntry): string {
  return `solve_${entry.name.replaceAll("-", "_")}`;
}

/** Working bytes of an algorithm for a W×H maze, beyond the cell array (reserved up front). */
export function workingBytes(entry: { readonly memory: WorkingMemory }, width: number, height: number): number {
  const { perCell, perRow, fixed } = entry.memory;
  return perCell * width * height + perRow * width + fixed;
}
