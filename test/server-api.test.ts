import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Direction, Maze } from "../src/node.js";
import { BODY_LIMIT } from "../src/server/app.js";
import { inlineScriptHashes } from "../src/server/security.js";
import { loadState, saveState } from "../src/server/state-file.js";
import { call, type Json, listen, login, loginFrom, type Running, startServer, until } from "./support/server.js";

let running: Running;
let clock = 0;

beforeAll(async () => {
  running = await startServer({ moveLimit: { rate: 1, burst: 3 }, now: () => clock });
});
afterAll(async () => {
  await running.server.close();
});

function wallFrom(x: number, y: number): Direction {
  return (["N", "E", "S", "W"] as Direction[]).find((direction) => !running.race.maze.has(x, y, direction))!;
}

describe("serve: routes", () => {
  it("GET /health", async () => {
    const reply = await call(running.base, "GET", "/health");
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: "ok", level: 1 });
  });

  it("POST /login gives an id and a secret token; GET /players lists the symbol at the start", async () => {
    const reply = await call(running.base, "POST", "/login", { json: { symbol: "🦊" } });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ symbol: "🦊", x: 0, y: 0, level: 1 });
    expect(reply.body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const players = await call(running.base, "GET", "/players");
    expect(players.body.players).toContainEqual({ id: reply.body.id, symbol: "🦊", x: 0, y: 0, moves: 0, wins: 0 });
  });

  it("accepts one grapheme of several code points (ZWJ family, flag, accented letter)", async () => {
    for (const symbol of ["👩‍👩‍👧‍👦", "🇫🇷", "é", "A"]) expect((await call(running.base, "POST", "/login", { json: { symbol } })).status).toBe(201);
  });

  it("GET /game is the daedalus-maze/1 json of the current level's maze", async () => {
    const reply = await call(running.base, "GET", "/game");
    expect(reply.status).toBe(200);
    expect(reply.body.level).toBe(1);
    expect(reply.body.goal).toEqual({ x: 7, y: 7 });
    expect(Maze.fromJSON(reply.body.maze).cells).toEqual(running.race.maze.cells);
  });

  it("POST /move/<direction> moves the token's player only; a wall gives 409 with the reason; arrow names work", async () => {
    const mover = await login(running.base, "🐙");
    const other = await login(running.base, "🐢");
    const blocked = wallFrom(0, 0);
    const refused = await call(running.base, "POST", `/move/${blocked}`, { token: mover.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: "wall", reason: `a wall is in the way: no passage ${blocked} from (0, 0)`, x: 0, y: 0 });
    const open = running.race.maze.passages(0, 0)[0]!;
    const alias = { N: "up", E: "right", S: "down", W: "left" }[open];
    const moved = await call(running.base, "POST", `/move/${alias}`, { token: mover.token });
    expect(moved.status).toBe(200);
    const at = open === "E" ? { x: 1, y: 0 } : { x: 0, y: 1 };
    expect(moved.body).toMatchObject({ id: mover.id, ...at, level: 1, won: false });
    const players = (await call(running.base, "GET", "/players")).body.players;
    expect(players.find((p: { id: number }) => p.id === mover.id)).toMatchObject(at);
    expect(players.find((p: { id: number }) => p.id === other.id)).toMatchObject({ x: 0, y: 0, moves: 0 });
  });

  it("limits moves per player: 429 with Retry-After past the burst, allowed again once the bucket refills", async () => {
    const player = await login(running.base, "🐇");
    const other = await login(running.base, "🐌");
    const back = running.race.maze.passages(0, 0)[0]!;
    const forth = { N: "S", S: "N", E: "W", W: "E" }[back];
    const statuses = [];
    for (const direction of [back, forth, back, forth]) statuses.push((await call(running.base, "POST", `/move/${direction}`, { token: player.token })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await call(running.base, "POST", `/move/${forth}`, { token: player.token });
    expect(limited.headers.get("retry-after")).toBe("1");
    expect(limited.body.error).toBe("too many moves: slow down");
    expect((await call(running.base, "POST", `/move/${back}`, { token: other.token })).status).toBe(200);
    clock += 1000;
    expect((await call(running.base, "POST", `/move/${forth}`, { token: player.token })).status).toBe(200);
  });

  it("streams joins and moves live as Server-Sent Events, numbered", async () => {
    const stream = await listen(running.base);
    const player = await login(running.base, "🦉");
    const open = running.race.maze.passages(0, 0)[0]!;
    await call(running.base, "POST", `/move/${open}`, { token: player.token });
    await until(() => stream.events.length >= 2);
    stream.stop();
    expect(stream.events.map((event) => [event.type, event.id])).toEqual([
      ["join", player.id],
      ["move", player.id],
    ]);
    expect(stream.events[1].seq).toBe(stream.events[0].seq + 1);
  });
});

