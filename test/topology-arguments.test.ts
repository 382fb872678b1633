// The doors of the topology API given what they do not take: every wrong argument is an InvalidArgumentError naming
// it (never a TypeError from inside, a wild loop or a stack overflow), and a built topology cannot be changed into one
// that draws, solves or generates wrong.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeValue, InvalidArgumentError, SizeLimitError } from "../src/base/errors.js";
import {
  braidOn,
  checkTopologyMaze,
  createMask,
  distancesOn,
  findTopologyGenerator,
  generateOn,
  longestPathOn,
  Mask,
  readTopologyJson,
  solveOn,
  statsOn,
  topology,
  topologyAscii,
  topologyJson,
  topologyPng,
  topologySvg,
  WasmBackend,
  type WeaveTopology,
  writeTopology,
} from "../src/node.js";
import { errorOf, refused } from "./support/refused.js";

const hex = topology("hex", { width: 4, height: 4 });
const hexMaze = generateOn(hex, { seed: 1 });
const wrapMaze = generateOn(topology("wrap", { width: 4, height: 3 }), { seed: 1 });

const WRITERS = {
  svg: (maze: unknown, options?: unknown) => topologySvg(maze as never, options as never),
  png: (maze: unknown, options?: unknown) => topologyPng(maze as never, options as never),
  ascii: (maze: unknown, options?: unknown) => topologyAscii(maze as never, options as never),
};

describe("the topology writers' arguments", () => {
  it("refuse anything but a maze from generateOn, by name", () => {
    for (const [name, write] of Object.entries(WRITERS)) {
      for (const wrong of [undefined, null, 0, 10n, "hex", Symbol("m"), {}, [], () => 1, { topology: hex, links: null }])
        expect(() => write(wrong), `${name} ${String(wrong)}`).toThrow(InvalidArgumentError);
      // A hand-made topology that claims a billion rings is not drawn (it would be drawn for ever).
      const handMade = {
        name: "polar",
        parameters: { rings: 1e9 },
        cellCount: 1,
        offsets: Int32Array.of(0, 0),
        neighbours: new Int32Array(0),
        sides: new Uint8Array(0),
      };
      expect(() => write({ topology: handMade, links: new Uint8Array(1) })).toThrow("maze.topology must be a topology made by topology(name, parameters)");
    }
    expect(() => topologyJson(null as never)).toThrow("a topology maze must be an object from generateOn, got null");
  });

  it("refuse links whose buffer was detached, or a Proxy of a Uint8Array, by name in every call (a raw TypeError before)", () => {
    const detachedBuffer = new ArrayBuffer(hex.cellCount);
    const detached = new Uint8Array(detachedBuffer);
    detached.set(hexMaze.links);
    structuredClone(detachedBuffer, { transfer: [detachedBuffer] });
    const proxied = new Proxy(new Uint8Array(hexMaze.links), {});
    for (const [links, got] of [
      [detached, "a Uint8Array of 0 bytes (empty, or its buffer was detached)"],
      [proxied, "an object (Object)"],
    ] as const) {
      const maze = { ...hexMaze, links };
      const message = `maze.links must be a Uint8Array of 16 bytes (one per cell), got ${got}`;
      refused(() => solveOn(maze), message);
      refused(() => statsOn(maze), message);
      refused(() => distancesOn(maze), message);
      refused(() => longestPathOn(maze), message);
      refused(() => braidOn(maze, 0.5, 1), message);
      refused(() => topologySvg(maze), message);
      refused(() => topologyJson(maze), message);
      refused(() => checkTopologyMaze(maze), message);
    }
    // Links of a shared or a resizable buffer are links all the same.
    const shared = new Uint8Array(new SharedArrayBuffer(hex.cellCount));
    shared.set(hexMaze.links);
    expect(solveOn({ ...hexMaze, links: shared })).toEqual(solveOn(hexMaze));
    const resizable = new Uint8Array(
      new (ArrayBuffer as new (length: number, options: { maxByteLength: number }) => ArrayBuffer)(hex.cellCount, { maxByteLength: 64 }),
    );
    resizable.set(hexMaze.links);
    expect(statsOn({ ...hexMaze, links: resizable })).toEqual(statsOn(hexMaze));
  });

  it("refuse options that are not an object, and paths, ends and marks that are not the maze's cells", () => {
    expect(() => topologySvg(hexMaze, null as never)).toThrow("svg's options must be an object, got null");
    expect(() => topologyPng(hexMaze, { path: 3 } as never)).toThrow("png: path must be an array of cell indices, got 3");
    expect(() => topologySvg(hexMaze, { path: [0, 15] })).toThrow(/^svg: path\[0\] → path\[1\] \(cells 0 → 15\) is not an open passage$/);
    expect(() => topologyAscii(wrapMaze, { path: {} as never })).toThrow("ascii: path must be an array of cell indices, got an object (Object)");
    expect(() => topologyAscii(wrapMaze, { start: 12 })).toThrow("ascii: start must be a cell index from 0 to 11, got 12");
    expect(() => topologyAscii(wrapMaze, { goal: -1 })).toThrow("ascii: goal must be a cell index from 0 to 11, got -1");
    expect(() => topologySvg(hexMaze, { marks: "yes" as never })).toThrow('svg: marks must be true or false, got "yes"');
  });

  it("json refuses a seed, an algorithm or a solution it could not read back", () => {
    expect(() => topologyJson({ ...hexMaze, seed: 10n as never })).toThrow("json: maze.seed must be an integer from 0 to 2^32 − 1, got 10n (a BigInt)");
    expect(() => topologyJson({ ...hexMaze, algorithm: {} as never })).toThrow(
      "json: maze.algorithm must be a string of 1 to 200 characters, got an object (Object)",
    );
    const { cells } = solveOn(hexMaze);
    const path = Array.from(cells);
    expect(topologyJson(hexMaze, { from: 0, to: 15, length: path.length - 1, path })).toContain('"solution"');
    expect(() => topologyJson(hexMaze, { from: 0, to: 15, length: 3, path })).toThrow(
      `json: solution.length must be the path's steps (${path.length - 1}), got 3`,
    );
    expect(() => topologyJson(hexMaze, { from: 0, to: 15, length: 0, path: [7n] as never })).toThrow(
      "json: solution: path[0] must be a cell index from 0 to 15, got 7n (a BigInt)",
    );
    expect(() => topologyJson(hexMaze, { from: 1, to: 15, length: path.length - 1, path })).toThrow(
      "json: solution.path must run from solution.from (1) to solution.to (15)",
    );
  });

  it("writeTopology and readTopologyJson refuse what is not a format name or text", () => {
    expect(() => writeTopology(Symbol("svg") as never, hexMaze)).toThrow("format must be one of svg, png, json, ascii, got Symbol(svg)");
    expect(() => writeTopology("svg", null as never)).toThrow(InvalidArgumentError);
    expect(() => readTopologyJson(null as never)).toThrow("readTopologyJson's input must be a Uint8Array or a string, got null");
    expect(() => readTopologyJson(undefined as never)).toThrow("readTopologyJson's input must be a Uint8Array or a string, got undefined");
  });
});

