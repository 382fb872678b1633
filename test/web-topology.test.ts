// The page's mazes on topologies, in Chromium: each topology picked from the grid list, generated and solved in the
// worker, is the maze generateOn makes in Node (the SHA-256 of its links), solved along solveOn's path, and drawn by
// the library's svg: one heat-coloured outline per cell, the solution one line broken only at wrap's seams and 3d's
// level changes. The registry decides which generators are offered; a bad parameter or a bad link gets a message.

import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Chunk,
  DEFAULT_COLOURS,
  distancesOn,
  generateOn,
  generators,
  longestPathOn,
  readTopologyJson,
  solveOn,
  TOPOLOGY_NAMES,
  type Topology,
  topology,
  topologyGenerators,
  writeTopology,
} from "../src/node.js";
import { chromiumAvailable, type Session, startSession } from "./support/browser.js";

/** Small sizes, set through the page's fields (empty fields keep the builder's or the page's defaults). */
const FIELDS: Readonly<Record<string, Record<string, string>>> = {
  hex: { width: "12", height: "9" },
  triangle: { width: "12", height: "9" },
  polar: { "p-rings": "6" },
  upsilon: { width: "12", height: "9" },
  "3d": { width: "7", height: "5", "p-levels": "3" },
  weave: { width: "12", height: "9", "p-density": "0.6" },
  wrap: { width: "12", height: "9", "p-wrap": "x" },
};
/** The same topologies, as the library builds them (rings 6 around a disc; weave's layout seed 0). */
const PARAMETERS: Readonly<Record<string, Record<string, unknown>>> = {
  hex: { width: 12, height: 9 },
  triangle: { width: 12, height: 9 },
  polar: { rings: 6 },
  upsilon: { width: 12, height: 9 },
  "3d": { width: 7, height: 5, levels: 3 },
  weave: { width: 12, height: 9, density: 0.6 },
  wrap: { width: 12, height: 9, wrap: "x" },
};

/** Where the drawn line breaks: across wrap's seam (a step of more than one cell along an axis), between 3d's levels. */
function breaks(t: Topology, path: readonly number[]): number {
  let count = 0;
  for (let k = 1; k < path.length; k++) {
    const [ax, ay] = t.coordinates(path[k - 1]!);
    const [bx, by] = t.coordinates(path[k]!);
    if (t.name === "wrap" && (Math.abs(ax! - bx!) > 1 || Math.abs(ay! - by!) > 1)) count++;
    if (t.name === "3d" && Math.abs(path[k]! - path[k - 1]!) === Number(t.parameters.width) * Number(t.parameters.height)) count++;
  }
  return count;
}

interface Drawing {
  /** The subpaths and line segments of the solution's stroke. */
  lineMoves: number;
  lineSegments: number;
  /** Closed subpaths filled in a colour that is none of the fixed ones: the heat map's cell outlines. */
  heatAreas: number;
}

async function drawing(page: Page): Promise<Drawing> {
  return page.$eval(
    "#topology-board svg",
    (svg, fixed) => {
      const strokes = [...svg.querySelectorAll(`path[fill="none"][stroke="${fixed.path}"]`)].map((p) => p.getAttribute("d")!);
      const heat = [...svg.querySelectorAll("path[fill]")].filter((p) => !["none", ...Object.values(fixed)].includes(p.getAttribute("fill")!));
      return {
        lineMoves: strokes.reduce((sum, d) => sum + (d.match(/M/g)?.length ?? 0), 0),
        lineSegments: strokes.reduce((sum, d) => sum + (d.match(/L/g)?.length ?? 0), 0),
        heatAreas: heat.reduce((sum, p) => sum + (p.getAttribute("d")!.match(/Z/g)?.length ?? 0), 0),
      };
    },
    {
      background: DEFAULT_COLOURS.background,
      wall: DEFAULT_COLOURS.wall,
      path: DEFAULT_COLOURS.path,
      start: DEFAULT_COLOURS.start,
      goal: DEFAULT_COLOURS.goal,
    },
  );
}

