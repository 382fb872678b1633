// "Did you mean …?" for mistyped names: the closest candidate by edit distance, if it is close enough.

import { describeValue, InvalidArgumentError } from "./errors.js";

/** Returns ` (did you mean "x"?)` for the closest candidate within a third of the input's length, or "". */
export function suggest(input: string, candidates: readonly string[]): string {
  let best: string | undefined;
  let bestDistance = Infinity;
  const tolerance = Math.max(1, Math.floor(input.length / 3));
  for (const candidate of candidates) {
    // The distance is at least the difference of the lengths: a name far longer than every candidate costs nothing.
    if (Math.abs(input.length - candidate.length) > tolerance) continue;
    const distance = editDistance(input.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance <= tolerance ? ` (did you mean "${best}"?)` : "";
}

/** Edit distance counting an adjacent transposition as one edit (optimal string alignment), as typos go. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** Anything listed by name: a registry entry, a format, a backend. */
export interface Named {
  readonly name: string;
  readonly aliases?: readonly string[];
}

/**
 * The item of `list` that `wanted` names (its name or an alias), or `wanted` itself when it is one of the
 * items; otherwise an InvalidArgumentError: unknown <kind> "x" (did you mean …?); allowed: …
 */
export function findNamed<T extends Named>(kind: string, list: readonly T[], wanted: string | T): T {
  if (typeof wanted === "object" && wanted !== null && list.includes(wanted)) return wanted;
  const name = nameOf(wanted);
  if (name === undefined) {
    throw new InvalidArgumentError(`${kind} must be a name, got ${describeValue(wanted)}; allowed: ${list.map((item) => item.name).join(", ")}`);
  }
  // Names are matched whatever their case: -a Kruskal, -f PNG.
  const lower = name.toLowerCase();
  const found = list.find((item) => item.name === lower || item.aliases?.includes(lower));
  if (found) return found;
  const names = list.map((item) => item.name);
  const known = [...names, ...list.flatMap((item) => item.aliases ?? [])];
  throw new InvalidArgumentError(`unknown ${kind} ${describeValue(name)}${suggest(name, known)}; allowed: ${names.join(", ")}`);
}

/** The name a caller meant: a string, a number's digits, or the string `name` of an entry-like object. */
function nameOf(wanted: unknown): string | undefined {
  if (typeof wanted === "string") return wanted;
  if (typeof wanted === "number") return String(wanted);
  if (typeof wanted === "object" && wanted !== null && typeof (wanted as Partial<Named>).name === "string") return (wanted as Named).name;
  return undefined;
}