describe("generateOn's arguments", () => {
  it("refuses an onProgress that is not a function before generating", () => {
    for (const wrong of [5, "f", {}, 10n, null])
      expect(() => generateOn(hex, { seed: 1, onProgress: wrong as never })).toThrow(/^onProgress must be a function \(done, total\) => void, got /);
  });

  it("refuses a signal that is not an AbortSignal, and stops at once on an aborted one", () => {
    for (const wrong of [5, "s", {}, { aborted: false }, null, 10n])
      expect(() => generateOn(hex, { seed: 1, signal: wrong as never })).toThrow(/^signal must be an AbortSignal \(an AbortController's signal\), got /);
    expect(() => generateOn(hex, { seed: 1, signal: AbortSignal.abort(new Error("early")) })).toThrow("early");
  });

  it("refuses an option value that is not a string or a number, and a backend that was never constructed", () => {
    expect(() => generateOn(hex, { algorithm: "growing-tree", options: { policy: Object.create(null) } })).toThrow(
      "option policy of growing-tree must be a string or a number, got an object (Object)",
    );
    expect(() => generateOn(hex, { backend: Object.create(WasmBackend.prototype) })).toThrow(
      /^backend must be "wasm", "reference" or a loaded backend, got an object/,
    );
  });

  it("names a topology that is not one in findTopologyGenerator, and a very long unknown name in a short message", () => {
    expect(() => findTopologyGenerator("wilson", Symbol("hex") as never)).toThrow(
      "topology must be one of hex, triangle, polar, upsilon, 3d, weave, wrap, got Symbol(hex)",
    );
    const long = "x".repeat(1e6);
    expect(() => topology(long)).toThrow(/^unknown topology "x{57}\.\.\."; allowed: hex, /);
    expect(() => generateOn(hex, { algorithm: long })).toThrow(/^unknown topology algorithm "x{57}\.\.\."; allowed: /);
  });
});

describe("a built topology", () => {
  it("keeps its parameters, heuristic and positions as built: assigning to them throws, and drawings and A* are unchanged", () => {
    const polar = topology("polar", { rings: 4 });
    expect(() => {
      (polar.parameters as Record<string, unknown>).rings = 1e8;
    }).toThrow(TypeError);
    expect(polar.parameters.rings).toBe(4);
    const wrap = topology("wrap", { width: 5, height: 4 });
    expect(() => {
      (wrap.heuristic as { width: number }).width = 1;
    }).toThrow(TypeError);
    expect(wrap.heuristic).toEqual({ kind: "torus", width: 5, height: 4 });
    const weave = topology("weave", { width: 6, height: 6, density: 1 });
    expect(() => {
      (weave.positions as { count: number }).count = 1e9;
    }).toThrow(TypeError);
    const maze = generateOn(wrap, { seed: 3 });
    expect(solveOn(maze, { solver: "astar", backend: "reference" }).length).toBe(solveOn(maze, { solver: "bfs" }).length);
  });

  it("notices weave's positions changed, and a deliberate FNV collision made without the process's hash key", () => {
    const weave = topology("weave", { width: 6, height: 6, density: 1 });
    const positions = weave.positions!.of;
    positions[1] = positions[1]! + 1;
    expect(() => generateOn(weave)).toThrow(/its neighbour table was changed after it was built/);
    // Two words of one lane changed so FNV-1a's lane ends equal from the published start 0x811c9dc5 (the attack a
    // fixed start allows): the hash's lanes start from a key of the process, so it is noticed.
    const t = topology("hex", { width: 6, height: 6 });
    const m = generateOn(t, { seed: 1 });
    const P = 0x01000193;
    const lanes = new Int32Array(8).fill(0x811c9dc5);
    for (let i = 0; i < t.offsets.length; i++) lanes[i & 7] = Math.imul(lanes[i & 7]! ^ t.offsets[i]!, P);
    const e = 6;
    for (let i = 0; i < e; i++) lanes[i & 7] = Math.imul(lanes[i & 7]! ^ t.neighbours[i]!, P);
    const before = Math.imul(lanes[e & 7]! ^ t.neighbours[e]!, P);
    t.neighbours[e] = 1e6;
    t.neighbours[e + 8]! ^= before ^ Math.imul(lanes[e & 7]! ^ 1e6, P);
    expect(() => solveOn(m)).toThrow(/its neighbour table was changed after it was built/);
  });

  it("notices weave's crossings changed (the drawings read them): any index, a cell's, out of range or negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), (k, value) => {
        const weave = topology("weave", { width: 6, height: 6, density: 1, layoutSeed: 1 }) as WeaveTopology;
        const maze = generateOn(weave, { seed: 1 });
        fc.pre(weave.crossings[k] !== value);
        weave.crossings[k] = value;
        refused(() => topologySvg(maze), "maze.topology: its neighbour table was changed after it was built; build the topology again instead");
        refused(() => generateOn(weave), "topology: its neighbour table was changed after it was built; build the topology again instead");
      }),
      { numRuns: 50 },
    );
  });

  it("notices any side code changed, those read four to a word and the last few alone", () => {
    const sides = topology("hex", { width: 4, height: 3 }).sides.length;
    expect(sides % 4).not.toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: sides - 1 }), fc.integer({ min: 0, max: 255 }), (k, value) => {
        const t = topology("hex", { width: 4, height: 3 });
        fc.pre(t.sides[k] !== value);
        t.sides[k] = value;
        refused(() => generateOn(t), "topology: its neighbour table was changed after it was built; build the topology again instead");
      }),
      { numRuns: 100 },
    );
  });

  it("refuses to give the geometry or A* keys of anything but one of its cells (every topology, masked too)", () => {
    const cases = [
      topology("hex", { width: 4, height: 3 }),
      topology("triangle", { width: 4, height: 3 }),
      topology("polar", { rings: 3 }),
      topology("upsilon", { width: 4, height: 3 }),
      topology("3d", { width: 2, height: 2, levels: 3 }),
      topology("weave", { width: 5, height: 5, density: 1 }),
      topology("wrap", { width: 4, height: 3 }),
      topology("hex", { width: 3, height: 3, keep: "/gA=" }),
    ];
    for (const t of cases) {
      const last = t.cellCount - 1;
      for (const wrong of [-1, t.cellCount, 1e9, 0.5, -0.5, Number.NaN, Number.POSITIVE_INFINITY, "1", null, undefined, 1n, {}, [0]]) {
        const got = typeof wrong === "bigint" ? "1n" : undefined;
        for (const method of ["coordinates", "polygon", "centre", "heuristicKeys"] as const) {
          const error = errorOf(() => t[method](wrong as never));
          expect(error, `${t.name}.${method}(${String(wrong)})`).toBeInstanceOf(InvalidArgumentError);
          expect(error.message).toMatch(new RegExp(`^${t.name}\\.${method}: cell must be a cell index from 0 to ${last}, got `));
          if (got) expect(error.message).toContain(got);
        }
        refused(() => t.lowerBound(0, wrong as never), `${t.name}.lowerBound: cell must be a cell index from 0 to ${last}, got ${describeValue(wrong)}`);
        refused(() => t.lowerBound(wrong as never, 0), `${t.name}.lowerBound: cell must be a cell index from 0 to ${last}, got ${describeValue(wrong)}`);
      }
      // Its cells still answer as before.
      expect(t.coordinates(last).length).toBe(t.coordinateNames.length);
      expect(t.lowerBound(0, 0)).toBe(0);
      expect(t.cellAt(...t.coordinates(last))).toBe(last);
    }
    expect(topology("hex", { width: 4, height: 3 }).coordinates(11)).toEqual([3, 2]);
    expect(topology("polar", { rings: 3 }).centre(0)).toEqual([3, 3]);
  });

  it("polar: a ring count past the budget says 'more than', and 150000 rings of one subdivision build without a stack overflow", () => {
    expect(() => topology("polar", { rings: 100000 })).toThrow(SizeLimitError);
    expect(() => topology("polar", { rings: 100000 })).toThrow(/^polar of 100000 rings has more than \d+ cells; at most 17043521 fit/);
    expect(topology("polar", { rings: 150000, subdivision: "none" }).cellCount).toBe(1 + 6 * 149999);
  });
});

