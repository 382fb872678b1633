// `daedalus solve`: reads a maze file, solves it, and prints it with the path drawn (ascii) or recorded (json).

import type { Command } from "commander";
import { backendNames } from "../backends/backend.js";
import { findFormat, formatForFile } from "../formats/index.js";
import { DEFAULT_SOLVER, findSolver, solve } from "../solve.js";
import { solvers } from "../registry.js";
import { resolveEnds } from "./ends.js";
import { readMazeFile } from "./input.js";
import { openOutput } from "./output.js";
import { end, type EndFlag, oneOf, optionPair } from "./parse.js";
import { writeSolved } from "./solution-output.js";

interface SolveFlags {
  input: string;
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
  $ daedalus solve --input maze.json --solver wall-follower --option hand=right
  $ daedalus generate -f json | daedalus solve --input -       reads stdin`;

export function registerSolve(program: Command): void {
  program
    .command("solve")
    .description("solve a maze read from a file")
    .requiredOption("-i, --input <file>", "the maze (json; - for stdin)")
    .option("--solver <name>", `${solvers.map((entry) => entry.name).join(", ")}`, DEFAULT_SOLVER)
    .option("--from <x,y|longest>", "start cell (default 0,0)", end)
    .option("--to <x,y|longest>", "goal cell (default W-1,H-1)", end)
    .option("-f, --format <name>", "ascii or json (default: from --output's extension, else ascii)")
    .option("-o, --output <file>", "write to this file (atomically) instead of stdout")
    .option("-b, --backend <name>", `${backendNames.join(" or ")}`, oneOf(backendNames), "wasm")
    .option("--option <name=value>", "a solver option, e.g. hand=right (repeatable)", optionPair, {})
    .addHelpText("after", EXAMPLES)
    .action(async (flags: SolveFlags) => runSolve(flags));
}

async function runSolve(flags: SolveFlags): Promise<void> {
  const entry = findSolver(flags.solver);
  const format = flags.format !== undefined ? findFormat(flags.format) : (flags.output && formatForFile(flags.output)) || findFormat("ascii");
  const maze = readMazeFile(flags.input);
  const ends = resolveEnds(maze, flags.from, flags.to, flags.backend);
  const solution = solve(maze, { solver: entry.name, backend: flags.backend, options: flags.option, ...ends });
  const output = openOutput(flags.output);
  try {
    await writeSolved(output, format, maze, solution);
    await output.close();
  } catch (error) {
    output.abort();
    throw error;
  }
}
