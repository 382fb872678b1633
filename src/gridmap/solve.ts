// Solving problems on a grid map through a backend's grid-map engine: octile A*, jump point search (both optimal
// without corner cutting, same lengths, possibly different paths) and 4-connected breadth-first search.

import type { Backend } from "../backends/backend.js";
import { getBackend } from "../backends/runtime.js";
import { checkBytes, checkOptionsObject, optionKeys } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { findNamed } from "../base/names.js";
import { MAX_PROBLEMS, MOVE_NAMES, NOT_REACHED, PROBLEM_WORDS, RESULT_WORDS, SOLVER_ASTAR, SOLVER_BFS4, SOLVER_JPS } from "../grid/octile.js";
import type { OctileLength } from "./length.js";
import { checkGridMap, type GridMap } from "./map.js";

export interface GridSolver {
  readonly name: string;
  readonly aliases?: readonly string[];
  readonly code: number;
  readonly description: string;
}

export const gridSolvers: readonly GridSolver[] = [
  { name: "astar", aliases: ["a*", "octile"], code: SOLVER_ASTAR, description: "octile A* without corner cutting (octile heuristic)" },
  { name: "jps", aliases: ["jump-point"], code: SOLVER_JPS, description: "jump point search without corner cutting: A*'s lengths, faster on open maps" },
  { name: "bfs4", aliases: ["4-connected", "four"], code: SOLVER_BFS4, description: "4-connected breadth-first search (straight moves only)" },
];

export function findGridSolver(name: string | GridSolver): GridSolver {
  return findNamed("grid solver", gridSolvers, name);
}

export interface GridProblem {
  readonly startX: number;
  readonly startY: number;
  readonly goalX: number;
  readonly goalY: number;
}

export interface GridSolveOptions {
  /** "astar" (default), "jps" or "bfs4". */
  solver?: string | GridSolver;
  /** "wasm" (default) or "reference". */
  backend?: string | Backend;
}

/** The keys solveGridProblems(), solveGridPath() and prepareGridSolve() take: any other key is refused by name. */
export const GRID_SOLVE_OPTION_KEYS = optionKeys<GridSolveOptions>()(["solver", "backend"]);

export interface GridSolution {
  /** The optimal length as (straight, diagonal) moves; null when the goal cannot be reached. */
  readonly length: OctileLength | null;
  /** Cells the search expanded. */
  readonly expanded: number;
}

export interface GridPath extends GridSolution {
  /** The moves, codes 0..7 clockwise from north (MOVE_NAMES). */
  readonly moves: Uint8Array;
}

/** Problems per call into the core: bounds the memory one call claims for problems and results. */
const BATCH = 1 << 16;

/** A call's map, problems and options, checked at the door (each problem is checked by problemWords). */
function checkCall(caller: string, map: unknown, problems: unknown, options: unknown): asserts map is GridMap {
  checkGridMap(map, `${caller}'s map`);
  if (!Array.isArray(problems)) throw new InvalidArgumentError(`${caller}'s problems must be an array of problems, got ${describeValue(problems)}`);
  if (problems.length > MAX_PROBLEMS) throw new InvalidArgumentError(`${caller} takes at most ${MAX_PROBLEMS} problems, got ${problems.length}`);
  checkOptionsObject(options, `${caller}'s options`, GRID_SOLVE_OPTION_KEYS);
}

function problemWords(map: GridMap, problems: readonly GridProblem[], first: number): Uint32Array {
  const words = new Uint32Array(PROBLEM_WORDS * problems.length);
  // A loop, not forEach: a hole in the array is a missing problem, not one to skip.
  for (let k = 0; k < problems.length; k++) {
    const problem: unknown = problems[k];
    if (typeof problem !== "object" || problem === null)
      throw new InvalidArgumentError(`problem ${first + k} must be an object { startX, startY, goalX, goalY }, got ${describeValue(problem)}`);
    const { startX, startY, goalX, goalY } = problem as GridProblem;
    for (const [name, value, bound] of [
      ["startX", startX, map.width],
      ["startY", startY, map.height],
      ["goalX", goalX, map.width],
      ["goalY", goalY, map.height],
    ] as const) {
      if (!Number.isSafeInteger(value) || value < 0 || value >= bound)
        throw new InvalidArgumentError(`problem ${first + k}: ${name} must be an integer from 0 to ${bound - 1}, got ${describeValue(value)}`);
    }
    if (map.classAt(startX, startY) === 0 || map.classAt(goalX, goalY) === 0)
      throw new InvalidArgumentError(`problem ${first + k}: the start and the goal must be on passable terrain (. G S W)`);
    words.set([startX, startY, goalX, goalY], PROBLEM_WORDS * k);
  }
  return words;
}

function solutionOf(results: Uint32Array, k: number): GridSolution {
  const straight = results[RESULT_WORDS * k]!;
  const expanded = results[RESULT_WORDS * k + 3]!;
  return { length: straight === NOT_REACHED ? null : { straight, diagonal: results[RESULT_WORDS * k + 1]! }, expanded };
}

/** Solves every problem (lengths only, in batches). */
export function solveGridProblems(map: GridMap, problems: readonly GridProblem[], options: GridSolveOptions = {}): GridSolution[] {
  checkCall("solveGridProblems", map, problems, options);
  const solver = findGridSolver(options.solver ?? "astar");
  const engine = getBackend(options.backend ?? "wasm").gridMap;
  const solutions: GridSolution[] = [];
  for (let first = 0; first < problems.length; first += BATCH) {
    const batch = problems.slice(first, first + BATCH);
    const { results } = engine.solve(map.classMap(), map.width, map.height, solver.code, problemWords(map, batch, first));
    for (let k = 0; k < batch.length; k++) solutions.push(solutionOf(results, k));
  }
  return solutions;
}

/** Solves one problem with its path. */
export function solveGridPath(map: GridMap, problem: GridProblem, options: GridSolveOptions = {}): GridPath {
  checkCall("solveGridPath", map, [problem], options);
  if (typeof problem !== "object" || problem === null)
    throw new InvalidArgumentError(`solveGridPath's problem must be an object { startX, startY, goalX, goalY }, got ${describeValue(problem)}`);
  const solver = findGridSolver(options.solver ?? "astar");
  const engine = getBackend(options.backend ?? "wasm").gridMap;
  const { results, path } = engine.solve(map.classMap(), map.width, map.height, solver.code, problemWords(map, [problem], 0));
  return { ...solutionOf(results, 0), moves: path };
}

/** A path's moves as names (N, NE, E, …). */
export function moveNames(moves: Uint8Array): string[] {
  checkBytes(moves, "moveNames's moves");
  return Array.from(moves, (code, k) => {
    if (code >= MOVE_NAMES.length)
      throw new InvalidArgumentError(`moveNames's moves[${k}] must be a move code from 0 to ${MOVE_NAMES.length - 1}, got ${code}`);
    return MOVE_NAMES[code]!;
  });
}

/** Prepared runs for benchmarks: the map and problems placed once, every run solves them all. */
export function prepareGridSolve(map: GridMap, problems: readonly GridProblem[], options: GridSolveOptions = {}): (iteration: number) => number {
  checkCall("prepareGridSolve", map, problems, options);
  const solver = findGridSolver(options.solver ?? "astar");
  return getBackend(options.backend ?? "wasm").gridMap.prepare(map.classMap(), map.width, map.height, solver.code, problemWords(map, problems, 0));
}
