// The daedalus process: the command line (program.ts) on the process's arguments, its result the exit code.

import { main } from "./program.js";

// A reader that went away (`daedalus generate | head`) ends the process quietly. (A signal that ends it removes the
// temporary file of an unfinished output: output.ts installs the handler while one is open.)
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
});

process.exitCode = await main(process.argv.slice(2));
