// TakuzuGrid: a puzzle or a solved grid, W×H row-major cells of 0, 1 or BLANK, with its rules.
// Every instance is valid: even sides in range, a size where a grid exists, no given breaking a rule.

import { checkObject } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { isSeed } from "../base/seed.js";
import { findGivenProblem } from "./check.js";
import { BLANK } from "./codes.js";
import { DEFAULT_RULES, parseDifficulty, parseRules, type TakuzuDifficulty, type TakuzuRules } from "./names.js";
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
  /** The 32-bit seed it was generated from, when known. */
  readonly seed?: number | null;
}

export class TakuzuGrid {
  readonly width: number;
  readonly height: number;
  /** Row-major W·H cells: 0, 1 or BLANK (2); cell (x, y) is at y·W + x. */
  readonly cells: Uint8Array;
  readonly rules: TakuzuRules;
  readonly difficulty: TakuzuDifficulty | null;
  readonly seed: number | null;

  /** Validates everything; `input` names the grid in error messages. */
  constructor(init: TakuzuGridInit, input = "puzzle") {
    // The label is only for messages: anything but a string falls back to "puzzle".
    if (typeof input !== "string") input = "puzzle";
    checkObject(init, `${input}: the grid`);
    if (init === undefined) throw new InvalidArgumentError(`${input}: the grid needs { width, height, cells }`);
    for (const [name, value] of [
      ["width", init.width],
      ["height", init.height],
    ] as const) {
      const problem = sideProblem(value);
      if (problem) throw new InvalidArgumentError(`${input}: ${name} ${problem}`);
    }
    const { width, height } = init;
    const seed = init.seed ?? null;
    if (seed !== null && !isSeed(seed)) {
      throw new InvalidArgumentError(`${input}: seed must be an integer in [0, 2^32) or null, got ${describeValue(seed)}`);
    }
    const rules = parseRules(init.rules ?? DEFAULT_RULES, `${input}: rules`);
    const impossible = gridProblem(width, height, rules);
    if (impossible) throw new InvalidArgumentError(`${input}: ${impossible}`);
    if (!Array.isArray(init.cells) && !ArrayBuffer.isView(init.cells)) {
      throw new InvalidArgumentError(`${input}: cells must be an array of 0, 1 and 2 (blank), got ${describeValue(init.cells)}`);
    }
    if (init.cells.length !== width * height) {
      throw new InvalidArgumentError(`${input}: cells must hold width·height = ${width * height} values, got ${init.cells.length}`);
    }
    for (let i = 0; i < init.cells.length; i++) {
      if (init.cells[i] !== 0 && init.cells[i] !== 1 && init.cells[i] !== BLANK) {
        throw new InvalidArgumentError(
          `${input}: cell (${i % width}, ${Math.floor(i / width)}) must be 0, 1 or ${BLANK} (blank), got ${describeValue(init.cells[i])}`,
        );
      }
    }
    const cells = Uint8Array.from(init.cells);
    const broken = findGivenProblem(width, height, cells, rules);
    if (broken) throw new InvalidArgumentError(`${input}: ${broken.message}`);
    this.width = width;
    this.height = height;
    this.cells = cells;
    this.rules = rules;
    this.difficulty = init.difficulty == null ? null : parseDifficulty(init.difficulty, `${input}: difficulty`);
    this.seed = seed;
  }

  /** The digit at (x, y), or null when blank. */
  get(x: number, y: number): 0 | 1 | null {
    if (!Number.isInteger(x) || x < 0 || x >= this.width || !Number.isInteger(y) || y < 0 || y >= this.height) {
      throw new InvalidArgumentError(
        `cell (${describeValue(x)}, ${describeValue(y)}) is outside the ${this.width}×${this.height} grid: x must be an integer from 0 to ${this.width - 1}, y from 0 to ${this.height - 1}`,
      );
    }
    const value = this.cells[y * this.width + x]!;
    return value === BLANK ? null : (value as 0 | 1);
  }

  /** How many cells are blank. */
  get blanks(): number {
    return this.cells.reduce((count, value) => count + (value === BLANK ? 1 : 0), 0);
  }

  /** Each row as text: 0, 1 and . for a blank. */
  rows(): string[] {
    return Array.from({ length: this.height }, (_, y) => {
      let row = "";
      for (let x = 0; x < this.width; x++) row += CELL_CHARACTERS[this.cells[y * this.width + x]!];
      return row;
    });
  }

  /** The text format: one line of 0, 1 and . per row. */
  toString(): string {
    return `${this.rows().join("\n")}\n`;
  }
}

/** The character of each cell value in text: 0, 1, and . for BLANK (2). */
export const CELL_CHARACTERS = "01.";
