import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { braid, generate, longestPath, maskFromText, solve, stats } from "../src/node.js";
import { runCli as run, runCliInServer } from "./support/cli.js";

const directory = mkdtempSync(join(tmpdir(), "daedalus-solve-"));
const mazeFile = join(directory, "maze.json");
writeFileSync(mazeFile, generate({ width: 8, height: 4, seed: 42 }).toString("json"));
const maskFile = join(directory, "mask.txt");
writeFileSync(maskFile, "##...\n.....\n...##\n");

// A solved maze marks its start (S) and goal (G) unless --no-marks.
const UNMARKED_42 = [
  "+---+---+---+---+---+---+---+---+",
  "| o     |       |       |       |",
  "+   +   +---+   +   +   +   +   +",
  "| o |           |   |   |   |   |",
  "+   +---+---+---+   +   +   +   +",
  "| o   o   o   o |   |   |   |   |",
  "+   +---+---+   +   +---+---+   +",
  "|           | o   o   o   o   o |",
  "+---+---+---+---+---+---+---+---+",
  "",
].join("\n");
const SOLVED_42 = [
  "+---+---+---+---+---+---+---+---+",
  "| S     |       |       |       |",
  "+   +   +---+   +   +   +   +   +",
  "| o |           |   |   |   |   |",
  "+   +---+---+---+   +   +   +   +",
  "| o   o   o   o |   |   |   |   |",
  "+   +---+---+   +   +---+---+   +",
  "|           | o   o   o   o   G |",
  "+---+---+---+---+---+---+---+---+",
  "",
].join("\n");

