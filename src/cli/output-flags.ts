// The output flags of the commands that write a maze (generate, solve, convert): -f/--format, -o/--output and
// --gzip, declared once, and the format and compression they choose together.

import { basename } from "node:path";
import { Option } from "commander";
import { InvalidArgumentError } from "../base/errors.js";
import { type Format, findFormat, formatForFile, formats } from "../formats/index.js";
import { checkOutputPath } from "./output.js";

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

/**
 * What the output flags choose: the format (--format, else the output's extension before any .gz, else ascii) and
 * whether to gzip (--gzip, or an output name ending in .gz). Checked before any work (throws InvalidArgumentError):
 * an unknown format or extension, an output that cannot be written, bytes bound for a terminal.
 */
export function chooseOutput(flags: OutputFlags, terminal = process.stdout.isTTY === true): { format: Format; gzip: boolean } {
  const gzip = flags.gzip === true || GZIP_SUFFIX.test(flags.output ?? "");
  const named = flags.output?.replace(GZIP_SUFFIX, "");
  const format = flags.format !== undefined ? findFormat(flags.format) : named ? formatOfName(named) : findFormat(DEFAULT_FORMAT);
  if (flags.output !== undefined && flags.output !== "-") checkOutputPath(flags.output);
  const toStdout = flags.output === undefined || flags.output === "-";
  if (toStdout && terminal && (gzip || !format.text)) {
    throw new InvalidArgumentError(`${gzip ? "gzip" : format.name} output is bytes, not text for a terminal: write it to a file with -o, or pipe it`);
  }
  return { format, gzip };
}

/** The format an output name's extension selects; a name with an extension no format writes is refused (no silent ascii). */
function formatOfName(name: string): Format {
  return formatOfOutputName(name, formats, formatForFile(name), () => findFormat(DEFAULT_FORMAT));
}

/**
 * The format among `known` that an output name selects (`found`: the one its extension names, if any); a name without
 * an extension gets `fallback`, and one with an extension none of them writes is refused. Shared by every command
 * whose -o chooses a format (mazes, Takuzu).
 */
export function formatOfOutputName<F extends { readonly name: string; readonly extensions: readonly string[] }>(
  name: string,
  known: readonly F[],
  found: F | undefined,
  fallback: () => F,
): F {
  if (found) return found;
  const extension = /\.[^./\\]+$/.exec(basename(name))?.[0];
  if (extension === undefined) return fallback();
  const list = known.map((format) => `${format.extensions.join(" ")} (${format.name})`).join(", ");
  throw new InvalidArgumentError(`--output ${name}: no format writes ${extension} files; use one of ${list}, or name a format with --format`);
}
