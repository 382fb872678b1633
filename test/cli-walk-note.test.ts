// Random-walk generators on mazes far across (a long thin strip of few cells walks for minutes): the CLI says so
// before it starts, and says nothing for mazes whose walk is short or for the generators whose time follows the cells.

import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { randomWalkNote, topologyAcross } from "../src/cli/walk-note.js";
import { topology } from "../src/node.js";

const bin = new URL("../bin/daedalus.js", import.meta.url).pathname;

describe("randomWalkNote", () => {
  it("names the walk, its steps and the linear generators past 10^9 steps; nothing below or for others", () => {
    expect(randomWalkNote("aldous-broder", 100_001)).toBe(
      "aldous-broder walks at random, and its time grows with the square of the distance across the maze (100001 cells: " +
        "some 1.0e+10 steps), so it may run for minutes; backtracker, kruskal and prim take a time in proportion to the cells",
    );
    expect(randomWalkNote("wilson", 31_623)).toMatch(/^wilson walks at random, .* \(31623 cells: some 1\.0e\+9 steps\)/);
    expect(randomWalkNote("wilson", 31_622)).toBeUndefined();
    expect(randomWalkNote("backtracker", 1_000_000)).toBeUndefined();
  });

  it("measures a topology across by its parameters", () => {
    expect(topologyAcross(topology("hex", { width: 30, height: 4 }))).toBe(34);
    expect(topologyAcross(topology("3d", { width: 3, height: 4, levels: 5 }))).toBe(12);
    expect(topologyAcross(topology("polar", { rings: 9 }))).toBe(18);
  });
});

/** The stderr of a generate run up to its first line, then the run is ended. */
function firstStderrLine(args: string[]): Promise<string> {
  const child = spawn(process.execPath, [bin, "generate", ...args, "-s", "1", "-o", "/dev/null"]);
  return new Promise((resolve) => {
    let text = "";
    child.stderr.on("data", (data: Buffer) => {
      text += data.toString();
      if (text.includes("\n")) child.kill("SIGTERM");
    });
    child.on("close", () => resolve(text.split("\n")[0]!));
  });
}

describe("generate", () => {
  it("prints the note before walking a 100000×1 strip, on the square grid and on a topology", async () => {
    expect(await firstStderrLine(["-a", "aldous-broder", "-W", "100000", "-H", "1", "-f", "hex"])).toBe(
      `daedalus: ${randomWalkNote("aldous-broder", 100_001)}`,
    );
    expect(await firstStderrLine(["--topology", "hex", "-a", "wilson", "-W", "100000", "-H", "1", "-f", "json"])).toBe(
      `daedalus: ${randomWalkNote("wilson", 100_001)}`,
    );
  });
});
