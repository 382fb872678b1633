// The test runs' scratch folders: a killed run's folder is removed by the next run, a running one's is kept.

import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { removeAbandonedRoots } from "./support/scratch-root.js";

it("removes the folders of runs whose process is gone, and keeps those of running ones and anything else", () => {
  const base = mkdtempSync(join(tmpdir(), "roots-"));
  // A pid above the kernel's largest (2^22) belongs to no process.
  const gone = `daedalus-tests-${2 ** 22 + 1}-abc123`;
  const running = `daedalus-tests-${process.pid}-def456`;
  for (const name of [gone, running, "daedalus-tests-old", "other"]) mkdirSync(join(base, name));
  writeFileSync(join(base, gone, "left.txt"), "x");
  removeAbandonedRoots(base);
  expect(readdirSync(base).sort()).toEqual(["daedalus-tests-old", "other", running].sort());
});
