// Generator timings: every registry generator × backend × size, the backends checked to agree first,
// then timed with tinybench in interleaved rounds (wasm, reference, wasm, …) after warm-up.

import type { GeneratorEntry } from "../algorithms/define.js";
import { encodeOptions } from "../algorithms/options.js";
import type { Backend } from "../backends/backend.js";
import { copyOut } from "../backends/backend.js";
import { generate } from "../generate.js";
import { perBackend, timeInterleaved } from "./interleaved.js";
import type { Summary } from "./stats.js";

export interface GeneratorResult extends Summary {
  task: string;
  algorithm: string;
  backend: string;
  /** "core": the backend's generator into memory claimed once; "api": generate() as users call it, a new Maze each time, then dispose(). */
  via: "core" | "api";
  width: number;
  height: number;
  nsPerCell: number;
  p75NsPerCell: number;
}

/** Throws unless every backend gives the same bytes for the same seed at this size. */
function checkAgreement(entry: GeneratorEntry, backends: readonly Backend[], width: number, height: number): void {
  const options = encodeOptions(entry.name, entry.options, {});
  const outputs = backends.map((backend) => copyOut(backend.generate(entry, width, height, 1, options)));
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
  // The core call into memory claimed once, and the public API as users call it (a new Maze each time, disposed
  // when done with, as the README advises for large mazes), interleaved.
  const core = perBackend(backends, (backend) => backend.prepareGenerator(entry, width, height, encodeOptions(entry.name, entry.options, {})));
  const api = backends.map((backend) => ({
    label: `${backend.name}-api`,
    prepare: () => (seed: number) => {
      const maze = generate({ algorithm: entry, width, height, seed, backend });
      const used = maze.cells[maze.cells.length >> 1]!;
      maze.dispose();
      return used;
    },
  }));
  const summaries = await timeInterleaved(entry.name, [...core, ...api], { rounds, time });
  const cells = width * height;
  return backends.flatMap((backend) =>
    (["core", "api"] as const).map((via) => {
      const summary = summaries.get(via === "core" ? backend.name : `${backend.name}-api`)!;
      const result: GeneratorResult = {
        task: `generate/${entry.name}/${backend.name}${via === "api" ? "-api" : ""}/${width}x${height}`,
        algorithm: entry.name,
        backend: backend.name,
        via,
        width,
        height,
        ...summary,
        nsPerCell: (summary.median * 1e6) / cells,
        p75NsPerCell: (summary.p75 * 1e6) / cells,
      };
      onResult?.(result);
      return result;
    }),
  );
}
