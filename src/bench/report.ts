// The benchmark report's files: results.json (machine-readable), RESULTS.md (tables and ratios), chart.svg.

import { type BarGroup, chartSvg } from "./chart.js";
import type { ExtraResult } from "./extras.js";
import type { GeneratorResult } from "./generators.js";
import type { GridResult } from "./grid.js";
import type { Machine } from "./machine.js";
import type { ParallelResult } from "./parallel.js";
import type { PeerResult } from "./peer-bench.js";
import type { SolverResult } from "./solvers.js";
import type { TakuzuResult } from "./takuzu.js";

export interface Report {
  date: string;
  command: string;
  machine: Machine;
  generators: GeneratorResult[];
  solvers: SolverResult[];
  peers: PeerResult[];
  extras: ExtraResult[];
  takuzu: TakuzuResult[];
  /** Grid maps (absent in reports written before it). */
  grid?: GridResult[];
  /** Worker threads: a tiled stream on 1 and 2 workers, a batch (absent in reports made before they were timed). */
  parallel?: ParallelResult[];
}

/** The report's files by name: results.json, RESULTS.md and (when there are generators) chart.svg. */
export function reportFiles(report: Report): [string, string][] {
  const files: [string, string][] = [
    ["results.json", `${JSON.stringify(report, null, 2)}\n`],
    ["RESULTS.md", markdown(report)],
  ];
  const { size, groups } = chartGroups(report);
  // A run without generators (grid maps alone: npm run bench:grid) has no chart.
  if (groups.length > 0) {
    files.push(["chart.svg", chartSvg(groups, `Generating a ${size} maze: ns per cell (${report.machine.cpu}, Node ${report.machine.node})`)]);
  }
  return files;
}

const number = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
const sizeKey = (result: { width: number; height: number }) => `${result.width}×${result.height}`;

export function markdown(report: Report): string {
  const { machine } = report;
  const lines = [
    "# Benchmark results",
    "",
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node} (${machine.platform}).`,
    `Run: \`${report.command}\` on ${report.date}.`,
    "",
  ];
  // The ns-per-cell legend belongs to the generator, solver and peer tables: a grid-only run has none of them.
  if (report.generators.length + report.solvers.length + report.peers.length > 0) {
    lines.push(
      "Median ns per cell ± relative margin of error of the mean (95%); lower is better. Each pair of backends",
      "was checked to produce the same bytes before timing; backends alternate in rounds in one process.",
      "",
    );
  }
  const sizes = [...new Set([...report.generators, ...report.peers].map(sizeKey))];
  for (const size of sizes) {
    const generators = report.generators.filter((result) => sizeKey(result) === size);
    const find = (algorithm: string, backend: string, via: "core" | "api") =>
      generators.find((result) => result.algorithm === algorithm && result.backend === backend && result.via === via);
    const wasmOf = (algorithm: string) => find(algorithm, "wasm", "core");
    if (generators.length > 0) {
      lines.push(
        `## Generators, ${size}`,
        "",
        "The core call generates into memory claimed once; the API column times `generate()` as users call it (a new Maze each time).",
        "",
        "| algorithm | wasm ns/cell | wasm API ns/cell | API / core | reference ns/cell | reference / wasm |",
        "|---|---:|---:|---:|---:|---:|",
      );
      for (const algorithm of [...new Set(generators.map((result) => result.algorithm))]) {
        const wasm = wasmOf(algorithm);
        const api = find(algorithm, "wasm", "api");
        const reference = find(algorithm, "reference", "core");
        const cell = (result?: GeneratorResult) => (result ? `${number(result.nsPerCell)} ± ${result.rme.toFixed(1)}%` : "–");
        const ratio = (a?: GeneratorResult, b?: GeneratorResult) => (a && b ? `${(a.nsPerCell / b.nsPerCell).toFixed(2)}×` : "–");
        lines.push(`| ${algorithm} | ${cell(wasm)} | ${cell(api)} | ${ratio(api, wasm)} | ${cell(reference)} | ${ratio(reference, wasm)} |`);
      }
      lines.push("");
    }
    const peers = report.peers.filter((result) => sizeKey(result) === size);
    if (peers.length > 0) {
      lines.push(`## npm peers, ${size}`, "", "| peer | algorithm | ns/cell | peer / daedalus wasm | note |", "|---|---|---:|---:|---|");
      for (const peer of peers) {
        const wasm = wasmOf(peer.algorithm);
        const measured = peer.status === "measured" && peer.nsPerCell !== undefined;
        const value = measured ? `${number(peer.nsPerCell!)} ± ${peer.rme!.toFixed(1)}%` : peer.status;
        const ratio = measured && wasm ? `${(peer.nsPerCell! / wasm.nsPerCell).toFixed(0)}×` : "–";
        lines.push(`| ${peer.peer} | ${peer.algorithm} | ${value} | ${ratio} | ${peer.note ?? ""} |`);
      }
      lines.push("");
    }
  }
  for (const size of [...new Set(report.solvers.map(sizeKey))]) {
    const solvers = report.solvers.filter((result) => sizeKey(result) === size);
    lines.push(
      `## Solvers, ${size} (backtracker maze, seed 1, from (0, 0) to (W−1, H−1))`,
      "",
      "| solver | wasm ns/cell | reference ns/cell | reference / wasm | path length | cells visited |",
      "|---|---:|---:|---:|---:|---:|",
    );
    for (const solver of [...new Set(solvers.map((result) => result.solver))]) {
      const wasm = solvers.find((result) => result.solver === solver && result.backend === "wasm");
      const reference = solvers.find((result) => result.solver === solver && result.backend === "reference");
      const cell = (result?: SolverResult) => (result ? `${number(result.nsPerCell)} ± ${result.rme.toFixed(1)}%` : "–");
      const ratio = wasm && reference ? `${(reference.nsPerCell / wasm.nsPerCell).toFixed(2)}×` : "–";
      const any = (wasm ?? reference)!;
      lines.push(`| ${solver} | ${cell(wasm)} | ${cell(reference)} | ${ratio} | ${any.length} | ${(any.visitedShare * 100).toFixed(0)}% |`);
    }
    lines.push("");
  }
  if (report.takuzu.length > 0) {
    lines.push(
      "## Takuzu generation",
      "",
      `Median milliseconds per puzzle over ${report.takuzu[0]!.seeds} seeds (takuzu rules); both backends checked to give the same puzzle.`,
      "",
    );
    lines.push("| size | difficulty | wasm ms | reference ms | reference / wasm |", "|---|---|---:|---:|---:|");
    for (const result of report.takuzu) {
      lines.push(
        `| ${result.side}×${result.side} | ${result.difficulty} | ${number(result.wasmMs)} | ${number(result.referenceMs)} | ${(result.referenceMs / result.wasmMs).toFixed(1)}× |`,
      );
    }
    lines.push("");
  }
  if (report.grid && report.grid.length > 0) lines.push(...gridTable(report.grid));
  const parallel = report.parallel ?? [];
  if (parallel.length > 0) {
    const one = parallel.find((result) => result.task.startsWith("tiled") && result.workers === 1);
    lines.push(
      "## Worker threads",
      "",
      "Median wall time of the runs, and the main thread's CPU time as a share of the process's (workers included): the part",
      "that does not spread over more cores. Tiled streams are binary written to nowhere; the batch is binary mazes.",
      "",
      "| task | workers | median ms | speed-up | main thread's CPU share | runs |",
      "|---|---:|---:|---:|---:|---:|",
    );
    for (const result of parallel) {
      const speedUp = one && result.task === one.task ? `${(one.ms / result.ms).toFixed(2)}×` : "–";
      lines.push(`| ${result.task} | ${result.workers} | ${number(result.ms)} | ${speedUp} | ${(result.mainShare * 100).toFixed(1)}% | ${result.runs} |`);
    }
    lines.push("");
  }
  if (report.extras.length > 0) {
    lines.push("## End to end", "", "| task | median | unit |", "|---|---:|---|");
    for (const extra of report.extras) lines.push(`| ${extra.task} | ${number(extra.value)} | ${extra.unit} |`);
    lines.push("");
  }
  if (chartGroups(report).groups.length > 0)
    lines.push("![ns per cell at the largest size: Wasm, reference and the fastest npm peer of each algorithm](chart.svg)", "");
  return lines.join("\n");
}

