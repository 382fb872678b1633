import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { runCli } from "./support/cli.js";
import { call, login } from "./support/server.js";

const bin = new URL("../bin/daedalus.js", import.meta.url).pathname;

/** Starts `daedalus serve` on a free port; resolves with its address once it prints it. `fileBlocks`: the most 512-byte
 *  blocks a file it writes may hold (the shell's ulimit -f; a write past it fails with EFBIG). */
function serve(args: string[], fileBlocks?: number): Promise<{ child: ChildProcess; base: string; stderr: () => string }> {
  const command = [bin, "serve", "--port", "0", ...args];
  const child =
    fileBlocks === undefined
      ? spawn(process.execPath, command, { stdio: ["ignore", "ignore", "pipe"] })
      : spawn("sh", ["-c", `ulimit -f ${fileBlocks} && exec "$0" "$@"`, process.execPath, ...command], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  return new Promise((resolve, reject) => {
    child.stderr!.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr);
      if (match) resolve({ child, base: match[1]!, stderr: () => stderr });
    });
    child.on("exit", (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
}

function stopped(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.on("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

describe("daedalus serve --state", () => {
  it("saves the game on shutdown and restores it on start: same maze, same players, old tokens still move", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "daedalus-serve-")), "race.json");
    const first = await serve(["--state", file, "--seed", "31", "--size", "10"]);
    const player = await login(first.base, "🦊");
    const game = (await call(first.base, "GET", "/game")).body;
    const open = parseInt(game.maze.rows[0][0], 16) & 2 ? "E" : "S";
    const moved = await call(first.base, "POST", `/move/${open}`, { token: player.token });
    expect(moved.status).toBe(200);
    expect(await stopped(first.child)).toBe(0);
    expect(first.stderr()).toContain(`game saved to ${file}`);
    expect(JSON.parse(readFileSync(file, "utf8")).race.players).toHaveLength(1);

    const second = await serve(["--state", file]);
    expect(second.stderr()).toContain(`(restored from ${file})`);
    expect((await call(second.base, "GET", "/game")).body).toEqual(game);
    expect((await call(second.base, "GET", "/players")).body.players).toEqual([
      { id: player.id, symbol: "🦊", x: moved.body.x, y: moved.body.y, moves: 1, wins: 0 },
    ]);
    const back = { E: "W", S: "N" }[open]!;
    expect((await call(second.base, "POST", `/move/${back}`, { token: player.token })).body).toMatchObject({ x: 0, y: 0 });
    expect(await stopped(second.child)).toBe(0);
  });

  // The state went out in one write(2), which a file size limit or a full disk cuts short without an error: a
  // truncated state took the good one's place, "game saved" was printed, and the next start refused the file. A save
  // that failed outright threw from its timer: the server died with a stack trace, leaving its temporary file.
  it("a save that fails is said on one line and the server goes on; at shutdown exit 1, nothing half-written", async () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-serve-"));
    const file = join(directory, "race.json");
    // One block: the state of eight players is larger.
    const server = await serve(["--state", file, "--save-every", "1", "--seed", "5"], 1);
    try {
      for (let player = 0; player < 8; player++) await login(server.base, "🦊");
      const failure = `daedalus: cannot write --state ${file}: the file is larger than the file system allows (EFBIG); nothing was left behind`;
      // A save every second: the first after the logins fails (at most 10 s on a busy machine).
      for (let waited = 0; !server.stderr().includes(failure) && server.child.exitCode === null && waited < 10_000; waited += 50) await sleep(50);
      expect(server.stderr()).toContain(`${failure}; still serving, saving again every 1 s\n`);
      expect((await call(server.base, "GET", "/game")).status).toBe(200);
      expect(await stopped(server.child)).toBe(1);
      expect(server.stderr().endsWith(`\n${failure}\n`)).toBe(true);
    } finally {
      // A failed assertion does not leave the server running.
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
    }
    // What is left is a whole earlier save (from before the logins), or nothing.
    for (const name of readdirSync(directory)) {
      expect(name).toBe("race.json");
      expect(JSON.parse(readFileSync(file, "utf8")).format).toBe("daedalus-server/1");
    }
  });

  it.each([
    ["/no-such-dir/race.json", "directory /no-such-dir does not exist"],
    ["/dev/null", "is a device, expected a file (or a name to make one)"],
  ])("--state %s is refused before serving (exit 2)", async (file, message) => {
    const child = spawn(process.execPath, [bin, "serve", "--port", "0", "--state", file], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    // The server it used to start is stopped after a while.
    const timer = setTimeout(() => child.kill("SIGTERM"), 5000);
    const code = await new Promise((resolve) => child.on("exit", resolve));
    clearTimeout(timer);
    expect([code, stderr]).toEqual([2, `daedalus: --state ${file}: ${message}\n`]);
  });

  // Refusals end before the server starts: they run in the tests' CLI server (test/support/cli.ts), as other usage
  // errors do, each failing within SERVE_DEADLINE_MS if it were accepted and served; what only a process shows (the
  // bound address, SIGTERM's save) spawns one.
  it("refuses a bad port with a usage error", async () => {
    const { code, stderr } = await runCli("serve", "--port", "70000");
    expect(code).toBe(2);
    expect(stderr).toContain("must be an integer in [0, 65535]");
  });

  it("refuses an empty --host with a usage error", async () => {
    for (const value of ["", " "]) {
      const { code, stderr } = await runCli("serve", "--port", "0", "--host", value);
      expect(code).toBe(2);
      expect(stderr).toContain("--host");
      expect(stderr).toContain("an empty one is refused");
    }
  });

  it("prints the address actually bound: --host 0 is every interface, not 127.0.0.1", async () => {
    const child = spawn(process.execPath, [bin, "serve", "--port", "0", "--host", "0"], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    await new Promise<void>((resolve, reject) => {
      child.stderr!.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
        if (stderr.includes("\n")) resolve();
      });
      child.on("exit", (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
    });
    expect(stderr).toMatch(/serving level 1 \(16×16\) on http:\/\/0\.0\.0\.0:\d+ \(every interface\)\n/);
    expect(await stopped(child)).toBe(0);
  });

  it("refuses --max-players-per-address outside [1, 10000] with a usage error", async () => {
    for (const value of ["0", "10001", "x"]) {
      const { code, stderr } = await runCli("serve", "--max-players-per-address", value);
      expect(code).toBe(2);
      expect(stderr).toContain("--max-players-per-address");
      expect(stderr).toContain("must be an integer in [1, 10000]");
    }
  });

  it("refuses stream limits and timeouts outside their bounds, and a header deadline later than the request's", async () => {
    const cases: [string[], string][] = [
      [["--max-streams-per-address", "0"], "must be an integer in [1, 1000]"],
      [["--max-streams", "100001"], "must be an integer in [1, 100000]"],
      [["--max-connections-per-address", "0"], "must be an integer in [1, 100000]"],
      [["--max-connections", "0"], "must be an integer in [1, 1000000]"],
      [["--max-connections", "1000001"], "must be an integer in [1, 1000000]"],
      [["--max-players", "0"], "must be an integer in [1, 1000000]"],
      [["--max-stream-buffer", "4095"], "must be an integer in [4096, 67108864]"],
      [["--headers-timeout", "0"], "must be an integer in [1, 3600]"],
      [["--request-timeout", "1.5"], "must be an integer in [1, 3600]"],
      [["--keep-alive-timeout", "3601"], "must be an integer in [1, 3600]"],
      [["--connection-timeout", "x"], "must be an integer in [1, 86400]"],
      [["--headers-timeout", "30", "--request-timeout", "20"], "--headers-timeout (30 s) must be at most --request-timeout (20 s)"],
      // A streams cap its connections cap never lets be reached (each stream holds a connection).
      [
        ["--max-streams", "5000"],
        "--max-streams (5000) must be less than --max-connections (2048, its default): each event stream holds a connection, so a cap at or above the connections' is never reached",
      ],
      [
        ["--max-streams", "100", "--max-connections", "100"],
        "--max-streams (100) must be less than --max-connections (100): each event stream holds a connection",
      ],
      [
        ["--max-streams-per-address", "8", "--max-connections-per-address", "4"],
        "--max-streams-per-address (8) must be less than --max-connections-per-address (4): each event stream holds a connection",
      ],
    ];
    for (const [args, message] of cases) {
      const { code, stderr } = await runCli("serve", "--port", "0", ...args);
      expect(code).toBe(2);
      expect(stderr).toContain(args[0]);
      expect(stderr).toContain(message);
    }
  });

  it("takes a streams cap below its connections cap, and a lower --max-connections alone (the default streams cap is left to it)", async () => {
    for (const args of [
      ["--max-streams", "99", "--max-connections", "100"],
      ["--max-connections", "100"],
      ["--max-connections-per-address", "2"],
    ]) {
      const server = await serve(args);
      expect((await call(server.base, "GET", "/health")).status).toBe(200);
      expect(await stopped(server.child)).toBe(0);
    }
  });

  it("applies --max-players: the login past it gets 503 naming the flag", async () => {
    const server = await serve(["--max-players", "1"]);
    await login(server.base, "a");
    expect(await call(server.base, "POST", "/login", { json: { symbol: "b" } })).toMatchObject({
      status: 503,
      body: { error: "the game is full (1 players; serve --max-players)", limit: 1 },
    });
    expect(await stopped(server.child)).toBe(0);
  });

  it("applies --max-streams-per-address and --request-timeout: a second stream gets 429, a stalled body 408", async () => {
    const server = await serve(["--max-streams-per-address", "1", "--headers-timeout", "1", "--request-timeout", "1"]);
    const first = new AbortController();
    expect((await fetch(`${server.base}/events`, { signal: first.signal })).status).toBe(200);
    const second = await call(server.base, "GET", "/events");
    expect(second).toMatchObject({ status: 429, body: { limit: 1 } });
    first.abort();
    const text = await new Promise<string>((resolve) => {
      const socket = connect(Number(new URL(server.base).port), "127.0.0.1");
      let answer = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (answer += chunk));
      socket.on("close", () => resolve(answer));
      socket.write("POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{");
    });
    expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(text).toContain("headers must arrive within 1 s and the whole request within 1 s (serve --headers-timeout, --request-timeout)");
    expect(await stopped(server.child)).toBe(0);
  });
});
