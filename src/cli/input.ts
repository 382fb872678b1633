// Reading the files the CLI is given: a maze (any format that can be read, by extension; json otherwise)
// and a mask (.png: dark pixels excluded; anything else: a text picture of # and .).

import { readFileSync } from "node:fs";
import { InvalidArgumentError } from "../errors.js";
import { findFormat, formatForFile, formats } from "../formats/index.js";
import { Maze } from "../maze.js";
import { markValid } from "../maze-check.js";
import type { Mask } from "../mask/mask.js";
import { maskFromPng } from "../mask/png.js";
import { maskFromText } from "../mask/text.js";

/** The bytes of a file, or of stdin for "-"; `flag` names the option in errors. */
function readBytes(path: string, flag: string): Buffer {
  try {
    return readFileSync(path === "-" ? 0 : path);
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    const reason = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory, expected a file" : (cause as Error).message;
    throw new InvalidArgumentError(`${flag} ${path}: ${reason}`);
  }
}

/** Reads and validates a maze file. */
export function readMazeFile(path: string, flag = "--input"): Maze {
  const format = (path !== "-" && formatForFile(path)) || findFormat("json");
  if (!format.read) {
    const readable = formats.filter((candidate) => candidate.read).map((candidate) => candidate.name);
    throw new InvalidArgumentError(`${flag} ${path}: the ${format.name} format cannot be read back; readable formats: ${readable.join(", ")}`);
  }
  const data = format.read(readBytes(path, flag).toString("utf8"));
  markValid(data.cells);
  return new Maze(data.width, data.height, data.cells, data.algorithm, data.seed);
}

/** Reads a mask file: PNG by its extension, a text picture otherwise. */
export function readMaskFile(path: string, flag = "--mask"): Mask {
  const bytes = readBytes(path, flag);
  return path.toLowerCase().endsWith(".png") ? maskFromPng(bytes) : maskFromText(bytes.toString("utf8"));
}
