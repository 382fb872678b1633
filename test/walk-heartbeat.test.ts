// Random walks on thin shapes take about n² steps while finishing few cells, so onProgress (every 2^20 cells) never
// ran during them and a signal could not stop them. With a signal the walks beat: every 2^20 random words they call
// onProgress (and look at the signal) too, at the same words on both backends. Without one they run as before.
// The backends take any number of words between beats (ProgressHook.heartbeat): the tests of every walk's loops use
// a few hundred, so that small mazes beat many times.

import { describe, expect, it } from "vitest";
import { findGenerator } from "../src/algorithms/generators.js";
import { encodeOptions } from "../src/algorithms/options.js";
import { encodeTopologyOptions, findTopologyGenerator } from "../src/algorithms/topology.js";
import type { ProgressHook } from "../src/backends/backend.js";
import { getBackend } from "../src/backends/runtime.js";
import { createMask, generate, generateOn, type Mask, type Topology, topology } from "../src/node.js";
import { MAX_SHAPES, shapeLimit } from "../src/topology/shapes.js";
import { byCell } from "./support/topology.js";

const BACKENDS = ["wasm", "reference"] as const;
const WORDS = 2 ** 10;

/** A hook that keeps what it hears, beating every `words` random words (none: no heartbeat). */
function listener(words?: number): { counts: number[]; hook: ProgressHook } {
  const counts: number[] = [];
  const hear = (done: number) => {
    counts.push(done);
  };
  return { counts, hook: words === undefined ? hear : Object.assign(hear, { heartbeat: words }) };
}

/** A square maze from the backend itself, with what its hook heard. */
function onSquare(backend: string, algorithm: string, width: number, height: number, words?: number, mask?: Mask) {
  const entry = findGenerator(algorithm);
  const { counts, hook } = listener(words);
  const store = getBackend(backend).generate(entry, width, height, 5, encodeOptions(entry.name, entry.options, undefined), mask, hook);
  const cells = store.view().slice();
  store.release();
  return { counts, cells };
}

function onTopology(backend: string, shape: Topology, algorithm: string, words?: number) {
  const entry = findTopologyGenerator(algorithm, shape.name);
  const { counts, hook } = listener(words);
  const links = getBackend(backend).topology.generate(entry, shape, 5, encodeTopologyOptions(entry, undefined), hook);
  return { counts, links };
}

/** Beats heard mid-walk: at least two, never decreasing, all within the maze's cells. */
function expectBeats(counts: number[], cells: number): void {
  expect(counts.length).toBeGreaterThanOrEqual(2);
  expect(counts.every((done, i) => done <= cells && (i === 0 || done >= counts[i - 1]!))).toBe(true);
}

