// The solvers, listed once: the CLI, the backends, the tests and the benchmarks iterate this list.
// Adding one = assembly/solvers/<name>.ts + src/reference/solvers/<name>.ts + its export + an entry here
// (docs/ARCHITECTURE.md).

import { findNamed } from "../base/names.js";
import { RESULT_FIXED, RING_INITIAL } from "../grid/abi.js";
import { solveAstar } from "../reference/solvers/astar.js";
import { solveBfs } from "../reference/solvers/bfs.js";
import { solveBidirectional } from "../reference/solvers/bidirectional.js";
import { solveDeadEndFilling } from "../reference/solvers/dead-end-filling.js";
import { solveDfs } from "../reference/solvers/dfs.js";
import { solveTremaux } from "../reference/solvers/tremaux.js";
import { HAND_LEFT, HAND_RIGHT, solveWallFollower } from "../reference/solvers/wall-follower.js";
import { defineSolver, type SolverEntry, type SolverMemory } from "./define.js";

const PATH_GROWTH = "the path, 2 bits per move";
const queueMemory = (entryBytes: number, what: string): SolverMemory => ({
  perCell: 0,
  perRow: 0,
  fixed: RESULT_FIXED + RING_INITIAL * entryBytes,
  onDemand: `${what} (${entryBytes} bytes per cell in it), doubled when full; ${PATH_GROWTH}`,
});
const cellsOnly: SolverMemory = { perCell: 0, perRow: 0, fixed: RESULT_FIXED, onDemand: PATH_GROWTH };

/** Every solver's name, in registry order (test/registry-names.test.ts keeps it equal to the list below). */
export const SOLVER_NAMES = ["bfs", "dfs", "astar", "bidirectional", "dead-end-filling", "wall-follower", "tremaux"] as const;

/** A solver's registry name: editors complete it; aliases and other strings are checked at run time. */
export type SolverName = (typeof SOLVER_NAMES)[number];

export const solvers: readonly SolverEntry[] = [
  defineSolver({
    name: "bfs",
    aliases: ["breadth-first"],
    summary: "Breadth-first search: distances from the start, path walked back from the goal",
    optimal: true,
    complete: true,
    memory: queueMemory(4, "the FIFO, sized to the frontier"),
    reference: solveBfs,
  }),
  defineSolver({
    name: "dfs",
    aliases: ["depth-first-search"],
    summary: "Depth-first search, iterative: the path so far is kept in the cells, so no stack",
    optimal: false,
    complete: true,
    memory: cellsOnly,
    reference: solveDfs,
  }),
  defineSolver({
    name: "astar",
    aliases: ["a*", "a-star"],
    summary: "A* with the Manhattan heuristic, its open set two buckets (f and f + 2)",
    optimal: true,
    complete: true,
    memory: queueMemory(8, "the open set"),
    reference: solveAstar,
  }),
  defineSolver({
    name: "bidirectional",
    aliases: ["bidirectional-bfs"],
    summary: "Breadth-first search from both ends at once, joined where they meet",
    optimal: true,
    complete: true,
    memory: queueMemory(4, "the FIFO of both frontiers"),
    reference: solveBidirectional,
  }),
  defineSolver({
    name: "dead-end-filling",
    aliases: ["dead-end"],
    summary: "Fills every dead end and the corridor behind it, then walks what is left",
    optimal: false,
    complete: true,
    memory: cellsOnly,
    reference: solveDeadEndFilling,
  }),
  defineSolver({
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
  }),
  defineSolver({
    name: "tremaux",
    aliases: ["trémaux"],
    summary: "Trémaux's marking algorithm: passages chalked once or twice, left turns first",
    optimal: false,
    complete: true,
    memory: cellsOnly,
    reference: solveTremaux,
  }),
];

export const DEFAULT_SOLVER = "bfs";

/** The solver a name, an alias or an entry names; the error suggests the closest name. */
export function findSolver(wanted: SolverName | (string & {}) | SolverEntry): SolverEntry {
  return findNamed<SolverEntry>("solver", solvers, wanted);
}
