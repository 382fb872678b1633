// Topology timings: every topology × topology generator at about `cells` cells, on the Wasm core and the reference
// (checked to agree first), against the same generator on the square grid of about as many cells (Wasm), all three
// timed with tinybench in the same interleaved rounds. Medians in ns per cell.

import { findGenerator } from "../algorithms/generators.js";
import { encodeOptions } from "../algorithms/options.js";
import { encodeTopologyOptions, type TopologyGeneratorEntry, topologyGenerators } from "../algorithms/topology.js";
import type { Backend } from "../backends/backend.js";
import { TOPOLOGY_NAMES, type Topology, type TopologyName, topology } from "../topology/index.js";
import { ringCounts } from "../topology/polar.js";
import { timeInterleaved } from "./interleaved.js";

export interface TopologyBenchRow {
  readonly topology: TopologyName;
  readonly algorithm: string;
  readonly cells: number;
  /** Median ns per cell on the Wasm core, on the reference, and of the same generator on the square grid (Wasm). */
  readonly wasm: number;
  readonly reference: number;
  readonly square: number;
}

/** The topology of about `cells` cells. */
export function topologyOfAbout(name: TopologyName, cells: number): Topology {
  const side = Math.round(Math.sqrt(cells));
  switch (name) {
    case "polar": {
      let rings = 1;
      while (ringCounts(rings + 1, 1, "adaptive").reduce((a, b) => a + b, 0) <= cells) rings++;
      return topology("polar", { rings });
    }
    case "3d": {
      const edge = Math.round(Math.cbrt(cells));
      return topology("3d", { width: edge, height: edge, levels: edge });
    }
    case "weave":
      return topology("weave", { width: side, height: side, density: 0.3 });
    default:
      return topology(name, { width: side, height: side });
  }
}

function checkAgreement(entry: TopologyGeneratorEntry, t: Topology, wasm: Backend, reference: Backend): void {
  const options = encodeTopologyOptions(entry, {});
  const a = wasm.topology.generate(entry, t, 1, options);
  const b = reference.topology.generate(entry, t, 1, options);
  if (!Buffer.from(a).equals(Buffer.from(b))) throw new Error(`${entry.name} on ${t.name}: the backends disagree; refusing to time different work`);
}

export async function benchTopologies(
  wasm: Backend,
  reference: Backend,
  {
    cells = 1_000_000,
    rounds = 1,
    time = 0,
    topologies = TOPOLOGY_NAMES,
    algorithms,
    onRow,
  }: {
    cells?: number;
    rounds?: number;
    time?: number;
    /** A subset to time (default all of them). */
    topologies?: readonly TopologyName[];
    algorithms?: readonly string[];
    onRow?: (row: TopologyBenchRow) => void;
  } = {},
): Promise<TopologyBenchRow[]> {
  const rows: TopologyBenchRow[] = [];
  const side = Math.round(Math.sqrt(cells));
  const entries = topologyGenerators.filter((entry) => !algorithms || algorithms.includes(entry.name));
  for (const name of topologies) {
    const t = topologyOfAbout(name, cells);
    for (const entry of entries) {
      checkAgreement(entry, t, wasm, reference);
      const options = encodeTopologyOptions(entry, {});
      const square = findGenerator(entry.name);
      const squareOptions = encodeOptions(square.name, square.options, {});
      // The square grid is timed in the same rounds as the topology, so the ratio holds on a machine whose load drifts.
      const result = await timeInterleaved(
        `${name} ${entry.name}`,
        [
          { label: "wasm", prepare: () => wasm.topology.prepareGenerator(entry, t, options) },
          { label: "square", prepare: () => wasm.prepareGenerator(square, side, side, squareOptions) },
          { label: "reference", prepare: () => reference.topology.prepareGenerator(entry, t, options) },
        ],
        { rounds, time },
      );
      const perCell = (label: string, count = t.cellCount) => (result.get(label)!.median * 1e6) / count;
      const row = {
        topology: name,
        algorithm: entry.name,
        cells: t.cellCount,
        wasm: perCell("wasm"),
        reference: perCell("reference"),
        square: perCell("square", side * side),
      };
      rows.push(row);
      onRow?.(row);
    }
  }
  return rows;
}

/** The rows as a Markdown table: Wasm ns/cell, its ratio to the square grid's, and reference / Wasm. */
export function topologyBenchTable(rows: readonly TopologyBenchRow[]): string {
  const lines = [
    "| topology | algorithm | cells | Wasm ns/cell | square ns/cell | Wasm / square | reference ns/cell | reference / Wasm |",
    "|---|---|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.topology} | ${r.algorithm} | ${r.cells} | ${r.wasm.toFixed(1)} | ${r.square.toFixed(1)} | ${(r.wasm / r.square).toFixed(2)} | ${r.reference.toFixed(1)} | ${(r.reference / r.wasm).toFixed(2)} |`,
    );
  }
  return lines.join("\n");
}
