// generate(): validate everything in TypeScript, check the size against memory, then run one backend.

import type { GeneratorEntry } from "./algorithms/define.js";
import { DEFAULT_ALGORITHM, findGenerator, type GeneratorName, generators } from "./algorithms/generators.js";
import { checkSize } from "./algorithms/limits.js";
import { encodeOptions } from "./algorithms/options.js";
import type { Backend, ProgressHook } from "./backends/backend.js";
import { getBackend } from "./backends/runtime.js";
import { checkOptionsObject } from "./base/arguments.js";
import { InvalidArgumentError } from "./base/errors.js";
import { randomSeed, resolveSeed, type SeedInput } from "./base/seed.js";
import type { OptionValue } from "./grid/data.js";
import { markValid } from "./grid/validated.js";
import type { Mask } from "./mask/mask.js";
import { type Maze, mazeOver } from "./maze.js";

export interface GenerateOptions {
  /** Registry name, alias or entry (default "backtracker"). */
  algorithm?: GeneratorName | (string & {}) | GeneratorEntry;
  /** Required, unless a mask gives it. */
  width?: number;
  /** Required, unless a mask gives it. */
  height?: number;
  /** Integer in [0, 2^32) or any non-empty string (hashed); random when omitted (see maze.seed). */
  seed?: SeedInput;
  /** "wasm" (default) or "reference". */
  backend?: string | Backend;
  /** Algorithm options, as listed by `daedalus list`. */
  options?: Readonly<Record<string, OptionValue>>;
  /** Generate inside this mask (its size is the maze's); only algorithms whose registry entry has `masks`. */
  mask?: Mask;
  /** Called every 2^20 finished cells (and never for small mazes) with the count so far and W·H. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Cancels between chunks of 2^20 cells, throwing the signal's reason. generate() runs synchronously, so the
   * signal can be aborted from onProgress (a deadline, a UI poll); abort from elsewhere needs a worker.
   */
  signal?: AbortSignal;
}

/** Generates a maze. Throws a DaedalusError for any bad input, before doing any work. */
export function generate(request: GenerateOptions): Maze {
  checkOptionsObject(request, "generate's options");
  if (request === undefined) throw new InvalidArgumentError("generate needs its options: { width, height, … }");
  const entry = findGenerator(request.algorithm ?? DEFAULT_ALGORITHM);
  const backend = getBackend(request.backend ?? "wasm");
  const seed = request.seed === undefined ? randomSeed() : resolveSeed(request.seed);
  const options = encodeOptions(entry.name, entry.options, request.options);
  const { mask } = request;
  const width = request.width ?? mask?.width;
  const height = request.height ?? mask?.height;
  if (mask) checkMaskFits(entry, mask, width, height);
  checkSize(entry, backend, width as number, height as number);
  request.signal?.throwIfAborted();
  const progress = progressHook(request, (width as number) * (height as number));
  const store = backend.generate(entry, width as number, height as number, seed, options, mask, progress);
  const maze = mazeOver(store, width as number, height as number, entry.name, seed, request.options);
  markValid(maze.cells);
  request.onProgress?.((width as number) * (height as number), (width as number) * (height as number));
  return maze;
}

/** The backend hook for onProgress and signal, or none when neither is given (the core then only counts). */
function progressHook({ onProgress, signal }: GenerateOptions, total: number): ProgressHook | undefined {
  if (!onProgress && !signal) return undefined;
  return (done) => {
    onProgress?.(Math.min(done, total), total);
    signal?.throwIfAborted();
  };
}

function checkMaskFits(entry: GeneratorEntry, mask: Mask, width: number | undefined, height: number | undefined): void {
  if (!entry.masks) {
    const able = generators.filter((candidate) => candidate.masks).map((candidate) => candidate.name);
    throw new InvalidArgumentError(`algorithm ${entry.name} cannot generate inside a mask; algorithms that can: ${able.join(", ")}`);
  }
  if (width !== mask.width || height !== mask.height) {
    throw new InvalidArgumentError(
      `the maze size ${width}×${height} does not match the mask's ${mask.width}×${mask.height}; leave width and height out to take the mask's`,
    );
  }
}
