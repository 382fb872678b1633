// The tests' CLI server (test/support/cli-server.mjs) runs one command at a time in one process: a command that never
// ends (a `serve` a test expects refused, but accepted, starts serving) held every later command of the test worker
// until vitest's 60 s timeout, and after it. A command run with a deadline fails at it, and the next one runs.

import { describe, expect, it } from "vitest";
import { commandDeadline, runCli, runCliInServer, SERVE_DEADLINE_MS } from "./support/cli.js";

describe("the tests' CLI server", () => {
  it("fails a command still running at its deadline, and runs the next in a new server", async () => {
    const started = Date.now();
    await expect(runCliInServer(["serve", "--port", "0"], { deadline: 300 })).rejects.toThrow(
      "daedalus serve --port 0 did not end within 300 ms (a serve that should have been refused is serving?)",
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    const next = await runCli("--version");
    expect(next.code).toBe(0);
  }, 20_000);

  it("gives every serve a deadline of its own, and other commands none", () => {
    expect(commandDeadline(["serve", "--port", "70000"], {})).toBe(SERVE_DEADLINE_MS);
    expect(commandDeadline(["serve"], { deadline: 50 })).toBe(50);
    expect(commandDeadline(["generate", "-W", "4"], {})).toBeUndefined();
  });
});
