// Generator timings: every registry generator × backend × size, the backends checked to agree first,
// then timed with tinybench in interleaved rounds (wasm, reference, wasm, …) after warm-up.

import type { Backend } from "../backends/backend.js";
import type { WasmBackend } from "../backends/wasm/backend.js";
import { requiredBytes } from "../algorithms/limits.js";
import { encodeOptions } from "../algorithms/options.js";
import { type GeneratorEntry, wasmGeneratorExport } from "../algorithms/registry.js";
import { type TimedRun, timeInterleaved } from "./interleaved.js";
import type { Summary } from "./stats.js";
import { gridBytes } from "../grid/layout.js";

export interface GeneratorResult extends Summary {
  task: string;
  algorithm: string;
  backend: string;
  width: number;
  height: number;
  nsPerCell: number;
  p75NsPerCell: number;
}

/** A function that generates once into memory allocated beforehand (the iteration is the seed), returning one cell so the work is used. */
function prepare(entry: GeneratorEntry, backend: Backend, width: number, height: number): TimedRun {
  const options = encodeOptions(entry.name, entry.options, {});
  if (backend.name === "wasm") {
    const { exports } = backend as WasmBackend;
    const cells = exports.reserve(requiredBytes(entry, width, height)) >>> 0;
    const generate = exports[wasmGeneratorExport(entry)] as (...args: number[]) => number;
    const view = () => new Uint8Array(exports.memory.buffer, cells, gridBytes(width, height));
    return (seed) => {
      generate(cells, width, height, seed, ...options);
      return view()[gridBytes(width, height) >> 1]!;
    };
  }
  const cells = new Uint8Array(gridBytes(width, height));
  return (seed) => {
    entry.reference(cells, width, height, seed, ...options);
    return cells[cells.length >> 1]!;
  };
}

/** Throws unless every backend gives the same bytes for the same seed at this size. */
function checkAgreement(entry: GeneratorEntry, backends: readonly Backend[], width: number, height: number): void {
  const options = encodeOptions(entry.name, entry.options, {});
  const outputs = backends.map((backend) => backend.generate(entry, width, height, 1, options));
  for (const [i, output] of outputs.entries()) {
    if (!Buffer.from(output).equals(Buffer.from(outputs[0]!))) {
      throw new Error(`${entry.name} ${width}×${height}: ${backends[i]!.name} and ${backends[0]!.name} disagree; refusing to time different work`);
    }
  }
}

export interface GeneratorBenchOptions {
  rounds: number;
  /** Time budget per task per round, in milliseconds. */
  time: number;
  onResult?: (result: GeneratorResult) => void;
}

export async function benchGenerator(
  entry: GeneratorEntry,
  backends: readonly Backend[],
  width: number,
  height: number,
  { rounds, time, onResult }: GeneratorBenchOptions,
): Promise<GeneratorResult[]> {
  checkAgreement(entry, backends, width, height);
  const summaries = await timeInterleaved(entry.name, backends, (backend) => prepare(entry, backend, width, height), { rounds, time });
  const cells = width * height;
  return backends.map((backend) => {
    const summary = summaries.get(backend.name)!;
    const result: GeneratorResult = {
      task: `generate/${entry.name}/${backend.name}/${width}x${height}`,
      algorithm: entry.name,
      backend: backend.name,
      width,
      height,
      ...summary,
      nsPerCell: (summary.median * 1e6) / cells,
      p75NsPerCell: (summary.p75 * 1e6) / cells,
    };
    onResult?.(result);
    return result;
  });
}
