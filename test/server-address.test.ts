// The key a client's per-address limits count it by (players per address, event streams per address).

import { describe, expect, it } from "vitest";
import "../src/node.js";
import { addressKey } from "../src/server/address.js";
import { loginFrom, startServer } from "./support/server.js";

describe("serve: the client address the limits count", () => {
  it("is an IPv4 address as it is, an IPv4-mapped IPv6 one as its IPv4 address, and an IPv6 one by its /64", () => {
    const cases: [string, string][] = [
      ["127.0.0.1", "127.0.0.1"],
      ["203.0.113.7", "203.0.113.7"],
      ["::ffff:203.0.113.7", "203.0.113.7"],
      ["::FFFF:cb00:7107", "203.0.113.7"],
      ["0:0:0:0:0:ffff:203.0.113.7", "203.0.113.7"],
      // A client given a /64 (the usual assignment) can take a new address in it for every request.
      ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
      ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
      ["2001:0DB8:0001:0002:0:0:0:ffff", "2001:db8:1:2::/64"],
      ["2001:db8:1:3::1", "2001:db8:1:3::/64"],
      ["2001:db8::", "2001:db8:0:0::/64"],
      ["::1", "0:0:0:0::/64"],
      ["::", "0:0:0:0::/64"],
      ["fe80::1%eth0", "fe80:0:0:0::/64"],
      // Neither IPv4 nor IPv6 (what no socket gives): kept as it is.
      ["not an address", "not an address"],
    ];
    expect(cases.map(([address]) => [address, addressKey(address)])).toEqual(cases);
  });

  it("on a dual-stack server, counts IPv4 clients by their IPv4 address, not by the /64 of its mapped form", async (context) => {
    let running: Awaited<ReturnType<typeof startServer>>;
    try {
      running = await startServer({ maxPlayersPerAddress: 1 }, "::");
    } catch {
      return context.skip("no IPv6 on this machine");
    }
    try {
      const base = `http://127.0.0.1:${new URL(running.base).port}`;
      expect((await loginFrom(base, "127.0.0.1", "a")).status).toBe(201);
      expect((await loginFrom(base, "127.0.0.2", "b")).status).toBe(201);
      expect((await loginFrom(base, "127.0.0.2", "c")).status).toBe(429);
      // IPv6 loopback is a client of its own.
      expect((await loginFrom(`http://[::1]:${new URL(running.base).port}`, "::1", "d")).status).toBe(201);
    } finally {
      await running.server.close();
    }
  });
});
