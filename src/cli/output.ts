// Where CLI output goes: stdout, or a file written under a temporary name and renamed only when complete
// (a device or a pipe such as /dev/null is written in place).

import { createWriteStream, existsSync, fstatSync, lstatSync, openSync, realpathSync, renameSync, rmSync, type Stats, statSync, unlinkSync } from "node:fs";
import { rename } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, dirname, join, sep } from "node:path";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import type { Gzip } from "node:zlib";
import { InvalidArgumentError, OutputError } from "../base/errors.js";
import type { Chunk, OutputMeasure } from "../formats/index.js";
import { type Phases, SILENT } from "./progress.js";

export interface Output {
  /** Resolves once the chunk is taken in (buffered, within the stream's high-water mark). */
  write(chunk: Chunk): Promise<void>;
  /** Resolves once the sink has written the chunk (or gzip consumed it): the caller may then reuse its memory. */
  writeSettled(chunk: Chunk): Promise<void>;
  /** Finishes the output; for a file, renames the temporary file to the requested name. */
  close(): Promise<void>;
  /** Drops a file output: the temporary file is removed and the requested name is left untouched. */
  abort(): void;
}

// Temporary files still open, and directories made for outputs not finished yet: removed if the process is
// interrupted (the files first: they may lie in those directories).
const pendingTemporaries = new Set<string>();
const pendingDirectories = new Set<string>();

/** The signals that end the process, and their numbers (an ended process exits with 128 + the number). */
const ENDING_SIGNALS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const;

// Installed only while something is pending: otherwise a signal keeps its default action, so Ctrl-C ends a long
// synchronous generation at once (a JavaScript handler would wait for it to return).
function removeAndExit(signal: NodeJS.Signals): void {
  removePendingTemporaries();
  // Said on exit, once a progress bar has ended its line (the bar stops on exit too, and was there first).
  process.once("exit", () => process.stderr.write(`daedalus: interrupted (${signal}); the unfinished output was removed\n`));
  process.exit(128 + ENDING_SIGNALS[signal as keyof typeof ENDING_SIGNALS]);
}

function track(pending: Set<string>, path: string): void {
  if (pendingTemporaries.size + pendingDirectories.size === 0) for (const signal of Object.keys(ENDING_SIGNALS)) process.on(signal, removeAndExit);
  pending.add(path);
}

function untrack(pending: Set<string>, path: string): void {
  if (!pending.delete(path) || pendingTemporaries.size + pendingDirectories.size > 0) return;
  for (const signal of Object.keys(ENDING_SIGNALS)) process.removeListener(signal, removeAndExit);
}

function removeTemporary(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone: nothing to clean.
  }
  untrack(pendingTemporaries, path);
}

/** Marks `directory`, made for outputs being written, to be removed (with what is in it) if the process is interrupted
 *  before `keepDirectory` is called. */
export function trackDirectory(directory: string): void {
  track(pendingDirectories, directory);
}

/** The directory's outputs are finished: it stays. */
export function keepDirectory(directory: string): void {
  untrack(pendingDirectories, directory);
}

/** Removes every temporary file this process has not finished, and the directories made for them (for Ctrl-C and
 *  fatal errors). */
export function removePendingTemporaries(): void {
  for (const path of pendingTemporaries) removeTemporary(path);
  for (const directory of pendingDirectories) {
    rmSync(directory, { recursive: true, force: true });
    untrack(pendingDirectories, directory);
  }
}

/** Throws InvalidArgumentError when `path` cannot be written: empty, in a missing directory or below a file, a
 *  directory itself, or a name ending with / (which only a directory takes). Run before any work. */
export function checkOutputPath(path: string, flag = "--output"): void {
  if (path === "") throw new InvalidArgumentError(`${flag} must name a file${flag === "--output" ? ', or "-" for stdout' : ""}; got an empty name`);
  const directory = dirname(path);
  if (!existsSync(directory)) throw new InvalidArgumentError(`${flag} ${path}: directory ${directory} does not exist`);
  if (!statSync(directory).isDirectory()) throw new InvalidArgumentError(`${flag} ${path}: ${directory} is a file, not a directory`);
  if (existsSync(path) && statSync(path).isDirectory()) throw new InvalidArgumentError(`${flag} ${path}: is a directory, expected a file name`);
  // "out/" has the directory "." and the name "out": it was written whole as a file, then failed to be renamed to "out/".
  if (path.endsWith("/") || path.endsWith(sep)) throw new InvalidArgumentError(`${flag} ${path}: ends with /, a directory's name; expected a file name`);
}

/** Sees every byte that reaches the sink, in order (after gzip): for a manifest's size and hash. */
export type ByteTap = (bytes: Chunk) => void;

/** Opens stdout (no path, or "-") or a file written atomically; `gzip` compresses on the way (node:zlib, streamed).
 *  `flag`: the option that named the file, for errors (a manifest's is --manifest). */
