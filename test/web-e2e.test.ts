// End to end in Debian's Chromium (never a downloaded browser): the page loads and generates with the Wasm
// core, an arrow key moves the player, and a second browser context sees the first player's move live.

import { existsSync } from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Maze } from "../src/node.js";
import { defaultWebRoot } from "../src/server/static.js";
import { call, type Running, startServer } from "./support/server.js";

const CHROMIUM = "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-quic",
  "--no-first-run",
  "--disable-component-update",
  "--disable-sync",
];
const available = existsSync(CHROMIUM);
if (!available) console.warn(`web-e2e: skipped, ${CHROMIUM} is missing (apt-get install chromium; .ci/run installs it)`);

describe.skipIf(!available)("the browser page", () => {
  let running: Running;
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(`${defaultWebRoot}/index.html`)) throw new Error("the page is not built: run npm run build (build:web writes dist/web)");
    running = await startServer();
    // Each launch gets a fresh temporary profile, and each context below is isolated from the other.
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await running?.server.close();
  });

  async function open(): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width: 1200, height: 760 } })).newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(running.base);
    await page.waitForSelector("body[data-ready=true]", { timeout: 20_000 });
    expect(errors).toEqual([]);
    return page;
  }

  it("loads, generates with the Wasm core, and an arrow key moves the player", async () => {
    const page = await open();
    expect(await page.getAttribute("#board", "data-generated")).toBe("backtracker 40x30 wasm");
    expect(await page.textContent("#timings")).toMatch(/^generated 40×30 backtracker: wasm [\d.]+ ms, reference [\d.]+ ms/);
    await page.click("#play");
    expect(await page.textContent("#status")).toContain("you are at (0, 0)");
    await page.keyboard.press("ArrowRight");
    if ((await page.textContent("#status"))!.includes("(0, 0)")) await page.keyboard.press("ArrowDown");
    expect(await page.textContent("#status")).toMatch(/you are at \((1, 0|0, 1)\)/);
    const shot = await page.screenshot();
    expect(shot.subarray(1, 4).toString()).toBe("PNG");
  });

  it("a second context joins the race and sees the first player's move; symbols stay text", async () => {
    const first = await open();
    await first.fill("#symbol", "🦊");
    await first.click("#join");
    await first.waitForFunction(() => document.getElementById("race-status")!.textContent!.startsWith("joined as"));
    const second = await open();
    await second.fill("#symbol", "🐙");
    await second.click("#join");
    await second.waitForFunction(() => document.getElementById("race-status")!.textContent!.startsWith("joined as"));
    expect((await call(running.base, "POST", "/login", { json: { symbol: "<" } })).status).toBe(201);

    const maze = Maze.fromJSON((await call(running.base, "GET", "/game")).body.maze);
    const [key, to] = maze.has(0, 0, "E") ? ["ArrowRight", "(1, 0)"] : ["ArrowDown", "(0, 1)"];
    await first.keyboard.press(key);
    await first.waitForFunction((at) => document.getElementById("race-status")!.textContent === `you are at ${at}`, to);
    await second.waitForFunction((at) => document.getElementById("race-players")!.textContent!.includes(`🦊 #1 at ${at}`), to, { timeout: 10_000 });
    await second.waitForFunction(() => document.getElementById("race-players")!.textContent!.includes("< #3 at (0, 0)"));
    expect(await second.$$eval("#race-players li", (items) => items.map((item) => item.childElementCount))).toEqual([0, 0, 0]);
  });
});
