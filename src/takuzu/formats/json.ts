// daedalus-takuzu/1: {"format","width","height","rules","difficulty","seed","rows"}, each row W
// characters of 0, 1 and . (blank). difficulty and seed are null when unknown. An optional "levels" names whose level
// boundaries the difficulty is measured by: written only when not "daedalus" (the default), so earlier files and
// default puzzles keep their bytes. An optional "solution" (rows of 0 and 1,
// as `takuzu generate --solution` writes it) is checked against the puzzle, and the puzzle alone is read.

import { FormatError, InvalidArgumentError } from "../../base/errors.js";
import { isSeed } from "../../base/seed.js";
import { checkJsonDepth, excerpt } from "../../formats/json-guard.js";
import { findGivenProblem } from "../check.js";
import { BLANK, CELL_CHARACTERS, currentGrid, TakuzuGrid } from "../grid.js";
import {
  DEFAULT_LEVELS,
  DEFAULT_RULES,
  difficulties,
  levelSystems,
  parseRules,
  ruleSets,
  type TakuzuDifficulty,
  type TakuzuLevels,
  type TakuzuRules,
} from "../names.js";
import { gridProblem, sideProblem } from "../sizes.js";
import { checkReadArguments, type TakuzuFormat, type TakuzuReadOptions } from "./format.js";

export const TAKUZU_JSON_FORMAT = "daedalus-takuzu/1";

/** The fields a document may have, in the order the writer puts them. */
const FIELDS = ["format", "width", "height", "rules", "difficulty", "levels", "seed", "rows", "solution"];

function write(given: TakuzuGrid): string {
  // Checked again: a grid changed since it was made would write a file the reader refuses.
  const grid = currentGrid(given, "takuzu json's grid");
  const { width, height, rules, difficulty, levels, seed } = grid;
  const measuredBy = levels === DEFAULT_LEVELS ? {} : { levels };
  return `${JSON.stringify({ format: TAKUZU_JSON_FORMAT, width, height, rules, difficulty, ...measuredBy, seed, rows: grid.rows() })}\n`;
}

function read(input: string, options: TakuzuReadOptions = {}): TakuzuGrid {
  checkReadArguments("takuzu json", input, options);
  // The file names its rules: a rules option is checked, and refused when it names others (it would be ignored).
  const asked = options?.rules == null ? undefined : parseRules(options.rules);
  const grid = parse(input);
  if (asked !== undefined && asked !== grid.rules) {
    throw new InvalidArgumentError(
      `rules ${asked}: this json puzzle is under ${grid.rules} rules (its "rules" field); the rules option is for text puzzles, which do not name theirs`,
    );
  }
  return grid;
}

/**
 * The most characters a document may have: a 32×32 puzzle with its solution takes about 2.3 KB, and JSON.parse of a
 * 520-million-character array aborted the process (out of memory) before any field was looked at. The CLI reads at
 * most as many bytes (MAX_PUZZLE_BYTES).
 */
const MAX_DOCUMENT_CHARACTERS = 1 << 20;

function parse(input: string): TakuzuGrid {
  // A leading byte order mark (Notepad's "UTF-8 with BOM") is skipped, as every text reader skips it.
  if (input.charCodeAt(0) === 0xfeff) input = input.slice(1);
  if (input.length > MAX_DOCUMENT_CHARACTERS) {
    throw new FormatError(
      "takuzu json",
      `the document has ${input.length} characters; a Takuzu json document has at most ${MAX_DOCUMENT_CHARACTERS} (a 32×32 puzzle with its solution takes about 2.3 KB)`,
    );
  }
  checkJsonDepth(input, "takuzu json");
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch (cause) {
    throw new FormatError("takuzu json", `not valid JSON (${(cause as Error).message})`);
  }
  return fromObject(parsed);
}

