// The checks every topology builder makes of its parameters: named errors that say what is allowed, and sizes refused
// up front against the topology memory budget with the largest size that fits.

import { describeValue, InvalidArgumentError, SizeLimitError } from "../base/errors.js";

/** Bytes all topology mazes of one call may use: the model, the links and the largest working memory (Wasm holds them in its 4 GiB). */
export const TOPOLOGY_BUDGET = 2 ** 31;

/**
 * Bytes per cell of a topology whose cells have at most `slots` slots: the model (offset 4; neighbour 4 and side 1 per
 * slot), the links (1), and the hungriest algorithm's working memory, A* (keys 12, score 4, parent slot 1, a heap entry
 * of 8 per slot), 17 + 8 per slot.
 */
export function bytesPerCell(slots: number): number {
  return 4 + 5 * slots + 1 + 17 + 8 * slots;
}

/** The most cells a topology with `slots` slots per cell may have. */
export function maxCells(slots: number): number {
  return Math.floor(TOPOLOGY_BUDGET / bytesPerCell(slots));
}

/** The parameters object of a builder: undefined or a plain object. */
export function parametersObject(value: unknown, topology: string): Record<string, unknown> {
  if (value === undefined) return {};
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new InvalidArgumentError(`the parameters of topology ${topology} must be an object, got ${describeValue(value)}`);
  return value as Record<string, unknown>;
}

/** An integer parameter in [min, max], or its default when absent. */
export function integerParameter(topology: string, name: string, value: unknown, min: number, max: number, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  // Undefined here is a required parameter left out (of a call's object or a topology JSON file): "got nothing".
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    throw new InvalidArgumentError(
      `${topology}: ${name} must be an integer from ${min} to ${max}, got ${value === undefined ? "nothing" : describeValue(value)}`,
    );
  return value;
}

/** A number parameter in [min, max], or its default when absent. */
export function numberParameter(topology: string, name: string, value: unknown, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max)
    throw new InvalidArgumentError(`${topology}: ${name} must be a number from ${min} to ${max}, got ${describeValue(value)}`);
  return value;
}

/** One of `allowed`, or its default when absent. */
export function choiceParameter<T extends string>(topology: string, name: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value !== "string" || !allowed.includes(value as T))
    throw new InvalidArgumentError(`${topology}: ${name} must be one of ${allowed.map((a) => `"${a}"`).join(", ")}, got ${describeValue(value)}`);
  return value as T;
}

/** Names the parameters a builder does not know (a typo such as "widht" is an error, not a silent default). */
export function rejectUnknown(topology: string, parameters: Record<string, unknown>, known: readonly string[]): void {
  for (const key of Object.keys(parameters)) {
    if (!known.includes(key)) throw new InvalidArgumentError(`${topology}: unknown parameter "${key}"; the parameters are ${known.join(", ")}`);
  }
}

/**
 * Refuses `cells` cells past the budget before anything is allocated; `largest` describes the largest size that fits,
 * given the most cells (e.g. "1000×5000"); `countedAll` false when counting stopped once past the budget.
 */
export function checkCells(topology: string, size: string, cells: number, slots: number, largest: (cells: number) => string, countedAll = true): void {
  const most = maxCells(slots);
  if (cells <= most) return;
  throw new SizeLimitError(
    `${topology} ${size} has ${countedAll ? "" : "more than "}${cells} cells; at most ${most} fit the ${TOPOLOGY_BUDGET / 2 ** 30} GiB topology budget ` +
      `(${bytesPerCell(slots)} bytes per cell): the largest that fits is ${largest(most)}`,
  );
}

/**
 * What a rectangular topology needs of its size beyond the budget: `check` refuses a size it cannot build, before the
 * budget (so such a size is named for what is wrong with it), and `minRows` is the fewest rows it takes (so the largest
 * size that fits, W × fewer rows, is one it builds).
 */
export interface GridShape {
  readonly check?: (width: number, height: number) => void;
  readonly minRows?: number;
}

/** W and H of a rectangular topology, each at least 1, checked by `shape`, the product within the budget. */
export function gridSize(
  topology: string,
  parameters: Record<string, unknown>,
  slots: number,
  { check, minRows = 1 }: GridShape = {},
): { width: number; height: number } {
  const width = integerParameter(topology, "width", parameters.width, 1, 2 ** 30);
  const height = integerParameter(topology, "height", parameters.height, 1, 2 ** 30);
  check?.(width, height);
  checkCells(topology, `${width}×${height}`, width * height, slots, (most) => {
    const fitting = Math.floor(most / width);
    const side = Math.floor(Math.sqrt(most));
    return fitting >= minRows ? `${width}×${fitting}` : `${side}×${side}`;
  });
  return { width, height };
}
