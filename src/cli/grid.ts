// `daedalus grid solve|export`: Moving AI grid maps. solve runs a scenario's problems and checks each length against
// the file's; export turns mazes into maps (corridors C pixels wide, walls 1) with scenarios of random problems.

import { createHash } from "node:crypto";
import { closeSync, fstatSync, openSync } from "node:fs";
import { basename } from "node:path";
import { getHeapStatistics } from "node:v8";
import type { Command } from "commander";
import { findGenerator } from "../algorithms/generators.js";
import { backendNames } from "../backends/backend.js";
import { DaedalusError, describeValue, InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import { resolveSeed } from "../base/seed.js";
import { generate } from "../generate.js";
import { MAX_MAP_CELLS, MAX_MAP_SIDE, MAX_PROBLEMS } from "../grid/octile.js";
import {
  cellsForPixels,
  checkScenarioAgainstMap,
  compareLengths,
  formatLength,
  type GridMap,
  gridSolvers,
  lengthMatches,
  lengthValue,
  makeScenario,
  mapSide,
  mazeToGridMap,
  type OctileLength,
  readMovingAiMap,
  readScenario,
  solveGridProblems,
  writeMovingAiMap,
  writeScenario,
} from "../gridmap/index.js";
import { MAX_TEXT_BYTES } from "../gridmap/lines.js";
// The map bounds, checked before the output directory exists (not part of the public API).
import { checkMapSize } from "../gridmap/map.js";
import { readInput, readMazeFile } from "./input.js";
import { checkFilePrefix, checkOutDirectory, writeOutDirectory } from "./out-directory.js";
import { integerIn, oneOf, positiveInteger, seed } from "./parse.js";

const EXAMPLES = `
Examples:
  $ daedalus grid export --corridor 4 --seed 1 --out sets            sets/maze512-4-0.map, .map.scen, maze512-4.manifest.json
  $ daedalus grid export --corridor 1 --count 5 --buckets 20 --out sets   five maps, their scenarios, sets/maze512-1.manifest.json
  $ daedalus grid export --input maze.txt --corridor 2 --out sets     a maze read from a file
  $ daedalus grid solve --map sets/maze512-4-0.map --scen sets/maze512-4-0.map.scen
  $ daedalus grid solve --map m.map --scen m.map.scen --solver jps --limit 100 --json`;

/** The most bytes a map file may have (the largest map, its line breaks and a header), and a scenario file. */
const MAX_MAP_FILE = MAX_MAP_CELLS + 2 * MAX_MAP_SIDE + 4096;
const MAX_SCENARIO_FILE = MAX_TEXT_BYTES;

/** A file's bytes, refused before reading when it is larger than `most` (stdin is read, then checked). */
function readBounded(path: string, flag: string, most: number, what: string): Uint8Array {
  if (path !== "-") {
    let size = 0;
    try {
      const file = openSync(path, "r");
      size = fstatSync(file).size;
      closeSync(file);
    } catch {
      // readInput names the problem.
    }
    if (size > most) throw new SizeLimitError(`${flag} ${path}: ${size} bytes, more than a ${what} may have (${most})`);
  }
  // The limit goes to the reader too: a pipe or a device (/dev/zero) is read only that far.
  const bytes = readInput(path, flag, most);
  if (bytes.length > most) throw new SizeLimitError(`${flag} ${path}: ${bytes.length} bytes, more than a ${what} may have (${most})`);
  return bytes;
}

/** Prefixes a reader's error with the file it read. */
function fromFile<T>(path: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof DaedalusError) error.message = `${path}: ${error.message}`;
    throw error;
  }
}

/** Problems solved and reported at a time by grid solve. */
const SOLVE_CHUNK = 1 << 16;

/**
 * Heap bytes a scenario's problem takes to read and solve: 168 measured for its object (readScenario, 2^19 problems),
 * doubled for the parse's garbage and a chunk's solutions and lines.
 */
const HEAP_BYTES_PER_PROBLEM = 336;
/** What V8's heap limit adds for the young generation on 64-bit Node 20 (--max-old-space-size=24 gives 72 MiB). */
const YOUNG_GENERATION_BYTES = 64 * 2 ** 20;

/** Refuses, before reading it, a scenario whose problems (about one a line) would not fit the JavaScript heap: near
 *  2^24 of them the process ran out of memory and aborted instead of answering. */
