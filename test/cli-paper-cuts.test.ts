// The paper cuts a new user hits on the command line, each with the behaviour a mature tool has.

import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkFreeSpace, checkPixelBudget, PIXEL_BUDGET } from "../src/cli/budgets.js";
import { heatmapFrom } from "../src/cli/heatmap.js";
import { chooseOutput } from "../src/cli/output-flags.js";
import { end, integerIn, nonNegativeInteger, port, positiveInteger, rowCount, seed, share } from "../src/cli/parse.js";
import { parseShard } from "../src/cli/shard.js";
import { bytesText, duration } from "../src/cli/units.js";
import { findFormat, formats, generate, generators, InvalidArgumentError, OutputError, SizeLimitError, solve, solvers } from "../src/node.js";
import { runCli as run } from "./support/cli.js";

describe("names and extensions", () => {
  it("algorithm and format names are taken whatever their case", async () => {
    const lower = await run("generate", "-a", "kruskal", "-W", "6", "-H", "3", "--seed", "2", "-f", "hex");
    const mixed = await run("generate", "-a", "Kruskal", "-W", "6", "-H", "3", "--seed", "2", "-f", "HEX");
    expect([mixed.code, mixed.stdout]).toEqual([0, lower.stdout]);
    expect(lower.stdout).toBe(generate({ algorithm: "kruskal", width: 6, height: 3, seed: 2 }).toString("hex"));
  });

  it("every word from a list is taken whatever its case: backends, takuzu's choices, topology parameters, colours", async () => {
    const hex = ["generate", "-W", "4", "-H", "3", "--seed", "1", "-f", "hex"];
    const upper = await run(...hex, "-b", "REFERENCE");
    expect([upper.code, upper.stdout]).toEqual([0, (await run(...hex, "-b", "reference")).stdout]);
    const takuzu = ["takuzu", "generate", "--size", "6x6", "-s", "3"];
    const shouted = await run(...takuzu, "-f", "JSON", "-d", "HARD", "--rules", "UNRULY", "-b", "Reference");
    expect([shouted.code, shouted.stdout]).toEqual([0, (await run(...takuzu, "-f", "json", "-d", "hard", "--rules", "unruly", "-b", "reference")).stdout]);
    const wrap = ["generate", "--topology", "wrap", "-W", "4", "-H", "3", "--seed", "1", "-f", "json"];
    expect((await run(...wrap, "--wrap", "X")).stdout).toBe((await run(...wrap, "--wrap", "x")).stdout);
    const svg = await run("generate", "-W", "3", "-H", "2", "--seed", "1", "-f", "svg", "--colour", "WALL=#123456");
    expect([svg.code, svg.stdout.includes("#123456")]).toEqual([0, true]);
    // A name inherited by every object is no colour.
    expect((await run("generate", "-f", "svg", "--colour", "toString=#123")).stderr).toContain("colour name must be one of");
  });

  it("an output extension no format writes is refused with the list, before any work and without a file", async () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-cuts-"));
    const known = formats.map((format) => `${format.extensions.join(" ")} (${format.name})`).join(", ");
    const result = await run("generate", "-W", "5", "-H", "5", "-o", join(directory, "maze.jpg"));
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `daedalus: --output ${join(directory, "maze.jpg")}: no format writes .jpg files; use one of ${known}, or name a format with --format\n`,
    );
    expect(readdirSync(directory)).toEqual([]);
  });

  it("an output in a missing directory is refused before the maze is generated (65533² would take a minute)", async () => {
    const result = await run("generate", "-W", "65533", "-H", "65533", "-o", "/no-such-dir/m.bin");
    expect([result.code, result.stderr]).toEqual([2, "daedalus: --output /no-such-dir/m.bin: directory /no-such-dir does not exist\n"]);
  });
});

describe("gzip read back", () => {
  it("convert, solve and stats read what generate wrote with .gz or --gzip, by its magic bytes", async () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-gz-"));
    const maze = generate({ width: 9, height: 5, seed: 8 });
    for (const name of ["m.bin.gz", "m.json.gz", "m.txt.gz"]) {
      expect((await run("generate", "-W", "9", "-H", "5", "--seed", "8", "-o", join(directory, name))).code).toBe(0);
      expect((await run("convert", "-i", join(directory, name), "-f", "hex")).stdout, name).toBe(maze.toString("hex"));
    }
    expect((await run("generate", "-W", "9", "-H", "5", "--seed", "8", "-f", "json", "--gzip", "-o", join(directory, "plain-name"))).code).toBe(0);
    expect((await run("convert", "-i", join(directory, "plain-name"), "-f", "hex")).stdout).toBe(maze.toString("hex"));
    expect(JSON.parse((await run("stats", "-i", join(directory, "m.bin.gz"))).stdout).perfect).toBe(true);
    expect((await run("solve", "-i", join(directory, "m.json.gz"), "-f", "ascii")).code).toBe(0);
  });
});

