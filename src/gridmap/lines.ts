// Lines of a Moving AI text file, read forward one at a time ("\n" or "\r\n"), with 1-based line numbers for errors.
// Bytes are read as Latin-1, one column per byte, so a stray non-ASCII byte is named at its own column.

import { SizeLimitError } from "../base/errors.js";
import { withoutBom } from "../formats/text-input.js";

/** V8's longest string (2^29 − 24 UTF-16 units): the most bytes a Moving AI text may have (one column per byte). */
export const MAX_TEXT_BYTES = 2 ** 29 - 24;

export class Lines {
  readonly text: string;
  /** 1-based number of the line `next()` returned last (0 before the first). */
  number = 0;
  private at = 0;

  constructor(input: string | Uint8Array, format: string) {
    // Past it TextDecoder aborted the process (FATAL ERROR in DecodeLatin1), not a catchable error.
    if (typeof input !== "string" && input.length > MAX_TEXT_BYTES)
      throw new SizeLimitError(`${format}: the input has ${input.length} bytes, more than a text may have (${MAX_TEXT_BYTES})`);
    // A leading byte order mark (as editors on Windows save) is not part of the first line, as for the other text readers.
    this.text = typeof input === "string" ? input.replace(/^\uFEFF/, "") : new TextDecoder("latin1").decode(withoutBom(input));
  }

  /** Whether another line follows (a final line break ends the last line; it does not start one). */
  get more(): boolean {
    return this.at < this.text.length;
  }

  /** The next line without its line break, or undefined at the end. */
  next(): string | undefined {
    if (!this.more) return undefined;
    const end = this.text.indexOf("\n", this.at);
    const stop = end < 0 ? this.text.length : end;
    const line = this.text.slice(this.at, stop > this.at && this.text.charCodeAt(stop - 1) === 13 ? stop - 1 : stop);
    this.at = stop + 1;
    this.number++;
    return line;
  }
}
