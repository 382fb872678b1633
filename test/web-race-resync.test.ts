// The race when its event stream comes back after a drop: the server does not replay what it sent meanwhile (moves, a
// new level), so the page reads the race again before moves go on, and says so.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { generate } from "../src/node.js";
import { chromiumAvailable } from "./support/browser.js";
import { KEYS, raceStatus, uncaught, useRace } from "./support/race-page.js";

const pixels = (page: Page) => page.evaluate(() => (document.getElementById("board") as HTMLCanvasElement).toDataURL());
const joined = (page: Page) => page.waitForFunction(() => document.getElementById("race-status")!.textContent!.startsWith("joined as"));

/** The page's first event stream opens once the join is drawn, then ends (back in 50 ms); the later ones are the server's. */
async function dropFirstStream(page: Page): Promise<void> {
  let streams = 0;
  await page.route("**/events", async (route) => {
    streams += 1;
    if (streams > 1) return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 500));
    return route.fulfill({ status: 200, contentType: "text/event-stream", body: "retry: 50\n\n" });
  });
}

describe.skipIf(!chromiumAvailable)("the race when its event stream comes back after a drop", () => {
  const race = useRace();

  it("reads the race again: a maze changed meanwhile is drawn, and the status says the live moves are back", async () => {
    const page = await race.session.open();
    const errors = uncaught(page);
    // Another maze of the race's size: the level the server went to while the stream was down.
    const other = generate({ width: 8, height: 8, seed: 424242 }).toJSON();
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(race.game.maze));
    let games = 0;
    await page.route("**/game", (route) => {
      games += 1;
      return games === 1
        ? route.continue()
        : route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ ...race.game, maze: other }) });
    });
    await dropFirstStream(page);
    await page.click("#join");
    await joined(page);
    const before = await pixels(page);
    await expect.poll(() => raceStatus(page), { timeout: 5000 }).toBe("live moves back: the race is read again");
    expect(games).toBe(2);
    expect(await pixels(page)).not.toBe(before);
    expect(await page.textContent("#race-players")).toMatch(/ at \(0, 0\) \(you\)$/);
    expect(errors).toEqual([]);
  });

  it("refuses moves until the race is read again, and retries a read that fails", async () => {
    const page = await race.session.open();
    const errors = uncaught(page);
    let games = 0;
    await page.route("**/game", async (route) => {
      games += 1;
      if (games === 2) return route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" });
      // The second try slow, so that a key pressed after the first failure meets no maze.
      if (games === 3) await new Promise((resolve) => setTimeout(resolve, 1500));
      return route.continue();
    });
    let moves = 0;
    await page.route("**/move/**", (route) => {
      moves += 1;
      return route.continue();
    });
    await dropFirstStream(page);
    await page.click("#join");
    await joined(page);
    await expect
      .poll(() => raceStatus(page), { timeout: 5000 })
      .toBe("could not read the race again after the stream came back: the server answered 503 Service Unavailable; trying again (try 2 of 4)…");
    await page.keyboard.press(KEYS[race.open]);
    expect(await raceStatus(page)).toBe("the move was not sent: the race is being read again after the stream came back");
    expect(moves).toBe(0);
    await expect.poll(() => raceStatus(page), { timeout: 5000 }).toBe("live moves back: the race is read again (try 2 of 4)");
    expect(games).toBe(3);
    await page.keyboard.press(KEYS[race.open]);
    await expect.poll(() => raceStatus(page)).toMatch(/^you are at \((1, 0|0, 1)\)$/);
    expect(moves).toBe(1);
    expect(errors).toEqual([]);
  });
});
