// Every options object of the public API refuses a key it does not know (a typo such as "seeed" is an error naming
// the function, the key and the keys allowed, never a silent default), and takes every key it documents.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  Adventure,
  braid,
  braidOn,
  DaedalusMaze,
  distances,
  distancesOn,
  farthestFrom,
  findFormat,
  generate,
  generateMaze,
  generateOn,
  generateRows,
  generateSteps,
  heatPalette,
  InvalidArgumentError,
  levelMaze,
  levelSize,
  longestPath,
  longestPathOn,
  makeScenario,
  mazeToGridMap,
  pickMaze,
  prepareGridSolve,
  Race,
  readMovingAiMap,
  solve,
  solveGridPath,
  solveGridProblems,
  solveOn,
  sparse,
  stats,
  statsOn,
  takuzu,
  tileGrid,
  tileRows,
  topology,
  topologyAscii,
  topologyPng,
  topologySvg,
  writeTopology,
  writeToString,
} from "../src/node.js";
import { errorOf } from "./support/refused.js";

const maze = generate({ width: 4, height: 3, seed: 1 });
const hexMaze = generateOn(topology("hex", { width: 3, height: 3 }), { seed: 1 });
const wrapMaze = generateOn(topology("wrap", { width: 3, height: 3 }), { seed: 1 });
const map = readMovingAiMap("type octile\nheight 3\nwidth 5\nmap\n.....\n..@..\n.....\n");
const problem = { startX: 0, startY: 0, goalX: 4, goalY: 2 };
const { puzzle } = takuzu.generate({ width: 4, height: 4, seed: 1, difficulty: "easy" });
const rowsHeader = { width: 4, height: 3, algorithm: "eller", seed: 1 };

type Options = Record<string, unknown>;

interface Door {
  /** The function as the caller writes it. */
  readonly name: string;
  /** Calls it with `extra` as its options (beside what the call needs). */
  readonly call: (extra: Options) => unknown;
  /** What the function allows, as the message lists it. */
  readonly allowed: readonly string[];
}

const GENERATE = ["algorithm", "width", "height", "seed", "backend", "options", "mask", "openings", "onProgress", "signal", "tiles"];
const WRITE = ["solution", "start", "goal", "marks", "distances", "cellSize", "wallWidth", "pathWidth", "margin", "colours", "span"];
const TOPOLOGY_WRITE = ["path", "start", "goal", "marks", "distances", "cellSize", "wallWidth", "pathWidth", "margin", "colours"];
const PLAN = ["algorithm", "firstSize", "growth", "maxSize", "backend"];

