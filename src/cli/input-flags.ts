// The input flags of the commands that read a maze (solve, stats, convert): -i/--input and --from-format.

import type { Command } from "commander";
import { findFormat, formats } from "../formats/index.js";

export interface InputFlags {
  input: string;
  fromFormat: string;
}

/** Declares -i/--input (required; "-" is stdin) and --from-format (auto, or a readable format). */
export function addInputFlags(command: Command): Command {
  const readable = formats.filter((format) => format.read).map((format) => format.name);
  return command
    .requiredOption("-i, --input <file>", 'the maze to read ("-" for stdin)')
    .option("--from-format <name>", `auto, or one of ${readable.join(", ")}`, "auto");
}

/** Refuses an unknown --from-format before anything is read (reading refuses a known format that cannot be read). */
export function checkFromFormat({ fromFormat }: InputFlags): void {
  if (fromFormat !== "auto") findFormat(fromFormat);
}