describe.skipIf(!chromiumAvailable)("the page's topologies", () => {
  let session: Session;
  beforeAll(async () => {
    session = await startSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  // One page picks each topology in turn (as a visitor would), and one other page opens each link: a fresh document
  // per link, with nothing kept between them (the page stores nothing), at a page load for each instead of two.
  describe("each topology on one page", () => {
    let page: Page;
    let again: Page;
    const errors: string[] = [];
    beforeAll(async () => {
      page = await session.open("/");
      again = await session.open("/");
      for (const opened of [page, again]) opened.on("pageerror", (error) => errors.push(error.message));
    });

    it.each(TOPOLOGY_NAMES)("%s: picked, generated and solved in the worker, drawn by the topology svg", async (name) => {
      await page.selectOption("#topology", name);
      for (const [id, value] of Object.entries(FIELDS[name]!)) {
        if ((await page.$eval(`#${id}`, (field) => field.tagName)) === "SELECT") await page.selectOption(`#${id}`, value);
        else await page.fill(`#${id}`, value);
      }
      await page.click("#solve");
      const t = topology(name, PARAMETERS[name]);
      const maze = generateOn(t, { algorithm: "backtracker", seed: 1 });
      const path = Array.from(solveOn(maze, { from: 0, to: t.cellCount - 1 }).cells);
      const hash = createHash("sha256").update(maze.links).digest("hex");
      // Settled: the fields' changes and the click each start a job (solving stays on from the topology before), so
      // the wanted maze, solved, is shown once no job is at work.
      await page.waitForFunction(
        ([wanted, length]) => {
          const board = document.getElementById("topology-board")!;
          return board.dataset.hash === wanted && board.dataset.solved === length && !board.hidden && document.getElementById("board")!.hidden;
        },
        [hash, String(path.length - 1)],
      );
      expect(await page.isHidden("#message")).toBe(true);
      expect(await page.isHidden("#board")).toBe(true);
      const data = await page.$eval("#topology-board", (board) => ({ ...board.dataset }));
      expect(data).toMatchObject({ topology: name, cells: String(t.cellCount), solved: String(path.length - 1), path: path.join(",") });
      const drawn = await drawing(page);
      const b = breaks(t, path);
      // One line per stretch between breaks; each break adds the points where the line leaves and resumes.
      expect(drawn.lineMoves).toBe(1 + b);
      expect(drawn.lineSegments).toBe(path.length - 1 + b);
      // Every cell reached, coloured once (weave's rooms add a corridor area per passage).
      if (name === "weave") expect(drawn.heatAreas).toBeGreaterThan(t.cellCount);
      else expect(drawn.heatAreas).toBe(t.cellCount);
      // The link has the grid and its parameters, and opened elsewhere shows the same maze.
      const url = new URL(page.url());
      expect(url.searchParams.get("topology")).toBe(name);
      await again.goto(session.running.base + url.pathname + url.search);
      await again.waitForSelector("body[data-ready=true]");
      await again.waitForFunction((wanted) => document.getElementById("topology-board")!.dataset.hash === wanted, hash);
      expect(await again.$eval("#topology-board", (board) => board.dataset.path)).toBe(path.join(","));
      expect(errors).toEqual([]);
    });
  });

  // Retried as the worker's test is: on a loaded machine a task can be descheduled mid-way and look long; the svg this
  // maze had before (its 49 729 cells parsed and laid out on the main thread) held it 0.3-0.4 s on every attempt.
  it("a large maze on a topology is the library's png, painted in the worker: the same pixels, no main-thread task of 100 ms", { retry: 2 }, async () => {
    const t = topology("hex", { width: 223, height: 223 });
    const maze = generateOn(t, { algorithm: "backtracker", seed: 1 });
    const path = Array.from(solveOn(maze, { from: 0, to: t.cellCount - 1 }).cells);
    // The page's drawing of a 223-cell-wide picture about 800 pixels across: 3-pixel cells, 1-pixel walls, a 2-pixel margin.
    const options = { cellSize: 3, wallWidth: 1, margin: 2, start: 0, goal: t.cellCount - 1, distances: distancesOn(maze, { from: 0 }), path };
    const parts: Uint8Array[] = [];
    for await (const chunk of writeTopology("png", maze, options) as AsyncIterable<Chunk>) parts.push(chunk as Uint8Array);
    const png = PNG.sync.read(Buffer.concat(parts));
    const page = await session.open("/");
    await page.goto(`${session.running.base}/?topology=hex&width=223&height=223&seed=1&solved=1`);
    await page.evaluate(() => {
      const w = window as unknown as { task: number };
      w.task = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.task = Math.max(w.task, entry.duration);
      }).observe({ type: "longtask" });
    });
    await page.waitForFunction(
      (wanted) => document.getElementById("topology-board")!.dataset.hash === wanted,
      createHash("sha256").update(maze.links).digest("hex"),
      { timeout: 30_000 },
    );
    // The canvas's pixels, by their SHA-256 (a million numbers through the protocol took 40 s).
    const shown = await page.$eval("#topology-board", async (board) => {
      const canvas = board.querySelector("canvas")!;
      const rgba = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", rgba));
      const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
      return [board.children.length, board.querySelector("svg") !== null, canvas.width, canvas.height, hex];
    });
    expect(shown).toEqual([1, false, png.width, png.height, createHash("sha256").update(png.data).digest("hex")]);
    expect(await page.evaluate(() => (window as unknown as { task: number }).task)).toBeLessThan(100);
  });

  it("the square grid's page never fetches the topology chunk; the first topology loads it into the worker", async () => {
    const context = await session.browser.newContext();
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${session.running.base}/`);
    await page.waitForSelector("body[data-ready=true]");
    await page.waitForFunction(() => document.getElementById("board")!.dataset.hash !== undefined);
    expect(fetched.filter((path) => path.startsWith("/chunks/"))).toEqual([]);
    await page.selectOption("#topology", "hex");
    await page.waitForFunction(() => document.getElementById("topology-board")!.dataset.topology === "hex");
    const chunks = fetched.filter((path) => path.startsWith("/chunks/"));
    expect(chunks.length).toBe(1);
    expect(chunks[0]).toMatch(/^\/chunks\/topology-jobs-[\w-]+\.js$/);
    await context.close();
  });

  it("downloads svg, png and json of the maze on a topology shown, between the longest path's ends", async () => {
    const page = await session.open("/?topology=upsilon&width=9&height=7&seed=4&algorithm=kruskal&solved=1&ends=longest");
    const t = topology("upsilon", { width: 9, height: 7 });
    const maze = generateOn(t, { algorithm: "kruskal", seed: 4 });
    await page.waitForFunction(
      (wanted) => document.getElementById("topology-board")!.dataset.hash === wanted,
      createHash("sha256").update(maze.links).digest("hex"),
    );
    const saved = async (format: string): Promise<{ name: string; bytes: Buffer }> => {
      const [download] = await Promise.all([page.waitForEvent("download"), page.click(`button.download[data-format=${format}]`)]);
      return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
    };
    const json = await saved("json");
    expect(json.name).toBe(`maze-upsilon-kruskal-${t.cellCount}-4.json`);
    const read = readTopologyJson(json.bytes);
    expect(Buffer.from(read.maze.links).equals(Buffer.from(maze.links))).toBe(true);
    // The ends are the longest path's: its length is the solution's.
    const shown = await page.$eval("#topology-board", (board) => board.dataset.path!.split(",").map(Number));
    expect(read.solution!.path).toEqual(shown);
    const longest = longestPathOn(maze);
    expect([read.solution!.from, read.solution!.to, read.solution!.length]).toEqual([longest.from, longest.to, longest.length]);
    expect(shown.length - 1).toBe(longest.length);
    const png = PNG.sync.read((await saved("png")).bytes);
    expect(png.width).toBeGreaterThan(100);
    const svg = (await saved("svg")).bytes.toString("utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" [\s\S]*stroke="#d62728"[\s\S]*<\/svg>\n$/);
  });

  it("offers the generators the registry runs on the topology, the others disabled; the plain view has no heat", async () => {
    const page = await session.open("/?topology=3d&width=6&height=4&p.levels=2&view=plain&algorithm=wilson");
    await page.waitForFunction(() => document.getElementById("topology-board")!.dataset.topology === "3d");
    const offered = await page.$$eval("#algorithm option", (options) =>
      options.map((o) => [(o as HTMLOptionElement).value, (o as HTMLOptionElement).disabled]),
    );
    const runs = new Set(topologyGenerators.filter((e) => e.topologies.includes("3d")).map((e) => e.name));
    expect(offered).toEqual(generators.map((g) => [g.name, !runs.has(g.name)]));
    expect(offered.filter(([, disabled]) => disabled).length).toBeGreaterThan(0);
    expect(await page.$eval("#algorithm", (s) => (s as HTMLSelectElement).value)).toBe("wilson");
    const solvers = await page.$$eval("#solver option:not([disabled])", (options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(solvers).toEqual(["bfs", "astar"]);
    const maze = generateOn(topology("3d", { width: 6, height: 4, levels: 2 }), { algorithm: "wilson", seed: 1 });
    expect(await page.$eval("#topology-board", (board) => board.dataset.hash)).toBe(createHash("sha256").update(maze.links).digest("hex"));
    expect((await drawing(page)).heatAreas).toBe(0);
    // Back to the square grid: the canvas again, every generator enabled.
    await page.selectOption("#topology", "square");
    await page.waitForFunction(() => document.getElementById("topology-board")!.hidden && !document.getElementById("board")!.hidden);
    expect(await page.$$eval("#algorithm option[disabled]", (options) => options.length)).toBe(0);
    expect(new URL(page.url()).searchParams.has("topology")).toBe(false);
  });

  it("refuses a bad parameter with a message saying what is allowed, and generates nothing", async () => {
    const page = await session.open("/?topology=polar&p.rings=5");
    await page.waitForFunction(() => document.getElementById("topology-board")!.dataset.cells !== undefined);
    const shown = await page.$eval("#topology-board", (board) => board.dataset.hash);
    const tries: [string, string, string][] = [
      ["#p-rings", "abc", 'rings must be a whole number, got "abc"'],
      ["#p-rings", "0", "polar: rings must be an integer from 1 to 1048576, got 0"],
      ["#p-rings", "500", "polar: the page draws at most 200 rings, got 500"],
      ["#p-centre", "2", "polar: centre must be 1 (a disc) or at least 3"],
    ];
    for (const [field, value, message] of tries) {
      await page.fill("#p-rings", "5");
      await page.fill(field, value);
      await page.click("#generate");
      await page.waitForFunction((text) => document.getElementById("message")!.textContent!.includes(text), message);
      expect(await page.isVisible("#message")).toBe(true);
      expect(await page.$eval("#topology-board", (board) => board.dataset.hash)).toBe(shown);
      expect(new URL(page.url()).searchParams.get("p.rings")).toBe("5");
    }
    await page.selectOption("#topology", "hex");
    await page.fill("#width", "400");
    await page.fill("#height", "300");
    await page.click("#generate");
    await page.waitForFunction(() => document.getElementById("message")!.textContent!.includes("hex 400×300 has 120000 cells; the page draws at most 50000"));
  });

  it("a bad link's topology settings are refused by name, and the square grid is shown", async () => {
    const page = await session.open("/?topology=wrap&p.wrap=z&p.rings=3");
    const message = (await page.textContent("#message"))!;
    expect(message).toContain('p.wrap: wrap must be one of x, y, both, got "z"');
    expect(message).toContain('p.rings: wrap has no parameter "rings"; it takes wrap');
    // wrap's "xy" is both, as on the CLI, and the link says so.
    const torus = await session.open("/?topology=wrap&p.wrap=xy&width=5&height=4");
    expect(await torus.$eval("#p-wrap", (field) => (field as HTMLSelectElement).value)).toBe("both");
    expect(new URL(torus.url()).searchParams.get("p.wrap")).toBe("both");
    const cube = await session.open("/?topology=3d&width=300&height=300");
    expect(await cube.textContent("#message")).toContain("topology: 3d 300×300×3 has 270000 cells; the page draws at most 50000");
    expect(await cube.isHidden("#topology-board")).toBe(true);
    // The square grid at its default size: the size refused on a topology is not built on it (8000² would be 64 M cells).
    expect(await cube.getAttribute("#board", "data-generated")).toBe("backtracker 40x30 wasm");
  });
});
