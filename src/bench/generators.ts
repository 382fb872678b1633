// Generator timings: every registry generator × backend × size, the backends checked to agree first,
// then timed with tinybench in interleaved rounds (wasm, reference, wasm, …) after warm-up.

import type { GeneratorEntry } from "../algorithms/define.js";
import { encodeOptions } from "../algorithms/options.js";
import type { Backend } from "../backends/backend.js";
import { timeInterleaved } from "./interleaved.js";
import type { Summary } from "./stats.js";

export interface GeneratorResult extends Summary {
  task: string;
  algorithm: string;
  backend: string;
  width: number;
  height: number;
  nsPerCell: number;
  p75NsPerCell: number;
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
  const summaries = await timeInterleaved(
    entry.name,
    backends,
    (backend) => backend.prepareGenerator(entry, width, height, encodeOptions(entry.name, entry.options, {})),
    { rounds, time },
  );
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
