// Outputs that fail: a name that can only be a directory, a parent that is a file (refused by name before any work,
// nothing left behind); stdout that cannot be written (exit 1, the error named).

import { spawn, spawnSync } from "node:child_process";
import { closeSync, lstatSync, mkdtempSync, openSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generate } from "../src/node.js";
import { runCli as run } from "./support/cli.js";

const bin = new URL("../bin/daedalus.js", import.meta.url).pathname;
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

// `daedalus list > /dev/full` exited 0 with nothing written: list, stats, verify, takuzu solve and grade, grid solve
// --json and bench --json write to stdout directly, and main.ts's stdout handler ignored every error but EPIPE.
describe("stdout that cannot be written", () => {
  const fixture = new URL("./fixtures/seed-004-kruskal.txt", import.meta.url).pathname;
  it.each([[["list"]], [["list", "--format", "json"]], [["stats", "-i", fixture]]])("%j > /dev/full: exit 1, the error named", (args) => {
    const full = openSync("/dev/full", "w");
    try {
      const result = spawnSync(process.execPath, [bin, ...args], { stdio: ["ignore", full, "pipe"], encoding: "utf8", timeout: 20_000 });
      expect([result.status, result.signal, result.stderr]).toEqual([
        1,
        null,
        "daedalus: cannot write stdout: no space left on the device (ENOSPC); nothing was left behind\n",
      ]);
    } finally {
      closeSync(full);
    }
  });
});

// A batch whose maze 5 (seed 128) excludes --from's cell (--sparse drops different cells in each maze; maze 0, which
// validates the request, keeps it) said only "--from (2, 2) is masked out of the maze", as if every maze did.
describe("a batch that fails at a later maze", () => {
  it.each(["1", "2"])("names the maze by index and seed, and leaves no file (--workers %s)", async (workers) => {
    const directory = scratch();
    const output = join(directory, "m.txt");
    const args = ["generate", "-W", "6", "-H", "6", "-s", "123", "-n", "8", "--sparse", "0.2", "--solve", "--from", "2,2", "--to", "0,2"];
    const result = await run(...args, "--workers", workers, "-o", output);
    expect([result.code, result.stderr]).toEqual([
      2,
      "daedalus: maze 5 of the batch (seed 128): --from (2, 2) is masked out of the maze; pick an included cell\n",
    ]);
    expect(readdirSync(directory)).toEqual([]);
  });
});

// `daedalus grid export … 2>&1 | head -1`: the next line on stderr failed with EPIPE, an uncaught error that ended the
// process (exit 1) and left the set's temporary files in the directory.
describe("stderr whose reader has gone", () => {
  it("grid export goes on and finishes the set, exit 0", async () => {
    const out = join(scratch(), "sets");
    const child = spawn(process.execPath, [bin, "grid", "export", "--size", "30x30", "--count", "60", "--buckets", "1", "--out", out], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    // The reader takes the first line and goes.
    child.stderr.once("data", () => child.stderr.destroy());
    const code = await new Promise((resolve) => child.on("close", resolve));
    expect(code).toBe(0);
    expect(readdirSync(out).filter((name) => name.startsWith("."))).toEqual([]);
    expect(readdirSync(out)).toHaveLength(121);
  });
});

// The temporary file was renamed over the link itself: `-o /dev/stdout > maze.txt` (run as root) replaced the
// /dev/stdout link with a regular file and left maze.txt empty; as another user it failed, unable to write in /dev.
describe("an output that is a symbolic link", () => {
  const maze = generate({ width: 5, height: 3, seed: 1 }).toString();

  it("to the process's own stdout (/dev/stdout) writes to stdout", () => {
    const directory = scratch();
    const link = join(directory, "stdout");
    symlinkSync("/proc/self/fd/1", link);
    const file = join(directory, "maze.txt");
    const out = openSync(file, "w");
    try {
      const result = spawnSync(process.execPath, [bin, "generate", "-W", "5", "-H", "3", "-s", "1", "-o", link], {
        stdio: ["ignore", out, "pipe"],
        encoding: "utf8",
        timeout: 20_000,
      });
      expect([result.status, result.stderr]).toEqual([0, ""]);
    } finally {
      closeSync(out);
    }
    expect(readFileSync(file, "utf8")).toBe(maze);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });

  it("to a file replaces the file, and the link stays", async () => {
    const directory = scratch();
    writeFileSync(join(directory, "real.txt"), "old");
    symlinkSync("real.txt", join(directory, "link.txt"));
    const result = await run("generate", "-W", "5", "-H", "3", "-s", "1", "-o", join(directory, "link.txt"));
    expect([result.code, result.stderr]).toEqual([0, ""]);
    expect(readFileSync(join(directory, "real.txt"), "utf8")).toBe(maze);
    expect(lstatSync(join(directory, "link.txt")).isSymbolicLink()).toBe(true);
    expect(readdirSync(directory).sort()).toEqual(["link.txt", "real.txt"]);
  });
});
