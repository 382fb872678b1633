// daedalus-topology/1: every maze reads back as written (fast-check over topologies, sizes, seeds, algorithms), and
// every bad field is a FormatError that names it.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBase64, encodeBase64 } from "../src/base/base64.js";
import { FormatError, SizeLimitError } from "../src/base/errors.js";
import { braidOn, generateOn, solveOn, type TopologyMaze, topology, topologyGenerators } from "../src/node.js";
import { isTopologyJson, readTopologyJson, TOPOLOGY_JSON_FORMAT, topologyJson } from "../src/topology-formats/index.js";

/** A topology name with small parameters it accepts. */
const arbitraryTopology = fc.oneof(
  fc.record({
    name: fc.constantFrom("hex", "upsilon"),
    parameters: fc.record({ width: fc.integer({ min: 1, max: 9 }), height: fc.integer({ min: 1, max: 9 }) }),
  }),
  fc.record({ name: fc.constant("triangle"), parameters: fc.record({ width: fc.integer({ min: 2, max: 9 }), height: fc.integer({ min: 1, max: 9 }) }) }),
  fc.record({
    name: fc.constant("polar"),
    parameters: fc.record({
      rings: fc.integer({ min: 1, max: 6 }),
      centre: fc.constantFrom(1, 3, 5),
      subdivision: fc.constantFrom("adaptive", "double", "none"),
    }),
  }),
  fc.record({
    name: fc.constant("3d"),
    parameters: fc.record({ width: fc.integer({ min: 1, max: 5 }), height: fc.integer({ min: 1, max: 5 }), levels: fc.integer({ min: 1, max: 4 }) }),
  }),
  fc.record({
    name: fc.constant("weave"),
    parameters: fc.record({
      width: fc.integer({ min: 1, max: 9 }),
      height: fc.integer({ min: 1, max: 9 }),
      density: fc.double({ min: 0, max: 1, noNaN: true }),
      layoutSeed: fc.nat(),
    }),
  }),
  fc.record({
    name: fc.constant("wrap"),
    parameters: fc.record({ width: fc.integer({ min: 3, max: 9 }), height: fc.integer({ min: 3, max: 9 }), wrap: fc.constantFrom("x", "y", "both") }),
  }),
);

