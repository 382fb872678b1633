// What every Takuzu format provides: a writer and a fully validating reader.

import { checkOptionsObject, checkString, optionKeys } from "../../base/arguments.js";
import type { TakuzuGrid } from "../grid.js";
import type { TakuzuRules } from "../names.js";

export interface TakuzuReadOptions {
  /** Rules for formats that do not carry them (text); default "takuzu". */
  readonly rules?: TakuzuRules;
}

/** The keys of TakuzuReadOptions (takuzu.read takes them and `format`). */
export const TAKUZU_READ_OPTION_KEYS = optionKeys<TakuzuReadOptions>()(["rules"]);

export interface TakuzuFormat {
  readonly name: string;
  readonly summary: string;
  /** File extensions that select this format, with the dot. */
  readonly extensions: readonly string[];
  write(grid: TakuzuGrid): string;
  /** Parses and validates; throws FormatError naming where the input is wrong and what is allowed. */
  read(input: string, options?: TakuzuReadOptions): TakuzuGrid;
}

/** What every reader checks first: the input is a string and the options an object of known keys (`format` names the reader). */
export function checkReadArguments(format: string, input: unknown, options: unknown): asserts input is string {
  checkOptionsObject(options, `${format}'s options`, TAKUZU_READ_OPTION_KEYS);
  checkString(input, `${format}'s input`);
}
