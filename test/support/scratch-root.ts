// vitest's globalSetup (vitest.config.ts, vitest.large.config.ts): the run's scratch files go in one directory that
// the run removes when it ends. Tests make their folders with mkdtemp under os.tmpdir(), and the CLI processes,
// servers and browsers they start write there too; before this, each `npm test` left about 60 folders and 85 MB in
// /tmp. TMPDIR (TEMP and TMP on Windows) is set before the workers start, so they and their children inherit it.
// A run that was killed (Ctrl-C, a timeout) never removes its folder: the next run removes the folders of runs whose
// process is gone, which their names carry.

import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PREFIX = "daedalus-tests-";

export default function setup(): () => void {
  const base = tmpdir();
  removeAbandonedRoots(base);
  const root = mkdtempSync(join(base, `${PREFIX}${process.pid}-`));
  for (const name of ["TMPDIR", "TEMP", "TMP"]) process.env[name] = root;
  return () => rmSync(root, { recursive: true, force: true });
}

/** Removes the scratch folders in `base` of runs whose process no longer exists (a run still going keeps its own). */
export function removeAbandonedRoots(base: string): void {
  for (const name of readdirSync(base)) {
    const pid = Number(/^daedalus-tests-(\d+)-/.exec(name)?.[1]);
    if (Number.isInteger(pid) && pid > 0 && !isRunning(pid)) rmSync(join(base, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, but is another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