export function openOutput(path: string | undefined, gzip = false, tap?: ByteTap, flag = "--output"): Output {
  if (path === undefined || path === "-") return streamOutput(process.stdout, gzip, false, tap);
  checkOutputPath(path, flag);
  const existing = existsSync(path) ? statSync(path) : undefined;
  // A device or a pipe (/dev/null, a FIFO) is written in place: renaming a file over it would replace it.
  if (existing && !existing.isFile()) return streamOutput(createWriteStream(path), gzip, true, tap);
  const target = existing ? followLink(path, existing) : path;
  if (typeof target !== "string") return streamOutput(target, gzip, false, tap);
  const { output, temporary } = openTemporary(path, target, gzip, tap, flag);
  return {
    ...output,
    async close() {
      await output.close();
      await rename(temporary, target);
      untrack(pendingTemporaries, temporary);
    },
  };
}

/**
 * Where an existing regular file `path` is written: itself, or through a symbolic link the file the link names (a
 * temporary file renamed over the link would replace the link), or the process's own stdout or stderr when the link
 * leads to it (/dev/stdout, /dev/fd/1 when stdout is a file: renaming over /dev/stdout replaced it, and the file
 * stayed empty).
 */
function followLink(path: string, file: Stats): string | NodeJS.WriteStream {
  if (!lstatSync(path).isSymbolicLink()) return path;
  for (const [fd, stream] of [
    [1, process.stdout],
    [2, process.stderr],
  ] as const) {
    const own = ownFile(fd);
    if (own && own.dev === file.dev && own.ino === file.ino) return stream;
  }
  return realpathSync(path);
}

/** What the process's descriptor `fd` is open on, if it is open. */
function ownFile(fd: number): Stats | undefined {
  try {
    return fstatSync(fd);
  } catch {
    return undefined;
  }
}

/** A temporary file beside `target` (the file `path` names), removed by a signal until it is renamed: its output's
 *  close() finishes the file under its temporary name; abort() removes it. */
function openTemporary(path: string, target: string, gzip: boolean, tap: ByteTap | undefined, flag: string): { output: Output; temporary: string } {
  const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  // Opened before it is tracked, synchronously: a signal's handler never runs before the file exists (and so cannot
  // miss it, leaving an empty file behind).
  let fd: number;
  try {
    fd = openSync(temporary, "wx");
  } catch (error) {
    throw writeFailure(error, path, flag);
  }
  track(pendingTemporaries, temporary);
  const output = streamOutput(createWriteStream(temporary, { fd }), gzip, true, tap);
  return {
    output: {
      ...output,
      abort() {
        output.abort();
        removeTemporary(temporary);
      },
    },
    temporary,
  };
}

/** A file written in full under its temporary name, not yet in its place. */
export interface StagedFile {
  /** Renames it to its name; synchronous, so no signal's handler runs between the files of a set. */
  commit(): void;
  /** Removes it, leaving its name as it was. */
  abort(): void;
}

/** Writes the file `path` as writeOutput() does (through gzip and `tap` when given), but leaves it under its
 *  temporary name: a set of files then takes the place of the files of their names together, once every one is
 *  written, or none does. */
export async function stageOutput(path: string, write: (output: Output) => Promise<void>, flag = "--output", gzip = false, tap?: ByteTap): Promise<StagedFile> {
  checkOutputPath(path, flag);
  const existing = existsSync(path) ? statSync(path) : undefined;
  const target = existing?.isFile() ? followLink(path, existing) : existing ? undefined : path;
  // A device, a pipe or the process's own stdout is written in place, as openOutput does.
  if (typeof target !== "string") {
    await writeOutput(path, gzip, write, tap, flag);
    return { commit() {}, abort() {} };
  }
  const { output, temporary } = openTemporary(path, target, gzip, tap, flag);
  await fill(output, write, path, flag);
  return {
    commit() {
      try {
        renameSync(temporary, target);
      } catch (error) {
        output.abort();
        throw writeFailure(error, path, flag);
      }
      untrack(pendingTemporaries, temporary);
    },
    abort: () => output.abort(),
  };
}

// node:zlib is loaded for --gzip only: most runs write plain output, and start faster without it.
const load = createRequire(import.meta.url);

/**
 * Writes chunks to `sink`, through gzip when asked, waiting for 'drain' when a buffer is full (memory stays flat).
 * `owned`: the sink is ended on close (a file); stdout stays open.
 */
