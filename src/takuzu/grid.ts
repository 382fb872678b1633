// TakuzuGrid: a puzzle or a solved grid, W×H row-major cells of 0, 1 or BLANK, with its rules.
// Every instance is valid: even sides in range, a size where a grid exists, no given breaking a rule.

import { checkObject, optionKeys, readOnce } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { isSeed } from "../base/seed.js";
import { findGivenProblem } from "./check.js";
import { BLANK } from "./codes.js";
import {
  DEFAULT_LEVELS,
  DEFAULT_RULES,
  parseDifficulty,
  parseLevels,
  parseRules,
  type TakuzuDifficulty,
  type TakuzuLevels,
  type TakuzuRules,
} from "./names.js";
import { gridProblem, sideProblem } from "./sizes.js";

export { BLANK };

/** What a TakuzuGrid is built from. */
export interface TakuzuGridInit {
  readonly width: number;
  readonly height: number;
  /** Row-major W·H cells: 0, 1 or BLANK (2). Copied. */
  readonly cells: ArrayLike<number>;
  /** Default "takuzu". */
  readonly rules?: TakuzuRules;
  /** The difficulty it was generated at, when known. */
  readonly difficulty?: TakuzuDifficulty | null;
  /** Whose level boundaries that difficulty is measured by (default "daedalus"): grade uses them unless told others. */
  readonly levels?: TakuzuLevels;
  /** The 32-bit seed it was generated from, when known. */
  readonly seed?: number | null;
}

/** The fields of TakuzuGridInit, each read once by the constructor. */
const TAKUZU_GRID_INIT_KEYS = optionKeys<TakuzuGridInit>()(["width", "height", "cells", "rules", "difficulty", "levels", "seed"]);

export class TakuzuGrid {
  readonly width: number;
  readonly height: number;
  /** Row-major W·H cells: 0, 1 or BLANK (2); cell (x, y) is at y·W + x. */
  readonly cells: Uint8Array;
  readonly rules: TakuzuRules;
  readonly difficulty: TakuzuDifficulty | null;
  readonly levels: TakuzuLevels;
  readonly seed: number | null;

  /** Validates everything; `input` names the grid in error messages. */
  constructor(init: TakuzuGridInit, input = "puzzle") {
    // The label is only for messages: anything but a string falls back to "puzzle".
    if (typeof input !== "string") input = "puzzle";
    checkObject(init, `${input}: the grid`);
    if (init === undefined) throw new InvalidArgumentError(`${input}: the grid needs { width, height, cells }`);
    // Each field read once, and each cell once, into a copy: a getter or a Proxy answering a later read differently
    // cannot give the checks one value and the grid another (a side of 10^9, a cell of 7 the core would trap on).
    const { width, height, seed: givenSeed, rules: givenRules, difficulty, levels, cells: givenCells } = readOnce(init, TAKUZU_GRID_INIT_KEYS);
    for (const [name, value] of [
      ["width", width],
      ["height", height],
    ] as const) {
      const problem = sideProblem(value);
      if (problem) throw new InvalidArgumentError(`${input}: ${name} ${problem}`);
    }
    const seed = givenSeed ?? null;
    if (seed !== null && !isSeed(seed)) {
      throw new InvalidArgumentError(`${input}: seed must be an integer in [0, 2^32) or null, got ${describeValue(seed)}`);
    }
    const rules = parseRules(givenRules ?? DEFAULT_RULES, `${input}: rules`);
    const impossible = gridProblem(width, height, rules);
    if (impossible) throw new InvalidArgumentError(`${input}: ${impossible}`);
    if (!Array.isArray(givenCells) && !ArrayBuffer.isView(givenCells)) {
      throw new InvalidArgumentError(`${input}: cells must be an array of 0, 1 and 2 (blank), got ${describeValue(givenCells)}`);
    }
    const length = givenCells.length;
    if (length !== width * height) {
      throw new InvalidArgumentError(`${input}: cells must hold width·height = ${width * height} values, got ${describeValue(length)}`);
    }
    const cells = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      const value: unknown = givenCells[i];
      if (value !== 0 && value !== 1 && value !== BLANK) {
        throw new InvalidArgumentError(`${input}: cell (${i % width}, ${Math.floor(i / width)}) must be 0, 1 or ${BLANK} (blank), got ${describeValue(value)}`);
      }
      cells[i] = value;
    }
    const broken = findGivenProblem(width, height, cells, rules);
    if (broken) throw new InvalidArgumentError(`${input}: ${broken.message}`);
    this.width = width;
    this.height = height;
    this.cells = cells;
    this.rules = rules;
    this.difficulty = difficulty == null ? null : parseDifficulty(difficulty, `${input}: difficulty`);
    this.levels = parseLevels(levels ?? DEFAULT_LEVELS, `${input}: levels`);
    this.seed = seed;
  }

  /** The digit at (x, y), or null when blank. */
  get(x: number, y: number): 0 | 1 | null {
    if (!Number.isInteger(x) || x < 0 || x >= this.width || !Number.isInteger(y) || y < 0 || y >= this.height) {
      throw new InvalidArgumentError(
        `cell (${describeValue(x)}, ${describeValue(y)}) is outside the ${this.width}×${this.height} grid: x must be an integer from 0 to ${this.width - 1}, y from 0 to ${this.height - 1}`,
      );
    }
    const value = this.cells[y * this.width + x];
    if (value === BLANK) return null;
    if (value === 0 || value === 1) return value;
    // Changed since it was made: the check names what is wrong now.
    currentGrid(this, "grid");
    throw new InvalidArgumentError(`grid: cell (${x}, ${y}) is ${describeValue(value)}, not 0, 1 or ${BLANK} (blank)`);
  }

  /** How many cells are blank. */
  get blanks(): number {
    return currentGrid(this, "grid").cells.reduce((count, value) => count + (value === BLANK ? 1 : 0), 0);
  }

  /** Each row as text: 0, 1 and . for a blank. */
  rows(): string[] {
    // Checked again: fields or cells changed since the grid was made are named, never written as "undefined".
    const { width, height, cells } = currentGrid(this, "grid");
    return Array.from({ length: height }, (_, y) => {
      let row = "";
      for (let x = 0; x < width; x++) row += CELL_CHARACTERS[cells[y * width + x]!];
      return row;
    });
  }

  /** The text format: one line of 0, 1 and . per row. */
  toString(): string {
    return `${this.rows().join("\n")}\n`;
  }
}

/**
 * A TakuzuGrid as it is now, checked again from its fields (`what` names it in messages): its cells and fields may
 * have been changed since it was made. Anything but a TakuzuGrid is refused.
 */
export function currentGrid(grid: unknown, what: string): TakuzuGrid {
  if (!(grid instanceof TakuzuGrid)) throw new InvalidArgumentError(`${what} must be a TakuzuGrid, got ${describeValue(grid)}`);
  return new TakuzuGrid(grid, what);
}

/** The character of each cell value in text: 0, 1, and . for BLANK (2). */
export const CELL_CHARACTERS = "01.";