describe.concurrent("daedalus generate --solve", () => {
  it("draws the bfs path with o in the middle of each path cell", async () => {
    const { code, stdout, stderr } = await run("generate", "-W", "8", "-H", "4", "--seed", "42", "--solve");
    expect([code, stderr]).toEqual([0, ""]);
    expect(stdout).toBe(SOLVED_42);
    expect((await run("generate", "-W", "8", "-H", "4", "--seed", "42", "--solve", "--no-marks")).stdout).toBe(UNMARKED_42);
  });

  it("json adds the solution; --from/--to imply --solve and pick the ends", async () => {
    const { code, stdout } = await run("generate", "-W", "8", "-H", "4", "--seed", "42", "-f", "json", "--solve", "astar", "--from", "7,0", "--to", "0,3");
    expect(code).toBe(0);
    const maze = generate({ width: 8, height: 4, seed: 42 });
    // json stores the path and its ends; what the solver promises (optimal, complete) stays with the API's answer.
    const { optimal, complete, ...expected } = solve(maze, { solver: "astar", from: [7, 0], to: [0, 3] });
    expect([optimal, complete]).toEqual([true, true]);
    expect(JSON.parse(stdout)).toEqual({ ...JSON.parse(maze.toString("json")), solution: JSON.parse(JSON.stringify(expected)) });
    expect(JSON.parse((await run("generate", "-W", "8", "-H", "4", "--seed", "42", "-f", "json", "--to", "3,1")).stdout).solution).toMatchObject({
      solver: "bfs",
      from: [0, 0],
      to: [3, 1],
    });
  });

  it("--start longest --goal longest solves between the longest path's ends; one longest end is the cell farthest from the other", async () => {
    const maze = generate({ width: 8, height: 4, seed: 42 });
    const longest = longestPath(maze);
    const both = JSON.parse((await run("generate", "-W", "8", "-H", "4", "--seed", "42", "-f", "json", "--start", "longest", "--goal", "longest")).stdout);
    expect(both.solution).toMatchObject({ from: longest.from, to: longest.to, length: longest.length });
    const one = JSON.parse((await run("generate", "-W", "8", "-H", "4", "--seed", "42", "-f", "json", "--from", "longest", "--to", "0,0")).stdout);
    expect(one.solution).toMatchObject({ from: [6, 2], to: [0, 0], length: 16 });
  });

  it("--braid P braids with the maze's seed before solving; --mask FILE generates inside the mask", async () => {
    const braided = JSON.parse((await run("generate", "-W", "12", "-H", "6", "--seed", "5", "-f", "json", "--braid", "0.5")).stdout);
    expect(braided.rows).toEqual(JSON.parse(braid(generate({ width: 12, height: 6, seed: 5 }), 0.5, 5).toString("json")).rows);
    const masked = JSON.parse((await run("generate", "--mask", maskFile, "--seed", "3", "-f", "json", "--solve")).stdout);
    expect(masked.rows).toEqual(JSON.parse(generate({ seed: 3, mask: maskFromText("##...\n.....\n...##\n") }).toString("json")).rows);
    expect(masked.solution).toMatchObject({ from: [2, 0], to: [2, 2] });
  });

  it("a wall follower that fails prints the maze without a path and says why on stderr", async () => {
    writeFileSync(join(directory, "ring.json"), JSON.stringify({ format: "daedalus-maze/1", width: 3, height: 3, rows: ["6ec", "515", "3a9"] }));
    const { code, stdout, stderr } = await run("solve", "-i", join(directory, "ring.json"), "--solver", "wall-follower", "--to", "1,1");
    expect(code).toBe(0);
    expect(stdout).not.toContain("o");
    expect(stderr).toBe(
      "daedalus: wall-follower found no path from (0, 0) to (1, 1): it came back to its start without meeting the goal (the goal is not on the wall it follows)\n",
    );
  });

  it.each([
    [
      ["generate", "--solve", "bfz"],
      'daedalus: unknown solver "bfz" (did you mean "bfs"?); allowed: bfs, dfs, astar, bidirectional, dead-end-filling, wall-follower, tremaux',
    ],
    [
      ["generate", "--from", "3"],
      "daedalus: option '--from <x,y|longest>' argument '3' is invalid. must be x,y (two non-negative integers, e.g. 0,0) or longest.",
    ],
    [["generate", "--from", "20,0"], "daedalus: --from (20, 0) is outside the 20×10 maze: x must be in [0, 19], y in [0, 9]"],
    [["generate", "--from", "1,1", "--start", "2,2"], "daedalus: --from and --start are the same option; give one of them"],
    [["generate", "--braid", "1.5"], "daedalus: option '--braid <p>' argument '1.5' is invalid. must be a number in [0, 1], e.g. 0.5."],
    [["generate", "--mask", "/nonexistent.png"], "daedalus: --mask /nonexistent.png: no such file"],
    [
      ["generate", "--mask", maskFile, "-W", "9"],
      `daedalus: --width 9 does not match the mask ${maskFile} (5×3, the bounding box of its included cells); leave --width out to take the mask's size`,
    ],
    [["generate", "--solve", "wall-follower", "--solve-option", "hand=up"], 'daedalus: option hand of wall-follower must be one of left, right, got "up"'],
    [["generate", "--solve-option", "hand=right"], "daedalus: --solve-option is an option of the solver: give --solve SOLVER with it"],
    [["generate", "-o", mazeFile, "--manifest", "/no-such-dir/m.json"], "daedalus: --manifest /no-such-dir/m.json: directory /no-such-dir does not exist"],
    [["generate", "-o", mazeFile, "--manifest", directory], `daedalus: --manifest ${directory}: is a directory, expected a file name`],
    [["solve"], "daedalus: required option '-i, --input <file>' not specified"],
    [["solve", "-i", "/nonexistent.json"], "daedalus: --input /nonexistent.json: no such file"],
    [["solve", "-i", mazeFile, "--to", "8,3"], "daedalus: --to (8, 3) is outside the 8×4 maze: x must be in [0, 7], y in [0, 3]"],
    [["solve", "-i", mazeFile, "--backend", "gpu"], "daedalus: option '-b, --backend <name>' argument 'gpu' is invalid. must be one of wasm, reference."],
    [["stats", "-i", "/nonexistent.json"], "daedalus: --input /nonexistent.json: no such file"],
  ])("%j is a usage error: exit 2, a message naming the flag, no stack trace", async (args, message) => {
    const { code, stdout, stderr } = await run(...args);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain(message);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("a mask file that is not a valid picture fails with the line and column (exit 1)", async () => {
    writeFileSync(join(directory, "bad.txt"), "..\n.?\n");
    const { code, stderr } = await run("generate", "--mask", join(directory, "bad.txt"));
    expect(code).toBe(1);
    expect(stderr).toBe('daedalus: mask: line 2, column 2: "?" is not # (excluded) or . (included)\n');
  });

  it("generates inside the sample masks with any generator that can, crops them, and hints at a picture drawn the other way round", async () => {
    const heart = new URL("../docs/masks/heart.txt", import.meta.url).pathname;
    const ascii = await run("generate", "--mask", heart, "-a", "wilson", "-s", "3");
    expect(ascii.code).toBe(0);
    expect(ascii.stdout).toBe(generate({ algorithm: "wilson", seed: 3, mask: maskFromText(readFileSync(heart, "utf8")) }).toString("ascii"));
    // Cropped: 28 columns of 4 characters plus one, 25 rows of 2 lines plus one.
    expect(ascii.stdout.split("\n")[0]).toHaveLength(28 * 4 + 1);
    expect(ascii.stdout.trimEnd().split("\n")).toHaveLength(25 * 2 + 1);
    const refused = await run("generate", "--mask", heart, "-a", "sidewinder");
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^daedalus: algorithm sidewinder cannot generate inside a mask; algorithms that can: backtracker, aldous-broder, wilson, /);
    const sign = await run("generate", "--mask", new URL("../docs/masks/sign.txt", import.meta.url).pathname);
    expect(sign.code).toBe(1);
    expect(sign.stderr).toContain("(# marks an excluded cell, . an included one); the other way round the picture is connected: swap # and .");
  });
});

describe.concurrent("daedalus solve and stats", () => {
  it("solve reads a maze file and prints it solved, in ascii or json (same as the API)", async () => {
    expect((await run("solve", "--input", mazeFile)).stdout).toBe(SOLVED_42);
    const json = JSON.parse((await run("solve", "-i", mazeFile, "--solver", "dead-end-filling", "--from", "7,0", "--to", "0,3", "-f", "json")).stdout);
    const { optimal, complete, ...expected } = solve(generate({ width: 8, height: 4, seed: 42 }), { solver: "dead-end-filling", from: [7, 0], to: [0, 3] });
    expect([optimal, complete]).toEqual([false, true]);
    expect(json.solution).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it("solve gzips like generate: from an output name ending in .gz (format from the name before it), or --gzip", async () => {
    const file = join(directory, "solved.json.gz");
    expect((await run("solve", "-i", mazeFile, "-o", file)).code).toBe(0);
    expect(gunzipSync(readFileSync(file)).toString()).toBe((await run("solve", "-i", mazeFile, "-f", "json")).stdout);
    const gzipped = await runCliInServer(["solve", "-i", mazeFile, "--gzip"]);
    expect(gunzipSync(gzipped.stdout).toString()).toBe(SOLVED_42);
  });

  it("stats prints the API's stats as JSON", async () => {
    const { code, stdout } = await run("stats", "--input", mazeFile);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify(stats(generate({ width: 8, height: 4, seed: 42 })))));
    expect(stdout).toContain('"from": [6, 2]');
  });
});
