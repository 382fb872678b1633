// A tiled maze says it is tiled: Maze.tiles, json's "tiles" field (written, read back, validated), kept by the
// transforms and the CLI's convert, so algorithm + seed + tiles make the same maze again.

import { describe, expect, it } from "vitest";
import { braid, FormatError, generate, InvalidArgumentError, Maze, withOpenings } from "../src/node.js";
import { runCliInServer, runCliProcess } from "./support/cli.js";

describe("tiled mazes record T", () => {
  const tiled = generate({ algorithm: "wilson", width: 12, height: 8, seed: 3, tiles: 4 });

  it("generate sets tiles for T ≥ 2 and leaves it undefined for one tile or none", () => {
    expect(tiled.tiles).toBe(4);
    expect(generate({ width: 12, height: 8, seed: 3, tiles: 1 }).tiles).toBeUndefined();
    expect(generate({ width: 12, height: 8, seed: 3 }).tiles).toBeUndefined();
  });

  it("json writes tiles and reads it back; algorithm, seed and tiles make the same maze again", () => {
    const json = tiled.toJSON() as Record<string, unknown>;
    expect(json.tiles).toBe(4);
    const read = Maze.fromJSON(JSON.stringify(json));
    expect(read.tiles).toBe(4);
    const again = generate({ algorithm: read.algorithm, width: read.width, height: read.height, seed: read.seed!, tiles: read.tiles! });
    expect(again.cells).toEqual(tiled.cells);
    expect("tiles" in (generate({ width: 12, height: 8, seed: 3 }).toJSON() as object)).toBe(false);
  });

  it("json refuses a tiles field that generate would refuse, by name", () => {
    const json = tiled.toJSON() as Record<string, unknown>;
    for (const bad of [0, 2.5, "4", null, 9, 5000]) {
      expect(() => Maze.fromJSON({ ...json, tiles: bad })).toThrow(FormatError);
      expect(() => Maze.fromJSON({ ...json, tiles: bad })).toThrow(/tiles: must be an integer from 1 to 8 \(tiles along a side of this 12×8 maze\)/);
    }
    expect(Maze.fromJSON({ ...json, tiles: 1 }).tiles).toBeUndefined();
  });

  it("the constructor checks tiles as generate does", () => {
    expect(() => new Maze(12, 8, tiled.cells.slice(), "wilson", 3, undefined, undefined, 9)).toThrow(InvalidArgumentError);
    expect(new Maze(12, 8, tiled.cells.slice(), "wilson", 3, undefined, undefined, 2).tiles).toBe(2);
  });

  it("braid and withOpenings keep tiles", () => {
    expect(braid(tiled, 0.5, 1).tiles).toBe(4);
    expect(withOpenings(tiled, true).tiles).toBe(4);
  });

  it("the CLI writes tiles to json and convert keeps it", async () => {
    const written = await runCliInServer(["generate", "-a", "wilson", "-W", "12", "-H", "8", "--seed", "3", "--tiles", "4", "-f", "json"]);
    expect(written.code).toBe(0);
    expect(JSON.parse(written.stdout.toString()).tiles).toBe(4);
    // Read from stdin: a process of its own.
    const converted = await runCliProcess(written.stdout, ["convert", "-i", "-", "--from-format", "json", "-f", "json"]);
    expect(converted.code).toBe(0);
    expect(JSON.parse(converted.stdout.toString())).toEqual(JSON.parse(written.stdout.toString()));
  });
});
