// npm run bench: times every registry generator on both backends and writes the report.
// Flags: --sizes 100x100,1000x1000  --algorithms a,b  --backends wasm,reference  --rounds N  --time MS
import { parseArgs } from "node:util";
import "../dist/node.js";
import { getBackend } from "../dist/runtime.js";
import { findGenerator } from "../dist/generate.js";
import { generators } from "../dist/registry.js";
import { benchGenerator } from "./generators.js";
import { describeMachine } from "./machine.js";
import { writeReport } from "./report.js";
const { values } = parseArgs({
    options: {
        sizes: { type: "string", default: "100x100,1000x1000,4000x4000" },
        algorithms: { type: "string" },
        backends: { type: "string", default: "wasm,reference" },
        rounds: { type: "string", default: "3" },
        time: { type: "string", default: "500" },
        out: { type: "string", default: "bench" },
    },
});
function parseSize(text) {
    const match = /^(\d+)x(\d+)$/.exec(text);
    if (!match)
        throw new Error(`--sizes: "${text}" is not WIDTHxHEIGHT (e.g. 1000x1000)`);
    return [Number(match[1]), Number(match[2])];
}
const sizes = values.sizes.split(",").map(parseSize);
const entries = values.algorithms ? values.algorithms.split(",").map(findGenerator) : generators;
const backends = values.backends.split(",").map(getBackend);
const rounds = Number(values.rounds);
const time = Number(values.time);
const results = [];
console.log("task".padEnd(48), "ns/cell".padStart(10), "p75".padStart(10), "rme".padStart(8), "samples".padStart(8));
for (const [width, height] of sizes) {
    for (const entry of entries) {
        const measured = await benchGenerator(entry, backends, width, height, {
            rounds,
            time,
            onResult: (result) => console.log(result.task.padEnd(48), result.nsPerCell.toFixed(2).padStart(10), result.p75NsPerCell.toFixed(2).padStart(10), `${result.rme.toFixed(1)}%`.padStart(8), String(result.samples).padStart(8)),
        });
        results.push(...measured);
    }
}
writeReport({ date: new Date().toISOString(), command: `npm run bench -- ${process.argv.slice(2).join(" ")}`.trim(), machine: describeMachine(), generators: results }, `${values.out}/results.json`, `${values.out}/RESULTS.md`);
console.log(`wrote ${values.out}/results.json and ${values.out}/RESULTS.md`);
