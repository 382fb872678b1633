// `daedalus solve`: reads a maze in any readable format, solves it, and writes it with the path drawn
// (ascii, unicode, svg, png…) or recorded (json), gzipped on the way with --gzip or a .gz output name.

import type { Command } from "commander";
import { DEFAULT_SOLVER, findSolver, solvers } from "../algorithms/solvers.js";
import { backendNames } from "../backends/backend.js";
import { type SolvedPath, solve } from "../solve.js";
import { checkPixelBudget } from "./budgets.js";
import { resolveEnds } from "./ends.js";
import { withHeatmap } from "./heatmap.js";
import { readMazeWithPhases } from "./input.js";
import { addInputFlags, checkFromFormat, type InputFlags } from "./input-flags.js";
import { writeMeasured } from "./output.js";
import { chooseOutput, formatOption, gzipOption, type OutputFlags, outputOption } from "./output-flags.js";
import { type EndFlag, end, oneOf, optionPair } from "./parse.js";
import { failureNote, solvedNote } from "./solution-output.js";
import { runTopologySolve } from "./topology.js";
import { peekTopologyInput } from "./topology-input.js";
import { addWriteFlags, checkWriteFlags, type WriteFlags, writeOptionsFrom } from "./write-flags.js";

interface SolveFlags extends WriteFlags, InputFlags, OutputFlags {
  solver: string;
  from?: EndFlag;
  to?: EndFlag;
  backend: string;
  option?: Record<string, string>;
  quiet?: boolean;
}

const EXAMPLES = `
Examples:
  $ daedalus generate -W 40 -H 20 --seed 7 -o maze.json
  $ daedalus solve --input maze.json                          bfs from (0,0) to (39,19), drawn with o
  $ daedalus solve --input maze.json --solver astar --from 5,5 --to 30,2 --format json
  $ daedalus solve --input maze.json --from longest            between the ends of the longest path
  $ daedalus solve --input maze.json --solver wall-follower --option hand=right -o solved.svg
  $ daedalus solve --input maze.json -o solved.json.gz         json from the name, gzipped (or --gzip)
  $ daedalus solve --input maze.json --heatmap -o solved.png   the path over a heat map of distances from the start
  $ daedalus generate -f json | daedalus solve --input -       reads stdin
  $ daedalus solve --input maze.json --quiet -o solved.txt    no summary line on stderr

A summary goes to stderr (solver, ends, length, cells visited, time), or why no path was found.
The start and goal default to the maze's entrance and exit (gaps in its outer wall), else to the S and G a
drawing carries, else (0,0) and (W-1,H-1) (the first and last included cells of a masked maze). The output marks
them (S/G in text, coloured cells in svg/png) unless --no-marks.`;

export function registerSolve(program: Command): void {
  const command = addInputFlags(program.command("solve").description("solve a maze read from a file"))
    .option("--solver <name>", `${solvers.map((entry) => entry.name).join(", ")}`, DEFAULT_SOLVER)
    .option("--from <x,y|longest>", "start cell", end)
    .option("--to <x,y|longest>", "goal cell", end)
    .addOption(formatOption())
    .addOption(outputOption())
    .addOption(gzipOption())
    .option("-b, --backend <name>", `${backendNames.join(" or ")}`, oneOf(backendNames), "wasm")
    .option("--option <name=value>", "a solver option, e.g. hand=right (repeatable)", optionPair)
    .option("-q, --quiet", "no summary line on stderr (a solve that finds no path still says why)");
  addWriteFlags(command)
    .addHelpText("after", EXAMPLES)
    .action(async (flags: SolveFlags) => runSolve(flags));
}

async function runSolve(flags: SolveFlags): Promise<void> {
  const entry = findSolver(flags.solver);
  checkFromFormat(flags);
  const { format, gzip } = chooseOutput(flags);
  // Topology json (daedalus-topology/1) is solved on its topology; every other input as before.
  const peeked = peekTopologyInput(flags.input, flags.fromFormat);
  if (peeked.read) return runTopologySolve(peeked.read, flags);
  // A topology's own path refuses the square grid's flags first, then checks these (writeTopologyOutput).
  checkWriteFlags(format, flags);
  const { maze, carried, phases } = readMazeWithPhases(flags.input, flags.fromFormat, peeked.bytes);
  let solution: SolvedPath;
  let milliseconds: number;
  try {
    checkPixelBudget(format, maze, writeOptionsFrom(flags), flags);
    phases.start("solve", undefined, entry.name);
    // The entrance and the exit come first, then the S and G a drawing marks (solve() goes between the openings by default).
    const { entrance, exit } = maze.openings ?? {};
    const ends = resolveEnds(maze, flags.from ?? (entrance ? undefined : carried.start), flags.to ?? (exit ? undefined : carried.goal), flags.backend);
    const started = performance.now();
    solution = solve(maze, { solver: entry, backend: flags.backend, options: flags.option ?? {}, ...ends });
    milliseconds = performance.now() - started;
    if (flags.heatmap !== undefined) phases.start("heatmap", undefined, "distances");
    const write = writeOptionsFrom(flags);
    const drawn = withHeatmap(maze, { ...write, solution, marks: write.marks ?? true }, flags.heatmap, flags.backend);
    const chunks = format.write(maze, drawn);
    await writeMeasured(flags.output, gzip, chunks, format.measure?.(maze, drawn), phases);
  } finally {
    phases.stop();
  }
  // Printed after the output, like a compiler's last line; the path itself is in the output.
  if (solution.length < 0) process.stderr.write(`daedalus: ${failureNote(solution)}\n`);
  else if (!flags.quiet) process.stderr.write(`daedalus: ${solvedNote(solution, milliseconds)}\n`);
}
