// Which sizes and levels exist: sides even in [4, 32]; under unique lines no more lines than there
// are distinct valid lines across; and the levels no puzzle of a tiny size has.

import { describeValue } from "../base/errors.js";
import { MAX_SIDE, MIN_SIDE } from "./codes.js";
import { difficulties, type TakuzuDifficulty, type TakuzuRules } from "./names.js";

/** What a side must be, for messages. */
export const SIDE_RULE = `an even integer from ${MIN_SIDE} to ${MAX_SIDE}`;

/** Why a side is not allowed, or undefined when it is; `describe` quotes the value (a JSON reader's says "nothing" for a missing field). */
export function sideProblem(value: unknown, describe: (value: unknown) => string = describeValue): string | undefined {
  if (typeof value !== "number" || !Number.isInteger(value) || value < MIN_SIDE || value > MAX_SIDE || value % 2 !== 0) {
    return `must be ${SIDE_RULE}, got ${describe(value)}`;
  }
  return undefined;
}

/** Lines of this length with as many 0s as 1s and never three equal side by side. */
export function validLineCount(length: number): number {
  // counts[ones][lastDigit][runLength - 1], one position at a time.
  let counts = zeroCounts(length);
  counts[0]![0]![0] = 1;
  counts[1]![1]![0] = 1;
  for (let position = 1; position < length; position++) {
    const next = zeroCounts(length);
    for (let ones = 0; ones <= position; ones++) {
      for (let last = 0; last < 2; last++) {
        for (let run = 0; run < 2; run++) {
          const ways = counts[ones]![last]![run]!;
          if (ways === 0) continue;
          if (run === 0) next[ones + last]![last]![1]! += ways;
          next[ones + 1 - last]![1 - last]![0]! += ways;
        }
      }
    }
    counts = next;
  }
  const half = counts[length / 2]!;
  return half[0]![0]! + half[0]![1]! + half[1]![0]! + half[1]![1]!;
}

function zeroCounts(length: number): number[][][] {
  return Array.from({ length: length + 2 }, () => [
    [0, 0],
    [0, 0],
  ]);
}

/** Why no W×H grid exists under these rules, or undefined when one does. */
export function gridProblem(width: number, height: number, rules: TakuzuRules): string | undefined {
  if (rules !== "takuzu") return undefined;
  for (const [length, lines, across, along] of [
    [width, height, "wide", "rows"],
    [height, width, "tall", "columns"],
  ] as const) {
    const distinct = validLineCount(length);
    if (lines > distinct) {
      return (
        `under takuzu rules (no two equal rows or columns) a grid ${length} ${across} has at most ${distinct} ${along}, ` +
        `as only ${distinct} different valid ${along} of ${length} cells exist; got ${width}×${height} (use rules "unruly", or at most ${distinct} ${along})`
      );
    }
  }
  return undefined;
}

/** Levels that no puzzle of a size has, found by grading every uniquely solvable puzzle of that size. */
const absentLevels: readonly { width: number; height: number; rules: TakuzuRules; absent: readonly TakuzuDifficulty[]; puzzles: number }[] = [
  { width: 4, height: 4, rules: "takuzu", absent: ["normal"], puzzles: 2_866_536 },
  { width: 4, height: 4, rules: "unruly", absent: ["normal", "hard"], puzzles: 3_195_558 },
];

/** Why no W×H puzzle of this difficulty exists, or undefined when one may. */
export function levelProblem(width: number, height: number, rules: TakuzuRules, difficulty: TakuzuDifficulty): string | undefined {
  const known = absentLevels.find((entry) => entry.width === width && entry.height === height && entry.rules === rules);
  if (!known?.absent.includes(difficulty)) return undefined;
  return (
    `no ${width}×${height} puzzle under ${rules} rules is ${difficulty}: none of the ${known.puzzles} uniquely solvable ${width}×${height} puzzles needs ` +
    `exactly ${difficulty}'s deductions; choose ${difficulties.filter((level) => !known.absent.includes(level)).join(", ")} or a larger grid`
  );
}
