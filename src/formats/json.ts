// daedalus-maze/1: {"format","width","height","algorithm","seed","options"?,"openings"?,"tiles"?,"rows","mask"?,"solution"?}.
// rows: H strings of W hex digits (passage bits); mask: H strings of W characters, "#" excluded, "." in the maze
// (an excluded cell's digit is 0); options: the generator options; openings: {"entrance"?,"exit"?}, each
// {"x","y","side"} (gaps in the outer wall, which the rows keep closed); tiles: T of a maze made of T×T tiles (so
// algorithm and seed say how to make it again); solution: a solver's result, checked on reading. Files without the optional fields read as before.

import { FormatError, type FormatPlace } from "../base/errors.js";
import { isSeed } from "../base/seed.js";
import { findPassageProblem, hasExcludedCells, hasIncludedCell, NO_INCLUDED_CELL } from "../grid/check.js";
import type { MazeData, Openings, OptionValue, Point, Solution } from "../grid/data.js";
import { BORDER, initGrid, strideOf } from "../grid/layout.js";
import { checkOpenings, type OpeningSpace, openingsProblem } from "../grid/openings.js";
import { MAX_TILES } from "../grid/size.js";
import { checkMaze, mazeSnapshot } from "../grid/validated.js";
import { ChunkBuffer } from "./chunks.js";
import { type Chunk, type Format, NOTHING_BETWEEN, type ReadResult, SNIFF_LEADING, type WriteOptions } from "./format.js";
import { checkJsonDepth, excerpt } from "./json-guard.js";
import { locate } from "./json-locate.js";
import { checkPath, checkSolution } from "./marks.js";
import { TextInput } from "./text-input.js";
import { checkWriteInput } from "./write-options.js";

export const JSON_FORMAT_ID = "daedalus-maze/1";
/** The fields of a daedalus-maze/1 object and of its solution, in the order written; any other is refused by name
 *  (a misspelt "mask" or "solution" would otherwise read as a maze without it). */
const FIELDS = ["format", "width", "height", "algorithm", "seed", "options", "openings", "tiles", "rows", "mask", "solution"];
const SOLUTION_FIELDS = ["solver", "from", "to", "length", "visited", "path"];

const HEX = new TextEncoder().encode("0123456789abcdef");
const QUOTE = 0x22;
const COMMA = 0x2c;
const MASK_EXCLUDED = 0x23; // "#"
const MASK_INCLUDED = 0x2e; // "."
const POINTS_PER_CHUNK = 4096;
// Value of each hex digit character code (either case), -1 for anything else.
const HEX_VALUE = new Int8Array(128).map((_, character) => "0123456789abcdef".indexOf(String.fromCharCode(character).toLowerCase()));

function write(given: MazeData, options: WriteOptions = {}): Iterable<Chunk> {
  const maze = mazeSnapshot(given);
  checkWriteInput("json", maze, options);
  checkMaze(maze);
  checkSolution(maze, options);
  return chunks(maze, options.solution);
}

function* chunks(maze: MazeData, solution: Solution | undefined): Iterable<Chunk> {
  const { width, height, cells } = maze;
  const header: Record<string, unknown> = { format: JSON_FORMAT_ID, width, height, algorithm: maze.algorithm, seed: maze.seed };
  if (maze.options && Object.keys(maze.options).length > 0) header.options = maze.options;
  if (maze.openings && (maze.openings.entrance || maze.openings.exit)) header.openings = maze.openings;
  if (maze.tiles !== undefined && maze.tiles > 1) header.tiles = maze.tiles;
  yield `${JSON.stringify(header).slice(0, -1)},"rows":[`;
  yield* rows(maze, (bits) => HEX[bits & 15]!);
  yield "]";
  if (hasExcludedCells(width, height, cells)) {
    yield ',"mask":[';
    yield* rows(maze, (bits) => (bits & BORDER ? MASK_EXCLUDED : MASK_INCLUDED));
    yield "]";
  }
  if (solution) {
    const { solver, from, to, length, visited, path } = solution;
    yield `,"solution":${JSON.stringify({ solver, from, to, length, visited }).slice(0, -1)},"path":[`;
    for (let first = 0; first < path.length; first += POINTS_PER_CHUNK) {
      const points = path.slice(first, first + POINTS_PER_CHUNK).map(([x, y]) => `[${x},${y}]`);
      yield (first > 0 ? "," : "") + points.join(",");
    }
    yield "]}";
  }
  yield "}\n";
}

