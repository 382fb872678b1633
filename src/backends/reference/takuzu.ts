// The Takuzu engine on the reference: the same buffers as the Wasm arena's, as JS typed arrays.

import { generateTakuzu } from "../../reference/takuzu/generate.js";
import { gradePuzzle } from "../../reference/takuzu/grade.js";
import { solvePuzzle } from "../../reference/takuzu/solve.js";
import type { TakuzuEngine } from "../backend.js";

export const referenceTakuzuEngine: TakuzuEngine = {
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
    return { count, solutions: Array.from({ length: Math.min(count, 2) }, (_, k) => buffer.slice((k + 1) * cellCount, (k + 2) * cellCount)) };
  },
  grade(cells, width, height, rules) {
    return gradePuzzle(cells.slice(), width, height, rules);
  },
};
