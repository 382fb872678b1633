// --heatmap on generate, solve and convert: the pictures are the API's (distances() from the start or a cell, marks on),
// in svg and png, --pixel too, with --colour near/far; what cannot be drawn is refused by name before any work.

import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { distances, findFormat, generate, type Maze, maskFromText, type Point, solve, type WriteOptions, writeToBytes } from "../src/node.js";
import { runCli as run } from "./support/cli.js";

const directory = mkdtempSync(join(tmpdir(), "daedalus-heatmap-"));

/** Runs the command with `-o` a fresh file of that extension, and returns the file's bytes. */
async function picture(extension: string, ...args: string[]): Promise<Uint8Array> {
  const file = join(directory, `${Math.random().toString(36).slice(2)}.${extension}`);
  const { code, stderr } = await run(...args, "-o", file);
  expect([code, stderr]).toEqual([0, ""]);
  return new Uint8Array(readFileSync(file));
}

async function api(format: string, maze: Maze, options: WriteOptions): Promise<Uint8Array> {
  return writeToBytes(findFormat(format), maze, { marks: true, ...options });
}

const maze = generate({ width: 12, height: 8, seed: 5 });
const heat = (from: Point, backend = "wasm") => distances(maze, from, { backend });

describe.concurrent("--heatmap draws the API's picture", () => {
  it.each(["svg", "png"])("generate --heatmap --solve (%s): distances from the solution's start, the path, start and goal marked", async (format) => {
    const solution = solve(maze, {});
    const expected = await api(format, maze, { solution, distances: heat([0, 0]) });
    expect(await picture(format, "generate", "-W", "12", "-H", "8", "-s", "5", "--heatmap", "--solve")).toEqual(expected);
    expect(await picture(format, "generate", "-W", "12", "-H", "8", "-s", "5", "--heatmap", "start", "--solve", "-b", "reference")).toEqual(expected);
  });

  it("counts from the solution's start when --from moves it, and from a cell given as x,y", async () => {
    const solution = solve(maze, { from: [6, 3], to: [0, 7] });
    expect(await picture("svg", "generate", "-W", "12", "-H", "8", "-s", "5", "--heatmap", "--from", "6,3", "--to", "0,7")).toEqual(
      await api("svg", maze, { solution, distances: heat([6, 3]) }),
    );
    expect(await picture("svg", "generate", "-W", "12", "-H", "8", "-s", "5", "--heatmap", "11,0")).toEqual(
      await api("svg", maze, { distances: heat([11, 0]) }),
    );
  });

  it("--pixel: one pixel per cell and per wall, coloured", async () => {
    const pixel = { cellSize: 1, wallWidth: 1, margin: 0 };
    expect(await picture("png", "generate", "-W", "12", "-H", "8", "-s", "5", "--heatmap", "--pixel")).toEqual(
      await api("png", maze, { ...pixel, distances: heat([0, 0]) }),
    );
  });

  it("--colour near=… far=… turns viridis into a two-colour gradient", async () => {
    const colours = { near: "#ffffff", far: "#c00" };
    const args = ["generate", "-W", "12", "-H", "8", "-s", "5", "--heatmap", "--colour", "near=#ffffff", "--colour", "far=#c00"];
    const bytes = await picture("png", ...args);
    expect(bytes).toEqual(await api("png", maze, { colours, distances: heat([0, 0]) }));
    // The palette (PLTE, after the 8-byte signature and the 25-byte IHDR) ends with the heat map's 251 colours: white to #cc0000.
    const palette = bytes.subarray(8 + 25 + 8, 8 + 25 + 8 + 256 * 3);
    expect([...palette.subarray(5 * 3, 6 * 3)]).toEqual([255, 255, 255]);
    expect([...palette.subarray(255 * 3, 256 * 3)]).toEqual([0xcc, 0, 0]);
  });

  it("solve --heatmap and convert --heatmap: from the start they draw, or from a cell", async () => {
    const file = join(directory, "maze.json");
    writeFileSync(file, maze.toString("json"));
    const solution = solve(maze, { from: [2, 2] });
    expect(await picture("png", "solve", "-i", file, "--from", "2,2", "--heatmap", "--quiet")).toEqual(
      await api("png", maze, { solution, distances: heat([2, 2]) }),
    );
    expect(await picture("svg", "convert", "-i", file, "--heatmap")).toEqual(await api("svg", maze, { distances: heat([0, 0]) }));
    expect(await picture("svg", "convert", "-i", file, "--heatmap", "4,5")).toEqual(await api("svg", maze, { distances: heat([4, 5]) }));
  });

  it("inside a mask: from the first included cell, excluded cells blank", async () => {
    const mask = join(directory, "mask.txt");
    writeFileSync(mask, "##....\n......\n....##\n");
    const masked = generate({ seed: 3, mask: maskFromText("##....\n......\n....##\n") });
    const solution = solve(masked, {});
    const expected = await api("svg", masked, { solution, distances: distances(masked, [2, 0]) });
    expect(await picture("svg", "generate", "--mask", mask, "-s", "3", "--heatmap", "--solve")).toEqual(expected);
  });
});

describe.concurrent("--heatmap and --colour refuse what they cannot do, by name, before any output", () => {
  const file = join(directory, "refused.png");
  it.each([
    [["generate", "--heatmap", "-f", "ascii"], "daedalus: --heatmap: format ascii cannot draw a heat map; formats that can: svg, png"],
    [["generate", "--heatmap", "-o", join(directory, "x.json")], "daedalus: --heatmap: format json cannot draw a heat map; formats that can: svg, png"],
    [
      ["generate", "-W", "12", "-H", "8", "--heatmap", "12,0", "-o", file],
      "daedalus: --heatmap (12, 0) is outside the 12×8 maze: x must be in [0, 11], y in [0, 7]",
    ],
    [
      ["generate", "--heatmap", "1;2", "-o", file],
      "daedalus: option '--heatmap [start|x,y]' argument '1;2' is invalid. must be start or x,y (two non-negative integers, e.g. 3,4).\n(run with --help for usage and examples)",
    ],
    [
      ["generate", "--heatmap", "--colour", "near=red", "-o", file],
      "daedalus: option '--colour <name=#rrggbb>' argument 'near=red' is invalid. must be name=#rrggbb (or #rgb), e.g. --colour wall=#333.\n(run with --help for usage and examples)",
    ],
    [["generate", "--colour", "far=#000", "-o", file], "daedalus: --colour far: near and far are the heat map's colours; add --heatmap to draw one"],
    [
      ["generate", "-a", "eller", "--stream", "--heatmap", "-o", file],
      "daedalus: --stream cannot be combined with --heatmap: a heat map needs the whole maze in memory",
    ],
  ])("%j", async (args, message) => {
    const result = await run(...args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(`${message}\n`);
    expect(existsSync(file)).toBe(false);
  });
});
