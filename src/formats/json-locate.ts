// Where a value sits in a JSON text, for error messages: a small scanner over text JSON.parse has accepted.

import type { FormatPlace } from "../base/errors.js";

type Step = string | number;

/** Line and column (1-based) of the value at `path` (plus `character` characters into it, for a string), or {}. */
export function locate(text: string, path: readonly Step[], character?: number): FormatPlace {
  let at = skipSpace(text, 0);
  for (const step of path) {
    const found = typeof step === "number" ? element(text, at, step) : member(text, at, step);
    if (found === undefined) return {};
    at = found;
  }
  if (character !== undefined && text[at] === '"') at = stringCharacter(text, at, character);
  return placeOf(text, at);
}

function placeOf(text: string, offset: number): FormatPlace {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** Offset of the value of the last `key` member of the object at `at` (JSON.parse keeps the last duplicate). */
function member(text: string, at: number, key: string): number | undefined {
  if (text[at] !== "{") return undefined;
  let found: number | undefined;
  at = skipSpace(text, at + 1);
  while (text[at] === '"') {
    const keyEnd = skipString(text, at);
    const name = JSON.parse(text.slice(at, keyEnd)) as string;
    at = skipSpace(text, skipSpace(text, keyEnd) + 1);
    if (name === key) found = at;
    at = skipSpace(text, skipValue(text, at));
    if (text[at] === ",") at = skipSpace(text, at + 1);
  }
  return found;
}

/** Offset of element `index` of the array at `at`. */
function element(text: string, at: number, index: number): number | undefined {
  if (text[at] !== "[") return undefined;
  at = skipSpace(text, at + 1);
  for (let i = 0; text[at] !== "]" && at < text.length; i++) {
    if (i === index) return at;
    at = skipSpace(text, skipValue(text, at));
    if (text[at] === ",") at = skipSpace(text, at + 1);
  }
  return undefined;
}

function skipSpace(text: string, at: number): number {
  while (at < text.length && " \t\n\r".includes(text[at]!)) at++;
  return at;
}

/** The offset just past the string starting at `at`. */
function skipString(text: string, at: number): number {
  for (at++; at < text.length && text[at] !== '"'; at++) if (text[at] === "\\") at++;
  return at + 1;
}

/** The offset just past the value starting at `at`; nesting is counted, not recursed into. */
function skipValue(text: string, at: number): number {
  let depth = 0;
  do {
    const character = text[at]!;
    if (character === '"') {
      at = skipString(text, at);
      continue;
    }
    if (character === "{" || character === "[") depth++;
    else if (character === "}" || character === "]") depth--;
    else if (depth === 0 && ",: \t\n\r".includes(character)) return at;
    at++;
  } while (depth > 0 && at < text.length);
  if (depth === 0) while (at < text.length && !",}] \t\n\r".includes(text[at]!)) at++;
  return at;
}

/** The offset of decoded character `index` of the string literal at `at` (escapes count as one). */
function stringCharacter(text: string, at: number, index: number): number {
  at++;
  for (let i = 0; i < index && text[at] !== '"'; i++) at += text[at] === "\\" ? (text[at + 1] === "u" ? 6 : 2) : 1;
  return at;
}
