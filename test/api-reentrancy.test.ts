// User code that runs while the library is mid-call: a generation's onProgress reaching the backend by a door other
// than getBackend (a stream's next range, a prepared run, the backend object itself). Each is refused by name, the
// running generation gives the bytes it gives without the callback, and the backend goes on as before.

import { describe, expect, it } from "vitest";
import { BusyError, findGenerator, generate, generateRows, getBackend, mazeToGridMap, prepareGridSolve, type RowChunk } from "../src/node.js";
import { byteDifference } from "./support/bytes.js";

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
