// The grid-map engine on the Wasm core: one claim at the arena's top holds the class map, the problems, the results,
// the last path and the work (src/grid/octile.ts); the core grows nothing.

import { STATUS_OK, WasmError } from "../../base/errors.js";
import { gridMapLayout, mapBytes, PROBLEM_WORDS, RESULT_WORDS } from "../../grid/octile.js";
import type { GridMapEngine } from "../backend.js";
import type { Arena, ArenaTenant } from "./arena.js";
import { coreFunction, type Exports } from "./exports.js";

export function wasmGridMapEngine(arena: Arena, exports: Exports): GridMapEngine {
  const solve = () => coreFunction(exports, "gridmap_solve", "grid-map solver");
  /** Claims the call's memory and copies the map and the problems in; returns the pointer. */
  const place = (map: Uint8Array, width: number, height: number, problems: Uint32Array, tenant?: ArenaTenant): number => {
    const layout = gridMapLayout(width, height, problems.length / PROBLEM_WORDS);
    const pointer = arena.claim(layout.total, `a ${width}×${height} grid map`, tenant);
    arena.bytes(pointer, mapBytes(width, height)).set(map.subarray(0, mapBytes(width, height)));
    arena.words(pointer + layout.problems, problems.length).set(problems);
    return pointer;
  };
  const check = (status: number) => {
    if (status !== STATUS_OK) throw new WasmError(status, "the grid-map solver");
  };
  return {
    solve(map, width, height, solver, problems) {
      const count = problems.length / PROBLEM_WORDS;
      const pointer = place(map, width, height, problems);
      check(solve()(pointer, width, height, solver, count));
      const layout = gridMapLayout(width, height, count);
      const results = arena.words(pointer + layout.results, RESULT_WORDS * count).slice();
      const moves = count > 0 ? results[RESULT_WORDS * (count - 1) + 2]! : 0;
      return { results, path: arena.bytes(pointer + layout.path, moves).slice() };
    },
    prepare(map, width, height, solver, problems) {
      const count = problems.length / PROBLEM_WORDS;
      const layout = gridMapLayout(width, height, count);
      const run = solve();
      // The map and problems stay at the top between runs; placed anew only if another call took it.
      let pointer = -1;
      const tenant = {
        evict: () => {
          pointer = -1;
        },
      };
      return () => {
        if (pointer === -1) pointer = place(map, width, height, problems, tenant);
        else arena.claim(layout.total, `a ${width}×${height} grid map`, tenant);
        check(run(pointer, width, height, solver, count));
        const results = arena.words(pointer + layout.results, RESULT_WORDS * count);
        let sum = 0;
        for (let k = 0; k < count; k++) sum += results[RESULT_WORDS * k]!;
        return sum;
      };
    },
  };
}