/** Validates a parsed daedalus-takuzu/1 object and builds its grid. */
export function fromObject(value: unknown): TakuzuGrid {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new FormatError("takuzu json", "expected an object with format, width, height, rules, rows");
  }
  const object = value as Record<string, unknown>;
  if (object.format !== TAKUZU_JSON_FORMAT) {
    throw new FormatError("takuzu json", `"format" must be "${TAKUZU_JSON_FORMAT}", got ${excerpt(object.format)}`);
  }
  // A field it does not define is refused, as daedalus-maze/1's are: a misspelt "difficulty" would be read as unknown.
  const unknown = Object.keys(object).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined)
    throw new FormatError("takuzu json", `${excerpt(unknown)} is not a field of ${TAKUZU_JSON_FORMAT}; the fields are ${FIELDS.join(", ")}`);
  const width = side(object.width, "width");
  const height = side(object.height, "height");
  const rules = oneOf(object.rules ?? DEFAULT_RULES, "rules", ruleSets) as TakuzuRules;
  const difficulty = object.difficulty == null ? null : (oneOf(object.difficulty, "difficulty", difficulties) as TakuzuDifficulty);
  const levels = oneOf(object.levels ?? DEFAULT_LEVELS, "levels", levelSystems) as TakuzuLevels;
  const seed = object.seed ?? null;
  if (seed !== null && !isSeed(seed)) {
    throw new FormatError("takuzu json", `"seed" must be an integer in [0, 2^32) or null, got ${excerpt(seed)}`);
  }
  const impossible = gridProblem(width, height, rules);
  if (impossible) throw new FormatError("takuzu json", `${impossible}`);
  const rows = object.rows;
  if (!Array.isArray(rows) || rows.length !== height) {
    throw new FormatError(
      "takuzu json",
      `"rows" must be an array of ${height} strings (the height), got ${Array.isArray(rows) ? `${rows.length} items` : excerpt(rows)}`,
    );
  }
  const cells = new Uint8Array(width * height);
  rows.forEach((row: unknown, y) => {
    if (typeof row !== "string" || row.length !== width) {
      throw new FormatError(
        "takuzu json",
        `row ${y + 1} must be a string of ${width} cells (the width), got ${typeof row === "string" ? `${row.length} characters` : excerpt(row)}`,
      );
    }
    for (let x = 0; x < width; x++) {
      const cell = CELL_CHARACTERS.indexOf(row[x]!);
      if (cell < 0) throw new FormatError("takuzu json", `row ${y + 1}, column ${x + 1}: ${excerpt(row[x])} is not a cell; allowed: 0, 1 and . (blank)`);
      cells[y * width + x] = cell;
    }
  });
  const broken = findGivenProblem(width, height, cells, rules);
  if (broken) throw new FormatError("takuzu json", `${broken.message}`);
  if (object.solution != null) checkSolution(object.solution, width, height, cells, rules);
  return new TakuzuGrid({ width, height, cells, rules, difficulty, levels, seed }, "takuzu json");
}

/**
 * The "solution" beside the rows, as `takuzu generate --format json --solution` writes it: the puzzle's size, no
 * blanks, the puzzle's givens and every rule kept, as the text reader checks a solution block. The puzzle alone is read.
 */
function checkSolution(value: unknown, width: number, height: number, puzzle: Uint8Array, rules: TakuzuRules): void {
  if (!Array.isArray(value) || value.length !== height) {
    throw new FormatError(
      "takuzu json",
      `"solution" must be an array of ${height} strings (the height), or absent, got ${Array.isArray(value) ? `${value.length} items` : excerpt(value)}`,
    );
  }
  const cells = new Uint8Array(width * height);
  value.forEach((row: unknown, y) => {
    if (typeof row !== "string" || row.length !== width) {
      throw new FormatError(
        "takuzu json",
        `solution row ${y + 1} must be a string of ${width} cells (the width), got ${typeof row === "string" ? `${row.length} characters` : excerpt(row)}`,
      );
    }
    for (let x = 0; x < width; x++) {
      const cell = "01".indexOf(row[x]!);
      const place = `solution row ${y + 1}, column ${x + 1}`;
      if (cell < 0) throw new FormatError("takuzu json", `${place}: ${excerpt(row[x])} is not 0 or 1; a solution fills every cell`);
      const given = puzzle[y * width + x]!;
      if (given !== BLANK && given !== cell) throw new FormatError("takuzu json", `${place}: ${cell} where the puzzle gives ${given}`);
      cells[y * width + x] = cell;
    }
  });
  const broken = findGivenProblem(width, height, cells, rules);
  if (broken) throw new FormatError("takuzu json", `the solution breaks a rule: ${broken.message}`);
}

function side(value: unknown, name: string): number {
  const problem = sideProblem(value, excerpt);
  if (problem) throw new FormatError("takuzu json", `"${name}" ${problem}`);
  return value as number;
}

function oneOf(value: unknown, name: string, allowed: readonly string[]): string {
  if (typeof value === "string" && allowed.includes(value)) return value;
  throw new FormatError("takuzu json", `"${name}" must be one of ${allowed.join(", ")}, got ${excerpt(value)}`);
}

export const json: TakuzuFormat = {
  name: "json",
  summary: `${TAKUZU_JSON_FORMAT}: one object with the size, rules, difficulty, seed and rows of 0, 1 and .`,
  extensions: [".json"],
  write,
  read,
};
