// Where CLI output goes: stdout, or a file written under a temporary name and renamed only when complete.

import { createWriteStream, existsSync, statSync, unlinkSync } from "node:fs";
import { rename } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { Writable } from "node:stream";
import { InvalidArgumentError } from "../errors.js";
import type { Chunk } from "../formats/index.js";

export interface Output {
  write(chunk: Chunk): Promise<void>;
  /** Finishes the output; for a file, renames the temporary file to the requested name. */
  close(): Promise<void>;
  /** Drops a file output: the temporary file is removed and the requested name is left untouched. */
  abort(): void;
}

// Temporary files still open, removed if the process is interrupted.
const pendingTemporaries = new Set<string>();

/** Removes every temporary file this process has not finished (for Ctrl-C and fatal errors). */
export function removePendingTemporaries(): void {
  for (const path of pendingTemporaries) {
    try {
      unlinkSync(path);
    } catch {
      // Already gone: nothing to clean.
    }
  }
  pendingTemporaries.clear();
}

/** Opens stdout (no path, or "-") or a file written atomically. */
export function openOutput(path: string | undefined): Output {
  if (path === undefined || path === "-") return streamOutput(process.stdout);
  const directory = dirname(path);
  if (!existsSync(directory) || !statSync(directory).isDirectory()) {
    throw new InvalidArgumentError(`--output ${path}: directory ${directory} does not exist`);
  }
  if (existsSync(path) && statSync(path).isDirectory()) {
    throw new InvalidArgumentError(`--output ${path}: is a directory, expected a file name`);
  }
  const temporary = join(directory, `.${basename(path)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  const stream = createWriteStream(temporary, { flags: "wx" });
  pendingTemporaries.add(temporary);
  const output = streamOutput(stream);
  return {
    write: output.write,
    async close() {
      await new Promise<void>((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
      await rename(temporary, path);
      pendingTemporaries.delete(temporary);
    },
    abort() {
      stream.destroy();
      removePendingTemporaries();
    },
  };
}

/** Writes chunks to a stream, waiting for 'drain' when its buffer is full (memory stays flat). */
function streamOutput(stream: Writable): Output {
  let failure: Error | undefined;
  stream.on("error", (error) => {
    failure = error;
  });
  return {
    async write(chunk: Chunk) {
      if (failure) throw failure;
      if (!stream.write(chunk)) {
        await new Promise<void>((resolve, reject) => {
          const onError = (error: Error) => reject(error);
          stream.once("error", onError);
          stream.once("drain", () => {
            stream.off("error", onError);
            resolve();
          });
        });
      }
    },
    async close() {
      if (failure) throw failure;
    },
    abort() {},
  };
}
