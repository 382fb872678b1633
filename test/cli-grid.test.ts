import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { mazeToGridMap } from "../src/gridmap/export.js";
import { readMovingAiMap, writeMovingAiMap } from "../src/gridmap/movingai-map.js";
import { readScenario } from "../src/gridmap/scenario.js";
import { makeScenario } from "../src/gridmap/scenarios.js";
import { generate } from "../src/node.js";
import { type CliRun, runCli as run, runCliInServer, runCliProcess } from "./support/cli.js";

const bin = new URL("../bin/daedalus.js", import.meta.url).pathname;

describe("daedalus grid", () => {
  const dir = mkdtempSync(join(tmpdir(), "grid-"));
  let exported: CliRun;
  beforeAll(async () => {
    exported = await run("grid", "export", "--size", "6x5", "--corridor", "2", "--seed", "7", "--buckets", "3", "--count", "2", "--out", dir);
  });
  const map = join(dir, "maze-2-0.map");
  const scen = `${map}.scen`;

  it("export writes maps of the maze family's geometry, scenarios from the API's and a manifest", async () => {
    expect(exported.code).toBe(0);
    const gridMap = readMovingAiMap(readFileSync(map));
    expect(writeMovingAiMap(gridMap)).toBe(
      writeMovingAiMap(mazeToGridMap(generate({ width: 6, height: 5, seed: 7, algorithm: "backtracker" }), { corridor: 2 })),
    );
    const scenario = readScenario(readFileSync(scen));
    expect(scenario.problems.length).toBe(30);
    expect(scenario.problems.map((problem) => problem.length)).toEqual(
      makeScenario(gridMap, { seed: 7, maxBuckets: 3 }).map((entry) => (entry.length.straight + entry.length.diagonal * Math.SQRT2).toFixed(8)),
    );
    const manifest = JSON.parse(readFileSync(join(dir, "maze-2.manifest.json"), "utf8"));
    expect(manifest.maps.map((entry: { map: string; seed: number; problems: number }) => [entry.map, entry.seed, entry.problems])).toEqual([
      ["maze-2-0.map", 7, 30],
      ["maze-2-1.map", 8, 30],
    ]);
  });

  it("solve checks every length: 0 mismatches with astar and jps, exit 0", async () => {
    for (const solver of ["astar", "jps"]) {
      const solved = await run("grid", "solve", "--map", map, "--scen", scen, "--solver", solver);
      expect(solved.code).toBe(0);
      expect(solved.stdout).toMatch(new RegExp(`^30 problems, 0 mismatches; ${solver} on wasm: [\\d.]+ ms, \\d+ problems/s\\n$`));
    }
  });

  it("--json writes one line per problem; --limit runs the first N", async () => {
    const solved = await run("grid", "solve", "--map", map, "--scen", scen, "--json", "--limit", "12", "--backend", "reference");
    expect(solved.code).toBe(0);
    const lines = solved.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const problems = readScenario(readFileSync(scen)).problems;
    expect(lines).toEqual(
      problems.slice(0, 12).map((problem, index) => ({ index, bucket: problem.bucket, expected: Number(problem.length), length: Number(problem.length) })),
    );
    expect(solved.stderr).toMatch(/^12 problems, 0 mismatches; astar on reference/);
  });

  it("a length that disagrees is printed and exits 1", async () => {
    const text = readFileSync(scen, "utf8").split("\n");
    text[2] = text[2]!.replace(/\t[\d.]+$/, "\t99.00000000");
    const wrong = join(dir, "wrong.scen");
    writeFileSync(wrong, text.join("\n"));
    const solved = await run("grid", "solve", "--map", map, "--scen", wrong);
    expect(solved.code).toBe(1);
    expect(solved.stdout).toMatch(
      /^problem 1 \(line 3, bucket 0\): expected 99\.00000000, got [\d.]+ \(\d+ straight \+ \d+ diagonal\)\n30 problems, 1 mismatches/,
    );
    expect(solved.stderr).toBe(`daedalus: 1 of 30 lengths disagree with ${wrong}\n`);
  });

  it("bad files end in named errors with the file, line and column", async () => {
    const bad = join(dir, "bad.map");
    writeFileSync(bad, readFileSync(map, "utf8").replace("map\n@", "map\nX"));
    const solved = await run("grid", "solve", "--map", bad, "--scen", scen);
    expect(solved.code).toBe(1);
    expect(solved.stderr).toBe(`daedalus: ${bad}: movingai map: line 5, column 1: unknown terrain "X": allowed are . G S W @ O T\n`);
  });

  it("solve names a file it cannot read once (it was 'gs: --map gs: …'), and refuses stdin for both files", async () => {
    const directory = await run("grid", "solve", "--map", dir, "--scen", scen);
    expect([directory.code, directory.stderr]).toEqual([2, `daedalus: --map ${dir}: is a directory, expected a file\n`]);
    const both = await run("grid", "solve", "--map", "-", "--scen", "-");
    expect([both.code, both.stderr]).toEqual([2, 'daedalus: --map and --scen cannot both be "-" (stdin holds one file): name one of them\n']);
  });

  it("solve --limit past 2^53 − 1 names the bound (it was 'must be a positive integer', which it is)", async () => {
    const result = await run("grid", "solve", "--map", map, "--scen", scen, "--limit", "99999999999999999999");
    expect([result.code, result.stderr.split("\n")[0]]).toEqual([
      2,
      "daedalus: option '--limit <n>' argument '99999999999999999999' is invalid. must be a positive integer, at most 9007199254740991.",
    ]);
  });

  it("solve refuses a scenario longer than a text may be, by name, on disk or gzipped (it aborted: FATAL ERROR, exit 134)", async () => {
    const sparse = join(dir, "sparse.scen");
    writeFileSync(sparse, "version 1\n");
    truncateSync(sparse, 600 * 2 ** 20);
    const onDisk = await run("grid", "solve", "--map", map, "--scen", sparse);
    expect([onDisk.code, onDisk.stderr]).toEqual([2, `daedalus: --scen ${sparse}: 629145600 bytes, more than a scenario file may have (536870888)\n`]);
    // Gzip members of 1 MiB of spaces each, 600 MiB inflated from about 600 KB.
    const bomb = join(dir, "bomb.scen.gz");
    const member = gzipSync(Buffer.alloc(2 ** 20, 32));
    writeFileSync(bomb, Buffer.concat([gzipSync("version 1\n"), ...Array.from({ length: 600 }, () => member)]));
    const gzipped = await run("grid", "solve", "--map", map, "--scen", bomb);
    expect(gzipped.code).toBe(2);
    expect(gzipped.stderr).toMatch(/^daedalus: .*--scen .*bomb\.scen\.gz.*536870888/);
  });

  it("solve refuses, before reading it, a scenario whose problems would not fit the heap (2^24 of them aborted: out of memory)", async () => {
    const problem = readFileSync(scen, "utf8").split("\n")[1]!;
    const many = join(dir, "many.scen");
    writeFileSync(many, `version 1\n${`${problem}\n`.repeat(150_000)}`);
    const small = await runCliProcess("", ["grid", "solve", "--map", map, "--scen", many], { env: { NODE_OPTIONS: "--max-old-space-size=24" } });
    expect(small.code).toBe(2);
    expect(small.stderr.toString()).toMatch(
      new RegExp(
        `^daedalus: --scen ${many}: about 150001 problems need about 49 MiB of JavaScript heap to read and solve, and this process has \\d+ MiB: split the scenario, or give Node more \\(NODE_OPTIONS=--max-old-space-size=\\d+\\)\n$`,
      ),
    );
    // The default heap holds them: every problem solved, and its length the file's.
    const solved = await run("grid", "solve", "--map", map, "--scen", many);
    expect([solved.code, solved.stdout.split(",")[0]]).toEqual([0, "150000 problems"]);
  });

  it("export --buckets takes digits or all in any case (Number() took 1e3, 0x10 and ' 5'; ALL was refused)", async () => {
    for (const buckets of ["1e3", "0x10", " 5", "-1", "0"]) {
      const result = await runCliInServer(["grid", "export", "--size", "4x4", "--buckets", buckets, "--out", join(dir, "never")]);
      expect([result.code, result.stderr], buckets).toEqual([2, `daedalus: --buckets must be a positive integer or all, got "${buckets}"\n`]);
    }
    // It was "must be a positive integer", which it is.
    const huge = await runCliInServer(["grid", "export", "--size", "4x4", "--buckets", "99999999999999999999", "--out", join(dir, "never")]);
    expect([huge.code, huge.stderr]).toEqual([
      2,
      'daedalus: --buckets must be at most 9007199254740991 (or all for every length), got "99999999999999999999"\n',
    ]);
    const out = mkdtempSync(join(tmpdir(), "grid-buckets-"));
    for (const [buckets, recorded] of [
      ["ALL", "all"],
      ["007", "7"],
    ]) {
      expect((await run("grid", "export", "--size", "4x4", "--seed", "1", "--buckets", buckets!, "--out", out)).code).toBe(0);
      expect(JSON.parse(readFileSync(join(out, "maze-1.manifest.json"), "utf8")).buckets).toBe(recorded);
    }
  });

  describe("export refuses bad --size, --out and --name before writing anything (exit 2)", () => {
    const place = mkdtempSync(join(tmpdir(), "grid-refused-"));
    writeFileSync(join(place, "afile"), "");
    writeFileSync(join(place, "garbage.bin"), "garbage\n");
    const name = "--name must be a file name prefix without / or \\ (and not empty, . or ..); got";
    it.each([
      [["--size", "", "--out", "g4"], 'daedalus: --size must be WIDTHxHEIGHT in cells, e.g. 20x20, got ""'],
      [
        ["--size", "5x4", "--pixels", "21", "--out", "g"],
        "daedalus: --size cannot be combined with --pixels: --size gives the maze in cells, --pixels the map's side (cells follow from it)",
      ],
      [["--input", "garbage.bin", "--size", "5x4", "--out", "g"], "daedalus: --input exports the maze read at its own size: leave --size out"],
      [["--input", "garbage.bin", "--pixels", "21", "--out", "g"], "daedalus: --input exports the maze read at its own size: leave --pixels out"],
      [["--out", ""], "daedalus: --out must name a directory (made if missing); got an empty name"],
      [["--out", "afile"], "daedalus: --out afile: is a file, expected a directory"],
      [["--out", "afile/sub"], "daedalus: --out afile/sub: afile is a file, expected a directory"],
      [["--name", "a/b", "--out", "g5"], `daedalus: ${name} "a/b"`],
      [["--name", "../escaped", "--out", "g7"], `daedalus: ${name} "../escaped"`],
      [["--name", "a\\b", "--out", "g7"], `daedalus: ${name} "a\\\\b"`],
      [["--name", "", "--out", "g8"], `daedalus: ${name} ""`],
      [["--name", "..", "--out", "g8"], `daedalus: ${name} ".."`],
      // Refused as "writeScenario's mapPath must be a path without control characters" once the maps were being made.
      [
        ["--name", "a\tb", "--out", "g9"],
        'daedalus: --name must be a file name prefix without control characters (the scenario names its map on a line of tab-separated fields); got "a\\tb"',
      ],
      // Failed with a raw "ENAMETOOLONG: name too long, open 'g9/.xxx…-0.map.…tmp'" (exit 1).
      [
        ["--name", "x".repeat(223), "--out", "g9"],
        "daedalus: --name is too long: the file name <prefix>-0.map.scen would have 234 bytes, at most 233 fit (255, less the suffix of the temporary name it is first written under)",
      ],
      [
        ["--name", "x".repeat(220), "--out", "g9"],
        "daedalus: --name is too long: the file name <prefix>.manifest.json would have 234 bytes, at most 233 fit (255, less the suffix of the temporary name it is first written under)",
      ],

      [["--size", "5x4", "--corridor", "1000", "--out", "g6a"], "daedalus: a 5006×4005 map has 20049030 cells, over the most a map may have, 16777216"],
    ])("%j", async (args, message) => {
      const result = await runCliInServer(["grid", "export", "--seed", "1", ...args], { cwd: place });
      expect([result.code, result.stderr]).toEqual([2, `${message}\n`]);
      expect(readdirSync(place).sort()).toEqual(["afile", "garbage.bin"]);
    });

    it("an unreadable --input fails (exit 1) without making --out", async () => {
      const result = await runCliInServer(["grid", "export", "--input", "garbage.bin", "--out", "g6b"], { cwd: place });
      expect(result.code).toBe(1);
      expect(readdirSync(place).sort()).toEqual(["afile", "garbage.bin"]);
    });
  });

  it("export --input draws the maze at its own size: a corridor wider than the default --pixels allows is fine", async () => {
    const out = mkdtempSync(join(tmpdir(), "grid-input-"));
    const maze = join(out, "m.txt");
    expect((await run("generate", "-W", "1", "-H", "1", "-s", "1", "-o", maze)).code).toBe(0);
    const result = await run("grid", "export", "--input", maze, "--corridor", "511", "--buckets", "1", "--out", out);
    expect([result.code, result.stderr]).toEqual([0, `${join(out, "maze512-511-0.map")}: 513×513, 10 problems in 1 buckets (up to 3.82842712)\n`]);
  });

  it("export that fails part-way removes the files it wrote (a map's name taken by a directory)", async () => {
    const out = mkdtempSync(join(tmpdir(), "grid-partial-"));
    mkdirSync(join(out, "maze-1-1.map"));
    const result = await run("grid", "export", "--size", "4x4", "--seed", "3", "--count", "2", "--out", out);
    expect([result.code, result.stderr]).toEqual([
      2,
      `${join(out, "maze-1-0.map")}: 9×9, 70 problems in 7 buckets (up to 26.00000000)\ndaedalus: --out ${out}: maze-1-1.map is a directory, expected a file name\n`,
    ]);
    expect(readdirSync(out)).toEqual(["maze-1-1.map"]);
  });

  // Each file took its name as soon as it was written: a run failing later had already replaced the earlier run's
  // maps, and then removed them as its own (the directory lost them).
  it("export that fails part-way leaves an earlier run's files as they were", async () => {
    const out = mkdtempSync(join(tmpdir(), "grid-earlier-"));
    const args = ["grid", "export", "--size", "4x4", "--count", "2", "--out", out];
    expect((await run(...args, "--seed", "3")).code).toBe(0);
    const manifest = join(out, "maze-1.manifest.json");
    rmSync(manifest);
    mkdirSync(manifest);
    const files = () => Object.fromEntries(readdirSync(out).map((name) => [name, name === "maze-1.manifest.json" || readFileSync(join(out, name), "utf8")]));
    const before = files();
    const failed = await run(...args, "--seed", "9");
    expect([failed.code, failed.stderr.split("\n").at(-2)]).toEqual([2, `daedalus: --out ${out}: maze-1.manifest.json is a directory, expected a file name`]);
    expect(Object.keys(before).sort()).toEqual(["maze-1-0.map", "maze-1-0.map.scen", "maze-1-1.map", "maze-1-1.map.scen", "maze-1.manifest.json"]);
    expect(files()).toEqual(before);
  });

  // A file the system refuses was named by --output, a flag grid export does not have.
  it("export into a directory that takes no file names --out (exit 1)", async () => {
    const result = await run("grid", "export", "--size", "2x2", "--out", "/proc");
    expect([result.code, result.stderr]).toEqual([
      1,
      "daedalus: cannot write --out /proc/maze-1-0.map: the file cannot be created in that directory (ENOENT); nothing was left behind\n",
    ]);
  });

  // A signal between two files (no temporary file open) ended the process by its default action: the maps written so
  // far stayed, without their manifest, in the directory the run had made.
  it.each([
    ["a directory it made (and its missing parent)", join("a", "b")],
    ["a directory that was there", ""],
  ])("SIGINT during export into %s: exit 130, the directory as it was", async (_what, below) => {
    const place = mkdtempSync(join(tmpdir(), "grid-interrupt-"));
    writeFileSync(join(place, "keep.txt"), "kept");
    const out = join(place, below);
    const child = spawn(process.execPath, [bin, "grid", "export", "--size", "20x20", "--count", "5000", "--buckets", "1", "--out", out]);
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (data: string) => (stderr += data));
    const closed = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on("close", (code, signal) => resolve([code, signal])));
    // Until three files are there, so at least two are finished (about 4 ms a map here; at most 20 s on a busy machine).
    const written = () => existsSync(out) && readdirSync(out).filter((name) => name.includes(".map")).length >= 3;
    for (let waited = 0; !written() && waited < 20_000; waited += 10) await sleep(10);
    expect(written()).toBe(true);
    child.kill("SIGINT");
    expect(await closed).toEqual([130, null]);
    expect(readdirSync(place)).toEqual(["keep.txt"]);
    expect(stderr).toMatch(/\ndaedalus: interrupted \(SIGINT\); the unfinished output was removed\n$/);
  });

  it("export's manifest and summary give the longest problem, not the last one (a bucket's problems are not sorted)", async () => {
    const out = mkdtempSync(join(tmpdir(), "grid-longest-"));
    const result = await run("grid", "export", "--size", "3x3", "--buckets", "1", "--out", out);
    expect(result.code).toBe(0);
    const lengths = readScenario(readFileSync(join(out, "maze-1-0.map.scen"))).problems.map((problem) => Number(problem.length));
    // The last problem is not the longest here: the test would not tell the two apart otherwise.
    expect(lengths.at(-1)).toBeLessThan(Math.max(...lengths));
    const manifest = JSON.parse(readFileSync(join(out, "maze-1.manifest.json"), "utf8"));
    expect(manifest.maps[0].longest).toBe(Math.max(...lengths));
    expect(result.stderr).toContain(`10 problems in 1 buckets (up to ${Math.max(...lengths).toFixed(8)})`);
  });

  it("export --help names the manifest it writes, <prefix>.manifest.json", async () => {
    const help = await run("grid", "export", "--help");
    expect(help.stdout).toContain("five maps, their scenarios, sets/maze512-1.manifest.json");
    expect(help.stdout).not.toContain("sets/manifest.json");
  });
});
