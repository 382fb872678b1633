// `daedalus takuzu generate|solve|grade`: binary puzzles with exactly one solution, graded by the deductions they need.

import type { Command } from "commander";
import { backendNames } from "../backends/backend.js";
import { DaedalusError, InvalidArgumentError } from "../base/errors.js";
import { findTakuzuFormat, type TakuzuGrid, takuzu, takuzuFormatForFile } from "../takuzu/index.js";
import { difficulties, levelSystems, ruleSets } from "../takuzu/names.js";
import { readInput } from "./input.js";
import { checkOutputPath, writeOutput } from "./output.js";
import { formatOfOutputName, outputOption } from "./output-flags.js";
import { oneOf, seed } from "./parse.js";

const EXAMPLES = `
Examples:
  $ daedalus takuzu generate --size 10x10 --difficulty normal --seed 1
  $ daedalus takuzu generate --size 14x14 --difficulty hard -o puzzle.txt
  $ daedalus takuzu generate --size 8x8 --rules unruly --format json --solution
  $ daedalus takuzu grade -i puzzle.txt --levels unruly       graded by Unruly's level boundaries
  $ daedalus takuzu solve --input puzzle.txt            the solution, or why there is none / more than one
  $ daedalus takuzu grade --input puzzle.txt            trivial, easy, normal, hard, beyond-hard, …`;

// The Takuzu formats' names (text, json), for --format and --from-format.
const formatNames = takuzu.formats.map((format) => format.name);

/** How `takuzu generate` prints, by Takuzu format, the puzzle and (with --solution) its solution, each already written in it. */
const PRINT_GENERATED: Record<string, (puzzle: string, solution: string | undefined) => string> = {
  // The solved grid after the puzzle.
  text: (puzzle, solution) => puzzle + (solution === undefined ? "" : `\n${solution}`),
  // One line of JSON: the solution's rows beside the puzzle's.
  json: (puzzle, solution) => {
    const document = JSON.parse(puzzle);
    return `${JSON.stringify(solution === undefined ? document : { ...document, solution: JSON.parse(solution).rows })}\n`;
  },
};

/** Parses WIDTHxHEIGHT (the API checks evenness and range with its own message). */
function size(value: string): [number, number] {
  const match = /^(\d+)x(\d+)$/.exec(value);
  if (!match) throw new InvalidArgumentError(`--size must be WIDTHxHEIGHT, e.g. 10x10, got "${value}"`);
  return [Number(match[1]), Number(match[2])];
}

/** The format -o's extension names (text without one); an extension no Takuzu format writes is refused. */
function outputFormat(output: string | undefined): string {
  if (output === undefined || output === "-") return "text";
  return formatOfOutputName(output, takuzu.formats, takuzuFormatForFile(output), () => findTakuzuFormat("text")).name;
}

/** The most bytes a puzzle file may have: a 32×32 puzzle and its solution take about 2 KB; a pipe from /dev/zero
 *  stops here instead of filling a 4 GiB buffer. */
const MAX_PUZZLE_BYTES = 1 << 20;

function readPuzzle(path: string, formatName: string | undefined, rules: string | undefined): TakuzuGrid {
  const format = formatName ? findTakuzuFormat(formatName) : (takuzuFormatForFile(path) ?? findTakuzuFormat("text"));
  const text = new TextDecoder().decode(readInput(path, "--input", MAX_PUZZLE_BYTES));
  // --rules goes to the text reader only: a json puzzle names its own, and a --rules against them is refused below.
  const puzzle = takuzu.read(text, { format: format.name, ...(rules && format.name === "text" ? { rules: rules as "takuzu" | "unruly" } : {}) });
  // A json puzzle names its own rules, which the reader keeps: a --rules that disagrees would be ignored, so it is refused.
  if (rules !== undefined && puzzle.rules !== rules) {
    throw new InvalidArgumentError(
      `--rules ${rules}: ${path} is a ${format.name} puzzle under ${puzzle.rules} rules (its "rules" field); --rules is for text puzzles`,
    );
  }
  return puzzle;
}

