// Text: one line per row, one character per cell: 0, 1, or . for a blank. Trailing spaces and a
// final newline are ignored; rules come from the options (default takuzu). The puzzle may be followed,
// after one or more blank lines, by its solution, as `takuzu generate --solution` writes it: the reader
// checks that block (same size, no blanks, the puzzle's givens, every rule) and returns the puzzle alone.
// Anything after the solution is refused.

import { FormatError } from "../../base/errors.js";
import { findGivenProblem } from "../check.js";
import { MAX_SIDE } from "../codes.js";
import { BLANK, CELL_CHARACTERS, currentGrid, TakuzuGrid } from "../grid.js";
import type { TakuzuRules } from "../names.js";
import { DEFAULT_RULES, parseRules } from "../names.js";
import { gridProblem, SIDE_RULE, sideProblem } from "../sizes.js";
import { checkReadArguments, type TakuzuFormat, type TakuzuReadOptions } from "./format.js";

const FORMAT = "takuzu text";

/** Rows of cells, from the line numbered `first` (1-based) on. */
interface Block {
  readonly first: number;
  readonly width: number;
  readonly height: number;
  /** W·H cells; empty when a side is past MAX_SIDE (the block is refused by its size, never used). */
  readonly cells: Uint8Array;
}

/** A block's lines: the first's number (1-based), how many, and where its first line starts in the input. */
interface Lines {
  readonly first: number;
  readonly count: number;
  readonly start: number;
}

function read(input: string, options: TakuzuReadOptions = {}): TakuzuGrid {
  checkReadArguments(FORMAT, input, options);
  const rules = parseRules(options?.rules ?? DEFAULT_RULES);
  // A leading byte order mark (Notepad's "UTF-8 with BOM") is skipped, as every text reader skips it.
  if (input.charCodeAt(0) === BYTE_ORDER_MARK) input = input.slice(1);
  const [puzzleLines, solutionLines] = splitBlocks(input);
  if (!puzzleLines) throw new FormatError(FORMAT, `no rows; a puzzle is rows of 0, 1 and . (blank), and both its width and its height must be ${SIDE_RULE}`);
  const puzzle = readBlock(input, puzzleLines);
  const { width, height, cells } = puzzle;
  if (sideProblem(width)) throw new FormatError(FORMAT, `the rows are ${width} cells long; the width must be ${SIDE_RULE}`, { line: puzzle.first });
  if (sideProblem(height)) throw new FormatError(FORMAT, `there are ${height} rows; the height must be ${SIDE_RULE}`, { line: puzzle.first + height - 1 });
  const impossible = gridProblem(width, height, rules);
  if (impossible) throw new FormatError(FORMAT, `${impossible}`);
  checkRules(puzzle, rules);
  if (solutionLines) checkSolution(puzzle, readBlock(input, solutionLines, width), rules);
  return new TakuzuGrid({ width, height, cells, rules }, FORMAT);
}

const BYTE_ORDER_MARK = 0xfeff;
const NEWLINE = "\n";

/** Where the line starting at `start` ends: its line break, or the end of the input. */
function lineEnd(input: string, start: number): number {
  const end = input.indexOf(NEWLINE, start);
  return end < 0 ? input.length : end;
}

/** The end of the line's text without trailing spaces, tabs and carriage returns. */
function contentEnd(input: string, start: number, end: number): number {
  while (end > start) {
    const code = input.charCodeAt(end - 1);
    if (code !== 0x20 && code !== 0x09 && code !== 0x0d) break;
    end--;
  }
  return end;
}

/**
 * The lines of the puzzle and of the solution after it, if any (none: no rows); a third block is refused. One forward
 * pass that stores nothing per line: an input of 10^8 blank lines takes no memory beyond itself.
 */
