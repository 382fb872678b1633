// The generators, listed once: the CLI, the backends, the tests and the benchmarks iterate this list.
// Adding one = assembly/generators/<name>.ts + src/reference/generators/<name>.ts + an entry here
// (docs/ARCHITECTURE.md).

import { findNamed } from "../base/names.js";
import { generateAldousBroder } from "../reference/generators/aldous-broder.js";
import { generateBacktracker } from "../reference/generators/backtracker.js";
import { binaryTreeStreamRows, generateBinaryTree } from "../reference/generators/binary-tree.js";
import { type EllerStream, ellerStreamRows, generateEller, startEllerStream } from "../reference/generators/eller.js";
import { generateFusion } from "../reference/generators/fusion.js";
import { generateGrowingForest } from "../reference/generators/growing-forest.js";
import { generateGrowingTree } from "../reference/generators/growing-tree.js";
import { generateHouston } from "../reference/generators/houston.js";
import { generateHuntAndKill } from "../reference/generators/hunt-and-kill.js";
import { generateKruskal } from "../reference/generators/kruskal.js";
import { generatePrim } from "../reference/generators/prim.js";
import { generatePrimTrue } from "../reference/generators/prim-true.js";
import { CHAMBER_BYTES, generateRecursiveDivision, MAX_CHAMBERS } from "../reference/generators/recursive-division.js";
import { generateSidewinder, sidewinderStreamRows } from "../reference/generators/sidewinder.js";
import { generateWilson } from "../reference/generators/wilson.js";
import { seededRandomState } from "../reference/random.js";
import { chanceOption } from "./chance.js";
import { defineGenerator, type GeneratorEntry, type ReferenceRows } from "./define.js";
import { policyOption } from "./growing-tree-policy.js";

// Encoded as their index: bit 0 = west, bit 1 = north (see assembly/generators/binary-tree.ts).
const BINARY_TREE_BIASES = ["se", "sw", "ne", "nw"];

/** Every generator's name, in registry order (test/registry-names.test.ts keeps it equal to the list below). */
export const GENERATOR_NAMES = [
  "backtracker",
  "binary-tree",
  "sidewinder",
  "eller",
  "aldous-broder",
  "wilson",
  "houston",
  "hunt-and-kill",
  "recursive-division",
  "kruskal",
  "fusion",
  "growing-forest",
  "prim",
  "prim-true",
  "growing-tree",
] as const;

/** A generator's registry name: editors complete it; aliases and other strings are checked at run time. */
export type GeneratorName = (typeof GENERATOR_NAMES)[number];

