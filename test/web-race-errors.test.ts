// The race against a server that fails: a move the server never answers, or answers with a proxy's error page, is
// said in the race status (no uncaught error); a login or a maze refused with a non-JSON or error body says what
// the server answered, not a JSON parser's complaint.

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, type Session, startSession } from "./support/browser.js";
import { KEYS, raceStatus, uncaught, useRace } from "./support/race-page.js";

describe.skipIf(!chromiumAvailable)("the race when the server fails", () => {
  const race = useRace();

  it("a move the server never answers, then one answered by a proxy's 502 page, is said; nothing is thrown", async () => {
    const page = await race.session.open();
    const errors = uncaught(page);
    await page.click("#join");
    await page.waitForFunction(() => document.getElementById("race-status")!.textContent!.startsWith("joined as"));
    await page.route("**/move/**", (route) => route.abort("connectionrefused"));
    await page.keyboard.press(KEYS[race.open]);
    await expect.poll(() => raceStatus(page)).toMatch(/^the move was not sent: the server did not answer/);
    await page.unroute("**/move/**");
    await page.route("**/move/**", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<html>Bad gateway</html>" }));
    await page.keyboard.press(KEYS[race.open]);
    await expect.poll(() => raceStatus(page)).toBe("the server answered 502 Bad Gateway");
    expect(errors).toEqual([]);
  });

  it("a move answered 200 with a body that is not JSON, or JSON without a position, says what the server answered", async () => {
    const page = await race.session.open();
    const errors = uncaught(page);
    await page.click("#join");
    await page.waitForFunction(() => document.getElementById("race-status")!.textContent!.startsWith("joined as"));
    const before = await page.textContent("#race-players");
    expect(before).toMatch(/ at \(0, 0\) \(you\)/);
    await page.route("**/move/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<html>Welcome to the hotel Wi-Fi</html>" }));
    await page.keyboard.press(KEYS[race.open]);
    await expect
      .poll(() => raceStatus(page))
      .toBe("the server answered 200 OK without the new position (a text/html body, not JSON); the move may have been made");
    await page.unroute("**/move/**");
    await page.route("**/move/**", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"x":"1","y":null}' }));
    await page.keyboard.press(KEYS[race.open]);
    await expect
      .poll(() => raceStatus(page))
      .toBe("the server answered 200 OK without the new position (JSON with no whole x and y); the move may have been made");
    // The player stays where the page last knew it: never drawn or listed at (undefined, undefined).
    expect(await page.textContent("#race-players")).toBe(before);
    expect(errors).toEqual([]);
  });

  it("a login refused with a plain-text 503, or a maze refused with a 500, says what the server answered", async () => {
    const page = await race.session.open();
    await page.route("**/login", (route) => route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" }));
    await page.click("#join");
    await expect.poll(() => raceStatus(page)).toBe("could not join: the server answered 503 Service Unavailable");

    const other = await race.session.open();
    await other.route("**/game", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }));
    await other.click("#join");
    await expect.poll(() => raceStatus(other)).toBe("could not join: the server answered 500 Internal Server Error: boom");
  });

  /** The canvas's pixels, to see that a failed join drew nothing. */
  const pixels = (page: Page) => page.evaluate(() => (document.getElementById("board") as HTMLCanvasElement).toDataURL());
  const listeners = async () => ((await (await fetch(`${race.session.running.base}/health`)).json()) as { listeners: number }).listeners;

  it("a login answered 200 with a body that is not JSON, or JSON without a whole id and a token, is not a join: said, no stream opened, nothing drawn", async () => {
    const page = await race.session.open();
    const errors = uncaught(page);
    const streams: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/events")) streams.push(request.url());
    });
    const before = await pixels(page);
    await page.route("**/login", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<html>Welcome to the hotel Wi-Fi</html>" }));
    await page.click("#join");
    await expect.poll(() => raceStatus(page)).toBe("could not join: the server answered 200 OK without a player's id and token (a text/html body, not JSON)");
    await page.unroute("**/login");
    await page.route("**/login", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"id":"3","token":42}' }));
    await page.click("#join");
    await expect
      .poll(() => raceStatus(page))
      .toBe("could not join: the server answered 200 OK without a player's id and token (JSON with no whole id and token)");
    expect(streams).toEqual([]);
    expect(await page.textContent("#race-players")).toBe("");
    expect(await pixels(page)).toBe(before);
    expect(errors).toEqual([]);
  });

  // The join's own maze and players' list: a reply of the wrong shape fails the join, draws nothing, and the event
  // stream the join opened is closed.
  for (const [what, path, body, said] of [
    [
      "a maze that is a text/html page",
      "game",
      { contentType: "text/html", body: "<html>Bad gateway</html>" },
      "without a maze and goal (a text/html body, not JSON)",
    ],
    [
      "a maze with no goal",
      "game",
      { contentType: "application/json", body: '{"level":1,"maze":{}}' },
      "without a maze and goal (JSON with no maze object and whole goal)",
    ],
    [
      "a maze the page cannot read",
      "game",
      { contentType: "application/json", body: '{"level":1,"goal":{"x":0,"y":0},"maze":{"width":2}}' },
      'with a maze the page cannot read (json: format: must be "daedalus-maze/1", got nothing)',
    ],
    [
      "a players' list that is a text/plain page",
      "players",
      { contentType: "text/plain", body: "OK" },
      "without the players' list (a text/plain body, not JSON)",
    ],
    [
      "a player with no whole cell",
      "players",
      { contentType: "application/json", body: '{"level":1,"players":[{"id":1,"symbol":"A","x":"0","y":0}]}' },
      "without the players' list (JSON with no list of players' whole ids and cells)",
    ],
  ] as const) {
    it(`a join answered 200 with ${what} says so, draws nothing, and closes its event stream; nothing is thrown`, async () => {
      const page = await race.session.open();
      const errors = uncaught(page);
      const before = await pixels(page);
      await page.route(`**/${path}`, (route) => route.fulfill({ status: 200, ...body }));
      await page.click("#join");
      await expect.poll(() => raceStatus(page)).toBe(`could not join: the server answered 200 OK ${said}`);
      expect(await page.textContent("#race-players")).toBe("");
      expect(await pixels(page)).toBe(before);
      // The server sees the closed stream's socket end a moment later on a busy machine.
      await expect.poll(listeners, { timeout: 5000 }).toBe(0);
      expect(errors).toEqual([]);
    });
  }

  it("a double click on Join keeps one event stream open: the replaced join's is closed", async () => {
    // The streams of the pages before this test have closed with them.
    await expect.poll(listeners).toBe(0);
    const page = await race.session.open();
    await page.dblclick("#join");
    await page.waitForFunction(() => document.getElementById("race-status")!.textContent!.startsWith("joined as"));
    await expect.poll(listeners).toBe(1);
    // Still one a moment later (the replaced join's stream would have opened by now).
    await page.waitForTimeout(500);
    expect(await listeners()).toBe(1);
  });

  it("an event stream the server refuses is said, not left as a race whose other players stand still", async () => {
    const page = await race.session.open();
    await page.route("**/events", (route) => route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" }));
    await page.click("#join");
    await expect.poll(() => raceStatus(page)).toBe("live moves stopped: the server refused the event stream (join again)");
  });
});