describe("bytes and terminals", () => {
  it("binary, png and gzip output to a terminal is refused; text is written; a file or a pipe takes anything", async () => {
    const refusal = (name: string) => new InvalidArgumentError(`${name} output is bytes, not text for a terminal: write it to a file with -o, or pipe it`);
    expect(() => chooseOutput({ format: "binary" }, true)).toThrow(refusal("binary"));
    expect(() => chooseOutput({ format: "png" }, true)).toThrow(refusal("png"));
    expect(() => chooseOutput({ gzip: true }, true)).toThrow(refusal("gzip"));
    expect(chooseOutput({}, true).format.name).toBe("ascii");
    expect(chooseOutput({ format: "binary" }, false).format.name).toBe("binary");
  });
});

/** The output of the CLI run with `args`, whatever its exit code (in parallel with others, unlike run). */
const output = async (...args: string[]) => (await run(...args)).stdout;

/** The help of the program and of every command and takuzu subcommand, as `daedalus --help` lists them (run once, at once). */
let helpTexts: Promise<Map<string, string>> | undefined;
function helps(): Promise<Map<string, string>> {
  const names = (help: string) =>
    [...help.slice(help.indexOf("Commands:")).matchAll(/^ {2}([a-z]+)/gm)].map((match) => match[1]!).filter((name) => name !== "help");
  helpTexts ??= (async () => {
    const [top, takuzu] = await Promise.all([output("--help"), output("takuzu", "--help")]);
    const commands = [...names(top).map((name) => [name]), ...names(takuzu).map((name) => ["takuzu", name])];
    const texts = await Promise.all(commands.map((command) => output(...command, "--help")));
    return new Map([["", top], ...commands.map((command, i) => [command.join(" "), texts[i]!] as const)]);
  })();
  return helpTexts;
}

describe("what list and help print", () => {
  it("list shows what each option takes: one of its values, a range, or text its summary describes", async () => {
    const text = (await run("list")).stdout;
    expect(text).toContain("--option policy=<text> (default newest): which active cell grows next: newest, oldest, random, middle,");
    expect(text).toContain("--option bias=se|sw|ne|nw (default se): ");
    expect(text).toContain("--option trees=1..4294967295 (default 16): ");
    expect(text).toContain("--option hand=left|right (default left): ");
    expect(text).not.toContain("∞");
  });

  it("no help shows an empty default", async () => {
    const commands = [
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
    ];
    const texts = await helps();
    expect([...texts.keys()]).toEqual(expect.arrayContaining(commands));
    for (const [command, help] of texts) expect(help, command).not.toMatch(/\(default: (\{\}|\[\]|"")\)/);
  });
});

describe("words a newcomer reads", () => {
  // The documents daedalus grew from are credited once, in the README's Acknowledgements, not as "seed 003".
  const jargon = /\bseeds? 00\d/i;

  it("no 'seed 00N' in the README, list, any help, the summaries or the page", async () => {
    expect(readFileSync(new URL("../README.md", import.meta.url), "utf8")).not.toMatch(jargon);
    expect(readFileSync(new URL("../src/web/index.html", import.meta.url), "utf8")).not.toMatch(jargon);
    expect((await run("list")).stdout).not.toMatch(jargon);
    expect((await run("list", "--format", "json")).stdout).not.toMatch(jargon);
    for (const [command, help] of await helps()) expect(help, command).not.toMatch(jargon);
    const summaries = [...generators, ...solvers].flatMap((entry) => [entry.summary, ...entry.options.map((option) => option.summary)]);
    const biases = generators.map((entry) => entry.bias);
    for (const text of [...summaries, ...biases, ...formats.map((format) => format.summary)]) expect(text).not.toMatch(jargon);
  });

  it("the README credits the original documents in one Acknowledgements section", async () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    expect(readme.match(/^## Acknowledgements$/gm)).toHaveLength(1);
    expect(readme.slice(readme.indexOf("## Acknowledgements"))).toContain("derepas.com/scratch");
  });
});

describe("solve's summary", () => {
  it("solve ends with one line on stderr (solver, ends, length, cells visited, time); --quiet leaves it out", async () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-summary-"));
    const maze = generate({ width: 8, height: 4, seed: 42 });
    writeFileSync(join(directory, "maze.json"), maze.toString("json"));
    const expected = solve(maze, { solver: "astar", from: [0, 3], to: [7, 0] });
    const args = ["solve", "-i", join(directory, "maze.json"), "--solver", "astar", "--from", "0,3", "--to", "7,0", "-o", join(directory, "solved.txt")];
    const result = await run(...args);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      new RegExp(`^daedalus: astar from \\(0, 3\\) to \\(7, 0\\): length ${expected.length}, visited ${expected.visited} cells, [0-9.]+ m?s\n$`),
    );
    expect(await run(...args, "--quiet")).toMatchObject({ code: 0, stderr: "" });
  });

  it("times read as a person says them", async () => {
    expect([0.4217, 12.4, 999.4, 3456].map(duration)).toEqual(["0.42 ms", "12 ms", "999 ms", "3.5 s"]);
  });
});

