// The progress bar of a large maze covers every phase (read, generate, braid, solve, write), each ending at 100% the
// moment it is done; mazes of 4M cells and more have one. stderr is made to look like a terminal by a preload.

import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { generate } from "../src/node.js";

const bin = new URL("../bin/daedalus.js", import.meta.url).pathname;
const terminal = "data:text/javascript,process.stderr.isTTY=true;process.stderr.columns=160";

/** Runs the CLI with stderr taken for a terminal (and CI unset, which would silence the bar). */
function runOnTerminal(...args: string[]) {
  return spawnSync(process.execPath, ["--import", terminal, bin, ...args], { encoding: "utf8", env: { ...process.env, CI: "" } });
}

// The terminal's escape sequences (cursor moves, line clears) separate the redraws of a line.
const ESCAPE = String.fromCharCode(27);
const ESCAPES = new RegExp(`${ESCAPE}\\[[0-9;?]*[A-Za-z]|${ESCAPE}[78]`, "g");

/** The last state each phase's line was drawn in, in order of the phases, escape sequences removed. */
function finalStates(stderr: string): string[] {
  const drawn = stderr
    .replace(ESCAPES, "\r")
    .split(/[\r\n]/)
    .filter((line) => line.trim() !== "");
  const states = new Map<string, string>();
  for (const line of drawn) states.set(line.split(" ")[0]!, line.trim());
  return [...states.values()];
}

const directory = mkdtempSync(join(tmpdir(), "daedalus-progress-"));

describe("the progress bar of a large maze", () => {
  it("generate --solve: generate, solve and write, each at 100% (the write out of its exact size)", () => {
    const result = runOnTerminal("generate", "-W", "2000", "-H", "2000", "--seed", "1", "--solve", "-o", join(directory, "maze.txt"));
    expect(result.status).toBe(0);
    const [generated, solved, written, ...rest] = finalStates(result.stderr);
    expect(generated).toMatch(/^generate =+ 100% \| 4000000\/4000000 cells \| \d+ Mcells\/s \| done in [\d.]+ m?s$/);
    expect(solved).toMatch(/^solve +=+ 100% \| bfs, [\d.]+ m?s$/);
    expect(written).toMatch(/^write +=+ 100% \| 32 MB\/32 MB \| [\d.]+ [kMG]?B\/s \| done in [\d.]+ m?s$/);
    expect(rest).toEqual([]);
  });

  it("a maze under 4M cells has none", () => {
    const result = runOnTerminal("generate", "-W", "1999", "-H", "2000", "--seed", "1", "--solve", "-o", join(directory, "small.txt"));
    expect([result.status, result.stderr]).toEqual([0, ""]);
  });

  it("solve and convert: read, solve, write", () => {
    const input = join(directory, "maze.hex");
    writeFileSync(input, generate({ algorithm: "binary-tree", width: 2000, height: 2000, seed: 1 }).toString("hex"));
    const solved = runOnTerminal("solve", "-i", input, "-o", join(directory, "solved.bin"), "--quiet");
    expect(solved.status).toBe(0);
    const states = finalStates(solved.stderr);
    expect(states.map((state) => state.split(" ")[0])).toEqual(["read", "solve", "write"]);
    expect(states[0]).toMatch(new RegExp(`^read +=+ 100% \\| ${input}, [\\d.]+ m?s$`));
    expect(states[2]).toMatch(/^write +=+ 100% \| 4.01 MB\/4.01 MB \|/);
    const converted = runOnTerminal("convert", "-i", input, "-o", join(directory, "maze.json"));
    const [read, written, ...rest] = finalStates(converted.stderr);
    expect(read).toMatch(/^read +=+ 100% \|/);
    // json states no size beforehand: the write phase counts bytes, with no bar.
    expect(written).toMatch(/^write +[\d.]+ MB \| [\d.]+ [kMG]?B\/s \| done in [\d.]+ m?s$/);
    expect(rest).toEqual([]);
  });
});

describe("a signal while the bar is drawn", () => {
  // The line was written while the bar was on screen, and so at the end of the bar's line.
  it("the line saying the output was removed starts a line of its own, after the bar's", async () => {
    const out = mkdtempSync(join(tmpdir(), "daedalus-progress-signal-"));
    const args = ["generate", "-a", "eller", "-W", "20000", "-H", "2000000", "-s", "1", "--stream", "-f", "hex", "--force", "-o", join(out, "big.hex")];
    const child = spawn(process.execPath, ["--import", terminal, bin, ...args], { env: { ...process.env, CI: "" } });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (data: string) => (stderr += data));
    const exited = new Promise((resolve) => child.on("close", resolve));
    // Once the bar counts rows (at most 20 s on a busy machine).
    for (let waited = 0; !/\d+\/2000000 rows/.test(stderr) && waited < 20_000; waited += 50) await sleep(50);
    child.kill("SIGINT");
    expect(await exited).toBe(130);
    expect(stderr).toMatch(/\ndaedalus: interrupted \(SIGINT\); the unfinished output was removed\n$/);
    expect(readdirSync(out)).toEqual([]);
  });
});
