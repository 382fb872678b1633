// The Moving AI scenario format: "version 1" (or "version 1.0"), then one problem per line, nine tab-separated
// fields: bucket, map path, map width, map height, start x, start y, goal x, goal y, optimal length. The reader
// checks every field (errors name the line and the field's column); checkScenarioAgainstMap checks the problems
// against the map they are solved on.

import { checkReadable, checkString } from "../base/arguments.js";
import { describeValue, FormatError, InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import { MAX_MAP_SIDE, MAX_PROBLEMS } from "../grid/octile.js";
import { checkLength, formatLength, type OctileLength, PRINTED_LENGTH } from "./length.js";
import { asWritten, Lines } from "./lines.js";
import { checkGridMap, type GridMap } from "./map.js";

export const SCENARIO_FORMAT = "movingai scenario";

export interface ScenarioProblem {
  readonly bucket: number;
  /** The map's path as the file names it. */
  readonly map: string;
  readonly mapWidth: number;
  readonly mapHeight: number;
  readonly startX: number;
  readonly startY: number;
  readonly goalX: number;
  readonly goalY: number;
  /** The optimal length as printed (compare with lengthMatches). */
  readonly length: string;
  /** The 1-based line the problem is on (0 for problems not read from a file). */
  readonly line: number;
}

export interface Scenario {
  /** "1" or "1.0", as the file says. */
  readonly version: string;
  readonly problems: ScenarioProblem[];
}

const FIELDS = ["bucket", "map path", "map width", "map height", "start x", "start y", "goal x", "goal y", "optimal length"] as const;

/** Reads a scenario; every error is a FormatError (or SizeLimitError) naming its line and the field's column. */
export function readScenario(input: string | Uint8Array): Scenario {
  checkReadable(input, "readScenario's input");
  const lines = new Lines(input, SCENARIO_FORMAT);
  const first = lines.next();
  const version = /^version (1|1\.0)\s*$/.exec(first ?? "")?.[1];
  if (version === undefined)
    throw new FormatError(SCENARIO_FORMAT, `expected "version 1" or "version 1.0", got ${describeValue(first ?? "")}`, { line: 1, column: 1 });
  const problems: ScenarioProblem[] = [];
  let blank = 0;
  for (let line = lines.next(); line !== undefined; line = lines.next()) {
    if (line.trim() === "") {
      blank ||= lines.number;
      continue;
    }
    if (blank !== 0) throw new FormatError(SCENARIO_FORMAT, "a blank line inside the problems", { line: blank, column: 1 });
    if (problems.length === MAX_PROBLEMS)
      throw new SizeLimitError(`${SCENARIO_FORMAT}: line ${lines.number}, column 1: more than ${MAX_PROBLEMS} problems, the most a scenario may hold`);
    problems.push(problem(line, lines.number, lines));
  }
  return { version, problems };
}

function problem(text: string, line: number, lines: Lines): ScenarioProblem {
  const fields = text.split("\t");
  const columns: number[] = [];
  for (let k = 0, column = 1; k < fields.length; k++) {
    columns.push(column);
    column += fields[k]!.length + 1;
  }
  if (fields.length !== FIELDS.length) {
    const column = fields.length > FIELDS.length ? columns[FIELDS.length]! : text.length + 1;
    throw new FormatError(SCENARIO_FORMAT, `a problem has ${FIELDS.length} tab-separated fields, this line has ${fields.length}`, { line, column });
  }
  const fail = (k: number, detail: string): never => {
    throw new FormatError(SCENARIO_FORMAT, `${FIELDS[k]} ${detail}, got ${describeValue(fields[k])}`, { line, column: columns[k]! });
  };
  const integer = (k: number, low: number, high: number): number => {
    const field = fields[k]!;
    // Any number of digits: one past the bound is "must be from", not "must be a non-negative integer".
    if (!/^\d+$/.test(field)) fail(k, "must be a non-negative integer");
    const value = Number(field);
    if (value < low || value > high) fail(k, `must be from ${low} to ${high}`);
    return value;
  };
  const bucket = integer(0, 0, 2 ** 31);
  if (fields[1]!.length === 0 || [...fields[1]!].some((character) => character.charCodeAt(0) < 0x20)) fail(1, "must be a path without control characters");
  const mapWidth = integer(2, 1, MAX_MAP_SIDE);
  const mapHeight = integer(3, 1, MAX_MAP_SIDE);
  const startX = integer(4, 0, mapWidth - 1);
  const startY = integer(5, 0, mapHeight - 1);
  const goalX = integer(6, 0, mapWidth - 1);
  const goalY = integer(7, 0, mapHeight - 1);
  if (!PRINTED_LENGTH.test(fields[8]!)) fail(8, "must be a non-negative decimal number");
  // The path is read as the text it was written from (a column in errors stays a byte).
  return { bucket, map: asWritten(lines, fields[1]!), mapWidth, mapHeight, startX, startY, goalX, goalY, length: fields[8]!, line };
}

/** Checks each problem's map size against the map, and that its start and goal are passable: a FormatError at the field. */
export function checkScenarioAgainstMap(problems: readonly ScenarioProblem[], map: GridMap): void {
  if (!Array.isArray(problems))
    throw new InvalidArgumentError(`checkScenarioAgainstMap's problems must be an array (a Scenario's problems), got ${describeValue(problems)}`);
  checkGridMap(map, "checkScenarioAgainstMap's map");
  for (const [k, problem] of problems.entries()) {
    checkProblemFields(problem, `checkScenarioAgainstMap's problems[${k}]`);
    const fail = (field: number, detail: string): never => {
      throw new FormatError(SCENARIO_FORMAT, detail, { line: problem.line, column: fieldColumn(problem, field) });
    };
    if (problem.mapWidth !== map.width) fail(2, `map width ${problem.mapWidth} disagrees with the map's width, ${map.width}`);
    if (problem.mapHeight !== map.height) fail(3, `map height ${problem.mapHeight} disagrees with the map's height, ${map.height}`);
    // The reader keeps the start and goal inside the map size the line names; a problem made by hand may not.
    for (const key of ["startX", "startY", "goalX", "goalY"] as const) {
      const bound = key.endsWith("X") ? map.width : map.height;
      if (problem[key] >= bound)
        throw new InvalidArgumentError(`checkScenarioAgainstMap's problems[${k}].${key} must be from 0 to ${bound - 1}, got ${problem[key]}`);
    }
    if (map.classAt(problem.startX, problem.startY) === 0)
      fail(4, `the start (${problem.startX}, ${problem.startY}) is on impassable terrain ${describeValue(map.at(problem.startX, problem.startY))}`);
    if (map.classAt(problem.goalX, problem.goalY) === 0)
      fail(6, `the goal (${problem.goalX}, ${problem.goalY}) is on impassable terrain ${describeValue(map.at(problem.goalX, problem.goalY))}`);
  }
}

/** Throws InvalidArgumentError unless `problem` has a ScenarioProblem's numbers and map path (one made by hand may not). */
function checkProblemFields(problem: unknown, what: string): asserts problem is ScenarioProblem {
  if (typeof problem !== "object" || problem === null) throw new InvalidArgumentError(`${what} must be a scenario problem, got ${describeValue(problem)}`);
  const fields = problem as Record<string, unknown>;
  for (const key of ["bucket", "mapWidth", "mapHeight", "startX", "startY", "goalX", "goalY", "line"]) {
    const value = fields[key];
    if (!Number.isSafeInteger(value) || (value as number) < 0)
      throw new InvalidArgumentError(`${what}.${key} must be a non-negative integer, got ${describeValue(value)}`);
  }
  checkString(fields.map, `${what}.map`);
}

/** The 1-based column where field k of a problem's line starts, as writeScenario (and the published files) lay it out:
 *  a column is a byte of the file, as the reader counts them (the map path in UTF-8). */
function fieldColumn(problem: ScenarioProblem, k: number): number {
  const fields = [problem.bucket, problem.map, problem.mapWidth, problem.mapHeight, problem.startX, problem.startY, problem.goalX, problem.goalY];
  let column = 1;
  for (let j = 0; j < k; j++) column += new TextEncoder().encode(String(fields[j])).length + 1;
  return column;
}

/** A problem to write: where it goes and its exact length. */
export interface ScenarioEntry {
  readonly startX: number;
  readonly startY: number;
  readonly goalX: number;
  readonly goalY: number;
  readonly length: OctileLength;
  readonly bucket: number;
}

/** Writes a scenario ("version 1", tab-separated problems, lengths with 8 decimals) for the map at `mapPath`. */
export function writeScenario(mapPath: string, width: number, height: number, entries: readonly ScenarioEntry[]): string {
  checkString(mapPath, "writeScenario's mapPath");
  // The reader's rules (problem(), above), so that what is written reads back.
  if (mapPath.length === 0 || [...mapPath].some((character) => character.charCodeAt(0) < 0x20))
    throw new InvalidArgumentError(`writeScenario's mapPath must be a path without control characters, got ${describeValue(mapPath)}`);
  for (const [name, value] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 1 || value > MAX_MAP_SIDE)
      throw new InvalidArgumentError(`writeScenario's ${name} must be an integer from 1 to ${MAX_MAP_SIDE}, got ${describeValue(value)}`);
  }
  if (!Array.isArray(entries)) throw new InvalidArgumentError(`writeScenario's entries must be an array, got ${describeValue(entries)}`);
  if (entries.length > MAX_PROBLEMS) throw new InvalidArgumentError(`writeScenario's entries may hold at most ${MAX_PROBLEMS} problems, got ${entries.length}`);
  const lines = ["version 1"];
  for (const [k, entry] of entries.entries()) {
    const what = `writeScenario's entries[${k}]`;
    if (typeof entry !== "object" || entry === null) throw new InvalidArgumentError(`${what} must be a scenario entry, got ${describeValue(entry)}`);
    for (const [key, bound] of [
      ["bucket", 2 ** 31 + 1],
      ["startX", width],
      ["startY", height],
      ["goalX", width],
      ["goalY", height],
    ] as const) {
      const value = entry[key];
      if (!Number.isSafeInteger(value) || value < 0 || value >= bound)
        throw new InvalidArgumentError(`${what}.${key} must be an integer from 0 to ${bound - 1}, got ${describeValue(value)}`);
    }
    checkLength(entry.length, `${what}.length`);
    lines.push([entry.bucket, mapPath, width, height, entry.startX, entry.startY, entry.goalX, entry.goalY, formatLength(entry.length)].join("\t"));
  }
  return `${lines.join("\n")}\n`;
}