describe("big outputs are stated or refused before any work", () => {
  const over = (size: string, cell: string, megapixels: number, choices: string) =>
    `daedalus: png: a ${size} maze at cell size ${cell} is a picture of ${choices}`.replace("{m}", String(megapixels));

  it("a png over 10^8 pixels is refused with the --cell-size and --pixel that fit, before the maze is generated", async () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-budget-"));
    const big = await run("generate", "-W", "12000", "-H", "12000", "-o", join(directory, "big.png"));
    expect([big.code, big.stderr]).toEqual([
      2,
      over(
        "12000×12000",
        "12",
        28229,
        "168014×168014 pixels ({m} megapixels), over the budget of 100 megapixels; use --pixel (24001×24001 pixels, 1 bit each), or --force to draw it anyway\n",
      ),
    ]);
    const wide = await run("generate", "-W", "720", "-H", "720", "--cell-size", "20", "-o", join(directory, "wide.png"));
    expect([wide.code, wide.stderr]).toEqual([
      2,
      over(
        "720×720",
        "20",
        251,
        "15854×15854 pixels ({m} megapixels), over the budget of 100 megapixels; use --cell-size 11 (9374×9374 pixels) or --pixel (1441×1441 pixels, 1 bit each), or --force to draw it anyway\n",
      ),
    ]);
    expect(readdirSync(directory)).toEqual([]);
  });

  it("convert and solve apply the same budget to the maze they read; --pixel and --force pass it", async () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-budget-"));
    writeFileSync(join(directory, "maze.json"), generate({ algorithm: "binary-tree", width: 720, height: 720, seed: 1 }).toString("json"));
    const refusal = over(
      "720×720",
      "12",
      102,
      "10094×10094 pixels ({m} megapixels), over the budget of 100 megapixels; use --cell-size 11 (9374×9374 pixels) or --pixel (1441×1441 pixels, 1 bit each), or --force to draw it anyway\n",
    );
    for (const command of ["convert", "solve"]) {
      expect(await run(command, "-i", join(directory, "maze.json"), "-o", join(directory, "out.png"))).toMatchObject({ code: 2, stderr: refusal });
    }
    expect((await run("convert", "-i", join(directory, "maze.json"), "--pixel", "-o", join(directory, "out.png"))).code).toBe(0);
    const png = findFormat("png");
    const size = { width: 720, height: 720 };
    expect(() => checkPixelBudget(png, size, {}, {})).toThrow(SizeLimitError);
    expect(() => checkPixelBudget(png, size, {}, { force: true })).not.toThrow();
    expect(() => checkPixelBudget(png, size, { cellSize: 1, wallWidth: 1, margin: 0 }, { pixel: true })).not.toThrow();
    expect(() => checkPixelBudget(findFormat("svg"), size, {}, {})).not.toThrow(); // svg has its own cell limit
    // 714² cells at the default sizes is 10010×10010 pixels, just over; 713² just under.
    expect(PIXEL_BUDGET).toBe(1e8);
    expect(() => checkPixelBudget(png, { width: 713, height: 713 }, {}, {})).not.toThrow();
    expect(() => checkPixelBudget(png, { width: 714, height: 714 }, {}, {})).toThrow(SizeLimitError);
  });

  it("--stream states its size first, and refuses a file larger than the free space unless --force", async () => {
    const directory = mkdtempSync(join(tmpdir(), "daedalus-budget-"));
    const small = await run("generate", "-a", "eller", "-W", "10", "-H", "5", "--seed", "1", "--stream", "-f", "hex");
    expect([small.code, small.stdout.length, small.stderr]).toEqual([0, 55, "daedalus: --stream writes 55 bytes (10×5 cells in hex)\n"]);
    const huge = await run("generate", "-a", "eller", "-W", "10000", "-H", "9007199254740992", "--seed", "1", "--stream", "-o", join(directory, "big.hex"));
    expect(huge.code).toBe(1);
    expect(huge.stderr).toMatch(
      new RegExp(
        `^daedalus: --output ${join(directory, "big.hex")}: the stream is 90\\.1 EB and ${directory} has [0-9.]+ [kMGTP]?B free; write it elsewhere, compress it with --gzip, or add --force to start anyway\n$`,
      ),
    );
    expect(readdirSync(directory)).toEqual([]);
  });

  it("the free-space check passes what it cannot know: stdout, gzip, a bound, or --force", async () => {
    const free = () => 1000;
    const exact = { bytes: 1001, exact: true };
    expect(() => checkFreeSpace("/tmp/m.hex", exact, false, false, free)).toThrow(OutputError);
    expect(() => checkFreeSpace("/tmp/m.hex", { bytes: 1000, exact: true }, false, false, free)).not.toThrow();
    expect(() => checkFreeSpace("/tmp/m.hex", exact, false, true, free)).not.toThrow();
    expect(() => checkFreeSpace("/tmp/m.hex", exact, true, false, free)).not.toThrow();
    expect(() => checkFreeSpace("/tmp/m.hex", { bytes: 1001, exact: false }, false, false, free)).not.toThrow();
    expect(() => checkFreeSpace(undefined, exact, false, false, free)).not.toThrow();
    expect(() => checkFreeSpace("-", exact, false, false, free)).not.toThrow();
  });

  // A device or a pipe is written in place, never in full beside it: the README's 10 GB stream to /dev/null was
  // refused where /dev had less free (a container's /dev is a 64 MB tmpfs), as was a FIFO's reader's share.
  it("the free-space check passes a device and a FIFO", () => {
    const free = () => 1000;
    const exact = { bytes: 10 ** 10, exact: true };
    const fifo = join(mkdtempSync(join(tmpdir(), "daedalus-budget-")), "pipe");
    execFileSync("mkfifo", [fifo]);
    expect(() => checkFreeSpace("/dev/null", exact, false, false, free)).not.toThrow();
    expect(() => checkFreeSpace(fifo, exact, false, false, free)).not.toThrow();
  });

  it("sizes read in decimal units", async () => {
    expect([55, 999, 1000, 6_012_008, 1.0001e11, 9.0072e19].map(bytesText)).toEqual(["55 bytes", "999 bytes", "1 kB", "6.01 MB", "100 GB", "90.1 EB"]);
  });
});

