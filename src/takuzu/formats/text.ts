// Text: one line per row, one character per cell: 0, 1, or . for a blank. Trailing spaces and a
// final newline are ignored; rules come from the options (default takuzu). The puzzle may be followed,
// after one or more blank lines, by its solution, as `takuzu generate --solution` writes it: the reader
// checks that block (same size, no blanks, the puzzle's givens, every rule) and returns the puzzle alone.
// Anything after the solution is refused.

import { FormatError } from "../../base/errors.js";
import { findGivenProblem } from "../check.js";
import { BLANK, CELL_CHARACTERS, currentGrid, TakuzuGrid } from "../grid.js";
import type { TakuzuRules } from "../names.js";
import { DEFAULT_RULES, parseRules } from "../names.js";
import { gridProblem, SIDE_RULE, sideProblem } from "../sizes.js";
import type { TakuzuFormat, TakuzuReadOptions } from "./format.js";

const FORMAT = "takuzu text";

/** Rows of cells, from the line numbered `first` (1-based) on. */
interface Block {
  readonly first: number;
  readonly width: number;
  readonly height: number;
  readonly cells: Uint8Array;
}

function read(input: string, options: TakuzuReadOptions = {}): TakuzuGrid {
  const rules = parseRules(options.rules ?? DEFAULT_RULES);
  const lines = input.split("\n").map((line) => line.replace(/[ \t\r]+$/, ""));
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  if (lines.length === 0)
    throw new FormatError(FORMAT, `no rows; a puzzle is rows of 0, 1 and . (blank), and both its width and its height must be ${SIDE_RULE}`);
  const [puzzleLines, solutionLines] = splitBlocks(lines);
  const puzzle = readBlock(lines, puzzleLines);
  const { width, height, cells } = puzzle;
  if (sideProblem(width)) throw new FormatError(FORMAT, `the rows are ${width} cells long; the width must be ${SIDE_RULE}`, { line: puzzle.first });
  if (sideProblem(height)) throw new FormatError(FORMAT, `there are ${height} rows; the height must be ${SIDE_RULE}`, { line: puzzle.first + height - 1 });
  const impossible = gridProblem(width, height, rules);
  if (impossible) throw new FormatError(FORMAT, `${impossible}`);
  checkRules(puzzle, rules);
  if (solutionLines) checkSolution(puzzle, readBlock(lines, solutionLines, width), rules);
  return new TakuzuGrid({ width, height, cells, rules }, FORMAT);
}

/** The 0-based [from, to) line ranges of the puzzle and of the solution after it, if any; a third block is refused. */
function splitBlocks(lines: readonly string[]): [[number, number], [number, number] | undefined] {
  const blocks: [number, number][] = [];
  for (let start = 0; start < lines.length; ) {
    if (lines[start] === "") {
      start++;
      continue;
    }
    let end = start;
    while (end < lines.length && lines[end] !== "") end++;
    if (blocks.length === 2) {
      throw new FormatError(FORMAT, "a third block of rows; the text holds a puzzle and, after a blank line, at most its solution", { line: start + 1 });
    }
    blocks.push([start, end]);
    start = end;
  }
  return [blocks[0]!, blocks[1]];
}

/** Parses lines [from, to) as rows of cells, all as long as the first, or (a solution) as the puzzle's `width`. */
function readBlock(lines: readonly string[], [from, to]: [number, number], puzzleWidth?: number): Block {
  const width = puzzleWidth ?? lines[from]!.length;
  const cells = new Uint8Array(width * (to - from));
  for (let y = 0; y < to - from; y++) {
    const line = lines[from + y]!;
    if (line.length !== width) {
      const expected = puzzleWidth === undefined ? `the first has ${width}` : `the puzzle's rows have ${width}`;
      throw new FormatError(FORMAT, `this row has ${line.length} cells, ${expected}; every row needs the same number`, { line: from + y + 1 });
    }
    for (let x = 0; x < width; x++) {
      const value = CELL_CHARACTERS.indexOf(line[x]!);
      if (value < 0)
        throw new FormatError(FORMAT, `${JSON.stringify(line[x])} is not a cell; allowed: 0, 1 and . (blank)`, { line: from + y + 1, column: x + 1 });
      cells[y * width + x] = value;
    }
  }
  return { first: from + 1, width, height: to - from, cells };
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
