// The Takuzu engine on the Wasm core: it works in the arena, the puzzle first, then room for two solutions
// (3·W·H bytes).

import type { TakuzuEngine } from "../backend.js";
import type { Arena } from "./arena.js";
import { coreFunction, type Exports } from "./exports.js";

export function wasmTakuzuEngine(arena: Arena, exports: Exports): TakuzuEngine {
  const generate = () => coreFunction(exports, "takuzu_generate", "Takuzu generator");
  const solve = () => coreFunction(exports, "takuzu_solve", "Takuzu solver");
  const grade = () => coreFunction(exports, "takuzu_grade", "Takuzu grader");
  /** The arena buffer for a W×H call, with the puzzle copied in when given. */
  const prepare = (width: number, height: number, cells?: Uint8Array): number => {
    const pointer = arena.claim(3 * width * height, `a ${width}×${height} Takuzu`);
    if (cells) arena.bytes(pointer, cells.length).set(cells);
    return pointer;
  };
  return {
    generate(width, height, seed, level, rules) {
      const cellCount = width * height;
      const pointer = prepare(width, height);
      const status = generate()(pointer, width, height, seed, level, rules);
      const out = arena.bytes(pointer, 2 * cellCount);
      return { status, puzzle: out.slice(0, cellCount), solution: out.slice(cellCount) };
    },
    solve(cells, width, height, rules) {
      const cellCount = width * height;
      const pointer = prepare(width, height, cells);
      const count = solve()(pointer, width, height, rules);
      const out = arena.bytes(pointer, 3 * cellCount);
      return { count, solutions: Array.from({ length: Math.min(count, 2) }, (_, k) => out.slice((k + 1) * cellCount, (k + 2) * cellCount)) };
    },
    grade(cells, width, height, rules) {
      return grade()(prepare(width, height, cells), width, height, rules);
    },
  };
}
