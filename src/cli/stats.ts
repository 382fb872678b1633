// `daedalus stats`: reads a maze in any readable format and prints what it is made of, as JSON.

import type { Command } from "commander";
import { stats } from "../analysis/stats.js";
import { backendNames } from "../backends/backend.js";
import { readMazeFile } from "./input.js";
import { addInputFlags, checkFromFormat, type InputFlags } from "./input-flags.js";
import { oneOf } from "./parse.js";
import { topologyStats } from "./topology.js";
import { peekTopologyInput } from "./topology-input.js";

const EXAMPLES = `
Examples:
  $ daedalus stats --input maze.json                   dead ends, junctions, corridors, longest path, perfect?
  $ daedalus generate -f json --braid 0.5 | daedalus stats --input -`;

export function registerStats(program: Command): void {
  addInputFlags(program.command("stats").description("describe a maze read from a file (JSON)"))
    .option("-b, --backend <name>", `${backendNames.join(" or ")}`, oneOf(backendNames), "wasm")
    .addHelpText("after", EXAMPLES)
    .action((flags: InputFlags & { backend: string }) => {
      checkFromFormat(flags);
      const peeked = peekTopologyInput(flags.input, flags.fromFormat);
      if (peeked.read) {
        process.stdout.write(topologyStats(peeked.read, flags.backend));
        return;
      }
      const text = JSON.stringify(stats(readMazeFile(flags.input, flags.fromFormat, peeked.bytes).maze, { backend: flags.backend }), null, 2);
      // Cells stay on one line: "from": [6, 2].
      process.stdout.write(`${text.replace(/\[\s+(\d+),\s+(\d+)\s+\]/g, "[$1, $2]")}\n`);
    });
}
