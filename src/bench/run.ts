// The whole benchmark suite: registry generators × backends × sizes, registry solvers × backends × sizes,
// the npm peers, and the end-to-end extras; prints a table as it goes and returns the report (the CLI writes its
// files: reportFiles).

import type { GeneratorEntry, SolverEntry } from "../algorithms/define.js";
import type { Backend } from "../backends/backend.js";
import { benchExtras, type ExtraResult } from "./extras.js";
import { benchGenerator, type GeneratorResult } from "./generators.js";
import { benchGrid, type GridResult } from "./grid.js";
import { describeMachine } from "./machine.js";
import { benchParallel, type ParallelResult } from "./parallel.js";
import { benchPeer, type PeerResult } from "./peer-bench.js";
import { peers as allPeers } from "./peers.js";
import type { Report } from "./report.js";
import { benchSolver, type SolverResult } from "./solvers.js";
import { benchTakuzu, type TakuzuResult } from "./takuzu.js";

export interface SuiteOptions {
  generators: readonly GeneratorEntry[];
  backends: readonly Backend[];
  sizes: readonly [number, number][];
  solvers: readonly SolverEntry[];
  solverSizes: readonly [number, number][];
  peers: boolean;
  extras: boolean;
  /** Takuzu generation per size and difficulty. */
  takuzu: boolean;
  /** Grid maps: problems per second of the grid solvers and their npm peers at each corridor width. */
  grid: boolean;
  /** Side of the tiled stream timed on 1 and 2 workers, with a batch; 0 skips both. */
  parallelSide: number;
  rounds: number;
  /** Time budget per task per round, ms. */
  time: number;
  /** Peers skip sizes predicted to need more than this per run, ms. */
  maxRunMs: number;
  command: string;
  /** Where the running table goes (stdout, or stderr when JSON is printed). */
  log: (line: string) => void;
  /** A progress line (on a TTY). */
  progress: (line: string) => void;
}

const row = (task: string, value: string, p75: string, rme: string, samples: string) =>
  `${task.padEnd(52)} ${value.padStart(12)} ${p75.padStart(10)} ${rme.padStart(8)} ${samples.padStart(8)}`;

export async function runSuite(options: SuiteOptions): Promise<Report> {
  const { log, progress } = options;
  const generators: GeneratorResult[] = [];
  const solvers: SolverResult[] = [];
  const peers: PeerResult[] = [];
  const extras: ExtraResult[] = [];
  const total =
    options.sizes.length * options.generators.length +
    options.solverSizes.length * options.solvers.length +
    (options.peers ? allPeers.length : 0) +
    (options.extras ? 1 : 0) +
    (options.takuzu ? 1 : 0) +
    (options.grid ? 1 : 0) +
    (options.parallelSide > 0 ? 1 : 0);
  let done = 0;
  const step = (name: string) => progress(`[${++done}/${total}] ${name}`);

  log(row("task", "ns/cell", "p75", "rme", "samples"));
  for (const [width, height] of options.sizes) {
    for (const entry of options.generators) {
      step(`generate/${entry.name} ${width}×${height}`);
      const measured = await benchGenerator(entry, options.backends, width, height, {
        rounds: options.rounds,
        time: options.time,
        onResult: (result) =>
          log(row(result.task, result.nsPerCell.toFixed(2), result.p75NsPerCell.toFixed(2), `${result.rme.toFixed(1)}%`, String(result.samples))),
      });
      generators.push(...measured);
    }
  }
  for (const [width, height] of options.solverSizes) {
    for (const entry of options.solvers) {
      step(`solve/${entry.name} ${width}×${height}`);
      const measured = await benchSolver(entry, options.backends, width, height, {
        rounds: options.rounds,
        time: options.time,
        onResult: (result) =>
          log(row(result.task, result.nsPerCell.toFixed(2), result.p75NsPerCell.toFixed(2), `${result.rme.toFixed(1)}%`, String(result.samples))),
      });
      solvers.push(...measured);
    }
  }
  if (options.peers) {
    for (const peer of allPeers) {
      step(`peer/${peer.name}`);
      const measured = await benchPeer(peer, options.sizes, {
        time: options.time,
        maxRunMs: options.maxRunMs,
        onResult: (result) =>
          log(
            result.status === "measured"
              ? row(result.task, result.nsPerCell!.toFixed(2), result.p75NsPerCell!.toFixed(2), `${result.rme!.toFixed(1)}%`, String(result.samples)) +
                  (result.note ? `  ${result.note}` : "")
              : `${result.task.padEnd(52)} ${result.status}: ${result.note}`,
          ),
      });
      peers.push(...measured);
    }
  }
  if (options.extras) {
    step("end-to-end extras");
    extras.push(
      ...(await benchExtras(options.time, (result) =>
        log(row(result.task, `${result.value.toFixed(2)} ${result.unit}`, "", `${result.rme.toFixed(1)}%`, String(result.samples))),
      )),
    );
  }
  progress("");
  const takuzuResults: TakuzuResult[] = [];
  if (options.takuzu) {
    step("takuzu generation");
    takuzuResults.push(
      ...benchTakuzu((result) =>
        log(
          `${result.task.padEnd(52)} ${`${result.wasmMs.toFixed(2)} ms`.padStart(12)} ${`${result.referenceMs.toFixed(2)} ms`.padStart(10)} (wasm, reference)`,
        ),
      ),
    );
  }
  const gridResults: GridResult[] = [];
  if (options.grid) {
    step("grid maps");
    gridResults.push(
      ...(await benchGrid({
        backends: options.backends.map((backend) => backend.name),
        rounds: options.rounds,
        time: options.time,
        onResult: (result) =>
          log(
            `${result.task.padEnd(52)} ${`${result.problemsPerSecond.toFixed(0)}/s`.padStart(12)} ${"".padStart(10)} ${`${result.rme.toFixed(1)}%`.padStart(8)} ${String(result.samples).padStart(8)}`,
          ),
      })),
    );
  }
  const parallel: ParallelResult[] = [];
  if (options.parallelSide > 0) {
    step("worker threads");
    parallel.push(
      ...(await benchParallel(options.parallelSide, Math.max(3, options.rounds), (result) =>
        log(
          `${`${result.task} on ${result.workers}`.padEnd(52)} ${`${result.ms.toFixed(0)} ms`.padStart(12)} ${`${(result.mainShare * 100).toFixed(1)}%`.padStart(10)} (median, main thread's CPU share)`,
        ),
      )),
    );
  }
  const report: Report = {
    date: new Date().toISOString(),
    command: options.command,
    machine: describeMachine(),
    generators,
    solvers,
    peers,
    extras,
    takuzu: takuzuResults,
    grid: gridResults,
    parallel,
  };
  return report;
}

export { reportFiles } from "./report.js";
