// The parts users feel beyond the algorithms: Wasm instantiation, CLI start-up to first output, format writing per
// cell, and the cost per maze of many small ones (a data set's loop).

import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Bench } from "tinybench";
import { type Chunk, findFormat } from "../formats/index.js";
import { generate } from "../generate.js";
import { loadWasmBackendSync } from "../index.js";
import { type Summary, summarize } from "./stats.js";

export interface ExtraResult extends Summary {
  task: string;
  /** What one sample measures. */
  unit: string;
  /** The median scaled to that unit (ms for whole operations, ns per cell for writers, µs per maze for many small ones). */
  value: number;
}

const wasmPath = fileURLToPath(new URL("../../build/daedalus.wasm", import.meta.url));
const cliPath = fileURLToPath(new URL("../../bin/daedalus.js", import.meta.url));
const SMALL_MAZES = 10_000;

async function timeTask(name: string, run: () => unknown | Promise<unknown>, time: number): Promise<Summary> {
  const bench = new Bench({ time, iterations: 5, warmupIterations: 1, retainSamples: true, throws: true });
  bench.add(name, run);
  await bench.run();
  const result = bench.tasks[0]!.result;
  if (result.state !== "completed") throw new Error(`${name}: ${result.state}`);
  return summarize(result.latency.samples ?? []);
}

/** Milliseconds from spawning the CLI to its first byte of output. */
function cliFirstOutput(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath, "generate", "--width", "10", "--height", "10", "--seed", "1"], { stdio: ["ignore", "pipe", "ignore"] });
    child.stdout.once("data", () => resolve());
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? undefined : reject(new Error(`CLI exited with ${code}`))));
  });
}

export async function benchExtras(time: number, onResult?: (result: ExtraResult) => void): Promise<ExtraResult[]> {
  const results: ExtraResult[] = [];
  const add = (task: string, unit: string, summary: Summary, scale: number) => {
    const result = { task, unit, ...summary, value: summary.median * scale };
    results.push(result);
    onResult?.(result);
  };
  const bytes = readFileSync(wasmPath);
  add("startup/wasm-instantiate", "ms", await timeTask("instantiate", () => loadWasmBackendSync(bytes), time), 1);
  add("startup/cli-first-output", "ms", await timeTask("cli", cliFirstOutput, time), 1);
  // 10000 mazes of 8×8 in a row, all held (each stays resident in the arena): the time per maze must not grow with
  // the mazes before it.
  const small = await timeTask(
    "small mazes",
    () => {
      const held = [];
      for (let seed = 0; seed < SMALL_MAZES; seed++) held.push(generate({ width: 8, height: 8, seed }));
      return held.length;
    },
    time,
  );
  add(`api/generate/${SMALL_MAZES}x8x8`, "µs/maze", small, 1000 / SMALL_MAZES);
  const maze = generate({ width: 1000, height: 1000, seed: 1 });
  for (const name of ["ascii", "json"]) {
    const format = findFormat(name);
    const summary = await timeTask(
      name,
      () => {
        let bytesOut = 0;
        // ascii and json write synchronously (only png is an async iterable).
        for (const chunk of format.write(maze) as Iterable<Chunk>) bytesOut += chunk.length;
        return bytesOut;
      },
      time,
    );
    add(`write/${name}/1000x1000`, "ns/cell", summary, 1e6 / (maze.width * maze.height));
  }
  return results;
}
