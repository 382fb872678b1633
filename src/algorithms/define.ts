// What an algorithm entry states, and the define… helpers that fill the defaults most entries share. The
// lists live in generators.ts and solvers.ts; every consumer (the CLI, the backends, the tests, the
// benchmarks) iterates them.

import type { SolveResult } from "../grid/data.js";
import type { StepStart } from "../grid/steps.js";
import type { OptionSpec } from "./options.js";

/** A reference generator: fills `cells` (padded layout) for the seed; extra integers are the encoded options. */
export type ReferenceGenerator = (cells: Uint8Array, width: number, height: number, seed: number, ...options: number[]) => void;

/** Working memory beyond the cell array, in bytes: perCell·W·H + perRow·W + fixed. */
export interface WorkingMemory {
  readonly perCell: number;
  readonly perRow: number;
  readonly fixed: number;
}

/**
 * A streamable generator's row ranges in the reference (src/stream.ts drives them), mirroring its Wasm exports
 * start_rows_<name> and rows_<name>: the state is everything a stream carries between ranges.
 */
export interface ReferenceRows<State = unknown> {
  /** The seeded state of a W-wide stream, before row 0. */
  start(width: number, seed: number): State;
  /** Fills `rowCount` padded rows of `cells` from index `rows` (the row above at rows - (W+2)), resuming from and updating `state`. */
  fill(state: State, cells: Uint8Array, rows: number, width: number, rowCount: number, atTop: boolean, atBottom: boolean, ...options: number[]): void;
}

export interface GeneratorFacts {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly summary: string;
  /** Yields a perfect maze: every cell reachable by exactly one path. */
  readonly perfect: boolean;
  /** Samples spanning trees uniformly at random. */
  readonly uniform: boolean;
  /** The texture it leaves, in a few words. */
  readonly bias: string;
  readonly memory: WorkingMemory;
  /** Can generate inside a mask (any connected set of included cells): it starts from initMaskedGrid. */
  readonly masks: boolean;
  /** Can be tiled (generate({ tiles }), src/tiles/): it makes a perfect maze on any rectangle, so its tiles join into one. */
  readonly tileable: boolean;
  /** The grid its steps start from (src/grid/steps.ts): "closed" for a carver, "open" for a wall adder. */
  readonly stepStart: StepStart;
  readonly options: readonly OptionSpec[];
  readonly reference: ReferenceGenerator;
}

/** `streamable`: can produce the maze row by row with O(width) memory (src/stream.ts), through its `rows`. */
export type GeneratorEntry = StreamableEntry | (GeneratorFacts & { readonly streamable: false; readonly rows?: undefined });
export type StreamableEntry = GeneratorFacts & { readonly streamable: true; readonly rows: ReferenceRows };

/** A generator as its file states it: the defaults are aliases [], perfect, not uniform, no working memory, no masks, tileable, steps from a closed grid, no options. */
export type GeneratorSpec = Pick<GeneratorFacts, "name" | "summary" | "bias" | "reference"> &
  Partial<Omit<GeneratorFacts, "name" | "summary" | "bias" | "reference">> & { readonly rows?: ReferenceRows };

/** No working memory beyond the cell array. */
export const NO_WORKING_MEMORY: WorkingMemory = { perCell: 0, perRow: 0, fixed: 0 };

/** A registry entry from its spec: defaults filled; streamable exactly when it has row ranges. */
export function defineGenerator(spec: GeneratorSpec): GeneratorEntry {
  const facts: GeneratorFacts = {
    aliases: [],
    perfect: true,
    uniform: false,
    memory: NO_WORKING_MEMORY,
    masks: false,
    tileable: true,
    stepStart: "closed",
    options: [],
    ...spec,
  };
  return spec.rows ? { ...facts, streamable: true, rows: spec.rows } : { ...facts, streamable: false };
}

/** A reference solver: works on `cells` in place (its marks are cleared before it returns); extra integers are the encoded options. */
export type ReferenceSolver = (
  cells: Uint8Array,
  width: number,
  height: number,
  fromX: number,
  fromY: number,
  toX: number,
  toY: number,
  ...options: number[]
) => SolveResult;

/** Solver memory beyond the copy of the cells: reserved up front (perCell, perRow, fixed), plus what grows on demand. */
export interface SolverMemory extends WorkingMemory {
  /** What grows while it runs, checked as it grows (running out is an OutOfMemoryError naming it). */
  readonly onDemand: string;
}

export interface SolverEntry {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly summary: string;
  /** Finds a shortest path on every maze (on a perfect maze every solver does: the path is unique). */
  readonly optimal: boolean;
  /** Reaches the goal whenever it is reachable. */
  readonly complete: boolean;
  readonly options: readonly OptionSpec[];
  readonly memory: SolverMemory;
  readonly reference: ReferenceSolver;
}

/** A solver as its file states it: the defaults are aliases [] and no options. */
export type SolverSpec = Omit<SolverEntry, "aliases" | "options"> & Partial<Pick<SolverEntry, "aliases" | "options">>;

/** A registry entry from its spec, defaults filled. */
export function defineSolver(spec: SolverSpec): SolverEntry {
  return { aliases: [], options: [], ...spec };
}

/** Working bytes of an algorithm for a W×H maze, beyond the cell array (reserved up front). */
export function workingBytes(entry: { readonly memory: WorkingMemory }, width: number, height: number): number {
  const { perCell, perRow, fixed } = entry.memory;
  // Whole bytes: perCell may be a fraction (bitsets).
  return Math.ceil(perCell * width * height + perRow * width + fixed);
}
