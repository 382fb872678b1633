// The Takuzu family's contract: the numbers the core's Takuzu exports take and return (assembly/takuzu/codes.ts),
// kept here for the API above the backends (the reference keeps its own copy; test/takuzu-codes.test.ts keeps all
// three equal): cell values, sizes,
// difficulty levels, rule bits and grade results. The TypeScript API maps names onto them.

/** A cell of the puzzle buffer: 0, 1, or BLANK. */
export const BLANK = 2;

/** Sides are even and within [MIN_SIDE, MAX_SIDE]: one line fits the bits of a u32. */
export const MIN_SIDE = 4;
export const MAX_SIDE = 32;

/** Difficulty levels, each allowing the deductions of the ones below it. */
export const LEVEL_TRIVIAL = 0;
export const LEVEL_EASY = 1;
export const LEVEL_NORMAL = 2;
export const LEVEL_HARD = 3;

/** Grade results beyond the levels: uniquely solvable but not by hard's deductions; no solution; several. */
export const GRADE_BEYOND_HARD = 4;
export const GRADE_NO_SOLUTION = 5;
export const GRADE_MULTIPLE = 6;
/** Grade and solve results when the search spent SOLVE_DEAD_END_BUDGET without settling the puzzle. */
export const GRADE_BUDGET_SPENT = 7;
export const SOLVE_BUDGET_SPENT = 3;

/** Dead ends (across all restarts) that solving or grading a puzzle may spend: a few seconds of search at 32×32. */
export const SOLVE_DEAD_END_BUDGET = 2097152;

/** Rule bits: with RULE_UNIQUE_LINES no two rows and no two columns may be equal (takuzu); without it, unruly. */
export const RULE_UNIQUE_LINES = 1;
/** Grade and generate by Unruly's level boundaries: a line's last blank is trivial; quotas and unique lines are easy. */
export const RULE_UNRULY_LEVELS = 2;