export const generators: readonly GeneratorEntry[] = [
  defineGenerator({
    name: "backtracker",
    aliases: ["dfs", "recursive-backtracker", "depth-first"],
    summary: "Randomized depth-first search; the parent direction lives in each cell, so no stack",
    bias: "long winding corridors, few dead ends",
    masks: true,
    reference: generateBacktracker,
  }),
  defineGenerator({
    name: "binary-tree",
    aliases: ["binary"],
    summary: "Each cell carves one of two directions, one random bit each; 32 cells per draw, 16 per SIMD step",
    bias: "diagonal: two full corridors along the biased edges, every path runs toward the biased corner",
    rows: { start: (_width, seed) => seededRandomState(seed), fill: binaryTreeStreamRows } satisfies ReferenceRows<Uint32Array>,
    options: [
      {
        name: "bias",
        summary: "the two directions each cell may carve: se (south or east), sw, ne or nw",
        values: BINARY_TREE_BIASES,
        default: "se",
        encode: (value) => [BINARY_TREE_BIASES.indexOf(String(value))],
      },
    ],
    reference: generateBinaryTree,
  }),
  defineGenerator({
    name: "sidewinder",
    summary: "Row by row: eastward runs, each closed by a carve south from a random cell of the run",
    bias: "horizontal runs; the bottom row is one full corridor",
    rows: {
      start: (_width, seed) => seededRandomState(seed),
      fill: (state, cells, rows, width, rowCount, _atTop, atBottom, bits, threshold) =>
        sidewinderStreamRows(state, cells, rows, width, rowCount, atBottom, bits, threshold),
    } satisfies ReferenceRows<Uint32Array>,
    options: [chanceOption("p", "chance that a run extends east rather than closing", 0.5)],
    reference: generateSidewinder,
  }),
  defineGenerator({
    name: "eller",
    summary: "Row by row with O(width) memory: join adjacent sets at random, at least one passage south per set",
    bias: "horizontal tendency at p = 0.5; the bottom row joins all remaining sets",
    // Two u32 list links per column, plus the slack to align them to 8 bytes after the cells.
    memory: { perCell: 0, perRow: 8, fixed: 7 },
    rows: {
      start: startEllerStream,
      fill: (state, cells, rows, width, rowCount, _atTop, atBottom, bits, threshold) =>
        ellerStreamRows(state, cells, rows, width, rowCount, atBottom, bits, threshold),
    } satisfies ReferenceRows<EllerStream>,
    options: [chanceOption("p", "chance to join two adjacent cells of different sets", 0.5)],
    reference: generateEller,
  }),
  defineGenerator({
    name: "aldous-broder",
    aliases: ["aldous", "random-walk"],
    summary: "Random walk over the whole grid, carving on each first entrance; uniform, slow to finish",
    uniform: true,
    bias: "none (uniform spanning tree)",
    masks: true,
    // The Wasm core's unvisited count per 16×16 block (2 bytes each) on grids of 48×48 or more: at most W·H/74 bytes.
    memory: { perCell: 1 / 64, perRow: 0, fixed: 8 },
    reference: generateAldousBroder,
  }),
  defineGenerator({
    name: "wilson",
    aliases: ["loop-erased-random-walk", "lerw"],
    summary: "Loop-erased random walks from a row-major cursor into a growing tree; uniform",
    uniform: true,
    bias: "none (uniform spanning tree)",
    masks: true,
    reference: generateWilson,
  }),
  defineGenerator({
    name: "houston",
    aliases: ["aldous-broder-wilson"],
    summary: "Aldous-Broder's random walk until a third of the cells are in the tree, then Wilson's loop-erased walks for the rest",
    // Not exactly uniform: test/generators-houston.test.ts checks it against its exact law, which is not uniform.
    bias: "close to uniform, not exactly (on 3×3 the likeliest tree is 1.36× the least likely)",
    masks: true,
    reference: generateHouston,
  }),
  defineGenerator({
    name: "hunt-and-kill",
    aliases: ["hunt-kill"],
    summary: "Random walk into unvisited cells; when stuck, join the first unvisited cell (forward row-major cursor) and walk on",
    bias: "long winding corridors like the backtracker, with short branches off the hunted rows",
    masks: true,
    reference: generateHuntAndKill,
  }),
  defineGenerator({
    name: "recursive-division",
    aliases: ["division", "wall-adder"],
    summary: "Wall adder: split each chamber by a straight wall with one gap, across its longer side (explicit stack)",
    bias: "long straight walls, rectangular rooms, a visible hierarchy of chambers",
    // A fixed stack of chambers (the smaller chamber is divided first, so at most 31 wait) + 15 bytes to align it to 16.
    memory: { perCell: 0, perRow: 0, fixed: MAX_CHAMBERS * CHAMBER_BYTES + 15 },
    // It adds walls to an open grid, so its steps close passages.
    stepStart: "open",
    reference: generateRecursiveDivision,
  }),
  defineGenerator({
    name: "kruskal",
    aliases: ["randomized-kruskal"],
    summary: "Randomized Kruskal: every wall in an implicit random order (a Feistel permutation), union-find joins",
    bias: "short dead ends everywhere (31% of cells), no long corridors: the minimum spanning tree of random wall ranks",
    // The union-find parent array and the cycle-search queue (4 bytes per cell each), plus up to 7 bytes of alignment.
    memory: { perCell: 8, perRow: 0, fixed: 8 },
    masks: true,
    reference: generateKruskal,
  }),
  defineGenerator({
    name: "fusion",
    aliases: ["random-merge", "merge"],
    summary: "Random merge: a random cell with a neighbour in another set joins one of them, union-find",
    bias: "like Kruskal, short dead ends everywhere, a few more of them (33% of cells)",
    // The union-find parent array and the candidate list (4 bytes per cell each), plus up to 7 bytes of alignment.
    memory: { perCell: 8, perRow: 0, fixed: 8 },
    masks: true,
    reference: generateFusion,
  }),
  defineGenerator({
    name: "growing-forest",
    aliases: ["forest"],
    summary: "Depth-first trees seeded at random cells grow together (each step a random tree adds a cell), then merge by union-find",
    bias: "backtracker corridors within each tree (10% dead ends with 16 trees); trees meet along seams crossed by one passage per merge",
    // The union-find parent array, and the seeds and growing trees, later each set's best wall (4 bytes per cell each), plus alignment.
    memory: { perCell: 8, perRow: 0, fixed: 8 },
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
    masks: true,
    reference: generateGrowingForest,
  }),
  defineGenerator({
    name: "prim",
    aliases: ["randomized-prim", "simplified-prim"],
    summary: "Randomized Prim: pop a random (cell, parent) pair from the frontier, carve it if the cell is new",
    bias: "many short dead ends (about 32% of cells), short branches radiating from the start",
    // The frontier: at most 2·W·H − W − H walls of 4 bytes, one slot of slack, 3 bytes of alignment.
    memory: { perCell: 8, perRow: 0, fixed: 7 },
    masks: true,
    reference: generatePrim,
  }),
  defineGenerator({
    name: "prim-true",
    aliases: ["true-prim", "weighted-prim"],
    summary: "Prim with a random weight per cell: the lightest frontier cell joins the maze next (a 4-ary heap)",
    bias: "very many short dead ends (about 46% of cells): grows like invasion percolation, through light regions first",
    // The 4-ary heap: 8 bytes per cell and 3 EMPTY entries past the last, placed 24 bytes past a cache line boundary.
    memory: { perCell: 8, perRow: 0, fixed: 63 + 24 + 24 },
    masks: true,
    reference: generatePrimTrue,
  }),
  defineGenerator({
    name: "growing-tree",
    aliases: ["growing"],
    summary: "Growing tree: grow from an active cell chosen by a policy (newest, oldest, random, middle or a mix)",
    bias: "newest: the backtracker's long corridors (10% dead ends); oldest, middle: straight corridors from the start (1.4%); random: like prim (28%)",
    // The list: one u32 slot per cell; a mix adds a bitset (1 bit a cell, whole words) and a Fenwick tree
    // (4 bytes per 256 cells, a power of two of them: under 1/32 byte a cell + 8), and 3 bytes of alignment.
    memory: { perCell: 4 + 1 / 8 + 1 / 32, perRow: 0, fixed: 15 },
    options: [policyOption],
    masks: true,
    reference: generateGrowingTree,
  }),
];

export const DEFAULT_ALGORITHM = "backtracker";

/** The generator a name, an alias or an entry names; the error suggests the closest name. */
export function findGenerator(wanted: GeneratorName | (string & {}) | GeneratorEntry): GeneratorEntry {
  return findNamed<GeneratorEntry>("algorithm", generators, wanted);
}
