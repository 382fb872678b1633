// Times every topology × generator at about 10^6 cells (src/bench/topologies.ts) and prints a Markdown table; its
// flags are in USAGE (--help).

import { parseArgs } from "node:util";
import { topologyGenerators } from "../dist/algorithms/topology.js";
import { TOPOLOGY_NAMES } from "../dist/topology/topology.js";

const USAGE = `Usage: node scripts/bench-topologies.mjs [cells] [--topologies T,...] [--algorithms A,...] [--rounds R]

Times each generator on each topology at about <cells> cells (default 1000000) on the Wasm core and the reference,
against the same generator on the square grid, and prints a Markdown table (bench/topologies/RESULTS.md).
Run \`npm run build\` first. Progress goes to stderr, the table to stdout.

  --topologies  a comma-separated subset of ${TOPOLOGY_NAMES.join(", ")}
  --algorithms  a comma-separated subset of ${topologyGenerators.map((entry) => entry.name).join(", ")}
  --rounds      rounds of 3 timed runs each after a warm-up (default 1); medians are over all of them

Example: node scripts/bench-topologies.mjs 250000 --topologies hex,polar --algorithms wilson --rounds 2`;

/** Exits 2 with what was wrong and where the usage is. */
function refuse(message) {
  process.stderr.write(`bench-topologies: ${message}\n(see --help)\n`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { topologies: { type: "string" }, algorithms: { type: "string" }, rounds: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
} catch (error) {
  refuse(error.message);
}
const { values, positionals } = parsed;
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

/** The names of a comma-separated flag, each one of `allowed`. */
function names(flag, value, allowed) {
  if (value === undefined) return undefined;
  const list = value.split(",").map((name) => name.trim());
  for (const name of list) if (!allowed.includes(name)) refuse(`--${flag}: "${name}" is not one of ${allowed.join(", ")}`);
  return list;
}

if (positionals.length > 1) refuse(`one cell count at most, got ${positionals.join(" ")}`);
const cells = Number(positionals[0] ?? 1_000_000);
if (!Number.isInteger(cells) || cells < 64 || cells > 100_000_000) refuse(`cells must be an integer from 64 to 100000000, got ${positionals[0]}`);
const rounds = Number(values.rounds ?? 1);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 100) refuse(`--rounds must be an integer from 1 to 100, got ${values.rounds}`);
// The core is loaded only once the flags hold: help and refusals answer at once.
const { benchTopologies, topologyBenchTable } = await import("../dist/bench/topologies.js");
const { getBackend } = await import("../dist/node.js");
const rows = await benchTopologies(getBackend("wasm"), getBackend("reference"), {
  cells,
  rounds,
  topologies: names("topologies", values.topologies, TOPOLOGY_NAMES),
  algorithms: names(
    "algorithms",
    values.algorithms,
    topologyGenerators.map((entry) => entry.name),
  ),
  onRow: (row) =>
    process.stderr.write(
      `${row.topology} ${row.algorithm}: wasm ${row.wasm.toFixed(1)} ns/cell, square ${row.square.toFixed(1)}, reference ${row.reference.toFixed(1)}\n`,
    ),
});
process.stdout.write(`${topologyBenchTable(rows)}\n`);
