// An output directory of several files (grid export's --out) and the prefix of their names (--name): both checked
// before any work; the directory made only when writing starts, each file written atomically, and a failed run leaves
// the directory as it found it (the files it wrote removed, a directory it made removed).

import { existsSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { describeValue, InvalidArgumentError, OutputError } from "../base/errors.js";
import { makeDirectories } from "./make-directory.js";
import { writeOutput } from "./output.js";

/** Throws InvalidArgumentError when `path` cannot be (or become) a directory: empty, a file, or below a file. */
export function checkOutDirectory(path: string, flag: string): void {
  if (path === "") throw new InvalidArgumentError(`${flag} must name a directory (made if missing); got an empty name`);
  // The nearest part of the path that exists must be a directory: below a file, nothing can be made.
  let existing = path;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  if (existsSync(existing) && !statSync(existing).isDirectory()) {
    throw new InvalidArgumentError(`${flag} ${path}: ${existing === path ? "is" : `${existing} is`} a file, expected a directory`);
  }
}

/** Throws InvalidArgumentError unless `prefix` names files inside the directory: not empty, `.` or `..`, no separator. */
export function checkFilePrefix(prefix: string, flag: string): void {
  if (prefix === "" || prefix === "." || prefix === ".." || /[/\\\0]/.test(prefix)) {
    throw new InvalidArgumentError(`${flag} must be a file name prefix without / or \\ (and not empty, . or ..); got ${describeValue(prefix)}`);
  }
}

/** Writes one file of the directory (atomically); resolves to its path. */
export type WriteFile = (name: string, text: string) => Promise<string>;

/**
 * Makes the directory `path` (checked with checkOutDirectory before) and lets `write` fill it. If `write` throws,
 * the files it wrote and the directories made for it are removed, and the error goes on.
 */
export async function writeOutDirectory(path: string, flag: string, write: (writeFile: WriteFile) => Promise<void>): Promise<void> {
  let made: string | undefined;
  try {
    made = makeDirectories(path);
  } catch (error) {
    throw new OutputError(`${flag} ${path}: cannot make the directory (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  const written: string[] = [];
  try {
    await write(async (name, text) => {
      const file = join(path, name);
      // Named here: the atomic writer would call it --output, a flag this command does not have.
      if (existsSync(file) && statSync(file).isDirectory()) throw new InvalidArgumentError(`${flag} ${path}: ${name} is a directory, expected a file name`);
      await writeOutput(file, false, (output) => output.write(text));
      written.push(file);
      return file;
    });
  } catch (error) {
    for (const file of written) rmSync(file, { force: true });
    if (made !== undefined) rmSync(made, { recursive: true, force: true });
    throw error;
  }
}
