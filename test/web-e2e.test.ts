// End to end in Debian's Chromium (never a downloaded browser): the page loads and generates with the Wasm
// core, an arrow key moves the player, and a second browser context sees the first player's move live.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Maze } from "../src/node.js";
import { chromiumAvailable, type Session, startSession } from "./support/browser.js";
import { call } from "./support/server.js";

describe.skipIf(!chromiumAvailable)("the browser page", () => {
  let session: Session;
  let running: Session["running"];

  beforeAll(async () => {
    session = await startSession();
    running = session.running;
  });
  afterAll(async () => {
    await session?.close();
  });

  const open = () => session.open();

  it("loads, generates with the Wasm core, and an arrow key moves the player", async () => {
    const page = await open();
    expect(await page.getAttribute("#board", "data-generated")).toBe("backtracker 40x30 wasm");
    expect(await page.textContent("#timings")).toMatch(/^generated 40×30 backtracker \(seed 1\) in [\d.]+ ms, in a worker$/);
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
