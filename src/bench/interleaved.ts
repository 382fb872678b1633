// Times several labelled tasks in interleaved rounds: a tinybench Bench per round with the tasks in order, so
// they alternate through the run; every result is consumed (no dead-code elimination).

import { Bench } from "tinybench";
import type { Backend, PreparedRun } from "../backends/backend.js";
import { type Summary, summarize } from "./stats.js";

/** A task to time: its label, and how to set it up (outside the timing) for a round. */
export interface TimedTask {
  readonly label: string;
  readonly prepare: () => PreparedRun;
}

/** One task per backend, labelled with the backend's name. */
export function perBackend(backends: readonly Backend[], prepare: (backend: Backend) => PreparedRun): TimedTask[] {
  return backends.map((backend) => ({ label: backend.name, prepare: () => prepare(backend) }));
}

/** Summaries of each task's samples, by label. */
export async function timeInterleaved(
  name: string,
  tasks: readonly TimedTask[],
  { rounds, time }: { rounds: number; time: number },
): Promise<Map<string, Summary>> {
  const samples = new Map<string, number[]>(tasks.map((task) => [task.label, []]));
  let sink = 0;
  for (let round = 0; round < rounds; round++) {
    const bench = new Bench({ time, iterations: 3, warmupIterations: 1, warmupTime: 0, retainSamples: true });
    for (const task of tasks) {
      const run = task.prepare();
      // Each round's runs get iterations (a generator's seeds) of their own: a median over many seeds, not over one
      // round's few seeds again, whose walks (wilson, aldous-broder) vary by half from seed to seed.
      let iteration = round * 1000;
      bench.add(task.label, () => {
        sink ^= run(iteration++);
      });
    }
    await bench.run();
    for (const task of bench.tasks) {
      const result = task.result;
      if (result.state !== "completed") throw new Error(`${name}/${task.name}: ${result.state === "errored" ? result.error.message : result.state}`);
      samples.get(task.name)!.push(...(result.latency.samples ?? []));
    }
  }
  if (sink === -1) console.log(sink); // Keeps the results observable.
  return new Map([...samples].map(([label, values]) => [label, summarize(values)]));
}
