// `generate --pick … --tries N` and `generate --sparse p`, against the API they run.

import { describe, expect, it } from "vitest";
import { braid, generate, pickMaze, sparse } from "../src/node.js";
import { runCli as run } from "./support/cli.js";

describe("generate --pick", () => {
  it("writes generate() of the kept seed, and says on stderr which seed it kept and why", async () => {
    const result = await run("generate", "-W", "20", "-H", "12", "-s", "7", "--pick", "solution", "--tries", "15", "-f", "json");
    expect(result.code).toBe(0);
    const picked = pickMaze({ width: 20, height: 12, seed: 7, by: "solution", tries: 15 });
    const range = `${Math.min(...picked.scores)}..${Math.max(...picked.scores)}`;
    expect(result.stderr).toBe(`daedalus: kept seed ${picked.seed} of seeds 7..21: a solution of ${picked.score} moves (the 15 tries: ${range})\n`);
    expect(result.stdout).toBe((await run("generate", "-W", "20", "-H", "12", "-s", `${picked.seed}`, "-f", "json")).stdout);
    expect(result.stdout).toBe(picked.maze.toString("json"));
  });

  it("--pick solution with --entrance and --exit measures between the openings' cells, where the written maze is solved", async () => {
    // Seeds 27..34: the longest solution corner to corner is seed 33's, between (0, 3) and (19, 10) seed 32's.
    const flags = ["-W", "20", "-H", "12", "-s", "27", "--entrance", "W:3", "--exit", "E:-2", "-f", "json"];
    const result = await run("generate", ...flags, "--pick", "solution", "--tries", "8");
    const picked = pickMaze({ width: 20, height: 12, seed: 27, by: "solution", tries: 8, from: [0, 3], to: [19, 10] });
    expect(picked.seed).toBe(32);
    expect(result.stderr).toBe(
      `daedalus: kept seed 32 of seeds 27..34: a solution of ${picked.score} moves (the 8 tries: ${Math.min(...picked.scores)}..${Math.max(...picked.scores)})\n`,
    );
    expect(result.stdout).toBe((await run("generate", ...flags, "-s", "32")).stdout);
  });

  it("--count: maze i is the best of seeds S + i·N … S + i·N + N − 1, notes in order whatever the workers", async () => {
    const args = ["generate", "-a", "prim", "-W", "9", "-H", "7", "-s", "100", "-n", "4", "--pick", "dead-ends", "--tries", "5", "-f", "json"];
    const one = await run(...args, "--workers", "1");
    const two = await run(...args, "--workers", "2");
    expect(one.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    expect(two.stderr).toBe(one.stderr);
    const lines = one.stdout.trimEnd().split("\n");
    const notes = one.stderr.trimEnd().split("\n");
    for (let i = 0; i < 4; i++) {
      const picked = pickMaze({ algorithm: "prim", width: 9, height: 7, seed: 100 + 5 * i, by: "dead-ends", tries: 5 });
      expect(`${lines[i]}\n`).toBe(picked.maze.toString("json"));
      expect(notes[i]).toMatch(new RegExp(`^daedalus: kept seed ${picked.seed} of seeds ${100 + 5 * i}\\.\\.${104 + 5 * i}: ${picked.score} dead ends `));
    }
  });

  it("--pick with --sparse and --braid: the transforms draw from the kept seed, as --seed with it does", async () => {
    const flags = ["-W", "16", "-H", "10", "--sparse", "0.5", "--braid", "0.3", "-f", "json"];
    const result = await run("generate", ...flags, "-s", "40", "--pick", "turns", "--tries", "6");
    const kept = Number(/kept seed (\d+)/.exec(result.stderr)?.[1]);
    expect(kept).toBeGreaterThanOrEqual(40);
    expect(result.stdout).toBe((await run("generate", ...flags, "-s", `${kept}`)).stdout);
  });

  it.each([
    [["--tries", "4"], "daedalus: --tries is the number of mazes --pick compares; give --pick solution, dead-ends or turns\n"],
    [
      ["--pick", "solution", "--goal", "longest"],
      "daedalus: --pick solution measures the path between fixed cells; give --from and --to as x,y, or leave them out for the openings (--entrance, --exit) or the corners\n",
    ],
    [["-a", "eller", "--stream", "--pick", "turns"], "daedalus: --stream cannot be combined with --pick: picking compares whole mazes\n"],
    [["-a", "eller", "--stream", "--sparse", "0.2"], "daedalus: --stream cannot be combined with --sparse: culling dead ends needs the whole maze in memory\n"],
  ])("refuses %j by name, writing nothing", async (flags, message) => {
    const result = await run("generate", "-s", "1", ...flags);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(message);
  });

  it.each([
    [["--pick", "hardest"], "option '--pick <statistic>' argument 'hardest' is invalid. must be one of solution, dead-ends, turns."],
    [["--pick", "turns", "--tries", "0"], "option '--tries <n>' argument '0' is invalid. must be an integer in [1, 100000]."],
    [["--pick", "turns", "--tries", "100001"], "option '--tries <n>' argument '100001' is invalid. must be an integer in [1, 100000]."],
    [["--sparse", "1.5"], "option '--sparse <p>' argument '1.5' is invalid. must be a number in [0, 1], e.g. 0.5."],
  ])("refuses %j as a usage error", async (flags, message) => {
    const result = await run("generate", ...flags);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });
});

describe("generate --sparse", () => {
  it("writes sparse() of the generated maze, seeded with its seed; before --braid", async () => {
    const plain = await run("generate", "-a", "wilson", "-W", "14", "-H", "9", "-s", "3", "--sparse", "0.6", "-f", "json");
    expect(plain.code).toBe(0);
    const maze = generate({ algorithm: "wilson", width: 14, height: 9, seed: 3 });
    expect(plain.stdout).toBe(sparse(maze, 0.6, 3).toString("json"));
    const both = await run("generate", "-a", "wilson", "-W", "14", "-H", "9", "-s", "3", "--sparse", "0.6", "--braid", "0.5", "-f", "json");
    expect(both.stdout).toBe(braid(sparse(maze, 0.6, 3), 0.5, 3).toString("json"));
  });

  it("--solve on a culled maze runs between its default ends (corner cells may be gone)", async () => {
    const result = await run("generate", "-W", "12", "-H", "8", "-s", "5", "--sparse", "1", "--solve", "-f", "json");
    expect(result.code).toBe(0);
    const solution = JSON.parse(result.stdout).solution;
    expect(solution.length).toBeGreaterThan(0);
  });
});

it("daedalus list shows houston and says it is not uniform", async () => {
  const result = await run("list");
  expect(result.stdout).toMatch(/\n {2}houston {2,}Aldous-Broder's random walk until a third of the cells are in the tree, then Wilson's/);
  expect(result.stdout).toMatch(/perfect, masks, tileable; close to uniform, not exactly/);
});
