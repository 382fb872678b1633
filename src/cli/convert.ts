// `daedalus convert`: read a maze in any readable format (detected, or named) and write it in any format, gzipped
// on the way with --gzip or a .gz output name.

import type { Command } from "commander";
import type { WriteOptions } from "../formats/index.js";
import { mazeWithOpenings } from "../maze.js";
import { checkPixelBudget } from "./budgets.js";
import { withHeatmap } from "./heatmap.js";
import { readMazeWithPhases } from "./input.js";
import { addInputFlags, checkFromFormat, type InputFlags } from "./input-flags.js";
import { addOpeningFlags, type OpeningFlags, openingsPlan, resolvePlan } from "./opening-flags.js";
import { writeMeasured } from "./output.js";
import { chooseOutput, formatOption, gzipOption, type OutputFlags, outputOption } from "./output-flags.js";
import { runTopologyConvert } from "./topology.js";
import { peekTopologyInput } from "./topology-input.js";
import { addWriteFlags, checkWriteFlags, type WriteFlags, writeOptionsFrom } from "./write-flags.js";

interface ConvertFlags extends WriteFlags, InputFlags, OutputFlags, OpeningFlags {}

const EXAMPLES = `
Examples:
  $ daedalus convert --input maze.json -o maze.svg              json to svg (format from the extension)
  $ daedalus convert --input maze.txt --format blocks           an ascii drawing as a wall grid, on stdout
  $ daedalus convert --input big.dmz --format png --pixel -o big.png   streams any size
  $ daedalus convert --input - --from-format hex --format ascii  read stdin
  $ daedalus convert --input big.dmz -o big.hex.gz              hex from the name, gzipped (or --gzip)
  $ daedalus convert --input maze.json --heatmap 5,5 -o heat.svg   cells coloured by distance from (5, 5)
  $ daedalus convert --input maze.json --entrance W --exit E -o maze.svg   gaps in the outer wall

The input format is detected from the file's extension and its content (the DMZ1 and \\x93NUMPY magics, "{", "+-",
"#", hex digits…) unless --from-format names it. A solution stored in json is drawn by the drawing formats; the
S and G marks of a game map become the start and goal. Openings read (gaps in a drawing's outer wall, json's
"openings", DMZ1's trailer) are written again; --entrance, --exit and --openings replace them.`;

export function registerConvert(program: Command): void {
  const command = addInputFlags(program.command("convert").description("convert a maze from one format to another"))
    .addOption(formatOption())
    .addOption(outputOption())
    .addOption(gzipOption());
  addOpeningFlags(command, "the start and goal the input marks, else 0,0 and W-1,H-1");
  addWriteFlags(command)
    .addHelpText("after", EXAMPLES)
    .action(async (flags: ConvertFlags) => runConvert(flags));
}

async function runConvert(flags: ConvertFlags): Promise<void> {
  checkFromFormat(flags);
  const { format, gzip } = chooseOutput(flags);
  // Topology json (daedalus-topology/1) is drawn on its topology; every other input as before.
  const peeked = peekTopologyInput(flags.input, flags.fromFormat);
  if (peeked.read) return runTopologyConvert(peeked.read, flags);
  // A topology's own path refuses the square grid's flags first, then checks these (writeTopologyOutput).
  checkWriteFlags(format, flags);
  const { maze, carried: read, phases } = readMazeWithPhases(flags.input, flags.fromFormat, peeked.bytes);
  try {
    checkPixelBudget(format, maze, writeOptionsFrom(flags), flags);
    // What the input carries beside the cells (a json solution, game-map marks) is drawn unless flags say otherwise.
    const carried: WriteOptions = {
      ...(read.solution && { solution: read.solution }),
      ...(read.start && { start: read.start }),
      ...(read.goal && { goal: read.goal }),
    };
    const plan = openingsPlan(flags);
    const ends = { from: read.start ?? read.solution?.from, to: read.goal ?? read.solution?.to };
    const opened = plan ? mazeWithOpenings(maze, resolvePlan(maze, plan, ends)) : maze;
    const options = { ...carried, ...writeOptionsFrom(flags) };
    if (flags.heatmap !== undefined) phases.start("heatmap", undefined, "distances");
    const write = flags.heatmap === undefined ? options : withHeatmap(opened, options, flags.heatmap, "wasm");
    const chunks = format.write(opened, write);
    await writeMeasured(flags.output, gzip, chunks, format.measure?.(opened, write), phases);
  } finally {
    phases.stop();
  }
}
