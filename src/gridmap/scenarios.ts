// Scenario files of random problems, as the published sets are made: problems in buckets of floor(length / 4),
// `perBucket` (10) per bucket, from a seed. Each round draws a start uniformly among the passable cells, takes its
// exact distances to every cell (distances.ts), and draws one goal per bucket uniformly among the cells at that
// bucket's lengths (reservoir sampling); a bucket takes it while it has fewer than perBucket problems. Rounds go on
// until every bucket seen (below maxBuckets) is full, or after maxRounds; the file holds buckets 0, 1, … up to the
// first one not full. The same map, seed and options give the same problems.

import { checkOptionsObject, optionKeys } from "../base/arguments.js";
import { Dice } from "../base/dice.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { NOT_REACHED } from "../grid/octile.js";
import { distancesFrom } from "./distances.js";
import { bucketOf } from "./length.js";
import { checkGridMap, type GridMap } from "./map.js";
import type { ScenarioEntry } from "./scenario.js";

export interface ScenarioOptions {
  seed?: number;
  /** Problems per bucket (default 10, as published). */
  perBucket?: number;
  /** Buckets 0 .. maxBuckets − 1 at most (default: all lengths the map has). */
  maxBuckets?: number;
  /** Starts drawn at most (default 4 · perBucket). */
  maxRounds?: number;
}

/** The keys makeScenario() takes, in ScenarioOptions' order: any other key is refused by name. */
export const SCENARIO_OPTION_KEYS = optionKeys<ScenarioOptions>()(["seed", "perBucket", "maxBuckets", "maxRounds"]);

/** A uniform draw in [0, n) for n up to 2^32. */
function draw(dice: Dice, n: number): number {
  return n < 2 ** 21 ? dice.below(n) : Math.floor((dice.next() / 2 ** 32) * n);
}

function positive(name: string, value: number, most: number): number {
  if (!(Number.isSafeInteger(value) || value === Number.POSITIVE_INFINITY) || value < 1 || value > most)
    throw new InvalidArgumentError(`${name} must be an integer from 1 to ${most}, got ${describeValue(value)}`);
  return value;
}

export function makeScenario(map: GridMap, options: ScenarioOptions = {}): ScenarioEntry[] {
  checkGridMap(map, "makeScenario's map");
  checkOptionsObject(options, "makeScenario's options", SCENARIO_OPTION_KEYS);
  const seed = options.seed ?? 1;
  if (!Number.isSafeInteger(seed)) throw new InvalidArgumentError(`seed must be an integer, got ${describeValue(seed)}`);
  const perBucket = positive("perBucket", options.perBucket ?? 10, 1000);
  const maxBuckets = positive("maxBuckets", options.maxBuckets ?? Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY);
  const maxRounds = positive("maxRounds", options.maxRounds ?? 4 * perBucket, 100_000);
  const dice = new Dice(seed);
  const passable: number[] = [];
  for (let i = 0; i < map.width * map.height; i++) if (map.classAt(i % map.width, Math.floor(i / map.width)) !== 0) passable.push(i);
  if (passable.length < 2) return [];
  const buckets: ScenarioEntry[][] = [];
  for (let round = 0; round < maxRounds; round++) {
    const start = passable[draw(dice, passable.length)]!;
    const [startX, startY] = [start % map.width, Math.floor(start / map.width)];
    const { straight, diagonal } = distancesFrom(map, startX, startY);
    const seen: number[] = [];
    const chosen: number[] = [];
    for (let cell = 0; cell < straight.length; cell++) {
      if (straight[cell] === NOT_REACHED || cell === start) continue;
      const bucket = bucketOf({ straight: straight[cell]!, diagonal: diagonal[cell]! });
      if (bucket >= maxBuckets) continue;
      seen[bucket] = (seen[bucket] ?? 0) + 1;
      if (draw(dice, seen[bucket]!) === 0) chosen[bucket] = cell;
    }
    for (let bucket = 0; bucket < chosen.length; bucket++) {
      const goal = chosen[bucket];
      buckets[bucket] ??= [];
      if (goal === undefined || buckets[bucket]!.length >= perBucket) continue;
      buckets[bucket]!.push({
        bucket,
        startX,
        startY,
        goalX: goal % map.width,
        goalY: Math.floor(goal / map.width),
        length: { straight: straight[goal]!, diagonal: diagonal[goal]! },
      });
    }
    if (round + 1 >= perBucket && buckets.every((entries) => entries.length >= perBucket)) break;
  }
  const entries: ScenarioEntry[] = [];
  for (const bucket of buckets) {
    if (bucket.length < perBucket) break;
    entries.push(...bucket);
  }
  return entries;
}