const doors: readonly Door[] = [
  { name: "generate", call: (extra) => generate({ width: 4, height: 3, seed: 1, ...extra }), allowed: GENERATE },
  { name: "generateSteps", call: (extra) => generateSteps({ width: 4, height: 3, seed: 1, ...extra }), allowed: GENERATE },
  {
    name: "generateRows",
    call: (extra) => generateRows({ algorithm: "eller", width: 4, height: 3, seed: 1, ...extra }),
    allowed: ["algorithm", "width", "height", "seed", "backend", "options", "rowsPerChunk", "reuseBuffer", "tiles", "tileRows"],
  },
  {
    name: "pickMaze",
    call: (extra) => pickMaze({ by: "solution", tries: 1, width: 4, height: 3, seed: 1, ...extra }),
    allowed: [...GENERATE, "by", "tries", "from", "to"],
  },
  { name: "solve", call: (extra) => solve(maze, extra), allowed: ["solver", "from", "to", "backend", "options"] },
  { name: "distances", call: (extra) => distances(maze, undefined, extra), allowed: ["backend"] },
  { name: "farthestFrom", call: (extra) => farthestFrom(maze, [0, 0], extra), allowed: ["backend"] },
  { name: "longestPath", call: (extra) => longestPath(maze, extra), allowed: ["backend"] },
  { name: "stats", call: (extra) => stats(maze, extra), allowed: ["backend"] },
  { name: "braid", call: (extra) => braid(maze, 0.5, 1, extra), allowed: ["backend"] },
  { name: "sparse", call: (extra) => sparse(maze, 0.5, 1, extra), allowed: ["backend"] },
  { name: "writeToString", call: (extra) => writeToString(findFormat("ascii"), maze, extra), allowed: WRITE },
  { name: "writeRows", call: (extra) => findFormat("hex").writeRows!(rowsHeader, [], extra), allowed: WRITE },
  { name: "generateOn", call: (extra) => generateOn(hexMaze.topology, extra), allowed: ["algorithm", "seed", "backend", "options", "onProgress", "signal"] },
  { name: "solveOn", call: (extra) => solveOn(hexMaze, extra), allowed: ["from", "to", "solver", "backend"] },
  { name: "braidOn", call: (extra) => braidOn(hexMaze, 0.5, 1, extra), allowed: ["backend"] },
  { name: "distancesOn", call: (extra) => distancesOn(hexMaze, extra), allowed: ["from", "backend"] },
  { name: "longestPathOn", call: (extra) => longestPathOn(hexMaze, extra), allowed: ["from", "backend"] },
  { name: "statsOn", call: (extra) => statsOn(hexMaze, extra), allowed: ["backend"] },
  { name: "topologySvg", call: (extra) => topologySvg(hexMaze, extra), allowed: TOPOLOGY_WRITE },
  { name: "topologyPng", call: (extra) => topologyPng(hexMaze, extra), allowed: TOPOLOGY_WRITE },
  { name: "topologyAscii", call: (extra) => topologyAscii(wrapMaze, extra), allowed: ["path", "start", "goal", "marks"] },
  { name: "writeTopology", call: (extra) => writeTopology("json", hexMaze, extra), allowed: TOPOLOGY_WRITE },
  {
    name: "takuzu.generate",
    call: (extra) => takuzu.generate({ width: 4, height: 4, seed: 1, ...extra }),
    allowed: ["width", "height", "seed", "difficulty", "rules", "levels", "backend"],
  },
  { name: "takuzu.solve", call: (extra) => takuzu.solve(puzzle, extra), allowed: ["backend", "levels"] },
  { name: "takuzu.grade", call: (extra) => takuzu.grade(puzzle, extra), allowed: ["backend", "levels"] },
  { name: "takuzu.read", call: (extra) => takuzu.read(takuzu.write(puzzle), extra), allowed: ["rules", "format"] },
  { name: "makeScenario", call: (extra) => makeScenario(map, extra), allowed: ["seed", "perBucket", "maxBuckets", "maxRounds"] },
  { name: "solveGridProblems", call: (extra) => solveGridProblems(map, [problem], extra), allowed: ["solver", "backend"] },
  { name: "solveGridPath", call: (extra) => solveGridPath(map, problem, extra), allowed: ["solver", "backend"] },
  { name: "prepareGridSolve", call: (extra) => prepareGridSolve(map, [problem], extra), allowed: ["solver", "backend"] },
  { name: "mazeToGridMap", call: (extra) => mazeToGridMap(maze, extra), allowed: ["corridor", "size"] },
  { name: "Adventure", call: (extra) => new Adventure({ seed: 1, ...extra }), allowed: ["seed", "mode", "levels", "plan"] },
  { name: "Adventure plan", call: (extra) => new Adventure({ seed: 1, plan: extra }), allowed: PLAN },
  { name: "Race", call: (extra) => new Race({ seed: 1, ...extra }), allowed: ["seed", "plan"] },
  { name: "Race plan", call: (extra) => new Race({ seed: 1, plan: extra }), allowed: PLAN },
  { name: "levelSize", call: (extra) => levelSize(extra as never, 1), allowed: PLAN },
  { name: "levelMaze", call: (extra) => levelMaze(extra as never, 1, 1), allowed: PLAN },
  { name: "tileGrid", call: (extra) => tileGrid(maze, extra), allowed: ["wall", "floor"] },
  { name: "tileRows", call: (extra) => tileRows(maze, extra), allowed: ["wall", "floor"] },
  { name: "DaedalusMaze", call: (extra) => new DaedalusMaze(9, 7, extra), allowed: ["algorithm", "seed", "options", "backend"] },
  {
    name: "generateMaze",
    call: (extra) => generateMaze(4, 3, true, 1, extra),
    allowed: ["algorithm", "backend", "options", "openings", "onProgress", "signal", "tiles"],
  },
  { name: "heatPalette", call: (extra) => heatPalette(extra), allowed: ["levels", "near", "far"] },
];

