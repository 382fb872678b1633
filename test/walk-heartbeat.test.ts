// Random walks on thin shapes take about n² steps while finishing few cells, so onProgress (every 2^20 cells) never
// ran during them and a signal could not stop them. With a signal the walks beat: every 2^20 random words they call
// onProgress (and look at the signal) too, at the same words on both backends. Without one they run as before.

import { describe, expect, it } from "vitest";
import { generate, generateOn, topology } from "../src/node.js";

const BACKENDS = ["wasm", "reference"] as const;

/** The counts onProgress hears, with or without a signal. */
function heard(run: (onProgress: (done: number) => void, signal?: AbortSignal) => unknown, withSignal: boolean): number[] {
  const counts: number[] = [];
  run((done) => counts.push(done), withSignal ? new AbortController().signal : undefined);
  return counts;
}

// Thin shapes whose walks draw more than 2^20 random words while the maze has far fewer than 2^20 cells.
const squareCases = [
  ["aldous-broder", 2500],
  ["wilson", 4500],
  ["houston", 5000],
] as const;
const topologyCases = [
  ["hex", { width: 3000, height: 1 }, "aldous-broder"],
  ["hex", { width: 3000, height: 1 }, "wilson"],
  ["weave", { width: 3000, height: 3 }, "aldous-broder"],
  ["weave", { width: 3000, height: 3 }, "wilson"],
  ["polar", { rings: 3000, subdivision: "none", centre: 3 }, "aldous-broder"],
  ["3d", { width: 1, height: 1, levels: 3000 }, "wilson"],
] as const;

describe("walks beat when a signal is given", () => {
  it.each(squareCases)("square %s on %i×1: onProgress hears the walk mid-way, the same counts on both backends", (algorithm, width) => {
    const run = (backend: string) => (onProgress: (done: number) => void, signal?: AbortSignal) =>
      generate({ algorithm, width, height: 1, seed: 1, backend, onProgress, ...(signal && { signal }) });
    const beating = BACKENDS.map((backend) => heard(run(backend), true));
    expect(beating[1]).toEqual(beating[0]);
    const total = width;
    expect(beating[0]!.length).toBeGreaterThanOrEqual(2);
    expect(beating[0]![0]).toBeLessThan(total);
    expect(beating[0]!.at(-1)).toBe(total);
    // Without a signal: only the final call (far under 2^20 cells).
    expect(heard(run("wasm"), false)).toEqual([total]);
    if (algorithm === "aldous-broder") expect(heard(run("reference"), false)).toEqual([total]);
  });

  it.each(topologyCases)("%s %o, %s: onProgress hears the walk mid-way, the same counts on both backends", (name, parameters, algorithm) => {
    const shape = topology(name, parameters);
    const run = (backend: string) => (onProgress: (done: number) => void, signal?: AbortSignal) =>
      generateOn(shape, { algorithm, seed: 1, backend, onProgress, ...(signal && { signal }) });
    const beating = BACKENDS.map((backend) => heard(run(backend), true));
    expect(beating[1]).toEqual(beating[0]);
    expect(beating[0]!.length).toBeGreaterThanOrEqual(2);
    expect(beating[0]![0]).toBeLessThan(shape.cellCount);
    expect(beating[0]!.at(-1)).toBe(shape.cellCount);
    expect(heard(run("wasm"), false)).toEqual([shape.cellCount]);
  });

  // On these the Wasm core jumps across visited blocks (wilson's class steps are taken on the strips above): those
  // loops count their words too.
  it.each([
    ["square", 600, 600, "aldous-broder"],
    ["hex", 300, 300, "aldous-broder"],
  ] as const)("%s %i×%i, %s: the same beats on both backends where the core takes shortcuts", (name, width, height, algorithm) => {
    const shape = name === "square" ? undefined : topology(name, { width, height });
    const run = (backend: string) => (onProgress: (done: number) => void, signal?: AbortSignal) =>
      shape
        ? generateOn(shape, { algorithm, seed: 2, backend, onProgress, ...(signal && { signal }) })
        : generate({ algorithm, width, height, seed: 2, backend, onProgress, ...(signal && { signal }) });
    const beating = BACKENDS.map((backend) => heard(run(backend), true));
    expect(beating[1]).toEqual(beating[0]);
    expect(beating[0]!.length).toBeGreaterThanOrEqual(2);
    expect(beating[0]!.at(-1)).toBe(width * height);
  });

  it.each(BACKENDS)("a signal aborted at the first beat stops a 100000×1 aldous-broder walk on %s, and the backend goes on", (backend) => {
    // Unstopped, this walk takes about ten minutes (about 10^10 steps).
    const controller = new AbortController();
    const counts: number[] = [];
    const onProgress = (done: number) => {
      counts.push(done);
      controller.abort(new Error("stop"));
    };
    expect(() => generate({ algorithm: "aldous-broder", width: 100_000, height: 1, seed: 1, backend, signal: controller.signal, onProgress })).toThrow("stop");
    expect(counts).toHaveLength(1);
    expect(counts[0]).toBeLessThan(100_000);
    const small = { algorithm: "wilson", width: 30, height: 20, seed: 9 };
    expect(generate({ ...small, backend }).cells).toEqual(generate({ ...small, backend: "reference" }).cells);
  });

  it.each(BACKENDS)("a signal aborted at the first beat stops a polar walk of 100000 rings on %s", (backend) => {
    const controller = new AbortController();
    const shape = topology("polar", { rings: 100_000, subdivision: "none", centre: 3 });
    const onProgress = () => controller.abort(new Error("stop"));
    expect(() => generateOn(shape, { algorithm: "wilson", seed: 1, backend, signal: controller.signal, onProgress })).toThrow("stop");
  });
});
