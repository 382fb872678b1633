// The page's settings live in its URL: a link opened in a fresh browser context shows the same maze, byte for
// byte (the page exposes the SHA-256 of the cells, compared here with generate() in Node); a changed setting
// rewrites the link; a bad link is refused with a visible message. Downloads are valid files of their format.

import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate, Maze, solve } from "../src/node.js";
import { chromiumAvailable, type Session, startSession } from "./support/browser.js";

function cellsHash(options: Parameters<typeof generate>[0]): string {
  return createHash("sha256").update(generate(options).cells).digest("hex");
}

/** Waits until the canvas shows the maze of this hash (each change of a field shows a maze: wait for the last). */
async function showing(page: Page, hash: string): Promise<void> {
  await page.waitForFunction((wanted) => document.getElementById("board")!.dataset.hash === wanted, hash);
}

describe.skipIf(!chromiumAvailable)("links and downloads", () => {
  let session: Session;
  beforeAll(async () => {
    session = await startSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("a link reproduces the maze's bytes in a fresh context, with algorithm options and a text seed", async () => {
    const link = "/?algorithm=sidewinder&width=37&height=23&seed=share%20me&o.p=0.3&view=plain";
    const page = await session.open(link);
    const expected = cellsHash({ algorithm: "sidewinder", width: 37, height: 23, seed: "share me", options: { p: 0.3 } });
    expect(await page.getAttribute("#board", "data-hash")).toBe(expected);
    expect(await page.isHidden("#message")).toBe(true);
    // The page wrote every setting back: the full link opened elsewhere gives the same bytes.
    const full = new URL(page.url());
    expect(Object.fromEntries(full.searchParams)).toEqual({
      tab: "maze",
      algorithm: "sidewinder",
      width: "37",
      height: "23",
      seed: "share me",
      "o.p": "0.3",
      solver: "bfs",
      view: "plain",
      solved: "0",
    });
    const again = await session.open(full.pathname + full.search);
    expect(await again.getAttribute("#board", "data-hash")).toBe(expected);
  });

  it("changing a setting rewrites the URL, and that URL reproduces the new maze", async () => {
    const page = await session.open("/");
    await page.selectOption("#algorithm", "wilson");
    await page.fill("#width", "300");
    await page.fill("#seed", "77");
    await page.click("#generate");
    const hash = cellsHash({ algorithm: "wilson", width: 300, height: 30, seed: 77 });
    await showing(page, hash);
    const url = new URL(page.url());
    expect([url.searchParams.get("algorithm"), url.searchParams.get("width"), url.searchParams.get("seed")]).toEqual(["wilson", "300", "77"]);
    const other = await session.open(url.pathname + url.search);
    expect(await other.getAttribute("#board", "data-hash")).toBe(hash);
  });

  it("a bad link is refused with a visible message naming what is allowed; the defaults are shown", async () => {
    const page = await session.open("/?algorithm=wilsn&width=-3&o.p=2&view=sideways&bogus=1");
    expect(await page.isVisible("#message")).toBe(true);
    const message = (await page.textContent("#message"))!;
    expect(message).toContain('algorithm: unknown algorithm "wilsn" (did you mean "wilson"?)');
    expect(message).toContain('width: must be a whole number in [1, 8000], got "-3"');
    expect(message).toContain("o.p: unknown option; backtracker takes no options");
    expect(message).toContain('view: must be one of heat, plain, got "sideways"');
    expect(message).toContain('unknown setting "bogus"');
    expect(await page.getAttribute("#board", "data-hash")).toBe(cellsHash({ algorithm: "backtracker", width: 40, height: 30, seed: 1 }));
  });

  it("downloads svg, png and json of the maze shown, solution included: each a valid file of its format", async () => {
    const page = await session.open("/?algorithm=kruskal&width=25&height=15&seed=9&solved=1");
    const maze = generate({ algorithm: "kruskal", width: 25, height: 15, seed: 9 });
    const path = solve(maze).path;
    const saved = async (format: string): Promise<{ name: string; bytes: Buffer }> => {
      const [download] = await Promise.all([page.waitForEvent("download"), page.click(`button.download[data-format=${format}]`)]);
      return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
    };

    const json = await saved("json");
    expect(json.name).toBe("maze-kruskal-25x15-9.json");
    const read = Maze.fromJSON(JSON.parse(json.bytes.toString("utf8")));
    expect(Buffer.from(read.cells).equals(Buffer.from(maze.cells))).toBe(true);
    expect(JSON.parse(json.bytes.toString("utf8")).solution.path).toEqual(path);

    const png = await saved("png");
    expect(png.name).toBe("maze-kruskal-25x15-9.png");
    const image = PNG.sync.read(png.bytes);
    // 12-pixel cells and 2-pixel walls inside a 6-pixel margin: 2·6 + 25·14 + 2 across, 2·6 + 15·14 + 2 down.
    expect([image.width, image.height]).toEqual([364, 224]);

    const svg = await saved("svg");
    expect(svg.name).toBe("maze-kruskal-25x15-9.svg");
    const parsed = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, "image/svg+xml");
      return {
        root: document.documentElement.nodeName,
        errors: document.getElementsByTagName("parsererror").length,
        width: document.documentElement.getAttribute("width"),
      };
    }, svg.bytes.toString("utf8"));
    expect(parsed).toEqual({ root: "svg", errors: 0, width: "364" });
  });
});
