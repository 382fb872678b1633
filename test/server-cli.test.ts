import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { call, login } from "./support/server.js";

const bin = new URL("../bin/daedalus.js", import.meta.url).pathname;

/** Starts `daedalus serve` on a free port; resolves with its address once it prints it. */
function serve(args: string[]): Promise<{ child: ChildProcess; base: string; stderr: () => string }> {
  const child = spawn(process.execPath, [bin, "serve", "--port", "0", ...args], { stdio: ["ignore", "ignore", "pipe"] });
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

  it("refuses a bad port with a usage error", async () => {
    const child = spawn(process.execPath, [bin, "serve", "--port", "70000"], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on("exit", resolve));
    expect(code).toBe(2);
    expect(stderr).toContain("must be an integer in [0, 65535]");
  });

  it("refuses an empty --host with a usage error", async () => {
    for (const value of ["", " "]) {
      const child = spawn(process.execPath, [bin, "serve", "--port", "0", "--host", value], { stdio: ["ignore", "ignore", "pipe"] });
      let stderr = "";
      child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise((resolve) => child.on("exit", resolve));
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
      const child = spawn(process.execPath, [bin, "serve", "--max-players-per-address", value], { stdio: ["ignore", "ignore", "pipe"] });
      let stderr = "";
      child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise((resolve) => child.on("exit", resolve));
      expect(code).toBe(2);
      expect(stderr).toContain("--max-players-per-address");
      expect(stderr).toContain("must be an integer in [1, 10000]");
    }
  });
});
