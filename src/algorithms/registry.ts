// The single list of algorithms: the CLI, the backends, the tests and the benchmarks all iterate it.
// Adding a generator = assembly/generators/<name>.ts + src/reference/generators/<name>.ts + one entry here;
// adding a solver = assembly/solvers/<name>.ts + src/reference/solvers/<name>.ts + an export + one entry here.

import { chanceOption } from "./chance.js";
import type { OptionSpec } from "./options.js";
import { generateAldousBroder } from "../reference/generators/aldous-broder.js";
import { generateFusion } from "../reference/generators/fusion.js";
import { generateGrowingForest } from "../reference/generators/growing-forest.js";
import { generateKruskal } from "../reference/generators/kruskal.js";
import { generatePrim } from "../reference/generators/prim.js";
import { generatePrimTrue } from "../reference/generators/prim-true.js";
import { generateGrowingTree } from "../reference/generators/growing-tree.js";
import { policyOption } from "./growing-tree-policy.js";
import { generateBacktracker } from "../reference/generators/backtracker.js";
import { binaryTreeStreamRows, generateBinaryTree } from "../reference/generators/binary-tree.js";
import { generateSidewinder, sidewinderStreamRows } from "../reference/generators/sidewinder.js";
import { type EllerStream, ellerStreamRows, generateEller, startEllerStream } from "../reference/generators/eller.js";
import { seededRandomState } from "../reference/random.js";
import { solveAstar } from "../reference/solvers/astar.js";
import { solveBfs } from "../reference/solvers/bfs.js";
import { solveBidirectional } from "../reference/solvers/bidirectional.js";
import { solveDeadEndFilling } from "../reference/solvers/dead-end-filling.js";
import { solveDfs } from "../reference/solvers/dfs.js";
import { solveTremaux } from "../reference/solvers/tremaux.js";
import { HAND_LEFT, HAND_RIGHT, solveWallFollower } from "../reference/solvers/wall-follower.js";
import { generateHuntAndKill } from "../reference/generators/hunt-and-kill.js";
import { CHAMBER_BYTES, generateRecursiveDivision, MAX_CHAMBERS } from "../reference/generators/recursive-division.js";
import { generateWilson } from "../reference/generators/wilson.js";
import { RING_INITIAL } from "../grid/abi.js";
import type { SolveResult } from "../grid/data.js";

/** A reference generator: fills `cells` (padded layout) for the seed; extra integers are the encoded options. */
export type ReferenceGenerator = (cells: Uint8Array, width: number, height: number, seed: number, ...options: number[]) => void;

/** Working memory beyond the cell array, in bytes: perCell·W·H + perRow·W + fixed. */
export interface WorkingMemory {
  readonly perCell: number;
  readonly perRow: number;
  readonly fixed: number;
}

/**
 * A streamable generator's row ranges in the reference (issue 7), mirroring its Wasm exports
 * start_rows_<name> and rows_<name>: the state is everything a stream carries between ranges.
 */
export interface ReferenceRows<State = unknown> {
  /** The seeded state of a W-wide stream, before row 0. */
  start(width: number, seed: number): State;
  /** Fills `rowCount` padded rows of `cells` from index `rows` (the row above at rows - (W+2)), resuming from and updating `state`. */
  fill(state: State, cells: Uint8Array, rows: number, width: number, rowCount: number, atTop: boolean, atBottom: boolean, ...options: number[]): void;
}

interface GeneratorFacts {
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
  /** Can generate inside a mask (any connected set of included cells): it starts from initMaskedGrid. */
  readonly masks: boolean;
  readonly options: readonly OptionSpec[];
  readonly reference: ReferenceGenerator;
}

/** `streamable`: can produce the maze row by row with O(width) memory (src/stream.ts), through its `rows`. */
export type GeneratorEntry = StreamableEntry | (GeneratorFacts & { readonly streamable: false; readonly rows?: undefined });
export type StreamableEntry = GeneratorFacts & { readonly streamable: true; readonly rows: ReferenceRows };

// Encoded as their index: bit 0 = west, bit 1 = north (see assembly/generators/binary-tree.ts).
const BINARY_TREE_BIASES = ["se", "sw", "ne", "nw"];

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
  {
    name: "binary-tree",
    aliases: ["binary"],
    summary: "Each cell carves one of two directions, one random bit each; 32 cells per draw, 16 per SIMD step",
    perfect: true,
    uniform: false,
    bias: "diagonal: two full corridors along the biased edges, every path runs toward the biased corner",
    memory: { perCell: 0, perRow: 0, fixed: 0 },
    streamable: true,
    masks: false,
    rows: { start: (_width, seed) => seededRandomState(seed), fill: binaryTreeStreamRows } satisfies ReferenceRows<Uint32Array>,
    options: [
      {
        name: "bias",
        summary: "the two directions each cell may carve: se (south or east, as in seed 003), sw, ne or nw",
        values: BINARY_TREE_BIASES,
        default: "se",
        encode: (value) => [BINARY_TREE_BIASES.indexOf(String(value))],
      },
    ],
    reference: generateBinaryTree,
  },
  {
    name: "sidewinder",
    aliases: [],
    summary: "Row by row: eastward runs, each closed by a carve south from a random cell of the run",
    perfect: true,
    uniform: false,
    bias: "horizontal runs; the bottom row is one full corridor",
    memory: { perCell: 0, perRow: 0, fixed: 0 },
    streamable: true,
    masks: false,
    rows: {
      start: (_width, seed) => seededRandomState(seed),
      fill: (state, cells, rows, width, rowCount, _atTop, atBottom, bits, threshold) => sidewinderStreamRows(state, cells, rows, width, rowCount, atBottom, bits, threshold),
    } satisfies ReferenceRows<Uint32Array>,
    options: [chanceOption("p", "chance that a run extends east rather than closing", 0.5)],
    reference: generateSidewinder,
  },
  {
    name: "eller",
    aliases: [],
    summary: "Row by row with O(width) memory: join adjacent sets at random, at least one passage south per set",
    perfect: true,
    uniform: false,
    bias: "horizontal tendency at p = 0.5; the bottom row joins all remaining sets",
    // Two u32 list links per column, plus the slack to align them to 8 bytes after the cells.
    memory: { perCell: 0, perRow: 8, fixed: 7 },
    streamable: true,
    masks: false,
    rows: {
      start: startEllerStream,
      fill: (state, cells, rows, width, rowCount, _atTop, atBottom, bits, threshold) => ellerStreamRows(state, cells, rows, width, rowCount, atBottom, bits, threshold),
    } satisfies ReferenceRows<EllerStream>,
    options: [chanceOption("p", "chance to join two adjacent cells of different sets", 0.5)],
    reference: generateEller,
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
    masks: false,
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
    masks: false,
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
    masks: false,
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
    masks: false,
    options: [],
    reference: generateRecursiveDivision,
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
    masks: false,
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
    masks: false,
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
    masks: false,
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
    masks: false,
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
    masks: false,
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
    masks: false,
    options: [policyOption],
    reference: generateGrowingTree,
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

/** Working bytes of an algorithm for a W×H maze, beyond the cell array (reserved up front). */
export function workingBytes(entry: { readonly memory: WorkingMemory }, width: number, height: number): number {
  const { perCell, perRow, fixed } = entry.memory;
  // Whole bytes: perCell may be a fraction (bitsets).
  return Math.ceil(perCell * width * height + perRow * width + fixed);
}
