// What the operator of `daedalus serve` sees when a request fails inside the server (a 500): one line on stderr per
// failure with the method, the path and the stack, never the request's body or token, and no more than a bounded
// number a minute, the rest counted.

import { describe, expect, it, vi } from "vitest";
import "../src/node.js";
import { ErrorLog } from "../src/server/error-log.js";
import { call, login, startServer } from "./support/server.js";

describe("serve: a request that fails inside the server", () => {
  it("is answered 500 and logged once with its method, path and stack, without its body, token or query", async () => {
    const lines: string[] = [];
    const running = await startServer({ log: (line) => lines.push(line) });
    try {
      const player = await login(running.base, "🦊");
      vi.spyOn(running.race, "move").mockImplementation(() => {
        throw new Error("the race broke");
      });
      const failed = await call(running.base, "POST", "/move/N?secret=query-text", { token: player.token });
      expect(failed).toMatchObject({ status: 500, body: { error: "internal error" } });
      vi.spyOn(running.race, "join").mockImplementation(() => {
        throw new TypeError("no join");
      });
      expect((await call(running.base, "POST", "/login", { json: { symbol: "🔑" } })).status).toBe(500);

      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^daedalus: 500 internal error on POST "\/move\/N": Error: the race broke\n {4}at .*\n$/s);
      expect(lines[1]).toMatch(/^daedalus: 500 internal error on POST "\/login": TypeError: no join\n {4}at /);
      for (const line of lines) {
        expect(line).not.toContain(player.token);
        expect(line).not.toContain("🔑");
        expect(line).not.toContain("secret");
      }
      // The server goes on.
      expect((await call(running.base, "GET", "/health")).status).toBe(200);
    } finally {
      vi.restoreAllMocks();
      await running.server.close();
    }
  });

  it("logs at most 10 failures a minute and counts the rest in one line, at the latest when the server closes", async () => {
    const lines: string[] = [];
    const running = await startServer({ log: (line) => lines.push(line) });
    vi.spyOn(running.race, "list").mockImplementation(() => {
      throw new Error("no list");
    });
    try {
      for (let request = 0; request < 25; request++) expect((await call(running.base, "GET", "/players")).status).toBe(500);
      expect(lines).toHaveLength(10);
      for (const line of lines) expect(line).toMatch(/^daedalus: 500 internal error on GET "\/players": Error: no list\n/);
    } finally {
      vi.restoreAllMocks();
      await running.server.close();
    }
    expect(lines).toHaveLength(11);
    expect(lines[10]).toBe("daedalus: 15 more internal errors (500) in the last minute were not logged (at most 10 a minute are)\n");
  });
});

describe("ErrorLog", () => {
  it("counts what it leaves out when the minute ends, without a failure to follow, and logs again in the next", () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const lines: string[] = [];
      const log = new ErrorLog((line) => lines.push(line));
      for (let failure = 0; failure < 12; failure++) log.report("GET", "/players", new Error(`failure ${failure}`));
      expect(lines).toHaveLength(10);
      vi.advanceTimersByTime(59_999);
      expect(lines).toHaveLength(10);
      vi.advanceTimersByTime(1);
      expect(lines.slice(10)).toEqual(["daedalus: 2 more internal errors (500) in the last minute were not logged (at most 10 a minute are)\n"]);
      log.report("GET", "/players", "not an Error");
      expect(lines.slice(11)).toEqual(['daedalus: 500 internal error on GET "/players": not an Error\n']);
      log.flush();
      expect(lines).toHaveLength(12);
    } finally {
      vi.useRealTimers();
    }
  });
});
