// npm run bench: times every registry generator and solver on both backends and writes the report.
// Flags: --sizes 100x100,1000x1000  --algorithms a,b  --solvers a,b (or none)  --solver-sizes 4000x4000
//        --backends wasm,reference  --rounds N  --time MS

import { parseArgs } from "node:util";
import "../dist/node.js";
import { getBackend } from "../dist/runtime.js";
import { findGenerator } from "../dist/generate.js";
import { generators, solvers } from "../dist/registry.js";
import { findSolver } from "../dist/solve.js";
import { benchGenerator, type GeneratorResult } from "./generators.js";
import { benchSolver, type SolverResult } from "./solvers.js";
import { describeMachine } from "./machine.js";
import { writeReport } from "./report.js";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "100x100,1000x1000,4000x4000" },
    algorithms: { type: "string" },
    solvers: { type: "string" },
    "solver-sizes": { type: "string", default: "1000x1000,4000x4000" },
    backends: { type: "string", default: "wasm,reference" },
    rounds: { type: "string", default: "3" },
    time: { type: "string", default: "500" },
    out: { type: "string", default: "bench" },
  },
});

function parseSize(text: string): [number, number] {
  const match = /^(\d+)x(\d+)$/.exec(text);
  if (!match) throw new Error(`--sizes: "${text}" is not WIDTHxHEIGHT (e.g. 1000x1000)`);
  return [Number(match[1]), Number(match[2])];
}

const sizes = values.sizes.split(",").map(parseSize);
const entries = values.algorithms === "none" ? [] : values.algorithms ? values.algorithms.split(",").map(findGenerator) : generators;
const solverEntries = values.solvers === "none" ? [] : values.solvers ? values.solvers.split(",").map(findSolver) : solvers;
const solverSizes = values["solver-sizes"].split(",").map(parseSize);
const backends = values.backends.split(",").map(getBackend);
const rounds = Number(values.rounds);
const time = Number(values.time);

const results: GeneratorResult[] = [];
const print = (result: GeneratorResult | SolverResult) =>
  console.log(
    result.task.padEnd(48),
    result.nsPerCell.toFixed(2).padStart(10),
    result.p75NsPerCell.toFixed(2).padStart(10),
    `${result.rme.toFixed(1)}%`.padStart(8),
    String(result.samples).padStart(8),
  );
console.log("task".padEnd(48), "ns/cell".padStart(10), "p75".padStart(10), "rme".padStart(8), "samples".padStart(8));
for (const [width, height] of sizes) {
  for (const entry of entries) {
    results.push(...(await benchGenerator(entry, backends, width, height, { rounds, time, onResult: print })));
  }
}
const solverResults: SolverResult[] = [];
for (const [width, height] of solverSizes) {
  for (const entry of solverEntries) solverResults.push(...(await benchSolver(entry, backends, width, height, { rounds, time, onResult: print })));
}

writeReport(
  {
    date: new Date().toISOString(),
    command: `npm run bench -- ${process.argv.slice(2).join(" ")}`.trim(),
    machine: describeMachine(),
    generators: results,
    solvers: solverResults,
  },
  `${values.out}/results.json`,
  `${values.out}/RESULTS.md`,
);
console.log(`wrote ${values.out}/results.json and ${values.out}/RESULTS.md`);