/** Each row as a quoted string of one character per cell, rows separated by commas, in chunks of a few rows. */
function* rows({ width, height, cells }: MazeData, character: (bits: number) => number): Iterable<Chunk> {
  const table = new Uint8Array(256).map((_, bits) => character(bits));
  const out = new ChunkBuffer(width + 3);
  for (let y = 0; y < height; y++) {
    out.length = row(out.bytes, out.length, cells, (y + 1) * (width + 2) + 1, width, table);
    if (y < height - 1) out.bytes[out.length++] = COMMA;
    if (out.full) yield out.take();
  }
  if (out.length > 0) yield out.take();
}

function row(bytes: Uint8Array, at: number, cells: Uint8Array, start: number, width: number, table: Uint8Array): number {
  bytes[at++] = QUOTE;
  for (let i = start; i < start + width; i++) bytes[at++] = table[cells[i]!]!;
  bytes[at++] = QUOTE;
  return at;
}

/** V8's longest string (2^29 − 24 UTF-16 units); JSON.parse needs the whole text as one. */
const MAX_TEXT_BYTES = 2 ** 29 - 24;

function read(input: string | Uint8Array): ReadResult {
  if (typeof input !== "string" && input.length > MAX_TEXT_BYTES) {
    throw new FormatError("json", `${input.length} bytes is too large to parse as one JSON text (about 512 MiB at most); use binary or hex for large mazes`);
  }
  let text: string;
  try {
    // A string keeps a byte order mark that TextDecoder drops from bytes: dropped here too, as the other readers do.
    text = typeof input === "string" ? input.replace(/^\uFEFF/, "") : new TextDecoder("utf-8", { fatal: true }).decode(input);
  } catch {
    // Line by line, the shared reader names where the bad bytes are.
    const lines = new TextInput("json", input as Uint8Array);
    for (let j = 0; j < lines.count; j++) lines.charactersOf(j);
    throw new FormatError("json", "the input is not valid UTF-8 text");
  }
  checkJsonDepth(text, "json");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    throw new FormatError("json", `not valid JSON (${(cause as Error).message})`, parsePlace(text, cause as Error));
  }
  return fromObject(parsed, text);
}

/** Where JSON.parse stopped, when its message says ("… at position N" or "… line L column C"). */
function parsePlace(text: string, cause: Error): FormatPlace {
  const position = /position (\d+)/.exec(cause.message);
  if (position) return locateOffset(text, Number(position[1]));
  const lineColumn = /line (\d+) column (\d+)/.exec(cause.message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  return { line: 1, column: 1 };
}

function locateOffset(text: string, offset: number): FormatPlace {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1 };
}

