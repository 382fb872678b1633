// --shard i/k, or `auto` / `auto/k`: the share of a batch this process makes, its index read from the environment of
// the engine that started it (Kubernetes Indexed Jobs, Slurm job arrays, AWS Batch array jobs, GNU parallel).

import { InvalidArgumentError } from "../base/errors.js";
import { unsignedZeros } from "./parse.js";

export interface Shard {
  index: number;
  count: number;
}

type Environment = Readonly<Record<string, string | undefined>>;

/** Where each engine puts the index (and, for Slurm, the count): checked in this order. */
const ENGINES: readonly { name: string; index: string; count?: string; first?: string; step?: string; oneBased?: boolean }[] = [
  { name: "a Kubernetes Indexed Job", index: "JOB_COMPLETION_INDEX" },
  {
    name: "a Slurm job array",
    index: "SLURM_ARRAY_TASK_ID",
    count: "SLURM_ARRAY_TASK_COUNT",
    first: "SLURM_ARRAY_TASK_MIN",
    step: "SLURM_ARRAY_TASK_STEP",
  },
  { name: "an AWS Batch array job", index: "AWS_BATCH_JOB_ARRAY_INDEX" },
  { name: "GNU parallel", index: "PARALLEL_SEQ", oneBased: true },
];

const USAGE = "--shard must be i/k with 0 <= i < k (e.g. 0/4 … 3/4), auto or auto/k";

/** The shard a --shard value names; `auto` reads the index (and the count where the engine gives one) from `env`. */
export function parseShard(text: string, env: Environment = process.env): Shard {
  const auto = /^auto(?:\/(\d+))?$/.exec(text);
  if (auto) return shardFromEnvironment(auto[1] === undefined ? undefined : Number(auto[1]), env);
  const match = /^(\d+)\/(\d+)$/.exec(unsignedZeros(text, "/"));
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || !inRange(index, count)) throw new InvalidArgumentError(`${USAGE}; got "${text}"`);
  return { index, count };
}

function shardFromEnvironment(givenCount: number | undefined, env: Environment): Shard {
  const found = ENGINES.filter((candidate) => env[candidate.index] !== undefined);
  const engine = found[0];
  if (!engine) {
    throw new InvalidArgumentError(
      `--shard auto: no shard index in the environment (${ENGINES.map((candidate) => candidate.index).join(", ")}); give --shard i/k`,
    );
  }
  // Engines nest (GNU parallel inside a Slurm task or a pod): taking either index would give every inner process one share.
  if (found.length > 1) {
    const named = found.map((candidate) => `${candidate.name} (${candidate.index}=${env[candidate.index]})`).join(" and ");
    throw new InvalidArgumentError(`--shard auto: the environment holds the share indices of ${named}; give --shard i/k`);
  }
  const raw = integer(env[engine.index]!, engine.index);
  const first = engine.first && env[engine.first] !== undefined ? integer(env[engine.first]!, engine.first) : 0;
  // A stepped Slurm array (--array=0-12:4) numbers its tasks first, first + step, …
  const step = engine.step && env[engine.step] !== undefined ? integer(env[engine.step]!, engine.step) : 1;
  const offset = raw - (engine.oneBased ? 1 : 0) - first;
  if (step < 1) throw new InvalidArgumentError(`--shard auto: ${engine.step} must be at least 1, got "${env[engine.step!]}"`);
  if (offset % step !== 0) {
    throw new InvalidArgumentError(
      `--shard auto: ${engine.name} gives task ${raw} (${engine.index}), which is not ${first} (${engine.first}) plus a multiple of ${step} (${engine.step})`,
    );
  }
  const index = offset / step;
  const fromEngine = engine.count && env[engine.count] !== undefined ? integer(env[engine.count]!, engine.count) : undefined;
  if (givenCount !== undefined && fromEngine !== undefined && givenCount !== fromEngine) {
    throw new InvalidArgumentError(`--shard auto/${givenCount}: ${engine.name} says there are ${fromEngine} shares (${engine.count})`);
  }
  const count = givenCount ?? fromEngine;
  if (count === undefined) throw new InvalidArgumentError(`--shard auto: ${engine.name} does not say how many shares there are; give --shard auto/k`);
  if (!inRange(index, count)) {
    throw new InvalidArgumentError(`--shard auto: ${engine.name} gives share ${index} (${engine.index}=${env[engine.index]}), outside 0..${count - 1}`);
  }
  return { index, count };
}

function inRange(index: number, count: number): boolean {
  return Number.isSafeInteger(index) && Number.isSafeInteger(count) && count >= 1 && index >= 0 && index < count;
}

function integer(value: string, name: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError(`--shard auto: ${name} must be a whole number, got "${value}"`);
  return Number(value);
}
