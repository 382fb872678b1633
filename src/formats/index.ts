// The list of formats, looked up by name, by file extension or by content.

import { checkBytes, checkString } from "../base/arguments.js";
import { FormatError, InvalidArgumentError } from "../base/errors.js";
import { findNamed } from "../base/names.js";
import type { MazeData } from "../grid/data.js";
import { ascii } from "./ascii.js";
import { asciiCompact } from "./ascii-compact.js";
import { binary } from "./binary.js";
import { blocks } from "./blocks.js";
import type { Format, ReadResult, WriteOptions } from "./format.js";
import { gameMap } from "./game-map.js";
import { hex } from "./hex.js";
import { json } from "./json.js";
import { npy } from "./npy.js";
import { png } from "./png.js";
import { svg } from "./svg.js";
import { withoutBom } from "./text-input.js";
import { unicode } from "./unicode.js";

export type { BatchDocument, Batching, Chunk, Colours, Format, OutputMeasure, ReadResult, WriteOptions } from "./format.js";

/** Every format, in the order `list` and error messages name them; a new format is one more entry here. */
/** Every format's name, in list order (test/registry-names.test.ts keeps it equal to the list below). */
export const FORMAT_NAMES = ["ascii", "ascii-compact", "unicode", "blocks", "hex", "json", "binary", "npy", "svg", "png", "game-map"] as const;

/** A format's name: editors complete it; other strings are checked at run time. */
export type FormatName = (typeof FORMAT_NAMES)[number];

export const formats: readonly Format[] = [ascii, asciiCompact, unicode, blocks, hex, json, binary, npy, svg, png, gameMap];

/** The format a name or a format names; the error suggests the closest name. */
export function findFormat(wanted: FormatName | (string & {}) | Format): Format {
  return findNamed<Format>("format", formats, wanted);
}

/** The format whose extension ends the file name (the longest match: "x.compact.txt" is ascii-compact), if any. */
export function formatForFile(path: string): Format | undefined {
  checkString(path, "the file name");
  const lower = path.toLowerCase();
  let best: Format | undefined;
  let bestLength = 0;
  for (const format of formats) {
    for (const extension of format.extensions) {
      if (lower.endsWith(extension) && extension.length > bestLength) {
        best = format;
        bestLength = extension.length;
      }
    }
  }
  return best;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
// The formats detection tries, highest sniffPriority first (a stable sort keeps list order between equals).
const SNIFFERS = formats.filter((format) => format.sniff).sort((a, b) => (b.sniffPriority ?? 0) - (a.sniffPriority ?? 0));

// Detection looks this far into an input: past the first line of a wide drawing (blocks and game maps both start with
// a line of "#", the next one tells them apart: up to 524287 cells across in blocks), and no further whatever the input.
const SNIFF_BYTES = 1 << 20;

/**
 * The readable format of an input (the whole input, or at least its first SNIFF_BYTES): by the file's extension
 * when its content agrees, else by the content alone (the "DMZ1" and "\\x93NUMPY" magics, "{", "+-", "#", hex
 * digits…). Throws FormatError when nothing fits.
 */
export function detectFormat(input: Uint8Array, path?: string): Format {
  checkBytes(input, "detectFormat's input");
  // A text file saved with a byte order mark is detected by what follows it (the text readers skip it too).
  const head = withoutBom(input).subarray(0, SNIFF_BYTES);
  const byName = path === undefined ? undefined : formatForFile(path);
  if (byName?.read && byName.sniff?.(head)) return byName;
  const found = SNIFFERS.find((format) => format.sniff!(head));
  if (found) return found;
  const readable = formats.filter((format) => format.read).map((format) => format.name);
  const unreadable = PNG_SIGNATURE.every((byte, i) => head[i] === byte) ? "png" : head[0] === 0x3c ? "svg" : undefined;
  const why = unreadable ? `it looks like ${unreadable}, which is written but not read back` : "its content matches none of them";
  throw new FormatError("auto", `cannot tell the format (${why}); readable formats: ${readable.join(", ")}`);
}

/** A format object as given (one of ours, or a caller's own with a writer), or the format a name names. */
function writerOf(format: unknown): Format {
  if (typeof format === "object" && format !== null && typeof (format as Partial<Format>).write === "function") return format as Format;
  return findFormat(format as string);
}

/** The whole output of a text format's synchronous writer as one string (small mazes; stream large ones). */
export function writeToString(format: Format, maze: MazeData, options?: WriteOptions): string {
  format = writerOf(format);
  if (!format.text) throw new InvalidArgumentError(`${format.name} writes bytes, not text: use writeToBytes`);
  const output = format.write(maze, options);
  if (!(Symbol.iterator in output)) throw new InvalidArgumentError(`${format.name} writes asynchronously: use writeToBytes`);
  const decoder = new TextDecoder();
  let text = "";
  for (const chunk of output) text += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** The whole output of any writer as bytes (small mazes; stream large ones chunk by chunk). */
export async function writeToBytes(format: Format, maze: MazeData, options?: WriteOptions): Promise<Uint8Array> {
  format = writerOf(format);
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const add = (chunk: string | Uint8Array): number => parts.push(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
  const output = format.write(maze, options);
  // A synchronous writer's chunks may be views of the maze's cells in the Wasm memory (binary's are): read in one turn,
  // as writeToText does, no other call can grow the memory and detach them before they are copied (between the awaits
  // of a for await, making another maze threw "detached ArrayBuffer"). Asynchronous writers work on their own copy.
  if (Symbol.iterator in output) for (const chunk of output) add(chunk);
  else for await (const chunk of output) add(chunk);
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** Reads an input in the named readable format, or "auto" (detected from the path's extension and the content). */
export function readMaze(input: Uint8Array, formatName = "auto", path?: string): ReadResult {
  checkBytes(input, "readMaze's input");
  const format = formatName === "auto" ? detectFormat(input, path) : findFormat(formatName);
  if (!format.read) {
    const readable = formats.filter((candidate) => candidate.read).map((candidate) => candidate.name);
    throw new InvalidArgumentError(`${format.name} is written but cannot be read back; readable formats: ${readable.join(", ")}`);
  }
  return format.read(input);
}