function checkScenarioHeap(path: string, bytes: Uint8Array): void {
  let lines = 0;
  for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) lines++;
  const { heap_size_limit: heap, used_heap_size: used } = getHeapStatistics();
  // The limit counts the young generation's spaces, which hold nothing for long.
  const limit = heap - YOUNG_GENERATION_BYTES;
  const needed = lines * HEAP_BYTES_PER_PROBLEM;
  if (needed > limit - used) {
    const mib = (value: number) => Math.ceil(value / 2 ** 20);
    throw new SizeLimitError(
      `--scen ${path}: about ${lines} problems need about ${mib(needed)} MiB of JavaScript heap to read and solve, and this process has ${mib(limit - used)} MiB: ` +
        `split the scenario, or give Node more (NODE_OPTIONS=--max-old-space-size=${mib(needed + used) + 256})`,
    );
  }
}

interface SolveFlags {
  map: string;
  scen: string;
  solver: string;
  backend: string;
  limit?: number;
  json: boolean;
}

function solveCommand(flags: SolveFlags): void {
  // Stdin holds one file: the second reader would see it empty and blame the format.
  if (flags.map === "-" && flags.scen === "-") throw new InvalidArgumentError('--map and --scen cannot both be "-" (stdin holds one file): name one of them');
  // The bytes are read outside fromFile: a read error names its flag and file already ("gs: --map gs: is a directory").
  const mapBytes = readBounded(flags.map, "--map", MAX_MAP_FILE, "map file");
  const scenarioBytes = readBounded(flags.scen, "--scen", MAX_SCENARIO_FILE, "scenario file");
  const map = fromFile(flags.map, () => readMovingAiMap(mapBytes));
  checkScenarioHeap(flags.scen, scenarioBytes);
  const scenario = fromFile(flags.scen, () => readScenario(scenarioBytes));
  const problems = scenario.problems.slice(0, flags.limit ?? scenario.problems.length);
  fromFile(flags.scen, () => checkScenarioAgainstMap(problems, map));
  const out = (line: string) => (flags.json ? process.stderr : process.stdout).write(`${line}\n`);
  let seconds = 0;
  let mismatches = 0;
  // A chunk at a time, its lines written before the next: a scenario's 2^24 problems, their solutions and their json
  // lines held at once took gigabytes (the heap ran out at 5.5 GB); the solver's own batches are as large.
  for (let first = 0; first < problems.length; first += SOLVE_CHUNK) {
    const chunk = problems.slice(first, first + SOLVE_CHUNK);
    const start = performance.now();
    const solutions = solveGridProblems(map, chunk, { solver: flags.solver, backend: flags.backend });
    seconds += (performance.now() - start) / 1000;
    const lines: string[] = [];
    chunk.forEach((problem, k) => {
      const index = first + k;
      const { length } = solutions[k]!;
      if (flags.json) {
        lines.push(JSON.stringify({ index, bucket: problem.bucket, expected: Number(problem.length), length: length ? Number(formatLength(length)) : null }));
      }
      if (length && lengthMatches(length, problem.length)) return;
      mismatches++;
      out(
        `problem ${index} (line ${problem.line}, bucket ${problem.bucket}): expected ${problem.length}, got ${length ? `${formatLength(length)} (${length.straight} straight + ${length.diagonal} diagonal)` : "no path"}`,
      );
    });
    if (lines.length > 0) process.stdout.write(`${lines.join("\n")}\n`);
  }
  const rate = problems.length / Math.max(seconds, 1e-9);
  out(
    `${problems.length} problems, ${mismatches} mismatches; ${flags.solver} on ${flags.backend}: ${(seconds * 1000).toFixed(1)} ms, ${rate.toFixed(0)} problems/s`,
  );
  if (mismatches > 0) throw new DaedalusError("FORMAT", `${mismatches} of ${problems.length} lengths disagree with ${flags.scen}`);
}

interface ExportFlags {
  input?: string;
  algorithm: string;
  size?: string;
  pixels: number;
  corridor: number;
  seed?: number | string;
  buckets: string;
  count: number;
  out: string;
  name?: string;
}

function cellSize(value: string): [number, number] {
  const match = /^(\d+)x(\d+)$/.exec(value);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
    throw new InvalidArgumentError(`--size must be WIDTHxHEIGHT in cells, e.g. 20x20, got "${value}"`);
  return [Number(match[1]), Number(match[2])];
}

/** --buckets: decimal digits or all, whatever its case (Number() also took "1e3", "0x10" and " 5", and the manifest
 *  kept that text); infinity for all. */
