// vitest's globalSetup (vitest.config.ts, vitest.large.config.ts): the run's scratch files go in one directory that
// the run removes when it ends. Tests make their folders with mkdtemp under os.tmpdir(), and the CLI processes,
// servers and browsers they start write there too; before this, each `npm test` left about 60 folders and 85 MB in
// /tmp. TMPDIR (TEMP and TMP on Windows) is set before the workers start, so they and their children inherit it.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), "daedalus-tests-"));
  for (const name of ["TMPDIR", "TEMP", "TMP"]) process.env[name] = root;
  return () => rmSync(root, { recursive: true, force: true });
}
