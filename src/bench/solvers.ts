// Solver timings: every registry solver × backend × size on a backtracker maze (seed 1), from (0, 0) to
// (W−1, H−1). The backends are checked to give the same result first; then both are timed with tinybench in
// interleaved rounds after warm-up. Solvers leave the cells as they found them, so each backend's copy of the
// maze is placed once and solved again and again (the Wasm arena copy is not part of the time).

import type { SolverEntry } from "../algorithms/define.js";
import { encodeOptions } from "../algorithms/options.js";
import type { Backend } from "../backends/backend.js";
import { generate } from "../generate.js";
import { perBackend, timeInterleaved } from "./interleaved.js";
import type { Summary } from "./stats.js";

export interface SolverResult extends Summary {
  task: string;
  solver: string;
  backend: string;
  width: number;
  height: number;
  nsPerCell: number;
  p75NsPerCell: number;
  /** Moves on the path found. */
  length: number;
  /** Cells the solver touched, as a share of all cells. */
  visitedShare: number;
}

export interface SolverBenchOptions {
  rounds: number;
  /** Time budget per task per round, in milliseconds. */
  time: number;
  onResult?: (result: SolverResult) => void;
}

export async function benchSolver(
  entry: SolverEntry,
  backends: readonly Backend[],
  width: number,
  height: number,
  { rounds, time, onResult }: SolverBenchOptions,
): Promise<SolverResult[]> {
  const maze = generate({ width, height, seed: 1 });
  const options = encodeOptions(entry.name, entry.options, {});
  const results = backends.map((backend) => backend.solve(entry, maze, width, height, [0, 0], [width - 1, height - 1], options));
  for (const [i, result] of results.entries()) {
    const first = results[0]!;
    if (result.length !== first.length || result.visited !== first.visited || !Buffer.from(result.moves).equals(Buffer.from(first.moves))) {
      throw new Error(`${entry.name} ${width}×${height}: ${backends[i]!.name} and ${backends[0]!.name} disagree; refusing to time different work`);
    }
  }
  const summaries = await timeInterleaved(
    entry.name,
    perBackend(backends, (backend) => backend.prepareSolver(entry, maze, width, height, [0, 0], [width - 1, height - 1], options)),
    { rounds, time },
  );
  const cells = width * height;
  return backends.map((backend) => {
    const summary = summaries.get(backend.name)!;
    const result: SolverResult = {
      task: `solve/${entry.name}/${backend.name}/${width}x${height}`,
      solver: entry.name,
      backend: backend.name,
      width,
      height,
      ...summary,
      nsPerCell: (summary.median * 1e6) / cells,
      p75NsPerCell: (summary.p75 * 1e6) / cells,
      length: results[0]!.length,
      visitedShare: results[0]!.visited / cells,
    };
    onResult?.(result);
    return result;
  });
}
