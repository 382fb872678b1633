// The drawing flags apply to pictures only: on a format that would ignore them (text, json, binary…) generate, solve
// and convert refuse them by name before any output, as --heatmap was; on svg and png (and --span on game-map) they
// draw as before.

import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findFormat, generate, writeToString } from "../src/node.js";
import { runCli as run } from "./support/cli.js";

const directory = mkdtempSync(join(tmpdir(), "daedalus-drawing-flags-"));
const input = join(directory, "in.json");
writeFileSync(input, writeToString(findFormat("json"), generate({ width: 6, height: 4, seed: 3 })));
const output = join(directory, "out.bin");
const picturesOnly = "sets how svg and png draw";
const choose = "(choose -f svg or -f png, or an -o name ending .svg or .png)";

describe.concurrent("a drawing flag on a format that does not draw is refused by name, and nothing is written", () => {
  it.each([
    [["generate", "--cell-size", "9"], `--cell-size ${picturesOnly}; the output is ascii ${choose}`],
    [["generate", "--wall-width", "3", "-f", "json"], `--wall-width ${picturesOnly}; the output is json ${choose}`],
    [["generate", "--path-width", "3", "--solve", "-f", "unicode"], `--path-width ${picturesOnly}; the output is unicode ${choose}`],
    [["generate", "--margin", "0", "-o", output], `--margin ${picturesOnly}; the output is binary ${choose}`],
    [["generate", "--pixel", "-f", "npy", "-o", output], `--pixel ${picturesOnly}; the output is npy ${choose}`],
    [["generate", "--colour", "wall=#333", "-f", "hex"], `--colour ${picturesOnly}; the output is hex ${choose}`],
    [["generate", "--animate", "--cell-size", "5"], `--cell-size ${picturesOnly}; the output is ascii ${choose}`],
    [["generate", "--topology", "hex", "--cell-size", "9", "-o", output.replace(".bin", ".json")], `--cell-size ${picturesOnly}; the output is json ${choose}`],
    [["solve", "-i", input, "--colour", "path=#f00", "-f", "blocks"], `--colour ${picturesOnly}; the output is blocks ${choose}`],
    [["convert", "-i", input, "--cell-size", "4", "-o", output], `--cell-size ${picturesOnly}; the output is binary ${choose}`],
    [
      ["generate", "--span", "3", "-f", "svg", "-o", output.replace(".bin", ".svg")],
      "--span sets game-map's characters across a cell; the output is svg (choose -f game-map)",
    ],
    [["convert", "-i", input, "--span", "1", "-f", "ascii"], "--span sets game-map's characters across a cell; the output is ascii (choose -f game-map)"],
  ])("%j", async (args, message) => {
    const result = await run(...args);
    expect([result.code, result.stdout, result.stderr]).toEqual([2, "", `daedalus: ${message}\n`]);
    expect(existsSync(output)).toBe(false);
    expect(existsSync(output.replace(".bin", ".svg"))).toBe(false);
    expect(existsSync(output.replace(".bin", ".json"))).toBe(false);
  });
});

describe.concurrent("the same flags on the formats that read them", () => {
  it("svg takes the drawing flags and game-map --span: the API's drawings with those options", async () => {
    const maze = generate({ width: 6, height: 4, seed: 3 });
    const svg = await run("convert", "-i", input, "-f", "svg", "--cell-size", "9", "--wall-width", "3", "--margin", "0", "--colour", "wall=#123456");
    expect([svg.code, svg.stdout]).toEqual([0, writeToString(findFormat("svg"), maze, { cellSize: 9, wallWidth: 3, margin: 0, colours: { wall: "#123456" } })]);
    const map = await run("convert", "-i", input, "-f", "game-map", "--span", "3");
    expect([map.code, map.stdout]).toEqual([0, writeToString(findFormat("game-map"), maze, { span: 3 })]);
  });
});
