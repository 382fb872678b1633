// Takuzu generation time per size and difficulty, Wasm vs reference: `npm run build`, then
// `node bench/takuzu.mjs [--rules unruly] [--seeds 7]`. For every size, level and seed it first
// checks that both backends give the same puzzle, then times them interleaved (after a warm-up)
// and prints a Markdown table of medians over the seeds and their ratio.

import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { takuzu } from "../dist/node.js";

const { values } = parseArgs({ options: { rules: { type: "string", default: "takuzu" }, seeds: { type: "string", default: "7" } } });
const rules = values.rules;
const seeds = Array.from({ length: Number(values.seeds) }, (_, i) => 1000 + i);
const sides = [6, 8, 10, 14, 20, 30];
const levels = ["trivial", "easy", "normal", "hard"];

/** Milliseconds one generation takes, and its puzzle as text. */
function timed(width, height, seed, difficulty, backend) {
  const start = performance.now();
  const { puzzle } = takuzu.generate({ width, height, seed, difficulty, rules, backend });
  return { ms: performance.now() - start, text: puzzle.toString() };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const format = (ms) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));

console.log(`# Takuzu generation, ${rules} rules`);
console.log();
console.log(`${cpus()[0]?.model ?? "unknown CPU"}, ${cpus().length} cores, Node ${process.version}; median of ${seeds.length} seeds, milliseconds per puzzle.`);
console.log();
console.log("| size | difficulty | Wasm ms | reference ms | reference / Wasm |");
console.log("|---|---|---:|---:|---:|");
for (const side of sides) {
  for (const difficulty of levels) {
    for (const backend of ["wasm", "reference"]) timed(side, side, 1, difficulty, backend);
    const wasm = [];
    const reference = [];
    for (const [i, seed] of seeds.entries()) {
      const order = i % 2 === 0 ? ["wasm", "reference"] : ["reference", "wasm"];
      const runs = Object.fromEntries(order.map((backend) => [backend, timed(side, side, seed, difficulty, backend)]));
      if (runs.wasm.text !== runs.reference.text) throw new Error(`${side}×${side} ${difficulty} seed ${seed}: the backends disagree`);
      wasm.push(runs.wasm.ms);
      reference.push(runs.reference.ms);
    }
    const [w, r] = [median(wasm), median(reference)];
    console.log(`| ${side}×${side} | ${difficulty} | ${format(w)} | ${format(r)} | ${(r / w).toFixed(1)} |`);
  }
}
