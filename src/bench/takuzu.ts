// Takuzu generation per size and difficulty, Wasm against the reference: for every size, level and seed
// both backends must give the same puzzle, then they are timed interleaved after a warm-up; medians over the seeds.

import { takuzu } from "../takuzu/index.js";
import { difficulties } from "../takuzu/names.js";
import { summarize } from "./stats.js";

export interface TakuzuResult {
  task: string;
  side: number;
  difficulty: string;
  wasmMs: number;
  referenceMs: number;
  seeds: number;
}

const SIDES = [6, 8, 10, 14, 20, 30];
const SEEDS = [1000, 1001, 1002, 1003, 1004, 1005, 1006];

function timed(side: number, seed: number, difficulty: (typeof difficulties)[number], backend: string): { ms: number; text: string } {
  const start = performance.now();
  const { puzzle } = takuzu.generate({ width: side, height: side, seed, difficulty, backend });
  return { ms: performance.now() - start, text: puzzle.toString() };
}

export function benchTakuzu(onResult?: (result: TakuzuResult) => void): TakuzuResult[] {
  const results: TakuzuResult[] = [];
  for (const side of SIDES) {
    for (const difficulty of difficulties) {
      for (const backend of ["wasm", "reference"]) timed(side, 1, difficulty, backend);
      const wasm: number[] = [];
      const reference: number[] = [];
      for (const [i, seed] of SEEDS.entries()) {
        // Alternate which backend goes first, so neither always runs on a warmer cache.
        const order = i % 2 === 0 ? ["wasm", "reference"] : ["reference", "wasm"];
        const runs = Object.fromEntries(order.map((backend) => [backend, timed(side, seed, difficulty, backend)]));
        if (runs.wasm!.text !== runs.reference!.text) throw new Error(`takuzu ${side}×${side} ${difficulty} seed ${seed}: the backends disagree`);
        wasm.push(runs.wasm!.ms);
        reference.push(runs.reference!.ms);
      }
      const result = {
        task: `takuzu/${difficulty}/${side}x${side}`,
        side,
        difficulty,
        wasmMs: summarize(wasm).median,
        referenceMs: summarize(reference).median,
        seeds: SEEDS.length,
      };
      results.push(result);
      onResult?.(result);
    }
  }
  return results;
}