// The API takes -0 as 0 (it is in [0, 1], and an integer ≥ 0); the CLI refused "-0" by the text's minus sign.
describe("-0 is 0 wherever 0 is in range", () => {
  const hex = ["generate", "-a", "kruskal", "-W", "7", "-H", "5", "--seed", "3", "-f", "hex"];
  const weave = ["generate", "--topology", "weave", "-W", "5", "-H", "4", "--seed", "3", "-f", "json"];

  it("--braid, --sparse, --seed, --margin, --density and --layout-seed take -0, -0.0 and -00 as 0: the same bytes", async () => {
    for (const [args, flag, zeros] of [
      [hex, "--braid", ["-0", "-0.0", "-00", "-.0", "-0."]],
      [hex, "--sparse", ["-0", "-0.000"]],
      [hex.filter((arg) => arg !== "--seed" && arg !== "3"), "--seed", ["-0", "-000"]],
      [[...hex.slice(0, -1), "svg"], "--margin", ["-0"]],
      [weave, "--density", ["-0", "-0.0"]],
      [weave, "--layout-seed", ["-0"]],
    ] as const) {
      const zero = await run(...args, flag, "0");
      expect([zero.code, zero.stderr]).toEqual([0, ""]);
      for (const value of zeros) expect(await run(...args, flag, value), `${flag} ${value}`).toEqual(zero);
    }
    // 0 reaches the output as 0: the weave's json records density 0, and --seed -0 is seed 0's maze.
    const json = JSON.parse((await run(...weave, "--density", "-0", "--layout-seed", "-0")).stdout) as { parameters: Record<string, unknown> };
    expect(json.parameters).toEqual({ width: 5, height: 4, density: 0, layoutSeed: 0 });
    expect((await run(...hex.filter((arg) => arg !== "--seed" && arg !== "3"), "--seed", "-0")).stdout).toBe(
      generate({ algorithm: "kruskal", width: 7, height: 5, seed: 0 }).toString("hex"),
    );
  });

  it("values below the range, and -0 where 0 is out of range, keep their named errors", async () => {
    const refused = (flag: string, value: string, message: string) => `daedalus: option '${flag}' argument '${value}' is invalid. ${message}`;
    for (const [args, flag, value, message] of [
      [hex, "--braid <p>", "-0.1", "must be a number in [0, 1], e.g. 0.5."],
      [hex, "--braid <p>", "-1", "must be a number in [0, 1], e.g. 0.5."],
      [hex, "--sparse <p>", "-0.5", "must be a number in [0, 1], e.g. 0.5."],
      [hex, "-s, --seed <seed>", "-1", "must be an integer in [0, 2^32) or a non-numeric string."],
      [hex, "-s, --seed <seed>", "-0.0", "must be an integer in [0, 2^32) or a non-numeric string."],
      [hex, "--margin <px>", "-1", "must be a non-negative integer."],
      [weave, "--density <p>", "-0.3", "must be a number in [0, 1], e.g. 0.5."],
      [weave, "--layout-seed <n>", "-1", "must be an integer in [0, 4294967295]."],
      [hex, "-W, --width <cells>", "-0", "must be a positive integer."],
      [hex, "-H, --height <cells>", "-0", "must be a positive integer."],
      [hex, "-n, --count <n>", "-0", "must be a positive integer."],
      [hex, "--tiles <T>", "-0", "must be an integer in [1, 4096]."],
      [hex, "--cell-size <px>", "-0", "must be a positive integer."],
    ] as const) {
      const result = await run(...args, flag.replace(/^-., /, "").replace(/ <.*$/, ""), value);
      expect([result.code, result.stderr.split("\n")[0]], `${flag} ${value}`).toEqual([2, refused(flag, value, message)]);
    }
  });

  it("cells and shards made of numbers take -0 as 0 in each part, and keep refusing what is below 0", async () => {
    expect([end("-0,-0"), end("3,-0"), heatmapFrom("-0,2"), parseShard("-0/2"), parseShard("1/2")]).toEqual([
      [0, 0],
      [3, 0],
      [0, 2],
      { index: 0, count: 2 },
      { index: 1, count: 2 },
    ]);
    expect(() => end("-1,0")).toThrow("must be x,y (two non-negative integers, e.g. 0,0) or longest.");
    expect(() => heatmapFrom("0,-1")).toThrow("must be start or x,y (two non-negative integers, e.g. 3,4).");
    expect(() => parseShard("-1/2")).toThrow('--shard must be i/k with 0 <= i < k (e.g. 0/4 … 3/4), auto or auto/k; got "-1/2"');
    const svg = ["generate", "-W", "6", "-H", "4", "--seed", "2", "-f", "svg", "--solve", "--heatmap"];
    // --heatmap's value is optional: a value starting with a minus is given with "=".
    const zero = await run(...svg, "0,0", "--from", "0,0");
    expect([zero.code, zero.stdout.startsWith("<svg")]).toEqual([0, true]);
    expect(await run(...svg.slice(0, -1), "--heatmap=-0,-0", "--from", "-0,0")).toEqual(zero);
  });

  it("the parsers: -0 where 0 is allowed, the same refusal as 0 where it is not", () => {
    expect([share("-0"), integerIn(0, 9)("-0"), seed("-0"), nonNegativeInteger("-0"), port("-0")].map((zero) => Object.is(zero, 0))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(() => port("-1")).toThrow("must be an integer in [0, 65535] (0 picks a free port).");
    for (const parse of [positiveInteger, rowCount, integerIn(1, 9)]) {
      expect(() => parse("-0")).toThrow(
        ((): string => {
          try {
            parse("0");
          } catch (error) {
            return (error as Error).message;
          }
          return "0 was taken";
        })(),
      );
    }
  });
});
