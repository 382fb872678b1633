// The Takuzu core on either backend, over raw buffers: W·H puzzle bytes (0, 1, BLANK) in, digits
// out. The Wasm side works in its arena: puzzle, then room for two solutions (3·W·H bytes).

import { WasmBackend } from "../backends/wasm/backend.js";
import { getBackend } from "../backends/runtime.js";
import { generateTakuzu } from "../reference/takuzu/generate.js";
import { gradePuzzle } from "../reference/takuzu/grade.js";
import { solvePuzzle } from "../reference/takuzu/solve.js";

export interface TakuzuEngine {
  /** A status code; on STATUS_OK the puzzle and its solution. */
  generate(width: number, height: number, seed: number, level: number, rules: number): { status: number; puzzle: Uint8Array; solution: Uint8Array };
  /** Up to two solutions (two when there are several). */
  solve(cells: Uint8Array, width: number, height: number, rules: number): Uint8Array[];
  /** A grade code of the core. */
  grade(cells: Uint8Array, width: number, height: number, rules: number): number;
}

const referenceEngine: TakuzuEngine = {
  generate(width, height, seed, level, rules) {
    const cellCount = width * height;
    const buffer = new Uint8Array(2 * cellCount);
    const status = generateTakuzu(buffer, width, height, seed, level, rules);
    return { status, puzzle: buffer.slice(0, cellCount), solution: buffer.slice(cellCount) };
  },
  solve(cells, width, height, rules) {
    const cellCount = width * height;
    const buffer = new Uint8Array(3 * cellCount);
    buffer.set(cells);
    const count = solvePuzzle(buffer, width, height, rules);
    return Array.from({ length: count }, (_, k) => buffer.slice((k + 1) * cellCount, (k + 2) * cellCount));
  },
  grade(cells, width, height, rules) {
    return gradePuzzle(cells.slice(), width, height, rules);
  },
};

function wasmEngine(backend: WasmBackend): TakuzuEngine {
  /** The arena buffer for a W×H call, with the puzzle copied in when given. */
  const prepare = (width: number, height: number, cells?: Uint8Array): number => {
    const pointer = backend.claimArena(3 * width * height, `a ${width}×${height} Takuzu`);
    if (cells) backend.bytesAt(pointer, cells.length).set(cells);
    return pointer;
  };
  return {
    generate(width, height, seed, level, rules) {
      const cellCount = width * height;
      const pointer = prepare(width, height);
      const status = backend.call("takuzu_generate", pointer, width, height, seed, level, rules);
      const out = backend.bytesAt(pointer, 2 * cellCount);
      return { status, puzzle: out.slice(0, cellCount), solution: out.slice(cellCount) };
    },
    solve(cells, width, height, rules) {
      const cellCount = width * height;
      const pointer = prepare(width, height, cells);
      const count = backend.call("takuzu_solve", pointer, width, height, rules);
      const out = backend.bytesAt(pointer, 3 * cellCount);
      return Array.from({ length: count }, (_, k) => out.slice((k + 1) * cellCount, (k + 2) * cellCount));
    },
    grade(cells, width, height, rules) {
      return backend.call("takuzu_grade", prepare(width, height, cells), width, height, rules);
    },
  };
}

/** The engine of the named backend ("wasm" or "reference"). */
export function takuzuEngine(backendName: string): TakuzuEngine {
  const backend = getBackend(backendName);
  return backend instanceof WasmBackend ? wasmEngine(backend) : referenceEngine;
}
