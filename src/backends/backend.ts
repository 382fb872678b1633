// What the API needs from a backend: run a registry generator into a fresh, caller-owned cell array,
// or fill a stream of a streamable generator range of rows by range of rows.

import type { GeneratorEntry, StreamableEntry } from "../registry.js";

export type BackendName = "wasm" | "reference";
export const backendNames: readonly BackendName[] = ["wasm", "reference"];

/** The ranges of rows of one stream, filled in order (src/stream.ts drives them). */
export interface RowRanges {
  /**
   * Fills the next `rowCount` rows (at most the `maxRows` the ranges were opened with) and returns
   * the buffer: slot 0 holds the row above them (top padding before row 0), slots 1..rowCount hold
   * the rows, W+2 bytes each. The view is valid until the next fill or anything else runs on the backend.
   */
  fill(rowCount: number, atTop: boolean, atBottom: boolean): Uint8Array;
  /** Ends the stream, letting go of what it holds. */
  close(): void;
}

export interface Backend {
  readonly name: BackendName;
  /** The most bytes one generation may use: cell array plus working memory. */
  readonly capacity: number;
  /** Generates into a new array of (W+2)·(H+2) bytes that no later call touches. Sizes are already validated. */
  generate(entry: GeneratorEntry, width: number, height: number, seed: number, options: readonly number[]): Uint8Array;
  /** Starts a W-wide stream filling up to `maxRows` rows per range (streamBytes in src/limits.ts, already checked). */
  openRows(entry: StreamableEntry, width: number, seed: number, options: readonly number[], maxRows: number): RowRanges;
}
