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
  // A leading byte order mark (Notepad's "UTF-8 with BOM", read with readFileSync(path, "utf8")) is skipped, as every
  // text reader skips it.
  const lines = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n").split("\n");
  // One final newline (or several) ends the picture; it is not an empty row.
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  if (lines.length === 0) throw new FormatError("mask", "the picture is empty; draw one line per row with # (excluded) and . (included)");
  const width = lines[0]!.length;
  for (const [y, line] of lines.entries()) {
    if (line.length !== width) {
      throw new FormatError("mask", `every line must have ${width} characters (the width of line 1), this one has ${line.length}`, { line: y + 1 });
    }
    for (let x = 0; x < width; x++) {
      const char = line[x]!;
      if (char !== EXCLUDED_CHAR && char !== INCLUDED_CHAR) {
        throw new FormatError("mask", `${JSON.stringify(char)} is not ${EXCLUDED_CHAR} (excluded) or ${INCLUDED_CHAR} (included)`, {
          line: y + 1,
          column: x + 1,
        });
      }
    }
  }
  return Mask.build(
    width,
    lines.length,
    (x, y) => lines[y]![x] === EXCLUDED_CHAR,
    (message, x, y) => new FormatError("mask", message, y === undefined ? {} : { line: y + 1, column: (x ?? 0) + 1 }),
    CONVENTION,
  );
}

/**
 * Refuses, before the text is split into lines, a picture of more cells than a PNG mask may have: its first line's
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
