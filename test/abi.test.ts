// The Wasm ABI as a foreign host sees it: build/daedalus.wasm instantiated with plain WebAssembly.instantiate and
// driven by docs/ABI.md alone. This file imports no project module; what it compares against comes from the
// command line in child processes (DMZ1 bytes, solve's JSON), so no project code runs in this process.

import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { runCliInServer } from "./support/cli.js";

// --- what docs/ABI.md states ---------------------------------------------------------------------------------

const ABI_VERSION = 6;
const BORDER = 0x10;
const NOT_REACHED = 0xffffffff;
const PROGRESS_CHUNK = 2 ** 20;
/** Direction codes 0..3 = N, E, S, W: their passage bits and their (dx, dy). */
const BIT = [1, 2, 4, 8];
const STEP = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
] as const;

const gridBytes = (w: number, h: number) => (w + 2) * (h + 2);
const cellIndex = (w: number, x: number, y: number) => (y + 1) * (w + 2) + (x + 1);
/** Where a solver's or an analysis pass's result starts: right after the grid, 16-byte aligned. */
const resultAt = (cells: number, w: number, h: number) => Math.ceil((cells + gridBytes(w, h)) / 16) * 16;

/** The generators' working bytes after the grid (docs/ABI.md, Generators). */
const WORKING: Record<string, (w: number, h: number) => number> = {
  backtracker: () => 0,
  binary_tree: () => 0,
  sidewinder: () => 0,
  eller: (w) => 8 * w + 7,
  aldous_broder: () => 0,
  wilson: () => 0,
  houston: () => 0,
  hunt_and_kill: () => 0,
  recursive_division: () => 527,
  kruskal: (w, h) => 8 * w * h + 8,
  fusion: (w, h) => 8 * w * h + 8,
  growing_forest: (w, h) => 8 * w * h + 8,
  prim: (w, h) => 8 * w * h + 7,
  prim_true: (w, h) => 8 * w * h + 7,
  growing_tree: (w, h) => Math.ceil((4 + 1 / 8 + 1 / 32) * w * h + 15),
};

/** A chance p as [bits, threshold] (docs/ABI.md, Chances). */
function chance(p: number): [number, number] {
  const s = Math.round(p * 65536);
  if (s === 0 || s === 65536) return [0, s ? 1 : 0];
  let bits = 1;
  while (s % (65536 >> bits) !== 0) bits *= 2;
  return [bits, s / (65536 >> bits)];
}

// --- the host ---------------------------------------------------------------------------------------------------

type Fn = (...args: number[]) => number;
interface Core {
  memory: WebAssembly.Memory;
  [name: string]: Fn | WebAssembly.Memory;
}

let core: Core;
/** Every value daedalus.progress received; `cancelAt` makes it throw once the count reaches it. */
const progress = { calls: [] as number[], cancelAt: Number.POSITIVE_INFINITY };

const call = (name: string, ...args: number[]) => (core[name] as Fn)(...args);
/** Views are built when needed, after the call whose results they read (memory may have grown). */
const bytes = (pointer: number, length: number) => new Uint8Array(core.memory.buffer, pointer, length);
const words = (pointer: number, count: number) => new Uint32Array(core.memory.buffer, pointer, count);

function reserve(total: number): number {
  const pointer = call("reserve", total) >>> 0;
  expect(pointer, `reserve(${total})`).not.toBe(0);
  return pointer;
}

/** A W×H maze from generate_<name>, the arena first filled with junk (the cells' contents before must not matter). */
function generate(name: string, w: number, h: number, seed: number, options: number[] = []): Uint8Array {
  const total = gridBytes(w, h) + WORKING[name]!(w, h);
  const cells = reserve(total);
  bytes(cells, total).fill(0xab);
  call("reset_progress");
  expect(call(`generate_${name}`, cells, w, h, seed, ...options)).toBe(0);
  return bytes(cells, gridBytes(w, h)).slice();
}

