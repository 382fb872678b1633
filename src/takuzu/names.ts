// The names users see for difficulty levels, rule sets and grades, and the core's codes for them.

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { suggest } from "../base/names.js";
import { GRADE_BEYOND_HARD, GRADE_MULTIPLE, GRADE_NO_SOLUTION, RULE_UNIQUE_LINES, RULE_UNRULY_LEVELS } from "./codes.js";

/** Difficulty levels, easiest first; the index is the core's level code. */
// The lists are frozen: they are the checks' own lists, handed out as takuzu.difficulties, .ruleSets and .levelSystems,
// and a caller's push would make a name valid that the core has no code for.
export const difficulties = Object.freeze(["trivial", "easy", "normal", "hard"] as const);
export type TakuzuDifficulty = (typeof difficulties)[number];

/** Rule sets: takuzu forbids two equal rows or columns (unique lines); unruly does not. */
export const ruleSets = Object.freeze(["takuzu", "unruly"] as const);
export type TakuzuRules = (typeof ruleSets)[number];
const ruleAliases: Readonly<Record<string, TakuzuRules>> = { binairo: "takuzu", "unique-lines": "takuzu" };

/**
 * Where the level boundaries lie: daedalus's (quotas at easy, unique lines at hard) or Simon Tatham's Unruly's
 * (a line's last blank at trivial; quotas and, under the takuzu rule, unique lines at easy).
 */
export const levelSystems = Object.freeze(["daedalus", "unruly"] as const);
export type TakuzuLevels = (typeof levelSystems)[number];
export const DEFAULT_LEVELS: TakuzuLevels = "daedalus";

/** The core's rule bit of a level system. */
export function levelsCode(levels: TakuzuLevels): number {
  return levels === "unruly" ? RULE_UNRULY_LEVELS : 0;
}

/** Validates a level-system name; `input` names where it came from. */
export function parseLevels(value: unknown, input = "levels"): TakuzuLevels {
  const found = levelSystems.find((name) => name === value);
  if (found) return found;
  const text = typeof value === "string" ? value : "";
  throw new InvalidArgumentError(`${input} must be one of ${levelSystems.join(", ")}, got ${describeValue(value)}${suggest(text, levelSystems)}`);
}

/** What grade() says: the level whose deductions solve the puzzle, or why none does. */
export type TakuzuGrade = TakuzuDifficulty | "beyond-hard" | "no-solution" | "multiple-solutions";

export const DEFAULT_DIFFICULTY: TakuzuDifficulty = "normal";
export const DEFAULT_RULES: TakuzuRules = "takuzu";

/** The core's level code of a difficulty. */
export function levelCode(difficulty: TakuzuDifficulty): number {
  return difficulties.indexOf(difficulty);
}

/** The core's rule bits of a rule set. */
export function rulesCode(rules: TakuzuRules): number {
  return rules === "takuzu" ? RULE_UNIQUE_LINES : 0;
}

/** The grade named by a code of takuzu_grade. */
export function gradeName(code: number): TakuzuGrade {
  if (code === GRADE_BEYOND_HARD) return "beyond-hard";
  if (code === GRADE_NO_SOLUTION) return "no-solution";
  if (code === GRADE_MULTIPLE) return "multiple-solutions";
  return difficulties[code]!;
}

/** Validates a difficulty name; `input` names where it came from. */
export function parseDifficulty(value: unknown, input = "difficulty"): TakuzuDifficulty {
  const found = difficulties.find((name) => name === value);
  if (found) return found;
  const text = typeof value === "string" ? value : "";
  throw new InvalidArgumentError(`${input} must be one of ${difficulties.join(", ")}, got ${describeValue(value)}${suggest(text, difficulties)}`);
}

/** Validates a rule-set name or alias; `input` names where it came from. */
export function parseRules(value: unknown, input = "rules"): TakuzuRules {
  const text = typeof value === "string" ? value : "";
  // Own keys only: "constructor", "__proto__" and "toString" are not rule sets.
  const found = ruleSets.find((name) => name === text) ?? (Object.hasOwn(ruleAliases, text) ? ruleAliases[text] : undefined);
  if (found) return found;
  const allowed = [...ruleSets, ...Object.keys(ruleAliases)];
  throw new InvalidArgumentError(
    `${input} must be one of ${ruleSets.join(", ")} (takuzu also as ${Object.keys(ruleAliases).join(", ")}), got ${describeValue(value)}${suggest(text, allowed)}`,
  );
}
