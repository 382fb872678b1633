// The list of formats, looked up by name or by file extension.

import { InvalidArgumentError } from "../errors.js";
import { suggest } from "../suggest.js";
import { ascii } from "./ascii.js";
import type { Format, MazeData } from "./format.js";
import { json } from "./json.js";

export type { Chunk, Format, MazeData } from "./format.js";

export const formats: readonly Format[] = [ascii, json];

export function findFormat(name: string): Format {
  const format = formats.find((candidate) => candidate.name === name);
  if (format) return format;
  const names = formats.map((candidate) => candidate.name);
  throw new InvalidArgumentError(`unknown format "${name}"${suggest(name, names)}; allowed: ${names.join(", ")}`);
}

/** The format whose extension ends the file name, if any. */
export function formatForFile(path: string): Format | undefined {
  const lower = path.toLowerCase();
  return formats.find((format) => format.extensions.some((extension) => lower.endsWith(extension)));
}

/** The whole output of a writer as one string (for small mazes; large ones are streamed chunk by chunk). */
export function writeToString(format: Format, maze: MazeData): string {
  const decoder = new TextDecoder();
  let text = "";
  for (const chunk of format.write(maze)) text += typeof chunk === "string" ? chunk : decoder.decode(chunk);
  return text;
}
