// The Takuzu engine as a backend object hands it out (getBackend(name).takuzu): the API above checks its calls, but a
// caller may use the engine directly, and outside the core's ranges its search is undefined (a 34×34 solve never
// returned, a 0×0 grade answered "trivial"). Each call's numbers are checked here first, by name.

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { BLANK, LEVEL_HARD, MAX_SIDE, MIN_SIDE, RULE_UNIQUE_LINES, RULE_UNRULY_LEVELS } from "../reference/takuzu/codes.js";
import type { TakuzuEngine } from "./backend.js";

const RULE_BITS = RULE_UNIQUE_LINES | RULE_UNRULY_LEVELS;

/** `engine` with each call's arguments checked against the core's ranges (docs/ABI.md, Takuzu). */
export function guardedTakuzuEngine(engine: TakuzuEngine): TakuzuEngine {
  return {
    generate(width, height, seed, level, rules) {
      checkCall("generate", width, height, rules);
      if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) refuse("generate", "seed", "an integer from 0 to 2^32 − 1", seed);
      if (!Number.isInteger(level) || level < 0 || level > LEVEL_HARD) refuse("generate", "level", `an integer from 0 to ${LEVEL_HARD}`, level);
      return engine.generate(width, height, seed, level, rules);
    },
    solve(cells, width, height, rules) {
      checkCall("solve", width, height, rules, cells);
      return engine.solve(cells, width, height, rules);
    },
    grade(cells, width, height, rules) {
      checkCall("grade", width, height, rules, cells);
      return engine.grade(cells, width, height, rules);
    },
  };
}

function checkCall(call: string, width: number, height: number, rules: number, cells?: Uint8Array): void {
  const side = `an even integer from ${MIN_SIDE} to ${MAX_SIDE}`;
  for (const [name, value] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (!Number.isInteger(value) || value < MIN_SIDE || value > MAX_SIDE || value % 2 !== 0) refuse(call, name, side, value);
  }
  if (!Number.isInteger(rules) || (rules & ~RULE_BITS) !== 0 || rules < 0) refuse(call, "rules", `a bit set of ${RULE_BITS} (0 to ${RULE_BITS})`, rules);
  if (cells === undefined) return;
  if (!(cells instanceof Uint8Array) || cells.length !== width * height) {
    const got = cells instanceof Uint8Array ? `${cells.length} bytes` : describeValue(cells);
    throw new InvalidArgumentError(`takuzu engine ${call}: cells must be a Uint8Array of width × height = ${width * height} bytes, got ${got}`);
  }
  const wrong = cells.findIndex((cell) => cell > BLANK);
  if (wrong >= 0) refuse(call, `cells[${wrong}]`, `0, 1 or ${BLANK} (blank)`, cells[wrong]);
}

function refuse(call: string, name: string, allowed: string, got: unknown): never {
  throw new InvalidArgumentError(`takuzu engine ${call}: ${name} must be ${allowed}, got ${describeValue(got)}`);
}
