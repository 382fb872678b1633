// scripts/bench-topologies.mjs (npm run bench:topologies): its help, its refusals by name, and a small run's table.

import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const script = new URL("../scripts/bench-topologies.mjs", import.meta.url).pathname;
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: "utf8" });

describe("scripts/bench-topologies.mjs", () => {
  it("says what it does, its flags and an example with --help", () => {
    const { status, stdout, stderr } = run("--help");
    expect([status, stderr]).toEqual([0, ""]);
    expect(stdout).toMatch(/^Usage: node scripts\/bench-topologies\.mjs \[cells\]/);
    expect(stdout).toContain("--topologies  a comma-separated subset of hex, triangle, polar, upsilon, 3d, weave, wrap");
    expect(stdout).toContain("Example: node scripts/bench-topologies.mjs 250000 --topologies hex,polar --algorithms wilson --rounds 2");
  });

  it.each([
    [["--nope"], "Unknown option '--nope'"],
    [["--algorithms", "wilson,nope"], '--algorithms: "nope" is not one of backtracker, wilson, aldous-broder, kruskal'],
    [["--topologies", "square"], '--topologies: "square" is not one of hex, triangle'],
    [["--rounds", "0"], "--rounds must be an integer from 1 to 100, got 0"],
    [["abc"], "cells must be an integer from 64 to 100000000, got abc"],
    [["100", "200"], "one cell count at most, got 100 200"],
  ])("refuses %j by name, exit 2", (args, message) => {
    const { status, stdout, stderr } = run(...args);
    expect([status, stdout]).toEqual([2, ""]);
    expect(stderr).toContain(`bench-topologies: ${message}`);
    expect(stderr).toContain("(see --help)");
  });

  it("times a subset and prints its rows as a Markdown table", () => {
    const { status, stdout, stderr } = run("400", "--topologies", "hex,polar", "--algorithms", "backtracker");
    expect(status).toBe(0);
    expect(stderr).toMatch(/^hex backtracker: wasm [\d.]+ ns\/cell, square [\d.]+, reference [\d.]+\npolar backtracker: /);
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^\| topology +\| algorithm +\| +cells \| Wasm ns\/cell \| square ns\/cell \| Wasm \/ square \|/);
    // hex 20×20; polar's rings while they hold at most 400 cells.
    const firstCells = (line: string) => line.split("|").slice(1, 4);
    expect(lines.slice(2).map((line) => firstCells(line).map((cell) => cell.trim()))).toEqual([
      ["hex", "backtracker", "400"],
      ["polar", "backtracker", expect.stringMatching(/^\d+$/)],
    ]);
  });
});
