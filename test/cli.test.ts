import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ABI_VERSION } from "../src/grid/abi.js";
import { generate } from "../src/node.js";
import { runCli as run, runCliInServer } from "./support/cli.js";

describe.concurrent("daedalus generate", () => {
  it("prints the same ascii maze as the API for a seed", async () => {
    const { code, stdout, stderr } = await run("generate", "--width", "8", "--height", "4", "--seed", "42");
    expect([code, stderr]).toEqual([0, ""]);
    expect(stdout).toBe(generate({ width: 8, height: 4, seed: 42 }).toString());
  });

  it("defaults to a 20×10 backtracker with a random seed printed on stderr, which reproduces it", async () => {
    const first = await run("generate");
    const seed = /random seed (\d+) \(reproduce with --seed \1\)/.exec(first.stderr)?.[1];
    expect(first.code).toBe(0);
    expect(seed).toBeDefined();
    expect(first.stdout.split("\n").length - 1).toBe(21);
    expect((await run("generate", "--seed", seed!)).stdout).toBe(first.stdout);
  });

  it("--count with json writes one object per line, seeds S, S+1, …", async () => {
    const { code, stdout } = await run("generate", "-W", "5", "-H", "3", "--count", "3", "--format", "json", "--seed", "4294967295");
    expect(code).toBe(0);
    const lines = stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((maze) => maze.seed)).toEqual([4294967295, 0, 1]);
    expect(lines[1].rows).toEqual(JSON.parse(generate({ width: 5, height: 3, seed: 0 }).toString("json")).rows);
  });

  it("the reference backend prints the same bytes", async () => {
    expect((await run("generate", "--seed", "9", "--backend", "reference", "-f", "json")).stdout).toBe(
      (await run("generate", "--seed", "9", "-f", "json")).stdout,
    );
  });

  it("-o writes the file atomically, format from the extension, leaving no temporary file", async () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-"));
    const { code } = await run("generate", "--seed", "3", "-o", join(directory, "maze.json"));
    expect(code).toBe(0);
    expect(readdirSync(directory)).toEqual(["maze.json"]);
    expect(readFileSync(join(directory, "maze.json"), "utf8")).toBe(generate({ width: 20, height: 10, seed: 3 }).toString("json"));
  });

  it.each([
    [["generate", "--width", "0"], "daedalus: option '-W, --width <cells>' argument '0' is invalid. must be a positive integer."],
    [["generate", "--height", "2.5"], "daedalus: option '-H, --height <cells>' argument '2.5' is invalid. must be a positive integer."],
    [["generate", "--seed", "-1"], "daedalus: option '-s, --seed <seed>' argument '-1' is invalid. must be an integer in [0, 2^32) or a non-numeric string."],
    [
      ["generate", "--seed", "4294967296"],
      "daedalus: option '-s, --seed <seed>' argument '4294967296' is invalid. must be an integer in [0, 2^32) or a non-numeric string.",
    ],
    [["generate", "--count", "0"], "daedalus: option '-n, --count <n>' argument '0' is invalid. must be a positive integer."],
    [["generate", "--backend", "gpu"], "daedalus: option '-b, --backend <name>' argument 'gpu' is invalid. must be one of wasm, reference."],
    [["generate", "--algorithm", "backtrackr"], 'daedalus: unknown algorithm "backtrackr" (did you mean "backtracker"?); allowed: backtracker'],
    [
      ["generate", "--format", "jsno"],
      'daedalus: unknown format "jsno" (did you mean "json"?); allowed: ascii, ascii-compact, unicode, blocks, hex, json, binary, npy, svg, png, game-map',
    ],
    [["generate", "--option", "bias"], "daedalus: option '--option <name=value>' argument 'bias' is invalid. must be name=value, e.g. --option bias=ne."],
    [["generate", "--wdth", "3"], "daedalus: unknown option '--wdth'\n(Did you mean --width?)"],
    [["generat"], "daedalus: unknown command 'generat'\n(Did you mean generate?)"],
    [["generate", "-W", "70000", "-H", "70000"], "daedalus: 70000×70000 is too large for backtracker on the wasm backend"],
    [["generate", "-o", "/nonexistent-dir/m.txt"], "daedalus: --output /nonexistent-dir/m.txt: directory /nonexistent-dir does not exist"],
    [["generate", "-o", ""], 'daedalus: --output must name a file, or "-" for stdout; got an empty name'],
    [["generate", "-n", "4", "--workers", "99999"], "daedalus: option '--workers <k>' argument '99999' is invalid. must be an integer in [1, 64]."],
    [["bench", "--algorithms", ""], 'daedalus: --algorithms must list names separated by commas, or none; got ""'],
    [["bench", "--algorithms", "wilson,,eller"], 'daedalus: --algorithms must list names separated by commas, or none; got "wilson,,eller"'],
    [["serve", "--size", "65536"], "daedalus: option '--size <n>' argument '65536' is invalid. must be an integer in [2, 256]."],
    [["serve", "--save-every", "2147484"], "daedalus: option '--save-every <seconds>' argument '2147484' is invalid. must be an integer in [1, 86400]."],
  ])("%j is a usage error: exit 2, a message, no stack trace", async (args, message) => {
    const { code, stdout, stderr } = await run(...args);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain(message);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

describe.concurrent("daedalus list, --help, --version", () => {
  it("list --format json describes every generator with its properties", async () => {
    const { code, stdout } = await run("list", "--format", "json");
    expect(code).toBe(0);
    const catalogue = JSON.parse(stdout);
    expect(catalogue.generators[0]).toMatchObject({
      name: "backtracker",
      perfect: true,
      uniform: false,
      streamable: false,
      workingMemory: { perCell: 0, perRow: 0, fixed: 0 },
      masks: true,
      largestSquare: { wasm: 65533, reference: 65534 },
    });
    expect(catalogue.solvers.map((solver: { name: string }) => solver.name)).toEqual([
      "bfs",
      "dfs",
      "astar",
      "bidirectional",
      "dead-end-filling",
      "wall-follower",
      "tremaux",
    ]);
    expect(catalogue.solvers.find((solver: { name: string }) => solver.name === "wall-follower")).toMatchObject({
      optimal: false,
      complete: false,
      options: [{ name: "hand", values: ["left", "right"], default: "left" }],
      workingMemory: { perCell: 0, perRow: 0, fixed: 31, onDemand: "the path, 2 bits per move" },
    });
    expect(catalogue.formats.map((format: { name: string }) => format.name)).toEqual([
      "ascii",
      "ascii-compact",
      "unicode",
      "blocks",
      "hex",
      "json",
      "binary",
      "npy",
      "svg",
      "png",
      "game-map",
    ]);
    expect(catalogue.abi).toEqual({ version: ABI_VERSION });
  });

  it("help of each command shows examples; --version prints the package version", async () => {
    for (const command of ["generate", "solve", "stats", "list"]) {
      const { code, stdout } = await run(command, "--help");
      expect(code).toBe(0);
      expect(stdout).toContain("Examples:");
    }
    const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    expect((await run("--version")).stdout.trim()).toBe(version);
  });
});

describe("daedalus --help", () => {
  it("ends with examples, which run as written, in order", async () => {
    const { code, stdout } = await run("--help");
    expect(code).toBe(0);
    const examples = stdout
      .slice(stdout.indexOf("Examples:"))
      .split("\n")
      .filter((line) => line.startsWith("  $ daedalus "))
      .map((line) => line.slice("  $ daedalus ".length).split(/ {2,}/)[0]!.split(" "));
    expect(examples.map((args) => args[0])).toEqual(["generate", "generate", "solve", "generate", "list", "generate"]);
    const cwd = mkdtempSync(join(tmpdir(), "daedalus-root-help-"));
    for (const args of examples) {
      const result = await runCliInServer(args, { cwd });
      expect([args.join(" "), result.code]).toEqual([args.join(" "), 0]);
    }
    expect(["maze.json", "solved.png", "polar.png"].map((name) => existsSync(join(cwd, name)))).toEqual([true, true, true]);
  });
});

describe.concurrent("daedalus demo (npm start)", () => {
  it("draws a solved maze with its seed and prints the Wasm / reference table", async () => {
    const { code, stdout } = await run("demo", "--size", "200");
    expect(code).toBe(0);
    const seed = /seed (\d+) \(daedalus generate --seed \1 --solve --marks\)/.exec(stdout)?.[1];
    expect(seed).toBeDefined();
    const drawing = stdout.slice(0, stdout.indexOf("backtracker 20×10"));
    expect(drawing).toBe((await run("generate", "--seed", seed!, "--solve", "--marks")).stdout);
    expect(stdout).toMatch(/generate backtracker 200×200 +\d+ ms [\d.]+ ns\/c +\d+ ms [\d.]+ ns\/c +[\d.]+×/);
    expect(stdout).toMatch(/solve bfs 200×200 +\d+ ms [\d.]+ ns\/c +\d+ ms [\d.]+ ns\/c +[\d.]+×/);
  });

  it("refuses a --size past 10000 before it draws anything", async () => {
    const { code, stdout, stderr } = await run("demo", "--size", "70000");
    expect([code, stdout, stderr]).toEqual([
      2,
      "",
      "daedalus: option '--size <cells>' argument '70000' is invalid. must be an integer in [1, 10000].\n(run with --help for usage and examples)\n",
    ]);
  });
});

describe("daedalus bench", () => {
  it("names in its report the arguments it was run with, whoever ran main()", async () => {
    const args = ["bench", "--algorithms", "backtracker", "--solvers", "none", "--sizes", "10x10", "--rounds", "1", "--time", "1"];
    const quiet = ["--no-extras", "--no-takuzu", "--backends", "wasm", "--parallel-side", "0", "--json"];
    const { code, stdout } = await run(...args, ...quiet);
    expect(code).toBe(0);
    expect(JSON.parse(stdout).command).toBe(`daedalus ${[...args, ...quiet].join(" ")}`);
  });
});