function bucketCap(value: string): number {
  if (value.toLowerCase() === "all") return Number.POSITIVE_INFINITY;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (number > Number.MAX_SAFE_INTEGER)
    throw new InvalidArgumentError(`--buckets must be at most ${Number.MAX_SAFE_INTEGER} (or all for every length), got "${value}"`);
  if (!(Number.isSafeInteger(number) && number >= 1)) throw new InvalidArgumentError(`--buckets must be a positive integer or all, got "${value}"`);
  return number;
}

/** Bytes a file name may have (NAME_MAX), less the suffix of the temporary name each file is first written under,
 *  ".<pid>.<time in base 36>.tmp" and a leading dot (src/cli/output.ts): 22 bytes at most. */
const MOST_NAME_BYTES = 255 - 22;

/** The names a run writes, checked before the directory is made: the scenario names its map on a line of tab-separated
 *  fields (a control character was refused as writeScenario's mapPath once maps were made), and the longest names,
 *  <prefix>-<count − 1>.map.scen and <prefix>.manifest.json, must fit a file system's (a raw ENAMETOOLONG before). */
function checkFileNames(prefix: string, count: number, manifest: boolean): void {
  if ([...prefix].some((character) => character.charCodeAt(0) < 0x20 || character === "\x7f"))
    throw new InvalidArgumentError(
      `--name must be a file name prefix without control characters (the scenario names its map on a line of tab-separated fields); got ${describeValue(prefix)}`,
    );
  for (const suffix of [`-${count - 1}.map.scen`, ...(manifest ? [".manifest.json"] : [])]) {
    const bytes = Buffer.byteLength(prefix + suffix);
    if (bytes > MOST_NAME_BYTES)
      throw new InvalidArgumentError(
        `--name is too long: the file name <prefix>${suffix} would have ${bytes} bytes, at most ${MOST_NAME_BYTES} fit (255, less the suffix of the temporary name it is first written under)`,
      );
  }
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Flags that choose the same thing another way: refused together (exit 2), not one silently winning. */
function checkExportConflicts(flags: ExportFlags, command: Command): void {
  const givenPixels = command.getOptionValueSource("pixels") === "cli";
  if (flags.size !== undefined && givenPixels)
    throw new InvalidArgumentError("--size cannot be combined with --pixels: --size gives the maze in cells, --pixels the map's side (cells follow from it)");
  if (flags.input !== undefined && flags.count > 1) throw new InvalidArgumentError("--input exports one maze: leave --count out");
  if (flags.input !== undefined && (flags.size !== undefined || givenPixels))
    throw new InvalidArgumentError(`--input exports the maze read at its own size: leave ${flags.size !== undefined ? "--size" : "--pixels"} out`);
}

async function exportCommand(flags: ExportFlags, command: Command): Promise<void> {
  checkExportConflicts(flags, command);
  const maxBuckets = bucketCap(flags.buckets);
  checkOutDirectory(flags.out, "--out");
  if (flags.name !== undefined) checkFilePrefix(flags.name, "--name");
  const baseSeed = resolveSeed(flags.seed ?? 1, "--seed");
  const algorithm = findGenerator(flags.algorithm).name;
  // --size "" is a size like any other (refused), not its absence.
  const bySize = flags.size !== undefined;
  const [cellsWide, cellsHigh] = bySize ? cellSize(flags.size!) : [cellsForPixels(flags.pixels, flags.corridor), cellsForPixels(flags.pixels, flags.corridor)];
  // With --input the map is the maze's own size: --pixels plays no part.
  if (flags.input === undefined && (cellsWide < 1 || cellsHigh < 1))
    throw new InvalidArgumentError(`--pixels ${flags.pixels} holds no cell of corridor ${flags.corridor} (at least ${flags.corridor + 2})`);
  const pixels = bySize ? undefined : ([flags.pixels, flags.pixels] as const);
  // The input is read, and every map's size checked, before the directory is made: a refused run leaves nothing.
  const input = flags.input !== undefined ? readMazeFile(flags.input).maze : undefined;
  if (input) checkMapSize(mapSide(input.width, flags.corridor), mapSide(input.height, flags.corridor));
  else checkMapSize(...(pixels ?? [mapSide(cellsWide, flags.corridor), mapSide(cellsHigh, flags.corridor)]));
  const prefix = flags.name ?? (bySize ? `maze-${flags.corridor}` : `maze${flags.pixels}-${flags.corridor}`);
  checkFileNames(prefix, flags.count, flags.count > 1 || flags.input === undefined);
  await writeOutDirectory(flags.out, "--out", async (writeFile) => {
    const entries: Record<string, unknown>[] = [];
    for (let index = 0; index < flags.count; index++) {
      const mazeSeed = (baseSeed + index) >>> 0;
      const maze = input ?? generate({ width: cellsWide, height: cellsHigh, seed: mazeSeed, algorithm });
      const map: GridMap = mazeToGridMap(maze, { corridor: flags.corridor, ...(!input && pixels ? { size: pixels } : {}) });
      const name = `${prefix}-${index}.map`;
      const problems = makeScenario(map, { seed: mazeSeed, maxBuckets });
      const mapText = writeMovingAiMap(map);
      const scenarioText = writeScenario(name, map.width, map.height, problems);
      const mapPath = await writeFile(name, mapText);
      await writeFile(`${name}.scen`, scenarioText);
      // The entries go bucket by bucket, each in the order drawn: the last is not the longest.
      const longest = problems.reduce<OctileLength>((most, problem) => (compareLengths(problem.length, most) > 0 ? problem.length : most), {
        straight: 0,
        diagonal: 0,
      });
      process.stderr.write(
        `${mapPath}: ${map.width}×${map.height}, ${problems.length} problems in ${problems.length / 10} buckets (up to ${formatLength(longest)})\n`,
      );
      entries.push({
        map: name,
        scenario: `${name}.scen`,
        seed: mazeSeed,
        width: map.width,
        height: map.height,
        problems: problems.length,
        longest: lengthValue(longest),
        sha256: { map: sha256(mapText), scenario: sha256(scenarioText) },
      });
    }
    if (flags.count > 1 || flags.input === undefined) {
      const manifest = {
        format: "daedalus-grid-set/1",
        source: flags.input !== undefined ? { input: basename(flags.input) } : { algorithm, cells: [cellsWide, cellsHigh], seed: baseSeed },
        corridor: flags.corridor,
        wall: 1,
        perBucket: 10,
        buckets: maxBuckets === Number.POSITIVE_INFINITY ? "all" : String(maxBuckets),
        maps: entries,
      };
      await writeFile(`${prefix}.manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
    }
  });
}

export function registerGrid(program: Command): void {
  const command = program
    .command("grid")
    .description("Moving AI grid maps: solve scenarios (octile A*, jump point search, 4-connected) and export mazes as benchmark sets")
    .addHelpText("after", EXAMPLES);

  command
    .command("solve")
    .description("run every problem of a scenario, check each length against the file's (exit 1 on any mismatch), report problems per second")
    .requiredOption("--map <file>", "the map (Moving AI .map)")
    .requiredOption("--scen <file>", "the scenario (Moving AI .scen)")
    .option(
      "--solver <name>",
      gridSolvers.map((solver) => `${solver.name} (${solver.description})`).join("; "),
      oneOf(gridSolvers.map((solver) => solver.name)),
      "astar",
    )
    .option("-b, --backend <name>", backendNames.join(" or "), oneOf(backendNames), "wasm")
    .option("--limit <n>", "run the first N problems", positiveInteger)
    .option("--json", 'one line per problem on stdout: {"index", "bucket", "expected", "length"} (the summary goes to stderr)', false)
    .addHelpText("after", EXAMPLES)
    .action(solveCommand);

  command
    .command("export")
    .description(
      "mazes as maps with corridors C pixels wide and walls 1 pixel wide, each with a scenario of random problems, 10 per bucket of floor(length / 4)",
    )
    .option("-i, --input <file>", "a maze file to export (default: generate one)")
    .option("-a, --algorithm <name>", "generator", "backtracker")
    .option("--pixels <n>", "map side in pixels, as the published mazes (512); cells = floor((n − 1) / (corridor + 1))", integerIn(3, MAX_MAP_SIDE), 512)
    .option("--size <WxH>", "maze size in cells instead of --pixels, not with it (map: W·(C+1)+1 × H·(C+1)+1)")
    .option("--corridor <n>", "corridor width in pixels", integerIn(1, 1024), 1)
    .option("-s, --seed <seed>", "seed of the first maze and its scenario (then seed + 1, …)", seed)
    .option("--buckets <n>", "buckets 0 .. n − 1 at most, or all", "50")
    .option("--count <n>", "how many maps (with --count > 1 or without --input, <prefix>.manifest.json lists them)", integerIn(1, MAX_PROBLEMS), 1)
    .option("--name <prefix>", "file name prefix, without / or \\ (default: maze<pixels>-<corridor>, or maze-<corridor> with --size; files <prefix>-<i>.map)")
    .requiredOption("--out <dir>", "directory for the maps, scenarios and manifest (made if missing; a failed run leaves it as it was)")
    .addHelpText("after", EXAMPLES)
    .action(exportCommand);
}
