// `daedalus convert`: read a maze in any readable format (detected, or named) and write it in any format.

import type { Command } from "commander";
import { findFormat, formatForFile, formats, readMaze, type WriteOptions } from "../formats/index.js";
import { readInput } from "./input.js";
import { openOutput } from "./output.js";
import { addWriteFlags, type WriteFlags, writeOptionsFrom } from "./write-flags.js";

interface ConvertFlags extends WriteFlags {
  input: string;
  fromFormat: string;
  format?: string;
  output?: string;
}

const EXAMPLES = `
Examples:
  $ daedalus convert --input maze.json -o maze.svg              json to svg (format from the extension)
  $ daedalus convert --input maze.txt --format blocks           an ascii drawing as a wall grid, on stdout
  $ daedalus convert --input big.dmz --format png --pixel -o big.png   streams any size
  $ daedalus convert --input - --from-format hex --format ascii  read stdin

The input format is detected from the file's extension and its content (the DMZ1 magic, "{", "+-", "#", hex
digits…) unless --from-format names it. A solution stored in json is drawn by the drawing formats; the
S and G marks of a game map become the start and goal.`;

export function registerConvert(program: Command): void {
  const readable = formats.filter((format) => format.read).map((format) => format.name);
  const command = program
    .command("convert")
    .description("convert a maze from one format to another")
    .requiredOption("-i, --input <file>", 'the maze to read ("-" for stdin)')
    .option("--from-format <name>", `auto, or one of ${readable.join(", ")}`, "auto")
    .option("-f, --format <name>", `${formats.map((format) => format.name).join(", ")} (default: from --output's extension, else ascii)`)
    .option("-o, --output <file>", "write to this file (atomically) instead of stdout");
  addWriteFlags(command)
    .addHelpText("after", EXAMPLES)
    .action(async (flags: ConvertFlags) => runConvert(flags));
}

async function runConvert(flags: ConvertFlags): Promise<void> {
  if (flags.fromFormat !== "auto") findFormat(flags.fromFormat);
  const format = flags.format !== undefined ? findFormat(flags.format) : (flags.output && formatForFile(flags.output)) || findFormat("ascii");
  const maze = readMaze(readInput(flags.input), flags.fromFormat, flags.input === "-" ? undefined : flags.input);
  // What the input carries beside the cells (a json solution, game-map marks) is drawn unless flags say otherwise.
  const carried: WriteOptions = {
    ...(maze.solution && { solution: maze.solution }),
    ...(maze.start && { start: maze.start }),
    ...(maze.goal && { goal: maze.goal }),
  };
  const chunks = format.write(maze, { ...carried, ...writeOptionsFrom(flags) });
  const output = openOutput(flags.output);
  try {
    for await (const chunk of chunks) await output.write(chunk);
    await output.close();
  } catch (error) {
    output.abort();
    throw error;
  }
}
