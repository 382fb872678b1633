// The command line on topologies, end to end for each: generate → json → solve, stats and convert; the flags a
// topology does not take, and the square grid's flags that do not apply, refused by name.

import { existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";
import { maskFromText } from "../src/mask/text.js";
import { braidOn, generateOn, maskTopology, solveOn, topology } from "../src/node.js";
import { readTopologyJson, topologyJson } from "../src/topology-formats/index.js";
import { runCli as run, runCliWith } from "./support/cli.js";

const dir = mkdtempSync(join(tmpdir(), "daedalus-cli-topology-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CASES: [string, string[], Record<string, unknown>][] = [
  ["hex", ["-W", "7", "-H", "5"], { width: 7, height: 5 }],
  ["triangle", ["-W", "8", "-H", "4"], { width: 8, height: 4 }],
  ["polar", ["--rings", "5", "--centre", "3", "--subdivision", "double"], { rings: 5, centre: 3, subdivision: "double" }],
  ["upsilon", ["-W", "5", "-H", "5"], { width: 5, height: 5 }],
  ["3d", ["-W", "4", "-H", "3", "--levels", "2"], { width: 4, height: 3, levels: 2 }],
  ["weave", ["-W", "7", "-H", "6", "--density", "0.6", "--layout-seed", "9"], { width: 7, height: 6, density: 0.6, layoutSeed: 9 }],
  ["wrap", ["-W", "6", "-H", "4", "--wrap", "xy"], { width: 6, height: 4, wrap: "both" }],
];

describe.concurrent("daedalus generate --topology", () => {
  it.each(CASES)("%s: generate → json (the API's maze) → solve, stats, convert", async (name, flags, parameters) => {
    const json = join(dir, `${name}.json`);
    const made = await run("generate", "--topology", name, ...flags, "-a", "wilson", "--seed", "11", "-o", json);
    expect([made.code, made.stderr]).toEqual([0, ""]);
    const read = readTopologyJson(readFileSync(json));
    const expected = generateOn(topology(name, parameters), { algorithm: "wilson", seed: 11 });
    expect(read.maze.links).toEqual(expected.links);
    expect([read.maze.algorithm, read.maze.seed]).toEqual(["wilson", 11]);

    // solve: json with the shortest path from cell 0 to the last cell.
    const solved = await run("solve", "-i", json, "--solver", "astar");
    expect(solved.code).toBe(0);
    const solution = readTopologyJson(solved.stdout).solution!;
    const shortest = solveOn(expected);
    expect([solution.from, solution.to, solution.length, solution.path]).toEqual([
      0,
      expected.topology.cellCount - 1,
      shortest.length,
      Array.from(shortest.cells),
    ]);
    const last = expected.topology.cellCount - 1;
    expect(solved.stderr).toMatch(new RegExp(`^daedalus: astar from cell 0 to cell ${last}: length ${shortest.length}, visited \\d+ cells, [\\d.]+ ms\n$`));

    // stats: the API's counts.
    const stats = await run("stats", "-i", json);
    expect(stats.code).toBe(0);
    const counted = JSON.parse(stats.stdout) as Record<string, unknown>;
    expect([counted.topology, counted.cells, counted.passages, counted.perfect]).toEqual([
      name,
      expected.topology.cellCount,
      expected.topology.cellCount - 1,
      true,
    ]);

    // convert: the solved json to png, its path drawn.
    const solvedJson = join(dir, `${name}-solved.json`);
    writeFileSync(solvedJson, solved.stdout);
    const png = join(dir, `${name}.png`);
    const converted = await run("convert", "-i", solvedJson, "--heatmap", "-o", png);
    expect([converted.code, converted.stderr]).toEqual([0, ""]);
    const image = PNG.sync.read(readFileSync(png));
    expect(image.width).toBeGreaterThan(20);
  });

  it("writes svg and ascii, and reads topology json from stdin", async () => {
    const svg = await run("generate", "--topology", "polar", "--rings", "4", "--seed", "3", "--solve", "-f", "svg");
    expect(svg.code).toBe(0);
    expect(svg.stdout).toMatch(/^<svg [\s\S]*<\/svg>\n$/);
    const ascii = await run("generate", "--topology", "3d", "-W", "3", "-H", "2", "--levels", "2", "--seed", "3", "-f", "ascii");
    expect(ascii.stdout.split("\n")[0]).toBe("+---+---+---+  +---+---+---+");
    // 3d: --from on the bottom level, --to on the top one.
    const climbed = readTopologyJson(
      (await run("generate", "--topology", "3d", "-W", "3", "-H", "2", "--levels", "3", "--seed", "3", "--from", "1,0", "--to", "2,1")).stdout,
    ).solution!;
    expect([climbed.from, climbed.to]).toEqual([1, 2 * 6 + 1 * 3 + 2]);
    const json = (await run("generate", "--topology", "wrap", "-W", "4", "-H", "3", "--seed", "3")).stdout;
    const piped = await runCliWith(json, "stats", "-i", "-");
    expect(JSON.parse(piped.stdout).topology).toBe("wrap");
    const quiet = await runCliWith(json, "solve", "-i", "-", "--quiet", "-f", "ascii");
    expect([quiet.code, quiet.stderr, quiet.stdout.split("\n").length]).toEqual([0, "", 8]);
  });

  it("braids with --braid, passes --option to the generator, and reads gzipped topology json", async () => {
    const gz = join(dir, "braided.json.gz");
    const made = await run(
      "generate",
      "--topology",
      "hex",
      "-W",
      "6",
      "-H",
      "5",
      "-a",
      "growing-tree",
      "--option",
      "policy=oldest",
      "--braid",
      "1",
      "--seed",
      "4",
      "-o",
      gz,
    );
    expect([made.code, made.stderr]).toEqual([0, ""]);
    const stats = JSON.parse((await run("stats", "-i", gz)).stdout) as Record<string, unknown>;
    expect([stats.algorithm, stats.deadEnds, stats.perfect]).toEqual(["growing-tree+braid(p=1, seed=4)", 0, false]);
    const plain = generateOn(topology("hex", { width: 6, height: 5 }), { algorithm: "growing-tree", options: { policy: "oldest" }, seed: 4 });
    expect(readTopologyJson(gunzipSync(readFileSync(gz))).maze.links).toEqual(braidOn(plain, 1, 4).links);
  });

  it("list shows each topology's parameters and generators", async () => {
    const listed = JSON.parse((await run("list", "--format", "json")).stdout).topologies as {
      name: string;
      parameters: string[];
      masks: boolean;
      generators: string[];
    }[];
    expect(listed.map((entry) => entry.name)).toEqual(["hex", "triangle", "polar", "upsilon", "3d", "weave", "wrap"]);
    expect(listed.find((entry) => entry.name === "polar")!.parameters).toEqual(["rings", "centre", "subdivision"]);
    expect(listed.every((entry) => entry.generators.includes("wilson") && !entry.generators.includes("binary-tree"))).toBe(true);
    expect((await run("list")).stdout).toMatch(/\n {2}weave {16}--width --height --density --layout-seed\n/);
    expect((await run("list")).stdout).toMatch(/\n {2}hex {18}--width --height \[--mask FILE\]\n/);
    expect(listed.filter((entry) => entry.masks).map((entry) => entry.name)).toEqual(["hex", "triangle", "polar", "upsilon"]);
  });

  it("takes the topology's name in any case, as its other list words", async () => {
    const upper = await run("generate", "--topology", "HEX", "-W", "5", "-H", "4", "--seed", "2", "-f", "json");
    const lower = await run("generate", "--topology", "hex", "-W", "5", "-H", "4", "--seed", "2", "-f", "json");
    expect([upper.code, upper.stderr, upper.stdout]).toEqual([0, "", lower.stdout]);
    expect(JSON.parse(lower.stdout).topology).toBe("hex");
  });

  it("--mask on hex: the mask stretched over the grid, the API's maze, read back with its mask", async () => {
    const json = join(dir, "hex-heart.json");
    const made = await run("generate", "--topology", "hex", "-W", "30", "-H", "26", "--mask", "docs/masks/heart.txt", "--seed", "5", "-o", json);
    expect([made.code, made.stderr]).toEqual([0, ""]);
    const read = readTopologyJson(readFileSync(json));
    const t = maskTopology(topology("hex", { width: 30, height: 26 }), maskFromText(readFileSync("docs/masks/heart.txt", "utf8")));
    expect(read.maze.topology.parameters).toEqual(t.parameters);
    expect(read.maze.topology.cellCount).toBeLessThan(30 * 26);
    expect(read.maze.links).toEqual(generateOn(t, { algorithm: "backtracker", seed: 5 }).links);
  });

  it.each([
    [["--topology", "hex", "-a", "binary-tree"], /binary-tree runs on the square grid only, not on topology hex; the generators on hex are backtracker/],
    [["--topology", "hex", "--rings", "3"], /--rings is not a parameter of hex; hex takes --width, --height/],
    [["--topology", "polar", "-W", "5"], /--width is not a parameter of polar; polar takes --rings, --centre, --subdivision/],
    [["--levels", "3"], /--levels is a parameter of a topology; add --topology/],
    [["--topology", "moebius"], /--topology must be one of hex, triangle, polar, upsilon, 3d, weave, wrap/],
    [["--topology", "wrap", "-W", "2", "--wrap", "x"], /wrap: a wrapped axis needs at least 3 cells/],
    [["--topology", "hex", "--stream"], /--stream is not available with --topology \(square grids only\)/],
    [["--topology", "hex", "--animate", "-o", "x.svg"], /--animate is not available with --topology \(square grids only\)/],
    [["--topology", "hex", "--fps", "10"], /--fps is not available with --topology \(square grids only\)/],
    [["--topology", "hex", "--force", "-o", "x.png"], /--force is not available with --topology \(square grids only\)/],
    [["--topology", "polar", "--rings", "100000"], /^daedalus: polar of 100000 rings has more than \d+ cells; at most 17043521 fit/],
    [
      ["--topology", "3d", "--levels", "2", "--mask", "docs/masks/heart.txt"],
      /a mask \(keep\) is not available on 3d; masks work on hex, triangle, upsilon, polar/,
    ],
    [["--topology", "hex", "-n", "3"], /--count: one maze at a time with --topology/],
    [["--topology", "hex", "-f", "hex"], /format hex cannot hold a maze on a topology; use svg, png, json, ascii/],
    [["--topology", "hex", "-f", "ascii"], /ascii draws the square-celled topologies \(wrap, 3d\), not hex/],
    [["--topology", "hex", "--heatmap"], /--heatmap: format json cannot draw a heat map; formats that can: svg, png/],
    [["--topology", "hex", "--colour", "near=#fff", "-f", "svg"], /--colour near: near and far are the heat map's colours; add --heatmap/],
    [["--topology", "hex", "--solve", "dfs"], /--solve on a topology: the solvers are bfs and astar, got "dfs"/],
    [["--topology", "hex", "--cell-size", "4096", "-o", "x.png"], /png: a hex picture .* the largest cell size that fits is \d+/],
  ])("refuses %j by name", async (args, message) => {
    const { code, stderr } = await run("generate", ...(args as string[]), "--seed", "1");
    expect(code).not.toBe(0);
    expect(stderr).toMatch(message);
  });

  it("refuses an svg past its cells before generating, as a png past its pixels (no seed drawn, nothing written)", async () => {
    const out = join(dir, "too-many.svg");
    const { code, stderr } = await run("generate", "--topology", "hex", "-W", "1001", "-H", "1000", "-a", "wilson", "-o", out);
    expect([code, stderr]).toEqual([
      2,
      "daedalus: svg: a maze of 1001000 cells is above the svg limit of 1000000 cells (browsers cannot render larger drawings); use png with a cell size of at most 5 (--cell-size 5)\n",
    ]);
    expect(existsSync(out)).toBe(false);
    // Where no png fits either, the advice says so (it said "use png", which was then refused too).
    const none = await run("generate", "--topology", "hex", "-W", "3000", "-H", "3000", "-o", out);
    expect([none.code, none.stderr]).toEqual([
      2,
      "daedalus: svg: a maze of 9000000 cells is above the svg limit of 1000000 cells (browsers cannot render larger drawings); draw fewer cells (a png of it would pass its pixel budget at any cell size too)\n",
    ]);
    const png = await run("generate", "--topology", "hex", "-W", "3000", "-H", "3000", "-o", join(dir, "too-many.png"));
    expect([png.code, png.stderr.includes("no cell size fits")]).toEqual([2, true]);
  });

  it("solve and convert of topology json refuse the square grid's openings and span, by name", async () => {
    const json = join(dir, "openings.json");
    writeFileSync(json, topologyJson(generateOn(topology("hex", { width: 3, height: 3 }), { seed: 2 })));
    for (const [command, flags, flag] of [
      ["convert", ["--entrance", "W"], "--entrance"],
      ["convert", ["--openings"], "--openings"],
      ["solve", ["--span", "3"], "--span"],
      ["convert", ["--force"], "--force"],
    ] as const) {
      const { code, stderr } = await run(command, "-i", json, ...flags, "-f", "svg");
      expect([code, stderr]).toEqual([2, `daedalus: ${flag} is not available on a maze on a topology (square grids only)\n`]);
    }
    // solve's flag is --solver, and its message says so; the names are taken whatever their case.
    const dfs = await run("solve", "-i", json, "--solver", "dfs");
    expect([dfs.code, dfs.stderr]).toEqual([2, 'daedalus: --solver on a topology: the solvers are bfs and astar, got "dfs"\n']);
    expect((await run("solve", "-i", json, "--solver", "ASTAR", "-f", "json")).stdout).toBe(
      (await run("solve", "-i", json, "--solver", "astar", "-f", "json")).stdout,
    );
  });

  it("refuses topology json too large to parse by its size, before reading it, and names an output that cannot be created", async () => {
    // A sparse file: its head says topology json, its size is past what one JSON text may be.
    const big = join(dir, "big.json");
    writeFileSync(big, '{"format":"daedalus-topology/1"');
    truncateSync(big, 600 * 2 ** 20);
    const read = await run("stats", "-i", big);
    expect([read.code, read.stderr]).toEqual([2, `daedalus: --input ${big}: 629145600 bytes, more than the 536870888 bytes this input may have\n`]);
    const written = await run("generate", "--topology", "hex", "--seed", "1", "-o", "/proc/daedalus.json");
    expect([written.code, written.stderr]).toEqual([
      1,
      "daedalus: cannot write --output /proc/daedalus.json: the file cannot be created in that directory (ENOENT); nothing was left behind\n",
    ]);
  });
});

// Not concurrent: each run inflates half a gigabyte before it is refused.
describe("gzipped topology json that inflates past what one JSON text may be", () => {
  it("is refused as soon as it inflates past the limit, from a file and from stdin (a gzip bomb of ~0.5 MB was inflated whole)", async () => {
    // Gzip members one after another inflate as one stream: the file's head, then 520 MiB of spaces.
    const spaces = gzipSync(Buffer.alloc(2 ** 20, 0x20), { level: 9 });
    const bomb = Buffer.concat([gzipSync('{"format":"daedalus-topology/1","topology":"hex"'), ...Array.from({ length: 520 }, () => spaces), gzipSync("}")]);
    expect(bomb.length).toBeLessThan(2 ** 20);
    const gz = join(dir, "bomb.json.gz");
    writeFileSync(gz, bomb);
    const read = await run("stats", "-i", gz);
    expect([read.code, read.stderr]).toEqual([2, `daedalus: --input ${gz}: inflates to more than the 536870888 bytes this input may have\n`]);
    const piped = await runCliWith(bomb, "stats", "-i", "-");
    expect([piped.code, piped.stderr]).toEqual([2, "daedalus: --input - (stdin): inflates to more than the 536870888 bytes this input may have\n"]);
  });
});