/** Validates a parsed daedalus-maze/1 object and builds its cells; with the text, errors name line and column. */
export function fromObject(value: unknown, text?: string): ReadResult {
  const fail = (path: (string | number)[], detail: string, character?: number): FormatError =>
    new FormatError(
      "json",
      `${jsonPath(path)}${character === undefined ? "" : `[${character}]`}: ${detail}`,
      text === undefined ? {} : locate(text, path, character),
    );
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new FormatError("json", "expected an object with format, width, height, rows", text === undefined ? {} : { line: 1, column: 1 });
  }
  const object = value as Record<string, unknown>;
  if (object.format !== JSON_FORMAT_ID) throw fail(["format"], `must be "${JSON_FORMAT_ID}", got ${excerpt(object.format)}`);
  checkFields(object, FIELDS, [], `${JSON_FORMAT_ID}`, fail);
  const width = positiveInteger(object.width, "width", fail);
  const height = positiveInteger(object.height, "height", fail);
  if (width * height >= 2 ** 32) throw fail(["height"], `width·height must be below 2^32, got ${width}·${height}`);
  const algorithm = object.algorithm ?? "unknown";
  if (typeof algorithm !== "string") throw fail(["algorithm"], `must be a string, got ${excerpt(algorithm)}`);
  const seed = object.seed ?? null;
  if (seed !== null && !isSeed(seed)) {
    throw fail(["seed"], `must be an integer in [0, 2^32) or null, got ${excerpt(seed)}`);
  }
  const options = object.options === undefined ? undefined : readOptions(object.options, fail);
  const tiles = object.tiles === undefined ? undefined : readTiles(object.tiles, width, height, fail);
  const rows = stringRows(object.rows, "rows", width, height, fail);
  const mask = object.mask === undefined ? undefined : stringRows(object.mask, "mask", width, height, fail);
  const cells = new Uint8Array(strideOf(width) * (height + 2));
  initGrid(cells, width, height, 0);
  for (let y = 0; y < height; y++) {
    const row = rows[y]!;
    for (let x = 0; x < width; x++) {
      const digit = HEX_VALUE[row.charCodeAt(x)] ?? -1;
      if (digit < 0) throw fail(["rows", y], `${excerpt(row[x])} is not a hex digit`, x);
      const excluded = mask?.[y]?.[x];
      if (excluded !== undefined && excluded !== "#" && excluded !== ".") {
        throw fail(["mask", y], `${excerpt(excluded)} must be "#" (excluded) or "." (in the maze)`, x);
      }
      if (excluded === "#" && digit !== 0) throw fail(["rows", y], `the excluded cell (${x}, ${y}) must be 0, got ${row[x]}`, x);
      cells[(y + 1) * (width + 2) + x + 1] = excluded === "#" ? BORDER : digit;
    }
  }
  const problem = findPassageProblem(width, height, cells, true);
  if (problem) throw fail(["rows", problem.y], problem.message, problem.x);
  if (!hasIncludedCell(width, height, cells)) throw fail(["mask"], NO_INCLUDED_CELL);
  const openings = object.openings === undefined ? undefined : readOpenings(object.openings, { width, height, cells }, fail);
  const maze: ReadResult = {
    width,
    height,
    cells,
    algorithm,
    seed,
    ...(options && { options }),
    ...(openings && { openings }),
    ...(tiles !== undefined && { tiles }),
  };
  return object.solution === undefined ? maze : { ...maze, solution: readSolution(maze, object.solution, fail) };
}

/** T of a tiled maze: what generate's `tiles` allows for this size (1, the untiled maze, is dropped). */
function readTiles(value: unknown, width: number, height: number, fail: Fail): number | undefined {
  const most = Math.min(width, height, MAX_TILES);
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > most) {
    throw fail(["tiles"], `must be an integer from 1 to ${most} (tiles along a side of this ${width}×${height} maze), got ${excerpt(value)}`);
  }
  return value === 1 ? undefined : value;
}

/** Refuses a key of `object` that is not one of `fields`, naming them. */
function checkFields(object: Record<string, unknown>, fields: readonly string[], path: string[], what: string, fail: Fail): void {
  const unknown = Object.keys(object).find((key) => !fields.includes(key));
  if (unknown !== undefined) throw fail([...path, unknown], `is not a field of ${what}; the fields are ${fields.join(", ")}`);
}

type Fail = (path: (string | number)[], detail: string, character?: number) => FormatError;

function jsonPath(path: readonly (string | number)[]): string {
  return path.map((step, i) => (typeof step === "number" ? `[${step}]` : i === 0 ? step : `.${step}`)).join("");
}

function positiveInteger(value: unknown, name: string, fail: Fail): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1) {
    throw fail([name], `must be a positive integer, got ${excerpt(value)}`);
  }
  return value;
}