/** The same inside a mask: BORDER in excluded cells, 0 in included ones, use_mask(1) around the call. */
function generateMasked(name: string, rows: string[], seed: number, options: number[] = []): Uint8Array {
  const w = rows[0]!.length;
  const h = rows.length;
  const cells = reserve(gridBytes(w, h) + WORKING[name]!(w, h));
  const grid = bytes(cells, gridBytes(w, h));
  grid.fill(0xab); // padding: rewritten by the generator
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) grid[cellIndex(w, x, y)] = rows[y]![x] === "#" ? BORDER : 0;
  call("use_mask", 1);
  try {
    expect(call(`generate_${name}`, cells, w, h, seed, ...options)).toBe(0);
  } finally {
    call("use_mask", 0);
  }
  return bytes(cells, gridBytes(w, h)).slice();
}

interface Solution {
  length: number;
  visited: number;
  moves: number[];
}

/** solve_<name> on a copy of `maze` placed at `cells` (the arena's start unless given), with `reserveAfter` bytes after it. */
function solve(
  name: string,
  maze: Uint8Array,
  w: number,
  h: number,
  from: [number, number],
  to: [number, number],
  reserveAfter: number,
  at?: number,
): Solution {
  const cells = at ?? call("arena") >>> 0;
  reserve(cells - (call("arena") >>> 0) + maze.length + reserveAfter);
  bytes(cells, maze.length).set(maze);
  expect(call(`solve_${name}`, cells, w, h, ...from, ...to)).toBe(0);
  expect(same(bytes(cells, maze.length), maze), "the cells are left as they came").toBe(true);
  const out = resultAt(cells, w, h);
  const [length, visited] = words(out, 2) as unknown as [number, number];
  if (length === NOT_REACHED) return { length: -1, visited, moves: [] };
  const packed = bytes(out + 16, Math.ceil(length / 4));
  return { length, visited, moves: Array.from({ length }, (_, k) => (packed[k >> 2]! >> ((k & 3) * 2)) & 3) };
}

/** Walks the moves from `from` through open passages; returns the cell reached, or where a move met a wall. */
function walk(maze: Uint8Array, w: number, from: [number, number], moves: number[]): [number, number] | string {
  let [x, y] = from;
  for (const d of moves) {
    if ((maze[cellIndex(w, x, y)]! & BIT[d]!) === 0) return `a wall ${"NESW"[d]} of (${x}, ${y})`;
    x += STEP[d]![0];
    y += STEP[d]![1];
  }
  return [x, y];
}

/** Byte equality without the matcher's walk over every element (large grids). */
const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(a, b) === 0;

/** A stream of rows of `name` as docs/ABI.md describes it, in O(W) memory: the rows of ranges of the given sizes. */
function streamRows(name: string, w: number, h: number, seed: number, options: number[], ranges: number[]): Uint8Array {
  const stride = w + 2;
  const stateBytes = 16 + (name === "eller" ? 8 * w : 0);
  const bufferAt = Math.ceil(stateBytes / 16) * 16;
  const most = Math.max(...ranges);
  const state = reserve(bufferAt + (most + 1) * stride);
  const buffer = state + bufferAt;
  expect(call(`start_rows_${name}`, state, w, seed)).toBe(0);
  const out = new Uint8Array(gridBytes(w, h)).fill(BORDER);
  let y = 0;
  let previous = 0;
  for (const count of ranges) {
    const atTop = y === 0;
    const atBottom = y + count === h;
    // Slot 0 = the row above: top padding before row 0, else the previous range's last row as it was left.
    const slots = bytes(buffer, (most + 1) * stride);
    if (atTop) slots.fill(BORDER, 0, stride);
    else slots.copyWithin(0, previous * stride, (previous + 1) * stride);
    expect(call(`rows_${name}`, state, buffer + stride, w, count, atTop ? 1 : 0, atBottom ? 1 : 0, ...options)).toBe(0);
    // Rebuilt after the call. Final now: row y-1 (completed by this range) and every row of the range but its
    // last, which the next range may still change (all of them at the bottom).
    const after = bytes(buffer, (count + 1) * stride);
    if (!atTop) out.set(after.subarray(0, stride), y * stride);
    out.set(after.subarray(stride, (atBottom ? count + 1 : count) * stride), (y + 1) * stride);
    y += count;
    previous = count;
  }
  expect(y).toBe(h);
  return out;
}

