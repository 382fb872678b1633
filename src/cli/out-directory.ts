// An output directory of several files (grid export's and bench's --out) and the prefix of their names (--name): both
// checked before any work; the directory made only when the first file is written, every file written under a
// temporary name and all renamed together at the end, so a failed or interrupted run leaves the directory as it found
// it (an earlier run's files untouched, a directory it made removed).

import { existsSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { describeValue, InvalidArgumentError, OutputError } from "../base/errors.js";
import { makeDirectories } from "./make-directory.js";
import { keepDirectory, type StagedFile, stageOutput, trackDirectory } from "./output.js";

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
 * Lets `write` fill the directory `path` (checked with checkOutDirectory before), made when the first file is written.
 * Each file is written in full under a temporary name, and all take their names together once `write` is done: if it
 * throws, or a signal ends the run, the files of an earlier run stay as they were, the temporary files and the
 * directories made for them are removed, and the error goes on.
 */
export async function writeOutDirectory(path: string, flag: string, write: (writeFile: WriteFile) => Promise<void>): Promise<void> {
  let made: string | undefined;
  let making = true;
  const staged: StagedFile[] = [];
  try {
    await write(async (name, text) => {
      if (making) {
        making = false;
        try {
          made = makeDirectories(path);
        } catch (error) {
          throw new OutputError(`${flag} ${path}: cannot make the directory (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
        }
        if (made !== undefined) trackDirectory(made);
      }
      const file = join(path, name);
      // Named here: the atomic writer would call it --output, a flag this command does not have.
      if (existsSync(file) && statSync(file).isDirectory()) throw new InvalidArgumentError(`${flag} ${path}: ${name} is a directory, expected a file name`);
      staged.push(await stageOutput(file, (output) => output.write(text), flag));
      return file;
    });
    for (const file of staged) file.commit();
  } catch (error) {
    for (const file of staged) file.abort();
    if (made !== undefined) rmSync(made, { recursive: true, force: true });
    throw error;
  } finally {
    if (made !== undefined) keepDirectory(made);
  }
}