export function registerTakuzu(program: Command): void {
  const command = program.command("takuzu").description("Takuzu (binary puzzle): generate with a unique solution, solve, grade").addHelpText("after", EXAMPLES);

  command
    .command("generate")
    .description("a puzzle with exactly one solution, solvable with its difficulty's deductions and not the level below's")
    .option("--size <WxH>", "even sides from 4 to 32", "10x10")
    .option("-d, --difficulty <level>", difficulties.join(", "), oneOf(difficulties), "normal")
    .option("--rules <name>", `${ruleSets.join(" or ")} (unruly allows equal lines)`, oneOf(ruleSets), "takuzu")
    .option("--levels <name>", `${levelSystems.join(" or ")}: whose level boundaries (unruly: Simon Tatham's Unruly's)`, oneOf(levelSystems), "daedalus")
    .option("-s, --seed <seed>", "integer in [0, 2^32) or a string; random (and printed) if omitted", seed)
    .option("-b, --backend <name>", backendNames.join(" or "), oneOf(backendNames), "wasm")
    .option("-f, --format <name>", "text or json (default: from --output's extension, else text)", oneOf(formatNames))
    .option("--solution", "print the solution after the puzzle (text) or beside it (json)", false)
    .addOption(outputOption())
    .addHelpText("after", EXAMPLES)
    .action(
      async (flags: {
        size: string;
        difficulty: string;
        rules: string;
        levels: string;
        seed?: number | string;
        backend: string;
        format?: string;
        solution: boolean;
        output?: string;
      }) => {
        const [width, height] = size(flags.size);
        const format = flags.format ?? outputFormat(flags.output);
        // Refused before the puzzle is made, as generate refuses its output.
        if (flags.output !== undefined && flags.output !== "-") checkOutputPath(flags.output);
        const { puzzle, solution } = takuzu.generate({
          width,
          height,
          difficulty: flags.difficulty as (typeof difficulties)[number],
          rules: flags.rules as (typeof ruleSets)[number],
          levels: flags.levels as (typeof levelSystems)[number],
          backend: flags.backend,
          ...(flags.seed === undefined ? {} : { seed: flags.seed }),
        });
        if (flags.seed === undefined) process.stderr.write(`daedalus: random seed ${puzzle.seed} (reproduce with --seed ${puzzle.seed})\n`);
        const text = PRINT_GENERATED[format]!(takuzu.write(puzzle, format), flags.solution ? takuzu.write(solution, format) : undefined);
        await writeOutput(flags.output, false, (output) => output.write(text));
      },
    );

  command
    .command("solve")
    .description("solve a puzzle: its solution, or that it has none or more than one (exit 1)")
    .requiredOption("-i, --input <file>", 'the puzzle ("-" for stdin)')
    .option("--from-format <name>", "text or json (default: from the extension)", oneOf(formatNames))
    .option("--rules <name>", `${ruleSets.join(" or ")} (text puzzles; default takuzu)`, oneOf(ruleSets))
    .option("-b, --backend <name>", backendNames.join(" or "), oneOf(backendNames), "wasm")
    .option("-f, --format <name>", "text or json", oneOf(formatNames), "text")
    .addHelpText("after", EXAMPLES)
    .action((flags: { input: string; fromFormat?: string; rules?: string; backend: string; format: string }) => {
      const puzzle = readPuzzle(flags.input, flags.fromFormat, flags.rules);
      const result = takuzu.solve(puzzle, { backend: flags.backend });
      if (result.status === "no-solution") throw new DaedalusError("FORMAT", `${flags.input}: the puzzle has no solution`);
      if (result.status === "multiple-solutions") {
        throw new DaedalusError(
          "FORMAT",
          `${flags.input}: the puzzle has more than one solution, for example:\n${takuzu.write(result.solutions[0])}\n${takuzu.write(result.solutions[1])}`,
        );
      }
      process.stdout.write(takuzu.write(result.solution, flags.format));
    });

  command
    .command("grade")
    .description("the deductions a puzzle needs: trivial, easy, normal, hard, beyond-hard, no-solution or multiple-solutions")
    .requiredOption("-i, --input <file>", 'the puzzle ("-" for stdin)')
    .option("--from-format <name>", "text or json (default: from the extension)", oneOf(formatNames))
    .option("--rules <name>", `${ruleSets.join(" or ")} (text puzzles; default takuzu)`, oneOf(ruleSets))
    .option(
      "--levels <name>",
      `${levelSystems.join(" or ")}: whose level boundaries (unruly: Simon Tatham's Unruly's; default: the puzzle's, as its json records them, else daedalus)`,
      oneOf(levelSystems),
    )
    .option("-b, --backend <name>", backendNames.join(" or "), oneOf(backendNames), "wasm")
    .addHelpText("after", EXAMPLES)
    .action((flags: { input: string; fromFormat?: string; rules?: string; levels?: string; backend: string }) => {
      const levels = flags.levels as (typeof levelSystems)[number] | undefined;
      process.stdout.write(`${takuzu.grade(readPuzzle(flags.input, flags.fromFormat, flags.rules), { backend: flags.backend, ...(levels && { levels }) })}\n`);
    });
}
