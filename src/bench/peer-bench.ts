// Times one npm peer at growing sizes: checks its output is a perfect maze first, skips sizes it
// cannot finish within the budget (predicted from the last size it ran), and reports errors as results.

import { Bench } from "tinybench";
import { perfectProblem } from "../grid/check.js";
import type { Peer, PeerRun } from "./peers.js";
import { type Summary, summarize } from "./stats.js";

export interface PeerResult extends Partial<Summary> {
  task: string;
  peer: string;
  algorithm: string;
  width: number;
  height: number;
  status: "measured" | "skipped" | "failed";
  nsPerCell?: number;
  p75NsPerCell?: number;
  /** Why a size was skipped or failed, or that the output was not a perfect maze. */
  note?: string;
}

export interface PeerBenchOptions {
  time: number;
  /** Sizes whose predicted time for one run exceeds this many milliseconds are skipped. */
  maxRunMs: number;
  onResult?: (result: PeerResult) => void;
}

export async function benchPeer(peer: Peer, sizes: readonly [number, number][], { time, maxRunMs, onResult }: PeerBenchOptions): Promise<PeerResult[]> {
  const results: PeerResult[] = [];
  const report = (result: PeerResult) => {
    results.push(result);
    onResult?.(result);
  };
  let run: PeerRun;
  try {
    run = await peer.load();
  } catch (error) {
    for (const [width, height] of sizes) report(base(peer, width, height, "failed", `cannot load ${peer.packageName}: ${(error as Error).message}`));
    return results;
  }
  let lastNsPerCell: number | undefined;
  let lastSize = "";
  let failedAt: string | undefined;
  for (const [width, height] of sizes) {
    const cells = width * height;
    if (failedAt !== undefined) {
      report(base(peer, width, height, "skipped", `failed at the smaller size ${failedAt}`));
      continue;
    }
    if (lastNsPerCell !== undefined && (lastNsPerCell * cells) / 1e6 > maxRunMs) {
      const predicted = (lastNsPerCell * cells) / 1e9;
      report(
        base(
          peer,
          width,
          height,
          "skipped",
          `predicted ${predicted.toFixed(1)} s per run from ${lastNsPerCell.toFixed(0)} ns/cell at ${lastSize}; budget ${maxRunMs / 1000} s`,
        ),
      );
      continue;
    }
    try {
      const first = run.generate(width, height, 0);
      const problem = perfectProblem(width, height, run.toCells(first, width, height));
      const bench = new Bench({ time, iterations: 3, warmupIterations: 1, warmupTime: 0, retainSamples: true, throws: true });
      let seed = 1;
      let sink = 0;
      bench.add(peer.name, () => {
        sink ^= run.generate(width, height, seed++) === undefined ? 1 : 0;
      });
      await bench.run();
      const task = bench.tasks[0]!;
      if (task.result.state !== "completed") throw new Error(task.result.state === "errored" ? task.result.error.message : task.result.state);
      if (sink === -1) console.log(sink);
      const summary = summarize(task.result.latency.samples ?? []);
      lastNsPerCell = (summary.median * 1e6) / cells;
      lastSize = `${width}×${height}`;
      report({
        ...base(peer, width, height, "measured", problem ? `not a perfect maze: ${problem}` : undefined),
        ...summary,
        nsPerCell: lastNsPerCell,
        p75NsPerCell: (summary.p75 * 1e6) / cells,
      });
    } catch (error) {
      // A RangeError here is usually the peer's recursion overflowing the stack: reported, not hidden.
      report(base(peer, width, height, "failed", `${(error as Error).name}: ${(error as Error).message}`));
      failedAt = `${width}×${height}`;
    }
  }
  return results;
}

function base(peer: Peer, width: number, height: number, status: PeerResult["status"], note: string | undefined): PeerResult {
  return { task: `peer/${peer.name}/${width}x${height}`, peer: peer.name, algorithm: peer.algorithm, width, height, status, ...(note ? { note } : {}) };
}