// --- the command line, in child processes --------------------------------------------------------------------

const dir = mkdtempSync(join(tmpdir(), "daedalus-abi-"));

async function cli(...args: string[]): Promise<Buffer> {
  const result = await runCliInServer(args);
  expect(result.stderr, `daedalus ${args.join(" ")}`).toBe("");
  expect(result.code).toBe(0);
  return result.stdout;
}

/** The padded cells of every DMZ1 record in `data` (16-byte header: "DMZ1", width, height, flags; then the cells). */
function dmz1(data: Buffer): { width: number; height: number; cells: Uint8Array }[] {
  const mazes = [];
  for (let at = 0; at < data.length; ) {
    expect(data.toString("latin1", at, at + 4)).toBe("DMZ1");
    const width = data.readUInt32LE(at + 4);
    const height = data.readUInt32LE(at + 8);
    const length = gridBytes(width, height);
    mazes.push({ width, height, cells: new Uint8Array(data.subarray(at + 16, at + 16 + length)) });
    at += 16 + length;
  }
  return mazes;
}

/** The CLI's mazes for seeds seed, seed+1, … (one process for the batch). */
async function cliMazes(algorithm: string, w: number, h: number, seed: number, count: number, ...extra: string[]): Promise<Uint8Array[]> {
  const mazes = dmz1(await cli("generate", "-a", algorithm, "-W", `${w}`, "-H", `${h}`, "-s", `${seed}`, "-n", `${count}`, "-f", "binary", ...extra));
  expect(mazes).toHaveLength(count);
  return mazes.map((maze) => maze.cells);
}

// --- the tests ---------------------------------------------------------------------------------------------------

beforeAll(async () => {
  const wasm = readFileSync(new URL("../build/daedalus.wasm", import.meta.url));
  const imports = {
    daedalus: {
      progress: (done: number) => {
        progress.calls.push(done);
        if (done >= progress.cancelAt) throw new Error("cancelled by the host");
      },
    },
  };
  const { instance } = await WebAssembly.instantiate(wasm, imports);
  core = instance.exports as unknown as Core;
});

