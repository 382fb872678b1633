// Levels: each one a new maze, larger than the last, from a seed derived from the game's seed and the level.

import { generate } from "../generate.js";
import type { Maze } from "../maze.js";
import { splitmix32 } from "./dice.js";

export interface LevelPlan {
  /** Registry name of the generator (default backtracker, the seed 001 algorithm). */
  algorithm: string;
  /** Side of the first level's square maze. */
  firstSize: number;
  /** Cells added to the side at each level. */
  growth: number;
  /** Largest side. */
  maxSize: number;
  /** "wasm" or "reference": both give the same bytes. */
  backend: string;
}

export const defaultLevelPlan: LevelPlan = { algorithm: "backtracker", firstSize: 8, growth: 4, maxSize: 256, backend: "wasm" };

/** Side of the square maze of a level (levels count from 1). */
export function levelSize(plan: LevelPlan, level: number): number {
  return Math.min(plan.maxSize, plan.firstSize + (level - 1) * plan.growth);
}

/** The 32-bit seed of a level's maze. */
export function levelSeed(seed: number, level: number): number {
  return splitmix32((seed + Math.imul(level, 0x9e3779b9)) >>> 0);
}

export function levelMaze(plan: LevelPlan, seed: number, level: number): Maze {
  const size = levelSize(plan, level);
  return generate({ algorithm: plan.algorithm, width: size, height: size, seed: levelSeed(seed, level), backend: plan.backend });
}