describe.skipIf(!chromiumAvailable)("the race's event stream sending what the page cannot read", () => {
  let session: Session;
  beforeAll(async () => {
    session = await startSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  // `retry: 50` first: a stream left open would be back (and read again) within the wait below.
  for (const [what, event] of [
    ["data that is not JSON", "event: move\ndata: <html>Bad gateway</html>\n\n"],
    ["JSON that is not a player's position", 'event: join\ndata: {"id":"7","x":1}\n\n'],
  ] as const) {
    it(`a message with ${what} stops the live moves, is said, and closes the stream; nothing is thrown`, async () => {
      const page = await session.open();
      const errors = uncaught(page);
      let streams = 0;
      await page.route("**/events", (route) => {
        streams += 1;
        return route.fulfill({ status: 200, contentType: "text/event-stream", body: `retry: 50\n\n${event}` });
      });
      await page.click("#join");
      await expect.poll(() => raceStatus(page)).toBe("live moves stopped: the server sent an event the page could not read (join again)");
      await page.waitForTimeout(500);
      expect(streams).toBe(1);
      expect(await raceStatus(page)).toBe("live moves stopped: the server sent an event the page could not read (join again)");
      expect(await page.textContent("#race-players")).not.toContain("undefined");
      expect(errors).toEqual([]);
    });
  }
});
