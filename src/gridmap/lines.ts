// Lines of a Moving AI text file, read forward one at a time ("\n" or "\r\n"), with 1-based line numbers for errors.
// Bytes are read as Latin-1, one column per byte, so a stray non-ASCII byte is named at its own column.

import { SizeLimitError } from "../base/errors.js";
import { withoutBom } from "../formats/text-input.js";

/** V8's longest string (2^29 − 24 UTF-16 units): the most bytes a Moving AI text may have (one column per byte). */
export const MAX_TEXT_BYTES = 2 ** 29 - 24;

export class Lines {
  readonly text: string;
  /** Whether the text was decoded from bytes (as Latin-1: a non-ASCII character is one byte of UTF-8 or another encoding). */
  readonly fromBytes: boolean;
  /** 1-based number of the line `next()` returned last (0 before the first). */
  number = 0;
  private at = 0;

  constructor(input: string | Uint8Array, format: string) {
    // Past it TextDecoder aborted the process (FATAL ERROR in DecodeLatin1), not a catchable error.
    if (typeof input !== "string" && input.length > MAX_TEXT_BYTES)
      throw new SizeLimitError(`${format}: the input has ${input.length} bytes, more than a text may have (${MAX_TEXT_BYTES})`);
    // A leading byte order mark (as editors on Windows save) is not part of the first line, as for the other text readers.
    this.fromBytes = typeof input !== "string";
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

/** A field of text `lines` read from bytes as the text those bytes spell: UTF-8 when they are UTF-8, else as read. */
export function asWritten(lines: Lines, field: string): string {
  if (!lines.fromBytes || !/[\u0080-\uffff]/.test(field)) return field;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(field, (character) => character.charCodeAt(0)));
  } catch {
    return field;
  }
}
