// Every public door of the library, called with whatever a careless or hostile caller might pass (null, objects,
// symbols, BigInt, NaN, huge numbers, strings, arrays, functions, a real maze in the wrong place): it returns, or
// throws one of the project's errors (a DaedalusError naming what is allowed), never a raw TypeError or RangeError,
// within the attack bounds; and the backends still give the reference's bytes afterwards.

import fc from "fast-check";
import { afterAll, describe, it } from "vitest";
import {
  Adventure,
  applySteps,
  braid,
  bucketOf,
  cellsForPixels,
  checkScenarioAgainstMap,
  compareLengths,
  createMask,
  DaedalusError,
  DaedalusMaze,
  Dice,
  decodeStep,
  detectFormat,
  distances,
  distancesFrom,
  farthestFrom,
  findFormat,
  findGenerator,
  findGridSolver,
  findSolver,
  findTakuzuFormat,
  formatForFile,
  formatLength,
  fromConnectionList,
  fromNpy,
  fromNpyBatch,
  GridMap,
  generate,
  generateMaze,
  generateRows,
  getBackend,
  gridMapToMaze,
  hashString,
  heatLevel,
  heatPalette,
  isTopologyJson,
  lengthMatches,
  lengthValue,
  levelMaze,
  levelSeed,
  levelSize,
  loadWasmBackend,
  loadWasmBackendSync,
  longestPath,
  Maze,
  makeScenario,
  mapSide,
  maskFromPng,
  maskFromText,
  maskTopology,
  mazeToGridMap,
  moveNames,
  openDirections,
  parseDirection,
  prepareGridSolve,
  Race,
  Revealed,
  readMaze,
  readMovingAiMap,
  readScenario,
  replaySteps,
  resolveSeed,
  solve,
  solveGridPath,
  solveGridProblems,
  sparse,
  startGrid,
  stats,
  step,
  TakuzuGrid,
  takuzu,
  takuzuFormatForFile,
  tileGrid,
  tileRows,
  toConnectionList,
  toGenerateMaze,
  toNpy,
  toNpyBatch,
  topology,
  useWasmBackend,
  withOpenings,
  writeMovingAiMap,
  writeScenario,
  writeToBytes,
  writeToString,
} from "../src/node.js";
import { expectHealthy, withinBoundsAsync } from "./support/bounded.js";

const maze = generate({ width: 7, height: 5, seed: 11 });
const puzzle = takuzu.generate({ width: 6, height: 6, seed: 2 }).puzzle;
const map = readMovingAiMap("type octile\nheight 3\nwidth 5\nmap\n.....\n..@..\n.....\n");
const length = { straight: 3, diagonal: 1 };

/** The mask with the cells of these columns excluded after it was made, its included count then set to `included`. */
function excludedFrom(mask: ReturnType<typeof maskFromText>, columns: number[], included: number): unknown {
  for (let y = 0; y < mask.height; y++) for (const x of columns) mask.grid[(y + 1) * (mask.width + 2) + x + 1] = 0x10;
  return Object.assign(mask, { included });
}

// Sizes stay small or absurd, so a valid call is cheap and an invalid one is refused.
const size = fc.oneof(
  fc.integer({ min: -2, max: 40 }),
  fc.constantFrom(0, 2 ** 31, 2 ** 53, 1e300, Number.NaN, Number.POSITIVE_INFINITY, 2.5, -0, 7n, "6", null),
);
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, undefined, Number.NaN, Number.NEGATIVE_INFINITY, -1, 0, 1, 2 ** 32, 2 ** 53, 1e300, "", "N", "bfs", "json", true, false),
  fc.constantFrom<unknown>(Symbol("s"), 10n, -(2n ** 80n), [], {}, [1, 2], [[0, 0]], () => 1, new Uint8Array(16), new Map(), new Date(0)),
  fc.integer({ min: -3, max: 40 }),
  fc.string({ maxLength: 12 }),
  fc.array(fc.integer({ min: -2, max: 40 }), { maxLength: 4 }),
  fc.record(
    {
      width: size,
      height: size,
      seed: fc.oneof(fc.nat(), fc.constantFrom<unknown>(-1, 2 ** 32, 1.5, 3n, "", null, {})),
      algorithm: fc.constantFrom<unknown>("kruskal", "Wilson", "nope", 3, null),
      solver: fc.constantFrom<unknown>("astar", "nope", 1),
      from: fc.constantFrom<unknown>([0, 0], [-1, 0], [1e9, 0], [0n, 0], "0,0", null),
      options: fc.constantFrom<unknown>({}, { bias: "ne" }, { p: 2 }, null, 5),
      backend: fc.constantFrom<unknown>("wasm", "reference", "gpu", 1),
      difficulty: fc.constantFrom<unknown>("easy", "hard", "x", 1),
      openings: fc.constantFrom<unknown>(
        true,
        "N",
        null,
        5,
        {},
        { entrance: "N", exit: "3,0:S" },
        { entrance: { x: -1, y: 0 } },
        { exit: { side: "W", offset: 1e300 } },
      ),
    },
    { requiredKeys: [] },
  ),
  fc.constant<unknown>(maze),
  fc.constant<unknown>(puzzle),
  // A mask's fields as plain data, and a mask with its fields or bytes changed after it was made.
  fc.constantFrom<unknown>(
    { width: 4, height: 3, grid: new Uint8Array(5), included: 12 },
    { ...maskFromText("..\n..\n") },
    Object.assign(maskFromText("...\n...\n"), { width: 2 }),
    Object.assign(maskFromText("...\n...\n"), { included: 0 }),
    // Every cell excluded, and the middle column excluded (included counts kept true): the random walks hung on both.
    excludedFrom(maskFromText("...\n...\n"), [0, 1, 2], 0),
    excludedFrom(maskFromText("...\n...\n"), [1], 4),
  ),
  fc.record({ index: fc.nat({ max: 29 }), byte: fc.constantFrom(0, 1, 0x10, 0xff) }).map(({ index, byte }) => {
    const mask = maskFromText("....\n....\n....\n");
    mask.grid[index] = byte;
    return mask;
  }),
);

