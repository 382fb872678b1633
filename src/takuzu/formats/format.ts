// What every Takuzu format provides: a writer and a fully validating reader.

import { optionKeys } from "../../base/arguments.js";
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
