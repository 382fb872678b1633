// The Takuzu formats, looked up by name or by file extension.

import { checkString } from "../../base/arguments.js";
import { InvalidArgumentError } from "../../base/errors.js";
import { suggest } from "../../base/names.js";
import type { TakuzuFormat } from "./format.js";
import { json } from "./json.js";
import { text } from "./text.js";

export { TAKUZU_READ_OPTION_KEYS, type TakuzuFormat, type TakuzuReadOptions } from "./format.js";

/** Frozen, as the formats in it: takuzu.formats is the list the readers and writers are looked up in. */
export const takuzuFormats: readonly TakuzuFormat[] = Object.freeze([Object.freeze(text), Object.freeze(json)]);

export function findTakuzuFormat(name: string): TakuzuFormat {
  checkString(name, "the Takuzu format");
  const format = takuzuFormats.find((candidate) => candidate.name === name);
  if (format) return format;
  const names = takuzuFormats.map((candidate) => candidate.name);
  throw new InvalidArgumentError(`unknown Takuzu format "${name}"${suggest(name, names)}; allowed: ${names.join(", ")}`);
}

/** The format whose extension ends the file name, if any. */
export function takuzuFormatForFile(path: string): TakuzuFormat | undefined {
  checkString(path, "the file name");
  const lower = path.toLowerCase();
  return takuzuFormats.find((format) => format.extensions.some((extension) => lower.endsWith(extension)));
}
