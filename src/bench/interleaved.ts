// Times one task per backend in interleaved rounds: a tinybench Bench per round with the backends in order,
// so they alternate through the run; every result is consumed (no dead-code elimination).

import { Bench } from "tinybench";
import type { Backend, PreparedRun } from "../backends/backend.js";
import { type Summary, summarize } from "./stats.js";

/** Summaries of each backend's samples, by backend name. */
export async function timeInterleaved(
  label: string,
  backends: readonly Backend[],
  prepare: (backend: Backend) => PreparedRun,
  { rounds, time }: { rounds: number; time: number },
): Promise<Map<string, Summary>> {
  const samples = new Map<string, number[]>(backends.map((backend) => [backend.name, []]));
  let sink = 0;
  for (let round = 0; round < rounds; round++) {
    const bench = new Bench({ time, iterations: 3, warmupIterations: 1, warmupTime: 0, retainSamples: true });
    for (const backend of backends) {
      const run = prepare(backend);
      let iteration = 0;
      bench.add(backend.name, () => {
        sink ^= run(iteration++);
      });
    }
    await bench.run();
    for (const task of bench.tasks) {
      const result = task.result;
      if (result.state !== "completed") throw new Error(`${label}/${task.name}: ${result.state === "errored" ? result.error.message : result.state}`);
      samples.get(task.name)!.push(...(result.latency.samples ?? []));
    }
  }
  if (sink === -1) console.log(sink); // Keeps the results observable.
  return new Map([...samples].map(([name, values]) => [name, summarize(values)]));
}
