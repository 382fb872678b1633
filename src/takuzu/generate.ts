// takuzu.generate(): validate everything in TypeScript (sizes, rules, difficulty, seed, backend),
// then run the core and wrap its puzzle and solution.

import type { Backend } from "../backends/backend.js";
import { checkOptionsObject, optionKeys, readOnce } from "../base/arguments.js";
import { InvalidArgumentError, STATUS_BAD_ARGUMENT, STATUS_OK, STATUS_UNREACHABLE_DIFFICULTY, WasmError } from "../base/errors.js";
import { randomSeed, resolveSeed, type SeedInput } from "../base/seed.js";
import { takuzuEngine } from "./engine.js";
import { TakuzuGrid } from "./grid.js";
import {
  DEFAULT_DIFFICULTY,
  DEFAULT_LEVELS,
  DEFAULT_RULES,
  levelCode,
  levelsCode,
  parseDifficulty,
  parseLevels,
  parseRules,
  rulesCode,
  type TakuzuDifficulty,
  type TakuzuLevels,
  type TakuzuRules,
} from "./names.js";
import { gridProblem, levelProblem, sideProblem } from "./sizes.js";

export interface TakuzuGenerateOptions {
  /** Even, from 4 to 32. */
  width: number;
  height: number;
  /** Integer in [0, 2^32) or any non-empty string (hashed); random when omitted (see puzzle.seed). */
  seed?: SeedInput;
  /** Default "normal". */
  difficulty?: TakuzuDifficulty;
  /** Default "takuzu" (no two equal rows or columns); "unruly" drops that rule. */
  rules?: TakuzuRules;
  /** Whose level boundaries the difficulty means: "daedalus" (default) or "unruly" (Simon Tatham's Unruly). */
  levels?: TakuzuLevels;
  /** "wasm" (default) or "reference". */
  backend?: string | Backend;
}

/** The keys takuzu.generate() takes, in TakuzuGenerateOptions' order: any other key is refused by name. */
export const TAKUZU_GENERATE_OPTION_KEYS = optionKeys<TakuzuGenerateOptions>()(["width", "height", "seed", "difficulty", "rules", "levels", "backend"]);

export interface GeneratedTakuzu {
  /** Exactly one solution; solvable with the difficulty's deductions and not with the level below's. */
  readonly puzzle: TakuzuGrid;
  readonly solution: TakuzuGrid;
}

/** Generates a puzzle. Throws a DaedalusError for any bad input, before doing any work. */
export function generate(given: TakuzuGenerateOptions): GeneratedTakuzu {
  checkOptionsObject(given, "takuzu.generate's options", TAKUZU_GENERATE_OPTION_KEYS);
  if (given === undefined) throw new InvalidArgumentError("takuzu.generate needs its options: { width, height, … }");
  if (typeof given !== "object" || given === null) throw new InvalidArgumentError("takuzu.generate needs an object with width and height");
  // Each option read once: the sides checked are the ones generated.
  const request = readOnce(given, TAKUZU_GENERATE_OPTION_KEYS);
  for (const [name, value] of [
    ["width", request.width],
    ["height", request.height],
  ] as const) {
    const problem = sideProblem(value);
    if (problem) throw new InvalidArgumentError(`${name} ${problem}`);
  }
  const { width, height } = request;
  const difficulty = parseDifficulty(request.difficulty ?? DEFAULT_DIFFICULTY);
  const rules = parseRules(request.rules ?? DEFAULT_RULES);
  const levels = parseLevels(request.levels ?? DEFAULT_LEVELS);
  const impossible = gridProblem(width, height, rules) ?? levelProblem(width, height, rules, difficulty);
  if (impossible) throw new InvalidArgumentError(impossible);
  const engine = takuzuEngine(request.backend ?? "wasm");
  const seed = request.seed === undefined ? randomSeed() : resolveSeed(request.seed);

  const { status, puzzle, solution } = engine.generate(width, height, seed, levelCode(difficulty), rulesCode(rules) | levelsCode(levels));
  if (status === STATUS_UNREACHABLE_DIFFICULTY) {
    throw new InvalidArgumentError(
      `no ${difficulty} ${width}×${height} puzzle under ${rules} rules was found from seed ${seed} within the generator's attempts; ` +
        `such puzzles are rare at this size: try another seed, another difficulty or a larger grid`,
    );
  }
  if (status === STATUS_BAD_ARGUMENT) throw new InvalidArgumentError(`no valid ${width}×${height} grid exists under ${rules} rules`);
  if (status !== STATUS_OK) throw new WasmError(status, "takuzu generate");
  const metadata = { width, height, rules, difficulty, levels, seed };
  return {
    puzzle: new TakuzuGrid({ ...metadata, cells: puzzle }, "generated puzzle"),
    solution: new TakuzuGrid({ ...metadata, cells: solution }, "generated solution"),
  };
}