/** Each door: a name and how to call it with hostile arguments. */
const doors: [string, (...args: unknown[]) => unknown][] = [
  ["generate", (a) => generate(a as never)],
  ["generate (a hostile mask, wilson)", (a, b) => generate({ mask: a, algorithm: "wilson", seed: 1, backend: b === "reference" ? b : "wasm" } as never)],
  ["generate (a hostile mask, aldous-broder)", (a) => generate({ mask: a, algorithm: "aldous-broder", seed: 1 } as never)],
  ["maskTopology (a hostile mask)", (a) => maskTopology(topology("hex", { width: 5, height: 5 }), a as never)],
  ["useWasmBackend", (a) => useWasmBackend(a as never)],
  ["loadWasmBackend", (a) => loadWasmBackend(a as never)],
  ["loadWasmBackendSync", (a) => loadWasmBackendSync(a as never)],
  [
    "generateRows (first chunk)",
    (a) => {
      for (const _ of generateRows(a as never)) break;
    },
  ],
  ["solve", (a, b) => solve(a as never, b as never)],
  ["solve (a maze, hostile options)", (a) => solve(maze, a as never)],
  ["distances", (a, b) => distances(a as never, b as never)],
  ["distances (a maze)", (a, b) => distances(maze, a as never, b as never)],
  ["longestPath", (a, b) => longestPath(a as never, b as never)],
  ["farthestFrom", (a, b, c) => farthestFrom(a as never, b as never, c as never)],
  ["stats", (a, b) => stats(a as never, b as never)],
  ["braid", (a, b, c, d) => braid(a as never, b as never, c as never, d as never)],
  ["braid (a maze)", (a, b, c) => braid(maze, a as never, b as never, c as never)],
  ["sparse", (a, b, c, d) => sparse(a as never, b as never, c as never, d as never)],
  ["sparse (a maze)", (a, b, c) => sparse(maze, a as never, b as never, c as never)],
  ["maskFromText", (a) => maskFromText(a as never)],
  ["createMask", (a, b, c) => createMask(a as never, b as never, c as never)],
  ["new Maze", (a, b, c, d, e) => new Maze(a as never, b as never, c as never, d as never, e as never)],
  ["new Maze (hostile openings)", (a) => new Maze(7, 5, maze.cells, "x", 1, undefined, a as never)],
  ["Maze.fromJSON", (a) => Maze.fromJSON(a as never)],
  ["withOpenings", (a, b) => withOpenings(a as never, b as never)],
  ["withOpenings (a maze)", (a) => withOpenings(maze, a as never)],
  ["maze.has", (a, b, c) => maze.has(a as never, b as never, c as never)],
  ["maze.passages", (a, b) => maze.passages(a as never, b as never)],
  ["maze.excludes", (a, b) => maze.excludes(a as never, b as never)],
  ["maze.toString", (a) => maze.toString(a as never)],
  ["findFormat", (a) => findFormat(a as never)],
  ["findGenerator", (a) => findGenerator(a as never)],
  ["findSolver", (a) => findSolver(a as never)],
  ["getBackend", (a) => getBackend(a as never)],
  ["detectFormat", (a) => detectFormat(a as never)],
  ["formatForFile", (a) => formatForFile(a as never)],
  ["readMaze", (a, b) => readMaze(a as never, b as never)],
  ["writeToString", (a, b, c) => writeToString(a as never, b as never, c as never)],
  [
    "binary.writeRows",
    async (a, b, c) => {
      for await (const _ of findFormat("binary").writeRows!(a as never, b as never, c as never));
    },
  ],
  [
    "unicode.writeRows (a header)",
    async (a, b) => {
      for await (const _ of findFormat("unicode").writeRows!({ width: 7, height: 5, algorithm: "x", seed: 1 }, a as never, b as never));
    },
  ],
  ["writeToString (a format)", (a, b) => writeToString(findFormat("svg"), a as never, b as never)],
  ["writeToBytes (a maze)", (a, b) => writeToBytes(findFormat("png"), maze, { ...(typeof a === "object" ? a : {}), solution: b } as never)],
  ["resolveSeed", (a, b) => resolveSeed(a as never, b as never)],
  ["hashString", (a) => hashString(a as never)],
  ["heatPalette", (a) => heatPalette(a as never)],
  ["generateMaze", (a, b, c, d, e) => generateMaze(a as never, b as never, c as never, d as never, e as never)],
  ["toGenerateMaze", (a, b) => toGenerateMaze(a as never, b as never)],
  ["DaedalusMaze", (a, b, c, d) => new DaedalusMaze(a as never, b as never, c as never).create(d as never)],
  ["tileGrid", (a, b) => tileGrid(a as never, b as never)],
  ["tileRows", (a, b) => tileRows(a as never, b as never)],
  ["toNpy", (a) => toNpy(a as never)],
  ["toNpyBatch", (a) => toNpyBatch(a as never)],
  ["fromNpy", (a) => fromNpy(a as never)],
  ["fromNpyBatch", (a) => fromNpyBatch(a as never)],
  ["toConnectionList", (a) => toConnectionList(a as never)],
  ["fromConnectionList", (a) => fromConnectionList(a as never)],
  ["takuzu.generate", (a) => takuzu.generate(a as never)],
  ["takuzu.solve", (a, b) => takuzu.solve(a as never, b as never)],
  ["takuzu.grade", (a, b) => takuzu.grade(a as never, b as never)],
  ["takuzu.read", (a, b) => takuzu.read(a as never, b as never)],
  ["takuzu.write", (a, b) => takuzu.write(a as never, b as never)],
  ["new TakuzuGrid", (a, b) => new TakuzuGrid(a as never, b as never)],
  ["new TakuzuGrid (a grid's fields)", (a, b) => new TakuzuGrid({ width: 4, height: 4, cells: Array(16).fill(2), rules: a, seed: b } as never)],
  ["puzzle.get", (a, b) => puzzle.get(a as never, b as never)],
  ["takuzu.solve (a puzzle)", (a) => takuzu.solve(puzzle, { levels: a } as never)],
  ["findTakuzuFormat", (a) => findTakuzuFormat(a as never)],
  ["takuzuFormatForFile", (a) => takuzuFormatForFile(a as never)],
  ["new Race", (a) => new Race(a as never)],
  ["race.join", (a) => new Race({ seed: 1 }).join(a as never)],
  ["race.move", (a, b) => new Race({ seed: 1 }).move(a as never, b as never)],
  ["Race.fromState", (a) => Race.fromState(a as never)],
  [
    "Race.fromState (a state's fields)",
    (a, b, c, d, e) => {
      const state = { seed: 1, plan: {}, level: 1, seq: 1, nextId: 2, players: [{ id: 1, symbol: "A", x: 0, y: 0, moves: 0, wins: 0 }] };
      return Race.fromState({ ...state, seq: a, nextId: b, players: [{ ...state.players[0], x: c, symbol: d }, e] } as never);
    },
  ],
  ["new Adventure", (a) => new Adventure(a as never)],
  ["adventure.visible", (a, b) => new Adventure({ seed: 1, mode: "hidden" }).visible(a as never, b as never)],
  ["adventure.move", (a) => new Adventure({ seed: 1 }).move(a as never)],
  ["Adventure.replay", (a, b) => Adventure.replay(a as never, b as never)],
  ["Adventure.replay (options)", (a) => Adventure.replay({ seed: 1 }, a as never)],
  ["new Dice", (a) => new Dice(a as never)],
  ["new Revealed", (a) => new Revealed(a as never)],
  ["step", (a, b, c) => step(a as never, b as never, c as never)],
  ["step (a maze)", (a, b) => step(maze, a as never, b as never)],
  ["openDirections", (a, b) => openDirections(a as never, b as never)],
  ["parseDirection", (a) => parseDirection(a as never)],
  ["levelMaze", (a, b, c) => levelMaze(a as never, b as never, c as never)],
  ["levelSeed", (a, b) => levelSeed(a as never, b as never)],
  ["levelSize", (a, b) => levelSize(a as never, b as never)],
  ["maskFromPng", (a) => maskFromPng(a as never)],
  ["heatLevel", (a, b, c) => heatLevel(a as never, b as never, c as never)],
  ["isTopologyJson", (a) => isTopologyJson(a as never)],
  ["startGrid", (a, b, c, d) => startGrid(a as never, b as never, c as never, d as never)],
  ["decodeStep", (a, b) => decodeStep(a as never, b as never)],
  ["applySteps", (a, b, c, d, e) => applySteps(a as never, b as never, c as never, d as never, e as never)],
  ["applySteps (a maze's cells)", (a, b) => applySteps(maze.cells.slice(), 7, Uint32Array.of(45, 46), a as never, b as never)],
  ["replaySteps", (a, b, c, d, e) => replaySteps(a as never, b as never, c as never, d as never, e as never)],
  // The grid-map family: a real map (and a real length) beside hostile arguments, as well as hostile ones alone.
  ["new GridMap", (a, b, c) => new GridMap(a as never, b as never, c as never)],
  ["map.at", (a, b) => map.at(a as never, b as never)],
  ["map.classAt", (a, b) => map.classAt(a as never, b as never)],
  ["distancesFrom", (a, b, c) => distancesFrom(a as never, b as never, c as never)],
  ["distancesFrom (a map)", (a, b) => distancesFrom(map, a as never, b as never)],
  ["readMovingAiMap", (a) => readMovingAiMap(a as never)],
  ["writeMovingAiMap", (a) => writeMovingAiMap(a as never)],
  ["readScenario", (a) => readScenario(a as never)],
  ["writeScenario", (a, b, c, d) => writeScenario(a as never, b as never, c as never, d as never)],
  ["writeScenario (entries)", (a, b) => writeScenario("m.map", 5, 3, [{ bucket: 0, startX: 0, startY: 0, goalX: 4, goalY: 2, length }, a, b] as never)],
  ["checkScenarioAgainstMap", (a, b) => checkScenarioAgainstMap(a as never, b as never)],
  ["checkScenarioAgainstMap (a map)", (a) => checkScenarioAgainstMap(a as never, map)],
  ["makeScenario", (a, b) => makeScenario(a as never, b as never)],
  ["makeScenario (a map)", (a) => makeScenario(map, a as never)],
  ["findGridSolver", (a) => findGridSolver(a as never)],
  ["solveGridPath", (a, b, c) => solveGridPath(a as never, b as never, c as never)],
  ["solveGridPath (a map)", (a, b) => solveGridPath(map, a as never, b as never)],
  ["solveGridProblems", (a, b, c) => solveGridProblems(a as never, b as never, c as never)],
  ["solveGridProblems (a map)", (a, b) => solveGridProblems(map, a as never, b as never)],
  ["prepareGridSolve (a map)", (a, b) => prepareGridSolve(map, a as never, b as never)],
  ["moveNames", (a) => moveNames(a as never)],
  ["lengthValue", (a) => lengthValue(a as never)],
  ["formatLength", (a, b) => formatLength(a as never, b as never)],
  ["compareLengths", (a, b) => compareLengths(a as never, b as never)],
  ["bucketOf", (a) => bucketOf(a as never)],
  ["lengthMatches", (a, b) => lengthMatches(a as never, b as never)],
  ["lengthMatches (a length)", (a) => lengthMatches(length, a as never)],
  ["mapSide", (a, b) => mapSide(a as never, b as never)],
  ["cellsForPixels", (a, b) => cellsForPixels(a as never, b as never)],
  ["mazeToGridMap", (a, b) => mazeToGridMap(a as never, b as never)],
  ["mazeToGridMap (a maze)", (a) => mazeToGridMap(maze, a as never)],
  ["gridMapToMaze", (a) => gridMapToMaze(a as never)],
];

describe("every public door under hostile arguments", () => {
  afterAll(expectHealthy);

  it.each(doors)("%s: returns or throws a DaedalusError (property)", async (_name, door) => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostile, { minLength: 5, maxLength: 5 }), async (args) => {
        const thrown = await withinBoundsAsync(() => door(...args));
        if (thrown !== undefined && !(thrown instanceof DaedalusError)) throw thrown;
      }),
      { numRuns: 150 },
    );
  });
});