/** Each door, a typo and the exact message it gets. */
const typos: readonly [name: string, extra: Options, message: string][] = [
  [
    "generate",
    { seeed: 1 },
    'generate\'s options: unknown key "seeed" (did you mean "seed"?); allowed: algorithm, width, height, seed, backend, options, mask, openings, onProgress, signal, tiles',
  ],
  [
    "generateSteps",
    { algoritm: "prim" },
    'generateSteps\' options: unknown key "algoritm" (did you mean "algorithm"?); allowed: algorithm, width, height, seed, backend, options, mask, openings, onProgress, signal, tiles',
  ],
  [
    "generateRows",
    { rowPerChunk: 1 },
    'generateRows\' options: unknown key "rowPerChunk" (did you mean "rowsPerChunk"?); allowed: algorithm, width, height, seed, backend, options, rowsPerChunk, reuseBuffer, tiles, tileRows',
  ],
  [
    "pickMaze",
    { try: 3 },
    'pickMaze\'s options: unknown key "try"; allowed: algorithm, width, height, seed, backend, options, mask, openings, onProgress, signal, tiles, by, tries, from, to',
  ],
  ["solve", { sovler: "astar" }, 'solve\'s options: unknown key "sovler" (did you mean "solver"?); allowed: solver, from, to, backend, options'],
  ["distances", { from: [0, 0] }, 'distances\' options: unknown key "from"; allowed: backend'],
  ["farthestFrom", { backed: "wasm" }, 'farthestFrom\'s options: unknown key "backed" (did you mean "backend"?); allowed: backend'],
  ["longestPath", { from: [0, 0] }, 'longestPath\'s options: unknown key "from"; allowed: backend'],
  ["stats", { solver: "astar" }, 'stats\' options: unknown key "solver"; allowed: backend'],
  ["braid", { p: 0.5 }, 'braid\'s options: unknown key "p"; allowed: backend'],
  ["sparse", { seed: 2 }, 'sparse\'s options: unknown key "seed"; allowed: backend'],
  [
    "writeToString",
    { cellsize: 9 },
    'ascii: the write options: unknown key "cellsize" (did you mean "cellSize"?); allowed: solution, start, goal, marks, distances, cellSize, wallWidth, pathWidth, margin, colours, span',
  ],
  [
    "writeRows",
    { mark: true },
    'hex: the write options: unknown key "mark" (did you mean "marks"?); allowed: solution, start, goal, marks, distances, cellSize, wallWidth, pathWidth, margin, colours, span',
  ],
  ["generateOn", { width: 5 }, 'generateOn\'s options: unknown key "width"; allowed: algorithm, seed, backend, options, onProgress, signal'],
  ["solveOn", { goal: 3 }, 'solveOn\'s options: unknown key "goal"; allowed: from, to, solver, backend'],
  ["braidOn", { seed: 2 }, 'braidOn\'s options: unknown key "seed"; allowed: backend'],
  ["distancesOn", { form: 2 }, 'distancesOn\'s options: unknown key "form" (did you mean "from"?); allowed: from, backend'],
  ["longestPathOn", { start: 2 }, 'longestPathOn\'s options: unknown key "start"; allowed: from, backend'],
  ["statsOn", { from: 2 }, 'statsOn\'s options: unknown key "from"; allowed: backend'],
  [
    "topologySvg",
    { colors: {} },
    'svg\'s options: unknown key "colors" (did you mean "colours"?); allowed: path, start, goal, marks, distances, cellSize, wallWidth, pathWidth, margin, colours',
  ],
  [
    "topologyPng",
    { cellsize: 9 },
    'png\'s options: unknown key "cellsize" (did you mean "cellSize"?); allowed: path, start, goal, marks, distances, cellSize, wallWidth, pathWidth, margin, colours',
  ],
  ["topologyAscii", { cellSize: 9 }, 'ascii\'s options: unknown key "cellSize"; allowed: path, start, goal, marks'],
  [
    "writeTopology",
    { solution: {} },
    'writeTopology\'s options: unknown key "solution"; allowed: path, start, goal, marks, distances, cellSize, wallWidth, pathWidth, margin, colours',
  ],
  [
    "takuzu.generate",
    { dificulty: "hard" },
    'takuzu.generate\'s options: unknown key "dificulty" (did you mean "difficulty"?); allowed: width, height, seed, difficulty, rules, levels, backend',
  ],
  ["takuzu.solve", { rules: "unruly" }, 'takuzu.solve\'s options: unknown key "rules"; allowed: backend, levels'],
  ["takuzu.grade", { level: "unruly" }, 'takuzu.grade\'s options: unknown key "level" (did you mean "levels"?); allowed: backend, levels'],
  ["takuzu.read", { rule: "unruly" }, 'takuzu.read\'s options: unknown key "rule" (did you mean "rules"?); allowed: rules, format'],
  [
    "makeScenario",
    { perbucket: 2 },
    'makeScenario\'s options: unknown key "perbucket" (did you mean "perBucket"?); allowed: seed, perBucket, maxBuckets, maxRounds',
  ],
  ["solveGridProblems", { algorithm: "jps" }, 'solveGridProblems\'s options: unknown key "algorithm"; allowed: solver, backend'],
  ["solveGridPath", { slover: "jps" }, 'solveGridPath\'s options: unknown key "slover" (did you mean "solver"?); allowed: solver, backend'],
  ["prepareGridSolve", { runs: 3 }, 'prepareGridSolve\'s options: unknown key "runs"; allowed: solver, backend'],
  ["mazeToGridMap", { corridors: 2 }, 'mazeToGridMap\'s options: unknown key "corridors" (did you mean "corridor"?); allowed: corridor, size'],
  ["Adventure", { lives: 9 }, 'adventure options: unknown key "lives"; allowed: seed, mode, levels, plan'],
  [
    "Adventure plan",
    { firstsize: 4 },
    'adventure options: plan: unknown key "firstsize" (did you mean "firstSize"?); allowed: algorithm, firstSize, growth, maxSize, backend',
  ],
  ["Race", { mode: "hidden" }, 'race options: unknown key "mode"; allowed: seed, plan'],
  ["Race plan", { size: 4 }, 'race options: plan: unknown key "size"; allowed: algorithm, firstSize, growth, maxSize, backend'],
  ["levelSize", { grow: 2 }, 'levelSize\'s plan: unknown key "grow"; allowed: algorithm, firstSize, growth, maxSize, backend'],
  ["levelMaze", { maxsize: 9 }, 'levelMaze\'s plan: unknown key "maxsize" (did you mean "maxSize"?); allowed: algorithm, firstSize, growth, maxSize, backend'],
  ["tileGrid", { walls: 2 }, 'tileGrid\'s tile values: unknown key "walls" (did you mean "wall"?); allowed: wall, floor'],
  ["tileRows", { open: 0 }, 'tileRows\' tile values: unknown key "open"; allowed: wall, floor'],
  ["DaedalusMaze", { width: 9 }, 'DaedalusMaze\'s options: unknown key "width"; allowed: algorithm, seed, options, backend'],
  [
    "generateMaze",
    { mask: undefined },
    'generateMaze\'s options: unknown key "mask"; allowed: algorithm, backend, options, openings, onProgress, signal, tiles',
  ],
  ["heatPalette", { colours: 8 }, 'heatPalette\'s options: unknown key "colours"; allowed: levels, near, far'],
];

