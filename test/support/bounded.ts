// The attack suite's own bounds (issue 16): no attack may take more than 10 s (of CPU, in process) or 1 GiB on this
// machine, and after every attack each backend still gives the reference's bytes. In-process attacks are timed and
// their rise of the process's peak RSS measured; commands are spawned with a preload that reports the child's peak RSS
// on fd 3.

import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { generate } from "../../src/node.js";

export const ATTACK_MS = 10_000;
export const ATTACK_BYTES = 2 ** 30;

const peakBytes = () => process.resourceUsage().maxRSS * 1024;

/** CPU time of this process so far, in ms (user and system). */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Runs an in-process attack and asserts it stayed within the bounds; returns what it threw (or undefined). A
 * synchronous attack is timed by the CPU it took: it cannot wait on anything, and the wall clock also counts the time
 * other processes took from it (the Takuzu budget's 5 s measured 13 s of wall time beside a busy suite).
 */
export function withinBounds(attack: () => unknown): unknown {
  const peakBefore = peakBytes();
  const start = cpuMs();
  let thrown: unknown;
  try {
    attack();
  } catch (error) {
    thrown = error;
  }
  const ms = cpuMs() - start;
  expect(ms, `the attack took ${Math.round(ms)} ms of CPU`).toBeLessThan(ATTACK_MS);
  expect(peakBytes() - peakBefore, "the attack raised the process's peak memory by").toBeLessThan(ATTACK_BYTES);
  return thrown;
}

/** withinBounds for an attack that may return a promise (async writers): awaited, then bounded alike. */
export async function withinBoundsAsync(attack: () => unknown): Promise<unknown> {
  const peakBefore = peakBytes();
  const start = performance.now();
  let thrown: unknown;
  try {
    await attack();
  } catch (error) {
    thrown = error;
  }
  const ms = performance.now() - start;
  expect(ms, `the attack took ${Math.round(ms)} ms`).toBeLessThan(ATTACK_MS);
  expect(peakBytes() - peakBefore, "the attack raised the process's peak memory by").toBeLessThan(ATTACK_BYTES);
  return thrown;
}

/** Both backends still give the reference's bytes (after any failed call). */
export function expectHealthy(): void {
  const request = { algorithm: "kruskal", width: 33, height: 17, seed: 2026 } as const;
  const expected = generate({ ...request, backend: "reference" }).cells.slice();
  expect(Buffer.from(generate({ ...request, backend: "wasm" }).cells).equals(Buffer.from(expected))).toBe(true);
}

const bin = fileURLToPath(new URL("../../bin/daedalus.js", import.meta.url));
const reporter = fileURLToPath(new URL("./report-peak.mjs", import.meta.url));

export interface BoundedRun {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
  peakBytes: number;
}

/** Runs `daedalus …args` with the attack bounds: killed past 10 s; its peak RSS reported. */
export function runBounded(args: readonly string[], input?: string | Uint8Array): BoundedRun {
  const start = performance.now();
  const result = spawnSync(process.execPath, ["--import", reporter, bin, ...args], {
    input,
    encoding: "utf8",
    timeout: ATTACK_MS,
    maxBuffer: 64 * 2 ** 20,
    stdio: ["pipe", "pipe", "pipe", "pipe"],
  });
  const ms = performance.now() - start;
  const run = { status: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr, ms, peakBytes: Number(result.output[3] ?? 0) };
  expect(run.signal, `killed after ${Math.round(ms)} ms`).toBeNull();
  expect(run.peakBytes, "the command's peak memory").toBeLessThan(ATTACK_BYTES);
  expect(run.peakBytes, "the command reported its peak memory").toBeGreaterThan(0);
  return run;
}
