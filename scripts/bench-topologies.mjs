// Times every topology × generator at about 10^6 cells (src/bench/topologies.ts) and prints a Markdown table.
// Run after `npm run build`: node scripts/bench-topologies.mjs [cells] [--topologies hex,3d] [--algorithms wilson,kruskal]
// [--rounds R] (each round times every variant 3 times after a warm-up, in turn; the medians are over all rounds)

import { parseArgs } from "node:util";
import { benchTopologies, topologyBenchTable } from "../dist/bench/topologies.js";
import { getBackend } from "../dist/node.js";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { topologies: { type: "string" }, algorithms: { type: "string" }, rounds: { type: "string" } },
});
const list = (value) => value?.split(",").map((name) => name.trim());
const cells = Number(positionals[0] ?? 1_000_000);
const rounds = Number(values.rounds ?? 1);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a positive integer, got ${values.rounds}`);
const rows = await benchTopologies(getBackend("wasm"), getBackend("reference"), {
  cells,
  rounds,
  topologies: list(values.topologies),
  algorithms: list(values.algorithms),
  onRow: (row) =>
    process.stderr.write(
      `${row.topology} ${row.algorithm}: wasm ${row.wasm.toFixed(1)} ns/cell, square ${row.square.toFixed(1)}, reference ${row.reference.toFixed(1)}\n`,
    ),
});
process.stdout.write(`${topologyBenchTable(rows)}\n`);
