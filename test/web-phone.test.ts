// The page on a phone (390×844, touch): the maze takes the screen's width, and a swipe on it or an on-screen
// arrow moves the player of the game.

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, type Session, startSession } from "./support/browser.js";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A one-finger swipe across the canvas from its centre, by the browser's own touch input. */
async function swipe(page: Page, dx: number, dy: number): Promise<void> {
  const box = (await page.locator("#board").boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const steps = 5;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= steps; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + (dx * step) / steps, y: y + (dy * step) / steps }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

const at = async (page: Page): Promise<string> => /you are at (\(\d+, \d+\))/.exec((await page.textContent("#status"))!)![1]!;

describe.skipIf(!chromiumAvailable)("the page on a phone", () => {
  let session: Session;
  beforeAll(async () => {
    session = await startSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("the maze is at least 90% of the screen's width; a swipe and the arrows move the player", async () => {
    const page = await session.open("/", PHONE);
    const [canvas, screen] = await page.evaluate(() => [document.getElementById("board")!.getBoundingClientRect().width, window.innerWidth]);
    expect(screen).toBe(390);
    expect(canvas).toBeGreaterThanOrEqual(0.9 * 390);

    await page.tap("#play");
    expect(await at(page)).toBe("(0, 0)");
    // Seed 001's first level: from (0, 0) one of east and south is open; a swipe the wrong way leaves the player.
    await swipe(page, 120, 0);
    if ((await at(page)) === "(0, 0)") await swipe(page, 0, 120);
    const moved = await at(page);
    expect(["(1, 0)", "(0, 1)"]).toContain(moved);
    // The on-screen arrow back undoes the move.
    await page.tap(moved === "(1, 0)" ? "#pad [data-move=W]" : "#pad [data-move=N]");
    await expect.poll(() => at(page)).toBe("(0, 0)");
  });
});