describe("docs/ABI.md, followed by a host that imports no project code", () => {
  it("abi_version() is the documented version, the one list --format json reports", async () => {
    expect(call("abi_version") >>> 0).toBe(ABI_VERSION);
    expect(JSON.parse((await cli("list", "--format", "json")).toString()).abi).toEqual({ version: ABI_VERSION });
  });

  it("the document's example and its list --format json line name the version abi_version() returns", () => {
    const documented = readFileSync(new URL("../docs/ABI.md", import.meta.url), "utf8");
    expect([...documented.matchAll(/abi_version\(\) !== (\d+)\) throw new Error\("written for ABI (\d+)"/g)].map((m) => [m[1], m[2]])).toEqual([
      [String(ABI_VERSION), String(ABI_VERSION)],
    ]);
    expect([...documented.matchAll(/"abi": \{ "version": (\d+) \}/g)].map((m) => m[1])).toEqual([String(ABI_VERSION)]);
  });

  it("the module imports only daedalus.progress and exports every export the document lists", () => {
    const module = new WebAssembly.Module(readFileSync(new URL("../build/daedalus.wasm", import.meta.url)));
    expect(WebAssembly.Module.imports(module)).toEqual([{ module: "daedalus", name: "progress", kind: "function" }]);
    const exported = WebAssembly.Module.exports(module).map((entry) => entry.name);
    const documented = readFileSync(new URL("../docs/ABI.md", import.meta.url), "utf8");
    const listed = /## Every export\n([\s\S]*?)\n\n/.exec(documented)?.[1] ?? "";
    const names = [...listed.matchAll(/`(\w+)`/g)].map(([, name]) => name!);
    expect(names.sort()).toEqual([...exported].sort());
  });

  it("check_grid returns 0 for a generated maze and 2 once a passage, a scratch bit or the padding is broken", () => {
    const maze = generate("wilson", 9, 7, 4);
    const at = reserve(maze.length);
    const check = (cells: Uint8Array) => {
      bytes(at, cells.length).set(cells);
      return call("check_grid", at, 9, 7);
    };
    expect(check(maze)).toBe(0);
    const inside = cellIndex(9, 4, 3);
    for (const [name, change] of [
      ["one side of a passage", (cells: Uint8Array) => (cells[inside] = cells[inside]! ^ 2)],
      ["a scratch bit", (cells: Uint8Array) => (cells[inside] = cells[inside]! | 0x40)],
      ["through the outer wall", (cells: Uint8Array) => (cells[cellIndex(9, 0, 0)] = cells[cellIndex(9, 0, 0)]! | 1)],
      ["a padding cell", (cells: Uint8Array) => (cells[gridBytes(9, 7) - 1] = 0)],
    ] as const) {
      const broken = maze.slice();
      change(broken);
      expect(check(broken), name).toBe(2);
    }
  });

  it("arena() is 16-byte aligned; reserve() returns it, or 0 beyond 4 GiB", () => {
    const arena = call("arena") >>> 0;
    expect(arena % 16).toBe(0);
    expect(call("reserve", 1000) >>> 0).toBe(arena);
    expect(call("reserve", 2 ** 32) >>> 0).toBe(0);
    expect(call("reserve", 2 ** 40) >>> 0).toBe(0);
    expect(call("reserve", 0) >>> 0).toBe(arena);
  });

  const cases: { name: string; cli: string; options?: number[]; flags?: string[] }[] = [
    { name: "backtracker", cli: "backtracker" },
    { name: "binary_tree", cli: "binary-tree", options: [3], flags: ["--option", "bias=nw"] },
    { name: "sidewinder", cli: "sidewinder", options: chance(0.25), flags: ["--option", "p=0.25"] },
    { name: "eller", cli: "eller", options: chance(0.3), flags: ["--option", "p=0.3"] },
    { name: "recursive_division", cli: "recursive-division" },
    { name: "kruskal", cli: "kruskal" },
    { name: "growing_forest", cli: "growing-forest", options: [5], flags: ["--option", "trees=5"] },
    { name: "growing_tree", cli: "growing-tree", options: [3, 0, 1, 0], flags: ["--option", "policy=newest:75,random:25"] },
    { name: "prim_true", cli: "prim-true" },
    { name: "wilson", cli: "wilson" },
    { name: "houston", cli: "houston" },
  ];
  for (const { name, cli: algorithm, options = [], flags = [] } of cases) {
    it(`generate_${name} gives the CLI's bytes (seeds 41..43, options encoded as the document says)`, async () => {
      const [w, h] = [13, 9];
      const expected = await cliMazes(algorithm, w, h, 41, 3, ...flags);
      for (let k = 0; k < 3; k++) expect(generate(name, w, h, 41 + k, options), `seed ${41 + k}`).toEqual(expected[k]);
    });
  }

  // Every generator the document lists for masks, on a mask with every edge used (the CLI crops blank edges).
  const masked: { name: string; cli: string; options?: number[]; flags?: string[] }[] = [
    ...["backtracker", "aldous-broder", "wilson", "houston", "hunt-and-kill", "kruskal", "fusion", "prim", "prim-true"].map((cli) => ({
      name: cli.replaceAll("-", "_"),
      cli,
    })),
    ...cases.filter(({ name }) => name === "growing_forest" || name === "growing_tree"),
  ];
  for (const { name, cli: algorithm, options = [], flags = [] } of masked) {
    it(`generate_${name} inside a mask gives the CLI's bytes for --mask`, async () => {
      const rows = ["#......#", "...#....", "..###...", "........", "#.....##"];
      const file = join(dir, `mask-${name}.txt`);
      writeFileSync(file, `${rows.join("\n")}\n`);
      const [expected] = dmz1(await cli("generate", "--mask", file, "-a", algorithm, "-s", "7", "-f", "binary", ...flags));
      expect(generateMasked(name, rows, 7, options)).toEqual(expected!.cells);
    });
  }

  it("chances encode as the document's examples", () => {
    expect([0, 1, 0.5, 0.25, 0.75, 0.3].map(chance)).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
      [2, 1],
      [2, 3],
      [16, 19661],
    ]);
  });

  it("generate_backtracker inside a mask gives the CLI's bytes for --mask", async () => {
    const rows = ["##......", "........", "...##...", "...##...", "......##", "#......."];
    const file = join(dir, "mask.txt");
    writeFileSync(file, `${rows.join("\n")}\n`);
    const [expected] = dmz1(await cli("generate", "--mask", file, "-s", "9", "-f", "binary"));
    const ours = generateMasked("backtracker", rows, 9);
    expect(ours).toEqual(expected!.cells);
    expect(ours[cellIndex(8, 0, 0)]).toBe(BORDER);
    // The flag is off again: an unmasked generation fills every cell.
    expect(generate("backtracker", 8, 6, 9)).toEqual((await cliMazes("backtracker", 8, 6, 9, 1))[0]);
  });

  it("solve_bfs finds the CLI's solution: same length and visited count, a path through open passages", async () => {
    const [w, h] = [17, 11];
    const maze = generate("backtracker", w, h, 5);
    const file = join(dir, "maze.bin");
    writeFileSync(file, await cli("generate", "-W", `${w}`, "-H", `${h}`, "-s", "5", "-f", "binary"));
    expect(dmz1(readFileSync(file))[0]!.cells).toEqual(maze);
    const expected = JSON.parse((await cli("solve", "--input", file, "--from", "2,3", "--to", "16,0", "-f", "json", "--quiet")).toString()).solution;
    const ours = solve("bfs", maze, w, h, [2, 3], [16, 0], 31 + 256);
    expect([ours.length, ours.visited]).toEqual([expected.length, expected.visited]);
    expect(walk(maze, w, [2, 3], ours.moves)).toEqual([16, 0]);
    // Moves as the CLI's path of cells.
    const cellsOfPath = [[2, 3]];
    for (const d of ours.moves) {
      const [x, y] = cellsOfPath.at(-1)!;
      cellsOfPath.push([x! + STEP[d]![0], y! + STEP[d]![1]]);
    }
    expect(cellsOfPath).toEqual(expected.path);
    expect(solve("bfs", maze, w, h, [4, 4], [4, 4], 31 + 256)).toEqual({ length: 0, visited: 1, moves: [] });
  });

  it("solve_bfs grows memory past what was reserved, and only views rebuilt after the call read the path", () => {
    // The maze placed so that what is reserved ends at the end of memory: the path (over 1000 moves, more than
    // the 256 bytes reserved after the header) can only be written after the solver grows memory.
    const [w, h] = [300, 300];
    const maze = generate("backtracker", w, h, 3);
    const end = core.memory.buffer.byteLength;
    const cells = Math.floor((end - maze.length - 287) / 16) * 16;
    expect(cells).toBeGreaterThanOrEqual(call("arena") >>> 0);
    const stale = new Uint8Array(core.memory.buffer);
    const ours = solve("bfs", maze, w, h, [0, 0], [w - 1, h - 1], 287, cells);
    expect(ours.length).toBeGreaterThan(1100);
    expect(core.memory.buffer.byteLength).toBeGreaterThan(end);
    expect(stale.length, "a view built before the call is detached").toBe(0);
    expect(walk(maze, w, [0, 0], ours.moves)).toEqual([w - 1, h - 1]);
  });

  it("braid with threshold floor(p·2^32) gives the CLI's --braid bytes, and bfs on the braided maze its solution", async () => {
    const [w, h] = [15, 10];
    const cells = reserve(gridBytes(w, h));
    bytes(cells, gridBytes(w, h)).set(generate("backtracker", w, h, 8));
    expect(call("braid", cells, w, h, 8, Math.floor(0.5 * 2 ** 32))).toBe(0);
    const braided = bytes(cells, gridBytes(w, h)).slice();
    const file = join(dir, "braided.bin");
    writeFileSync(file, await cli("generate", "-W", `${w}`, "-H", `${h}`, "-s", "8", "--braid", "0.5", "-f", "binary"));
    expect(braided).toEqual(dmz1(readFileSync(file))[0]!.cells);
    const expected = JSON.parse((await cli("solve", "--input", file, "-f", "json", "--quiet")).toString()).solution;
    expect(solve("bfs", braided, w, h, [0, 0], [w - 1, h - 1], 31 + 256).length).toBe(expected.length);
  });

  it("sparse with threshold floor(p·2^32) gives the CLI's --sparse bytes: the culled dead ends hold BORDER", async () => {
    const [w, h] = [15, 10];
    const cells = reserve(gridBytes(w, h));
    const maze = generate("houston", w, h, 8);
    bytes(cells, gridBytes(w, h)).set(maze);
    expect(call("sparse", cells, w, h, 8, Math.floor(0.5 * 2 ** 32))).toBe(0);
    const culled = bytes(cells, gridBytes(w, h)).slice();
    const file = join(dir, "culled.bin");
    writeFileSync(file, await cli("generate", "-a", "houston", "-W", `${w}`, "-H", `${h}`, "-s", "8", "--sparse", "0.5", "-f", "binary"));
    expect(culled).toEqual(dmz1(readFileSync(file))[0]!.cells);
    // Every excluded cell was a dead end (one passage) of the maze before.
    const excluded = [...culled.keys()].filter((i) => culled[i] === BORDER && maze[i] !== BORDER);
    expect(excluded.length).toBeGreaterThan(0);
    for (const i of excluded) expect([1, 2, 4, 8]).toContain(maze[i]);
  });

  it("distances and farthest: a u32 per padded cell; [index, distance, reached]", () => {
    const [w, h] = [12, 7];
    const maze = generate("kruskal", w, h, 4);
    const bfs = solve("bfs", maze, w, h, [3, 2], [11, 6], 31 + 256);
    let cells = reserve(maze.length + 4 * gridBytes(w, h) + 287);
    bytes(cells, maze.length).set(maze);
    expect(call("distances", cells, w, h, 3, 2)).toBe(0);
    const map = words(resultAt(cells, w, h), gridBytes(w, h)).slice();
    expect(map[cellIndex(w, 3, 2)]).toBe(0);
    expect(map[cellIndex(w, 11, 6)]).toBe(bfs.length);
    expect(map[0]).toBe(NOT_REACHED);
    cells = reserve(maze.length + 287);
    bytes(cells, maze.length).set(maze);
    expect(call("farthest", cells, w, h, 3, 2)).toBe(0);
    const [index, distance, reached] = words(resultAt(cells, w, h), 3);
    expect(reached).toBe(w * h);
    expect(distance).toBe(Math.max(...map.filter((d) => d !== NOT_REACHED)));
    expect(map[index!]).toBe(distance);
  });

  const streams = [
    { name: "sidewinder", cli: "sidewinder", options: chance(0.5), flags: [] as string[] },
    { name: "eller", cli: "eller", options: chance(0.25), flags: ["--option", "p=0.25"] },
    { name: "binary_tree", cli: "binary-tree", options: [2], flags: ["--option", "bias=ne"] },
  ];
  for (const { name, cli: algorithm, options, flags } of streams) {
    it(`start_rows_${name} and rows_${name} stream the CLI's maze, a range at a time`, async () => {
      const [w, h] = [21, 14];
      const [expected] = await cliMazes(algorithm, w, h, 77, 1, ...flags);
      expect(streamRows(name, w, h, 77, options, [5, 1, 4, 4])).toEqual(expected);
      expect(streamRows(name, w, h, 77, options, [h])).toEqual(expected);
    });
  }

  it("any split of the rows into ranges gives the whole-maze export's bytes (property)", () => {
    const streamable = [
      { name: "sidewinder", options: chance(0.75) },
      { name: "eller", options: chance(0.5) },
      { name: "binary_tree", options: [3] },
      { name: "binary_tree", options: [0] },
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...streamable),
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        ({ name, options }, w, ranges, seed) => {
          const h = ranges.reduce((sum, count) => sum + count, 0);
          expect(streamRows(name, w, h, seed, options, ranges)).toEqual(generate(name, w, h, seed, options));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("daedalus.progress hears the count every 2^20 cells; throwing from it cancels, and the instance stays usable", () => {
    const [w, h] = [1100, 1000];
    progress.calls = [];
    const whole = generate("binary_tree", w, h, 6, [0]);
    expect(whole[cellIndex(w, 0, 0)]).not.toBe(0);
    expect(progress.calls.length).toBe(Math.floor((w * h) / PROGRESS_CHUNK));
    expect(progress.calls[0]).toBeGreaterThanOrEqual(PROGRESS_CHUNK);
    progress.calls = [];
    progress.cancelAt = 0;
    const cells = reserve(gridBytes(w, h));
    call("reset_progress");
    expect(() => call("generate_binary_tree", cells, w, h, 6, 0)).toThrow("cancelled by the host");
    progress.cancelAt = Number.POSITIVE_INFINITY;
    expect(same(generate("binary_tree", w, h, 6, [0]), whole)).toBe(true);
    expect(progress.calls.length).toBe(2);
  });

  it("walk_heartbeat(words): a walk calls daedalus.progress every so many random words; reset_progress turns it off", () => {
    const [w, h] = [300, 1];
    const cells = reserve(gridBytes(w, h));
    progress.calls = [];
    call("reset_progress");
    call("walk_heartbeat", 1024);
    expect(call("generate_aldous_broder", cells, w, h, 1)).toBe(0);
    const beating = bytes(cells, gridBytes(w, h)).slice();
    // Far fewer than 2^20 cells, so these calls are the heartbeat's, with the count of cells so far.
    expect(progress.calls.length).toBeGreaterThanOrEqual(2);
    expect(progress.calls.every((done, i) => done <= w * h && (i === 0 || done >= progress.calls[i - 1]!))).toBe(true);
    progress.calls = [];
    call("reset_progress");
    expect(call("generate_aldous_broder", cells, w, h, 1)).toBe(0);
    expect(progress.calls).toEqual([]);
    expect(same(bytes(cells, gridBytes(w, h)), beating)).toBe(true);
    // Throwing from a heartbeat cancels the walk.
    progress.cancelAt = 0;
    call("reset_progress");
    call("walk_heartbeat", 1024);
    try {
      expect(() => call("generate_aldous_broder", cells, w, h, 1)).toThrow("cancelled by the host");
    } finally {
      progress.cancelAt = Number.POSITIVE_INFINITY;
      call("walk_heartbeat", 0);
    }
  });

  it("steps: record_steps logs cell << 2 | d; toggled on the closed grid (the open one for recursive division) they give the maze", () => {
    for (const [name, open] of [
      ["backtracker", false],
      ["kruskal", false],
      ["recursive_division", true],
    ] as const) {
      const [w, h] = [9, 7];
      const log = Math.ceil((gridBytes(w, h) + WORKING[name]!(w, h)) / 4) * 4;
      const capacity = 2 * w * h + 16;
      const cells = reserve(log + 4 * capacity);
      call("record_steps", cells + log, capacity);
      let count: number;
      try {
        expect(call(`generate_${name}`, cells, w, h, 21)).toBe(0);
        count = call("step_count") >>> 0;
      } finally {
        call("record_steps", 0, 0);
      }
      expect(count).toBeLessThanOrEqual(capacity);
      const steps = words(cells + log, count).slice();
      const maze = bytes(cells, gridBytes(w, h)).slice();
      const replay = new Uint8Array(gridBytes(w, h)).fill(BORDER);
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++)
          replay[cellIndex(w, x, y)] = open ? 15 & ~(y === 0 ? 1 : 0) & ~(x === w - 1 ? 2 : 0) & ~(y === h - 1 ? 4 : 0) & ~(x === 0 ? 8 : 0) : 0;
      }
      for (const step of steps) {
        const [cell, d] = [step >>> 2, step & 3];
        replay[cell]! ^= BIT[d]!;
        replay[cell + STEP[d]![0] + STEP[d]![1] * (w + 2)]! ^= BIT[(d + 2) & 3]!;
      }
      expect(replay).toEqual(maze);
      // A log too small keeps its first `capacity` steps and counts them all: the host runs again with a larger one.
      words(cells + log, 4).fill(0xdeadbeef);
      call("record_steps", cells + log, 3);
      expect(call(`generate_${name}`, cells, w, h, 21)).toBe(0);
      expect(call("step_count") >>> 0).toBe(count);
      expect(Array.from(words(cells + log, 4))).toEqual([...steps.subarray(0, 3), 0xdeadbeef]);
      call("record_steps", 0, 0);
      // Logging off (record_steps(0, 0)): the next generation logs nothing.
      expect(call(`generate_${name}`, cells, w, h, 21)).toBe(0);
      expect(call("step_count")).toBe(0);
    }
  });

  it("Takuzu: a puzzle and its solution, which solve and grade confirm; 2 when no grid exists", () => {
    const [w, h] = [6, 6];
    const cells = reserve(3 * w * h);
    expect(call("takuzu_generate", cells, w, h, 12, 1, 1)).toBe(0);
    const generated = bytes(cells, 2 * w * h).slice();
    const [puzzle, solution] = [generated.subarray(0, w * h), generated.subarray(w * h)];
    expect(puzzle.some((cell) => cell === 2)).toBe(true);
    expect(solution.every((cell) => cell === 0 || cell === 1)).toBe(true);
    expect(call("takuzu_grade", cells, w, h, 1)).toBe(1);
    expect(call("takuzu_solve", cells, w, h, 1)).toBe(1);
    expect(bytes(cells + w * h, w * h)).toEqual(solution);
    bytes(cells, w * h).fill(2);
    expect(call("takuzu_solve", cells, w, h, 1)).toBe(2);
    expect(call("takuzu_grade", cells, w, h, 1)).toBe(6);
    expect(call("takuzu_generate", reserve(3 * 32), 4, 8, 1, 0, 1)).toBe(2);
  });

  it("takuzu_generate returns 2 for a side that is not even from 4 to 32 (it trapped on 0×0, never ended on 34×34), and stays usable", () => {
    const cells = reserve(3 * 64 * 64);
    call("takuzu_generate", cells, 6, 6, 12, 1, 1);
    const expected = bytes(cells, 2 * 36).slice();
    for (const [w, h] of [
      [0, 0],
      [2, 2],
      [34, 34],
      [5, 6],
      [6, 3],
      [64, 4],
      [-1, 4],
      [4, 2 ** 31],
    ] as const) {
      expect(call("takuzu_generate", cells, w, h, 1, 0, 0), `${w}×${h}`).toBe(2);
    }
    expect(call("takuzu_generate", cells, 6, 6, 12, 1, 1)).toBe(0);
    expect(bytes(cells, 2 * 36)).toEqual(expected);
  });
});
