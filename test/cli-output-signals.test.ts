// The CLI's signal handlers live only while a temporary output file is open: then a signal removes the file (exit
// 128 + its number); otherwise it keeps its default action, so Ctrl-C ends a long synchronous generation at once
// instead of waiting for it. The temporary file exists before its handler does (it is opened synchronously), so an
// early signal cannot leave an empty one behind.

import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { openOutput } from "../src/cli/output.js";

const bin = new URL("../bin/daedalus.js", import.meta.url).pathname;
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
const listeners = () => SIGNALS.map((signal) => process.listenerCount(signal));

describe("openOutput's temporary file and signal handlers", () => {
  it("the file exists and the handlers are installed when openOutput returns; close renames and removes them", async () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-signals-"));
    const before = listeners();
    const output = openOutput(join(directory, "maze.txt"));
    const names = readdirSync(directory);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(new RegExp(`^\\.maze\\.txt\\.${process.pid}\\.[0-9a-z]+\\.tmp$`));
    expect(listeners()).toEqual(before.map((n) => n + 1));
    await output.write("hello\n");
    await output.close();
    expect(readdirSync(directory)).toEqual(["maze.txt"]);
    expect(readFileSync(join(directory, "maze.txt"), "utf8")).toBe("hello\n");
    expect(listeners()).toEqual(before);
  });

  it("two open outputs share one handler per signal, removed with the last; abort removes only its own file", async () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-signals-"));
    const before = listeners();
    const first = openOutput(join(directory, "a.txt"));
    const second = openOutput(join(directory, "b.txt"));
    expect(listeners()).toEqual(before.map((n) => n + 1));
    first.abort();
    expect(readdirSync(directory)).toHaveLength(1);
    expect(readdirSync(directory)[0]).toMatch(/^\.b\.txt\./);
    expect(listeners()).toEqual(before.map((n) => n + 1));
    await second.write("b");
    await second.close();
    expect(readdirSync(directory)).toEqual(["b.txt"]);
    expect(listeners()).toEqual(before);
  });

  it("an output that cannot be created is named and installs nothing", () => {
    const before = listeners();
    expect(() => openOutput("/proc/daedalus-maze.txt")).toThrow(
      "cannot write --output /proc/daedalus-maze.txt: the file cannot be created in that directory (ENOENT); nothing was left behind",
    );
    expect(listeners()).toEqual(before);
  });
});

describe("a signal during a long in-memory generation", () => {
  it("ends the process by the signal at once, leaving the directory empty", async () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-signals-"));
    // About 9 s of aldous-broder on 2 cores, synchronous in the core, before any output is opened.
    const child = spawn(process.execPath, [
      bin,
      "generate",
      "-a",
      "aldous-broder",
      "-W",
      "8000",
      "-H",
      "8000",
      "-s",
      "1",
      "-f",
      "hex",
      "-o",
      join(directory, "m.hex"),
    ]);
    const ended = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on("close", (code, signal) => resolve([code, signal])));
    // Past start-up (about 0.3 s): the generation is running.
    await sleep(1500);
    child.kill("SIGTERM");
    // A handler would run only after the generation returns, and exit with 143 instead of dying by the signal.
    expect(await ended).toEqual([null, "SIGTERM"]);
    expect(readdirSync(directory)).toEqual([]);
  });
});
