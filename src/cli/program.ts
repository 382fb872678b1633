// The daedalus command line as a function: commands, exit codes (0 ok, 1 failure, 2 usage), no stack traces for user
// errors. main.ts runs it as the process; the tests run it in a process of their own, many times (test/support/cli.ts).

import { Command, CommanderError } from "commander";
import "./core.js";
import { DaedalusError } from "../base/errors.js";
import { registerBench } from "./bench.js";
import { registerConvert } from "./convert.js";
import { registerDemo } from "./demo.js";
import { registerGenerate } from "./generate.js";
import { registerGrid } from "./grid.js";
import { registerList } from "./list.js";
import { removePendingTemporaries } from "./output.js";
import { registerServe } from "./serve.js";
import { registerSolve } from "./solve.js";
import { registerStats } from "./stats.js";
import { registerTakuzu } from "./takuzu.js";
import { registerVerify } from "./verify.js";
import { packageVersion } from "./version.js";

const ROOT_EXAMPLES = `
Examples:
  $ daedalus generate -W 40 -H 20 --seed 7 --solve          a maze and its solution, drawn in ascii
  $ daedalus generate -a wilson -W 300 -H 200 -o maze.json   a uniform spanning tree, as json
  $ daedalus solve -i maze.json --solver astar -o solved.png  solved by A* and drawn
  $ daedalus generate --topology polar --rings 20 --solve --heatmap -o polar.png
  $ daedalus list                                           generators, solvers, formats and topologies
  $ daedalus generate --help                                each command's flags and examples`;

const EXIT_FAILURE = 1;
const EXIT_USAGE = 2;
const USAGE_CODES = new Set(["INVALID_ARGUMENT", "SIZE_LIMIT"]);

/** The command line for these arguments (bench writes them into its report). */
export function buildProgram(argv: readonly string[]): Command {
  const program = new Command("daedalus")
    .description("Generate and solve mazes fast: a WebAssembly core with a byte-identical TypeScript reference.")
    .version(packageVersion())
    .exitOverride()
    .showHelpAfterError("(run with --help for usage and examples)")
    .addHelpText("after", ROOT_EXAMPLES);
  registerGenerate(program);
  registerSolve(program);
  registerStats(program);
  registerConvert(program);
  registerList(program);
  registerBench(program, argv);
  registerDemo(program);
  registerServe(program);
  registerTakuzu(program);
  registerGrid(program);
  registerVerify(program);
  exitOverrideAll(program);
  return program;
}

/** Usage errors of every command and subcommand come back to main() as a CommanderError (exit 2), printed as every
 *  other error of the command is: "daedalus: …" (commander says "error: …"). */
function exitOverrideAll(command: Command): void {
  command.configureOutput({ outputError: (text, write) => write(text.replace(/^error: /, "daedalus: ")) });
  for (const child of command.commands) {
    child.exitOverride();
    exitOverrideAll(child);
  }
}

/** Runs the CLI on these arguments (without "node" and the script); returns the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  try {
    await buildProgram(argv).parseAsync([...argv], { from: "user" });
    return 0;
  } catch (error) {
    removePendingTemporaries();
    if (error instanceof CommanderError) {
      // Commander has already printed its message (help and version exit with code 0).
      return error.exitCode === 0 ? 0 : EXIT_USAGE;
    }
    if (error instanceof DaedalusError) {
      process.stderr.write(`daedalus: ${error.message}\n`);
      return USAGE_CODES.has(error.code) ? EXIT_USAGE : EXIT_FAILURE;
    }
    if (isBrokenPipe(error)) return 0;
    process.stderr.write(`daedalus: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT_FAILURE;
  }
}

function isBrokenPipe(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "EPIPE";
}
