// What the API needs from a backend: run a registry generator into a fresh, caller-owned cell array.

import type { GeneratorEntry } from "../registry.js";

export type BackendName = "wasm" | "reference";
export const backendNames: readonly BackendName[] = ["wasm", "reference"];

export interface Backend {
  readonly name: BackendName;
  /** The most bytes one generation may use: cell array plus working memory. */
  readonly capacity: number;
  /** Generates into a new array of (W+2)·(H+2) bytes that no later call touches. Sizes are already validated. */
  generate(entry: GeneratorEntry, width: number, height: number, seed: number, options: readonly number[]): Uint8Array;
}