/** H strings of W characters each; the characters are checked by the caller. */
function stringRows(value: unknown, name: string, width: number, height: number, fail: Fail): string[] {
  if (!Array.isArray(value) || value.length !== height) {
    throw fail([name], `must be an array of ${height} strings (the height), got ${Array.isArray(value) ? value.length : typeof value}`);
  }
  value.forEach((row: unknown, y) => {
    if (typeof row !== "string" || row.length !== width) {
      throw fail([name, y], `must be a string of ${width} characters (the width), got ${typeof row === "string" ? `${row.length} characters` : typeof row}`);
    }
  });
  return value as string[];
}

function readOptions(value: unknown, fail: Fail): Record<string, OptionValue> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw fail(["options"], `must be an object, got ${excerpt(value)}`);
  for (const [name, option] of Object.entries(value)) {
    if (!["string", "number", "boolean"].includes(typeof option)) {
      throw fail(["options", name], `must be a string, number or boolean, got ${excerpt(option)}`);
    }
  }
  return value as Record<string, OptionValue>;
}

/** The openings: { entrance?, exit? }, each { x, y, side } on the edge its side faces, in an included cell. */
function readOpenings(value: unknown, space: OpeningSpace, fail: Fail): Openings | undefined {
  const problem = openingsProblem(space, value);
  if (problem) throw fail(problem.field === undefined ? ["openings"] : ["openings", problem.field], problem.detail);
  return checkOpenings(space, value);
}

function readSolution(maze: MazeData, value: unknown, fail: Fail): Solution {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw fail(["solution"], `must be an object, got ${excerpt(value)}`);
  const object = value as Record<string, unknown>;
  checkFields(object, SOLUTION_FIELDS, ["solution"], "a solution", fail);
  if (typeof object.solver !== "string") throw fail(["solution", "solver"], `must be a string, got ${excerpt(object.solver)}`);
  const from = readPoint(object.from, ["solution", "from"], fail);
  const to = readPoint(object.to, ["solution", "to"], fail);
  checkPath(maze, [from], (problem) => fail(["solution", "from"], problem));
  checkPath(maze, [to], (problem) => fail(["solution", "to"], problem));
  if (!Array.isArray(object.path)) throw fail(["solution", "path"], `must be an array of [x, y] cells, got ${excerpt(object.path)}`);
  const path = object.path.map((point, i) => readPoint(point, ["solution", "path", i], fail));
  checkPath(maze, path, (problem, i) => fail(["solution", "path", i], problem));
  const expectedLength = path.length - 1;
  if (object.length !== expectedLength) throw fail(["solution", "length"], `must be path.length − 1 = ${expectedLength}, got ${excerpt(object.length)}`);
  const ends: [Point | undefined, Point, string][] = [
    [path[0], from, "from"],
    [path[path.length - 1], to, "to"],
  ];
  for (const [end, point, name] of ends) {
    if (end && (end[0] !== point[0] || end[1] !== point[1]))
      throw fail(["solution", name], `must be the path's ${name === "from" ? "first" : "last"} cell [${end}], got [${point}]`);
  }
  const visited = object.visited;
  if (typeof visited !== "number" || !Number.isSafeInteger(visited) || visited < 0) {
    throw fail(["solution", "visited"], `must be a non-negative integer, got ${excerpt(visited)}`);
  }
  return { solver: object.solver, from, to, length: expectedLength, path, visited };
}

function readPoint(value: unknown, path: (string | number)[], fail: Fail): Point {
  if (!Array.isArray(value) || value.length !== 2 || !value.every((n) => typeof n === "number" && Number.isSafeInteger(n))) {
    throw fail(path, `must be a cell [x, y] of integers, got ${excerpt(value)}`);
  }
  return [value[0] as number, value[1] as number];
}

export const json: Format = {
  name: "json",
  summary: `${JSON_FORMAT_ID}: one object, rows of hex passage bits (N=1, E=2, S=4, W=8), optional mask, options, solution`,
  extensions: [".json", ".jsonl"],
  text: true,
  streams: true,
  batch: NOTHING_BETWEEN,
  write,
  read,
  sniffPriority: SNIFF_LEADING,
  sniff: (head) => {
    const first = head.find((byte) => byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09);
    return first === 0x7b;
  },
};
