// The `policy` option of growing-tree: one policy name, or a weighted mix like "newest:75,random:25",
// parsed strictly and encoded as four integer weights (newest, oldest, random, middle).

import { InvalidArgumentError } from "../base/errors.js";
import { suggest } from "../base/names.js";
import { type OptionSpec, quoted } from "./options.js";

/** The policies, in the order of their encoded weights. */
const POLICIES = ["newest", "oldest", "random", "middle"] as const;

const MAX_POLICY_WEIGHT = 1_000_000;

/** Either the four weights, divided by their greatest common divisor, or what is wrong with the text. */
type ParsedPolicy = { readonly weights: readonly number[] } | { readonly problem: string };

/** Parses `name[:weight],…` (weight 1 when omitted). */
function parsePolicy(text: string): ParsedPolicy {
  const listed = `${POLICIES.slice(0, -1).join(", ")} and ${POLICIES.at(-1)}`;
  if (text.trim() === "") return { problem: `must name one or more of ${listed}` };
  const weights = [0, 0, 0, 0];
  for (const entry of text.split(",")) {
    const colon = entry.indexOf(":");
    const name = (colon < 0 ? entry : entry.slice(0, colon)).trim();
    const weightText = colon < 0 ? "1" : entry.slice(colon + 1).trim();
    if (name === "") return { problem: "has an empty entry; write name or name:weight, separated by commas" };
    const index = POLICIES.indexOf(name as (typeof POLICIES)[number]);
    if (index < 0) return { problem: `names an unknown policy ${quoted(name)}${suggest(name, POLICIES)}; the policies are ${listed}` };
    if (weights[index] !== 0) return { problem: `names "${name}" twice` };
    if (!/^[1-9][0-9]*$/.test(weightText) || Number(weightText) > MAX_POLICY_WEIGHT) {
      return { problem: `gives "${name}" the weight ${quoted(weightText)}: weights are whole numbers from 1 to ${MAX_POLICY_WEIGHT}` };
    }
    weights[index] = Number(weightText);
  }
  const divisor = weights.reduce(gcd);
  return { weights: weights.map((weight) => weight / divisor) };
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

export const policyOption: OptionSpec = {
  name: "policy",
  summary: `which active cell grows next: ${POLICIES.join(", ")}, or a weighted mix like newest:75,random:25`,
  default: "newest",
  check: (value) => {
    const parsed = parsePolicy(String(value));
    return "problem" in parsed ? parsed.problem : undefined;
  },
  encode: (value) => {
    const parsed = parsePolicy(String(value));
    if ("problem" in parsed) throw new InvalidArgumentError(`option policy of growing-tree ${parsed.problem}, got ${quoted(value)}`);
    return parsed.weights;
  },
};
