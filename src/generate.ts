// generate(): validate everything in TypeScript, check the size against memory, then run one backend.

import { InvalidArgumentError } from "./errors.js";
import { checkSize } from "./limits.js";
import { Maze } from "./maze.js";
import { encodeOptions, type OptionValue } from "./options.js";
import { type GeneratorEntry, generators } from "./registry.js";
import { getBackend } from "./runtime.js";
import { randomSeed, resolveSeed, type SeedInput } from "./seed.js";
import { suggest } from "./suggest.js";

export interface GenerateOptions {
  /** Registry name or alias (default "backtracker"). */
  algorithm?: string;
  width: number;
  height: number;
  /** Integer in [0, 2^32) or any non-empty string (hashed); random when omitted (see maze.seed). */
  seed?: SeedInput;
  /** "wasm" (default) or "reference". */
  backend?: string;
  /** Algorithm options, as listed by `daedalus list`. */
  options?: Readonly<Record<string, OptionValue>>;
}

export const DEFAULT_ALGORITHM = "backtracker";

/** The registry entry for a name or alias. */
export function findGenerator(name: string): GeneratorEntry {
  const entry = generators.find((candidate) => candidate.name === name || candidate.aliases.includes(name));
  if (entry) return entry;
  const names = generators.map((candidate) => candidate.name);
  throw new InvalidArgumentError(`unknown algorithm "${name}"${suggest(name, [...names, ...generators.flatMap((g) => g.aliases)])}; allowed: ${names.join(", ")}`);
}

/** Generates a maze. Throws a DaedalusError for any bad input, before doing any work. */
export function generate(request: GenerateOptions): Maze {
  const entry = findGenerator(request.algorithm ?? DEFAULT_ALGORITHM);
  const backend = getBackend(request.backend ?? "wasm");
  const seed = request.seed === undefined ? randomSeed() : resolveSeed(request.seed);
  const options = encodeOptions(entry.name, entry.options, request.options);
  checkSize(entry, backend, request.width, request.height);
  const cells = backend.generate(entry, request.width, request.height, seed, options);
  return new Maze(request.width, request.height, cells, entry.name, seed, request.options);
}
