// Text: one line per row, one character per cell: 0, 1, or . for a blank. Trailing spaces and a
// final newline are ignored; rules come from the options (default takuzu).

import { FormatError } from "../../base/errors.js";
import { findGivenProblem } from "../check.js";
import { CELL_CHARACTERS, TakuzuGrid } from "../grid.js";
import { DEFAULT_RULES, parseRules } from "../names.js";
import { gridProblem, SIDE_RULE, sideProblem } from "../sizes.js";
import type { TakuzuFormat, TakuzuReadOptions } from "./format.js";

function read(input: string, options: TakuzuReadOptions = {}): TakuzuGrid {
  const rules = parseRules(options.rules ?? DEFAULT_RULES);
  const lines = input.split("\n").map((line) => line.replace(/[ \t\r]+$/, ""));
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  if (lines.length === 0)
    throw new FormatError("takuzu text", `no rows; a puzzle is rows of 0, 1 and . (blank), and both its width and its height must be ${SIDE_RULE}`);
  const width = lines[0]!.length;
  const cells = new Uint8Array(width * lines.length);
  lines.forEach((line, y) => {
    if (line.length !== width) {
      throw new FormatError("takuzu text", `this row has ${line.length} cells, the first has ${width}; every row needs the same number`, { line: y + 1 });
    }
    for (let x = 0; x < width; x++) {
      const value = CELL_CHARACTERS.indexOf(line[x]!);
      if (value < 0)
        throw new FormatError("takuzu text", `${JSON.stringify(line[x])} is not a cell; allowed: 0, 1 and . (blank)`, { line: y + 1, column: x + 1 });
      cells[y * width + x] = value;
    }
  });
  const height = lines.length;
  if (sideProblem(width)) throw new FormatError("takuzu text", `the rows are ${width} cells long; the width must be ${SIDE_RULE}`, { line: 1 });
  if (sideProblem(height)) throw new FormatError("takuzu text", `there are ${height} rows; the height must be ${SIDE_RULE}`, { line: height });
  const impossible = gridProblem(width, height, rules);
  if (impossible) throw new FormatError("takuzu text", `${impossible}`);
  const broken = findGivenProblem(width, height, cells, rules);
  if (broken) throw new FormatError("takuzu text", `${broken.message}`, { line: broken.y + 1, column: broken.x + 1 });
  return new TakuzuGrid({ width, height, cells, rules }, "takuzu text");
}

export const text: TakuzuFormat = {
  name: "text",
  summary: "one line per row: 0, 1 and . for a blank",
  extensions: [".txt", ".takuzu"],
  write: (grid) => grid.toString(),
  read,
};
