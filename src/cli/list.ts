// `daedalus list`: every generator, solver and format with its properties, as a table or JSON.

import type { Command } from "commander";
import { generators } from "../algorithms/generators.js";
import { largestSquare, type Sized } from "../algorithms/limits.js";
import type { OptionSpec } from "../algorithms/options.js";
import { solvers } from "../algorithms/solvers.js";
import { topologyGenerators } from "../algorithms/topology.js";
import { getBackend } from "../backends/runtime.js";
import { formats } from "../formats/index.js";
import { ABI_VERSION } from "../grid/abi.js";
import { MASKABLE_TOPOLOGIES } from "../topology/masked.js";
import { TOPOLOGY_NAMES } from "../topology/topology.js";
import { oneOf } from "./parse.js";
import { TOPOLOGY_PARAMETERS } from "./topology-flags.js";

const EXAMPLES = `
Examples:
  $ daedalus list                 a table of generators, solvers and formats
  $ daedalus list --format json   the same, machine-readable`;

export function registerList(program: Command): void {
  program
    .command("list")
    .description("list generators, solvers, formats and topologies with their properties")
    .option("-f, --format <name>", "text or json", oneOf(Object.keys(LIST_OUTPUTS)), "text")
    .addHelpText("after", EXAMPLES)
    .action((flags: { format: string }) => {
      process.stdout.write(LIST_OUTPUTS[flags.format]!());
    });
}

/** `list`'s own output modes (not maze formats): a table to read, or the catalogue as JSON for programs. */
const LIST_OUTPUTS: Record<string, () => string> = {
  text: () => table(),
  json: () => `${JSON.stringify(catalogue(), null, 2)}\n`,
};

/** What `list --format json` prints: the registry, with each generator's largest square maze per backend, and the core's ABI version (docs/ABI.md). */
export function catalogue() {
  return {
    generators: generators.map((entry) => ({
      name: entry.name,
      aliases: entry.aliases,
      summary: entry.summary,
      perfect: entry.perfect,
      uniform: entry.uniform,
      bias: entry.bias,
      workingMemory: entry.memory,
      streamable: entry.streamable,
      masks: entry.masks,
      tileable: entry.tileable,
      options: options(entry.options),
      largestSquare: largestSquares(entry),
    })),
    solvers: solvers.map((entry) => ({
      name: entry.name,
      aliases: entry.aliases,
      summary: entry.summary,
      optimal: entry.optimal,
      complete: entry.complete,
      workingMemory: entry.memory,
      options: options(entry.options),
      largestSquare: largestSquares(entry),
    })),
    formats: formats.map(({ name, summary, extensions, read, streams }) => ({ name, summary, extensions, readable: read !== undefined, streams })),
    topologies: TOPOLOGY_NAMES.map((name) => ({
      name,
      parameters: TOPOLOGY_PARAMETERS[name],
      masks: MASKABLE_TOPOLOGIES.includes(name),
      generators: topologyGenerators.filter((entry) => entry.topologies.includes(name)).map((entry) => entry.name),
      solvers: ["bfs", "astar"],
    })),
    abi: { version: ABI_VERSION },
  };
}

function options(specs: readonly OptionSpec[]) {
  return specs.map(({ name, summary, values, min, max, default: fallback }) => ({ name, summary, values, min, max, default: fallback }));
}

function largestSquares(entry: Sized): { wasm: number; reference: number } {
  return { wasm: largestSquare(entry, getBackend("wasm")), reference: largestSquare(entry, getBackend("reference")) };
}

/** What an option takes: one of its values, a number in its bounds, or text its summary describes (growing-tree's policy). */
export function allowedValues(option: OptionSpec): string {
  if (option.values) return option.values.join("|");
  if (option.min !== undefined || option.max !== undefined) return `${option.min ?? "-∞"}..${option.max ?? "∞"}`;
  return "<text>";
}

function optionLine(option: OptionSpec): string {
  return `  ${"".padEnd(20)} --option ${option.name}=${allowedValues(option)} (default ${option.default}): ${option.summary}`;
}

function table(): string {
  const lines = ['Generators (largest square maze on wasm / reference; "masks": can generate inside a --mask, the others refuse one):'];
  for (const entry of generators) {
    const { wasm, reference } = largestSquares(entry);
    const flags = [
      entry.perfect ? "perfect" : "imperfect",
      entry.uniform ? "uniform" : "",
      entry.streamable ? "streamable" : "",
      entry.masks ? "masks" : "",
      entry.tileable ? "tileable" : "",
    ].filter(Boolean);
    lines.push(`  ${entry.name.padEnd(20)} ${entry.summary}`);
    lines.push(`  ${"".padEnd(20)} ${flags.join(", ")}; ${entry.bias}; max ${wasm}² / ${reference}²`);
    for (const option of entry.options) lines.push(optionLine(option));
    if (entry.aliases.length > 0) lines.push(`  ${"".padEnd(20)} aliases: ${entry.aliases.join(", ")}`);
  }
  lines.push("", "Solvers:");
  for (const solver of solvers) {
    lines.push(`  ${solver.name.padEnd(20)} ${solver.summary}`);
    const traits = [solver.optimal ? "optimal" : "not always shortest", solver.complete ? "complete" : "may fail"];
    lines.push(`  ${"".padEnd(20)} ${traits.join(", ")}; memory: ${solver.memory.onDemand}`);
    for (const option of solver.options) lines.push(optionLine(option));
  }
  lines.push("", "Formats:");
  for (const format of formats) lines.push(`  ${format.name.padEnd(20)} ${format.summary}${format.read ? " (readable)" : ""}`);
  lines.push("", "Topologies (generate --topology NAME; solvers bfs, astar; formats svg, png, json, ascii for wrap and 3d):");
  for (const name of TOPOLOGY_NAMES) {
    const flags = TOPOLOGY_PARAMETERS[name].map((parameter) => `--${parameter.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`);
    const runs = topologyGenerators.filter((entry) => entry.topologies.includes(name)).map((entry) => entry.name);
    const mask = MASKABLE_TOPOLOGIES.includes(name) ? " [--mask FILE]" : "";
    lines.push(`  ${name.padEnd(20)} ${flags.join(" ")}${mask}`);
    lines.push(`  ${"".padEnd(20)} generators: ${runs.join(", ")}`);
  }
  return `${lines.join("\n")}\n`;
}
