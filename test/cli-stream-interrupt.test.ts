// Ctrl-C in the middle of a stream leaves no file behind (the temporary file is removed) and says so on one line;
// devices and pipes are written in place, never replaced by a renamed file.

import { execFileSync, spawn } from "node:child_process";
import { createReadStream, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { generate } from "../src/node.js";

const bin = new URL("../bin/daedalus.js", import.meta.url).pathname;

/** Bytes written so far to the one temporary file in the directory (0 while there is none). */
function temporaryBytes(directory: string): number {
  const names = readdirSync(directory);
  return names.length === 1 && names[0]!.endsWith(".tmp") ? statSync(join(directory, names[0]!)).size : 0;
}

describe("generate --stream", () => {
  it.each([
    ["big.hex", "SIGINT", 130],
    ["big.bin.gz", "SIGINT", 130],
    ["big.hex", "SIGTERM", 143],
    ["big.bin.gz", "SIGHUP", 129],
  ] as const)("-o %s: %s mid-stream exits %i and leaves the directory empty", async (name, signal, status) => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-interrupt-"));
    const child = spawn(process.execPath, [
      bin,
      "generate",
      "-a",
      "eller",
      "-W",
      "10000",
      "-H",
      "100000000",
      "-s",
      "1",
      "--stream",
      // 1 TB of hex, more than the disk holds: --force starts it anyway (it is interrupted long before).
      "--force",
      "-o",
      join(directory, name),
    ]);
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (data: string) => (stderr += data));
    const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
    // Wait until the stream has written something (at most 20 s on a busy machine).
    for (let waited = 0; temporaryBytes(directory) < 100_000 && waited < 20_000; waited += 50) await sleep(50);
    expect(temporaryBytes(directory)).toBeGreaterThanOrEqual(100_000);
    child.kill(signal);
    expect(await exited).toBe(status);
    expect(readdirSync(directory)).toEqual([]);
    // One line says why the run ended and what became of its output (there was none).
    expect(stderr.split("\n").slice(1)).toEqual([`daedalus: interrupted (${signal}); the unfinished output was removed`, ""]);
  });

  it("-o a FIFO writes into the pipe and leaves it a FIFO", async () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-fifo-"));
    const fifo = join(directory, "maze.hex");
    execFileSync("mkfifo", [fifo]);
    const reader = createReadStream(fifo);
    const child = spawn(process.execPath, [bin, "generate", "-a", "sidewinder", "-W", "40", "-H", "30", "-s", "5", "--stream", "-o", fifo]);
    // Listen before reading: the child may exit (and "close" fire) before the reader has seen the end of the pipe.
    const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
    let text = "";
    for await (const data of reader) text += (data as Buffer).toString();
    expect(await exited).toBe(0);
    expect(text).toBe(generate({ algorithm: "sidewinder", width: 40, height: 30, seed: 5 }).toString("hex"));
    expect(statSync(fifo).isFIFO()).toBe(true);
    expect(readdirSync(directory)).toEqual(["maze.hex"]);
  });
});
