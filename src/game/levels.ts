// Levels: each one a new maze, larger than the last, from a seed derived from the game's seed and the level.

import { checkOptionsObject, optionKeys } from "../base/arguments.js";
import { splitmix32 } from "../base/dice.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { resolveSeed } from "../base/seed.js";
import { generate } from "../generate.js";
import type { Maze } from "../maze.js";

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

/** The keys of a level plan: any other key is refused by name. */
export const LEVEL_PLAN_KEYS = optionKeys<LevelPlan>()(["algorithm", "firstSize", "growth", "maxSize", "backend"]);

export const defaultLevelPlan: LevelPlan = { algorithm: "backtracker", firstSize: 8, growth: 4, maxSize: 256, backend: "wasm" };

/** Side of the square maze of a level (levels count from 1). */
export function levelSize(plan: LevelPlan, level: number): number {
  plan = checkPlan(plan, "levelSize's plan");
  checkLevel(level);
  return Math.min(plan.maxSize, plan.firstSize + (level - 1) * plan.growth);
}

/** The 32-bit seed of a level's maze. */
export function levelSeed(seed: number, level: number): number {
  seed = resolveSeed(seed);
  checkLevel(level);
  return splitmix32((seed + Math.imul(level, 0x9e3779b9)) >>> 0);
}

export function levelMaze(plan: LevelPlan, seed: number, level: number): Maze {
  plan = checkPlan(plan, "levelMaze's plan");
  const size = levelSize(plan, level);
  return generate({ algorithm: plan.algorithm, width: size, height: size, seed: levelSeed(seed, level), backend: plan.backend });
}

/** The default plan with the caller's fields (a field given as undefined keeps its default), each checked; `what` names the plan in errors. */
export function checkPlan(plan: unknown, what: string): LevelPlan {
  checkOptionsObject(plan, what, LEVEL_PLAN_KEYS);
  const given = Object.entries(plan ?? {}).filter(([, value]) => value !== undefined);
  const full = { ...defaultLevelPlan, ...Object.fromEntries(given) } as LevelPlan;
  for (const name of ["firstSize", "growth", "maxSize"] as const) {
    const value = full[name];
    const least = name === "growth" ? 0 : 1;
    if (!Number.isSafeInteger(value) || value < least) {
      throw new InvalidArgumentError(`level plan ${name} must be an integer ≥ ${least}, got ${describeValue(value)}`);
    }
  }
  return full;
}

export function checkLevel(level: unknown): asserts level is number {
  if (!Number.isSafeInteger(level) || (level as number) < 1) throw new InvalidArgumentError(`level must be a positive integer, got ${describeValue(level)}`);
}