describe("every walk's loops beat at the same words on both backends, and walk as they do without beating", () => {
  it.each([
    ["aldous-broder", 200, 200],
    ["aldous-broder", 40, 30],
    ["wilson", 200, 200],
    ["houston", 200, 200],
  ] as const)("square %s %i×%i", (algorithm, width, height) => {
    const [wasm, reference] = BACKENDS.map((backend) => onSquare(backend, algorithm, width, height, WORDS));
    expectBeats(wasm!.counts, width * height);
    expect(reference!.counts).toEqual(wasm!.counts);
    expect(reference!.cells).toEqual(wasm!.cells);
    const quiet = onSquare("wasm", algorithm, width, height);
    expect(quiet.counts).toEqual([]);
    expect(quiet.cells).toEqual(wasm!.cells);
  });

  it.each(["aldous-broder", "wilson", "houston"])("square %s inside a mask", (algorithm) => {
    // A 60×50 ring: the walks go round its hole (masked grids walk step by step).
    const mask = createMask(60, 50, (x, y) => x > 20 && x < 40 && y > 15 && y < 35);
    const [wasm, reference] = BACKENDS.map((backend) => onSquare(backend, algorithm, mask.width, mask.height, 64, mask));
    expectBeats(wasm!.counts, mask.width * mask.height);
    expect(reference!.counts).toEqual(wasm!.counts);
    expect(reference!.cells).toEqual(wasm!.cells);
  });

  const shapes: [string, Topology][] = [
    ["hex", topology("hex", { width: 100, height: 100 })],
    ["triangle", topology("triangle", { width: 100, height: 100 })],
    ["polar", topology("polar", { rings: 60 })],
    ["upsilon", topology("upsilon", { width: 100, height: 100 })],
    ["3d", topology("3d", { width: 20, height: 20, levels: 20 })],
    ["weave", topology("weave", { width: 100, height: 100 })],
    ["wrap", topology("wrap", { width: 100, height: 100, wrap: "both" })],
    // Too few cells of common shapes for the step tables: the walks read the shape table step by step.
    ["polar of 20 rings", topology("polar", { rings: 20 })],
    ["weave laid out by cell", byCell(topology("weave", { width: 40, height: 40 }))],
    // Thin ones, where wilson's walks take class steps (whole cells alike but at the ends).
    ["hex 1000×1", topology("hex", { width: 1000, height: 1 })],
    ["3d 1×1×1000", topology("3d", { width: 1, height: 1, levels: 1000 })],
  ];
  it.each(shapes.flatMap(([name, shape]) => ["aldous-broder", "wilson"].map((algorithm) => [name, algorithm, shape] as const)))(
    "%s %s",
    (_, algorithm, shape) => {
      const [wasm, reference] = BACKENDS.map((backend) => onTopology(backend, shape, algorithm, 128));
      expectBeats(wasm!.counts, shape.cellCount);
      expect(reference!.counts).toEqual(wasm!.counts);
      expect(reference!.links).toEqual(wasm!.links);
      const quiet = onTopology("wasm", shape, algorithm);
      expect(quiet.counts).toEqual([]);
      expect(quiet.links).toEqual(wasm!.links);
    },
  );

  // weave's narrow draws (Topology.narrowWalks) on the CSR take a walk of their own.
  it.each([
    ["aldous-broder", "hex"],
    ["wilson", "hex"],
    ["aldous-broder", "weave"],
    ["wilson", "weave"],
  ] as const)("%s on the CSR table (no shape table) of %s", (algorithm, name) => {
    const shape = topology(name, { width: 50, height: 40 });
    shapeLimit.most = 0;
    try {
      const [wasm, reference] = BACKENDS.map((backend) => onTopology(backend, shape, algorithm, 256));
      expectBeats(wasm!.counts, shape.cellCount);
      expect(reference!.counts).toEqual(wasm!.counts);
      expect(reference!.links).toEqual(wasm!.links);
    } finally {
      shapeLimit.most = MAX_SHAPES;
    }
  });
});

describe("the API beats every 2^20 random words when a signal is given", () => {
  it("a 2500×1 aldous-broder walk: onProgress hears it mid-way with a signal, only at the end without", () => {
    const heard = (signal?: AbortSignal) => {
      const counts: number[] = [];
      generate({ algorithm: "aldous-broder", width: 2500, height: 1, seed: 1, onProgress: (done) => counts.push(done), ...(signal && { signal }) });
      return counts;
    };
    const beating = heard(new AbortController().signal);
    expect(beating.length).toBeGreaterThanOrEqual(2);
    expect(beating[0]).toBeLessThan(2500);
    expect(beating.at(-1)).toBe(2500);
    expect(heard()).toEqual([2500]);
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

  it.each(BACKENDS)("a signal aborted at the first beat stops wilson on a polar maze of 100000 rings of 3 on %s", (backend) => {
    const controller = new AbortController();
    const shape = topology("polar", { rings: 100_000, subdivision: "none", centre: 3 });
    const onProgress = () => controller.abort(new Error("stop"));
    expect(() => generateOn(shape, { algorithm: "wilson", seed: 1, backend, signal: controller.signal, onProgress })).toThrow("stop");
  });
});
