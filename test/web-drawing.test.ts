// The generator's drawing in Chromium: the solution is a line through the cells' centres in the svg/png path colour,
// start and goal are marked in theirs, the heat view paints every other cell in the library's palette (walls drawn and
// one pixel per cell); each algorithm's registry summary is shown under its picker.

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_COLOURS, distances, generate, generators, heatLevel, heatPalette, type Point, solve, solvers } from "../src/node.js";
import { chromiumAvailable, type Session, startSession } from "./support/browser.js";

const hex = ([red, green, blue]: readonly number[]): string => `#${[red, green, blue].map((v) => v!.toString(16).padStart(2, "0")).join("")}`;

/** The canvas's colour at each pixel, as "#rrggbb" (one string to the page and one back: 60,000 small arrays each way
 *  took seconds to serialize). */
async function colours(page: Page, pixels: readonly (readonly [number, number])[]): Promise<string[]> {
  const joined = await page.$eval(
    "#board",
    (canvas, points) => {
      const { width, height } = canvas as HTMLCanvasElement;
      const data = (canvas as HTMLCanvasElement).getContext("2d")!.getImageData(0, 0, width, height).data;
      const byte = (v: number): string => v.toString(16).padStart(2, "0");
      const xy = points === "" ? [] : points.split(",").map(Number);
      const found: string[] = [];
      for (let k = 0; k < xy.length; k += 2) {
        const at = (Math.floor(xy[k + 1]!) * width + Math.floor(xy[k]!)) * 4;
        found.push(`#${byte(data[at]!)}${byte(data[at + 1]!)}${byte(data[at + 2]!)}`);
      }
      return found.join(",");
    },
    pixels.flat().join(","),
  );
  return joined === "" ? [] : joined.split(",");
}

/** What a drawing of `path` over a heat map must show at each cell's centre pixel (`centre`), and between the centres
 *  of consecutive path cells (the line crosses the wall band between them). */
function expected(width: number, height: number, path: readonly Point[], map: Uint32Array, centre: (x: number, y: number) => [number, number]) {
  const palette = heatPalette();
  const far = Math.max(...map);
  const onPath = new Set(path.map(([x, y]) => y * width + x));
  const pixels: [number, number][] = [];
  const want: string[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      pixels.push(centre(x, y));
      const index = y * width + x;
      const first = index === path[0]![1] * width + path[0]![0];
      const last = index === path.at(-1)![1] * width + path.at(-1)![0];
      want.push(
        first ? DEFAULT_COLOURS.start : last ? DEFAULT_COLOURS.goal : onPath.has(index) ? DEFAULT_COLOURS.path : hex(palette[heatLevel(map[index]!, far)]!),
      );
    }
  }
  return { pixels, want };
}

describe.skipIf(!chromiumAvailable)("the generator's drawing", () => {
  let session: Session;
  beforeAll(async () => {
    session = await startSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("walls drawn: the solution is a line through the cells' centres, start and goal marked, other cells in the heat palette", async () => {
    const page = await session.open("/?algorithm=wilson&width=40&height=30&seed=7&solver=astar&view=heat&solved=1");
    await page.waitForSelector("#board[data-solved]");
    const maze = generate({ algorithm: "wilson", width: 40, height: 30, seed: 7 });
    const { path } = solve(maze, { solver: "astar" });
    expect(await page.getAttribute("#board", "data-solved")).toBe(String(path.length - 1));
    // 20-pixel cells inside a 2-pixel margin (800 / 40 across): cell (x, y)'s centre is (12 + 20x, 12 + 20y).
    const centre = (x: number, y: number): [number, number] => [12 + 20 * x, 12 + 20 * y];
    const { pixels, want } = expected(40, 30, path, distances(maze), centre);
    expect(await colours(page, pixels)).toEqual(want);
    // A line, not dots: the path colour also where it crosses from one cell to the next (the wall band between them).
    const crossings = path.slice(1, -2).map((from, k) => {
      const [ax, ay] = centre(...from);
      const [bx, by] = centre(...path[k + 2]!);
      return [(ax + bx) / 2, (ay + by) / 2] as [number, number];
    });
    expect(crossings).toHaveLength(path.length - 3);
    expect(new Set(await colours(page, crossings))).toEqual(new Set([DEFAULT_COLOURS.path]));
  });

  it("one pixel per cell: the line is the path's own pixels, in a 300×200 heat map", async () => {
    const page = await session.open("/?algorithm=kruskal&width=300&height=200&seed=5&solver=bfs&view=heat&solved=1");
    await page.waitForSelector("#board[data-solved]");
    const maze = generate({ algorithm: "kruskal", width: 300, height: 200, seed: 5 });
    const { path } = solve(maze);
    expect(await page.$eval("#board", (canvas) => [(canvas as HTMLCanvasElement).width, (canvas as HTMLCanvasElement).height])).toEqual([300, 200]);
    // The marks are 1/40 of the shorter side (5 pixels here) centred on start and goal: compare the cells outside them.
    const inMark = ([x, y]: Point): boolean => [path[0]!, path.at(-1)!].some(([mx, my]) => Math.abs(x - mx) <= 4 && Math.abs(y - my) <= 4);
    const { pixels, want } = expected(300, 200, path, distances(maze), (x, y) => [x, y]);
    const outside = pixels.map((pixel, index) => [pixel, want[index]!] as const).filter(([pixel]) => !inMark(pixel));
    expect(
      await colours(
        page,
        outside.map(([pixel]) => pixel),
      ),
    ).toEqual(outside.map(([, colour]) => colour));
    // Inside each mark's ring: start's and goal's colours (the start's mark is held inside the picture at the corner).
    expect(
      await colours(page, [
        [2, 2],
        [297, 197],
      ]),
    ).toEqual([DEFAULT_COLOURS.start, DEFAULT_COLOURS.goal]);
  });

  it("shows each generator's and each solver's registry summary under its picker", async () => {
    const page = await session.open("/");
    for (const [picker, entries] of [
      ["algorithm", generators],
      ["solver", solvers],
    ] as const) {
      expect(
        await page.$$eval(`#${picker} option`, (options) =>
          options.map((option) => [(option as HTMLOptionElement).value, (option as HTMLOptionElement).title]),
        ),
      ).toEqual(entries.map((entry) => [entry.name, entry.summary]));
      for (const entry of entries) {
        await page.selectOption(`#${picker}`, entry.name);
        expect(await page.textContent(`#${picker}-about`)).toBe(entry.summary);
      }
    }
  });
});
