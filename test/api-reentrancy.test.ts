// User code that runs while the library is mid-call. A generation's onProgress reaching the backend by a door other
// than getBackend (a stream's next range, a prepared run, the backend object itself) is refused by name, the running
// generation gives the bytes it gives without the callback, and the backend goes on as before. What onProgress throws
// reaches the caller as it is (a RuntimeError of its own is no trap of the core). A call that fails once its maze is
// made lets the maze go at once. And getters in options objects are read once: the value checked is the value used.

import { describe, expect, it } from "vitest";
import {
  BusyError,
  createMask,
  findGenerator,
  generate,
  generateOn,
  generateRows,
  generateSteps,
  getBackend,
  InvalidArgumentError,
  mazeToGridMap,
  pickMaze,
  prepareGridSolve,
  type RowChunk,
  takuzu,
  topology,
  type WasmBackend,
} from "../src/node.js";
import { privateWasm } from "./support/backends.js";
import { byteDifference } from "./support/bytes.js";
import { errorOf } from "./support/refused.js";

// 1100×1000 = 1.1e6 cells: the core reports once inside the run, at 2^20 cells. binary-tree is quick, and a call that
// reuses its memory changes its bytes at once (other generators may then run on for minutes).
const OUTER = { algorithm: "binary-tree", width: 1100, height: 1000, seed: 4 } as const;
const expected = generate({ ...OUTER, backend: "reference" }).cells.slice();

const busyMessage = (backend: string) =>
  `the ${backend} backend is running a generation: a call from inside its onProgress or signal is refused; make the call after generate() returns, or on the other backend`;

/** generate(OUTER) on `backend`, calling `inner` once from inside the run; what `inner` threw (it must throw), and the maze's bytes. */
function callInside(backend: "wasm" | "reference", inner: () => unknown): { thrown: unknown; cells: Uint8Array } {
  let thrown: unknown = "inner did not throw";
  let called = false;
  const maze = generate({
    ...OUTER,
    backend,
    onProgress: (done, total) => {
      if (called || done === total) return;
      called = true;
      try {
        inner();
      } catch (error) {
        thrown = error;
      }
    },
  });
  expect(called).toBe(true);
  return { thrown, cells: maze.cells };
}

const ONE_MB = { algorithm: "binary-tree", width: 1000, height: 1000 } as const;
const STOP = new Error("stop");
const throwIf = (condition: boolean) => {
  if (condition) throw STOP;
};

/** The chunks as copies. */
const copies = (chunks: Iterable<RowChunk>) => Array.from(chunks, ({ y, rows }) => ({ y, rows: rows.slice() }));

describe("calls that reach the running backend without getBackend are refused", () => {
  it("wasm: a prepared grid-map run, then the backend object's own generate", () => {
    const map = mazeToGridMap(generate({ width: 20, height: 20, seed: 1 }));
    const run = prepareGridSolve(map, [{ startX: 1, startY: 1, goalX: map.width - 2, goalY: map.height - 2 }]);
    const sum = run(0);
    const backend = getBackend("wasm");
    for (const inner of [() => run(1), () => backend.generate(findGenerator("backtracker"), 50, 50, 1, [])]) {
      const { thrown, cells } = callInside("wasm", inner);
      expect(thrown).toBeInstanceOf(BusyError);
      expect((thrown as BusyError).message).toBe(busyMessage("wasm"));
      expect(byteDifference(cells, expected)).toBeUndefined();
    }
    expect(run(2)).toBe(sum);
    expect(byteDifference(generate({ ...OUTER, backend: "wasm" }).cells, expected)).toBeUndefined();
  });

  it.each(["wasm", "reference"] as const)("%s: the next chunk of a stream, plain or tiled", (backend) => {
    // The second chunk needs a range the backend fills: eller's next rows, the second band of tiles (20 rows each).
    for (const request of [
      { algorithm: "eller", width: 50, height: 40, seed: 1, rowsPerChunk: 5 },
      { algorithm: "backtracker", width: 50, height: 40, seed: 1, rowsPerChunk: 20, tiles: 2 },
    ]) {
      const alone = copies(generateRows({ ...request, backend: "reference" }));
      const stream = generateRows({ ...request, backend });
      const chunks = stream[Symbol.iterator]();
      chunks.next();
      const { thrown, cells } = callInside(backend, () => chunks.next());
      expect(thrown).toBeInstanceOf(BusyError);
      expect((thrown as BusyError).message).toBe(busyMessage(backend));
      expect(byteDifference(cells, expected)).toBeUndefined();
      // The refused iterator is finished; the stream read anew gives its usual chunks.
      expect(chunks.next().done).toBe(true);
      expect(copies(stream)).toEqual(alone);
    }
  });
});