describe("base64 fields of the wrong size", () => {
  it("are refused by their length before they are decoded (a text of 4·10^6 characters that is not even base64)", () => {
    const long = "!!!!".repeat(1e6);
    expect(() => topology("hex", { width: 3, height: 3, keep: long })).toThrow(
      "hex: keep must be base64 of 2 bytes (one bit per cell of the 9, cell c at bit c mod 8 of byte c / 8), got 3000000 bytes",
    );
    const text = topologyJson(hexMaze).replace(/"links":"[^"]*"/, `"links":"${long}"`);
    expect(() => readTopologyJson(text)).toThrow("topology json: links must hold 16 bytes (one per cell), got 3000000");
  });
});

describe("Mask.restore", () => {
  it("refuses fields of the wrong shape by name", () => {
    expect(() => Mask.restore({ width: Number.NaN, height: -1, grid: null as never, included: 0 })).toThrow(
      "Mask.restore: width and height must be safe integers ≥ 1, left and top ≥ 0, got NaN×-1 at (0, 0)",
    );
    // An offset past 2^53 was restored; only a later generate refused the mask.
    const mask = createMask(3, 3, () => false);
    expect(() => Mask.restore({ width: 3, height: 3, grid: mask.grid, included: 9, left: 2 ** 60, top: 0 })).toThrow(
      "Mask.restore: width and height must be safe integers ≥ 1, left and top ≥ 0, got 3×3 at (1152921504606847000, 0)",
    );
    expect(() => Mask.restore({ width: 2, height: 2, grid: new Uint8Array(3), included: 1 })).toThrow(
      "Mask.restore: grid must be a Uint8Array of 16 bytes (the padded 2×2 layout), got an object (Uint8Array)",
    );
    expect(() => Mask.restore({ width: 2, height: 2, grid: new Uint8Array(16), included: 5 })).toThrow(
      "Mask.restore: included must be an integer from 1 to 4, got 5",
    );
  });
});
