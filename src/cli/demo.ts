// `daedalus demo` (what `npm start` runs): a maze solved and drawn, then Wasm against the reference on a large one.

import type { Command } from "commander";
import { randomSeed } from "../base/seed.js";
import { findFormat, writeToString } from "../formats/index.js";
import { generate } from "../generate.js";
import { solve } from "../solve.js";
import { integerIn } from "./parse.js";

// The timed side: the reference takes about 10 s a run at 10000×10000, and the demo runs each task 3 times on each
// backend; checked before anything is drawn (70000 printed the small maze, then failed on memory).
const MAX_SIDE = 10_000;

const EXAMPLES = `
Examples:
  $ daedalus demo                 a 20×10 maze with its BFS path, then timings at 2000×2000
  $ daedalus demo --size 4000     the timing table at 4000×4000`;

interface Timing {
  task: string;
  wasm: number;
  reference: number;
}

/** Milliseconds of the fastest of `runs` calls (the first call also warms the code up). */
function fastest(runs: number, work: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

export function registerDemo(program: Command): void {
  program
    .command("demo")
    .description("show the main job: generate, solve and draw a maze, then time Wasm against the reference")
    .option("--size <cells>", `side of the large maze timed on both backends, 1 to ${MAX_SIDE}`, integerIn(1, MAX_SIDE), 2000)
    .addHelpText("after", EXAMPLES)
    .action((flags: { size: number }) => {
      const seed = randomSeed();
      const maze = generate({ width: 20, height: 10, seed });
      const solution = solve(maze);
      process.stdout.write(writeToString(findFormat("ascii"), maze, { solution, marks: true }));
      process.stdout.write(`backtracker 20×10, seed ${seed} (daedalus generate --seed ${seed} --solve --marks); BFS path of ${solution.length} moves\n\n`);

      const side = flags.size;
      const timings: Timing[] = [];
      const time = (task: string, work: (backend: string) => unknown) =>
        timings.push({ task, wasm: fastest(3, () => work("wasm")), reference: fastest(3, () => work("reference")) });
      time(`generate backtracker ${side}×${side}`, (backend) => generate({ width: side, height: side, seed: 1, backend }));
      const large = generate({ width: side, height: side, seed: 1 });
      time(`solve bfs ${side}×${side}`, (backend) => solve(large, { backend }));
      const cells = side * side;
      process.stdout.write(`${"task".padEnd(34)}${"wasm".padStart(18)}${"reference".padStart(18)}${"ref / wasm".padStart(12)}\n`);
      for (const { task, wasm, reference } of timings) {
        const cell = (ms: number) => `${ms.toFixed(0)} ms ${((ms * 1e6) / cells).toFixed(1)} ns/c`.padStart(18);
        process.stdout.write(`${task.padEnd(34)}${cell(wasm)}${cell(reference)}${`${(reference / wasm).toFixed(2)}×`.padStart(12)}\n`);
      }
      process.stdout.write("(fastest of 3 runs each; `npm run bench` measures every algorithm properly)\n");
    });
}