describe("what onProgress throws reaches the caller as it is", () => {
  it.each(["wasm", "reference"] as const)("%s: a RuntimeError of the callback's own is no trap of the core (generate, generateOn)", (backend) => {
    const exports = (getBackend("wasm") as WasmBackend).exports;
    const hex = topology("hex", { width: 1100, height: 1000 });
    const calls = [
      (onProgress: () => void) => generate({ ...OUTER, backend, onProgress }),
      (onProgress: () => void) => generateOn(hex, { algorithm: "backtracker", seed: 1, backend, onProgress }),
    ];
    for (const call of calls) {
      const own = new WebAssembly.RuntimeError("the callback's own");
      expect(
        errorOf(() =>
          call(() => {
            throw own;
          }),
        ),
      ).toBe(own);
    }
    // No restart: the instance is the one before.
    expect((getBackend("wasm") as WasmBackend).exports).toBe(exports);
    expect(byteDifference(generate({ ...OUTER, backend }).cells, expected)).toBeUndefined();
  });
});

describe("a call that fails once its maze is made lets the maze go", () => {
  const fails: [what: string, call: (backend: WasmBackend, seed: number) => unknown, thrown: (error: unknown) => void][] = [
    [
      "generate whose last onProgress throws",
      (backend, seed) => generate({ ...ONE_MB, backend, seed, onProgress: (done, total) => throwIf(done === total) }),
      (error) => expect(error).toBe(STOP),
    ],
    [
      "pickMaze whose signal is aborted after its first try",
      (backend, seed) => {
        const controller = new AbortController();
        const onProgress = (done: number, total: number) => (done * 2 === total ? controller.abort(STOP) : undefined);
        return pickMaze({ ...ONE_MB, backend, seed, by: "dead-ends", tries: 2, signal: controller.signal, onProgress });
      },
      (error) => expect(error).toBe(STOP),
    ],
    [
      "pickMaze refusing its from on the first maze",
      (backend, seed) => pickMaze({ ...ONE_MB, backend, seed, by: "solution", tries: 2, from: [5000, 0] }),
      (error) => expect(error).toBeInstanceOf(InvalidArgumentError),
    ],
  ];

  it.each(fails)("%s", (_, call, thrown) => {
    // A backend of its own, whose memory only these calls grow: mazes kept by mistake would pile up in it.
    const backend = privateWasm();
    for (let seed = 0; seed < 12; seed++) thrown(errorOf(() => call(backend, seed)));
    // One maze (1 MB) at a time and room to grow: the 12 kept would take 12 MB more.
    expect(backend.exports.memory.buffer.byteLength).toBeLessThan(8 * 2 ** 20);
  });
});

/** `options` with every key a getter that counts its reads into `reads`. */
function counted<T extends object>(options: T, reads: Record<string, number>): T {
  const wrapped = {};
  for (const [key, value] of Object.entries(options)) {
    Object.defineProperty(wrapped, key, {
      get: () => {
        reads[key] = (reads[key] ?? 0) + 1;
        return value;
      },
      enumerable: true,
    });
  }
  return wrapped as T;
}

/** `options` whose `key` answers its first read with options[key] and every later read with `later`. */
function flipping<T extends object>(options: T, key: keyof T & string, later: unknown): T {
  let reads = 0;
  const flipped = { ...options };
  Object.defineProperty(flipped, key, { get: () => (reads++ === 0 ? options[key] : later), enumerable: true });
  return flipped;
}

