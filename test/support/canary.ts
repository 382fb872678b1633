// Checks that a Wasm generator keeps to the working memory its registry entry declares.

import { type GeneratorEntry, workingBytes } from "../../src/algorithms/define.js";
import { generatorExport } from "../../src/backends/wasm/exports.js";
import { gridBytes } from "../../src/grid/layout.js";
import { privateWasm } from "./backends.js";

// Its own instance: the canary is written at the arena's start, where the shared backend keeps other tests' mazes.
const { exports } = privateWasm();

const CANARY = 0xa5;
const CANARY_BYTES = 4096;

/** Runs the generator with canary bytes right after its declared memory; returns how many it overwrote. */
export function bytesWrittenPastDeclared(entry: GeneratorEntry, width: number, height: number, seed: number, options: readonly number[]): number {
  const declared = gridBytes(width, height) + workingBytes(entry, width, height);
  const cells = exports.reserve(declared + CANARY_BYTES) >>> 0;
  new Uint8Array(exports.memory.buffer, cells + declared, CANARY_BYTES).fill(CANARY);
  (exports[generatorExport(entry.name)] as (...args: number[]) => number)(cells, width, height, seed, ...options);
  return new Uint8Array(exports.memory.buffer, cells + declared, CANARY_BYTES).filter((byte) => byte !== CANARY).length;
}
