// The grid-map engine on the reference: the call's memory laid out as the Wasm arena's (src/grid/octile.ts), in
// one JS buffer.

import { OutOfMemoryError, STATUS_OK, WasmError } from "../../base/errors.js";
import { gridMapLayout, mapBytes, PROBLEM_WORDS, RESULT_WORDS } from "../../grid/octile.js";
import { solveGridMap } from "../../reference/gridmap/solve.js";
import type { GridMapEngine, GridMapRun } from "../backend.js";

/** The call's memory with the map and the problems in place. */
function place(map: Uint8Array, width: number, height: number, problems: Uint32Array): Uint8Array {
  const count = problems.length / PROBLEM_WORDS;
  const layout = gridMapLayout(width, height, count);
  let memory: Uint8Array;
  try {
    memory = new Uint8Array(layout.total);
  } catch (cause) {
    throw new OutOfMemoryError(`could not allocate ${layout.total} bytes for a ${width}×${height} grid map: ${String(cause)}`);
  }
  memory.set(map.subarray(0, mapBytes(width, height)));
  new Uint32Array(memory.buffer, layout.problems, problems.length).set(problems);
  return memory;
}

function run(memory: Uint8Array, width: number, height: number, solver: number, count: number): void {
  const status = solveGridMap(memory, width, height, solver, count);
  if (status !== STATUS_OK) throw new WasmError(status, "the reference grid-map solver");
}

export const referenceGridMapEngine: GridMapEngine = {
  solve(map, width, height, solver, problems): GridMapRun {
    const count = problems.length / PROBLEM_WORDS;
    const memory = place(map, width, height, problems);
    run(memory, width, height, solver, count);
    const layout = gridMapLayout(width, height, count);
    const results = new Uint32Array(memory.buffer, layout.results, RESULT_WORDS * count).slice();
    const moves = count > 0 ? results[RESULT_WORDS * (count - 1) + 2]! : 0;
    return { results, path: memory.slice(layout.path, layout.path + moves) };
  },
  prepare(map, width, height, solver, problems) {
    const count = problems.length / PROBLEM_WORDS;
    const memory = place(map, width, height, problems);
    const results = new Uint32Array(memory.buffer, gridMapLayout(width, height, count).results, RESULT_WORDS * count);
    return () => {
      run(memory, width, height, solver, count);
      let sum = 0;
      for (let k = 0; k < count; k++) sum += results[RESULT_WORDS * k]!;
      return sum;
    };
  },
};