/** Grid maps: problems per second, one row per corridor width, one column per solver and peer. */
export function gridTable(results: readonly GridResult[]): string[] {
  const solvers = [...new Set(results.map((result) => result.solver))];
  const lines = [
    `## Grid maps (${results[0]!.pixels}×${results[0]!.pixels} Moving AI-style mazes)`,
    "",
    `Median problems per second (higher is better) over a sample of ${results[0]!.problems} problems per map spread over its buckets; our`,
    "lengths were checked against the scenario's, and each peer's against ours, on every problem before timing.",
    "pathfinding's rows use DiagonalMovement.OnlyWhenNoObstacles (no corner cutting, our rule); l1-path-finder is",
    "4-connected (compare with bfs4) and its preprocessing is not timed.",
    "",
    `| corridor | ${solvers.join(" | ")} |`,
    `|---:|${solvers.map(() => "---:|").join("")}`,
  ];
  for (const corridor of [...new Set(results.map((result) => result.corridor))]) {
    const cell = (solver: string) => {
      const found = results.find((result) => result.corridor === corridor && result.solver === solver);
      return found ? number(found.problemsPerSecond) : "–";
    };
    lines.push(`| ${corridor} | ${solvers.map(cell).join(" | ")} |`);
  }
  lines.push("");
  return lines;
}

/** The bars of the chart: at the largest size measured, each algorithm's Wasm, reference and fastest peer figures. */
export function chartGroups(report: Report): { size: string; groups: BarGroup[] } {
  const core = report.generators.filter((result) => result.via === "core");
  if (core.length === 0) return { size: "", groups: [] };
  const largest = core.reduce((best, result) => (result.width * result.height > best.width * best.height ? result : best));
  const size = sizeKey(largest);
  const algorithms = [...new Set(core.map((result) => result.algorithm))];
  const groups = algorithms.map((algorithm) => {
    const bars: BarGroup["bars"] = [];
    for (const kind of ["wasm", "reference"] as const) {
      const found = core.find((result) => result.algorithm === algorithm && result.backend === kind && sizeKey(result) === size);
      if (found) bars.push({ kind, nsPerCell: found.nsPerCell });
    }
    const peers = report.peers.filter((peer) => peer.algorithm === algorithm && sizeKey(peer) === size && peer.nsPerCell !== undefined);
    const fastest = peers.sort((a, b) => a.nsPerCell! - b.nsPerCell!)[0];
    if (fastest) bars.push({ kind: "peer", nsPerCell: fastest.nsPerCell!, note: fastest.peer });
    return { label: algorithm, bars };
  });
  return { size, groups: groups.filter((group) => group.bars.length > 0) };
}
