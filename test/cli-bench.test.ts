// daedalus bench's flags refused before any timing: an --out that cannot be a directory, sizes that do not fit.

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { wasm } from "./support/backends.js";
import { runCliInServer } from "./support/cli.js";

const bin = new URL("../bin/daedalus.js", import.meta.url).pathname;
// One tiny task, so a run that is not refused ends in well under a second.
const base = ["--backends", "wasm", "--no-extras", "--no-takuzu"];
const tiny = ["--algorithms", "backtracker", "--sizes", "10x10", "--solvers", "none", ...base];
const quick = ["--parallel-side", "0", "--rounds", "1", "--time", "1"];

describe("daedalus bench refuses before timing anything (exit 2, nothing on stdout)", () => {
  const place = mkdtempSync(join(tmpdir(), "bench-refused-"));
  writeFileSync(join(place, "afile"), "kept");
  // 4 GiB less the core's static data (its tables: it moves when they do).
  const sizes = `the backend holds ${wasm.capacity}; the largest square that fits is 65533×65533`;
  it.each([
    // Found only after the run, as a raw "EEXIST: file already exists, mkdir 'afile'" (exit 1).
    [[...tiny, "--out", "afile"], "daedalus: --out afile: is a file, expected a directory"],
    [[...tiny, "--out", ""], "daedalus: --out must name a directory (made if missing); got an empty name"],
    // A generator's size that does not fit ran 26-64 s to a raw "Invalid typed array length: 10000400004" (exit 1).
    [
      [...tiny, "--sizes", "100000x100000"],
      `daedalus: --sizes 100000x100000: 100000×100000 is too large for backtracker on the wasm backend: it needs 10000400004 bytes, ${sizes} (or 100000×42946 at this width)`,
    ],
    [
      [...base, "--algorithms", "none", "--solvers", "bfs", "--solver-sizes", "10x10,70000x70000"],
      `daedalus: --solver-sizes 70000x70000: 70000×70000 is too large for bfs on the wasm backend: it needs 4900280291 bytes, ${sizes} (or 70000×61352 at this width)`,
    ],
    // Passed its check, then failed once the run had begun (minutes in, after the generators) on "tiles must be an
    // integer from 1 to 5, the shorter side of the 5×5 maze, got 16": a flag the user never gave.
    [
      [...tiny, "--parallel-side", "5"],
      "daedalus: --parallel-side must be 0 (no parallel timings) or from 16 to 65536 (the stream is cut into 16×16 tiles), got 5",
    ],
  ])("%j", async (args, message) => {
    const result = await runCliInServer(["bench", ...quick, ...args], { cwd: place });
    expect([result.code, result.stdout.toString(), result.stderr]).toEqual([2, "", `${message}\n`]);
    expect(readdirSync(place)).toEqual(["afile"]);
  });

  // Each was ignored with exit 0: nothing in the run used it.
  it.each([
    [["--max-run", "10"], "daedalus: --max-run limits the npm peers' runs: it needs --peers"],
    [
      ["--algorithms", "none", "--sizes", "10x10"],
      "daedalus: --sizes sizes the generators and the peers: leave it out with --algorithms none (or add --peers)",
    ],
    [["--solvers", "NONE", "--solver-sizes", "10x10"], "daedalus: --solver-sizes sizes the solvers: leave it out with --solvers none"],
  ])("a flag this run would not use: %j", async (args, message) => {
    const result = await runCliInServer(["bench", ...base, ...quick, ...args], { cwd: place });
    expect([result.code, result.stdout.toString(), result.stderr]).toEqual([2, "", `${message}\n`]);
  });

  // A backend twice failed after the run had begun, on tinybench's raw 'Task "wasm" already exists' (exit 1); a
  // generator, solver or size twice was timed twice, its rows repeated in the report.
  it.each([
    [["--backends", "wasm,reference,wasm"], 'daedalus: --backends names "wasm" twice: list each once'],
    [["--algorithms", "backtracker,kruskal,backtracker"], 'daedalus: --algorithms names "backtracker" twice: list each once'],
    [["--algorithms", "backtracker,dfs"], 'daedalus: --algorithms names "backtracker" twice: list each once'],
    [["--sizes", "10x10,20x20,10x10"], 'daedalus: --sizes names "10x10" twice: list each once'],
    [["--solvers", "bfs,bfs", "--solver-sizes", "10x10"], 'daedalus: --solvers names "bfs" twice: list each once'],
    [["--solvers", "bfs", "--solver-sizes", "10x10,010x10"], 'daedalus: --solver-sizes names "10x10" twice: list each once'],
  ])("a list that names one thing twice: %j", async (args, message) => {
    const result = await runCliInServer(["bench", ...tiny, ...quick, ...args], { cwd: place });
    expect([result.code, result.stdout.toString(), result.stderr]).toEqual([2, "", `${message}\n`]);
  });

  it("none is taken whatever its case (NONE was an unknown solver)", async () => {
    const result = await runCliInServer(["bench", ...base, ...quick, "--solvers", "None", "--algorithms", "NONE"], { cwd: place });
    expect([result.code, result.stderr]).toEqual([0, ""]);
  });

  it("--out makes missing parents and writes the report there", async () => {
    // A directory of its own: the refusals above expect theirs to hold only afile, whatever the order (--sequence.shuffle).
    const own = mkdtempSync(join(tmpdir(), "bench-out-"));
    const result = await runCliInServer(["bench", ...tiny, ...quick, "--out", "a/b"], { cwd: own });
    expect(result.code).toBe(0);
    expect(result.stdout.toString()).toContain("wrote a/b/results.json, a/b/RESULTS.md, a/b/chart.svg\n");
    expect(readdirSync(join(own, "a/b")).sort()).toEqual(["RESULTS.md", "chart.svg", "results.json"]);
  });
});

describe.skipIf(!existsSync("/proc/self"))("an --out where mkdir fails with ENOENT (/proc) ends, named (Node's recursive mkdir looped forever)", () => {
  // A process of its own with a deadline: the old code never returned.
  const daedalus = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", timeout: 30_000 });

  it("bench --out /proc/x/y: exit 1 once the run is done", () => {
    const result = daedalus("bench", ...tiny, ...quick, "--out", "/proc/x/y");
    expect([result.status, result.stderr]).toEqual([1, "daedalus: --out /proc/x/y: cannot make the directory (ENOENT)\n"]);
  });

  it("grid export --out /proc/x: exit 1", () => {
    const result = daedalus("grid", "export", "--size", "3x3", "--out", "/proc/x");
    expect([result.status, result.stderr]).toEqual([1, "daedalus: --out /proc/x: cannot make the directory (ENOENT)\n"]);
  });
});
