// The race when the server sends a position outside the maze (the race's first maze is 8×8): a goal or a player in
// the join's answers, a player in an event, a move's reply. None is drawn or listed; the status says what came.

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/browser.js";
import { KEYS, raceStatus, uncaught, useRace } from "./support/race-page.js";

const pixels = (page: Page) => page.evaluate(() => (document.getElementById("board") as HTMLCanvasElement).toDataURL());
const joined = (page: Page) => page.waitForFunction(() => document.getElementById("race-status")!.textContent!.startsWith("joined as"));

describe.skipIf(!chromiumAvailable)("the race when the server sends a position outside the maze", () => {
  const race = useRace();

  // The positions below are outside the race's first maze, 8×8.
  beforeAll(() => {
    expect([race.maze.width, race.maze.height]).toEqual([8, 8]);
  });

  for (const [what, path, body, said] of [
    [
      "a goal past the maze's right side",
      "game",
      () => ({ ...race.game, goal: { x: 8, y: 3 } }),
      "without a maze and goal (JSON with the goal at (8, 3), outside the 8×8 maze)",
    ],
    [
      "a goal above the maze",
      "game",
      () => ({ ...race.game, goal: { x: 0, y: -1 } }),
      "without a maze and goal (JSON with the goal at (0, -1), outside the 8×8 maze)",
    ],
    [
      "a player past the maze's right side",
      "players",
      () => ({ level: 1, players: [{ id: 1, symbol: "A", x: 8, y: 0 }] }),
      "without the players' list (JSON with player #1 at (8, 0), outside the 8×8 maze)",
    ],
    [
      "a player below the maze",
      "players",
      () => ({ level: 1, players: [{ id: 1, symbol: "A", x: 0, y: 8 }] }),
      "without the players' list (JSON with player #1 at (0, 8), outside the 8×8 maze)",
    ],
    [
      "a player left of the maze",
      "players",
      () => ({ level: 1, players: [{ id: 1, symbol: "A", x: -1, y: 0 }] }),
      "without the players' list (JSON with player #1 at (-1, 0), outside the 8×8 maze)",
    ],
  ] as const) {
    it(`a join answered with ${what} says so and draws nothing; nothing is thrown`, async () => {
      const page = await race.session.open();
      const errors = uncaught(page);
      const before = await pixels(page);
      await page.route(`**/${path}`, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body()) }));
      await page.click("#join");
      await expect.poll(() => raceStatus(page)).toBe(`could not join: the server answered 200 OK ${said}`);
      expect(await page.textContent("#race-players")).toBe("");
      expect(await pixels(page)).toBe(before);
      expect(errors).toEqual([]);
    });
  }

  for (const [x, y] of [
    [8, 0],
    [0, -1],
  ] as const) {
    it(`an event with a player at (${x}, ${y}) stops the live moves, is said, and lists or draws no such player`, async () => {
      const page = await race.session.open();
      const errors = uncaught(page);
      await page.route("**/events", async (route) => {
        // Once the join's maze is there to check the position against.
        await joined(page);
        const event = `event: move\ndata: ${JSON.stringify({ id: 99, symbol: "B", x, y })}\n\n`;
        return route.fulfill({ status: 200, contentType: "text/event-stream", body: `retry: 60000\n\n${event}` });
      });
      await page.click("#join");
      await joined(page);
      const before = await pixels(page);
      await expect.poll(() => raceStatus(page)).toBe(`live moves stopped: the server sent player #99 at (${x}, ${y}), outside the 8×8 maze (join again)`);
      expect(await page.textContent("#race-players")).not.toContain("#99");
      expect(await pixels(page)).toBe(before);
      expect(errors).toEqual([]);
    });
  }

  it("a move answered 200 with a position outside the maze says so; the player stays where it was", async () => {
    const page = await race.session.open();
    const errors = uncaught(page);
    await page.click("#join");
    await joined(page);
    const before = await page.textContent("#race-players");
    expect(before).toMatch(/ at \(0, 0\) \(you\)/);
    const drawn = await pixels(page);
    await page.route("**/move/**", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"x":8,"y":0}' }));
    await page.keyboard.press(KEYS[race.open]);
    await expect
      .poll(() => raceStatus(page))
      .toBe("the server answered 200 OK without the new position (JSON with (8, 0), outside the 8×8 maze); the move may have been made");
    expect(await page.textContent("#race-players")).toBe(before);
    expect(await pixels(page)).toBe(drawn);
    expect(errors).toEqual([]);
  });

  it("a move refused 409 with a position outside the maze says the refusal; the player stays where it was", async () => {
    const page = await race.session.open();
    const errors = uncaught(page);
    await page.click("#join");
    await joined(page);
    const before = await page.textContent("#race-players");
    await page.route("**/move/**", (route) =>
      route.fulfill({ status: 409, contentType: "application/json", body: '{"error":"wall","reason":"a wall is in the way","x":-1,"y":0}' }),
    );
    await page.keyboard.press(KEYS[race.open]);
    await expect.poll(() => raceStatus(page)).toBe("a wall is in the way");
    await page.waitForTimeout(400);
    expect(await page.textContent("#race-players")).toBe(before);
    expect(errors).toEqual([]);
  });
});