describe("topology json", () => {
  it("isTopologyJson is a predicate: true for text with the format field first, false for anything else, never a throw", () => {
    expect(isTopologyJson(` {"format": "${TOPOLOGY_JSON_FORMAT}"`)).toBe(true);
    expect(isTopologyJson('{"format": "daedalus/1"}')).toBe(false);
    for (const value of [Symbol("s"), 10n, null, undefined, {}, [], new TextEncoder().encode(`{"format":"${TOPOLOGY_JSON_FORMAT}"`)]) {
      expect(isTopologyJson(value as never)).toBe(false);
    }
  });

  it("reads back every maze as written: topology, parameters, algorithm, seed, links and solution", () => {
    fc.assert(
      fc.property(
        arbitraryTopology,
        fc.nat({ max: 2 ** 32 - 1 }),
        fc.constantFrom(...topologyGenerators.map((e) => e.name)),
        ({ name, parameters }, seed, algorithm) => {
          const t = topology(name, parameters);
          const maze = generateOn(t, { seed, algorithm });
          const found = solveOn(maze, { to: t.cellCount - 1 });
          const solution = { from: 0, to: t.cellCount - 1, length: found.length, path: Array.from(found.cells) };
          const text = topologyJson(maze, solution);
          const read = readTopologyJson(text);
          expect(read.maze.topology.name).toBe(name);
          expect(read.maze.topology.parameters).toEqual(t.parameters);
          expect([read.maze.algorithm, read.maze.seed]).toEqual([algorithm, seed]);
          expect(read.maze.links).toEqual(maze.links);
          expect(read.solution).toEqual(solution);
          // And from bytes, as the CLI reads files.
          expect(readTopologyJson(new TextEncoder().encode(text)).maze.links).toEqual(maze.links);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("base64 round-trips every length", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(decodeBase64(encodeBase64(bytes))).toEqual(bytes);
        expect(encodeBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"));
      }),
    );
  });

  const maze = generateOn(topology("hex", { width: 3, height: 2 }), { seed: 5 });
  const path = Array.from(solveOn(maze, { to: 5 }).cells);
  const good = JSON.parse(topologyJson(maze, { from: 0, to: 5, length: path.length - 1, path })) as Record<string, unknown>;
  // A link byte with a bit set on one side only: cell 0's first closed slot.
  const oneSided = Uint8Array.from(maze.links);
  const closed = [0, 1, 2, 3, 4, 5].find((k) => k < maze.topology.offsets[1]! && ((oneSided[0]! >> k) & 1) === 0)!;
  oneSided[0]! |= 1 << closed;
  const pastSlots = Uint8Array.from(maze.links);
  pastSlots[0]! |= 0x80;

  const cases: [string, Record<string, unknown>, RegExp][] = [
    ["an unknown field", { ...good, colour: "red" }, /unknown field "colour"; the fields are format, topology/],
    ["another format", { ...good, format: "daedalus-maze/1" }, /format must be "daedalus-topology\/1", got "daedalus-maze\/1"/],
    ["an unknown topology", { ...good, topology: "moebius" }, /topology must be one of hex, triangle, polar, upsilon, 3d, weave, wrap, got "moebius"/],
    ["parameters not an object", { ...good, parameters: [3, 2] }, /parameters must be an object \(the parameters of topology hex\), got \[3,2\]/],
    ["a bad parameter", { ...good, parameters: { width: 0, height: 2 } }, /parameters: hex: width must be an integer from 1 to/],
    ["an unknown parameter", { ...good, parameters: { width: 3, height: 2, rings: 4 } }, /parameters: hex: unknown parameter "rings"/],
    ["no algorithm", { ...good, algorithm: "" }, /algorithm must be a generator's name/],
    ["a bad seed", { ...good, seed: -1 }, /seed must be an integer from 0 to 2\^32 − 1, got -1/],
    ["a wrong cell count", { ...good, cells: 7 }, /cells must be 6 \(the cell count of hex \{"width":3,"height":2\}\), got 7/],
    ["links not a string", { ...good, links: [1, 2] }, /links must be a base64 string of 6 bytes/],
    ["links not base64", { ...good, links: "AQID!AAA" }, /links: character 5 \("!"\) is not base64/],
    ["links of the wrong length", { ...good, links: encodeBase64(maze.links.subarray(0, 5)) }, /links must hold 6 bytes \(one per cell\), got 5/],
    ["links open on one side only", { ...good, links: encodeBase64(oneSided) }, /links: the passage from cell 0 to \d+ is open on one side only/],
    ["links outside the slots", { ...good, links: encodeBase64(pastSlots) }, /links\[0\] = \d+ opens a slot past the cell's \d+ slots/],
    ["a solution not an object", { ...good, solution: 3 }, /solution must be an object with from, to, length, path/],
    ["a solution cell out of range", { ...good, solution: { from: 9, to: 5, length: -1, path: [] } }, /solution\.from must be a cell index from 0 to 5, got 9/],
    ["a solution length that is not the path's", { ...good, solution: { from: 0, to: 5, length: 2, path } }, /solution\.length must be the path's steps/],
    [
      "a solution through a wall",
      { ...good, solution: { from: 0, to: 5, length: 1, path: [0, 5] } },
      /solution\.path\[1\]: no open passage from cell 0 to cell 5/,
    ],
    ["an unknown solution field", { ...good, solution: { from: 0, to: 5, length: -1, path: [], cost: 1 } }, /solution: unknown field "cost"/],
    [
      "a solution that says unreachable in a connected maze",
      { ...good, solution: { from: 0, to: 5, length: -1, path: [] } },
      new RegExp(`^topology json: solution must be a shortest path: it says cell 5 cannot be reached from cell 0, but ${path.length - 1} steps reach it$`),
    ],
  ];

  it.each(cases)("refuses %s, naming the field", (_, record, message) => {
    let caught: unknown;
    try {
      readTopologyJson(JSON.stringify(record));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FormatError);
    expect((caught as Error).message).toMatch(/^topology json: /);
    expect((caught as Error).message).toMatch(message);
  });

  it("reads the good record these cases spoil, and refuses what is not JSON or not an object", () => {
    expect(readTopologyJson(JSON.stringify({ ...good, solution: { from: 0, to: 5, length: path.length - 1, path } })).solution?.path).toEqual(path);
    expect(() => readTopologyJson("{")).toThrow(/topology json: not valid JSON/);
    expect(() => readTopologyJson("[1]")).toThrow(/topology json: expected an object with format, topology/);
    expect(() => readTopologyJson(Uint8Array.of(0xff, 0xfe))).toThrow(/topology json: the input is not valid UTF-8 text/);
    expect(good.format).toBe(TOPOLOGY_JSON_FORMAT);
  });

  it("refuses parameters past the topology budget by size, before anything is allocated", () => {
    const huge = JSON.stringify({ ...good, parameters: { width: 2 ** 30, height: 2 ** 30 }, cells: 2 ** 60 });
    expect(() => readTopologyJson(huge)).toThrow(SizeLimitError);
    expect(() => readTopologyJson(huge)).toThrow(/^topology json: parameters: hex 1073741824×1073741824 has 1152921504606847000 cells; at most/);
  });

  it("refuses a cell count the parameters cannot give before building the topology", () => {
    const claim = (topology: string, parameters: object, cells: number) => () => readTopologyJson(JSON.stringify({ ...good, topology, parameters, cells }));
    expect(claim("hex", { width: 4600, height: 4600 }, 1)).toThrow(
      'topology json: cells must be 21160000 (the cell count of hex {"width":4600,"height":4600}), got 1',
    );
    expect(claim("3d", { width: 2000, height: 2000, levels: 4 }, 7)).toThrow("topology json: cells must be 16000000 (the cell count of 3d");
    expect(claim("weave", { width: 4000, height: 4000 }, 1)).toThrow("topology json: cells must be from 8000000 to 16000000 (the cell count of weave");
    const rings = topology("polar", { rings: 300, subdivision: "double" }).cellCount;
    expect(claim("polar", { rings: 300, subdivision: "double" }, 1)).toThrow(
      `topology json: cells must be ${rings} (the cell count of polar {"rings":300,"subdivision":"double"}), got 1`,
    );
    // A parameter that is not a number is left to the builder (which refuses it by name at once).
    expect(claim("hex", { width: "4600", height: 4600 }, 1)).toThrow(
      'topology json: parameters: hex: width must be an integer from 1 to 1073741824, got "4600"',
    );
    // A parameter left out is "nothing", as every other JSON reader says (not "undefined").
    expect(claim("hex", { width: 4600 }, 1)).toThrow("topology json: parameters: hex: height must be an integer from 1 to 1073741824, got nothing");
  });

  it("checks a mask's keep and the links' length against the parameters before building the topology", () => {
    const record = (parameters: object, cells: unknown, links: string) => () =>
      readTopologyJson(JSON.stringify({ ...good, topology: "hex", parameters, cells, links }));
    const big = { width: 4000, height: 4000 };
    // hex 5000×5000 is past hex's own budget (the builder would refuse it by size, a SizeLimitError) but not past the
    // largest: a FormatError about its keep is the check before building.
    const pastHexBudget = record({ width: 5000, height: 5000, keep: "AAAA" }, 1, "AAAA");
    expect(pastHexBudget).toThrow(FormatError);
    expect(pastHexBudget).toThrow(
      "topology json: parameters: hex: keep must be base64 of 3125000 bytes (one bit per cell of the 25000000, cell c at bit c mod 8 of byte c / 8), got 3 bytes",
    );
    expect(record({ ...big, keep: "AAAA" }, 1, "AAAA")).toThrow(
      "topology json: parameters: hex: keep must be base64 of 2000000 bytes (one bit per cell of the 16000000, cell c at bit c mod 8 of byte c / 8), got 3 bytes",
    );
    expect(record({ ...big, keep: 7 }, 1, "AAAA")).toThrow(
      "topology json: parameters: hex: keep must be base64 of 2000000 bytes (one bit per cell of the 16000000, cell c at bit c mod 8 of byte c / 8), got 7",
    );
    // Keeping the first 12 cells of 16·10^6: cells must be 12, and links 12 bytes.
    const keep = encodeBase64(Uint8Array.from({ length: 2_000_000 }, (_, k) => (k === 0 ? 0xff : k === 1 ? 0x0f : 0)));
    expect(record({ ...big, keep }, 16_000_000, "AAAA")).toThrow(
      'topology json: cells must be 12 (the cells keep keeps of hex {"width":4000,"height":4000}), got 16000000',
    );
    expect(record({ ...big, keep }, 12, "AAAA")).toThrow("topology json: links must hold 12 bytes (one per cell), got 3");
    const none = encodeBase64(new Uint8Array(2_000_000));
    expect(record({ ...big, keep: none }, 0, "")).toThrow("topology json: parameters: hex: keep leaves out every cell; keep at least one");
    // Bits past the last of 3·3 cells.
    expect(record({ width: 3, height: 3, keep: encodeBase64(Uint8Array.of(0xff, 0x03)) }, 9, "AAAA")).toThrow(
      "topology json: parameters: hex: keep must be base64 of 2 bytes (one bit per cell of the 9, cell c at bit c mod 8 of byte c / 8): bits past the last cell are set",
    );
    expect(record(big, 16_000_000, "AAAA")).toThrow("topology json: links must hold 16000000 bytes (one per cell), got 3");
  });

  it("refuses a stored solution that is not a shortest path, and takes 'unreachable' where it is so", () => {
    const perfect = generateOn(topology("hex", { width: 6, height: 6 }), { seed: 3 });
    const braided = { ...perfect, links: braidFully(perfect) };
    const shortest = Array.from(solveOn(braided, { to: 35 }).cells);
    // A longer open path with no cell twice: a detour found by a breadth-first search that avoids one shortest-path cell.
    const detour = pathAvoiding(braided, 0, 35, shortest[Math.floor(shortest.length / 2)]!);
    expect(detour.length).toBeGreaterThan(shortest.length);
    const solution = { from: 0, to: 35, length: detour.length - 1, path: detour };
    expect(() => topologyJson(braided, solution)).toThrow(
      `json: solution must be a shortest path: the path has ${detour.length - 1} steps, the shortest from cell 0 to cell 35 has ${shortest.length - 1}`,
    );
    const text = topologyJson(braided).trim().slice(0, -1);
    expect(() => readTopologyJson(`${text},"solution":${JSON.stringify(solution)}}`)).toThrow(
      `topology json: solution must be a shortest path: the path has ${detour.length - 1} steps, the shortest from cell 0 to cell 35 has ${shortest.length - 1}`,
    );
    // Cell 35 walled off on every side (both sides of each passage closed): unreachable is true, and reads back.
    const links = Uint8Array.from(perfect.links);
    const t = perfect.topology;
    for (let e = t.offsets[35]!; e < t.offsets[36]!; e++) {
      const n = t.neighbours[e]!;
      links[35]! &= ~(1 << (e - t.offsets[35]!));
      for (let f = t.offsets[n]!; f < t.offsets[n + 1]!; f++) if (t.neighbours[f] === 35) links[n]! &= ~(1 << (f - t.offsets[n]!));
    }
    const walled = { ...perfect, links };
    const unreachable = { from: 0, to: 35, length: -1, path: [] };
    expect(readTopologyJson(topologyJson(walled, unreachable)).solution).toEqual(unreachable);
  });

  it("refuses a stored solution that comes back to a cell", () => {
    const maze = generateOn(topology("hex", { width: 3, height: 3 }), { seed: 4 });
    const neighbour = maze.topology.neighbours[maze.topology.offsets[0]! + Math.log2(maze.links[0]! & -maze.links[0]!)]!;
    const text = topologyJson(maze).trim().slice(0, -1);
    const stored = (path: number[]) => `${text},"solution":${JSON.stringify({ from: 0, to: 0, length: path.length - 1, path })}}`;
    expect(() => readTopologyJson(stored([0, neighbour, 0]))).toThrow(
      `topology json: solution.path[2]: cell 0 is visited twice (a shortest path never revisits a cell)`,
    );
  });
});

/** The links of `maze` with every dead end braided away. */
function braidFully(maze: TopologyMaze): Uint8Array {
  return braidOn(maze, 1, 1).links;
}

/** A shortest path from `from` to `to` through open passages that does not enter cell `avoid` (breadth first). */
function pathAvoiding(maze: TopologyMaze, from: number, to: number, avoid: number): number[] {
  const t = maze.topology;
  const parent = new Int32Array(t.cellCount).fill(-1);
  parent[from] = from;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const c = queue[head]!;
    for (let e = t.offsets[c]!; e < t.offsets[c + 1]!; e++) {
      const n = t.neighbours[e]!;
      if (((maze.links[c]! >> (e - t.offsets[c]!)) & 1) === 0 || n === avoid || parent[n] !== -1) continue;
      parent[n] = c;
      queue.push(n);
    }
  }
  const path = [to];
  while (path.at(-1) !== from) path.push(parent[path.at(-1)!]!);
  return path.reverse();
}
