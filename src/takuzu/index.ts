// The Takuzu API: takuzu.generate / solve / grade / read / write, and its types.

import { checkOptionsObject, checkString, optionKeys, readOnce } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { findTakuzuFormat, TAKUZU_READ_OPTION_KEYS, type TakuzuReadOptions, takuzuFormats } from "./formats/index.js";
import { generate } from "./generate.js";
import { currentGrid, TakuzuGrid } from "./grid.js";
import { difficulties, levelSystems, ruleSets } from "./names.js";
import { grade, solve } from "./solve.js";

/** What takuzu.read takes: the readers' options and the format's name. */
type TakuzuReadCall = TakuzuReadOptions & { format?: string };

/** The keys takuzu.read() takes: any other key is refused by name. */
const TAKUZU_READ_CALL_KEYS = optionKeys<TakuzuReadCall>()([...TAKUZU_READ_OPTION_KEYS, "format"]);

/** Parses a puzzle in a format (default "text"), validating it fully. */
function read(input: string, options: TakuzuReadCall = {}): TakuzuGrid {
  checkOptionsObject(options, "takuzu.read's options", TAKUZU_READ_CALL_KEYS);
  checkString(input, "takuzu.read's input");
  // Each option read once; the reader gets its own keys (it refuses any other, as every reader does).
  const { format, rules } = readOnce(options ?? {}, TAKUZU_READ_CALL_KEYS);
  return findTakuzuFormat(format ?? "text").read(input, rules === undefined ? {} : { rules });
}

/** Writes a grid in a format (default "text"). */
function write(grid: TakuzuGrid, format = "text"): string {
  if (!(grid instanceof TakuzuGrid)) throw new InvalidArgumentError(`takuzu.write needs a TakuzuGrid, got ${describeValue(grid)}`);
  // Checked again (a grid's cells and fields may have been changed since it was made), under this verb's name.
  return findTakuzuFormat(format).write(currentGrid(grid, "takuzu.write's grid"));
}

export const takuzu = Object.freeze({ generate, solve, grade, read, write, formats: takuzuFormats, difficulties, ruleSets, levelSystems } as const);

export { findTakuzuFormat, type TakuzuFormat, type TakuzuReadOptions, takuzuFormatForFile } from "./formats/index.js";
export type { GeneratedTakuzu, TakuzuGenerateOptions } from "./generate.js";
export { BLANK, TakuzuGrid, type TakuzuGridInit } from "./grid.js";
export type { TakuzuDifficulty, TakuzuGrade, TakuzuLevels, TakuzuRules } from "./names.js";
export type { TakuzuRunOptions, TakuzuSolution } from "./solve.js";
