// pickMaze(): the best of several mazes (mazelib's Monte Carlo generation): `tries` mazes from consecutive seeds,
// kept by a statistic (the longest solution, the most dead ends or the most turns); ties go to the earliest seed.

import { checkSize } from "../algorithms/limits.js";
import { findSolver } from "../algorithms/solvers.js";
import type { Backend } from "../backends/backend.js";
import { getBackend } from "../backends/runtime.js";
import { checkOptionsObject, checkProgressOptions, optionKeys } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { batchSeed, randomSeed, resolveSeed } from "../base/seed.js";
import { GENERATE_OPTION_KEYS, type GenerateOptions, generate } from "../generate.js";
import type { Point } from "../grid/data.js";
import { defaultEnds } from "../grid/openings.js";
import { checkPoint } from "../grid/points.js";
import type { Maze } from "../maze.js";
import { shapeCounts } from "./stats.js";

/** What a pick maximises: the solution's moves (bfs, start to goal), the dead ends, or the corridor cells that turn. */
export const PICK_STATISTICS = ["solution", "dead-ends", "turns"] as const;
export type PickStatistic = (typeof PICK_STATISTICS)[number];

/** The most tries one pick makes (each is a whole generation). */
export const MAX_PICK_TRIES = 100_000;

export interface PickOptions extends GenerateOptions {
  /** The statistic to maximise. */
  by: PickStatistic;
  /** How many mazes to generate, from seeds seed, seed+1, …, seed+tries−1 (wrapping at 2^32): 1 to MAX_PICK_TRIES. */
  tries: number;
  /** For "solution": the start cell (default: each maze's start as solve() takes it, its entrance when it has one). */
  from?: Point;
  /** For "solution": the goal cell (default: each maze's goal as solve() takes it, its exit when it has one). */
  to?: Point;
}

/** The keys pickMaze() takes: generate()'s (it passes them on to every try), then its own; any other key is refused by name. */
export const PICK_OPTION_KEYS = optionKeys<PickOptions>()([...GENERATE_OPTION_KEYS, "by", "tries", "from", "to"]);

export interface PickedMaze {
  /** The kept maze: exactly generate() with the same options and `seed`. */
  readonly maze: Maze;
  /** The kept maze's seed. */
  readonly seed: number;
  /** Its statistic: the maximum of `scores`. */
  readonly score: number;
  /** Every try's statistic, try i from seed (first seed + i) mod 2^32. */
  readonly scores: readonly number[];
}

/**
 * Generates `tries` mazes from consecutive seeds (from `seed`, random when omitted) and keeps the one with the
 * greatest statistic, the earliest on ties. Deterministic for a seed. Throws a DaedalusError for any bad input
 * before generating anything (`from` and `to`, which need a maze's cells, on the first maze). `onProgress` counts
 * the cells of every try: total = tries·W·H.
 */
export function pickMaze(request: PickOptions): PickedMaze {
  checkOptionsObject(request, "pickMaze's options", PICK_OPTION_KEYS);
  if (request === undefined) throw new InvalidArgumentError("pickMaze needs its options: { by, tries, width, height, … }");
  const { by, tries, from, to, onProgress, ...generation } = request;
  checkProgressOptions(onProgress, generation.signal);
  if (!(PICK_STATISTICS as readonly unknown[]).includes(by)) {
    throw new InvalidArgumentError(`pick statistic must be one of ${PICK_STATISTICS.join(", ")}, got ${describeValue(by)}`);
  }
  if (!Number.isInteger(tries) || tries < 1 || tries > MAX_PICK_TRIES) {
    throw new InvalidArgumentError(`pick tries must be an integer in [1, ${MAX_PICK_TRIES}], got ${describeValue(tries)}`);
  }
  if (by !== "solution" && (from !== undefined || to !== undefined)) {
    throw new InvalidArgumentError(`pick by ${by} takes no from or to: they choose the path a pick by solution measures`);
  }
  const first = generation.seed === undefined ? randomSeed() : resolveSeed(generation.seed);
  const backend = getBackend(generation.backend ?? "wasm");
  const measure = measurer(by, backend, from, to);
  const scores: number[] = [];
  let best: { maze: Maze; seed: number; score: number } | undefined;
  let maze: Maze | undefined;
  try {
    for (let i = 0; i < tries; i++) {
      const seed = batchSeed(first, i);
      const progress = onProgress && ((done: number, total: number) => onProgress(i * total + done, tries * total));
      maze = generate({ ...generation, seed, ...(progress && { onProgress: progress }) });
      const score = measure(maze);
      scores.push(score);
      if (best === undefined || score > best.score) {
        best?.maze.dispose();
        best = { maze, seed, score };
      } else maze.dispose();
      maze = undefined;
    }
  } catch (error) {
    // Stopped (a signal, onProgress, a from or to the first maze refuses): the mazes kept so far go back now.
    maze?.dispose();
    best?.maze.dispose();
    throw error;
  }
  return { ...best!, scores };
}

/** The statistic of a freshly generated maze (its shape is known good). */
function measurer(by: PickStatistic, backend: Backend, from: Point | undefined, to: Point | undefined): (maze: Maze) => number {
  if (by === "dead-ends") return (maze) => shapeCounts(maze).deadEnds;
  if (by === "turns") {
    return (maze) => {
      const { corridors, straight } = shapeCounts(maze);
      return corridors - straight;
    };
  }
  const bfs = findSolver("bfs");
  return (maze) => {
    // Without from and to, solve()'s ends (the openings when generate makes any), so the score is solve(maze).length.
    const ends = defaultEnds(maze);
    const start = from === undefined ? ends.from : checkPoint(maze, from, "from");
    const goal = to === undefined ? ends.to : checkPoint(maze, to, "to");
    checkSize(bfs, backend, maze.width, maze.height);
    return backend.solve(bfs, maze, maze.width, maze.height, start, goal, []).length;
  };
}
