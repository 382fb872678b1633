// daedalus-maze/1: {"format","width","height","algorithm","seed","rows"}, each row W hex digits of passage bits
// (`x` for a masked-out cell); a "solution" object follows the rows when the maze comes with one.

import { FormatError } from "../errors.js";
import { findPassageProblem } from "../grid-check.js";
import { BORDER, cellIndex, initGrid, strideOf } from "../reference/grid.js";
import type { Solution } from "../solution.js";
import { CHUNK_BYTES, type Chunk, type Format, type MazeData } from "./format.js";

export const JSON_FORMAT_ID = "daedalus-maze/1";

const HEX = new TextEncoder().encode("0123456789abcdef");
const EXCLUDED_CHAR = "x";
const EXCLUDED_BYTE = EXCLUDED_CHAR.charCodeAt(0);
const QUOTE = 0x22;
const COMMA = 0x2c;

function* write(maze: MazeData): Iterable<Chunk> {
  const { width, height, cells } = maze;
  const header = { format: JSON_FORMAT_ID, width, height, algorithm: maze.algorithm, seed: maze.seed };
  yield JSON.stringify(header).slice(0, -1) + ',"rows":[';
  // Rows are encoded straight into a byte buffer of a few rows: no per-cell strings.
  const rowBytes = width + 3;
  const rowsPerChunk = Math.max(1, Math.floor(CHUNK_BYTES / rowBytes));
  const buffer = new Uint8Array(rowsPerChunk * rowBytes);
  const stride = strideOf(width);
  for (let first = 0; first < height; first += rowsPerChunk) {
    const last = Math.min(height, first + rowsPerChunk);
    let at = 0;
    for (let y = first; y < last; y++) {
      buffer[at++] = QUOTE;
      const start = (y + 1) * stride + 1;
      for (let i = start; i < start + width; i++) buffer[at++] = cells[i] === BORDER ? EXCLUDED_BYTE : HEX[cells[i]! & 15]!;
      buffer[at++] = QUOTE;
      if (y < height - 1) buffer[at++] = COMMA;
    }
    yield buffer.slice(0, at);
  }
  if (maze.solution) {
    yield* writeSolution(maze.solution);
    yield "}\n";
  } else {
    yield "]}\n";
  }
}

/** `],"solution":{…}` without the final brace, the path in chunks of points. */
function* writeSolution(solution: Solution): Iterable<Chunk> {
  const { solver, from, to, length, path, visited } = solution;
  yield `],"solution":${JSON.stringify({ solver, from, to, length }).slice(0, -1)},"path":[`;
  const pointsPerChunk = CHUNK_BYTES >> 4;
  for (let first = 0; first < path.length; first += pointsPerChunk) {
    const points = path.slice(first, first + pointsPerChunk).map(([x, y]) => `[${x},${y}]`);
    yield (first > 0 ? "," : "") + points.join(",");
  }
  yield `],"visited":${visited}}`;
}

function read(input: string): MazeData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch (cause) {
    throw new FormatError(`json: not valid JSON (${(cause as Error).message})`);
  }
  return fromObject(parsed);
}

/** Validates a parsed daedalus-maze/1 object and builds its cells. */
export function fromObject(value: unknown): MazeData {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new FormatError("json: expected an object with format, width, height, rows");
  }
  const object = value as Record<string, unknown>;
  if (object.format !== JSON_FORMAT_ID) {
    throw new FormatError(`json: "format" must be "${JSON_FORMAT_ID}", got ${JSON.stringify(object.format)}`);
  }
  const width = positiveInteger(object.width, "width");
  const height = positiveInteger(object.height, "height");
  const algorithm = object.algorithm ?? "unknown";
  if (typeof algorithm !== "string") throw new FormatError(`json: "algorithm" must be a string, got ${JSON.stringify(algorithm)}`);
  const seed = object.seed ?? null;
  if (seed !== null && (typeof seed !== "number" || !Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32)) {
    throw new FormatError(`json: "seed" must be an integer in [0, 2^32) or null, got ${JSON.stringify(seed)}`);
  }
  const rows = object.rows;
  if (!Array.isArray(rows) || rows.length !== height) {
    throw new FormatError(`json: "rows" must be an array of ${height} strings (the height), got ${Array.isArray(rows) ? rows.length : typeof rows}`);
  }
  const cells = new Uint8Array(strideOf(width) * (height + 2));
  initGrid(cells, width, height, 0);
  rows.forEach((row: unknown, y) => {
    if (typeof row !== "string" || row.length !== width) {
      throw new FormatError(`json: row ${y} must be a string of ${width} hex digits (the width), got ${typeof row === "string" ? `${row.length} characters` : typeof row}`);
    }
    for (let x = 0; x < width; x++) {
      if (row[x] === EXCLUDED_CHAR) {
        cells[cellIndex(width, x, y)] = BORDER;
        continue;
      }
      const digit = Number.parseInt(row[x]!, 16);
      if (Number.isNaN(digit)) throw new FormatError(`json: row ${y}, column ${x}: "${row[x]}" is not a hex digit`);
      cells[cellIndex(width, x, y)] = digit;
    }
  });
  const problem = findPassageProblem(width, height, cells);
  if (problem) throw new FormatError(`json: row ${problem.y}, column ${problem.x}: ${problem.message}`);
  return { width, height, cells, algorithm, seed };
}

function positiveInteger(value: unknown, name: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1) {
    throw new FormatError(`json: "${name}" must be a positive integer, got ${JSON.stringify(value)}`);
  }
  return value;
}

export const json: Format = {
  name: "json",
  summary: `${JSON_FORMAT_ID}: one object, each row W hex digits of passage bits (N=1, E=2, S=4, W=8; x masked out), and the solution if any`,
  extensions: [".json", ".jsonl"],
  write,
  read,
};
