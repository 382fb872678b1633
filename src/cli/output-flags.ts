// The output flags of the commands that write a maze (generate, solve, convert): -f/--format, -o/--output and
// --gzip, declared once, and the format and compression they choose together.

import { Option } from "commander";
import { type Format, findFormat, formatForFile, formats } from "../formats/index.js";

/** The format when neither --format nor the output's name gives one. */
export const DEFAULT_FORMAT = "ascii";

const GZIP_SUFFIX = /\.gz$/i;

export interface OutputFlags {
  format?: string;
  output?: string;
  gzip?: boolean;
}

/** -f/--format: any format; by default the output's extension chooses. */
export function formatOption(): Option {
  const names = formats.map((format) => format.name).join(", ");
  return new Option("-f, --format <name>", `${names} (default: from --output's extension, else ${DEFAULT_FORMAT})`);
}

/** -o/--output: a file, written atomically; stdout without it. */
export function outputOption(): Option {
  return new Option("-o, --output <file>", "write to this file (atomically) instead of stdout");
}

/** --gzip: compress on the way; an output name ending in .gz asks for it too. */
export function gzipOption(): Option {
  return new Option("--gzip", "compress the output with gzip as it is written (implied by an output name ending in .gz)");
}

/** What the output flags choose: the format (--format, else the output's extension before any .gz, else ascii) and
 *  whether to gzip (--gzip, or an output name ending in .gz). Throws InvalidArgumentError for an unknown format. */
export function chooseOutput(flags: OutputFlags): { format: Format; gzip: boolean } {
  const gzip = flags.gzip === true || GZIP_SUFFIX.test(flags.output ?? "");
  const named = flags.output?.replace(GZIP_SUFFIX, "");
  const format = flags.format !== undefined ? findFormat(flags.format) : (named && formatForFile(named)) || findFormat(DEFAULT_FORMAT);
  return { format, gzip };
}
