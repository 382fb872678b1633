// Work spread over worker threads, timed the way the CLI runs it: a tiled stream (its bands made and encoded by the
// pool) on 1 and 2 workers, and a batch on 2; each with the main thread's CPU time as a share of the process's, the
// part that does not scale with more cores (it only orders and writes bytes).

import { readFileSync } from "node:fs";
import { Bench } from "tinybench";
import { type BatchRequest, writeBatch } from "../cli/batch.js";
import { prepareStream } from "../cli/generate-stream.js";
import type { Output } from "../cli/output.js";
import { findFormat } from "../formats/index.js";
import { summarize } from "./stats.js";

export interface ParallelResult {
  task: string;
  workers: number;
  /** Median wall time of the runs, ms. */
  ms: number;
  /** Median of the runs' main-thread CPU time over the whole process's CPU time (workers included). */
  mainShare: number;
  runs: number;
}

/** Takes bytes and drops them: the runs time making and encoding, not a disk. */
const sink: Output = {
  write: async () => {},
  writeSettled: async () => {},
  close: async () => {},
  abort: () => {},
};

/** This thread's CPU time in ms (Linux: the main thread's task has the process's id), or undefined elsewhere. */
function mainThreadCpuMs(): number | undefined {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 Hz).
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

async function measure(task: string, workers: number, runs: number, run: () => Promise<void>): Promise<ParallelResult> {
  const shares: number[] = [];
  let cpu = process.cpuUsage();
  let main: number | undefined;
  const bench = new Bench({ iterations: runs, time: 0, warmup: false, retainSamples: true, throws: true });
  bench.add(task, run, {
    beforeEach: (mode) => {
      if (mode !== "run") return;
      cpu = process.cpuUsage();
      main = mainThreadCpuMs();
    },
    afterEach: (mode) => {
      const used = process.cpuUsage(cpu);
      const mainAfter = mainThreadCpuMs();
      if (mode === "run" && main !== undefined && mainAfter !== undefined) shares.push((mainAfter - main) / ((used.user + used.system) / 1000));
    },
  });
  await bench.run();
  const result = bench.tasks[0]!.result;
  if (result.state !== "completed") throw new Error(`${task}: ${result.state}`);
  const samples = result.latency.samples ?? [];
  return { task, workers, ms: summarize(samples).median, mainShare: shares.length > 0 ? summarize(shares).median : Number.NaN, runs: samples.length };
}

/** A tiled backtracker stream of side `side` in binary, and a batch of mazes, each on the worker counts given. */
export async function benchParallel(side: number, runs: number, onResult?: (result: ParallelResult) => void): Promise<ParallelResult[]> {
  const results: ParallelResult[] = [];
  const add = (result: ParallelResult) => {
    results.push(result);
    onResult?.(result);
  };
  const format = findFormat("binary");
  for (const workers of [1, 2]) {
    const request = {
      algorithm: "backtracker",
      width: side,
      height: side,
      seed: 1,
      backend: "wasm",
      options: {},
      format,
      write: {},
      tiles: 16,
      workers,
      progress: false,
    };
    add(await measure(`tiled-stream/backtracker/${side}x${side}/T16`, workers, runs, () => prepareStream(request).run(sink)));
  }
  const batch: BatchRequest = {
    algorithm: "backtracker",
    width: 256,
    height: 256,
    backend: "wasm",
    options: {},
    format: "binary",
    count: 256,
    firstSeed: 1,
    write: {},
  };
  add(await measure("batch/backtracker/256x256/x256", 2, runs, () => writeBatch(batch, [0, batch.count], 2, sink)));
  return results;
}