describe("an unknown key is refused with the function, the key and the keys allowed", () => {
  it.each(typos)("%s %j", (name, extra, message) => {
    const door = doors.find((candidate) => candidate.name === name)!;
    const error = errorOf(() => door.call(extra));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error.message).toBe(message);
  });

  it("the table covers every door, once", () => {
    expect(typos.map(([name]) => name)).toEqual(doors.map((door) => door.name));
  });
});

describe("what counts as a key", () => {
  it.each(doors.map((door) => [door.name, door] as const))("%s: an unknown key whose value is undefined is refused too", (_, door) => {
    const error = errorOf(() => door.call({ notAKey: undefined }));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error.message).toContain('unknown key "notAKey"');
  });

  it.each(doors.map((door) => [door.name, door] as const))("%s: every allowed key, given as undefined, is taken", (_, door) => {
    // undefined is "not given": each key the function documents is accepted (whatever it then checks of the call).
    const error = (() => {
      try {
        door.call(Object.fromEntries(door.allowed.map((key) => [key, undefined])));
      } catch (caught) {
        return caught as Error;
      }
      return undefined;
    })();
    expect(error?.message ?? "").not.toContain("unknown key");
  });

  it("a level plan's key given as undefined keeps its default, as every other options object's does", () => {
    const race = new Race({ seed: 1, plan: { firstSize: undefined, growth: 2, algorithm: undefined } });
    expect(race.plan).toEqual({ algorithm: "backtracker", firstSize: 8, growth: 2, maxSize: 256, backend: "wasm" });
  });

  it("only own enumerable keys count: inherited, non-enumerable and symbol keys are not read as typos", () => {
    const inherited = Object.assign(Object.create({ seeed: 7 }) as Options, { width: 4, height: 3, seed: 1 });
    expect(generate(inherited as never).seed).toBe(1);
    const hidden: Options = { width: 4, height: 3, seed: 1 };
    Object.defineProperty(hidden, "seeed", { value: 7, enumerable: false });
    expect(generate(hidden as never).seed).toBe(1);
    expect(generate({ width: 4, height: 3, seed: 1, [Symbol("tag")]: true } as never).seed).toBe(1);
  });

  it("a key named __proto__ (an own property, as JSON.parse makes it) is an unknown key", () => {
    const request = JSON.parse('{ "width": 4, "height": 3, "__proto__": { "seed": 9 } }');
    expect(() => generate(request)).toThrow('generate\'s options: unknown key "__proto__"; allowed: algorithm,');
  });
});

describe("property: any key a door does not allow is refused by name", () => {
  it.each(doors.map((door) => [door.name, door] as const))("%s", (_, door) => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).filter((key) => !door.allowed.includes(key)),
        fc.anything(),
        (key, value) => {
          const extra: Options = {};
          Object.defineProperty(extra, key, { value, enumerable: true, configurable: true, writable: true });
          const error = errorOf(() => door.call(extra));
          expect(error).toBeInstanceOf(InvalidArgumentError);
          expect(error.message).toContain(`: unknown key ${JSON.stringify(key)}`);
          expect(error.message).toContain(`; allowed: ${door.allowed.join(", ")}`);
        },
      ),
      { numRuns: 40 },
    );
  });
});
