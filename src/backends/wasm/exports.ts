// The core's exports as the Wasm backend sees them: the fixed ones typed here, the algorithms' looked up by name
// through one helper with one error. Every export, its arguments, results and memory: docs/ABI.md.

import { DaedalusError } from "../../base/errors.js";

/** The exports every build of the core has; the algorithms' exports are looked up with coreFunction. */
export interface CoreExports {
  readonly memory: WebAssembly.Memory;
  arena(): number;
  reset_progress(): void;
  walk_heartbeat(words: number): void;
  reserve(bytes: number): number;
  use_mask(on: number): void;
  topology_shapes(shapes: number, deltas: number, counts: number, wide: number, count: number, positions: number): void;
  record_steps(log: number, capacity: number): void;
  step_count(): number;
  abi_version(): number;
  distances(cells: number, width: number, height: number, fromX: number, fromY: number): number;
  farthest(cells: number, width: number, height: number, fromX: number, fromY: number): number;
  braid(cells: number, width: number, height: number, seed: number, threshold: number): number;
  sparse(cells: number, width: number, height: number, seed: number, threshold: number): number;
  check_grid(cells: number, width: number, height: number): number;
}

/** Every function of CoreExports, by name: a loaded module must export them all (checked when it is instantiated). */
export const CORE_FUNCTIONS = [
  "arena",
  "reset_progress",
  "walk_heartbeat",
  "reserve",
  "use_mask",
  "topology_shapes",
  "record_steps",
  "step_count",
  "abi_version",
  "distances",
  "farthest",
  "braid",
  "sparse",
  "check_grid",
] as const satisfies readonly Exclude<keyof CoreExports, "memory">[];

// Fails to compile when CoreExports gains a function the list above does not name.
const everyCoreFunction: Exclude<keyof CoreExports, "memory" | (typeof CORE_FUNCTIONS)[number]> extends never ? true : never = true;
void everyCoreFunction;

/** The instance's exports: the fixed ones, and every algorithm's by name. */
export type Exports = CoreExports & Record<string, unknown>;

/** An export that takes and returns numbers (pointers, sizes, seeds, option integers, a status). */
export type CoreFunction = (...args: number[]) => number;

/** The export `name`, or a WASM error naming it and what needed it (a module built from other sources). */
export function coreFunction(exports: Exports, name: string, what: string): CoreFunction {
  const found = exports[name];
  if (typeof found !== "function") throw new DaedalusError("WASM", `the loaded Wasm module has no ${what} (export ${name})`);
  return found as CoreFunction;
}

const exportSuffix = (name: string): string => name.replaceAll("-", "_");

/** The export that runs a generator: generate_<name with dashes as underscores>. */
export function generatorExport(name: string): string {
  return `generate_${exportSuffix(name)}`;
}

/** The export that runs a solver: solve_<name with dashes as underscores>. */
export function solverExport(name: string): string {
  return `solve_${exportSuffix(name)}`;
}

/** The exports that start a stream of a streamable generator and fill its next range of rows. */
export function rowsExports(name: string): { start: string; fill: string } {
  return { start: `start_rows_${exportSuffix(name)}`, fill: `rows_${exportSuffix(name)}` };
}
