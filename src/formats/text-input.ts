// Reader input as lines: bytes split once (no giant strings), "\r\n" or "\n", 1-based places for errors.

import { FormatError } from "../base/errors.js";

const NEWLINE = 0x0a;
const RETURN = 0x0d;

export class TextInput {
  readonly format: string;
  readonly bytes: Uint8Array;
  /** Byte offsets: line j spans starts[j] .. ends[j] (without its line break). */
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly decoder = new TextDecoder("utf-8", { fatal: true });

  constructor(format: string, input: string | Uint8Array) {
    this.format = format;
    this.bytes = typeof input === "string" ? new TextEncoder().encode(input) : input;
    const bytes = this.bytes;
    let start = 0;
    while (start < bytes.length) {
      const newline = bytes.indexOf(NEWLINE, start);
      const end = newline === -1 ? bytes.length : newline;
      this.starts.push(start);
      this.ends.push(end > start && bytes[end - 1] === RETURN ? end - 1 : end);
      start = end + 1;
    }
    if (this.starts.length === 0) throw new FormatError(format, "the input is empty", { line: 1, column: 1 });
  }

  get count(): number {
    return this.starts.length;
  }

  /** The bytes of line j (0-based), without its line break. */
  bytesOf(j: number): Uint8Array {
    return this.bytes.subarray(this.starts[j]!, this.ends[j]!);
  }

  /** The characters (code points) of line j: its bytes when ASCII, else decoded from UTF-8. */
  charactersOf(j: number): ArrayLike<number> {
    const bytes = this.bytesOf(j);
    if (isAscii(bytes)) return bytes;
    let text: string;
    try {
      text = this.decoder.decode(bytes);
    } catch {
      throw this.error(j, asciiPrefix(bytes), "the line is not valid UTF-8");
    }
    return Uint32Array.from(text, (character) => character.codePointAt(0)!);
  }

  /** A FormatError at line j, column i (both 0-based here, 1-based in the message). */
  error(j: number, i: number, detail: string): FormatError {
    return new FormatError(this.format, detail, { line: j + 1, column: i + 1 });
  }
}

function isAscii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i]! >= 0x80) return false;
  return true;
}

/** How many ASCII bytes start the line (the column of its first non-ASCII byte). */
function asciiPrefix(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length && bytes[i]! < 0x80) i++;
  return i;
}

/** A character for a message: quoted when printable, else its code point. */
export function describeCharacter(code: number): string {
  if (code >= 0x20 && code !== 0x7f && !(code >= 0x80 && code < 0xa0)) return JSON.stringify(String.fromCodePoint(code));
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}