function splitBlocks(input: string): [Lines | undefined, Lines | undefined] {
  const blocks: Lines[] = [];
  let open: { first: number; start: number } | undefined;
  let line = 1;
  for (let start = 0; start <= input.length; line++) {
    const end = lineEnd(input, start);
    const blank = contentEnd(input, start, end) === start;
    if (blank && open) {
      blocks.push({ first: open.first, count: line - open.first, start: open.start });
      open = undefined;
    } else if (!blank && !open) {
      if (blocks.length === 2) {
        throw new FormatError(FORMAT, "a third block of rows; the text holds a puzzle and, after a blank line, at most its solution", { line });
      }
      open = { first: line, start };
    }
    start = end + 1;
  }
  if (open) blocks.push({ first: open.first, count: line - open.first, start: open.start });
  return [blocks[0], blocks[1]];
}

/** Parses a block's lines as rows of cells, all as long as the first, or (a solution) as the puzzle's `width`. */
function readBlock(input: string, lines: Lines, puzzleWidth?: number): Block {
  let start = lines.start;
  let end = lineEnd(input, start);
  const width = puzzleWidth ?? contentEnd(input, start, end) - start;
  // Cells are kept only for a size that may be a puzzle's; a longer line or block is checked, then refused by its size.
  const kept = width <= MAX_SIDE && lines.count <= MAX_SIDE;
  const cells = new Uint8Array(kept ? width * lines.count : 0);
  for (let y = 0; y < lines.count; y++) {
    const line = lines.first + y;
    const length = contentEnd(input, start, end) - start;
    if (length !== width) {
      const expected = puzzleWidth === undefined ? `the first has ${width}` : `the puzzle's rows have ${width}`;
      throw new FormatError(FORMAT, `this row has ${length} cells, ${expected}; every row needs the same number`, { line });
    }
    for (let x = 0; x < width; x++) {
      const value = CELL_CHARACTERS.indexOf(input[start + x]!);
      if (value < 0) throw new FormatError(FORMAT, `${JSON.stringify(input[start + x])} is not a cell; allowed: 0, 1 and . (blank)`, { line, column: x + 1 });
      if (kept) cells[y * width + x] = value;
    }
    start = end + 1;
    end = lineEnd(input, start);
  }
  return { first: lines.first, width, height: lines.count, cells };
}

function checkRules(block: Block, rules: TakuzuRules): void {
  const broken = findGivenProblem(block.width, block.height, block.cells, rules);
  if (broken) throw new FormatError(FORMAT, `${broken.message}`, { line: block.first + broken.y, column: broken.x + 1 });
}

/** The solution block: the puzzle's size, no blanks, the puzzle's givens, and every rule kept (so it solves the puzzle). */
function checkSolution(puzzle: Block, solution: Block, rules: TakuzuRules): void {
  if (solution.height !== puzzle.height) {
    throw new FormatError(FORMAT, `the solution has ${solution.height} rows, the puzzle ${puzzle.height}; it must be the puzzle's size`, {
      line: solution.first,
    });
  }
  for (let i = 0; i < solution.cells.length; i++) {
    const [x, y] = [i % puzzle.width, Math.floor(i / puzzle.width)];
    const place = { line: solution.first + y, column: x + 1 };
    if (solution.cells[i] === BLANK) throw new FormatError(FORMAT, "the solution has a blank; a solution fills every cell with 0 or 1", place);
    if (puzzle.cells[i] !== BLANK && puzzle.cells[i] !== solution.cells[i]) {
      throw new FormatError(FORMAT, `the solution has ${solution.cells[i]} where the puzzle gives ${puzzle.cells[i]} (line ${puzzle.first + y})`, place);
    }
  }
  checkRules(solution, rules);
}

export const text: TakuzuFormat = {
  name: "text",
  summary: "one line per row: 0, 1 and . for a blank; optionally a blank line and the solution",
  extensions: [".txt", ".takuzu"],
  write: (grid) => currentGrid(grid, "takuzu text's grid").toString(),
  read,
};
