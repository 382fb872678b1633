// daedalus generate --animate: an animated svg of a 30×20 maze for every generator, within its frame budget, whose
// walls end exactly as the maze's; the terminal player; and every flag that cannot animate refused by name.

import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { animatedSvg, wallTimelines } from "../src/formats/svg-animation.js";
import { eastWall, southWall } from "../src/formats/walls.js";
import { strideOf } from "../src/grid/layout.js";
import { generateSteps, generators } from "../src/node.js";
import { runCli as run } from "./support/cli.js";

const bin = new URL("../bin/daedalus.js", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "daedalus-animate-"));

/** Whether the tags of an XML text nest (no parser in the dependencies; the drawing uses no comments or CDATA). */
function tagsNest(text: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of text.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) open.push(name!);
  }
  return open.length === 0;
}

describe.concurrent("generate --animate -o FILE.svg", () => {
  it.each(generators.map((entry) => entry.name))("writes a valid animated svg of a 30×20 %s maze within --frames", async (name) => {
    const file = join(dir, `${name}.svg`);
    const { code, stderr } = await run("generate", "-a", name, "-W", "30", "-H", "20", "--seed", "5", "--animate", "--frames", "60", "-o", file);
    expect([code, stderr]).toEqual([0, ""]);
    const svg = readFileSync(file, "utf8");
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith("</svg>\n")).toBe(true);
    expect(tagsNest(svg)).toBe(true);
    const frames = Number(/data-frames="(\d+)"/.exec(svg)?.[1]);
    expect(frames).toBeGreaterThanOrEqual(2);
    expect(frames).toBeLessThanOrEqual(60);
    // Every change happens at one of the frames after the first.
    const times = new Set([...svg.matchAll(/begin="([\d.]+)s"/g)].map((match) => match[1]));
    expect(times.size).toBeGreaterThan(0);
    expect(times.size).toBeLessThanOrEqual(frames - 1);
  });

  it.each(generators.map((entry) => entry.name))("every wall the steps of %s toggle ends as the maze has it", (name) => {
    const { maze, steps, start } = generateSteps({ algorithm: name, width: 30, height: 20, seed: 5 });
    const cells = maze.cells.slice();
    const timelines = wallTimelines({ ...maze, cells }, { steps, start, frames: 300, fps: 30 }, 2);
    expect(timelines.size).toBeGreaterThan(0);
    for (const [key, [visible, ...flips]] of timelines) {
      const shownAtEnd = (visible === 1) !== (flips.length % 2 === 1);
      const drawn = key & 1 ? southWall(cells, key >>> 1, strideOf(30)) : eastWall(cells, key >>> 1);
      expect([key, shownAtEnd]).toEqual([key, drawn]);
    }
  });

  it("draws the same picture settings as svg (cell size, colours) and refuses a bad budget", () => {
    const { maze, steps, start } = generateSteps({ width: 4, height: 3, seed: 1 });
    const svg = animatedSvg(maze, { steps, start, frames: 5, fps: 10 }, { cellSize: 20, colours: { wall: "#123456" } });
    expect(svg).toContain('width="102" height="80"');
    expect(svg).toContain('stroke="#123456"');
    expect(Number(/data-frames="(\d+)"/.exec(svg)?.[1])).toBe(5);
    expect(() => animatedSvg(maze, { steps, start, frames: 1, fps: 10 })).toThrow(/frames must be an integer from 2/);
    expect(() => animatedSvg(maze, { steps, start, frames: 5, fps: 0 })).toThrow(/fps must be above 0 and at most 120/);
  });
});

describe.concurrent("generate --animate on a terminal", () => {
  it("plays ascii frames in place and shows the cursor again", async () => {
    const command = `stty rows 40 cols 100; ${JSON.stringify(process.execPath)} ${JSON.stringify(bin)} generate -W 5 -H 3 --seed 1 --animate --frames 4 --fps 60`;
    const result = spawnSync("script", ["-qec", command, "/dev/null"], { encoding: "utf8" });
    expect(result.status).toBe(0);
    const out = result.stdout.replaceAll("\r\n", "\n");
    expect(out.startsWith("\x1b[?25l")).toBe(true);
    expect(out.endsWith("\x1b[?25h")).toBe(true);
    // Four frames: the first drawn, three redrawn over it (7 lines up each), the last the maze.
    expect(out.split("\x1b[7F").length).toBe(4);
    expect(out.split("\x1b[7F").at(-1)).toBe(`${(await run("generate", "-W", "5", "-H", "3", "--seed", "1")).stdout}\x1b[?25h`);
  });
});

describe("generate --animate on a terminal, ended by a signal", () => {
  // Only Ctrl-C was handled: SIGTERM (`timeout 5 daedalus generate --animate`) or SIGHUP ended the process by its
  // default action, and the terminal was left without a cursor.
  it.each([
    ["SIGINT", 130],
    ["SIGTERM", 143],
    ["SIGHUP", 129],
  ] as const)("%s shows the cursor again and exits %i", async (signal, status) => {
    // The shell prints its pid, then becomes the CLI (exec), which plays for over an hour unless stopped.
    const command = `stty rows 40 cols 100; echo "pid $$"; exec ${JSON.stringify(process.execPath)} ${JSON.stringify(bin)} generate -W 5 -H 3 --seed 1 --animate --frames 10000 --fps 2`;
    const child = spawn("script", ["-qec", command, "/dev/null"]);
    let out = "";
    let sent = false;
    child.stdout.setEncoding("utf8").on("data", (data: string) => {
      out += data;
      const pid = /pid (\d+)/.exec(out)?.[1];
      // Once the cursor is hidden: the animation is playing.
      if (!sent && pid !== undefined && out.includes("\x1b[?25l")) {
        sent = true;
        process.kill(Number(pid), signal);
      }
    });
    const code = await new Promise((resolve) => child.on("close", resolve));
    expect(code).toBe(status);
    expect(out.replaceAll("\r\n", "\n").endsWith("\x1b[?25h\n")).toBe(true);
  });
});

describe.concurrent("generate --animate refuses", () => {
  it.each([
    [["--count", "2"], /cannot be combined with --count/],
    [["--solve"], /cannot be combined with --solve/],
    [["-f", "svg", "--braid", "0.5", "--heatmap"], /cannot be combined with --braid, --heatmap/],
    [["--tiles", "2"], /cannot be combined with --tiles/],
    [["--entrance", "top"], /cannot be combined with --entrance\/--exit\/--openings/],
    [["-o", join(dir, "x.png")], /the png format cannot animate/],
    [[], /the ascii format cannot animate/],
  ])("%j", async (extra, message) => {
    const { code, stderr } = await run("generate", "--animate", "--seed", "1", ...extra);
    expect(code).not.toBe(0);
    expect(stderr).toMatch(message);
  });

  it("--frames or --fps without --animate, and budgets out of bounds", async () => {
    expect((await run("generate", "--frames", "10")).stderr).toMatch(/--frames sets how --animate plays; give --animate too/);
    expect((await run("generate", "--fps", "10")).stderr).toMatch(/--fps sets how --animate plays/);
    expect((await run("generate", "--animate", "-f", "svg", "--frames", "1")).stderr).toMatch(/--frames.*must be an integer in \[2, 10000\]/);
    expect((await run("generate", "--animate", "-f", "svg", "--fps", "500")).stderr).toMatch(/--fps.*must be an integer in \[1, 120\]/);
  });
});
