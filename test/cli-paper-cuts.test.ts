// The paper cuts a new user hits on the command line, each with the behaviour a mature tool has.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chooseOutput } from "../src/cli/output-flags.js";
import { duration } from "../src/cli/solution-output.js";
import { formats, generate, generators, InvalidArgumentError, solve, solvers } from "../src/node.js";

const bin = new URL("../bin/daedalus.js", import.meta.url).pathname;
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });

describe("names and extensions", () => {
  it("algorithm and format names are taken whatever their case", () => {
    const lower = run("generate", "-a", "kruskal", "-W", "6", "-H", "3", "--seed", "2", "-f", "hex");
    const mixed = run("generate", "-a", "Kruskal", "-W", "6", "-H", "3", "--seed", "2", "-f", "HEX");
    expect([mixed.status, mixed.stdout]).toEqual([0, lower.stdout]);
    expect(lower.stdout).toBe(generate({ algorithm: "kruskal", width: 6, height: 3, seed: 2 }).toString("hex"));
  });

  it("an output extension no format writes is refused with the list, before any work and without a file", () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-cuts-"));
    const known = formats.map((format) => `${format.extensions.join(" ")} (${format.name})`).join(", ");
    const result = run("generate", "-W", "5", "-H", "5", "-o", join(directory, "maze.jpg"));
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      `daedalus: --output ${join(directory, "maze.jpg")}: no format writes .jpg files; use one of ${known}, or name a format with --format\n`,
    );
    expect(readdirSync(directory)).toEqual([]);
  });

  it("an output in a missing directory is refused before the maze is generated (65533² would take a minute)", () => {
    const result = run("generate", "-W", "65533", "-H", "65533", "-o", "/no-such-dir/m.bin");
    expect([result.status, result.stderr]).toEqual([2, "daedalus: --output /no-such-dir/m.bin: directory /no-such-dir does not exist\n"]);
  });
});

describe("gzip read back", () => {
  it("convert, solve and stats read what generate wrote with .gz or --gzip, by its magic bytes", () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-gz-"));
    const maze = generate({ width: 9, height: 5, seed: 8 });
    for (const name of ["m.bin.gz", "m.json.gz", "m.txt.gz"]) {
      expect(run("generate", "-W", "9", "-H", "5", "--seed", "8", "-o", join(directory, name)).status).toBe(0);
      expect(run("convert", "-i", join(directory, name), "-f", "hex").stdout, name).toBe(maze.toString("hex"));
    }
    expect(run("generate", "-W", "9", "-H", "5", "--seed", "8", "-f", "json", "--gzip", "-o", join(directory, "plain-name")).status).toBe(0);
    expect(run("convert", "-i", join(directory, "plain-name"), "-f", "hex").stdout).toBe(maze.toString("hex"));
    expect(JSON.parse(run("stats", "-i", join(directory, "m.bin.gz")).stdout).perfect).toBe(true);
    expect(run("solve", "-i", join(directory, "m.json.gz"), "-f", "ascii").status).toBe(0);
  });
});

describe("bytes and terminals", () => {
  it("binary, png and gzip output to a terminal is refused; text is written; a file or a pipe takes anything", () => {
    const refusal = (name: string) => new InvalidArgumentError(`${name} output is bytes, not text for a terminal: write it to a file with -o, or pipe it`);
    expect(() => chooseOutput({ format: "binary" }, true)).toThrow(refusal("binary"));
    expect(() => chooseOutput({ format: "png" }, true)).toThrow(refusal("png"));
    expect(() => chooseOutput({ gzip: true }, true)).toThrow(refusal("gzip"));
    expect(chooseOutput({}, true).format.name).toBe("ascii");
    expect(chooseOutput({ format: "binary" }, false).format.name).toBe("binary");
  });
});

