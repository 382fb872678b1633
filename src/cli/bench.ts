// `daedalus bench`: the benchmark suite from the command line (npm run bench runs it with the peers).

import type { Command } from "commander";
import { findGenerator, generators } from "../algorithms/generators.js";
import type { Sized } from "../algorithms/limits.js";
import { checkSize } from "../algorithms/limits.js";
import { findSolver, solvers } from "../algorithms/solvers.js";
import type { Backend } from "../backends/backend.js";
import { backendNames } from "../backends/backend.js";
import { getBackend } from "../backends/runtime.js";
import { InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import { withOptional } from "./optional.js";
import { checkOutDirectory, writeOutDirectory } from "./out-directory.js";
import { integerIn, positiveInteger } from "./parse.js";

interface BenchFlags {
  algorithms?: string;
  sizes: string;
  solvers?: string;
  solverSizes: string;
  backends: string;
  peers: boolean;
  extras: boolean;
  takuzu: boolean;
  grid: boolean;
  parallelSide: number;
  json: boolean;
  rounds: number;
  time: number;
  maxRun: number;
  out?: string;
}

const EXAMPLES = `
Examples:
  $ daedalus bench --sizes 100x100,1000x1000              every generator, both backends
  $ daedalus bench --algorithms backtracker --sizes 4000x4000 --rounds 5
  $ daedalus bench --algorithms none --solvers bfs,astar --solver-sizes 4000x4000   solvers only
  $ daedalus bench --peers --out bench                    with the npm peers; writes bench/RESULTS.md, results.json, chart.svg
  $ daedalus bench --backends wasm --json > results.json  machine-readable on stdout (the table goes to stderr)
  $ daedalus bench --algorithms none --solvers none --no-extras --no-takuzu --grid   grid maps only (npm run bench:grid)`;

/** `bench`; `argv`: the arguments main() was given, named in the report as the command that made it. */
export function registerBench(program: Command, argv: readonly string[]): void {
  program
    .command("bench")
    .description("time generators and solvers on each backend (and the npm peers), with medians and ratios")
    .option("--algorithms <names>", "comma-separated generator names (default: all; none for no generator)")
    .option("--sizes <list>", "comma-separated WIDTHxHEIGHT sizes", "100x100,1000x1000,4000x4000")
    .option("--solvers <names>", "comma-separated solver names (default: all; none for no solver)")
    .option("--solver-sizes <list>", "comma-separated WIDTHxHEIGHT sizes for the solvers", "1000x1000,4000x4000")
    .option("--backends <names>", `comma-separated: ${backendNames.join(", ")}`, backendNames.join(","))
    .option("--peers", "also time the npm peers (devDependencies: run from a clone of daedalus)", false)
    .option("--no-extras", "skip the end-to-end timings (instantiation, CLI start-up, writers)")
    .option("--no-takuzu", "skip Takuzu generation per size and difficulty")
    .option("--grid", "also time the grid-map solvers and their npm peers (pathfinding, l1-path-finder) at corridor widths 1 to 32", false)
    .option("--parallel-side <n>", "side of the tiled stream timed on 1 and 2 workers (0: skip it and the batch; else 16 to 65536)", integerIn(0, 65536), 16384)
    .option("--json", "print the results as JSON on stdout", false)
    .option("--rounds <n>", "interleaved rounds per task", positiveInteger, 3)
    .option("--time <ms>", "time budget per task per round", positiveInteger, 500)
    .option("--max-run <ms>", "skip peer sizes predicted to take longer than this per run", positiveInteger, 5000)
    .option("--out <dir>", "write results.json, RESULTS.md and chart.svg into this directory (made if missing)")
    .addHelpText("after", EXAMPLES)
    .action(async (flags: BenchFlags, command: Command) => {
      checkUnused(flags, command);
      const entries = flags.algorithms === undefined ? generators : isNone(flags.algorithms) ? [] : names(flags.algorithms, "--algorithms").map(findGenerator);
      const solverEntries = flags.solvers === undefined ? solvers : isNone(flags.solvers) ? [] : names(flags.solvers, "--solvers").map(findSolver);
      const backends = flags.backends.split(",").map((name) => getBackend(name.trim()));
      const sizes = flags.sizes.split(",").map((text) => parseSize(text, "--sizes"));
      const solverSizes = flags.solverSizes.split(",").map((text) => parseSize(text, "--solver-sizes"));
      // A backend twice failed after the run had begun (tinybench's raw 'Task "wasm" already exists'); anything else
      // twice was timed twice and its rows repeated.
      onceEach(
        entries.map((entry) => entry.name),
        "--algorithms",
      );
      onceEach(
        solverEntries.map((entry) => entry.name),
        "--solvers",
      );
      onceEach(
        backends.map((backend) => backend.name),
        "--backends",
      );
      onceEach(
        sizes.map(([width, height]) => `${width}x${height}`),
        "--sizes",
      );
      onceEach(
        solverSizes.map(([width, height]) => `${width}x${height}`),
        "--solver-sizes",
      );
      checkSizes(entries, backends, sizes, "--sizes");
      checkSizes(solverEntries, backends, solverSizes, "--solver-sizes");
      // Checked before the run, which may take minutes: a file named as the directory was found only when writing.
      if (flags.out !== undefined) checkOutDirectory(flags.out, "--out");
      const log = (line: string) => (flags.json ? process.stderr : process.stdout).write(`${line}\n`);
      const progress = (line: string) => {
        if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${line}`);
      };
      const { runSuite, reportFiles } = await withOptional("bench", "tinybench", "6", () => import("../bench/run.js"));
      const report = await runSuite({
        generators: entries,
        backends,
        sizes,
        solvers: solverEntries,
        solverSizes,
        peers: flags.peers,
        extras: flags.extras,
        takuzu: flags.takuzu,
        grid: flags.grid,
        parallelSide: flags.parallelSide,
        rounds: flags.rounds,
        time: flags.time,
        maxRunMs: flags.maxRun,
        command: ["daedalus", ...argv].join(" "),
        log,
        progress,
      });
      if (flags.out !== undefined) {
        const written: string[] = [];
        await writeOutDirectory(flags.out, "--out", async (writeFile) => {
          for (const [name, text] of reportFiles(report)) written.push(await writeFile(name, text));
        });
        log(`wrote ${written.join(", ")}`);
      }
      if (flags.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    });
}

/** "none" in a list flag, whatever its case, as every name the CLI takes. */
const isNone = (list: string | undefined) => list?.toLowerCase() === "none";

/** Flags that time nothing in this run are refused by name: they were ignored (--max-run without --peers). */
function checkUnused(flags: BenchFlags, command: Command): void {
  const given = (name: string) => command.getOptionValueSource(name) === "cli";
  // The stream is cut into 16×16 tiles (src/bench/parallel.ts): a smaller side failed once the run had begun, on a
  // "tiles must be …" the user never gave.
  if (flags.parallelSide > 0 && flags.parallelSide < 16) {
    throw new InvalidArgumentError(
      `--parallel-side must be 0 (no parallel timings) or from 16 to 65536 (the stream is cut into 16×16 tiles), got ${flags.parallelSide}`,
    );
  }
  if (given("maxRun") && !flags.peers) throw new InvalidArgumentError("--max-run limits the npm peers' runs: it needs --peers");
  if (given("solverSizes") && isNone(flags.solvers)) throw new InvalidArgumentError("--solver-sizes sizes the solvers: leave it out with --solvers none");
  if (given("sizes") && isNone(flags.algorithms) && !flags.peers) {
    throw new InvalidArgumentError("--sizes sizes the generators and the peers: leave it out with --algorithms none (or add --peers)");
  }
}

/** Every size fits every entry on every backend, checked before the run (a size too large failed minutes in, with a
 *  raw "Invalid typed array length"); the error names the flag, and the largest size that fits. */
function checkSizes(entries: readonly Sized[], backends: readonly Backend[], sizes: readonly [number, number][], flag: string): void {
  for (const [width, height] of sizes) {
    for (const entry of entries) {
      for (const backend of backends) {
        try {
          checkSize(entry, backend, width, height);
        } catch (error) {
          if (error instanceof SizeLimitError) error.message = `${flag} ${width}x${height}: ${error.message}`;
          throw error;
        }
      }
    }
  }
}

function parseSize(text: string, flag: string): [number, number] {
  const match = /^(\d+)x(\d+)$/.exec(text.trim());
  const size: [number, number] = [Number(match?.[1]), Number(match?.[2])];
  if (!match || !size.every((side) => Number.isSafeInteger(side) && side >= 1)) {
    throw new InvalidArgumentError(`${flag}: "${text}" is not WIDTHxHEIGHT with positive integers (e.g. 1000x1000)`);
  }
  return size;
}

/** A comma-separated list of names; an empty list or an empty name is refused (none is spelled "none"). */
function names(list: string, flag: string): string[] {
  const parts = list.split(",").map((name) => name.trim());
  if (parts.some((name) => name === "")) throw new InvalidArgumentError(`${flag} must list names separated by commas, or none; got "${list}"`);
  return parts;
}

/** Refuses a list (names as resolved: an alias is its generator's name) that names one thing twice. */
function onceEach(names: readonly string[], flag: string): void {
  const twice = names.find((name, k) => names.indexOf(name) !== k);
  if (twice !== undefined) throw new InvalidArgumentError(`${flag} names "${twice}" twice: list each once`);
}
