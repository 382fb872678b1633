// The daedalus process: the command line (program.ts) on the process's arguments, its result the exit code.

import { removePendingTemporaries, writeFailure } from "./output.js";
import { main } from "./program.js";

// stderr carries notes and progress, never the output: a reader of it that went away (`… 2>&1 | head -1`) or a full
// disk there does not stop the run (an unhandled error did: exit 1, the temporary files of grid export left behind).
process.stderr.on("error", () => {});
// Whatever ends the process, no temporary file of an unfinished output stays.
process.once("exit", removePendingTemporaries);

// A reader that went away (`daedalus generate | head`) ends the process quietly. (A signal that ends it removes the
// temporary file of an unfinished output: output.ts installs the handler while one is open.)
let stdoutFailure: unknown;
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  stdoutFailure ??= error;
});

// Commands that write to stdout directly (list, stats, verify, takuzu solve and grade, --json reports) never see their
// writes fail: a full disk (`daedalus list > /dev/full`) reaches only the handler above, and the run would exit 0.
// The writers of mazes report their own (the code is then 1 already).
process.once("exit", () => {
  if (stdoutFailure === undefined || process.exitCode !== 0) return;
  const failure = writeFailure(stdoutFailure, undefined);
  process.stderr.write(`daedalus: ${failure instanceof Error ? failure.message : `cannot write stdout: ${String(failure)}`}\n`);
  process.exitCode = 1;
});

process.exitCode = await main(process.argv.slice(2));
