// The games in Chromium: walking into a wall bumps (the maze gets the bump class for a moment) with no request and
// no console error; one game at a time, so the race shows nothing of the adventure and stops drawing once left.

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, type Session, startSession } from "./support/browser.js";
import { login } from "./support/server.js";

/** Records the console's errors, the requests of moves, and every class the canvas takes. */
async function watch(page: Page): Promise<{ errors: string[]; moves: string[]; classes: () => Promise<string[]> }> {
  const errors: string[] = [];
  const moves: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("request", (request) => {
    if (request.url().includes("/move/")) moves.push(request.url());
  });
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    // The class as each batch of changes left it (a bump takes the class off and on again in one task).
    new MutationObserver(() => {
      const now = document.getElementById("board")!.className;
      if (seen.at(-1) !== now) seen.push(now);
    }).observe(document.getElementById("board")!, { attributeFilter: ["class"] });
  });
  return { errors, moves, classes: () => page.evaluate(() => (window as unknown as { seen: string[] }).seen) };
}

const joined = (page: Page) => page.waitForFunction(() => document.getElementById("race-status")!.textContent!.startsWith("joined as"));

describe.skipIf(!chromiumAvailable)("bumps and one game at a time", () => {
  let session: Session;
  beforeAll(async () => {
    session = await startSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("a move into a wall bumps, in the adventure and in the race, with no request and no console error", async () => {
    const page = await session.open();
    const seen = await watch(page);
    await page.click("#play");
    // North of (0, 0) is the outer wall.
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => page.getAttribute("#board", "data-bumps")).toBe("1");
    expect(await page.textContent("#status")).toContain("you are at (0, 0)");
    // The class comes, then goes when the bump is over.
    await expect.poll(seen.classes).toEqual(["bump", ""]);

    await page.click("#join");
    await joined(page);
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => page.getAttribute("#board", "data-bumps")).toBe("2");
    expect(await page.textContent("#race-status")).toBe("a wall is in the way: no passage N from (0, 0)");
    await expect.poll(seen.classes).toEqual(["bump", "", "bump", ""]);
    expect(seen.moves).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  it("the race clears the adventure's status; once the generator takes the canvas, the race is left and draws no more", async () => {
    const page = await session.open();
    await page.click("#play");
    expect(await page.textContent("#status")).toMatch(/^level 1, lives 3, score 0; you are at \(0, 0\)$/);
    await page.click("#join");
    await joined(page);
    expect(await page.textContent("#status")).toBe("");
    expect(await page.$$eval("#race-players li", (items) => items.length)).toBeGreaterThanOrEqual(1);

    // The page's first maze said "generated" already: cleared, the line says so again only once the new one is drawn.
    await page.$eval("#timings", (line) => {
      line.textContent = "";
    });
    await page.click("#generate");
    await page.waitForFunction(() => document.getElementById("race-status")!.textContent === "left the race");
    await page.waitForFunction(() => document.getElementById("timings")!.textContent!.startsWith("generated"));
    const drawn = await page.$eval("#board", (canvas) => (canvas as HTMLCanvasElement).toDataURL());
    // Another page in the race sees a new player join; the page that left draws nothing of it.
    const other = await session.open();
    await other.click("#join");
    await joined(other);
    const { id } = await login(session.running.base, "<");
    await other.waitForFunction((n) => document.getElementById("race-players")!.textContent!.includes(`< #${n} at`), id);
    expect(await page.$eval("#board", (canvas) => (canvas as HTMLCanvasElement).toDataURL())).toBe(drawn);
    expect(await page.$$eval("#race-players li", (items) => items.length)).toBe(0);
  });
});
