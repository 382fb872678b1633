// Writes bench/results.json (machine-readable) and bench/RESULTS.md (tables and ratios).

import { writeFileSync, renameSync } from "node:fs";
import type { GeneratorResult } from "./generators.js";
import type { Machine } from "./machine.js";
import type { SolverResult } from "./solvers.js";

export interface Report {
  date: string;
  command: string;
  machine: Machine;
  generators: GeneratorResult[];
  solvers: SolverResult[];
}

function writeAtomically(path: string, text: string): void {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

export function writeReport(report: Report, jsonPath: string, markdownPath: string): void {
  writeAtomically(jsonPath, JSON.stringify(report, null, 2) + "\n");
  writeAtomically(markdownPath, markdown(report));
}

const format = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));

export function markdown(report: Report): string {
  const { machine } = report;
  const lines = [
    "# Benchmark results",
    "",
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node} (${machine.platform}).`,
    `Run: \`${report.command}\` on ${report.date}. Median ns per cell (± relative margin of error of the mean, 95%); lower is better.`,
    "",
  ];
  const sizes = [...new Set(report.generators.map((result) => `${result.width}x${result.height}`))];
  for (const size of sizes) {
    lines.push(`## Generators, ${size.replace("x", "×")}`, "", "| algorithm | wasm ns/cell | reference ns/cell | reference / wasm |", "|---|---:|---:|---:|");
    const atSize = report.generators.filter((result) => `${result.width}x${result.height}` === size);
    for (const algorithm of [...new Set(atSize.map((result) => result.algorithm))]) {
      const wasm = atSize.find((result) => result.algorithm === algorithm && result.backend === "wasm");
      const reference = atSize.find((result) => result.algorithm === algorithm && result.backend === "reference");
      const cell = (result?: GeneratorResult) => (result ? `${format(result.nsPerCell)} ± ${result.rme.toFixed(1)}%` : "–");
      const ratio = wasm && reference ? `${(reference.nsPerCell / wasm.nsPerCell).toFixed(2)}×` : "–";
      lines.push(`| ${algorithm} | ${cell(wasm)} | ${cell(reference)} | ${ratio} |`);
    }
    lines.push("");
  }
  const solverSizes = [...new Set(report.solvers.map((result) => `${result.width}x${result.height}`))];
  for (const size of solverSizes) {
    lines.push(
      `## Solvers, ${size.replace("x", "×")} (backtracker maze, seed 1, from (0, 0) to (W−1, H−1))`,
      "",
      "| solver | wasm ns/cell | reference ns/cell | reference / wasm | path length | cells visited |",
      "|---|---:|---:|---:|---:|---:|",
    );
    const atSize = report.solvers.filter((result) => `${result.width}x${result.height}` === size);
    for (const solver of [...new Set(atSize.map((result) => result.solver))]) {
      const wasm = atSize.find((result) => result.solver === solver && result.backend === "wasm");
      const reference = atSize.find((result) => result.solver === solver && result.backend === "reference");
      const cell = (result?: SolverResult) => (result ? `${format(result.nsPerCell)} ± ${result.rme.toFixed(1)}%` : "–");
      const ratio = wasm && reference ? `${(reference.nsPerCell / wasm.nsPerCell).toFixed(2)}×` : "–";
      const any = (wasm ?? reference)!;
      lines.push(`| ${solver} | ${cell(wasm)} | ${cell(reference)} | ${ratio} | ${any.length} | ${(any.visitedShare * 100).toFixed(0)}% |`);
    }
    lines.push("");
  }
  return lines.join("\n");
}
