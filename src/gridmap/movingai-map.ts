// The Moving AI map format (Sturtevant 2012): "type octile", "height H", "width W", "map", then H lines of W
// terrain characters. The reader checks the header, the sizes against the bounds before allocating (and the
// input against the size it declares), every character, and that the rows are exactly H lines of W.

import { checkReadable } from "../base/arguments.js";
import { describeValue, FormatError, SizeLimitError } from "../base/errors.js";
import { MAX_MAP_SIDE } from "../grid/octile.js";
import { Lines } from "./lines.js";
import { checkGridMap, checkMapSize, classOfCode, GridMap, TERRAIN_CHARACTERS } from "./map.js";

export const MAP_FORMAT = "movingai map";

/** Bytes past W·H characters and their line breaks a map file may hold (its header, blank lines at the end). */
const SLACK_BYTES = 4096;

/** Reads a header line "<key> <value>": the value, or a format error at the line (or at the value's column). */
function header(lines: Lines, key: string, what: string): { value: string; column: number } {
  const line = lines.next();
  if (line === undefined) throw new FormatError(MAP_FORMAT, `the input ends before the "${key}" line (${what})`, { line: lines.number + 1, column: 1 });
  const prefix = key === "map" ? "map" : `${key} `;
  if (!line.startsWith(prefix) || (key === "map" && line.trimEnd() !== "map"))
    throw new FormatError(MAP_FORMAT, `expected ${what}, got ${describeValue(line)}`, { line: lines.number, column: 1 });
  return { value: line.slice(prefix.length).trimEnd(), column: prefix.length + 1 };
}

function side(lines: Lines, key: "height" | "width"): number {
  const { value, column } = header(lines, key, `"${key} N" with N a positive integer`);
  // Any number of digits: one past the bound is over it (a SizeLimitError), not "not a positive integer".
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new FormatError(MAP_FORMAT, `${key} must be a positive integer, got ${describeValue(value)}`, { line: lines.number, column });
  if (Number(value) > MAX_MAP_SIDE)
    throw new SizeLimitError(
      `${MAP_FORMAT}: line ${lines.number}, column ${column}: ${key} ${value.length > 20 ? describeValue(value) : value} is over the largest side a map may have, ${MAX_MAP_SIDE}`,
    );
  return Number(value);
}

/** Reads a map; every error is a FormatError (or SizeLimitError) naming its line and column. */
export function readMovingAiMap(input: string | Uint8Array): GridMap {
  checkReadable(input, "readMovingAiMap's input");
  const lines = new Lines(input, MAP_FORMAT);
  const type = header(lines, "type", '"type octile"');
  if (type.value !== "octile")
    throw new FormatError(MAP_FORMAT, `map type ${describeValue(type.value)} is not supported: only octile`, { line: 1, column: type.column });
  const height = side(lines, "height");
  const width = side(lines, "width");
  checkMapSize(width, height, `${MAP_FORMAT}: line 3, column 7: `);
  const most = (width + 2) * height + SLACK_BYTES;
  if (lines.text.length > most) {
    throw new SizeLimitError(
      `${MAP_FORMAT}: line 3, column 7: the input has ${lines.text.length} bytes, far more than a ${width}×${height} map needs (at most ${most})`,
    );
  }
  header(lines, "map", '"map"');
  const terrain = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = lines.next();
    if (row === undefined) throw new FormatError(MAP_FORMAT, `the map ends after ${y} of its ${height} rows`, { line: lines.number + 1, column: 1 });
    for (let x = 0; x < Math.min(row.length, width); x++) {
      const code = row.charCodeAt(x);
      if (classOfCode(code) === 0)
        throw new FormatError(MAP_FORMAT, `unknown terrain ${describeValue(row[x])}: allowed are ${TERRAIN_CHARACTERS}`, { line: lines.number, column: x + 1 });
      terrain[y * width + x] = code;
    }
    if (row.length !== width)
      throw new FormatError(MAP_FORMAT, `a row has ${row.length} characters, the width is ${width}`, {
        line: lines.number,
        column: Math.min(row.length, width) + 1,
      });
  }
  for (let line = lines.next(); line !== undefined; line = lines.next()) {
    if (line.trim() !== "") throw new FormatError(MAP_FORMAT, `more rows than the height, ${height}`, { line: lines.number, column: 1 });
  }
  return new GridMap(width, height, terrain);
}

/** Writes a map in the Moving AI format, "\n" line breaks. */
export function writeMovingAiMap(map: GridMap): string {
  checkGridMap(map, "writeMovingAiMap's map");
  const rows: string[] = ["type octile", `height ${map.height}`, `width ${map.width}`, "map"];
  const decoder = new TextDecoder("latin1");
  const terrain = map.terrain;
  for (let y = 0; y < map.height; y++) rows.push(decoder.decode(terrain.subarray(y * map.width, (y + 1) * map.width)));
  return `${rows.join("\n")}\n`;
}
