// Grid maps (Moving AI mazes): problems per second of our grid solvers on both backends and of the npm peers, on
// generated sets at several corridor widths. Per width: a 512×512 map of a backtracker maze (the maze family's
// geometry), a scenario of 10 problems per bucket, and a sample of it spread over the buckets, which every task
// solves in full per run. Our lengths are checked against the scenario's, and each peer's against ours, on every
// problem of the sample before anything is timed; then the tasks are timed interleaved with tinybench.

import { generate } from "../generate.js";
import {
  cellsForPixels,
  compareLengths,
  type GridProblem,
  gridSolvers,
  makeScenario,
  mazeToGridMap,
  type OctileLength,
  prepareGridSolve,
  solveGridProblems,
} from "../gridmap/index.js";
import { gridPeers } from "./grid-peers.js";
import { type TimedTask, timeInterleaved } from "./interleaved.js";

export interface GridResult {
  task: string;
  corridor: number;
  pixels: number;
  /** Our solver and backend ("astar/wasm"), or the peer's name. */
  solver: string;
  /** Problems in the timed sample. */
  problems: number;
  problemsPerSecond: number;
  rme: number;
  samples: number;
}

export interface GridBenchOptions {
  corridors?: readonly number[];
  pixels?: number;
  /** Problems in each timed sample. */
  sample?: number;
  /** Buckets of the scenario the sample is drawn from. */
  buckets?: number;
  rounds: number;
  time: number;
  peers?: boolean;
  /** The backends timed (default both); both are still checked against the scenario. */
  backends?: readonly string[];
  onResult?: (result: GridResult) => void;
}

const same = (a: OctileLength | null, b: OctileLength | null) => (a === null ? b === null : b !== null && compareLengths(a, b) === 0);

export async function benchGrid(options: GridBenchOptions): Promise<GridResult[]> {
  const { corridors = [1, 2, 4, 8, 16, 32], pixels = 512, sample: sampleSize = 40, buckets = 50 } = options;
  const results: GridResult[] = [];
  for (const corridor of corridors) {
    const cells = cellsForPixels(pixels, corridor);
    const maze = generate({ width: cells, height: cells, seed: 1000 + corridor, algorithm: "backtracker" });
    const map = mazeToGridMap(maze, { corridor, size: [pixels, pixels] });
    maze.dispose();
    const entries = makeScenario(map, { seed: corridor, maxBuckets: buckets });
    const step = Math.max(1, Math.floor(entries.length / sampleSize));
    const sample = entries.filter((_, k) => k % step === step - 1).slice(0, sampleSize);
    const problems: GridProblem[] = sample;
    const ours = new Map<string, (OctileLength | null)[]>();
    const tasks: TimedTask[] = [];
    for (const solver of gridSolvers) {
      for (const backend of ["wasm", "reference"]) {
        const lengths = solveGridProblems(map, problems, { solver: solver.name, backend }).map((solution) => solution.length);
        if (solver.name !== "bfs4") {
          lengths.forEach((length, k) => {
            if (!same(length, sample[k]!.length))
              throw new Error(`grid ${corridor}px: ${solver.name} on ${backend} disagrees with the scenario on problem ${k}`);
          });
        }
        ours.set(solver.name, lengths);
        if (options.backends && !options.backends.includes(backend)) continue;
        tasks.push({ label: `${solver.name}/${backend}`, prepare: () => prepareGridSolve(map, problems, { solver: solver.name, backend }) });
      }
    }
    if (options.peers !== false) {
      for (const peer of gridPeers) {
        const solve = await peer.load(map);
        const expected = ours.get(peer.ours)!;
        problems.forEach((problem, k) => {
          const length = solve(problem);
          if (!same(length, expected[k]!)) {
            throw new Error(
              `grid ${corridor}px: ${peer.name} gives ${JSON.stringify(length)} for problem ${k}, ${peer.ours} gives ${JSON.stringify(expected[k])}`,
            );
          }
        });
        tasks.push({
          label: peer.name,
          prepare: () => () => {
            let sum = 0;
            for (const problem of problems) sum += solve(problem)?.straight ?? 0;
            return sum;
          },
        });
      }
    }
    const summaries = await timeInterleaved(`grid/${corridor}px`, tasks, { rounds: options.rounds, time: options.time });
    for (const task of tasks) {
      const summary = summaries.get(task.label)!;
      const result: GridResult = {
        task: `grid/${pixels}px-corridor-${corridor}/${task.label}`,
        corridor,
        pixels,
        solver: task.label,
        problems: problems.length,
        problemsPerSecond: problems.length / (summary.median / 1000),
        rme: summary.rme,
        samples: summary.samples,
      };
      results.push(result);
      options.onResult?.(result);
    }
  }
  return results;
}
