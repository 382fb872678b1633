// Reading the files the CLI is given: a maze in any readable format (detected from the extension and the
// content, or named), and a mask (a PNG by its signature or .png: dark pixels excluded; anything else: a text picture of # and .).

import { constants } from "node:buffer";
import { closeSync, fstatSync, openSync, readSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { FormatError, InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import { type ReadResult, readMaze } from "../formats/index.js";
import { markValid } from "../grid/validated.js";
import type { Mask } from "../mask/mask.js";
import { maskFromPng } from "../mask/png.js";
import { maskFromText } from "../mask/text.js";
import { Maze } from "../maze.js";
import { type Phases, PROGRESS_MIN_BYTES, PROGRESS_MIN_CELLS, phasedProgress } from "./progress.js";

const READ_PIECE = 1 << 30;
/** Stdin's first buffer; it doubles as it fills. */
const STDIN_FIRST = 1 << 16;
/** The most bytes asked of stdin at once (readSync's length is an int32). */
const STDIN_PIECE = 1 << 24;
const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/** The most bytes an input may have: what one buffer holds (a larger file is refused before any byte is read). */
export const MAX_INPUT_BYTES = constants.MAX_LENGTH;

/**
 * The whole input as bytes: a file (read in pieces, so beyond readFileSync's 2 GiB), or stdin for "-"; `flag` names the
 * option in errors; past `limit` bytes (a reader's own limit, at most MAX_INPUT_BYTES), as read or once inflated, it is
 * a SizeLimitError.
 */
export function readInput(path: string, flag = "--input", limit = MAX_INPUT_BYTES): Uint8Array {
  return inflateInput(readRawInput(path, flag, limit), path, flag, limit);
}

/** The input's bytes as they are (gzipped or not), refused past `limit`: readInput without inflating. */
export function readRawInput(path: string, flag = "--input", limit = MAX_INPUT_BYTES): Uint8Array {
  return readRaw(path, flag, limit);
}

/** Bytes read by readRawInput, inflated when gzipped; a stream that inflates past `limit` bytes is refused as soon as it
 *  passes it (a gzip bomb of a few megabytes would otherwise inflate to gigabytes before its reader looked at it). */
export function inflateInput(bytes: Uint8Array, path: string, flag = "--input", limit = MAX_INPUT_BYTES): Uint8Array {
  return isGzip(bytes) ? gunzip(bytes, path, flag, limit) : bytes;
}

/** The input named, with its size when known (stdin's is not: it is read until past the limit). */
function tooLarge(path: string, flag: string, size: number | undefined, limit: number): SizeLimitError {
  const input = path === "-" ? `${flag} - (stdin)` : `${flag} ${path}`;
  return new SizeLimitError(`${input}: ${size === undefined ? "" : `${size} bytes, `}more than the ${limit} bytes this input may have`);
}

// What gzip streams start with (RFC 1952): the files --gzip and a .gz name write read back wherever files are read.
const isGzip = (bytes: Uint8Array): boolean => bytes[0] === 0x1f && bytes[1] === 0x8b;

// node:zlib is loaded on the first gzipped input: most runs read none, and start faster without it.
const load = createRequire(import.meta.url);

/** The inflated bytes, at most `limit` (what one buffer holds at most); more is a SizeLimitError, a damaged stream a
 *  FormatError, each naming the input. */
function gunzip(bytes: Uint8Array, path: string, flag: string, limit: number): Uint8Array {
  const { gunzipSync } = load("node:zlib") as typeof import("node:zlib");
  try {
    return gunzipSync(bytes, { maxOutputLength: Math.min(limit, constants.MAX_LENGTH) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") {
      const input = path === "-" ? `${flag} - (stdin)` : `${flag} ${path}`;
      throw new SizeLimitError(`${input}: inflates to more than the ${limit} bytes this input may have`);
    }
    throw new FormatError("gzip", `${flag} ${path}: ${(error as Error).message}`);
  }
}

function readRaw(path: string, flag: string, limit: number): Uint8Array {
  if (path === "-") return readStream(0, path, flag, limit);
  try {
    const file = openSync(path, "r");
    try {
      const stat = fstatSync(file);
      // A pipe (`<(zcat m.gz)`, a FIFO, /dev/stdin of a pipe) has no size: read to its end as stdin is (it read as
      // empty, and the reader blamed the format). A device is refused unread: /dev/zero would fill the reader's limit.
      if (stat.isCharacterDevice() || stat.isBlockDevice()) throw new InvalidArgumentError(`${flag} ${path}: is a device, expected a file or a pipe`);
      if (stat.isFIFO() || stat.isSocket()) return readStream(file, path, flag, limit);
      const size = stat.size;
      if (size > limit) throw tooLarge(path, flag, size, limit);
      const bytes = new Uint8Array(size);
      for (let at = 0; at < bytes.length; ) {
        const read = readSync(file, bytes, at, Math.min(READ_PIECE, bytes.length - at), at);
        if (read === 0) throw new Error(`the file ended after ${at} of ${bytes.length} bytes`);
        at += read;
      }
      return bytes;
    } finally {
      closeSync(file);
    }
  } catch (error) {
    // A stream's own errors name the input already.
    if (error instanceof SizeLimitError || error instanceof InvalidArgumentError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory, expected a file" : (error as Error).message;
    throw new InvalidArgumentError(`${flag} ${path}: ${reason}`);
  }
}

/** Standard input (fd 0, path "-") or a pipe or device opened as `fd`, to its end, refused once past `limit` (a pipe from
 *  /dev/zero ends with an error, not out of memory). */
function readStream(fd: number, path: string, flag: string, limit: number): Uint8Array {
  const input = path === "-" ? `${flag} - (stdin)` : `${flag} ${path}`;
  // One buffer, doubled when full: a pipe gives 64 KiB a read, and a copy per read would cost more.
  let bytes = new Uint8Array(Math.min(STDIN_FIRST, limit));
  let total = 0;
  const read = (into: Uint8Array, at: number): number => {
    for (;;) {
      try {
        return readSync(fd, into, at, Math.min(STDIN_PIECE, into.length - at), null);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "EOF") return 0; // Windows' end of a pipe
        if (code !== "EAGAIN") throw new InvalidArgumentError(`${input}: ${(error as Error).message}`);
        Atomics.wait(PAUSE, 0, 0, 10); // a non-blocking stdin with nothing yet: wait, then ask again
      }
    }
  };
  return withDefaultSignals(() => {
    for (;;) {
      if (total === bytes.length) {
        if (total === limit) {
          // Full at the limit: one byte more is one too many.
          if (read(new Uint8Array(1), 0) > 0) throw tooLarge(path, flag, undefined, limit);
          return bytes;
        }
        const grown = new Uint8Array(Math.min(2 * bytes.length, limit));
        grown.set(bytes);
        bytes = grown;
      }
      const got = read(bytes, total);
      if (got === 0) return bytes.subarray(0, total);
      total += got;
    }
  });
}

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * Runs a blocking read with the signals' default actions: the CLI's handlers (which remove unfinished outputs) cannot
 * run until it returns, so Ctrl-C would wait for the end of a pipe that never ends. No output is open while input is read.
 */
function withDefaultSignals<T>(blocking: () => T): T {
  const saved = SIGNALS.map((signal) => [signal, process.listeners(signal)] as const);
  for (const [signal] of saved) process.removeAllListeners(signal);
  try {
    return blocking();
  } finally {
    for (const [signal, listeners] of saved) for (const listener of listeners) process.on(signal, listener);
  }
}

/** Reads and validates a maze file (format "auto": detected): the maze, and what the file carries beside it. */
export function readMazeFile(path: string, formatName = "auto", bytes?: Uint8Array): { maze: Maze; carried: ReadResult } {
  const carried = readMazeInput(path, formatName, bytes);
  markValid(carried.cells, carried.width);
  return {
    maze: new Maze(carried.width, carried.height, carried.cells, carried.algorithm, carried.seed, carried.options, carried.openings, carried.tiles),
    carried,
  };
}

/**
 * readMazeFile() as the first phase of a progress bar, which a large input shows (by the file's size, else by the
 * maze's cells once read); the phases go on with the caller's steps. `bytes`: stdin, when the caller has read it already.
 */
export function readMazeWithPhases(path: string, formatName = "auto", bytes?: Uint8Array): { maze: Maze; carried: ReadResult; phases: Phases } {
  const large = path !== "-" && fileSize(path) >= PROGRESS_MIN_BYTES;
  const phases = phasedProgress(large);
  try {
    phases.start("read", undefined, path);
    const read = readMazeFile(path, formatName, bytes);
    return { ...read, phases: large ? phases : phasedProgress(read.maze.width * read.maze.height >= PROGRESS_MIN_CELLS) };
  } catch (error) {
    phases.stop();
    throw error;
  }
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0; // reading it says why
  }
}

/** Reads a maze file in the named format or "auto" (detected from its name, a .gz suffix set aside, and its content);
 *  `bytes` when the caller has read them already (stdin is read once). */
export function readMazeInput(path: string, formatName = "auto", bytes = readInput(path)): ReadResult {
  return readMaze(bytes, formatName, path === "-" ? undefined : path.replace(/\.gz$/i, ""));
}

/** What a PNG file starts with: a mask that does is read as one, whatever its name (heart.png.gz, stdin, no extension). */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Reads a mask file (inflated when gzipped): PNG by its signature or its extension, a text picture otherwise. */
export function readMaskFile(path: string, flag = "--mask"): Mask {
  const bytes = readInput(path, flag);
  const png = PNG_SIGNATURE.every((byte, i) => bytes[i] === byte) || path.toLowerCase().endsWith(".png");
  return png ? maskFromPng(bytes) : maskFromText(new TextDecoder().decode(bytes));
}
