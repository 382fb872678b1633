import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { mazeToGridMap } from "../src/gridmap/export.js";
import { readMovingAiMap, writeMovingAiMap } from "../src/gridmap/movingai-map.js";
import { readScenario } from "../src/gridmap/scenario.js";
import { makeScenario } from "../src/gridmap/scenarios.js";
import { generate } from "../src/node.js";
import { type CliRun, runCli as run } from "./support/cli.js";

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
});