/** The help of the program and of every command and takuzu subcommand, as `daedalus --help` lists them (run once). */
let helpTexts: Map<string, string> | undefined;
function helps(): Map<string, string> {
  if (helpTexts) return helpTexts;
  const names = (help: string) =>
    [...help.slice(help.indexOf("Commands:")).matchAll(/^ {2}([a-z]+)/gm)].map((match) => match[1]!).filter((name) => name !== "help");
  const top = run("--help").stdout;
  const takuzu = run("takuzu", "--help").stdout;
  const commands = [...names(top).map((name) => [name]), ...names(takuzu).map((name) => ["takuzu", name])];
  helpTexts = new Map([["", top], ...commands.map((command) => [command.join(" "), run(...command, "--help").stdout] as const)]);
  return helpTexts;
}

describe("what list and help print", () => {
  it("list shows what each option takes: one of its values, a range, or text its summary describes", () => {
    const text = run("list").stdout;
    expect(text).toContain("--option policy=<text> (default newest): which active cell grows next: newest, oldest, random, middle,");
    expect(text).toContain("--option bias=se|sw|ne|nw (default se): ");
    expect(text).toContain("--option trees=1..4294967295 (default 16): ");
    expect(text).toContain("--option hand=left|right (default left): ");
    expect(text).not.toContain("∞");
  });

  it("no help shows an empty default", () => {
    expect([...helps().keys()]).toEqual([
      "",
      "generate",
      "solve",
      "stats",
      "convert",
      "list",
      "bench",
      "demo",
      "serve",
      "takuzu",
      "takuzu generate",
      "takuzu solve",
      "takuzu grade",
    ]);
    for (const [command, help] of helps()) expect(help, command).not.toMatch(/\(default: (\{\}|\[\]|"")\)/);
  });
});

describe("words a newcomer reads", () => {
  // The documents daedalus grew from are credited once, in the README's Acknowledgements, not as "seed 003".
  const jargon = /\bseeds? 00\d/i;

  it("no 'seed 00N' in the README, list, any help, the summaries or the page", () => {
    expect(readFileSync(new URL("../README.md", import.meta.url), "utf8")).not.toMatch(jargon);
    expect(readFileSync(new URL("../src/web/index.html", import.meta.url), "utf8")).not.toMatch(jargon);
    expect(run("list").stdout).not.toMatch(jargon);
    expect(run("list", "--format", "json").stdout).not.toMatch(jargon);
    for (const [command, help] of helps()) expect(help, command).not.toMatch(jargon);
    const summaries = [...generators, ...solvers].flatMap((entry) => [entry.summary, ...entry.options.map((option) => option.summary)]);
    const biases = generators.map((entry) => entry.bias);
    for (const text of [...summaries, ...biases, ...formats.map((format) => format.summary)]) expect(text).not.toMatch(jargon);
  });

  it("the README credits the original documents in one Acknowledgements section", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    expect(readme.match(/^## Acknowledgements$/gm)).toHaveLength(1);
    expect(readme.slice(readme.indexOf("## Acknowledgements"))).toContain("derepas.com/scratch");
  });
});

describe("solve's summary", () => {
  it("solve ends with one line on stderr (solver, ends, length, cells visited, time); --quiet leaves it out", () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-summary-"));
    const maze = generate({ width: 8, height: 4, seed: 42 });
    writeFileSync(join(directory, "maze.json"), maze.toString("json"));
    const expected = solve(maze, { solver: "astar", from: [0, 3], to: [7, 0] });
    const args = ["solve", "-i", join(directory, "maze.json"), "--solver", "astar", "--from", "0,3", "--to", "7,0", "-o", join(directory, "solved.txt")];
    const result = run(...args);
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(
      new RegExp(`^daedalus: astar from \\(0, 3\\) to \\(7, 0\\): length ${expected.length}, visited ${expected.visited} cells, [0-9.]+ m?s\n$`),
    );
    expect(run(...args, "--quiet")).toMatchObject({ status: 0, stderr: "" });
  });

  it("times read as a person says them", () => {
    expect([0.4217, 12.4, 999.4, 3456].map(duration)).toEqual(["0.42 ms", "12 ms", "999 ms", "3.5 s"]);
  });
});
