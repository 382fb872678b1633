// Size limits, computed from an algorithm's declared memory before any work starts.

import { InvalidArgumentError, SizeLimitError } from "./errors.js";
import { type WorkingMemory, workingBytes } from "./registry.js";
import { gridBytes } from "./reference/grid.js";
import type { Backend } from "./backends/backend.js";

/** Anything with declared working memory: a generator or a solver entry. */
export interface Sized {
  readonly name: string;
  readonly memory: WorkingMemory;
}

/** Bytes a run needs for a W×H maze. */
export type Need = (width: number, height: number) => number;

/** Bytes one run needs: the padded cell array plus the algorithm's working memory reserved up front. */
export function requiredBytes(entry: Sized, width: number, height: number): number {
  return gridBytes(width, height) + workingBytes(entry, width, height);
}

/** The largest n such that fits(n) holds, for a monotone predicate over [1, 2^32); 0 if none. */
function largest(fits: (n: number) => boolean): number {
  if (!fits(1)) return 0;
  let low = 1;
  let high = 2 ** 32;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}

/** Side of the largest square maze this algorithm can handle on this backend. */
export function largestSquare(entry: Sized, backend: Backend): number {
  return largest((side) => requiredBytes(entry, side, side) <= backend.capacity);
}

/** Checks that a W×H maze fits before any memory is touched; the error names the largest size that does. */
export function checkSize(entry: Sized, backend: Backend, width: number, height: number): void {
  checkNeed(entry.name, backend, width, height, (w, h) => requiredBytes(entry, w, h));
}

/** checkSize for any need: `label` names what needs the memory in the error. */
export function checkNeed(label: string, backend: Backend, width: number, height: number, need: Need): void {
  for (const [name, value] of [["width", width], ["height", height]] as const) {
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new InvalidArgumentError(`${name} must be a positive integer, got ${value}`);
    }
  }
  const needed = need(width, height);
  if (needed <= backend.capacity) return;
  const side = largest((n) => need(n, n) <= backend.capacity);
  const tallest = largest((h) => need(width, h) <= backend.capacity);
  const atWidth = tallest > 0 ? ` (or ${width}×${tallest} at this width)` : "";
  throw new SizeLimitError(
    `${width}×${height} is too large for ${label} on the ${backend.name} backend: it needs ${needed} bytes, ` +
      `the backend holds ${backend.capacity}; the largest square that fits is ${side}×${side}${atWidth}`,
  );
}