function streamOutput(sink: Writable, gzip: boolean, owned: boolean, tap?: ByteTap): Output {
  const head: Writable = gzip ? (load("node:zlib") as typeof import("node:zlib")).createGzip() : sink;
  if (head !== sink) (head as Gzip).pipe(sink, { end: owned });
  // Through gzip the tap sees what gzip hands on; else each chunk as it is written.
  if (tap && head !== sink) (head as Gzip).on("data", tap);
  const seen = tap && head === sink ? tap : undefined;
  let failure: Error | undefined;
  // Settles on the first error of gzip or of the sink: a full disk stalls gzip, whose callbacks then never come.
  let failed: (error: Error) => void = () => {};
  const firstError = new Promise<never>((_, reject) => {
    failed = reject;
  });
  firstError.catch(() => {}); // observed through the races below
  for (const stream of new Set([head, sink])) {
    stream.on("error", (error) => {
      failure ??= error;
      failed(failure);
    });
  }
  return {
    async write(chunk: Chunk) {
      if (failure) throw failure;
      seen?.(chunk);
      if (!head.write(chunk)) {
        await Promise.race([new Promise<void>((resolve) => head.once("drain", () => resolve())), firstError]);
      }
    },
    async writeSettled(chunk: Chunk) {
      if (failure) throw failure;
      seen?.(chunk);
      await Promise.race([new Promise<void>((resolve, reject) => head.write(chunk, (error) => (error ? reject(error) : resolve()))), firstError]);
    },
    async close() {
      if (failure) throw failure;
      // A file is finished once every byte reached it; gzip into stdout, once gzip has handed its last bytes on.
      if (owned || head !== sink) {
        head.end();
        await Promise.race([finished(owned ? sink : head), firstError]);
      }
      if (failure) throw failure;
    },
    abort() {
      if (owned) sink.destroy();
      if (head !== sink) head.destroy();
    },
  };
}

/** Opens the output, lets `write` fill it, and closes it; on any failure the output is dropped (no partial file) and
 *  the error goes on. An output that cannot be opened (a missing directory) throws before `write` runs. */
export async function writeOutput(
  path: string | undefined,
  gzip: boolean,
  write: (output: Output) => Promise<void>,
  tap?: ByteTap,
  flag = "--output",
): Promise<void> {
  await fill(openOutput(path, gzip, tap, flag), write, path, flag);
}

/** Lets `write` fill `output` and closes it; on any failure the output is dropped and the error goes on, named. */
async function fill(output: Output, write: (output: Output) => Promise<void>, path: string | undefined, flag: string): Promise<void> {
  try {
    await write(output);
    await output.close();
  } catch (error) {
    output.abort();
    throw writeFailure(error, path, flag);
  }
}

// What the system's write errors mean, in words a user acts on.
const WRITE_ERRORS: Readonly<Record<string, string>> = {
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is exhausted",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "the file system is read-only",
  EIO: "an input/output error",
  EFBIG: "the file is larger than the file system allows",
  // The directory exists (checked before opening) but takes no new file: /proc, /sys.
  ENOENT: "the file cannot be created in that directory",
};

/** A system write error as an OutputError naming the output (its temporary file is already removed); anything else as it is. */
export function writeFailure(error: unknown, path: string | undefined, flag = "--output"): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const meaning = code === undefined ? undefined : WRITE_ERRORS[code];
  if (meaning === undefined) return error;
  const output = path === undefined || path === "-" ? "stdout" : `${flag} ${path}`;
  return new OutputError(`cannot write ${output}: ${meaning} (${code}); nothing was left behind`);
}

/** The output, reporting after each chunk how many bytes it has taken in so far (before any gzip): a progress bar. */
export function counting(output: Output, report: (bytes: number) => void): Output {
  let bytes = 0;
  const add = (chunk: Chunk) => {
    bytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length;
    report(bytes);
  };
  return {
    async write(chunk) {
      await output.write(chunk);
      add(chunk);
    },
    async writeSettled(chunk) {
      await output.writeSettled(chunk);
      add(chunk);
    },
    close: () => output.close(),
    abort: () => output.abort(),
  };
}

/** Writes the chunks to the output as writeOutput() does, as the "write" phase of `phases` (a bar of the bytes, out of
 *  the measured total when it is exact), then ends the phases. */
export async function writeMeasured(
  path: string | undefined,
  gzip: boolean,
  chunks: Iterable<Chunk> | AsyncIterable<Chunk>,
  measure: OutputMeasure | undefined,
  phases: Phases,
): Promise<void> {
  await writeOutput(path, gzip, async (sink) => {
    phases.start("write", { unit: "bytes", ...(measure?.exact && { total: measure.bytes }) });
    await writeChunks(phases === SILENT ? sink : counting(sink, (bytes) => phases.update(bytes)), chunks);
  });
  phases.finish();
}

/** Writes every chunk in order, waiting whenever the output's buffer is full. */
export async function writeChunks(output: Output, chunks: Iterable<Chunk> | AsyncIterable<Chunk>): Promise<void> {
  for await (const chunk of chunks) await output.write(chunk);
}
