// The race when the server announces a new level whose maze the page cannot read: the old maze is no longer the
// server's, so it is cleared (never moved on), the level is read again a few times, and then given up, said.

import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/browser.js";
import { KEYS, raceStatus, uncaught, useRace } from "./support/race-page.js";

/** How many of the board's pixels are painted (0: the canvas shows no maze). */
const painted = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.getElementById("board") as HTMLCanvasElement;
    const data = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0;
    for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] !== 0) count++;
    return count;
  });

/** Routes the page's event stream: the first announces level 2 and ends (retried only after a minute). */
async function announceLevel(page: Page): Promise<void> {
  let streams = 0;
  await page.route("**/events", (route) => {
    streams += 1;
    const body = streams === 1 ? 'retry: 60000\n\nevent: level\ndata: {"seq":1,"type":"level","level":2}\n\n' : "retry: 60000\n\n";
    return route.fulfill({ status: 200, contentType: "text/event-stream", body });
  });
}

/** Counts the moves the page sends (each answered 503, which no test below expects to see). */
async function countMoves(page: Page): Promise<() => number> {
  let moves = 0;
  await page.route("**/move/**", (route) => {
    moves += 1;
    return route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" });
  });
  return () => moves;
}

const NO_GOAL = "the server answered 200 OK without a maze and goal (JSON with no maze object and whole goal)";

describe.skipIf(!chromiumAvailable)("the race when a new level cannot be read", () => {
  const race = useRace();

  /** Answers the join's /game from the server and every later one with a maze that has no goal. */
  const noGoalAfterJoin = (page: Page) => {
    let games = 0;
    return {
      count: () => games,
      route: page.route("**/game", async (route: Route) => {
        games += 1;
        if (games === 1) return route.continue();
        // Later than the stream's end, which says "reconnecting" first.
        if (games === 2) await new Promise((resolve) => setTimeout(resolve, 300));
        return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ ...race.game, goal: undefined }) });
      }),
    };
  };

  it("is cleared from the canvas and the list, read 4 times in all, then given up, said; no move is sent meanwhile", async () => {
    const page = await race.session.open();
    const errors = uncaught(page);
    const games = noGoalAfterJoin(page);
    await games.route;
    await announceLevel(page);
    const moves = await countMoves(page);
    await page.click("#join");
    await expect.poll(() => raceStatus(page)).toBe(`could not load the new level: ${NO_GOAL}; trying again (try 2 of 4)…`);
    // The old maze is no longer the server's: nothing of it is drawn or listed, and a key sends no move.
    expect(await painted(page)).toBe(0);
    expect(await page.textContent("#race-players")).toBe("");
    await page.keyboard.press(KEYS[race.open]);
    await expect.poll(() => raceStatus(page), { timeout: 10_000 }).toBe(`could not load the new level: ${NO_GOAL} (gave up after 4 tries; join again)`);
    expect(games.count()).toBe(5);
    await page.keyboard.press(KEYS[race.open]);
    expect(await raceStatus(page)).toBe("the move was not sent: the new level could not be loaded (join again)");
    expect(moves()).toBe(0);
    expect(await painted(page)).toBe(0);
    expect(await page.textContent("#race-players")).toBe("");
    // Given up: no fifth try comes.
    await page.waitForTimeout(1000);
    expect(games.count()).toBe(5);
    expect(errors).toEqual([]);
  });

  it("read on the second try after the server did not answer, is drawn and said, and moves go on", async () => {
    const page = await race.session.open();
    const errors = uncaught(page);
    let games = 0;
    await page.route("**/game", (route) => {
      games += 1;
      return games === 2 ? route.abort("connectionrefused") : route.continue();
    });
    await announceLevel(page);
    await page.click("#join");
    await expect.poll(() => raceStatus(page), { timeout: 5000 }).toBe("the new level is loaded (try 2 of 4)");
    expect(games).toBe(3);
    expect(await painted(page)).toBeGreaterThan(0);
    expect(await page.textContent("#race-players")).toMatch(/ at \(0, 0\) \(you\)$/);
    await page.keyboard.press(KEYS[race.open]);
    await expect.poll(() => raceStatus(page)).toMatch(/^you are at \((1, 0|0, 1)\)$/);
    expect(await page.textContent("#race-players")).toMatch(/ at \((1, 0|0, 1)\) \(you\)$/);
    expect(errors).toEqual([]);
  });

  it("is read no more once the race is left", async () => {
    const page = await race.session.open();
    const errors = uncaught(page);
    const games = noGoalAfterJoin(page);
    await games.route;
    await announceLevel(page);
    await page.click("#join");
    await expect.poll(() => raceStatus(page)).toBe(`could not load the new level: ${NO_GOAL}; trying again (try 2 of 4)…`);
    await page.click("#play");
    expect(await raceStatus(page)).toBe("left the race");
    // Past the longest wait before a second try (0.5 s).
    await page.waitForTimeout(1500);
    expect(games.count()).toBe(2);
    expect(await raceStatus(page)).toBe("left the race");
    expect(errors).toEqual([]);
  });
});
