// --entrance, --exit and --openings on generate and convert; solve going from the entrance to the exit.

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { farthestFrom, findFormat, generate, longestPath, solve, withOpenings, writeToString } from "../src/node.js";
import { runCli as run, runCliInServer } from "./support/cli.js";

const directory = mkdtempSync(join(tmpdir(), "daedalus-openings-"));

const maze = generate({ width: 8, height: 4, seed: 42 });

describe.concurrent("daedalus generate with openings", () => {
  it("--entrance and --exit draw gaps; the json carries them; the text is the API's", async () => {
    const { code, stdout, stderr } = await run("generate", "-W", "8", "-H", "4", "--seed", "42", "--entrance", "W:1", "--exit", "bottom:6");
    expect([code, stderr]).toEqual([0, ""]);
    const opened = withOpenings(maze, { entrance: "W:1", exit: "S:6" });
    expect(stdout).toBe(opened.toString());
    expect(stdout.split("\n")[3]).toBe("    |           |   |   |   |   |");
    expect(
      JSON.parse((await run("generate", "-W", "8", "-H", "4", "--seed", "42", "--entrance", "W:1", "--exit", "bottom:6", "-f", "json")).stdout).openings,
    ).toEqual({
      entrance: { x: 0, y: 1, side: "W" },
      exit: { x: 6, y: 3, side: "S" },
    });
  });

  it("--solve goes from the entrance to the exit and marks them; --openings puts them at --from and --to", async () => {
    const opened = withOpenings(maze, { entrance: "E:0", exit: "0,3:W" });
    const solved = await run("generate", "-W", "8", "-H", "4", "--seed", "42", "--entrance", "E:0", "--exit", "0,3:W", "--solve");
    expect(solved.stdout).toBe(writeToString(findFormat("ascii"), opened, { solution: solve(opened), marks: true }));
    expect(solved.stdout.split("\n")[1]).toBe("|       |       |       |     S  ");
    const json = JSON.parse((await run("generate", "-W", "8", "-H", "4", "--seed", "42", "--openings", "--from", "7,1", "--to", "3,0", "-f", "json")).stdout);
    expect(json.openings).toEqual({ entrance: { x: 7, y: 1, side: "E" }, exit: { x: 3, y: 0, side: "N" } });
    expect(json.solution).toMatchObject({ from: [7, 1], to: [3, 0] });
    const corners = JSON.parse((await run("generate", "-W", "8", "-H", "4", "--seed", "42", "--openings", "-f", "json")).stdout);
    expect([corners.openings, corners.solution]).toEqual([{ entrance: { x: 0, y: 0, side: "N" }, exit: { x: 7, y: 3, side: "S" } }, undefined]);
  });

  it("--openings at `longest` ends: taken when they are on the outer wall, else a usage error that says so", async () => {
    // Seed 42's longest path ends at (6, 2) and (2, 0); the cell farthest from (0, 0) is (6, 2): inside the maze.
    const longest = longestPath(maze);
    expect([longest.from, longest.to, farthestFrom(maze, [0, 0]).cell]).toEqual([
      [6, 2],
      [2, 0],
      [6, 2],
    ]);
    const refused = await run("generate", "-W", "8", "-H", "4", "--seed", "42", "--openings", "--start", "longest", "--goal", "longest");
    expect(refused).toEqual({
      code: 2,
      stdout: "",
      stderr: "daedalus: --openings: the start (6, 2) is not on the outer wall of the 8×4 maze: an opening needs x = 0 or 7, or y = 0 or 3\n",
    });
    // With --entrance, `longest` is the cell farthest from the entrance.
    expect((await run("generate", "-W", "8", "-H", "4", "--seed", "42", "--openings", "--entrance", "N:0", "--goal", "longest")).stderr).toBe(
      "daedalus: --openings: the goal (6, 2) is not on the outer wall of the 8×4 maze: an opening needs x = 0 or 7, or y = 0 or 3\n",
    );
    const edge = JSON.parse(
      (await run("generate", "-W", "8", "-H", "4", "--seed", "42", "--openings", "--entrance", "W:2", "--to", "7,0", "-f", "json")).stdout,
    );
    expect(edge.openings).toEqual({ entrance: { x: 0, y: 2, side: "W" }, exit: { x: 7, y: 0, side: "N" } });
    expect(edge.solution).toMatchObject({ from: [0, 2], to: [7, 0] });
  });

  it.each([
    [["--entrance", "3,1"], "daedalus: --entrance (3, 1) is not on the outer wall of the 8×4 maze: an opening needs x = 0 or 7, or y = 0 or 3\n"],
    [
      ["--exit", "up"],
      'daedalus: --exit must be a side (N, E, S, W or top, right, bottom, left: its middle cell), a side and an offset along it ("S:3"; negative from the far end, "E:-1"), or a cell on the edge ("0,5", or "0,0:W" to pick the side at a corner); got "up"\n',
    ],
    [["--entrance", "N:2", "--exit", "2,0"], "daedalus: --exit is the entrance's gap, (2, 0) side N: an exit needs a gap of its own\n"],
  ])("%j is a usage error naming the flag", async (flags, message) => {
    expect(await run("generate", "-W", "8", "-H", "4", "--seed", "42", ...flags)).toEqual({ code: 2, stdout: "", stderr: message });
  });

  it("a batch opens every maze, whatever the workers; --stream draws what the in-memory maze draws", async () => {
    const flags = ["-W", "6", "-H", "5", "--seed", "3", "--entrance", "left", "--exit", "right", "--solve"];
    const batch = await run("generate", ...flags, "--count", "4", "--workers", "2");
    const one = await Promise.all([0, 1, 2, 3].map(async (k) => (await run("generate", ...flags.map((flag) => (flag === "3" ? String(3 + k) : flag)))).stdout));
    expect(batch.stdout).toBe(one.join("\n"));
    // The shards of a tiled maze concatenate into the single run's DMZ1: the flag goes with the first, the trailer with the last.
    const tiled = ["generate", "--tiles", "4", "-W", "40", "-H", "20", "--seed", "1", "-f", "binary", "--entrance", "W", "--exit", "E"];
    const shards = await Promise.all([0, 1].map(async (i) => (await runCliInServer([...tiled, "--shard", `${i}/2`])).stdout));
    expect(Buffer.concat(shards).equals((await runCliInServer(tiled)).stdout)).toBe(true);
    expect(shards[1]!.subarray(-16)).toEqual(Buffer.from([8, 0, 0, 0, 9, 0, 0, 0, 2, 0, 0, 0, 9, 0, 0, 0]));
    const plain = ["-a", "sidewinder", "-W", "9", "-H", "6", "--seed", "5", "--entrance", "N:0", "--exit", "E:-1", "--marks"];
    for (const format of ["ascii", "game-map", "binary"]) {
      const streamed = await runCliInServer(["generate", ...plain, "-f", format, "--stream"]);
      const whole = await runCliInServer(["generate", ...plain, "-f", format]);
      expect([streamed.code, streamed.stdout.equals(whole.stdout)], format).toEqual([0, true]);
    }
  });
});

