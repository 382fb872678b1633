// Masks drawn as text: one line per row, `#` for an excluded cell, `.` for an included one.

import { describeValue, FormatError, InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import { MAX_MASK_PIXELS } from "./budget.js";
import { Mask, type MaskConvention } from "./mask.js";

const EXCLUDED_CHAR = "#";
const INCLUDED_CHAR = ".";
const CONVENTION: MaskConvention = {
  legend: `${EXCLUDED_CHAR} marks an excluded cell, ${INCLUDED_CHAR} an included one`,
  swap: `swap ${EXCLUDED_CHAR} and ${INCLUDED_CHAR}`,
};

/** Parses a text mask (cropped to its included cells, see Mask); errors name the line and column (1-based) at fault. */
export function maskFromText(text: string): Mask {
  if (typeof text !== "string") throw new InvalidArgumentError(`maskFromText needs the picture as a string, got ${describeValue(text)}`);
  checkTextBudget(text);
  // Read in place, one row after another, into one byte per cell off the JS heap: split into a string per line, a
  // picture 1 cell wide and 2^21 tall ran a 16 MiB heap out, and 2^26 tall took 1.4 GB. A leading byte order mark
  // (Notepad's "UTF-8 with BOM", read with readFileSync(path, "utf8")) is skipped, as every text reader skips it; a
  // line ends at \n, \r\n or \r.
  const first = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // One final line break (or several) ends the picture; it is not an empty row.
  let end = text.length;
  while (end > first && isBreak(text.charCodeAt(end - 1))) end--;
  if (end === first) throw new FormatError("mask", "the picture is empty; draw one line per row with # (excluded) and . (included)");
  const lineEnd = (from: number): number => {
    let at = from;
    while (at < end && !isBreak(text.charCodeAt(at))) at++;
    return at;
  };
  const width = lineEnd(first) - first;
  // Each row but the last takes its width and a line break at least; a picture whose first line is empty fails on the
  // first line that is not, before anything is stored.
  const excluded = new Uint8Array(width === 0 ? 0 : width * Math.floor((end - first + 1) / (width + 1)));
  let height = 0;
  for (let from = first; from <= end; height++) {
    const to = lineEnd(from);
    if (to - from !== width) {
      throw new FormatError("mask", `every line must have ${width} characters (the width of line 1), this one has ${to - from}`, { line: height + 1 });
    }
    for (let x = 0; x < width; x++) {
      const char = text.charCodeAt(from + x);
      if (char === EXCLUDED_CODE) excluded[height * width + x] = 1;
      else if (char !== INCLUDED_CODE) {
        throw new FormatError("mask", `${JSON.stringify(text[from + x])} is not ${EXCLUDED_CHAR} (excluded) or ${INCLUDED_CHAR} (included)`, {
          line: height + 1,
          column: x + 1,
        });
      }
    }
    from = to === end ? end + 1 : to + (text.charCodeAt(to) === CR && text.charCodeAt(to + 1) === LF ? 2 : 1);
  }
  return Mask.build(
    width,
    height,
    (x, y) => excluded[y * width + x] === 1,
    (message, x, y) => new FormatError("mask", message, y === undefined ? {} : { line: y + 1, column: (x ?? 0) + 1 }),
    CONVENTION,
  );
}

const EXCLUDED_CODE = EXCLUDED_CHAR.charCodeAt(0);
const INCLUDED_CODE = INCLUDED_CHAR.charCodeAt(0);
const CR = 13;
const LF = 10;
const isBreak = (code: number): boolean => code === LF || code === CR;

/**
 * Refuses, before the text is read, a picture of more cells than a PNG mask may have: its first line's
 * width times the rows its length allows (each line at least that wide plus its break), or any text over four
 * characters per allowed cell (a picture that is mostly line breaks).
 */
function checkTextBudget(text: string): void {
  const firstBreak = text.indexOf("\n");
  const width = (firstBreak < 0 ? text.length : firstBreak) - (text[firstBreak - 1] === "\r" ? 1 : 0);
  const rows = Math.max(1, Math.floor(text.length / (width + 1)));
  if (text.length > 4 * MAX_MASK_PIXELS || width * rows > MAX_MASK_PIXELS) {
    throw new SizeLimitError(
      `a text mask may have at most ${MAX_MASK_PIXELS} (2^26) cells, as a PNG mask; this one is ${width} wide and ${text.length} characters long`,
    );
  }
}
