// `daedalus solve`: reads a maze in any readable format, solves it, and writes it with the path drawn
// (ascii, unicode, svg, png…) or recorded (json).

import type { Command } from "commander";
import { backendNames } from "../backends/backend.js";
import { findFormat, formatForFile, formats } from "../formats/index.js";
import { solve } from "../solve.js";
import { resolveEnds } from "./ends.js";
import { readMazeFile } from "./input.js";
import { openOutput } from "./output.js";
import { end, type EndFlag, oneOf, optionPair } from "./parse.js";
import { failureNote } from "./solution-output.js";
import { addWriteFlags, type WriteFlags, writeOptionsFrom } from "./write-flags.js";
import { solvers, DEFAULT_SOLVER, findSolver } from "../algorithms/solvers.js";

interface SolveFlags extends WriteFlags {
  input: string;
  fromFormat: string;
  solver: string;
  from?: EndFlag;
  to?: EndFlag;
  format?: string;
  output?: string;
  backend: string;
  option: Record<string, string>;
}

const EXAMPLES = `
Examples:
  $ daedalus generate -W 40 -H 20 --seed 7 -o maze.json
  $ daedalus solve --input maze.json                          bfs from (0,0) to (39,19), drawn with o
  $ daedalus solve --input maze.json --solver astar --from 5,5 --to 30,2 --format json
  $ daedalus solve --input maze.json --from longest            between the ends of the longest path
  $ daedalus solve --input maze.json --solver wall-follower --option hand=right -o solved.svg
  $ daedalus generate -f json | daedalus solve --input -       reads stdin

The start and goal default to the S and G a game map carries, else (0,0) and (W-1,H-1)
(the first and last included cells of a masked maze).`;

export function registerSolve(program: Command): void {
  const readable = formats.filter((format) => format.read).map((format) => format.name);
  const command = program
    .command("solve")
    .description("solve a maze read from a file")
    .requiredOption("-i, --input <file>", 'the maze to read ("-" for stdin)')
    .option("--from-format <name>", `auto, or one of ${readable.join(", ")}`, "auto")
    .option("--solver <name>", `${solvers.map((entry) => entry.name).join(", ")}`, DEFAULT_SOLVER)
    .option("--from <x,y|longest>", "start cell", end)
    .option("--to <x,y|longest>", "goal cell", end)
    .option("-f, --format <name>", `${formats.map((format) => format.name).join(", ")} (default: from --output's extension, else ascii)`)
    .option("-o, --output <file>", "write to this file (atomically) instead of stdout")
    .option("-b, --backend <name>", `${backendNames.join(" or ")}`, oneOf(backendNames), "wasm")
    .option("--option <name=value>", "a solver option, e.g. hand=right (repeatable)", optionPair, {});
  addWriteFlags(command)
    .addHelpText("after", EXAMPLES)
    .action(async (flags: SolveFlags) => runSolve(flags));
}

async function runSolve(flags: SolveFlags): Promise<void> {
  const entry = findSolver(flags.solver);
  if (flags.fromFormat !== "auto") findFormat(flags.fromFormat);
  const format = flags.format !== undefined ? findFormat(flags.format) : (flags.output && formatForFile(flags.output)) || findFormat("ascii");
  const { maze, carried } = readMazeFile(flags.input, flags.fromFormat);
  const ends = resolveEnds(maze, flags.from ?? carried.start, flags.to ?? carried.goal, flags.backend);
  const solution = solve(maze, { solver: entry.name, backend: flags.backend, options: flags.option, ...ends });
  const chunks = format.write(maze, { ...writeOptionsFrom(flags), solution });
  const output = openOutput(flags.output);
  try {
    for await (const chunk of chunks) await output.write(chunk);
    await output.close();
  } catch (error) {
    output.abort();
    throw error;
  }
  if (solution.length < 0) process.stderr.write(`daedalus: ${failureNote(solution)}\n`);
}
