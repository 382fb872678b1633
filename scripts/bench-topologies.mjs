// Times every topology × generator at about 10^6 cells (src/bench/topologies.ts) and prints a Markdown table.
// Run after `npm run build`: node scripts/bench-topologies.mjs [cells]

import { benchTopologies, topologyBenchTable } from "../dist/bench/topologies.js";
import { getBackend } from "../dist/node.js";

const cells = Number(process.argv[2] ?? 1_000_000);
const rows = await benchTopologies(getBackend("wasm"), getBackend("reference"), {
  cells,
  onRow: (row) =>
    process.stderr.write(
      `${row.topology} ${row.algorithm}: wasm ${row.wasm.toFixed(1)} ns/cell, square ${row.square.toFixed(1)}, reference ${row.reference.toFixed(1)}\n`,
    ),
});
process.stdout.write(`${topologyBenchTable(rows)}\n`);
