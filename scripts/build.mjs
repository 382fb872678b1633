// `npm run build`: the Wasm core, the TypeScript, the CLI's bundle and the page, from an empty dist/. Skipped when
// nothing it reads or writes changed since the last build that finished (./build-stamp.mjs): `npm ci` builds once
// (prepare) and `npm test` right after would otherwise build the same bytes again (about 30 s on 2 cores).
// `--force` builds anyway.

import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { currentStamp, isUpToDate, STAMP } from "./build-stamp.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const STEPS = ["build:wasm", "build:ts", "build:cli", "build:web"];

const force = process.argv.includes("--force");
if (!force && isUpToDate(root)) {
  console.log("build: up to date (no source, config or output changed since the last build; --force builds anyway)");
  process.exit(0);
}
rmSync(join(root, "dist"), { recursive: true, force: true });
for (const step of STEPS) {
  // Through a shell, where npm is npm.cmd on Windows.
  const run = spawnSync(`npm run -s ${step}`, { cwd: root, stdio: "inherit", shell: true });
  if (run.status !== 0) {
    console.error(`build: ${step} failed (exit ${run.status ?? run.signal})`);
    process.exit(1);
  }
}
writeFileSync(join(root, STAMP), `${JSON.stringify(currentStamp(root))}\n`);