describe("serve: bad input is a 4xx with a JSON error, and the server keeps serving", () => {
  const bad: Array<[string, () => Promise<{ status: number; body: Json }>, number, RegExp]> = [
    [
      "bad JSON",
      () => call(running.base, "POST", "/login", { body: "{symbol:", headers: { "content-type": "application/json" } }),
      400,
      /^the body is not valid JSON: .*position 1/,
    ],
    [
      "an empty JSON body",
      () => call(running.base, "POST", "/login", { body: "", headers: { "content-type": "application/json" } }),
      400,
      /^the body is empty: send the body as application\/json in UTF-8$/,
    ],
    [
      "valid JSON with a __proto__ key",
      () => call(running.base, "POST", "/login", { body: '{"symbol":"a","__proto__":{}}', headers: { "content-type": "application/json" } }),
      400,
      /^the body's JSON has the key "__proto__", which no request takes$/,
    ],
    [
      "valid JSON with a nested constructor.prototype",
      () =>
        call(running.base, "POST", "/login", {
          body: '{"symbol":"a","x":[{"constructor":{"prototype":{}}}]}',
          headers: { "content-type": "application/json" },
        }),
      400,
      /^the body's JSON has the key "constructor", which no request takes$/,
    ],
    [
      "a body that is not JSON",
      () => call(running.base, "POST", "/login", { body: "symbol=x", headers: { "content-type": "text/plain" } }),
      415,
      /^unsupported content type "text\/plain": send the body as application\/json in UTF-8$/,
    ],
    [
      "an unknown content type",
      () => call(running.base, "POST", "/login", { body: "x", headers: { "content-type": "application/xml" } }),
      415,
      /^unsupported content type "application\/xml": send the body as application\/json in UTF-8$/,
    ],
    [
      "JSON in UTF-16",
      () => call(running.base, "POST", "/login", { body: "{}", headers: { "content-type": "application/json; charset=utf-16le" } }),
      415,
      /^unsupported charset "utf-16le": send the body as application\/json in UTF-8$/,
    ],
    [
      "a compressed body",
      () => call(running.base, "POST", "/login", { body: "{}", headers: { "content-type": "application/json", "content-encoding": "gzip" } }),
      415,
      /^unsupported content encoding "gzip": send the body as application\/json in UTF-8, uncompressed$/,
    ],
    [
      "an oversized body",
      () => call(running.base, "POST", "/login", { json: { symbol: "x".repeat(BODY_LIMIT) } }),
      413,
      /^request body too large: at most 1024 bytes$/,
    ],
    ["no symbol", () => call(running.base, "POST", "/login", { json: {} }), 400, /must have required property 'symbol'/],
    ["a symbol that is not a string", () => call(running.base, "POST", "/login", { json: { symbol: 7 } }), 400, /must be string/],
    ["an unknown field", () => call(running.base, "POST", "/login", { json: { symbol: "x", admin: true } }), 400, /must NOT have additional properties/],
    ["two graphemes", () => call(running.base, "POST", "/login", { json: { symbol: "🦊🐙" } }), 400, /exactly one grapheme.*got 2/],
    ["an empty symbol", () => call(running.base, "POST", "/login", { json: { symbol: "" } }), 400, /must not be empty/],
    ["a space", () => call(running.base, "POST", "/login", { json: { symbol: " " } }), 400, /must be visible/],
    ["a control character", () => call(running.base, "POST", "/login", { json: { symbol: "\u0007" } }), 400, /must be visible/],
    ["markup", () => call(running.base, "POST", "/login", { json: { symbol: "<b>" } }), 400, /exactly one grapheme/],
    ["a long run of combining marks", () => call(running.base, "POST", "/login", { json: { symbol: `a${"\u0301".repeat(20)}` } }), 400, /one short grapheme/],
    ["an unknown route", () => call(running.base, "GET", "/admin"), 404, /no route GET \/admin/],
    ["a wrong method", () => call(running.base, "GET", "/login"), 405, /^GET is not allowed on \/login: use POST$/],
    ["a wrong method on a route with a parameter", () => call(running.base, "GET", "/move/N"), 405, /^GET is not allowed on \/move\/N: use POST$/],
    // The router takes an empty parameter (POST /move/ is the move route, refused for its direction).
    ["a wrong method on a route with an empty parameter", () => call(running.base, "GET", "/move/"), 405, /^GET is not allowed on \/move\/: use POST$/],
    ["a method no route has", () => call(running.base, "DELETE", "/game"), 405, /^DELETE is not allowed on \/game: use GET or HEAD$/],
    // Refused before the body is read: a body a route would not take does not change the answer to 400 or 415.
    ["a method that takes a body, without one", () => call(running.base, "QUERY", "/health"), 405, /^QUERY is not allowed on \/health: use GET or HEAD$/],
    [
      "a wrong method with a body that is not JSON",
      () => call(running.base, "DELETE", "/game", { body: "{", headers: { "content-type": "application/json" } }),
      405,
      /^DELETE is not allowed on \/game: use GET or HEAD$/,
    ],
    [
      "an unknown route with a body that is not JSON",
      () => call(running.base, "POST", "/admin", { body: "{", headers: { "content-type": "application/json" } }),
      404,
      /^no route POST \/admin$/,
    ],
    ["a malformed escape in the URL", () => call(running.base, "POST", "/move/%zz"), 400, /^malformed URL: each % must start an escape/],
    ["a direction of 101 characters", () => call(running.base, "POST", `/move/${"N".repeat(101)}`), 414, /^a path parameter is longer than 100 characters$/],
    ["a move without a token", () => call(running.base, "POST", "/move/N"), 401, /missing Authorization/],
    ["a malformed Authorization", () => call(running.base, "POST", "/move/N", { headers: { authorization: "Basic abc" } }), 401, /malformed/],
    ["a wrong token", () => call(running.base, "POST", "/move/N", { token: "A".repeat(32) }), 401, /unknown token/],
  ];
  for (const [name, request, status, message] of bad) {
    it(`${name} → ${status}`, async () => {
      const reply = await request();
      expect(reply.status).toBe(status);
      expect(reply.body.error).toMatch(message);
      expect((await call(running.base, "GET", "/health")).status).toBe(200);
    });
  }

  it("a wrong method → 405 with Allow, and refusals the router makes carry the security headers", async () => {
    const reply = await call(running.base, "PUT", "/login");
    expect(reply.status).toBe(405);
    expect(reply.headers.get("allow")).toBe("POST");
    expect(reply.body).toEqual({ error: "PUT is not allowed on /login: use POST", allow: ["POST"] });
    const events = await fetch(`${running.base}/events`, { method: "HEAD" });
    expect([events.status, events.headers.get("allow")]).toEqual([405, "GET"]);
    for (const path of ["/move/%zz", `/move/${"N".repeat(101)}`]) {
      const refused = await call(running.base, "POST", path);
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
      expect(refused.headers.get("content-security-policy")).toMatch(/^default-src 'self'; /);
    }
  });

  it("a body that is not UTF-8 → 400, not a login with U+FFFD as the symbol", async () => {
    const players = running.race.list().length;
    for (const bytes of [[0xff], [0xc1, 0x81], [0xed, 0xa0, 0x80]]) {
      const body = Buffer.concat([Buffer.from('{"symbol":"'), Buffer.from(bytes), Buffer.from('"}')]);
      const reply = await fetch(`${running.base}/login`, { method: "POST", body, headers: { "content-type": "application/json" } });
      expect(reply.status).toBe(400);
      expect(await reply.json()).toEqual({ error: "the body is not valid UTF-8: send the body as application/json in UTF-8" });
    }
    expect(running.race.list().length).toBe(players);
  });

  it("a JSON body whose charset is named UTF-8 logs in", async () => {
    const body = JSON.stringify({ symbol: "🦉" });
    const reply = await call(running.base, "POST", "/login", { body, headers: { "content-type": "application/json; charset=UTF-8" } });
    expect(reply.status).toBe(201);
    expect(reply.body.symbol).toBe("🦉");
    // Without a body, a charset or an encoding named is no reason to refuse.
    const health = await call(running.base, "GET", "/health", { headers: { "content-type": "text/plain; charset=latin1", "content-encoding": "gzip" } });
    expect(health.status).toBe(200);
  });

  it("the Authorization scheme is case-insensitive and its token may follow several spaces (RFC 9110, RFC 6750)", async () => {
    const player = await login(running.base, "🐞");
    const blocked = wallFrom(0, 0);
    for (const header of [`bearer ${player.token}`, `BEARER ${player.token}`, `Bearer  ${player.token}`]) {
      const reply = await call(running.base, "POST", `/move/${blocked}`, { headers: { authorization: header } });
      expect([reply.status, reply.body.error]).toEqual([409, "wall"]);
    }
  });

  it("a bad direction → 400 naming the allowed ones (with a valid token)", async () => {
    const player = await login(running.base, "🐝");
    for (const direction of ["north", "X", "__proto__", "n", ""]) {
      const reply = await call(running.base, "POST", `/move/${direction}`, { token: player.token });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBe(`direction must be one of N, E, S, W, up, right, down, left, got "${direction}"`);
    }
  });
});

