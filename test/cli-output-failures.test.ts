// Outputs that fail: a name that can only be a directory, a parent that is a file. Each is refused by name before any
// work, and nothing is left behind.

import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli as run } from "./support/cli.js";

const scratch = () => mkdtempSync(join(tmpdir(), "daedalus-output-failures-"));

describe("an output name that cannot be a file", () => {
  // `-o out/` generated the whole batch, then failed renaming the temporary file: "ENOTDIR: not a directory, rename …".
  it.each([
    ["a missing directory", "out/"],
    ["a file", "f/"],
  ])("-o naming %s with a trailing / is refused before any work (exit 2)", async (_what, name) => {
    const directory = scratch();
    writeFileSync(join(directory, "f"), "kept");
    const output = join(directory, name);
    const result = await run("generate", "-n", "3", "-W", "4", "-H", "3", "-s", "1", "-o", output);
    expect([result.code, result.stdout, result.stderr]).toEqual([
      2,
      "",
      `daedalus: --output ${output}: ends with /, a directory's name; expected a file name\n`,
    ]);
    expect(readdirSync(directory)).toEqual(["f"]);
  });

  // It said "directory …/f does not exist", of a file that exists.
  it("-o below a file is refused by naming the file", async () => {
    const directory = scratch();
    writeFileSync(join(directory, "f"), "kept");
    const output = join(directory, "f", "m.txt");
    const result = await run("generate", "-W", "4", "-H", "3", "-s", "1", "-o", output);
    expect([result.code, result.stderr]).toEqual([2, `daedalus: --output ${output}: ${join(directory, "f")} is a file, not a directory\n`]);
    expect(readdirSync(directory)).toEqual(["f"]);
  });
});
