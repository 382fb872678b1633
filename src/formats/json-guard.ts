// Bounds on what a JSON reader accepts before it trusts JSON.parse and its own checks: nesting (deep brackets
// overflow the stack of a recursive parse or walk) and the size of values quoted back in an error message.

import { FormatError, type FormatPlace } from "../base/errors.js";

/** The deepest bracket nesting a document may have: daedalus documents nest four deep at most. */
export const MAX_JSON_DEPTH = 64;

/** Throws a FormatError at the first bracket nested deeper than `maxDepth`, in one pass over the text (strings skipped). */
export function checkJsonDepth(text: string, format: string, maxDepth = MAX_JSON_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > maxDepth) throw new FormatError(format, `nested more than ${maxDepth} deep (documents of this format nest 4 at most)`, placeOf(text, i));
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
}

/** The 1-based line and column of offset `at` in `text`. */
export function placeOf(text: string, at: number): FormatPlace {
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < at; i = text.indexOf("\n", i + 1)) line++;
  return { line, column: at - lineStart + 1 };
}

/** A value as JSON for an error message, cut to about 60 characters; never throws (cycles, BigInt, depth). */
export function excerpt(value: unknown): string {
  if (value === undefined) return "nothing";
  // JSON.parse turns a literal past a double's range (1e400) into Infinity, which JSON.stringify would quote as null.
  if (value === Infinity || value === -Infinity) return `${value} (a number too large for a double)`;
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = typeof value === "bigint" ? `${value}n` : "a value nested too deep to quote";
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
