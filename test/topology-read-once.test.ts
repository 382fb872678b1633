// Every topology call reads its maze and options once: a getter that answers the check with one value and the work
// with another, or an option's getter that changes the maze's links in place, cannot make a call walk through walls,
// throw a RangeError from inside or hang. Each call gives what it gives on the maze as it was first read.

import { describe, expect, it } from "vitest";
import { InvalidArgumentError } from "../src/base/errors.js";
import {
  braidOn,
  distancesOn,
  generateOn,
  longestPathOn,
  readTopologyJson,
  solveOn,
  statsOn,
  type TopologyMaze,
  topology,
  topologyAscii,
  topologyJson,
  topologyPng,
  topologySvg,
} from "../src/node.js";

const hex = topology("hex", { width: 5, height: 5 });
const maze = generateOn(hex, { algorithm: "wilson", seed: 1 });
const wrap = generateOn(topology("wrap", { width: 4, height: 3 }), { seed: 2 });

/** A maze whose `key` answers the first read honestly and every later read with `later`. */
function flipping(original: TopologyMaze, key: "topology" | "links", later: unknown): TopologyMaze {
  let reads = 0;
  const flipped = { algorithm: original.algorithm, seed: original.seed, topology: original.topology, links: original.links };
  Object.defineProperty(flipped, key, {
    get: () => (reads++ === 0 ? original[key] : later),
    enumerable: true,
  });
  return flipped;
}

const LATER = {
  "links all open": new Uint8Array(hex.cellCount).fill(0xff),
  "links too short": new Uint8Array(2),
  "links too long": new Uint8Array(1_000_000).fill(0xff),
  "a larger topology": topology("hex", { width: 50, height: 50 }),
  "a smaller topology": topology("hex", { width: 2, height: 2 }),
};

async function pngBytes(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts).toString("base64");
}

/** Each call on the maze, its result as text to compare. */
const CALLS: Record<string, (m: TopologyMaze) => unknown> = {
  solveOn: (m) => JSON.stringify(solveOn(m, { from: 0, to: 24 })),
  "solveOn astar": (m) => JSON.stringify(solveOn(m, { from: 0, to: 24, solver: "astar" })),
  braidOn: (m) => Buffer.from(braidOn(m, 1, 7).links).toString("hex"),
  statsOn: (m) => JSON.stringify(statsOn(m)),
  distancesOn: (m) => distancesOn(m).join(","),
  longestPathOn: (m) => JSON.stringify(longestPathOn(m)),
  topologySvg: (m) => topologySvg(m, { path: [0, 1] }),
  topologyJson: (m) => topologyJson(m),
  topologyPng: (m) => pngBytes(topologyPng(m)),
};

describe("a maze whose fields change after they are read", () => {
  for (const [callName, call] of Object.entries(CALLS)) {
    for (const [laterName, later] of Object.entries(LATER)) {
      const key = laterName.startsWith("links") ? "links" : "topology";
      it(`${callName}: ${key} becoming ${laterName} later changes nothing`, async () => {
        expect(await call(flipping(maze, key, later))).toEqual(await call(maze));
      });
    }
  }

  it("topologyAscii on wrap: links becoming all open later changes nothing", () => {
    const later = new Uint8Array(wrap.links.length).fill(0x0f);
    expect(topologyAscii(flipping(wrap, "links", later))).toBe(topologyAscii(wrap));
  });

  it("braidOn keeps the algorithm and seed it read and refuses ones a generator never gives", () => {
    expect(braidOn(maze, 0.5, 3).algorithm).toBe("wilson+braid(p=0.5, seed=3)");
    expect(() => braidOn({ ...maze, seed: Number.NaN }, 0.5, 3)).toThrow(new InvalidArgumentError("maze.seed must be an integer from 0 to 2^32 − 1, got NaN"));
    expect(() => braidOn({ ...maze, algorithm: 5 as never }, 0.5, 3)).toThrow(
      new InvalidArgumentError("maze.algorithm must be the generator's name (a non-empty string), got 5"),
    );
  });
});

describe("options whose getters change things after they are read", () => {
  it("a path getter that answers a wall-crossing path on its second read draws the first path", () => {
    let reads = 0;
    const options = {
      get path() {
        return reads++ === 0 ? [0, 1] : [0, 24, 3];
      },
    };
    expect(topologySvg(maze, options)).toBe(topologySvg(maze, { path: [0, 1] }));
  });

  it("a path whose cells are getters is read once per cell", () => {
    const path = [0, 1];
    let reads = 0;
    Object.defineProperty(path, 1, { get: () => (reads++ === 0 ? 1 : 1e9), enumerable: true });
    expect(topologySvg(maze, { path })).toBe(topologySvg(maze, { path: [0, 1] }));
    expect(reads).toBe(1);
  });

  it("an option getter that opens every wall of the maze in place draws the maze as it was", () => {
    const links = maze.links.slice();
    const changed = { ...maze, links };
    const options = {
      get start() {
        links.fill(0xff);
        return 0;
      },
    };
    expect(topologySvg(changed, options)).toBe(topologySvg(maze, { start: 0 }));
  });

  it("a json solution whose path changes on its second read stores the path that was checked", () => {
    let reads = 0;
    const solution = {
      from: 0,
      to: 0,
      length: 0,
      get path() {
        return reads++ === 0 ? [0] : [5, 6, 7, 8];
      },
    };
    expect(readTopologyJson(topologyJson(maze, solution)).solution).toEqual({ from: 0, to: 0, length: 0, path: [0] });
  });

  it("distances are copied: changing them from a colour getter does not change the heat map", () => {
    const distances = distancesOn(maze);
    const options = {
      distances,
      colours: {
        get wall() {
          distances.fill(0);
          return "#000000";
        },
      },
    };
    expect(topologySvg(maze, options)).toBe(topologySvg(maze, { distances: distancesOn(maze), colours: { wall: "#000000" } }));
  });

  it("colours inherited from a prototype are still used; unknown own names still refused", () => {
    const inherited = Object.create({ wall: "#ff0000" }) as Record<string, string>;
    expect(topologySvg(maze, { colours: inherited })).toBe(topologySvg(maze, { colours: { wall: "#ff0000" } }));
    expect(() => topologySvg(maze, { colours: { walls: "#ff0000" } as never })).toThrow(InvalidArgumentError);
    expect(() => topologySvg(maze, { colours: "red" as never })).toThrow(new InvalidArgumentError('svg: colours must be an object of colour names, got "red"'));
  });
});