describe.concurrent("daedalus convert and solve with openings", () => {
  const opened = withOpenings(maze, { entrance: "S:1", exit: "N:6" });
  const jsonFile = join(directory, "opened.json");
  writeFileSync(jsonFile, opened.toString("json"));
  const drawing = join(directory, "opened.txt");
  writeFileSync(drawing, opened.toString());

  it("convert keeps what it reads: json to a drawing draws the gaps, a drawing's gaps become json's openings", async () => {
    expect((await run("convert", "-i", jsonFile, "-f", "ascii")).stdout).toBe(opened.toString());
    // Read from a drawing, the first gap in reading order is the entrance.
    expect(JSON.parse((await run("convert", "-i", drawing, "-f", "json")).stdout).openings).toEqual({
      entrance: opened.openings!.exit,
      exit: opened.openings!.entrance,
    });
  });

  it("convert --entrance/--exit/--openings replace them; --openings takes the start and goal the input marks", async () => {
    const replaced = JSON.parse((await run("convert", "-i", jsonFile, "--entrance", "W:0", "-f", "json")).stdout);
    expect(replaced.openings).toEqual({ entrance: { x: 0, y: 0, side: "W" } });
    const marked = join(directory, "marked.map");
    writeFileSync(marked, writeToString(findFormat("game-map"), maze, { start: [7, 1], goal: [2, 0] }));
    expect(JSON.parse((await run("convert", "-i", marked, "--openings", "-f", "json")).stdout).openings).toEqual({
      entrance: { x: 7, y: 1, side: "E" },
      exit: { x: 2, y: 0, side: "N" },
    });
  });

  it("a drawing whose entrance is in its first wall segment (--openings' default) is detected and read back", async () => {
    const corner = withOpenings(maze, true);
    for (const [name, file] of [
      ["ascii", "corner.txt"],
      ["ascii-compact", "corner.compact.txt"],
    ] as const) {
      writeFileSync(join(directory, file), writeToString(findFormat(name), corner));
      const { code, stdout, stderr } = await run("convert", "-i", join(directory, file), "-f", "json");
      expect([code, stderr], name).toEqual([0, ""]);
      expect(JSON.parse(stdout).openings, name).toEqual({ entrance: { x: 0, y: 0, side: "N" }, exit: { x: 7, y: 3, side: "S" } });
    }
  });

  it("solve goes from the entrance to the exit, and marks them", async () => {
    const { code, stdout } = await run("solve", "-i", jsonFile);
    expect(code).toBe(0);
    expect(stdout).toBe(writeToString(findFormat("ascii"), opened, { solution: solve(opened), marks: true }));
    expect(JSON.parse((await run("solve", "-i", jsonFile, "-f", "json")).stdout).solution).toMatchObject({ from: [1, 3], to: [6, 0] });
    expect(JSON.parse((await run("solve", "-i", jsonFile, "-f", "json", "--from", "0,0")).stdout).solution).toMatchObject({ from: [0, 0], to: [6, 0] });
  });
});