describe("options are read once: a getter cannot give the check one value and the work another", () => {
  const doors: [name: string, call: (options: never) => unknown, options: object][] = [
    [
      "generateRows",
      (options) => copies(generateRows(options)),
      { algorithm: "eller", width: 6, height: 5, seed: 1, backend: "wasm", options: { p: 0.3 }, rowsPerChunk: 2, reuseBuffer: false },
    ],
    [
      "generate",
      (options) => generate(options),
      {
        algorithm: "prim",
        width: 6,
        height: 6,
        seed: 1,
        backend: "wasm",
        options: {},
        openings: true,
        onProgress: () => {},
        signal: new AbortController().signal,
        tiles: 2,
      },
    ],
    [
      "generate with a mask",
      (options) => generate(options),
      { algorithm: "backtracker", seed: 1, backend: "reference", mask: createMask(5, 4, (x, y) => x === 0 && y === 0), openings: true },
    ],
    [
      "generateSteps",
      (options) => generateSteps(options),
      { width: 5, height: 4, seed: 1, backend: "wasm", onProgress: () => {}, signal: new AbortController().signal },
    ],
    [
      "takuzu.generate",
      (options) => takuzu.generate(options),
      { width: 6, height: 6, seed: 1, difficulty: "easy", rules: "takuzu", levels: "daedalus", backend: "wasm" },
    ],
    [
      "generateRows with tiles",
      (options) => copies(generateRows(options)),
      { algorithm: "prim", width: 6, height: 6, seed: 1, rowsPerChunk: 2, tiles: 2, tileRows: [0, 2] },
    ],
  ];

  it.each(["wasm", "reference"] as const)("%s: generate records the tiles it made, and calls the onProgress and signal it checked", (backend) => {
    const request = { width: 8, height: 8, seed: 1, backend, tiles: 2 };
    const tiled = generate(request);
    for (const later of [4, 1, undefined]) {
      const maze = generate(flipping(request, "tiles", later));
      expect(maze.tiles).toBe(2);
      expect(byteDifference(maze.cells, tiled.cells)).toBeUndefined();
    }
    const reports: number[] = [];
    const heard = { width: 8, height: 8, seed: 1, backend, onProgress: (done: number) => reports.push(done) };
    expect(generate(flipping(heard, "onProgress", 5)).width).toBe(8);
    expect(reports).toEqual([64]);
    const signalled = { width: 8, height: 8, seed: 1, backend, signal: new AbortController().signal };
    for (const later of [5, AbortSignal.abort()]) expect(generate(flipping(signalled, "signal", later)).width).toBe(8);
  });

  it("takuzu.generate makes the size it checked", () => {
    const request = { width: 6, height: 6, seed: 1, difficulty: "easy" } as const;
    const expectedPuzzle = takuzu.generate(request).puzzle.toString();
    for (const later of [7, 5, -2, "x"]) expect(takuzu.generate(flipping(request, "width", later)).puzzle.toString()).toBe(expectedPuzzle);
  });

  it.each(doors)("%s reads each option once", (_, call, options) => {
    const reads: Record<string, number> = {};
    call(counted(options, reads) as never);
    expect(Object.entries(reads).filter(([, count]) => count !== 1)).toEqual([]);
  });

  it.each(["wasm", "reference"] as const)("%s: generateRows streams the width and height it checked", (backend) => {
    const request = { algorithm: "eller", width: 5, height: 4, seed: 1, backend, rowsPerChunk: 2 };
    for (const [key, first] of [
      ["width", -3],
      ["width", 2.5],
      ["height", 0],
      ["height", Number.POSITIVE_INFINITY],
    ] as const) {
      const error = errorOf(() => copies(generateRows(flipping({ ...request, [key]: first }, key, request[key]))));
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect((error as Error).message).toMatch(new RegExp(`^${key} (of a stream )?must be`));
    }
  });
});