describe("serve: the page and the limits", () => {
  it("serves the built page at / and nothing outside it", async () => {
    const page = await fetch(`${running.base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toContain('<canvas id="board"');
    expect((await fetch(`${running.base}/daedalus.wasm`)).headers.get("content-type")).toBe("application/wasm");
    for (const path of ["/../package.json", "/%2e%2e/package.json", "/lib/../../package.json"])
      expect((await fetch(`${running.base}${path}`)).status).toBe(404);
  });

  it("refuses logins past the player limit with 503", async () => {
    const small = await startServer({ maxPlayers: 2 });
    await login(small.base, "1");
    await login(small.base, "2");
    const full = await call(small.base, "POST", "/login", { json: { symbol: "3" } });
    expect(full.status).toBe(503);
    expect(full.body).toEqual({ error: "the game is full (2 players; serve --max-players)", limit: 2 });
    await small.server.close();
  });
});

describe("serve: state", () => {
  it("saves atomically and restores the race and the tokens", async () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-state-"));
    const file = join(directory, "race.json");
    saveState(file, running.race, running.tokens);
    expect(existsSync(`${file}.${process.pid}.tmp`)).toBe(false);
    expect(JSON.parse(readFileSync(file, "utf8")).format).toBe("daedalus-server/1");
    const restored = loadState(file)!;
    expect(restored.race.toState()).toEqual(running.race.toState());
    const player = await login(running.base, "🦎");
    saveState(file, running.race, running.tokens);
    const again = loadState(file)!;
    expect(again.tokens.owner(player.token)).toBe(player.id);
    expect(loadState(join(directory, "missing.json"))).toBeNull();
    const broken = JSON.parse(readFileSync(file, "utf8"));
    broken.race.players[0].x = 999;
    writeFileSync(file, JSON.stringify(broken));
    expect(() => loadState(file)).toThrow("race.json: race.players[0].x must be an integer in [0, 7] (inside the 8×8 maze of level 1), got number 999");
    writeFileSync(file, "{");
    expect(() => loadState(file)).toThrow(/is not valid JSON/);
    const damaged: Array<[(state: Json) => void, string]> = [
      [(state) => (state.race.players = {}), "race.json: race.players must be an array, got object"],
      [(state) => (state.race.players = null), "race.json: race.players must be an array, got null"],
      [(state) => (state.race = []), "race.json: race must be an object, got an array"],
      [(state) => (state.race.level = "2"), 'race.json: race.level must be an integer in [1, 4503599627370496], got the string "2"'],
      [(state) => delete state.race.level, "race.json: race.level must be an integer in [1, 4503599627370496], got nothing"],
      [(state) => (state.race.players[0].symbol = 7), "race.json: race.players[0].symbol must be a string, got number 7"],
      [(state) => (state.race.players[0].moves = -1), "race.json: race.players[0].moves must be an integer in [0, 4503599627370496], got number -1"],
      [(state) => (state.tokens[0] = "abc"), 'race.json: tokens[0] must be a [hash, id] pair, got the string "abc"'],
      // A token of no player: every move with it answered 500 "internal error".
      [(state) => (state.tokens[0][1] = 999), "race.json: tokens[0][1] must be the id of a player in race.players, got number 999"],
    ];
    for (const [damage, message] of damaged) {
      const state: Json = { format: "daedalus-server/1", race: again.race.toState(), tokens: again.tokens.entries() };
      damage(state);
      writeFileSync(file, JSON.stringify(state));
      expect(() => loadState(file)).toThrow(message);
    }
  });
});

describe("serve: guards", () => {
  it("refuses logins past the per-address limit with 429 naming the limit; other addresses are not counted", async () => {
    const small = await startServer({ maxPlayersPerAddress: 3 });
    for (const symbol of ["1", "2", "3"]) await login(small.base, symbol);
    const refused = await call(small.base, "POST", "/login", { json: { symbol: "4" } });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: "too many players from this address (at most 3; serve --max-players-per-address)", limit: 3 });
    expect(small.race.list()).toHaveLength(3);
    expect((await loginFrom(small.base, "127.0.0.2", "5")).status).toBe(201);
    expect(small.race.list()).toHaveLength(4);
    await small.server.close();
  });

  it("allows 20 players per address by default", async () => {
    const server = await startServer();
    for (let index = 0; index < 20; index++) await login(server.base, "🦊");
    const refused = await call(server.base, "POST", "/login", { json: { symbol: "🦊" } });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: "too many players from this address (at most 20; serve --max-players-per-address)", limit: 20 });
    await server.server.close();
  });

  it("removes a player idle for the idle time: gone from /players, its token refused with 401, its address slot freed", async () => {
    let time = 0;
    const server = await startServer({ idleMinutes: 30, maxPlayersPerAddress: 2, now: () => time });
    const idle = await login(server.base, "💤");
    const active = await login(server.base, "🏃");
    const open = server.race.maze.passages(0, 0)[0]!;
    const back = { N: "S", S: "N", E: "W", W: "E" }[open]!;
    time = 29 * 60_000;
    expect((await call(server.base, "POST", `/move/${open}`, { token: active.token })).status).toBe(200);
    time = 30 * 60_000;
    const ids = (await call(server.base, "GET", "/players")).body.players.map((player: { id: number }) => player.id);
    expect(ids).toEqual([active.id]);
    const refused = await call(server.base, "POST", `/move/${open}`, { token: idle.token });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: "unknown token" });
    expect((await call(server.base, "POST", `/move/${back}`, { token: active.token })).status).toBe(200);
    expect((await call(server.base, "GET", "/health")).body.players).toBe(1);
    expect((await call(server.base, "POST", "/login", { json: { symbol: "🆕" } })).status).toBe(201);
    time = 60 * 60_000;
    expect((await call(server.base, "GET", "/players")).body.players).toEqual([]);
    await server.server.close();
  });

  it("a page's inline scripts, and only those, are allowed by their SHA-256", () => {
    const inline = '{ "imports": {} }';
    const html = `<script type="importmap">${inline}</script><script type="module" src="main.js"></script><SCRIPT>x</SCRIPT >`;
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha(inline), sha("x")]);
  });

  it("sends the security and cache headers on the page, the API, errors and the event stream; the bundled page needs no inline script", async () => {
    const html = await (await fetch(`${running.base}/`)).text();
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((tag) => tag[0])).toEqual(['<script type="module" src="main.js">']);
    const policy = `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
    const controller = new AbortController();
    const answers = [
      await fetch(`${running.base}/`),
      await fetch(`${running.base}/daedalus.wasm`),
      await fetch(`${running.base}/health`),
      await fetch(`${running.base}/login`, { method: "POST", body: "{", headers: { "content-type": "application/json" } }),
      await fetch(`${running.base}/nowhere`),
      await fetch(`${running.base}/events`, { signal: controller.signal }),
    ];
    for (const answer of answers) {
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("content-security-policy")).toBe(policy);
      expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
      expect(answer.headers.get("x-frame-options")).toBe("DENY");
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 400, 404, 200]);
    // The page may be kept and revalidated; the game's state, errors included, is never stored (a 404 or 405 is
    // cacheable by default, and /game changes with each level).
    expect(answers.map((answer) => answer.headers.get("cache-control"))).toEqual(["no-cache", "no-cache", "no-store", "no-store", "no-store", "no-store"]);
    controller.abort();
  });
});
